// postgres: the database rate-limit store counts atomically across connections
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "#test/helpers/db.ts";
import {
  createDatabaseRateLimitStore,
  createMemoryRateLimitStore,
  createRateLimiter,
  IST_DAY_OFFSET_MS,
  perIstDay,
} from "./rate-limit.ts";

describe("rate limiter", () => {
  it("allows the limit within a window, refuses the next with the time to wait, and resets", async () => {
    let time = 1_000_000;
    const limiter = createRateLimiter(createMemoryRateLimitStore(), () => time);
    const rule = { limit: 3, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit("login:1.2.3.4", rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[2]?.remaining).toBe(0);
    expect(results[3]?.retryAfterMs).toBe(20_000);
    expect((await limiter.hit("login:5.6.7.8", rule)).allowed).toBe(true);
    time += 20_000;
    expect((await limiter.hit("login:1.2.3.4", rule)).allowed).toBe(true);
  });

  it("counts parallel attempts exactly", async () => {
    const limiter = createRateLimiter(createMemoryRateLimitStore());
    const results = await Promise.all(
      Array.from({ length: 50 }, () => limiter.hit("k", { limit: 10, windowMs: 60_000 })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });
});

describe("daily windows in India's day, and refunds", () => {
  const at = (iso: string) => Date.parse(iso);

  it("a per-IST-day rule starts a new window at midnight in India, not in UTC", async () => {
    let time = at("2026-03-10T18:29:00Z"); // 23:59 IST on 10 March
    const limiter = createRateLimiter(createMemoryRateLimitStore(), () => time);
    const rule = perIstDay(1);
    expect((await limiter.hit("demo", rule)).allowed).toBe(true);
    const refused = await limiter.hit("demo", rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBe(60_000);
    time = at("2026-03-10T18:30:00Z"); // 00:00 IST on 11 March
    expect((await limiter.hit("demo", rule)).allowed).toBe(true);
    time = at("2026-03-11T00:00:00Z"); // UTC midnight, 05:30 IST: still the same IST day
    expect((await limiter.hit("demo", rule)).allowed).toBe(false);
    expect(IST_DAY_OFFSET_MS).toBe(18.5 * 60 * 60 * 1000);
  });

  it("a refund gives back one allowed attempt in its own window only", async () => {
    let time = at("2026-03-10T12:00:00Z");
    const limiter = createRateLimiter(createMemoryRateLimitStore(), () => time);
    const rule = perIstDay(1);
    const first = await limiter.hit("k", rule);
    const refused = await limiter.hit("k", rule);
    // A refused attempt has nothing to give back; the allowed one does.
    await limiter.refund("k", rule, refused);
    expect((await limiter.hit("k", rule)).allowed).toBe(false);
    await limiter.refund("k", rule, first);
    await limiter.refund("k", rule, first);
    expect((await limiter.hit("k", rule)).allowed).toBe(true);
    // A refund from yesterday does not touch today's count.
    time = at("2026-03-11T12:00:00Z");
    const today = await limiter.hit("k", rule);
    expect(today.allowed).toBe(true);
    await limiter.refund("k", rule, first);
    expect((await limiter.hit("k", rule)).allowed).toBe(false);
  });

  it("database counters are shared by two limiters and refunded once", async () => {
    const database = await createTestDatabase();
    try {
      const time = at("2026-03-10T12:00:00Z");
      const a = createRateLimiter(createDatabaseRateLimitStore(database.db), () => time);
      const b = createRateLimiter(createDatabaseRateLimitStore(database.db), () => time);
      const rule = perIstDay(2);
      const first = await a.hit("total", rule);
      expect(first.allowed).toBe(true);
      expect((await b.hit("total", rule)).allowed).toBe(true);
      expect((await a.hit("total", rule)).allowed).toBe(false);
      await b.refund("total", rule, first);
      expect((await b.hit("total", rule)).allowed).toBe(true);
      expect((await a.hit("total", rule)).allowed).toBe(false);
    } finally {
      await database.close();
    }
  });
});
