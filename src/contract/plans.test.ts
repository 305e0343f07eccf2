import { describe, expect, it } from "vitest";
import { paymentPolicy } from "#web/content/legal/payment.ts";
import { en } from "./i18n/en.ts";
import { formatSimple } from "./i18n/simple-format.ts";
import { AUTO_PUBLISH_PLANS } from "./instagram.ts";
import {
  GST_PERCENT,
  gstSplit,
  istDate,
  LOWEST_PAID_PRICE_INR,
  PASS_DAYS,
  PLANS,
  type Plan,
  STORAGE_ADDONS,
} from "./plans.ts";

/** A plan's card lines as the English catalogue words them. */
const featuresOf = (plan: Plan) => plan.features.map((feature) => formatSimple(en[feature.key], feature.values));

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

  it("promises only what is built: publishing to Instagram on Pro and Business only, API access on Business only; no analytics or team seats", () => {
    const promised = Object.values(PLANS).flatMap(featuresOf);
    expect(promised.length).toBeGreaterThan(0);
    for (const feature of promised) {
      expect(feature).not.toMatch(/analytic|team|seat/i);
    }
    for (const plan of Object.values(PLANS)) {
      const publishes = featuresOf(plan).some((feature) => /publish/i.test(feature));
      expect(publishes, plan.id).toBe(AUTO_PUBLISH_PLANS.includes(plan.id as (typeof AUTO_PUBLISH_PLANS)[number]));
    }
    // The API exists (issue 19) and needs a running Business pass.
    expect(featuresOf(PLANS.business)).toContain("API access for your own tools");
    for (const plan of [PLANS.free, PLANS.starter, PLANS.pro]) {
      expect(featuresOf(plan).join(" ")).not.toMatch(/\bAPI\b/);
    }
  });

  it("each plan's card states the limits the server enforces from the same entry, and nothing else", () => {
    const size = (bytes: number) => (bytes >= 1024 ** 3 ? `${bytes / 1024 ** 3} GB` : `${bytes / 1024 ** 2} MB`);
    for (const plan of Object.values(PLANS)) {
      const captions = plan.generationsFairUse
        ? "Unlimited AI captions (fair use)"
        : plan.generations.perPass
          ? `${plan.generations.perPass} AI captions per ${PASS_DAYS}-day pass`
          : `${plan.generations.perDay} AI captions a day`;
      const history =
        plan.savedPosts === null ? "Unlimited caption history" : `${plan.savedPosts} posts in caption history`;
      const extras = [
        ...(AUTO_PUBLISH_PLANS.includes(plan.id as (typeof AUTO_PUBLISH_PLANS)[number])
          ? ["Publishes scheduled posts to Instagram for you"]
          : []),
        ...(plan.id === "business" ? ["API access for your own tools"] : []),
      ];
      expect(featuresOf(plan)).toEqual([
        captions,
        history,
        `${size(plan.storageBytes)} storage`,
        "All 12 languages",
        ...extras,
      ]);
    }
  });

  it("the Payment Policy's prices and limits are the catalogue's", () => {
    const text = JSON.stringify(paymentPolicy.blocks);
    const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;
    for (const plan of [PLANS.starter, PLANS.pro, PLANS.business]) {
      const line = paymentPolicy.blocks
        .flatMap((block) => ("ul" in block ? block.ul : []))
        .find((item) => item.startsWith(`${plan.name}:`));
      expect(line, plan.name).toContain(`${rupees(plan.priceInr)} for ${PASS_DAYS} days`);
      expect(line).toContain(`${plan.storageBytes / 1024 ** 3} GB storage`);
      if (plan.generationsFairUse)
        expect(line).toContain(`fair use of ${plan.generations.perDay?.toLocaleString("en-IN")} per day`);
      else expect(line).toContain(`${plan.generations.perPass} AI generations`);
    }
    for (const addon of STORAGE_ADDONS) expect(text).toContain(`+${addon.gigabytes} GB ${rupees(addon.priceInr)}`);
    expect(text).toContain(`${GST_PERCENT}% GST`);
    expect(text).not.toMatch(/\bAPI\b|team seat|schedul|analytic/i);
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
