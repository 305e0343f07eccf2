/**
 * Billing's constants and rules without zod, for browser chunks that must stay small (the
 * Subscribe page): GST states, the providers' minimum charge and the proration wording.
 */
import { PLANS, type PlanId } from "./plans.ts";

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

/**
 * The least a payment may ask for, in paise: ₹1, the minimum of both providers (Razorpay and
 * PhonePe refuse less). A proration credit never brings a price below it (decision 732).
 */
export const MIN_CHARGE_PAISE = 100;

/**
 * The credit of an upgrade (decision 732): the unused whole days of the running pass of a
 * lower plan, at the price that pass was bought for, taken off the new plan's price.
 */
export interface UpgradeCredit {
  fromPlan: PlanId;
  unusedDays: number;
  creditPaise: number;
  /** How the credit is described before payment and on the invoice: "27 unused days of your Pro pass". */
  basis: string;
}

/** What a product costs this buyer now: the catalogue price, the credit taken off it, the rest to pay. */
export interface PriceQuote {
  productId: string;
  listPaise: number;
  amountPaise: number;
  credit: UpgradeCredit | null;
}

/** "27 unused days of your Pro pass" (one wording for the page, the API and the invoice). */
export const creditBasis = (unusedDays: number, fromPlan: PlanId) =>
  `${unusedDays} unused ${unusedDays === 1 ? "day" : "days"} of your ${PLANS[fromPlan].name} pass`;

/**
 * The price left to pay after a credit, never below MIN_CHARGE_PAISE; the credit actually
 * taken is `listPaise - amountPaise`.
 */
export function priceAfterCredit(listPaise: number, creditPaise: number): number {
  return Math.max(listPaise - creditPaise, Math.min(listPaise, MIN_CHARGE_PAISE));
}
