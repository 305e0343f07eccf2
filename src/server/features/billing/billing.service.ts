/**
 * Billing's public face for other features and scripts (decision 021). The feature itself is
 * split by responsibility: billing.checkout.ts (payments in), billing.grants.ts (what a
 * payment gives), billing.invoices.ts, billing.refunds.ts, billing.expiry.ts and billing.admin.ts (what the
 * admin dashboard asks of billing).
 */

export { getAdminBilling, grantComplimentaryPass } from "./billing.admin.ts";
export {
  billingSummaryUntil,
  currentPassStart,
  getBillingSummary,
  grantsChangeAt,
  readBillingSummary,
  storageLimitOf,
  storageLimitUntil,
} from "./billing.grants.ts";
export { exportBilling } from "./billing.invoices.ts";
export { refundOrderWithinPolicy } from "./billing.refunds.ts";
