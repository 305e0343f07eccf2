// postgres: the user reads cache is dropped on NOTIFY from another server
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { buildApp } from "#server/app.ts";
import { openPostgres, queryRows } from "#server/db/client.ts";
import { contentItems, posts } from "#server/db/schema/index.ts";
import { type Deps, depsFor } from "#server/deps.ts";
import { insertGrant, setBillingStateCode } from "#server/features/billing/billing.queries.ts";
import { nextIstMidnight } from "#server/features/dashboard/dashboard.service.ts";
import { buildUser, injectAs, type UserRow } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { uploadPhoto } from "#test/helpers/library.ts";
import {
  createUserReadsCache,
  USER_READS_TTL_MS,
  userReadChange,
  userReadChangeOfRow,
  userReadsCache,
} from "./user-reads-cache.ts";

/**
 * The signed-in reads kept in the user reads cache (decision 742): GET /api/content,
 * /api/storage-stats, /api/dashboard and /api/billing. They are answered from it (a row
 * changed behind the app's back is not seen), every change through the app shows at once, a
 * figure that changes with the clock alone changes on time, and on PostgreSQL another server
 * drops its copy when the change commits.
 */
let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  photo = await buildJpeg({ width: 500, height: 400 });
  await vi.waitFor(() => expect(userReadsCache(t.deps.database).isLive).toBe(true), { timeout: 15_000 });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

type As = Awaited<ReturnType<typeof injectAs>>;

async function creator(plan: UserRow["subscriptionStatus"] = "pro") {
  const user = await buildUser(t, { subscriptionStatus: plan });
  const as = await injectAs(t, user);
  return { user, as };
}

async function read<T>(as: As, url: string): Promise<T> {
  const res = await as({ url });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(res.headers["cache-control"]).toBe("no-store");
  return res.json() as T;
}

interface Storage {
  storageUsed: number;
  storageLimit: number;
  fileCount: number;
}
interface Dashboard {
  totalPosts: number;
  generationsToday: number;
  storage: Storage;
}
interface Billing {
  buyerState: string | null;
  addons: { productId: string }[];
}

const ALL = ["/api/content", "/api/storage-stats", "/api/dashboard", "/api/billing"] as const;

/**
 * Reads every route until each is held by the cache: on PostgreSQL a write's NOTIFY arrives
 * after its commit and drops what was read before it, as it should.
 */
async function untilCached(as: As, userId: string) {
  const cache = userReadsCache(t.deps.database);
  const kinds = ["content", "storage", "dashboard", "billing"];
  await vi.waitFor(
    async () => {
      for (const url of ALL) await read(as, url);
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (const kind of kinds) expect(cache.get(`${kind}:${userId}`), kind).toBeDefined();
    },
    { timeout: 15_000, interval: 100 },
  );
}

