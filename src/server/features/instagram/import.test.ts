import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hi } from "#contract/i18n/hi.ts";
import type { InstagramImport } from "#contract/insights.ts";
import { instagramImportedMedia, jobs, publications } from "#server/db/schema/index.ts";
import { createAppJobRunner } from "#server/jobs/index.ts";
import { type FakeInstagram, GRAPH_ERRORS, startFakeInstagram } from "#test/fakes/instagram-graph.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { connectInstagram, insertJpeg } from "#test/helpers/instagram.ts";
import { JOB_INSTAGRAM_IMPORT } from "./import.ts";
import { JOB_INSTAGRAM_INSIGHTS } from "./insights.ts";
import { runPublishing } from "./publish.ts";

let fake: FakeInstagram;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeInstagram({
    processingMs: 20,
    fetchImage: (async (input: string | URL) => {
      const url = new URL(String(input));
      const res = await t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
      return new Response(new Uint8Array(res.rawPayload), {
        status: res.statusCode,
        headers: { "content-type": String(res.headers["content-type"] ?? "") },
      });
    }) as typeof fetch,
  });
  t = await createTestApp({ env: { ...fake.env(), INSTAGRAM_POLL_MS: "50" } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
// Every creator here connects the fake's one account: each test starts with its media list empty.
beforeEach(() => {
  fake.posts.length = 0;
  fake.requests.length = 0;
  fake.revokeInsightsPermission(false);
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const db = () => t.deps.database.db;
const runJobs = () => createAppJobRunner(t.deps).runDueJobs({ checkSchedules: false });

/** A Pro creator with the fake Instagram connected. */
async function connected() {
  const user = await buildUser(t, { subscriptionStatus: "pro" });
  const as = await injectAs(t, user);
  await connectInstagram(as);
  return { user, as };
}

/** `n` posts made in the Instagram app, one a day going back from `newestDaysAgo`; their media ids, newest first. */
function outsidePosts(n: number, newestDaysAgo = 4): string[] {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    ids.push(
      fake.addOutsidePost({
        caption: `Outside post ${i} #chai`,
        timestamp: new Date(Date.now() - (newestDaysAgo + i) * DAY - i * 60_000),
        mediaType: i % 7 === 3 ? "VIDEO" : i % 5 === 2 ? "CAROUSEL_ALBUM" : "IMAGE",
        insights: {
          figures: {
            reach: 1000 + i,
            views: 1500,
            likes: 50 + i,
            comments: 4,
            saved: 6,
            shares: 2,
            total_interactions: 62 + i,
          },
        },
      }),
    );
  }
  return ids;
}

/** Asks for an import as the creator and runs the job; the state the import page then shows. */
async function importNow(as: Awaited<ReturnType<typeof injectAs>>): Promise<InstagramImport> {
  const started = await as({ method: "POST", url: "/api/instagram/import" });
  expect(started.statusCode, started.body).toBe(202);
  expect(started.json().status).toBe("running");
  await runJobs();
  return (await as({ method: "GET", url: "/api/instagram/import" })).json();
}

/** The clock moves on an hour past the last import, so the next may start (the server's limit). */
async function anHourLater(userId: string) {
  await db().execute(
    sql`update instagram_accounts set import_requested_at = import_requested_at - interval '61 minutes',
        import_finished_at = import_finished_at - interval '61 minutes' where user_id = ${userId}`,
  );
}

const storedRows = (workspaceId: string) =>
  db().select().from(instagramImportedMedia).where(eq(instagramImportedMedia.workspaceId, workspaceId));

describe("importing the account's recent posts from the fake Instagram", () => {
  it("reads the last 50 page by page with captions, times, links and figures; CaptionKaro's own post is left out", async () => {
    const { user, as } = await connected();
    const ids = outsidePosts(60);
    // One post CaptionKaro published (the newest): its results come with the post, not the import.
    const created = await as({
      method: "POST",
      url: "/api/posts",
      payload: {
        title: "Filter coffee",
        caption: "सुबह की कॉफ़ी",
        contentItemIds: [await insertJpeg(t, user.id, 1080, 1080)],
        language: "hindi",
        scheduledAt: new Date(Date.now() + HOUR).toISOString(),
      },
    });
    const postId: string = created.json().id;
    expect(
      (await as({ method: "PUT", url: `/api/instagram/posts/${postId}/auto-publish`, payload: { enabled: true } }))
        .statusCode,
    ).toBe(200);
    await db().execute(sql`update posts set scheduled_at = now() - interval '1 second' where id = ${postId}`);
    expect(await runPublishing(t.deps)).toBe(1);
    const [publication] = await db().select().from(publications).where(eq(publications.postId, postId));
    const publishedId = publication?.remoteId ?? "";
    fake.requests.length = 0;

    const state = await importNow(as);
    expect(state.status).toBe("done");
    // 50 listed: the published post and the 49 newest made outside.
    expect(state.outcome).toMatchObject({
      completed: true,
      listed: 50,
      publishedByCaptionKaro: 1,
      imported: 49,
      updated: 0,
      removed: 0,
      withFigures: 49,
      notEnoughViewers: 0,
      withoutFigures: 0,
      problem: null,
    });
    expect(state.posts.map((p) => p.mediaId)).toEqual(ids.slice(0, 49));
    expect(state.posts.some((p) => p.mediaId === publishedId)).toBe(false);
    const first = fake.posts.find((p) => p.id === ids[0]);
    expect(state.posts[0]).toEqual({
      mediaId: ids[0],
      caption: "Outside post 0 #chai",
      mediaType: "IMAGE",
      permalink: first?.permalink,
      // Graph gives the time to the second.
      postedAt: new Date(Math.floor(Date.parse(first?.timestamp ?? "") / 1000) * 1000).toISOString(),
      source: "instagram",
      results: {
        fetchedAt: expect.any(String),
        source: "instagram",
        notEnoughViewers: false,
        reach: 1000,
        views: 1500,
        likes: 50,
        comments: 4,
        saves: 6,
        shares: 2,
        totalInteractions: 62,
      },
    });
    expect(state.posts.find((p) => p.mediaId === ids[3])?.mediaType).toBe("VIDEO");
    expect(state.posts.find((p) => p.mediaId === ids[2])?.mediaType).toBe("CAROUSEL_ALBUM");

    // Graph's paging: two pages of 25 with the fields asked, the second from the first's cursor.
    const pages = fake.calls("GET", /^\/\d+\/media$/);
    expect(pages).toHaveLength(2);
    expect(pages[0]?.params).toMatchObject({
      fields: "id,caption,media_type,media_product_type,permalink,timestamp",
      limit: "25",
    });
    expect(pages[0]?.params.after).toBeUndefined();
    expect(pages[1]?.params.after).toEqual(expect.any(String));
    // One insights call per imported post, none for CaptionKaro's own.
    const insights = fake.calls("GET", /\/insights$/);
    expect(insights).toHaveLength(49);
    expect(insights.some((c) => c.path === `/${publishedId}/insights`)).toBe(false);
    // Imported posts are not posts: My Posts and the history count are unchanged.
    const list = (await as({ method: "GET", url: "/api/posts" })).json();
    expect(list.posts.map((p: { id: string }) => p.id)).toEqual([postId]);
    expect((await as({ method: "GET", url: "/api/dashboard" })).json().totalPosts).toBe(1);
  });

  it("importing again updates the same rows, adds none twice, and removes a post deleted on Instagram", async () => {
    const { user, as } = await connected();
    const ids = outsidePosts(55);
    const before = await importNow(as);
    expect(before.outcome).toMatchObject({ listed: 50, imported: 50 });

    // Too soon: the server's limit answers when the next import may start.
    const soon = await as({ method: "POST", url: "/api/instagram/import" });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error.code).toBe("import_too_soon");
    expect(Number(soon.headers["retry-after"])).toBeGreaterThan(55 * 60);
    expect((await as({ method: "GET", url: "/api/instagram/import" })).json().nextAllowedAt).not.toBeNull();

    // On Instagram meanwhile: one post deleted, another's caption edited and its figures grown.
    const deleted = ids[10] ?? "";
    fake.deletePost(deleted);
    const edited = fake.posts.find((p) => p.id === ids[0]);
    if (edited) edited.caption = "Outside post 0, edited";
    fake.setInsights(ids[0] ?? "", { figures: { reach: 5000, total_interactions: 400, likes: 350 } });
    await anHourLater(user.id);
    const after = await importNow(as);
    // The window moved by one: the 51st newest is imported, the deleted one removed.
    expect(after.outcome).toMatchObject({ listed: 50, imported: 1, updated: 49, removed: 1, withFigures: 50 });
    const rows = await storedRows(user.id);
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((r) => r.mediaId)).size).toBe(50);
    expect(rows.some((r) => r.mediaId === deleted)).toBe(false);
    expect(rows.map((r) => r.mediaId).sort()).toEqual(
      ids
        .filter((id) => id !== deleted)
        .slice(0, 50)
        .sort(),
    );
    const changed = after.posts.find((p) => p.mediaId === ids[0]);
    expect(changed?.caption).toBe("Outside post 0, edited");
    // A metric Instagram no longer gave is null, not 0 and not the old figure.
    expect(changed?.results).toMatchObject({ reach: 5000, totalInteractions: 400, likes: 350, comments: null });

    // Two new posts push the two oldest out of the 50: older than the 50th, they are not known
    // to be deleted, so they stay.
    fake.addOutsidePost({ caption: "New today", timestamp: new Date(Date.now() - HOUR) });
    fake.addOutsidePost({ caption: "New yesterday", timestamp: new Date(Date.now() - DAY) });
    await anHourLater(user.id);
    const third = await importNow(as);
    expect(third.outcome).toMatchObject({ listed: 50, imported: 2, updated: 48, removed: 0 });
    expect(await storedRows(user.id)).toHaveLength(52);
  });

  it("a post deleted between the list and its insights is not stored; one listed in full and gone is removed", async () => {
    const { user, as } = await connected();
    const ids = outsidePosts(3);
    const vanishing = ids[1] ?? "";
    fake.hook("GET", new RegExp(`^/${vanishing}/insights$`), "before", () => fake.deletePost(vanishing));
    const state = await importNow(as);
    expect(state.posts.map((p) => p.mediaId)).toEqual([ids[0], ids[2]]);
    expect(state.outcome).toMatchObject({ listed: 3, imported: 2 });
    // The whole list fits one page: a post missing from it was deleted, however old.
    fake.deletePost(ids[2] ?? "");
    await anHourLater(user.id);
    const again = await importNow(as);
    expect(again.outcome).toMatchObject({ listed: 1, removed: 1, updated: 1 });
    expect((await storedRows(user.id)).map((r) => r.mediaId)).toEqual([ids[0]]);
  });

  it("without the insights permission the posts come without figures, the prompt shows, and publishing goes on", async () => {
    const { user, as } = await connected();
    outsidePosts(4);
    fake.revokeInsightsPermission();
    const state = await importNow(as);
    expect(state.outcome).toMatchObject({
      completed: true,
      imported: 4,
      withFigures: 0,
      withoutFigures: 4,
      insightsDenied: true,
    });
    // Until the account is connected again, it waits its hour like any other import.
    expect((await as({ method: "POST", url: "/api/instagram/import" })).statusCode).toBe(429);
    expect(state.outcome?.problem).toMatch(/permission to read your posts' insights/);
    expect(state.outcome?.problem).toMatch(/publishing is not affected/);
    expect(state.outcome).not.toHaveProperty("problemMessage");
    // Issue 30: the stored problem is worded for each reader, and the 429 too.
    const hindi = { "accept-language": "hi-IN" };
    const inHindi = await as({ method: "GET", url: "/api/instagram/import", headers: hindi });
    expect(inHindi.json().outcome.problem).toBe(hi["instagramImport.insightsDenied"]);
    const tooSoon = await as({ method: "POST", url: "/api/instagram/import", headers: hindi });
    expect(tooSoon.json().error.message).toMatch(/^आपकी पोस्ट .+ बजे इम्पोर्ट हुई थीं; अगला इम्पोर्ट .+ बजे शुरू हो सकता है।/);
    expect(state.posts.every((p) => p.results === null)).toBe(true);
    // Only the first insights call was made: the rest would meet the same refusal.
    expect(fake.calls("GET", /\/insights$/).filter((c) => c.status === 403)).toHaveLength(1);
    const account = (await as({ method: "GET", url: "/api/instagram/account" })).json().account;
    expect(account).toMatchObject({ insightsPermissionMissing: true, needsReconnect: false });
    const results = (await as({ method: "GET", url: "/api/dashboard/results" })).json();
    expect(results).toMatchObject({
      insightsPermissionMissing: true,
      overall: null,
      imported: { count: 4, withFigures: 0 },
    });

    // Publishing is not paused: a due post goes out.
    const created = await as({
      method: "POST",
      url: "/api/posts",
      payload: {
        title: "Still publishing",
        caption: "Goes out",
        contentItemIds: [await insertJpeg(t, user.id, 1080, 1080)],
        scheduledAt: new Date(Date.now() + HOUR).toISOString(),
      },
    });
    const postId: string = created.json().id;
    expect(
      (await as({ method: "PUT", url: `/api/instagram/posts/${postId}/auto-publish`, payload: { enabled: true } }))
        .statusCode,
    ).toBe(200);
    await db().execute(sql`update posts set scheduled_at = now() - interval '1 second' where id = ${postId}`);
    expect(await runPublishing(t.deps)).toBe(1);
    expect((await as({ method: "GET", url: `/api/posts/${postId}` })).json().status).toBe("posted");
    // Its first reading meets the same refusal: readings stop, waiting for the new connection.
    await db().execute(
      sql`update jobs set run_at = now() where kind = ${JOB_INSTAGRAM_INSIGHTS} and payload->>'postId' = ${postId}`,
    );
    await runJobs();
    const [stopped] = await db().select().from(publications).where(eq(publications.postId, postId));
    expect(stopped?.resultsStopReason).toBe("reconnect");

    // Connecting again (the creator allows insights this time) clears the prompt and resumes the readings.
    fake.revokeInsightsPermission(false);
    await connectInstagram(as);
    const reconnected = (await as({ method: "GET", url: "/api/instagram/account" })).json().account;
    expect(reconnected.insightsPermissionMissing).toBe(false);
    const [resumed] = await db().select().from(publications).where(eq(publications.postId, postId));
    expect(resumed?.resultsStopReason).toBeNull();
    const queued = await db()
      .select()
      .from(jobs)
      .where(
        sql`${jobs.kind} = ${JOB_INSTAGRAM_INSIGHTS} and ${jobs.payload}->>'postId' = ${postId} and ${jobs.doneAt} is null`,
      );
    expect(queued).toHaveLength(1);
    expect(queued[0]?.uniqueKey).toMatch(/:resume:/);
    // The import that met the refusal may be repeated at once: now the figures come.
    expect((await as({ method: "GET", url: "/api/instagram/import" })).json().nextAllowedAt).toBeNull();
    const again = await importNow(as);
    expect(again.outcome).toMatchObject({ updated: 4, withFigures: 4, insightsDenied: false, problem: null });
  });

  it("a rate limit keeps what was read, puts the rest off, and does not ask again for figures already read", async () => {
    const { user, as } = await connected();
    outsidePosts(5);
    let calls = 0;
    fake.hook(
      "GET",
      /\/insights$/,
      "before",
      () => {
        calls++;
        if (calls === 3)
          fake.inject("GET", /\/insights$/, { ...GRAPH_ERRORS.rateLimit, headers: { "retry-after": "1200" } });
      },
      false,
    );
    const started = await as({ method: "POST", url: "/api/instagram/import" });
    expect(started.statusCode).toBe(202);
    const before = Date.now();
    await runJobs();
    const waiting = (await as({ method: "GET", url: "/api/instagram/import" })).json();
    expect(waiting.status).toBe("running");
    expect((await storedRows(user.id)).filter((r) => r.fetchedAt)).toHaveLength(2);
    const [deferred] = await db()
      .select()
      .from(jobs)
      .where(
        sql`${jobs.kind} = ${JOB_INSTAGRAM_IMPORT} and ${jobs.payload}->>'workspaceId' = ${user.id} and ${jobs.doneAt} is null`,
      );
    expect(deferred?.runAt.getTime()).toBeGreaterThanOrEqual(before + 1200_000);
    expect(deferred?.failedAt).toBeNull();

    await db().execute(sql`update jobs set run_at = now() where id = ${deferred?.id ?? 0}`);
    await runJobs();
    const done = (await as({ method: "GET", url: "/api/instagram/import" })).json();
    expect(done.status).toBe("done");
    expect(done.outcome).toMatchObject({ imported: 5, withFigures: 5, withoutFigures: 0, problem: null });
    // 2 read, 1 refused, then only the 3 not read yet.
    expect(calls).toBe(6);
  });

  it("refuses without a connection, a plan, or the manager's role; anyone in the workspace may read the state", async () => {
    const free = await injectAs(t, await buildUser(t));
    expect((await free({ method: "POST", url: "/api/instagram/import" })).statusCode).toBe(402);
    const pro = await injectAs(t, await buildUser(t, { subscriptionStatus: "pro" }));
    const notConnected = await pro({ method: "POST", url: "/api/instagram/import" });
    expect(notConnected.statusCode).toBe(409);
    expect(notConnected.json().error.code).toBe("instagram_not_connected");
    expect((await pro({ method: "GET", url: "/api/instagram/import" })).json()).toMatchObject({
      status: "never",
      posts: [],
    });
    expect((await t.app.inject({ method: "POST", url: "/api/instagram/import" })).statusCode).toBe(401);
  });
});

describe("importing from the embedded sandbox", () => {
  let sandbox: TestApp;
  beforeAll(async () => {
    sandbox = await createTestApp();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it("serves the sandbox account's earlier posts with figures marked as the sandbox's, the same on a second import", async () => {
    const user = await buildUser(sandbox, { subscriptionStatus: "pro" });
    const as = await injectAs(sandbox, user);
    await connectInstagram(as);
    const run = () => createAppJobRunner(sandbox.deps).runDueJobs({ checkSchedules: false });
    expect((await as({ method: "POST", url: "/api/instagram/import" })).statusCode).toBe(202);
    await run();
    const first = (await as({ method: "GET", url: "/api/instagram/import" })).json() as InstagramImport;
    expect(first.outcome).toMatchObject({ completed: true, listed: 14, imported: 14, withFigures: 14 });
    expect(first.posts.every((p) => p.results?.source === "sandbox" && (p.results.reach ?? 0) > 0)).toBe(true);
    expect(first.posts[0]?.permalink).toMatch(/\/instagram-sandbox\/p\/\d+$/);
    await sandbox.deps.database.db.execute(
      sql`update instagram_accounts set import_requested_at = import_requested_at - interval '2 hours' where user_id = ${user.id}`,
    );
    expect((await as({ method: "POST", url: "/api/instagram/import" })).statusCode).toBe(202);
    await run();
    const second = (await as({ method: "GET", url: "/api/instagram/import" })).json() as InstagramImport;
    expect(second.outcome).toMatchObject({ listed: 14, imported: 0, updated: 14 });
    expect(second.posts.map((p) => [p.mediaId, p.postedAt])).toEqual(first.posts.map((p) => [p.mediaId, p.postedAt]));
    // They count in the dashboard's figure, as imported sandbox figures.
    const rate = (await as({ method: "GET", url: "/api/dashboard" })).json().engagementRate;
    expect(rate).toMatchObject({ posts: 14, importedPosts: 14, sandboxPosts: 14 });
  });
});
