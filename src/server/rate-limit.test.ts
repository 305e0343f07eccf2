import { describe, expect, it } from "vitest";
import { createMemoryRateLimitStore, createRateLimiter } from "./rate-limit.ts";

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