describe("in one server", () => {
  it("answers from the cache: rows changed behind the app's back are not seen until the user changes something", async () => {
    const c = await creator();
    const item = await uploadPhoto(t, c.as, photo);
    await untilCached(c.as, c.user.id);
    const before = {
      content: await read<{ id: string }[]>(c.as, "/api/content"),
      storage: await read<Storage>(c.as, "/api/storage-stats"),
      dashboard: await read<Dashboard>(c.as, "/api/dashboard"),
    };
    expect(before.content.map((i) => i.id)).toEqual([item.id]);
    expect(before.storage.fileCount).toBe(1);

    await t.deps.database.db.delete(contentItems).where(eq(contentItems.id, item.id));
    await t.deps.database.db
      .insert(posts)
      .values({ userId: c.user.id, title: "Behind", caption: "x", hashtags: "", contentItemIds: [] });
    expect(await read(c.as, "/api/content")).toEqual(before.content);
    expect(await read(c.as, "/api/storage-stats")).toEqual(before.storage);
    expect(await read(c.as, "/api/dashboard")).toEqual(before.dashboard);
    expect(USER_READS_TTL_MS).toBeLessThanOrEqual(60_000);

    // The user's own change through the app drops every cached read of theirs.
    const second = await uploadPhoto(t, c.as, photo);
    expect((await read<{ id: string }[]>(c.as, "/api/content")).map((i) => i.id)).toEqual([second.id]);
    expect((await read<Storage>(c.as, "/api/storage-stats")).fileCount).toBe(1);
    expect((await read<Dashboard>(c.as, "/api/dashboard")).totalPosts).toBe(1);
  });

  it("shows uploads, deletes, captions, posts, grants and the billing state through the app at once", async () => {
    const c = await creator();
    for (const url of ALL) await read(c.as, url);
    const item = await uploadPhoto(t, c.as, photo);
    expect((await read<{ id: string }[]>(c.as, "/api/content")).map((i) => i.id)).toEqual([item.id]);
    const storage = await read<Storage>(c.as, "/api/storage-stats");
    expect(storage.fileCount).toBe(1);
    expect(storage.storageUsed).toBeGreaterThan(0);
    expect((await read<Dashboard>(c.as, "/api/dashboard")).storage).toEqual(storage);

    const generated = await c.as({
      method: "POST",
      url: "/api/generate-caption",
      payload: { contentItemIds: [item.id], language: "english", contentField: "food" },
    });
    expect(generated.statusCode).toBe(200);
    expect((await read<Dashboard>(c.as, "/api/dashboard")).generationsToday).toBe(1);

    const saved = await c.as({
      method: "POST",
      url: "/api/posts",
      payload: { title: "Chai", caption: "Chai.", contentItemIds: [item.id] },
    });
    expect(saved.statusCode).toBe(201);
    expect((await read<Dashboard>(c.as, "/api/dashboard")).totalPosts).toBe(1);
    const postId = (saved.json() as { id: string }).id;
    const schedule = await c.as({
      method: "PATCH",
      url: `/api/posts/${postId}`,
      payload: { status: "scheduled", scheduledAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(schedule.statusCode).toBe(200);
    expect((await read<Dashboard & { scheduledPosts: number }>(c.as, "/api/dashboard")).scheduledPosts).toBe(1);
    // An edit of the text leaves the counts as they were: the dashboard's entry stays.
    const forgets = vi.spyOn(userReadsCache(t.deps.database), "forgetKey");
    const retitle = await c.as({ method: "PATCH", url: `/api/posts/${postId}`, payload: { title: "Chai, again" } });
    expect(retitle.statusCode).toBe(200);
    expect(forgets.mock.calls.filter(([key]) => key === `dashboard:${c.user.id}`)).toEqual([]);
    forgets.mockRestore();
    const unschedule = await c.as({ method: "PATCH", url: `/api/posts/${postId}`, payload: { status: "draft" } });
    expect(unschedule.statusCode).toBe(200);
    expect((await read<Dashboard & { scheduledPosts: number }>(c.as, "/api/dashboard")).scheduledPosts).toBe(0);

    const limit = (await read<Storage>(c.as, "/api/storage-stats")).storageLimit;
    const now = Date.now();
    await insertGrant(t.deps.database.db, {
      userId: c.user.id,
      source: "complimentary",
      productId: "storage-5gb",
      productKind: "addon",
      storageBytes: 5 * 1024 ** 3,
      startsAt: new Date(now - 1000),
      endsAt: new Date(now + 30 * 86_400_000),
    });
    expect((await read<Storage>(c.as, "/api/storage-stats")).storageLimit).toBe(limit + 5 * 1024 ** 3);
    expect((await read<Billing>(c.as, "/api/billing")).addons.map((a) => a.productId)).toEqual(["storage-5gb"]);
    await setBillingStateCode(t.deps.database.db, c.user.id, "27");
    expect((await read<Billing>(c.as, "/api/billing")).buyerState).toBe("27");

    expect((await c.as({ method: "DELETE", url: `/api/content/${item.id}` })).statusCode).toBe(204);
    expect(await read(c.as, "/api/content")).toEqual([]);
    expect((await read<Storage>(c.as, "/api/storage-stats")).fileCount).toBe(0);
  });

  it("keeps each user's reads apart", async () => {
    const one = await creator();
    const two = await creator();
    const item = await uploadPhoto(t, one.as, photo);
    expect((await read<{ id: string }[]>(one.as, "/api/content")).map((i) => i.id)).toEqual([item.id]);
    expect(await read(two.as, "/api/content")).toEqual([]);
    expect((await read<Storage>(two.as, "/api/storage-stats")).fileCount).toBe(0);
  });
});

describe("figures that change with the clock alone", () => {
  it("an add-on that ends is out of the storage limit and the billing summary from its end, with no write", async () => {
    const c = await creator();
    const plain = (await read<Storage>(c.as, "/api/storage-stats")).storageLimit;
    const now = Date.now();
    const endsAt = now + 10 * 60_000;
    await insertGrant(t.deps.database.db, {
      userId: c.user.id,
      source: "complimentary",
      productId: "storage-10gb",
      productKind: "addon",
      storageBytes: 10 * 1024 ** 3,
      startsAt: new Date(now - 60_000),
      endsAt: new Date(endsAt),
    });
    await untilCached(c.as, c.user.id);
    expect((await read<Storage>(c.as, "/api/storage-stats")).storageLimit).toBe(plain + 10 * 1024 ** 3);
    expect((await read<Dashboard>(c.as, "/api/dashboard")).storage.storageLimit).toBe(plain + 10 * 1024 ** 3);

    vi.useFakeTimers({ toFake: ["Date"], now: endsAt + 1000 });
    expect((await read<Storage>(c.as, "/api/storage-stats")).storageLimit).toBe(plain);
    expect((await read<Dashboard>(c.as, "/api/dashboard")).storage.storageLimit).toBe(plain);
    expect((await read<Billing>(c.as, "/api/billing")).addons).toEqual([]);
  });

  it("today's captions start again at midnight in India, with no write", async () => {
    // 23:59:00 IST today.
    const midnight = nextIstMidnight(new Date());
    vi.useFakeTimers({ toFake: ["Date"], now: midnight - 60_000 });
    const c = await creator("free");
    const item = await uploadPhoto(t, c.as, photo);
    const generated = await c.as({
      method: "POST",
      url: "/api/generate-caption",
      payload: { contentItemIds: [item.id], language: "hindi", contentField: "food" },
    });
    expect(generated.statusCode).toBe(200);
    await untilCached(c.as, c.user.id);
    expect((await read<Dashboard>(c.as, "/api/dashboard")).generationsToday).toBe(1);

    vi.setSystemTime(midnight + 1000);
    expect((await read<Dashboard>(c.as, "/api/dashboard")).generationsToday).toBe(0);
  });

  it("names a read's key alike from a value and from a written row's column", async () => {
    const userId = "0b6f8a52-5d0c-4f55-9d5e-2f1c9b3a7e10";
    const [row] = await queryRows<{ key: string }>(
      t.deps.database.db,
      sql`select ${userReadChangeOfRow("dashboard", sql`${userId}::uuid`)[1]} as key`,
    );
    expect(row?.key).toBe(userReadChange("dashboard", userId)[1]);
  });

  it("nextIstMidnight is the next 00:00 at UTC+5:30", () => {
    expect(new Date(nextIstMidnight(new Date("2026-11-27T10:00:00Z"))).toISOString()).toBe("2026-11-27T18:30:00.000Z");
    expect(new Date(nextIstMidnight(new Date("2026-11-27T18:30:00Z"))).toISOString()).toBe("2026-11-28T18:30:00.000Z");
    expect(new Date(nextIstMidnight(new Date("2026-11-27T18:29:59Z"))).toISOString()).toBe("2026-11-27T18:30:00.000Z");
  });
});

/**
 * Two servers on one PostgreSQL database: the second has its own pool and its own cache, left
 * out of this process's announcements, so only the database's NOTIFY reaches it.
 */
describe.runIf(inject("dbKind") === "postgres")("with two servers on one database", () => {
  let second: Deps;
  let secondApp: FastifyInstance;
  let secondCache: ReturnType<typeof createUserReadsCache>;
  beforeAll(async () => {
    const database = await openPostgres(t.databaseUrl as string, { max: 5 });
    secondCache = createUserReadsCache(database, { inProcess: false });
    second = depsFor(t.deps.config, database, "test-app-secret-0123456789abcdef0123456789");
    secondApp = await buildApp(second);
    await secondApp.ready();
    await vi.waitFor(() => expect(secondCache.isLive).toBe(true), { timeout: 15_000 });
  });
  afterAll(async () => {
    await secondApp?.close();
    await second?.detector.close();
    await second?.database.close();
  });

  it("drops the other server's copy when an upload commits, well within a second", async () => {
    const c = await creator();
    await uploadPhoto(t, c.as, photo);
    const cookie = c.as.cookie;
    const secondFiles = async () =>
      ((await secondApp.inject({ url: "/api/storage-stats", headers: { cookie } })).json() as Storage).fileCount;
    await vi.waitFor(
      async () => {
        expect(await secondFiles()).toBe(1);
        expect(secondCache.get(`storage:${c.user.id}`)).toBeDefined();
      },
      { timeout: 5_000, interval: 20 },
    );

    const uploadedAt = Date.now();
    await uploadPhoto(t, c.as, photo);
    let seen = 0;
    while (Date.now() - uploadedAt < 2_000) {
      seen = await secondFiles();
      if (seen === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(seen).toBe(2);
    expect(Date.now() - uploadedAt).toBeLessThan(1_000);
  });
});
