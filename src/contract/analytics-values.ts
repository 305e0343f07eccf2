/**
 * First-party analytics (spec §7's tag, decisions.md "Analytics are first-party", decision
 * 553): what the browser may send, without zod, so the tracker in the first-load bundle stays
 * a few hundred bytes.
 */

/** Where the browser sends its batches (never with a cookie). */
export const ANALYTICS_ENDPOINT = "/api/analytics";

/** Most items one batch may carry; the browser sends sooner when it has this many. */
export const ANALYTICS_BATCH_MAX = 20;

/**
 * The custom events (category → labels) the app sends. Only these are stored: a fixed list
 * keeps the daily table small and leaves no room for free text (and so for personal data).
 */
export const ANALYTICS_EVENTS = {
  /** The landing page's no-login demo wrote a caption. */
  demo: ["caption_generated"],
  /** An account was created. */
  account: ["sign_up"],
  /** A signed-in user's caption was written (value: how many variations). */
  caption: ["generated"],
  /** A checkout was started (value: the price in rupees). */
  checkout: ["started"],
} as const;

export type AnalyticsCategory = keyof typeof ANALYTICS_EVENTS;
export type AnalyticsLabel<C extends AnalyticsCategory> = (typeof ANALYTICS_EVENTS)[C][number];

/** The largest value one event may carry. */
export const ANALYTICS_VALUE_MAX = 1_000_000;

/** The page path stored for an address the route table does not know. */
export const ANALYTICS_UNKNOWN_PATH = "(not found)";

/** Where the visitor's answer about an operator's third-party tag is kept (localStorage, no cookie). */
export const ANALYTICS_CONSENT_KEY = "captionkaro_analytics_consent";
