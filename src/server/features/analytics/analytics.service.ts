import { createHash } from "node:crypto";
import type { AnalyticsBatch } from "#contract/analytics.ts";
import { ANALYTICS_UNKNOWN_PATH } from "#contract/analytics-values.ts";
import { istDate } from "#contract/plans.ts";
import type { Deps } from "#server/deps.ts";
import { tooManyRequests } from "#server/errors.ts";
import { resolveRoute } from "#server/web/resolve-route.ts";
import { addDailyCounts, type DailyCount, sumDailyCounts } from "./analytics.queries.ts";

/**
 * Batches per client address and minute. A browser sends one every few seconds at most while
 * someone browses; many phones share an address behind a carrier's NAT, so the ceiling is
 * generous. Only counts can be inflated, never the table's size: paths and events come from
 * fixed lists (decision 553).
 */
export const ANALYTICS_RATE_RULE = { limit: 120, windowMs: 60_000 };

/** Counts one batch from this address (kept only as a hash, for the limit's window). */
export async function requireAnalyticsAllowance({ rateLimiter }: Deps, addressKey: string) {
  const key = `analytics:${createHash("sha256").update(addressKey).digest("base64url").slice(0, 22)}`;
  const decision = await rateLimiter.hit(key, ANALYTICS_RATE_RULE);
  if (!decision.allowed) {
    throw tooManyRequests("Too many analytics requests.", Math.ceil(decision.retryAfterMs / 1000));
  }
}

/**
 * The path stored for a page view: one of the route table's pages (a blog article only for a
 * known slug), without a trailing slash; anything else is counted as not found, so no address
 * a visitor typed (or a token in it) is ever stored.
 */
export function storedPath(path: string): string {
  if (!resolveRoute(path)) return ANALYTICS_UNKNOWN_PATH;
  return path === "/" ? path : path.replace(/\/+$/, "") || "/";
}

/** Adds a validated batch to today's counts (IST), same page or event summed first. */
export async function recordBatch(deps: Deps, batch: AnalyticsBatch, now = new Date()): Promise<void> {
  const counts = new Map<string, DailyCount>();
  for (const item of batch.items) {
    const count: DailyCount =
      item.type === "page"
        ? { kind: "page", name: storedPath(item.path), label: "", hits: 1, valueTotal: 0 }
        : { kind: "event", name: item.category, label: item.label, hits: 1, valueTotal: item.value ?? 0 };
    const key = `${count.kind}\n${count.name}\n${count.label}`;
    const seen = counts.get(key);
    if (seen) {
      seen.hits += 1;
      seen.valueTotal += count.valueTotal;
    } else counts.set(key, count);
  }
  await addDailyCounts(deps.database.db, istDate(now), [...counts.values()]);
}

/** How many pages the Analytics tab lists. */
export const TOP_PAGES = 20;

/** Page views and events of the IST days [fromDay, toDay], for the admin's Analytics tab. */
export async function trafficBetween(deps: Deps, fromDay: string, toDay: string) {
  const rows = await sumDailyCounts(deps.database.db, fromDay, toDay);
  const pages = rows.filter((row) => row.kind === "page" && !row.byDay);
  const perDay = new Map(rows.filter((row) => row.kind === "page" && row.byDay).map((row) => [row.day, row.hits]));
  return {
    pageViews: pages.reduce((sum, row) => sum + row.hits, 0),
    topPages: pages
      .sort((a, b) => b.hits - a.hits || a.name.localeCompare(b.name))
      .slice(0, TOP_PAGES)
      .map((row) => ({ path: row.name, views: row.hits })),
    events: rows
      .filter((row) => row.kind === "event" && !row.byDay)
      .sort((a, b) => b.hits - a.hits || a.name.localeCompare(b.name) || a.label.localeCompare(b.label))
      .map((row) => ({ category: row.name, label: row.label, count: row.hits, valueTotal: row.valueTotal })),
    viewsOn: (day: string) => perDay.get(day) ?? 0,
  };
}
