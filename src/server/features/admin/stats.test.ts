// postgres: the admin figures are computed in SQL (date arithmetic, aggregates)
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  adminContentSchema,
  adminStatsSchema,
  adminSubscriptionsSchema,
  adminTrafficSchema,
} from "#contract/admin-stats.ts";
import { gstSplit } from "#contract/plans.ts";
import {
  analyticsDaily,
  contentItems,
  generations,
  invoices,
  paymentOrders,
  planGrants,
  posts,
  users,
} from "#server/db/schema/index.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";

/**
 * The admin figures of decision 551 against a known population: every count below is worked
 * out by hand from the rows this file inserts.
 */

const ADMIN_EMAIL = "owner@example.in";
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

let t: TestApp;
let owner: Awaited<ReturnType<typeof injectAs>>;
let emptyStats: unknown;
const ids: Record<string, string> = {};

async function buildGeneration(
  userId: string,
  language: string,
  age: number,
  status: "succeeded" | "reserved" | "failed",
  engine: string | null = "offline",
) {
  await t.deps.database.db
    .insert(generations)
    .values({ userId, status, kind: "basic", istDay: "2026-11-01", language, engine, createdAt: ago(age) });
}

async function buildItem(userId: string, age: number, bytes: number, fileType: "image" | "video", status = "ready") {
  await t.deps.database.db.insert(contentItems).values({
    userId,
    fileName: "x",
    originalName: "x",
    fileType,
    mimeType: fileType === "image" ? "image/jpeg" : "video/mp4",
    declaredSize: bytes,
    storedBytes: status === "ready" ? bytes : 0,
    status: status as "ready" | "failed",
    objectKey: `users/${userId}/${randomUUID()}`,
    uploadExpiresAt: ahead(HOUR),
    createdAt: ago(age),
  });
}

let invoiceSequence = 0;
async function buildInvoice(orderId: string, kind: "invoice" | "credit_note", priceInr: number, issuedAt: Date) {
  const { totalPaise, taxablePaise, gstPaise } = gstSplit(priceInr);
  invoiceSequence += 1;
  await t.deps.database.db.insert(invoices).values({
    kind,
    number: `T/${kind}/${invoiceSequence}`,
    financialYear: "26-27",
    sequence: invoiceSequence,
    orderId,
    issuedAt,
    sellerName: "Seller",
    sellerAddress: "Somewhere",
    sellerState: "27",
    buyerName: "Buyer",
    buyerEmail: "buyer@example.in",
    placeOfSupply: "Maharashtra",
    sac: "998314",
    description: "Plan",
    taxablePaise,
    cgstPaise: Math.floor(gstPaise / 2),
    sgstPaise: gstPaise - Math.floor(gstPaise / 2),
    igstPaise: 0,
    totalPaise,
  });
}

