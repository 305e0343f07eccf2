import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_ENDPOINT,
  type AnalyticsCategory,
  type AnalyticsLabel,
} from "#contract/analytics-values.ts";

/**
 * The app's own analytics tag (spec §7, decision 553): page paths on route changes and custom
 * events (category, label, value), queued and sent in batches to ANALYTICS_ENDPOINT. Sent
 * with `fetch(…, { keepalive: true, credentials: "omit" })`: like navigator.sendBeacon it
 * outlives the page, but unlike it, it can leave the cookies out (sendBeacon always sends
 * them). A third-party tag, when the operator configured one and the visitor agreed, gets
 * the same page views and events (consent.tsx sets `window.gtag`).
 */

type Item = { type: "page"; path: string } | { type: "event"; category: string; label: string; value?: number };

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/** How long a lone item waits for company before it is sent. */
const FLUSH_AFTER_MS = 5000;

const queue: Item[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends everything queued now (also when the page is hidden or left). */
export function flushAnalytics() {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const body = JSON.stringify({ items: queue.splice(0, ANALYTICS_BATCH_MAX) });
    fetch(ANALYTICS_ENDPOINT, {
      method: "POST",
      body,
      keepalive: true,
      credentials: "omit",
      headers: { "content-type": "application/json" },
    }).catch(() => {});
  }
}

function push(item: Item) {
  if (typeof window === "undefined") return;
  queue.push(item);
  if (queue.length >= ANALYTICS_BATCH_MAX) flushAnalytics();
  else timer ??= setTimeout(flushAnalytics, FLUSH_AFTER_MS);
}

let lastPath: string | undefined;

/** A page view: the path only, never the query or fragment (they can hold tokens). */
export function trackPage(path: string) {
  if (path === lastPath) return;
  lastPath = path;
  push({ type: "page", path });
  window.gtag?.("event", "page_view", { page_path: path });
}

/** A custom event from the fixed list in analytics-values.ts. */
export function trackEvent<C extends AnalyticsCategory>(category: C, label: AnalyticsLabel<C>, value?: number) {
  push({ type: "event", category, label, ...(value === undefined ? {} : { value: Math.max(0, Math.round(value)) }) });
  window.gtag?.("event", label, { event_category: category, event_label: label, value });
}

if (typeof window !== "undefined") {
  addEventListener("pagehide", flushAnalytics);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flushAnalytics();
  });
}
