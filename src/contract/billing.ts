import { z } from "zod";
import { GST_STATE_CODES, type GstStateCode, type PriceQuote } from "./billing-values.ts";
import { PLANS, type PlanId, STORAGE_ADDONS } from "./plans.ts";
import { line } from "./text.ts";

export * from "./billing-values.ts";

/** What can be bought: a paid plan's 30-day pass or a storage add-on (spec §9). */
export const PRODUCT_IDS = ["starter", "pro", "business", ...STORAGE_ADDONS.map((a) => a.id)] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

export interface Product {
  id: ProductId;
  kind: "plan" | "addon";
  name: string;
  priceInr: number;
  /** The plan a pass gives (kind plan). */
  planId?: PlanId;
  /** Extra storage an add-on gives (kind addon). */
  storageBytes: number;
}

const GB = 1024 * 1024 * 1024;

/** The product behind an id, from the one catalogue in plans.ts. */
export function productOf(id: ProductId): Product {
  const addon = STORAGE_ADDONS.find((a) => a.id === id);
  if (addon) {
    return {
      id,
      kind: "addon",
      name: `Storage add-on +${addon.gigabytes} GB`,
      priceInr: addon.priceInr,
      storageBytes: addon.gigabytes * GB,
    };
  }
  const plan = PLANS[id as PlanId];
  return { id, kind: "plan", name: `${plan.name} plan`, priceInr: plan.priceInr, planId: plan.id, storageBytes: 0 };
}

/** A GSTIN: state code, PAN, entity number, Z, check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The merchant order id we give a provider (PhonePe: at most 63 of [A-Za-z0-9_-]). */
export const transactionIdSchema = line()
  .max(63)
  .regex(/^[A-Za-z0-9_-]{1,63}$/, "not a transaction id");

export const paymentMethodSchema = z.enum(["phonepe", "card"]);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** POST /api/phonepe/create-payment (spec §7): the amount always comes from the catalogue. */
export const createPaymentRequestSchema = z
  .object({
    planType: z.enum(PRODUCT_IDS, { error: "validation.paidProduct" }),
    redirectUrl: line().max(2000).optional(),
    method: paymentMethodSchema.default("phonepe"),
    buyerGstin: line()
      .max(100)
      .trim()
      .toUpperCase()
      .regex(GSTIN_PATTERN, "buyerGstin must be a 15-character GSTIN")
      .optional(),
    buyerState: z.enum(GST_STATE_CODES as [GstStateCode, ...GstStateCode[]]).optional(),
  })
  .strict();
export type CreatePaymentRequest = z.input<typeof createPaymentRequestSchema>;

export interface CreatePaymentResponse {
  success: boolean;
  paymentUrl?: string;
  transactionId?: string;
  /** What this order costs: the catalogue price, any upgrade credit and the amount to pay (decision 732). */
  price?: PriceQuote;
  /** The card path: what Razorpay Checkout in the browser needs. */
  checkout?: {
    keyId: string;
    orderId: string;
    amountPaise: number;
    currency: "INR";
    name: string;
    description: string;
  };
  error?: string;
}

export const PAYMENT_STATUSES = ["COMPLETED", "FAILED", "PENDING"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** GET /api/phonepe/status/{transactionId} (spec §3). */
export interface PaymentStatusResponse {
  success: boolean;
  status: PaymentStatus;
  planType: ProductId;
  invoiceNumber?: string;
}

/** POST /api/razorpay/verify: what Razorpay Checkout hands the browser after a card payment. */
export const razorpayVerifyRequestSchema = z
  .object({
    transactionId: transactionIdSchema,
    razorpay_payment_id: line().min(1).max(100),
    razorpay_order_id: line().min(1).max(100),
    razorpay_signature: line()
      .max(64)
      .regex(/^[0-9a-f]{64}$/i, "not a signature"),
  })
  .strict();
export type RazorpayVerifyRequest = z.input<typeof razorpayVerifyRequestSchema>;

/** GET /api/billing: the signed-in user's plan, add-ons, invoices and open payment methods. */
export interface BillingSummary {
  plan: PlanId;
  /** When the running pass ends (null on free). */
  planEndsAt: string | null;
  /** When the last paid or queued pass ends. */
  paidThrough: string | null;
  addons: { productId: ProductId; storageBytes: number; startsAt: string; endsAt: string }[];
  /**
   * Every plan pass not yet over, in the order they run: bought ("payment") or given by the
   * team ("complimentary", no invoice). A pass that starts later waits for one before it.
   */
  passes: { plan: PlanId; source: "payment" | "complimentary"; startsAt: string; endsAt: string }[];
  invoices: {
    id: string;
    kind: "invoice" | "credit_note";
    number: string;
    issuedAt: string;
    description: string;
    totalPaise: number;
    /** A credit note's refund: pending until the provider says the money went back (completed) or not (failed). */
    refundState?: "pending" | "completed" | "failed";
  }[];
  methods: { phonepe: boolean; card: boolean };
  /** Each paid plan's price for this user now, with the upgrade credit where one applies (decision 732). */
  quotes: PriceQuote[];
  /** The GST state the user chose at their last checkout (null until then). */
  buyerState: GstStateCode | null;
}

/** POST /api/upgrade-subscription: the plan as it stands (it grants nothing, decisions.md "Payments"). */
export interface UpgradeSubscriptionResponse {
  success: true;
  subscriptionStatus: PlanId;
  planEndsAt: string | null;
}