/** A checkout; a paid one gets its invoice and its pass, a refunded one also a credit note and an ended pass. */
async function buildOrder(
  userId: string,
  productId: "starter" | "pro" | "business",
  priceInr: number,
  status: "created" | "completed" | "failed" | "refunded",
  at: Date,
  pass?: { starts: Date; ends: Date; refundedAt?: Date },
) {
  const id = `order-${randomUUID()}`;
  await t.deps.database.db.insert(paymentOrders).values({
    id,
    userId,
    productId,
    productKind: "plan",
    amountPaise: priceInr * 100,
    provider: "sandbox",
    status,
    buyerName: "Buyer",
    buyerEmail: `${productId}-${status}@example.in`,
    createdAt: at,
    completedAt: status === "completed" || status === "refunded" ? at : null,
  });
  if (status === "completed" || status === "refunded") await buildInvoice(id, "invoice", priceInr, at);
  if (pass) {
    await t.deps.database.db.insert(planGrants).values({
      userId,
      orderId: id,
      productId,
      productKind: "plan",
      startsAt: pass.starts,
      endsAt: pass.ends,
      endedAt: pass.refundedAt ?? null,
    });
    if (pass.refundedAt) await buildInvoice(id, "credit_note", priceInr, pass.refundedAt);
  }
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  const build = (overrides: Parameters<typeof buildUser>[1]) => buildUser(t, overrides);
  const admin = await build({ email: ADMIN_EMAIL, createdAt: ago(100 * DAY) });
  owner = await injectAs(t, admin);
  emptyStats = (await owner({ url: "/api/admin/stats?range=30d" })).json();

  // subscription_status is a cache the figures must not read: "business" here has no pass.
  const fresh = await build({ createdAt: ago(2 * HOUR), subscriptionStatus: "business", firstName: "Fresh" });
  const weekOld = await build({ createdAt: ago(5 * DAY), firstName: "Week", lastName: "Old" });
  const older = await build({ createdAt: ago(20 * DAY), firstName: "Older" });
  const gone = await build({ createdAt: ago(3 * DAY), deletedAt: new Date() });
  Object.assign(ids, { fresh: fresh.id, weekOld: weekOld.id, older: older.id, gone: gone.id });

  await buildGeneration(fresh.id, "hindi", 1 * HOUR, "succeeded");
  await buildGeneration(fresh.id, "hindi", 2 * HOUR, "succeeded", "gemini");
  await buildGeneration(fresh.id, "tamil", 3 * HOUR, "succeeded");
  await buildGeneration(fresh.id, "tamil", 1 * HOUR, "reserved", null);
  await buildGeneration(fresh.id, "tamil", 1 * HOUR, "failed", "gemini");
  await buildGeneration(weekOld.id, "english", 3 * DAY, "succeeded");
  await buildGeneration(weekOld.id, "english", 4 * DAY, "succeeded");
  await buildGeneration(weekOld.id, "english", 6 * DAY, "succeeded");
  await buildGeneration(weekOld.id, "english", 6 * DAY, "failed", "offline");
  await buildGeneration(weekOld.id, "odia", 40 * DAY, "succeeded");
  // Either side of the 7-day range's start: the first one counts in it, the second does not.
  await buildGeneration(older.id, "bengali", 7 * DAY - HOUR, "succeeded");
  await buildGeneration(older.id, "bengali", 7 * DAY + HOUR, "succeeded");

  await buildItem(fresh.id, 1 * HOUR, 1_500_000, "image");
  await buildItem(fresh.id, 1 * HOUR, 0, "image", "failed");
  await buildItem(weekOld.id, 3 * DAY, 250_000, "image");
  await buildItem(weekOld.id, 10 * DAY, 4_000_000, "video");
  await t.deps.database.db.insert(posts).values([
    { userId: fresh.id, title: "a", contentItemIds: [], createdAt: ago(HOUR) },
    { userId: weekOld.id, title: "b", contentItemIds: [], createdAt: ago(3 * DAY) },
    { userId: weekOld.id, title: "c", contentItemIds: [], createdAt: ago(50 * DAY) },
  ]);

  // weekOld: a running Pro pass bought 5 days ago, and a queued one after it.
  await buildOrder(weekOld.id, "pro", 499, "completed", ago(5 * DAY), { starts: ago(5 * DAY), ends: ahead(25 * DAY) });
  await buildOrder(weekOld.id, "starter", 99, "completed", ago(5 * DAY), {
    starts: ahead(25 * DAY),
    ends: ahead(55 * DAY),
  });
  // older: a Starter pass bought 20 days ago that ends in 3 days.
  await buildOrder(older.id, "starter", 99, "completed", ago(20 * DAY), {
    starts: ago(27 * DAY),
    ends: ahead(3 * DAY),
  });
  // fresh: Pro bought an hour ago and refunded half an hour later; a failed and an open checkout.
  await buildOrder(fresh.id, "pro", 499, "refunded", ago(HOUR), {
    starts: ago(HOUR),
    ends: ahead(30 * DAY),
    refundedAt: ago(HOUR / 2),
  });
  await buildOrder(fresh.id, "business", 999, "failed", ago(HOUR));
  await buildOrder(fresh.id, "business", 999, "created", ago(HOUR / 4));
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await owner({ url: path });
  expect(res.statusCode, path).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-store");
  return res.json();
};
const stats = async (range: string) => adminStatsSchema.strict().parse(await get(`/api/admin/stats?range=${range}`));

