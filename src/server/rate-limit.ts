import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "./db/client.ts";
import { rateLimitCounters } from "./db/schema/index.ts";

/**
 * Fixed-window rate limits: `hit(key, rule)` counts one attempt and says whether it is
 * allowed; `refund` gives an allowed attempt back. The store is in memory by default; a shared store (PostgreSQL or Redis) can stand
 * behind the same interface when several servers run.
 */
export interface RateRule {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
  /**
   * Windows start this long after each multiple of `windowMs` since the epoch (default 0).
   * A day counted from midnight in India is `{ windowMs: DAY, offsetMs: IST_DAY_OFFSET_MS }`.
   */
  offsetMs?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Midnight in India (UTC+05:30) is 18:30 UTC of the day before. */
export const IST_DAY_OFFSET_MS = DAY_MS - (5 * 60 + 30) * 60 * 1000;
/** A rule counting per calendar day in India (the product's day, as for caption quotas). */
export const perIstDay = (limit: number): RateRule => ({ limit, windowMs: DAY_MS, offsetMs: IST_DAY_OFFSET_MS });

export interface RateDecision {
  allowed: boolean;
  remaining: number;
  /** Attempts counted in this window, this one included. */
  count: number;
  /** Milliseconds until the window resets (0 when allowed). */
  retryAfterMs: number;
  /** The window this attempt was counted in (for refund). */
  windowStart: number;
}

export interface RateLimitStore {
  /** Adds one to the counter for `key` in the window starting at `windowStart`; returns the new count. */
  increment(key: string, windowStart: number, windowMs: number): Promise<number>;
  /** Takes one back from that counter, never below zero. */
  decrement(key: string, windowStart: number): Promise<void>;
}

export interface RateLimiter {
  hit(key: string, rule: RateRule): Promise<RateDecision>;
  /**
   * Gives back an allowed attempt that did not get what it was counted for (the work failed
   * on our side), in the window it was counted in.
   */
  refund(key: string, rule: RateRule, decision: RateDecision): Promise<void>;
}

/** Counters in this process's memory; expired windows are swept as new ones start. */
export function createMemoryRateLimitStore(): RateLimitStore {
  const counters = new Map<string, { windowStart: number; expiresAt: number; count: number }>();
  let nextSweep = 0;
  return {
    async increment(key, windowStart, windowMs) {
      const now = Date.now();
      if (now >= nextSweep) {
        for (const [k, v] of counters) if (v.expiresAt <= now) counters.delete(k);
        nextSweep = now + 60_000;
      }
      const current = counters.get(key);
      if (current && current.windowStart === windowStart) {
        current.count += 1;
        return current.count;
      }
      counters.set(key, { windowStart, expiresAt: windowStart + windowMs, count: 1 });
      return 1;
    },
    async decrement(key, windowStart) {
      const current = counters.get(key);
      if (current && current.windowStart === windowStart && current.count > 0) current.count -= 1;
    },
  };
}

export function createRateLimiter(store: RateLimitStore, now: () => number = Date.now): RateLimiter {
  return {
    async hit(key, { limit, windowMs, offsetMs = 0 }) {
      const time = now();
      const windowStart = Math.floor((time - offsetMs) / windowMs) * windowMs + offsetMs;
      const count = await store.increment(`${key}:${windowMs}`, windowStart, windowMs);
      const allowed = count <= limit;
      // A refused attempt is taken back at once: the counter holds allowed attempts only, so a
      // refund of an allowed one makes room again however many were refused meanwhile.
      if (!allowed) await store.decrement(`${key}:${windowMs}`, windowStart);
      return {
        allowed,
        remaining: Math.max(0, limit - count),
        count,
        retryAfterMs: allowed ? 0 : windowStart + windowMs - time,
        windowStart,
      };
    },
    async refund(key, { windowMs }, decision) {
      if (decision.allowed) await store.decrement(`${key}:${windowMs}`, decision.windowStart);
    },
  };
}

/**
 * Counters in the database, so every server shares them: one atomic upsert per hit. Expired
 * windows are swept now and then by the hits themselves.
 */
export function createDatabaseRateLimitStore(db: Db): RateLimitStore {
  let hits = 0;
  return {
    async increment(key, windowStart, windowMs) {
      if (++hits % 200 === 0) await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, sql`now()`));
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, windowStart: new Date(windowStart), count: 1, expiresAt: new Date(windowStart + windowMs) })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { count: sql`${rateLimitCounters.count} + 1` },
        })
        .returning({ count: rateLimitCounters.count });
      return row?.count ?? 1;
    },
    async decrement(key, windowStart) {
      await db
        .update(rateLimitCounters)
        .set({ count: sql`${rateLimitCounters.count} - 1` })
        .where(
          and(
            eq(rateLimitCounters.key, key),
            eq(rateLimitCounters.windowStart, new Date(windowStart)),
            gt(rateLimitCounters.count, 0),
          ),
        );
    },
  };
}
