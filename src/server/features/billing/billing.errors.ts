/** Billing's own messages and errors, shared by checkout and refunds. */
import { serviceUnavailable } from "#server/errors.ts";

export const PAYMENT_NOT_FOUND = "Payment not found.";
export const PAYMENT_INITIATION_FAILED = "Payment initiation failed";

export const paymentsUnavailable = () =>
  serviceUnavailable("Payments are not available right now. Please try again later.", "payments_unavailable");