describe("GET /api/admin/stats", () => {
  it("answers real zeros for an empty site", () => {
    const empty = adminStatsSchema.strict().parse(emptyStats);
    expect(empty).toMatchObject({
      totalUsers: 1,
      newUsers: 0,
      activeSubscriptions: 0,
      contentGenerated: 0,
      generationFailures: 0,
      storageUsed: 0,
      totalRevenue: { payments: 0, grossPaise: 0, netPaise: 0, gstPaise: 0 },
      refunds: { count: 0, grossPaise: 0, netPaise: 0 },
      topLanguages: [],
      engines: [],
    });
    expect(empty.series).toHaveLength(31);
    expect(empty.series.every((point) => point.signUps + point.generations + point.revenuePaise === 0)).toBe(true);
  });

  it("counts users, passes, revenue, refunds, generations by language and engine, and storage, per range", async () => {
    const pro = gstSplit(499);
    const starter = gstSplit(99);

    const day = await stats("24h");
    expect(day).toMatchObject({
      range: "24h",
      bucket: "hour",
      totalUsers: 4,
      newUsers: 1,
      // weekOld's Pro and older's Starter are running; fresh's was refunded (ended), and
      // fresh's "business" status has no pass behind it.
      activeSubscriptions: 2,
      totalRevenue: { payments: 1, grossPaise: pro.totalPaise, netPaise: pro.taxablePaise, gstPaise: pro.gstPaise },
      refunds: { count: 1, grossPaise: pro.totalPaise, netPaise: pro.taxablePaise },
      contentGenerated: 3,
      generationFailures: 1,
      storageUsed: 1_500_000 + 250_000 + 4_000_000,
    });
    expect(day.topLanguages).toEqual([
      { language: "hindi", count: 2 },
      { language: "tamil", count: 1 },
    ]);
    expect(day.engines).toEqual([
      { engine: "gemini", kind: "model", succeeded: 1, failed: 1 },
      { engine: "offline", kind: "offline", succeeded: 2, failed: 0 },
    ]);
    expect(Math.abs(Date.parse(day.since) - ago(DAY).getTime())).toBeLessThan(60_000);
    // 24 or 25 hourly buckets (the first holds `since`), each starting on the hour.
    expect(day.series.length).toBeGreaterThanOrEqual(24);
    expect(day.series.length).toBeLessThanOrEqual(25);
    expect(day.series.every((point) => Date.parse(point.start) % HOUR === 0)).toBe(true);

    const week = await stats("7d");
    expect(week).toMatchObject({
      bucket: "day",
      newUsers: 2,
      contentGenerated: 7,
      generationFailures: 2,
      totalRevenue: { payments: 3, grossPaise: 2 * pro.totalPaise + starter.totalPaise },
      refunds: { count: 1 },
    });
    expect(week.topLanguages).toEqual([
      { language: "english", count: 3 },
      { language: "hindi", count: 2 },
      { language: "bengali", count: 1 },
      { language: "tamil", count: 1 },
    ]);
    expect(week.engines).toEqual([
      { engine: "offline", kind: "offline", succeeded: 6, failed: 1 },
      { engine: "gemini", kind: "model", succeeded: 1, failed: 1 },
    ]);

    const month = await stats("30d");
    expect(month).toMatchObject({ newUsers: 3, contentGenerated: 8, totalRevenue: { payments: 4 } });
    expect(month.totalRevenue.grossPaise).toBe(2 * pro.totalPaise + 2 * starter.totalPaise);
    expect(month.totalRevenue.netPaise).toBe(2 * pro.taxablePaise + 2 * starter.taxablePaise);

    const quarter = await stats("90d");
    expect(quarter).toMatchObject({ totalUsers: 4, newUsers: 3, contentGenerated: 9, activeSubscriptions: 2 });
    expect(quarter.topLanguages.map((row) => row.language)).toEqual(["english", "bengali", "hindi", "odia", "tamil"]);
  });

  it("draws one point per day in India, zeros included, adding up to the range's totals", async () => {
    for (const [range, days] of [
      ["7d", 7],
      ["30d", 30],
      ["90d", 90],
    ] as const) {
      const answer = await stats(range);
      // The first day holds `since`, the last one today: days or days + 1 of them.
      expect([days, days + 1]).toContain(answer.series.length);
      for (const point of answer.series) {
        // Midnight in India is 18:30 UTC.
        expect(new Date(point.start).toISOString().slice(11, 16)).toBe("18:30");
      }
      const sum = (key: "signUps" | "generations" | "failures" | "revenuePaise" | "refundsPaise") =>
        answer.series.reduce((total, point) => total + point[key], 0);
      expect(sum("signUps")).toBe(answer.newUsers);
      expect(sum("generations")).toBe(answer.contentGenerated);
      expect(sum("failures")).toBe(answer.generationFailures);
      expect(sum("revenuePaise")).toBe(answer.totalRevenue.grossPaise);
      expect(sum("refundsPaise")).toBe(answer.refunds.grossPaise);
    }
    const week = await stats("7d");
    // Nothing is older than 40 days in the hourly or daily series but the Odia caption: the
    // last day holds the captions written in the last hours.
    expect(week.series.at(-1)?.generations).toBeGreaterThanOrEqual(1);
  });
});

