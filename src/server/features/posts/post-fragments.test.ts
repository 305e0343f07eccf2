// postgres: row versions (xmin) as the production database reports them
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { memberOf, personalWorkspace } from "#server/auth/workspace.ts";
import { queryRows } from "#server/db/client.ts";
import { posts } from "#server/db/schema/index.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { uploadPhoto } from "#test/helpers/library.ts";
import { postFragments } from "./post-fragments.ts";
import { listPosts, listPostsJson } from "./posts.service.ts";

/**
 * Pages of posts built from each post's rendered JSON (decision 742): the same bytes as
 * rendering the page whole, and a post written in any way (through the app or behind its
 * back) is rendered again because its row version changed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("builds the same bytes as the whole page rendered, and renders again only posts written since", async () => {
  const account = await buildUser(t, { subscriptionStatus: "pro" });
  // The services act for a member of a workspace: here the account in its personal one.
  const user = memberOf(account, personalWorkspace(account));
  const as = await injectAs(t, user);
  const item = await uploadPhoto(t, as, await buildJpeg({ width: 400, height: 300 }));
  const ids: string[] = [];
  for (const title of ["One", "Two", "Three", "Four"]) {
    const res = await as({
      method: "POST",
      url: "/api/posts",
      payload: {
        title,
        caption: `${title} — "quoted" \\ caption ✓ चाय`,
        hashtags: ["chai"],
        contentItemIds: [item.id],
      },
    });
    expect(res.statusCode).toBe(201);
    ids.push((res.json() as { id: string }).id);
  }
  const whole = async (query: { limit: number; cursor?: string }) =>
    Buffer.from(JSON.stringify(await listPosts(t.deps, user, query)));
  const first = await listPostsJson(t.deps, user, { limit: 3 });
  expect(first.toString()).toBe((await whole({ limit: 3 })).toString());
  const cursor = (JSON.parse(first.toString()) as { nextCursor: string }).nextCursor;
  expect(cursor).toEqual(expect.any(String));
  expect((await listPostsJson(t.deps, user, { limit: 3, cursor })).toString()).toBe(
    (await whole({ limit: 3, cursor })).toString(),
  );

  // Behind the app's back: no notification, yet the row's version changed, so it is read again.
  const fragments = postFragments(t.deps.database);
  await t.deps.database.db
    .update(posts)
    .set({ title: "One, changed" })
    .where(eq(posts.id, ids[0] as string));
  const later = JSON.parse((await listPostsJson(t.deps, user, { limit: 3, cursor })).toString()) as {
    posts: { title: string }[];
  };
  expect(later.posts.map((p) => p.title)).toEqual(["One, changed"]);
  expect(fragments.size).toBeGreaterThanOrEqual(4);

  // An edit through the app shows on the first page; the untouched posts are reused as they were.
  const edit = await as({ method: "PATCH", url: `/api/posts/${ids[3]}`, payload: { title: "Four, edited" } });
  expect(edit.statusCode).toBe(200);
  const page = await listPostsJson(t.deps, user, { limit: 3 });
  expect(page.toString()).toBe((await whole({ limit: 3 })).toString());
  expect((JSON.parse(page.toString()) as { posts: { title: string }[] }).posts.map((p) => p.title)).toEqual([
    "Four, edited",
    "Three",
    "Two",
  ]);
});

it("keeps an edit's own rendering at the row's new version, so the next page reads no full row", async () => {
  const account = await buildUser(t, { subscriptionStatus: "pro" });
  const user = memberOf(account, personalWorkspace(account));
  const as = await injectAs(t, user);
  const item = await uploadPhoto(t, as, await buildJpeg({ width: 400, height: 300 }));
  const created = await as({
    method: "POST",
    url: "/api/posts",
    payload: { title: "Chai", caption: "Adrak wali", hashtags: ["chai"], contentItemIds: [item.id] },
  });
  expect(created.statusCode).toBe(201);
  const id = (created.json() as { id: string }).id;
  const fragments = postFragments(t.deps.database);
  const edit = await as({ method: "PATCH", url: `/api/posts/${id}`, payload: { title: "Chai, edited" } });
  expect(edit.statusCode).toBe(200);
  const [row] = await queryRows<{ version: string }>(
    t.deps.database.db,
    sql`select xmin::text as version from posts where id = ${id}`,
  );
  const kept = fragments.get(id, row?.version as string);
  expect(kept).toBeDefined();
  expect(JSON.parse(String(kept))).toEqual(edit.json());
  expect((await listPostsJson(t.deps, user, { limit: 3 })).toString()).toBe(
    Buffer.from(JSON.stringify(await listPosts(t.deps, user, { limit: 3 }))).toString(),
  );
});
