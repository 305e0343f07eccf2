import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_ACCESS_DENIED, adminUsersPageSchema } from "#contract/admin.ts";
import { generations } from "#server/db/schema/index.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildContentItem } from "#test/helpers/library.ts";

const ADMIN_EMAIL = "owner@example.in";
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

// Its own database, so every count below is exact.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: "Owner@Example.in, ranges@example.in, queries@example.in" } });
});
afterAll(() => t.close());

const ago = (ms: number) => new Date(Date.now() - ms);

async function buildGeneration(
  app: TestApp,
  userId: string,
  language: string,
  age: number,
  status: "succeeded" | "reserved",
) {
  await app.deps.database.db.insert(generations).values({
    userId,
    status,
    kind: "basic",
    istDay: "2026-11-01",
    language,
    createdAt: ago(age),
  });
}

/** Counts the SQL statements the database driver runs while `work` runs. */
async function countQueries(app: TestApp, work: () => Promise<unknown>): Promise<number> {
  const client = (app.deps.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, "query");
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe("who may call the admin endpoints", () => {
  const urls = ["/api/admin/users", "/api/admin/stats?range=7d", "/api/admin/stats?range=forever"];

  it("answers 401 when signed out", async () => {
    for (const url of urls) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("answers 403 with the Access Denied text to a signed-in user who is not an admin, before checking input", async () => {
    const creator = await buildUser(t);
    const as = await injectAs(t, creator);
    for (const url of urls) {
      const res = await as({ url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toEqual({ code: "forbidden", message: ADMIN_ACCESS_DENIED });
      expect(res.body).not.toContain(creator.email);
    }
  });

  it("lets in an ADMIN_EMAILS address (configured in another case)", async () => {
    const admin = await buildUser(t, { email: ADMIN_EMAIL });
    const as = await injectAs(t, admin);
    for (const url of urls.slice(0, 2)) expect((await as({ url })).statusCode, url).toBe(200);
  });
});

describe("GET /api/admin/stats", () => {
  it("validates the range: the four of the spec, 7d when none is given", async () => {
    const owner = await injectAs(t, await buildUser(t, { email: "ranges@example.in" }));
    for (const range of ["1y", "7D", "", "24h,7d"]) {
      const res = await owner({ url: `/api/admin/stats?range=${encodeURIComponent(range)}` });
      expect(res.statusCode, range).toBe(400);
      expect(res.json().error.message).toBe("range: range must be one of 24h, 7d, 30d, 90d");
    }
    const byDefault = await owner({ url: "/api/admin/stats" });
    expect(byDefault.statusCode).toBe(200);
    expect(byDefault.json().range).toBe("7d");
    expect(byDefault.headers["cache-control"]).toBe("no-store");
  });
});

describe("the figures", () => {
  let s: TestApp;
  let owner: Awaited<ReturnType<typeof injectAs>>;
  beforeAll(async () => {
    // A database of its own with a known population.
    s = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    const build = (overrides: Parameters<typeof buildUser>[1]) => buildUser(s, overrides);
    owner = await injectAs(s, await build({ email: ADMIN_EMAIL, createdAt: ago(100 * DAY) }));

    const fresh = await build({ createdAt: ago(2 * HOUR) });
    const weekOld = await build({ createdAt: ago(5 * DAY), subscriptionStatus: "pro" });
    await build({ createdAt: ago(20 * DAY), subscriptionStatus: "starter" });
    await build({ createdAt: ago(3 * DAY), subscriptionStatus: "business", deletedAt: new Date() });

    await buildGeneration(s, fresh.id, "hindi", 1 * HOUR, "succeeded");
    await buildGeneration(s, fresh.id, "hindi", 2 * HOUR, "succeeded");
    await buildGeneration(s, fresh.id, "tamil", 3 * HOUR, "succeeded");
    await buildGeneration(s, fresh.id, "tamil", 1 * HOUR, "reserved");
    await buildGeneration(s, weekOld.id, "english", 3 * DAY, "succeeded");
    await buildGeneration(s, weekOld.id, "english", 4 * DAY, "succeeded");
    await buildGeneration(s, weekOld.id, "english", 6 * DAY, "succeeded");
    await buildGeneration(s, weekOld.id, "odia", 40 * DAY, "succeeded");

    await buildContentItem(s, fresh.id, { storedBytes: 1_500_000 });
    await buildContentItem(s, weekOld.id, { storedBytes: 250_000 });
    await buildContentItem(s, weekOld.id, { storedBytes: 999_999, status: "pending" });
  });
  afterAll(() => s.close());

  // The figures of the Analytics, Content and Subscriptions tabs: stats.test.ts.
  it("lists accounts newest first with plan, storage and activity, a page at a time, without secrets", async () => {
    const res = await owner({ url: "/api/admin/users?limit=2" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const first = adminUsersPageSchema.parse(res.json());
    expect(first.users).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    expect(res.body).not.toMatch(/argon2|password/i);
    expect(Object.keys(first.users[0] ?? {}).sort()).toEqual(
      [
        "createdAt",
        "disabledAt",
        "email",
        "generations",
        "id",
        "lastActive",
        "name",
        "passEndsAt",
        "plan",
        "storageUsed",
      ].sort(),
    );

    const all = [...first.users];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = adminUsersPageSchema.parse(
        (await owner({ url: `/api/admin/users?limit=2&cursor=${encodeURIComponent(cursor)}` })).json(),
      );
      all.push(...page.users);
      cursor = page.nextCursor;
    }
    // The deleted account is not listed; the four live ones are, newest first.
    expect(all).toHaveLength(4);
    const created = all.map((u) => u.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(all[0]).toMatchObject({ name: "Asha Verma", plan: "free", storageUsed: 1_500_000 });
    expect(all[1]).toMatchObject({ plan: "pro", storageUsed: 250_000 });
    expect(all.at(-1)).toMatchObject({ email: ADMIN_EMAIL, storageUsed: 0 });
    // The admin's session was created directly, so only a sign-in or refresh sets lastActive.
    expect(all.every((u) => u.lastActive === null || !Number.isNaN(Date.parse(u.lastActive)))).toBe(true);
  });

  it("refuses a bad page size or cursor", async () => {
    for (const [query, message] of [
      ["limit=0", "limit must be a number from 1 to 100"],
      ["limit=101", "limit must be a number from 1 to 100"],
      ["limit=ten", "limit must be a number from 1 to 100"],
      ["cursor=not-a-cursor", "This page link is not valid"],
    ]) {
      const res = await owner({ url: `/api/admin/users?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toContain(message);
    }
  });
});

describe("database work per request", () => {
  it("runs the same few queries however many accounts a page holds", async () => {
    const owner = await injectAs(t, await buildUser(t, { email: "queries@example.in" }));
    // The first request of a session looks it up; later ones find it in the session cache
    // (decision 012). Warm it, so both counts are of the page's own queries.
    await owner({ url: "/api/admin/users?limit=1" });
    const small = await countQueries(t, () => owner({ url: "/api/admin/users?limit=1" }));
    for (let i = 0; i < 12; i++) await buildContentItem(t, (await buildUser(t)).id, { storedBytes: 1000 });
    const large = await countQueries(t, () => owner({ url: "/api/admin/users?limit=100" }));
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(2);
  });
});
