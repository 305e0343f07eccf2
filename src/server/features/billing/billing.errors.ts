/** Billing's own messages and errors, shared by checkout and refunds. */
import { serviceUnavailable } from "#server/errors.ts";
import type { Message } from "#server/i18n.ts";

export const PAYMENT_NOT_FOUND: Message = { key: "errors.billing.paymentNotFound" };
export const PAYMENT_INITIATION_FAILED: Message = { key: "errors.billing.initiationFailed" };

export const paymentsUnavailable = () =>
  serviceUnavailable({ key: "errors.billing.unavailable" }, "payments_unavailable");
