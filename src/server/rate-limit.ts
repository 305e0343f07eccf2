import { lt, sql } from "drizzle-orm";
import type { Db } from "./db/client.ts";
import { rateLimitCounters } from "./db/schema/index.ts";

/**
 * Fixed-window rate limits: `hit(key, rule)` counts one attempt and says whether it is
 * allowed. The store is in memory by default; a shared store (PostgreSQL or Redis) can stand
 * behind the same interface when several servers run.
 */
export interface RateRule {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  remaining: number;
  /** Milliseconds until the window resets (0 when allowed). */
  retryAfterMs: number;
}

export interface RateLimitStore {
  /** Adds one to the counter for `key` in the window starting at `windowStart`; returns the new count. */
  increment(key: string, windowStart: number, windowMs: number): Promise<number>;
}

export interface RateLimiter {
  hit(key: string, rule: RateRule): Promise<RateDecision>;
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
  };
}

export function createRateLimiter(store: RateLimitStore, now: () => number = Date.now): RateLimiter {
  return {
    async hit(key, { limit, windowMs }) {
      const time = now();
      const windowStart = Math.floor(time / windowMs) * windowMs;
      const count = await store.increment(`${key}:${windowMs}`, windowStart, windowMs);
      const allowed = count <= limit;
      return {
        allowed,
        remaining: Math.max(0, limit - count),
        retryAfterMs: allowed ? 0 : windowStart + windowMs - time,
      };
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
  };
}