describe("GET /api/admin/content", () => {
  it("counts uploads, generations and posts of the range, storage by type and the largest accounts", async () => {
    const week = adminContentSchema.strict().parse(await get("/api/admin/content?range=7d"));
    expect(week).toMatchObject({
      uploads: { count: 2, bytes: 1_750_000, failed: 1 },
      generations: 7,
      postsSaved: 2,
    });
    expect(week.storageByType).toEqual([
      { fileType: "image", items: 2, bytes: 1_750_000 },
      { fileType: "video", items: 1, bytes: 4_000_000 },
    ]);
    expect(week.largestUsers).toEqual([
      { id: ids.weekOld, email: expect.any(String), name: "Week Old", items: 2, bytes: 4_250_000 },
      { id: ids.fresh, email: expect.any(String), name: "Fresh Verma", items: 1, bytes: 1_500_000 },
    ]);
    expect(week.series.reduce((n, p) => n + p.uploads, 0)).toBe(2);
    expect(week.series.reduce((n, p) => n + p.posts, 0)).toBe(2);
    expect(week.series.reduce((n, p) => n + p.generations, 0)).toBe(7);

    const quarter = adminContentSchema.strict().parse(await get("/api/admin/content?range=90d"));
    expect(quarter).toMatchObject({ uploads: { count: 3, bytes: 5_750_000 }, postsSaved: 3, generations: 9 });
  });
});

describe("GET /api/admin/subscriptions", () => {
  it("lists live passes by plan, the range's payments by status, refunds and passes ending within 7 days", async () => {
    const day = adminSubscriptionsSchema.strict().parse(await get("/api/admin/subscriptions?range=24h"));
    expect(day.livePasses).toEqual([
      { plan: "starter", users: 1 },
      { plan: "pro", users: 1 },
      { plan: "business", users: 0 },
    ]);
    expect(day.paymentsByStatus).toEqual([
      { status: "created", count: 1, amountPaise: 99_900 },
      { status: "failed", count: 1, amountPaise: 99_900 },
      { status: "refunded", count: 1, amountPaise: 49_900 },
    ]);
    expect(day.payments.map((p) => p.status)).toEqual(["created", "failed", "refunded"]);
    expect(day.refunds).toMatchObject({ count: 1, amountPaise: 49_900 });
    expect(day.refunds.recent[0]?.email).toBe("buyer@example.in");
    // weekOld's Pro runs into a queued Starter pass (55 days away): not expiring. older's ends in 3 days.
    expect(day.expiring.count).toBe(1);
    expect(day.expiring.accounts).toEqual([
      {
        userId: ids.older,
        email: expect.any(String),
        name: "Older Verma",
        plan: "starter",
        endsAt: expect.any(String),
      },
    ]);

    const month = adminSubscriptionsSchema.strict().parse(await get("/api/admin/subscriptions?range=30d"));
    expect(month.paymentsByStatus.find((row) => row.status === "completed")).toEqual({
      status: "completed",
      count: 3,
      amountPaise: 49_900 + 9_900 + 9_900,
    });
    expect(month.payments).toHaveLength(6);
  });
});

