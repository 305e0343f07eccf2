import { z } from "zod";
import { PLANS, type PlanId, STORAGE_ADDONS } from "./plans.ts";
import { line } from "./text.ts";

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

/** GST state codes (the first two digits of a GSTIN) and names, for the place of supply. */
export const GST_STATES = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
} as const;
export type GstStateCode = keyof typeof GST_STATES;
export const GST_STATE_CODES = Object.keys(GST_STATES) as GstStateCode[];

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
    planType: z.enum(PRODUCT_IDS, { error: "planType must be a paid plan or a storage add-on" }),
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
}

/** POST /api/upgrade-subscription: the plan as it stands (it grants nothing, decisions.md "Payments"). */
export interface UpgradeSubscriptionResponse {
  success: true;
  subscriptionStatus: PlanId;
  planEndsAt: string | null;
}
