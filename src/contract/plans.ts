/**
 * The one plan catalogue (docs: ../shared/spec/decisions.md, "Plans"), read by the server's
 * limits, the pricing page, banners and the admin dashboard. Prices are INR per 30-day pass,
 * GST 18 % included, charged once (no auto-renewal).
 */
import type { MessageKey } from "./i18n/en.ts";

export const PLAN_IDS = ["free", "starter", "pro", "business"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

const MB = 1024 * 1024;
const GB = 1024 * MB;

export interface Plan {
  id: PlanId;
  name: string;
  /** Price of a 30-day pass in rupees, GST included (0 for free). */
  priceInr: number;
  /** AI generations: per IST calendar day, or per 30-day pass (starter). */
  generations: { perDay: number; perPass?: undefined } | { perPass: number; perDay?: undefined };
  /** True when the daily figure is a fair-use ceiling rather than an advertised limit. */
  generationsFairUse: boolean;
  /** Posts kept in caption history; null = unlimited. */
  savedPosts: number | null;
  storageBytes: number;
  /** Free-plan captions carry the product hashtag among the post's five. */
  addsProductHashtag: boolean;
  /**
   * What the plan's card and the pricing page promise. Only what the server builds and
   * enforces today (decisions.md, "Promise only what is built"): automatic Instagram
   * publishing on Pro and Business (issue 20); API access on Business (issue 19: keys on the
   * account page, the reference at /docs/api); no analytics or team seats until they exist.
   */
  features: readonly PlanFeature[];
}

/** One line of a plan's card: a `plans.feature.` message (public, simple) and its arguments. */
export interface PlanFeature {
  key: MessageKey & `plans.feature.${string}`;
  values?: Record<string, string | number>;
}

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  free: {
    id: "free",
    name: "Free",
    priceInr: 0,
    generations: { perDay: 5 },
    generationsFairUse: false,
    savedPosts: 5,
    storageBytes: 100 * MB,
    addsProductHashtag: true,
    features: [
      { key: "plans.feature.captionsPerDay", values: { count: 5 } },
      { key: "plans.feature.historyPosts", values: { count: 5 } },
      { key: "plans.feature.storage", values: { size: "100 MB" } },
      { key: "plans.feature.allLanguages" },
    ],
  },
  starter: {
    id: "starter",
    name: "Starter",
    priceInr: 99,
    generations: { perPass: 50 },
    generationsFairUse: false,
    savedPosts: null,
    storageBytes: 1 * GB,
    addsProductHashtag: false,
    features: [
      { key: "plans.feature.captionsPerPass", values: { count: 50 } },
      { key: "plans.feature.unlimitedHistory" },
      { key: "plans.feature.storage", values: { size: "1 GB" } },
      { key: "plans.feature.allLanguages" },
    ],
  },
  pro: {
    id: "pro",
    name: "Pro",
    priceInr: 499,
    generations: { perDay: 500 },
    generationsFairUse: true,
    savedPosts: null,
    storageBytes: 10 * GB,
    addsProductHashtag: false,
    features: [
      { key: "plans.feature.unlimitedCaptions" },
      { key: "plans.feature.unlimitedHistory" },
      { key: "plans.feature.storage", values: { size: "10 GB" } },
      { key: "plans.feature.allLanguages" },
      { key: "plans.feature.autoPublish" },
    ],
  },
  business: {
    id: "business",
    name: "Business",
    priceInr: 999,
    generations: { perDay: 2000 },
    generationsFairUse: true,
    savedPosts: null,
    storageBytes: 25 * GB,
    addsProductHashtag: false,
    features: [
      { key: "plans.feature.unlimitedCaptions" },
      { key: "plans.feature.unlimitedHistory" },
      { key: "plans.feature.storage", values: { size: "25 GB" } },
      { key: "plans.feature.allLanguages" },
      { key: "plans.feature.autoPublish" },
      { key: "plans.feature.api" },
    ],
  },
};

/** Storage add-ons, bought through the same checkout as plans, lasting 30 days. */
export const STORAGE_ADDONS = [
  { id: "storage-5gb", gigabytes: 5, priceInr: 999 },
  { id: "storage-10gb", gigabytes: 10, priceInr: 1499 },
  { id: "storage-25gb", gigabytes: 25, priceInr: 2999 },
  { id: "storage-50gb", gigabytes: 50, priceInr: 3999 },
] as const;

export const PASS_DAYS = 30;
export const GST_PERCENT = 18;

/** Splits a GST-inclusive price into taxable value and GST, in paise, for the invoice. */
export function gstSplit(priceInr: number): { totalPaise: number; taxablePaise: number; gstPaise: number } {
  const totalPaise = Math.round(priceInr * 100);
  const taxablePaise = Math.round((totalPaise * 100) / (100 + GST_PERCENT));
  return { totalPaise, taxablePaise, gstPaise: totalPaise - taxablePaise };
}

/** Rupees in the locale's digit grouping (Indian in both: ₹1,00,000), with paise only when there are some. */
export const formatInrIn = (locale: string, rupees: number) =>
  `₹${rupees.toLocaleString(locale, { minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2, maximumFractionDigits: 2 })}`;

/** The lowest paid price, for "from ₹99/month" copy. */
export const LOWEST_PAID_PRICE_INR = Math.min(
  ...PLAN_IDS.filter((id) => id !== "free").map((id) => PLANS[id].priceInr),
);

const istDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The IST calendar day of a moment, as YYYY-MM-DD: daily quotas reset at midnight in India. */
export function istDate(moment: Date): string {
  return istDay.format(moment);
}
