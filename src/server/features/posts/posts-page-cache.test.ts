// postgres: the posts page cache is dropped on NOTIFY from another server
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { buildApp } from "#server/app.ts";
import { memberOf, personalWorkspace } from "#server/auth/workspace.ts";
import { openPostgres, queryRows } from "#server/db/client.ts";
import { posts } from "#server/db/schema/index.ts";
import { type Deps, depsFor } from "#server/deps.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { uploadPhoto } from "#test/helpers/library.ts";
import { listPosts } from "./posts.service.ts";
import {
  createPostsPageCache,
  firstPageKey,
  POSTS_CHANGES_CHANNEL,
  POSTS_PAGE_TTL_MS,
  postsPageCache,
} from "./posts-page-cache.ts";

let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  photo = await buildJpeg({ width: 500, height: 400 });
  // On PostgreSQL the cache keeps nothing until its LISTEN connection is up (a loaded machine
  // took longer than the first test's first reads): these tests are about a live cache.
  await vi.waitFor(() => expect(postsPageCache(t.deps.database).isLive).toBe(true), { timeout: 15_000 });
});
afterAll(() => t.close());

type As = Awaited<ReturnType<typeof injectAs>>;

async function creator() {
  const account = await buildUser(t, { subscriptionStatus: "pro" });
  // The services act for a member of a workspace: here the account in its personal one.
  const user = memberOf(account, personalWorkspace(account));
  const as = await injectAs(t, user);
  const item = await uploadPhoto(t, as, photo);
  const save = async (title: string) => {
    const res = await as({
      method: "POST",
      url: "/api/posts",
      payload: { title, caption: `${title} caption`, hashtags: ["chai"], contentItemIds: [item.id] },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string };
  };
  return { user, as, save };
}

/** The first page as the database has it now, rendered whole (not from any cache). */
const listPostsPage = async (c: { user: Parameters<typeof listPosts>[1] }) => ({
  page: JSON.parse(JSON.stringify(await listPosts(t.deps, c.user, { limit: 50 }))) as unknown,
});

const titles = async (as: As, url = "/api/posts") => {
  const res = await as({ url });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(res.headers["cache-control"]).toBe("no-store");
  return (res.json() as { posts: { title: string }[] }).posts.map((p) => p.title);
};

/**
 * Until the first page is cached, and still cached once the NOTIFYs of the writes before (each
 * drops the page when it arrives, a moment after its commit) have had time to arrive.
 */
async function settledPage(as: As, cache: { get(key: string): unknown }, key: string) {
  for (const settle of [300, 0])
    await vi.waitFor(
      async () => {
        await titles(as);
        expect(cache.get(key)).toBeDefined();
        await new Promise((resolve) => setTimeout(resolve, settle));
        expect(cache.get(key)).toBeDefined();
      },
      { timeout: 15_000, interval: 50 },
    );
}

describe("the first page of posts in one server", () => {
  it("is answered from the cache: a row deleted behind the app's back is still listed, a later page is read fresh", async () => {
    const c = await creator();
    const forgets = vi.spyOn(postsPageCache(t.deps.database), "forgetGroup");
    const first = await c.save("First");
    await c.save("Second");
    // A save announces its change at once in this process (two calls of postsChanged per save
    // today) and, on PostgreSQL, once more by NOTIFY when it commits (PostgreSQL folds a
    // transaction's identical notifications into one; db/notified-cache.ts). A page cached before
    // a late NOTIFY arrives is dropped by it, as it should be, so the cache is filled only once
    // both saves' NOTIFYs are in.
    const announcements = t.deps.database.kind === "pglite" ? 4 : 6;
    await vi.waitFor(
      () =>
        expect(forgets.mock.calls.filter(([group]) => group === c.user.id).length).toBeGreaterThanOrEqual(
          announcements,
        ),
      { timeout: 15_000 },
    );
    forgets.mockRestore();
    expect(await titles(c.as, "/api/posts?limit=1")).toEqual(["Second"]);
    const next = (await c.as({ url: "/api/posts?limit=1" })).json() as { nextCursor: string };
    expect(await titles(c.as)).toEqual(["Second", "First"]);

    await t.deps.database.db.delete(posts).where(eq(posts.id, first.id));
    expect(await titles(c.as)).toEqual(["Second", "First"]);
    expect(await titles(c.as, `/api/posts?limit=1&cursor=${encodeURIComponent(next.nextCursor)}`)).toEqual([]);
    expect(POSTS_PAGE_TTL_MS).toBeLessThanOrEqual(60_000);
  });

  it("shows a save, an edit and a delete through the app at once", async () => {
    const c = await creator();
    const a = await c.save("Alpha");
    expect(await titles(c.as)).toEqual(["Alpha"]);
    const b = await c.save("Beta");
    expect(await titles(c.as)).toEqual(["Beta", "Alpha"]);
    expect(
      (await c.as({ method: "PATCH", url: `/api/posts/${a.id}`, payload: { title: "Alpha two" } })).statusCode,
    ).toBe(200);
    expect(await titles(c.as)).toEqual(["Beta", "Alpha two"]);
    expect((await c.as({ method: "DELETE", url: `/api/posts/${b.id}` })).statusCode).toBe(204);
    expect(await titles(c.as)).toEqual(["Alpha two"]);
  });

  it("takes an edit of a draft's text in place: the page stays cached, even when the edit's own NOTIFY arrives", async () => {
    const c = await creator();
    const a = await c.save("Alpha");
    await c.save("Beta");
    const cache = postsPageCache(t.deps.database);
    const key = firstPageKey(c.user.id, 50);
    await settledPage(c.as, cache, key);
    expect(await titles(c.as)).toEqual(["Beta", "Alpha"]);
    const forgets = vi.spyOn(cache, "forgetGroup");
    const edit = await c.as({
      method: "PATCH",
      url: `/api/posts/${a.id}`,
      payload: { caption: "Alpha, now with chai" },
    });
    expect(edit.statusCode).toBe(200);
    const patched = cache.get(key);
    expect(patched).toBeDefined();
    expect(JSON.parse(patched?.body.toString() as string)).toEqual((await listPostsPage(c)).page);
    expect(JSON.parse(patched?.body.toString() as string).posts[1].caption).toBe("Alpha, now with chai");

    // Notifications arrive in commit order: once a later one is heard, the edit's own has been.
    if (t.deps.database.kind === "postgres") {
      await t.deps.database.db.execute(sql`select pg_notify(${POSTS_CHANGES_CHANNEL}, 'probe')`);
      await vi.waitFor(() => expect(forgets.mock.calls.some(([group]) => group === "probe")).toBe(true), {
        timeout: 15_000,
      });
    }
    expect(forgets.mock.calls.filter(([group]) => group === c.user.id)).toEqual([]);
    expect(cache.get(key)).toBe(patched);
    forgets.mockRestore();

    // A change of state is not a text edit: the page goes, and is read again.
    const scheduled = await c.as({ method: "PATCH", url: `/api/posts/${a.id}`, payload: { status: "posted" } });
    expect(scheduled.statusCode).toBe(200);
    expect(cache.get(key)).toBeUndefined();
    expect(await titles(c.as)).toEqual(["Beta", "Alpha"]);
  });

  it("takes overlapping text edits of different posts in place, and shows the last of two edits of one post", async () => {
    const c = await creator();
    const a = await c.save("Alpha");
    const b = await c.save("Beta");
    const cache = postsPageCache(t.deps.database);
    const key = firstPageKey(c.user.id, 50);
    const cached = () => settledPage(c.as, cache, key);
    const edit = (id: string, title: string) => c.as({ method: "PATCH", url: `/api/posts/${id}`, payload: { title } });

    await cached();
    const both = await Promise.all([edit(a.id, "Alpha 2"), edit(b.id, "Beta 2")]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(cache.get(key)).toBeDefined();
    expect(await titles(c.as)).toEqual(["Beta 2", "Alpha 2"]);
    expect(JSON.parse(cache.get(key)?.body.toString() as string)).toEqual((await listPostsPage(c)).page);

    await cached();
    // Two edits of one post at once: this process sends them one after the other, so the page
    // is patched by each in the order they committed, and shows the last.
    const same = await Promise.all([edit(a.id, "Alpha 3"), edit(a.id, "Alpha 4")]);
    expect(same.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(cache.get(key)).toBeDefined();
    expect(JSON.parse((await c.as({ url: "/api/posts" })).body)).toEqual((await listPostsPage(c)).page);

    // On PostgreSQL, with the row locked by another writer: the first edit waits on the lock and
    // the second waits for the first in this process (not on the lock); both patch the page.
    if (t.deps.database.kind !== "postgres") return;
    await cached();
    const db = t.deps.database.db;
    let overlapping: Promise<{ statusCode: number }[]> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from posts where id = ${a.id} for update`);
      overlapping = Promise.all([edit(a.id, "Alpha 5"), edit(a.id, "Alpha 6")]);
      await vi.waitFor(
        async () => {
          const [waiting] = await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          expect(waiting?.n).toBe(1);
        },
        { timeout: 15_000, interval: 20 },
      );
    });
    expect((await overlapping)?.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(cache.get(key)).toBeDefined();
    expect(await titles(c.as)).toEqual(["Beta 2", "Alpha 6"]);
    expect(JSON.parse((await c.as({ url: "/api/posts" })).body)).toEqual((await listPostsPage(c)).page);
  });

  it("keeps each user's page and each page size apart", async () => {
    const one = await creator();
    const two = await creator();
    await one.save("Mine");
    await two.save("Theirs");
    expect(await titles(one.as)).toEqual(["Mine"]);
    expect(await titles(two.as)).toEqual(["Theirs"]);
    await one.save("Mine again");
    expect(await titles(one.as, "/api/posts?limit=1")).toEqual(["Mine again"]);
    expect(await titles(one.as)).toEqual(["Mine again", "Mine"]);
    expect(await titles(two.as)).toEqual(["Theirs"]);
  });
});

/**
 * Two servers on one PostgreSQL database: the second has its own pool and its own posts page
 * cache, left out of this process's announcements, so only the database's NOTIFY reaches it.
 */
describe.runIf(inject("dbKind") === "postgres")("the first page of posts with two servers on one database", () => {
  let second: Deps;
  let secondApp: FastifyInstance;
  let secondCache: ReturnType<typeof createPostsPageCache>;
  beforeAll(async () => {
    const database = await openPostgres(t.databaseUrl as string, { max: 5 });
    secondCache = createPostsPageCache(database, { inProcess: false });
    second = depsFor(t.deps.config, database, "test-app-secret-0123456789abcdef0123456789");
    secondApp = await buildApp(second);
    await secondApp.ready();
  });
  afterAll(async () => {
    await secondApp?.close();
    await second?.detector.close();
    await second?.database.close();
  });

  it("drops a page on the other server when a post is saved, well within a second", async () => {
    const c = await creator();
    await c.save("Before");
    const cookie = c.as.cookie;
    const secondTitles = async () =>
      (
        (await secondApp.inject({ url: "/api/posts", headers: { cookie } })).json() as { posts: { title: string }[] }
      ).posts.map((p) => p.title);
    // The second server caches the page once it listens for changes.
    const deadline = Date.now() + 5_000;
    while (secondCache.size === 0 && Date.now() < deadline) {
      expect(await secondTitles()).toEqual(["Before"]);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(secondCache.size).toBeGreaterThan(0);

    const savedAt = Date.now();
    await c.save("After");
    let seen: string[] = [];
    while (Date.now() - savedAt < 2_000) {
      seen = await secondTitles();
      if (seen.length === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(seen).toEqual(["After", "Before"]);
    expect(Date.now() - savedAt).toBeLessThan(1_000);

    // An edit of a draft's text is one statement whose NOTIFY follows in a batch after the commit
    // (posts.queries.ts updatePostText, decision 814): the other server hears it too.
    const after = (JSON.parse((await c.as({ url: "/api/posts" })).body) as { posts: { id: string }[] }).posts[0];
    const editedAt = Date.now();
    const edit = await c.as({ method: "PATCH", url: `/api/posts/${after?.id}`, payload: { title: "After, edited" } });
    expect(edit.statusCode).toBe(200);
    while (Date.now() - editedAt < 2_000) {
      seen = await secondTitles();
      if (seen[0] === "After, edited") break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(seen).toEqual(["After, edited", "Before"]);
    expect(Date.now() - editedAt).toBeLessThan(1_000);
  });
});
