import type { PaymentProvider } from "./types.ts";

/** Where the sandbox sends the browser: the app's own "Pay ₹… / Fail" page. */
export const sandboxPagePath = (merchantOrderId: string) => `/payments/sandbox/${encodeURIComponent(merchantOrderId)}`;

/**
 * The embedded default: no third party. The browser goes to the app's own page, whose Pay and
 * Fail buttons complete or fail the order through the same code as a provider's webhook
 * (billing.routes.ts); our own records are the provider's state.
 */
export function createSandboxProvider(publicUrl: string): PaymentProvider {
  return {
    name: "sandbox",
    async createPayment(input) {
      return { paymentUrl: `${publicUrl}${sandboxPagePath(input.merchantOrderId)}` };
    },
    async getOrderStatus() {
      return { state: "PENDING", raw: {} };
    },
    async refund(input) {
      return { state: "COMPLETED", providerRefundId: input.refundId, raw: {} };
    },
    async getRefundStatus(input) {
      return { state: "COMPLETED", providerRefundId: input.refundId, raw: {} };
    },
    verifyWebhook() {
      return undefined;
    },
  };
}
