import type { PaymentProvider, ProviderState } from "./types.ts";

/** Where the sandbox sends the browser: the app's own "Pay ₹… / Fail" page. */
export const sandboxPagePath = (merchantOrderId: string) => `/payments/sandbox/${encodeURIComponent(merchantOrderId)}`;

/** The sandbox as a provider, plus what its payment page's buttons tell it. */
export interface SandboxPaymentProvider extends PaymentProvider {
  /** The sandbox page's Pay or Fail: from now on its order status says so. */
  settle(merchantOrderId: string, amountPaise: number, state: Exclude<ProviderState, "PENDING">): void;
}

/**
 * The embedded default: no third party. The browser goes to the app's own page, whose Pay and
 * Fail buttons settle the order here and then go through the same code as a provider's
 * webhook (billing.routes.ts): a hint, confirmed by this provider's order status, which
 * answers like PhonePe's (state, amount, payment details). Outcomes are kept in this process:
 * the button's request settles and confirms in one go.
 */
export function createSandboxProvider(publicUrl: string): SandboxPaymentProvider {
  const settled = new Map<string, { state: Exclude<ProviderState, "PENDING">; amountPaise: number; at: number }>();
  return {
    name: "sandbox",
    webhooksAreHints: true,
    async createPayment(input) {
      return { paymentUrl: `${publicUrl}${sandboxPagePath(input.merchantOrderId)}` };
    },
    settle(merchantOrderId, amountPaise, state) {
      if (!settled.has(merchantOrderId)) settled.set(merchantOrderId, { state, amountPaise, at: Date.now() });
    },
    async getOrderStatus(order) {
      const outcome = settled.get(order.merchantOrderId);
      if (!outcome) return { state: "PENDING", raw: { state: "PENDING", paymentDetails: [] } };
      const payment = {
        transactionId: `SANDBOX${order.merchantOrderId}`,
        paymentMode: "SANDBOX",
        timestamp: outcome.at,
        amount: outcome.amountPaise,
        state: outcome.state,
        ...(outcome.state === "FAILED" ? { errorCode: "SANDBOX_DECLINED" } : {}),
      };
      return {
        state: outcome.state,
        amountPaise: outcome.amountPaise,
        ...(outcome.state === "FAILED" ? { errorCode: "SANDBOX_DECLINED" } : {}),
        raw: {
          state: outcome.state,
          amount: outcome.amountPaise,
          paymentDetails: [payment],
          ...(outcome.state === "FAILED" ? { errorCode: "SANDBOX_DECLINED" } : {}),
        },
      };
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
