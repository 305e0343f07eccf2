/** A payment provider in our words; one file per provider, picked by configuration (index.ts). */

export type ProviderName = "sandbox" | "phonepe" | "razorpay";

/** What a provider says about an order or a refund. */
export type ProviderState = "PENDING" | "COMPLETED" | "FAILED";

export interface CreatePaymentInput {
  /** Our order id (the browser's transactionId): at most 63 of [A-Za-z0-9_-]. */
  merchantOrderId: string;
  amountPaise: number;
  /** Absolute URL on this site the provider sends the browser back to. */
  redirectUrl: string;
  /** One line for the provider's page (e.g. "Pro plan, 30 days"). */
  description: string;
}

export interface CreatedPayment {
  /** The provider's own order id, when it gives one. */
  providerOrderId?: string;
  /** Where to send the browser (PhonePe, sandbox). */
  paymentUrl?: string;
  /** What the browser's card checkout needs (Razorpay Checkout). */
  checkout?: { keyId: string; orderId: string };
}

export interface OrderStatus {
  state: ProviderState;
  /** The amount the provider says was paid, in paise. */
  amountPaise?: number;
  errorCode?: string;
  /** The provider's own answer, kept in the payment history. */
  raw: Record<string, unknown>;
}

export interface RefundInput {
  merchantOrderId: string;
  providerOrderId: string | null;
  /** Our refund id, unique per refund. */
  refundId: string;
  amountPaise: number;
}

export interface RefundResult {
  state: ProviderState;
  providerRefundId?: string;
  errorCode?: string;
  raw: Record<string, unknown>;
}

/** A webhook whose authenticity was checked, read into our words. */
export interface WebhookEvent {
  /** The provider's event id when it sends one (Razorpay), else one derived from the body. */
  eventId: string;
  kind: "order.completed" | "order.failed" | "refund" | "other";
  /** Our order id (PhonePe, sandbox) or the provider's (Razorpay), whichever the event carries. */
  merchantOrderId?: string;
  providerOrderId?: string;
  amountPaise?: number;
  errorCode?: string;
  /** A refund event's refund: our refund id and/or the provider's, and its state now. */
  refund?: { refundId?: string; providerRefundId?: string; state: ProviderState };
  raw: Record<string, unknown>;
}

export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: signatures are over these bytes. */
  rawBody: Buffer;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /**
   * True when a webhook's body is not signed (PhonePe: the header is a fixed hash of a
   * username and password): its order events are only a hint to ask the order-status API,
   * whose answer alone grants or fails (decision 722). Razorpay signs the body: false.
   */
  readonly webhooksAreHints: boolean;
  /** Creates the provider's order for an amount from our catalogue. */
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Asks the provider for the state of one of our orders. */
  getOrderStatus(order: { merchantOrderId: string; providerOrderId: string | null }): Promise<OrderStatus>;
  /** Refunds (part of) a completed order. */
  refund(input: RefundInput): Promise<RefundResult>;
  /** Asks the provider where a refund stands (PENDING until the money is on its way back, then COMPLETED or FAILED). */
  getRefundStatus(input: { refundId: string; providerRefundId: string | null }): Promise<RefundResult>;
  /** Checks a webhook's signature or authorization and reads it; undefined when it is not authentic. */
  verifyWebhook(request: WebhookRequest): WebhookEvent | undefined;
  /** Providers with a checkout in the browser (Razorpay): checks the signature it hands back. */
  verifyCheckout?(input: { storedOrderId: string; paymentId: string; signature: string }): boolean;
}

/** A provider answered with an error or something we cannot read. */
export class PaymentProviderError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = "PaymentProviderError";
    this.status = status;
  }
}
