import { describe, expect, it } from "vitest";
import { gstSplit, istDate, LOWEST_PAID_PRICE_INR, PLANS } from "./plans.ts";

describe("plan catalogue", () => {
  it("matches the decisions: prices, quotas and storage", () => {
    expect([PLANS.free.priceInr, PLANS.starter.priceInr, PLANS.pro.priceInr, PLANS.business.priceInr]).toEqual([
      0, 99, 499, 999,
    ]);
    expect(PLANS.free.generations).toEqual({ perDay: 5 });
    expect(PLANS.starter.generations).toEqual({ perPass: 50 });
    expect(PLANS.free.savedPosts).toBe(5);
    expect(PLANS.pro.savedPosts).toBeNull();
    expect(PLANS.free.storageBytes).toBe(100 * 1024 * 1024);
    expect(PLANS.pro.storageBytes).toBe(10 * 1024 ** 3);
    expect(PLANS.free.addsProductHashtag).toBe(true);
    expect(LOWEST_PAID_PRICE_INR).toBe(99);
  });

  it("promises only what is built: no automatic publishing, analytics, API access or team seats", () => {
    const promised = Object.values(PLANS).flatMap((plan) => plan.features);
    expect(promised.length).toBeGreaterThan(0);
    for (const feature of promised) {
      expect(feature).not.toMatch(/schedul|publish|analytic|\bAPI\b|team|seat/i);
    }
  });

  it("splits GST-inclusive prices into taxable value and 18 % GST, to the paisa", () => {
    expect(gstSplit(99)).toEqual({ totalPaise: 9900, taxablePaise: 8390, gstPaise: 1510 });
    expect(gstSplit(499)).toEqual({ totalPaise: 49900, taxablePaise: 42288, gstPaise: 7612 });
    for (const price of [99, 499, 999, 1499, 2999, 3999]) {
      const { totalPaise, taxablePaise, gstPaise } = gstSplit(price);
      expect(taxablePaise + gstPaise).toBe(totalPaise);
      expect(Math.abs(gstPaise - taxablePaise * 0.18)).toBeLessThan(1);
    }
  });

  it("counts days in IST: 18:30 UTC is already the next day in India", () => {
    expect(istDate(new Date("2026-11-22T18:29:59Z"))).toBe("2026-11-22");
    expect(istDate(new Date("2026-11-22T18:30:00Z"))).toBe("2026-11-23");
  });
});