describe("GET /api/admin/traffic", () => {
  it("sums the daily page views and events of the range and draws the funnel", async () => {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const longAgo = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(ago(40 * DAY));
    await t.deps.database.db.insert(analyticsDaily).values([
      { day: today, kind: "page", name: "/", hits: 7 },
      { day: today, kind: "page", name: "/about", hits: 3 },
      { day: longAgo, kind: "page", name: "/about", hits: 100 },
      { day: today, kind: "event", name: "demo", label: "caption_generated", hits: 4, valueTotal: 0 },
      { day: today, kind: "event", name: "caption", label: "generated", hits: 2, valueTotal: 6 },
    ]);
    const week = adminTrafficSchema.strict().parse(await get("/api/admin/traffic?range=7d"));
    expect(week.toDay).toBe(today);
    expect(week.pageViews).toBe(10);
    expect(week.topPages).toEqual([
      { path: "/", views: 7 },
      { path: "/about", views: 3 },
    ]);
    expect(week.events).toEqual([
      { category: "demo", label: "caption_generated", count: 4, valueTotal: 0 },
      { category: "caption", label: "generated", count: 2, valueTotal: 6 },
    ]);
    // Sign-ups of the week: fresh and weekOld (the deleted one is left out); both wrote a
    // caption; both paid (fresh's payment was refunded later, but it was paid).
    expect(week.funnel).toEqual([
      { step: "demo", count: 4 },
      { step: "sign_up", count: 2 },
      { step: "first_caption", count: 2 },
      { step: "paid", count: 2 },
    ]);
    expect(week.series.at(-1)).toEqual({ day: today, views: 10 });

    const quarter = adminTrafficSchema.strict().parse(await get("/api/admin/traffic?range=90d"));
    expect(quarter.topPages[0]).toEqual({ path: "/about", views: 103 });
    expect(quarter.funnel.find((step) => step.step === "sign_up")?.count).toBe(3);
    expect(quarter.funnel.find((step) => step.step === "paid")?.count).toBe(3);
  });
});

describe("generation_counts, kept by the database", () => {
  it("follows a generation that fails, is deleted, or goes with its account", async () => {
    const week = async () => stats("7d");
    const before = await week();
    const user = await buildUser(t, { createdAt: ago(30 * DAY) });
    const [row] = await t.deps.database.db
      .insert(generations)
      .values({
        userId: user.id,
        status: "reserved",
        kind: "basic",
        istDay: "x",
        language: "kannada",
        createdAt: ago(2 * DAY),
      })
      .returning();
    expect((await week()).contentGenerated).toBe(before.contentGenerated);
    const set = (status: "succeeded" | "failed", engine: string) =>
      t.deps.database.db
        .update(generations)
        .set({ status, engine })
        .where(eq(generations.id, row?.id ?? ""));
    await set("succeeded", "openai");
    let now = await week();
    expect(now.contentGenerated).toBe(before.contentGenerated + 1);
    expect(now.topLanguages).toContainEqual({ language: "kannada", count: 1 });
    expect(now.engines).toContainEqual({ engine: "openai", kind: "model", succeeded: 1, failed: 0 });
    await set("failed", "openai");
    now = await week();
    expect(now.contentGenerated).toBe(before.contentGenerated);
    expect(now.generationFailures).toBe(before.generationFailures + 1);
    expect(now.engines).toContainEqual({ engine: "openai", kind: "model", succeeded: 0, failed: 1 });
    // An account's purge takes its generations (ON DELETE CASCADE) and their counts.
    await t.deps.database.db.delete(users).where(eq(users.id, user.id));
    now = await week();
    expect(now.generationFailures).toBe(before.generationFailures);
    expect(now.engines.find((e) => e.engine === "openai")).toBeUndefined();
    expect(now.series.map((p) => p.generations)).toEqual(before.series.map((p) => p.generations));
  });
});

describe("the work per request", () => {
  it("runs a fixed handful of aggregate statements, whatever the population", async () => {
    const client = (t.deps.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    await owner({ url: "/api/admin/stats?range=7d" });
    for (const [path, most] of [
      ["/api/admin/stats?range=90d", 6],
      ["/api/admin/content?range=90d", 6],
      ["/api/admin/subscriptions?range=90d", 6], // with the teams' totals (issue 29): one statement
      ["/api/admin/traffic?range=90d", 2],
    ] as const) {
      const spy = vi.spyOn(client, "query");
      try {
        expect((await owner({ url: path })).statusCode).toBe(200);
        expect(spy.mock.calls.length, path).toBeLessThanOrEqual(most);
      } finally {
        spy.mockRestore();
      }
    }
  });
});
