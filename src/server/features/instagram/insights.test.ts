// postgres: one reading per post and age under racing workers (unique key + insert-or-nothing)

import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openPostgres } from "#server/db/client.ts";
import { instagramAccounts, instagramInsights, jobs, mailOutbox, publications } from "#server/db/schema/index.ts";
import { type Deps, depsFor } from "#server/deps.ts";
import { createAppJobRunner } from "#server/jobs/index.ts";
import { type FakeInstagram, GRAPH_ERRORS, startFakeInstagram } from "#test/fakes/instagram-graph.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { buyBusinessPass, createApiKey, injectWithKey } from "#test/helpers/api.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { onPostgres } from "#test/helpers/db.ts";
import { connectInstagram, insertJpeg } from "#test/helpers/instagram.ts";
import { insightOffsets, JOB_INSTAGRAM_INSIGHTS, queueMissingInsightReadings, readPostInsights } from "./insights.ts";
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

const HOUR = 3_600_000;
const db = () => t.deps.database.db;

/** A Pro creator's post published to the fake Instagram by the publishing job; its media id. */
async function publishedPost(user?: Awaited<ReturnType<typeof buildUser>>) {
  user ??= await buildUser(t, { subscriptionStatus: "pro" });
  const as = await injectAs(t, user);
  await connectInstagram(as);
  const created = await as({
    method: "POST",
    url: "/api/posts",
    payload: {
      title: "Filter coffee",
      caption: `सुबह की कॉफ़ी ${Date.now()}`,
      hashtags: "#coffee",
      contentItemIds: [await insertJpeg(t, user.id, 1080, 1080)],
      language: "hindi",
      scheduledAt: new Date(Date.now() + HOUR).toISOString(),
    },
  });
  expect(created.statusCode).toBe(201);
  const postId: string = created.json().id;
  const on = await as({
    method: "PUT",
    url: `/api/instagram/posts/${postId}/auto-publish`,
    payload: { enabled: true },
  });
  expect(on.statusCode).toBe(200);
  await db().execute(sql`update posts set scheduled_at = now() - interval '1 second' where id = ${postId}`);
  expect(await runPublishing(t.deps)).toBe(1);
  const [rec] = await db().select().from(publications).where(eq(publications.postId, postId));
  if (!rec?.remoteId || !rec.publishedAt) throw new Error("not published");
  return { user, as, postId, mediaId: rec.remoteId, publishedAt: rec.publishedAt };
}

const readingJobs = (postId: string) =>
  db()
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, JOB_INSTAGRAM_INSIGHTS), sql`${jobs.payload}->>'postId' = ${postId}`))
    .orderBy(jobs.runAt);
const pendingReadings = async (postId: string) => (await readingJobs(postId)).filter((j) => !j.doneAt && !j.failedAt);
const readings = (postId: string) =>
  db()
    .select()
    .from(instagramInsights)
    .where(eq(instagramInsights.postId, postId))
    .orderBy(instagramInsights.fetchedAt);

/** The clock moves on: the post was published `ageMs` ago and its queued readings are due now. */
async function ageTo(postId: string, ageMs: number) {
  await db().execute(
    sql`update publications set published_at = now() - make_interval(secs => ${ageMs / 1000}) where post_id = ${postId}`,
  );
  await db().execute(
    sql`update jobs set run_at = now() where kind = ${JOB_INSTAGRAM_INSIGHTS} and payload->>'postId' = ${postId} and done_at is null`,
  );
}
const runJobs = (deps: Deps = t.deps) => createAppJobRunner(deps).runDueJobs({ checkSchedules: false });

describe("reading a published post's figures from the fake Instagram", () => {
  it("reads at 1 h, 24 h, 72 h, 7, 14, 21 and 28 days, each once, and shows the latest on the post", async () => {
    const { as, postId, mediaId, publishedAt } = await publishedPost();
    // Publishing queued the first reading for an hour later.
    const [first] = await pendingReadings(postId);
    expect(first?.runAt.getTime()).toBe(publishedAt.getTime() + HOUR);
    expect(first?.payload).toEqual({ postId, bucket: "1h" });
    await runJobs(); // the "posted" e-mail; the reading is not due yet
    expect(await readings(postId)).toEqual([]);

    const offsets = insightOffsets(t.deps);
    const buckets = ["1h", "24h", "72h", "7d", "14d", "21d", "28d"] as const;
    for (const [i, bucket] of buckets.entries()) {
      const reach = 100 * (i + 1);
      const figures = { reach, views: reach * 2, likes: 10 + i, comments: 2, saved: 3, shares: 1 };
      fake.setInsights(mediaId, { figures: { ...figures, total_interactions: figures.likes + 6 } });
      await ageTo(postId, offsets[bucket] + 60_000);
      expect(await runJobs()).toBe(1);
      const rows = await readings(postId);
      expect(rows.map((r) => r.ageBucket)).toEqual(buckets.slice(0, i + 1));
      expect(rows.at(-1)).toMatchObject({ source: "graph", notEnoughViewers: false, reach, likes: 10 + i });
      const post = (await as({ method: "GET", url: `/api/posts/${postId}` })).json();
      expect(post.results).toMatchObject({
        ageBucket: bucket,
        source: "instagram",
        reach,
        likes: 10 + i,
        comments: 2,
        saves: 3,
        shares: 1,
        totalInteractions: 16 + i,
        notEnoughViewers: false,
        stopped: null,
      });
      expect(Date.parse(post.results.fetchedAt)).toBeGreaterThan(Date.now() - 60_000);
      // The next reading is queued for its age; none after 28 days.
      const pending = await pendingReadings(postId);
      const next = buckets[i + 1];
      if (next) {
        expect(pending.map((j) => j.payload.bucket)).toEqual([next]);
        const [rec] = await db().select().from(publications).where(eq(publications.postId, postId));
        expect(pending[0]?.runAt.getTime()).toBe((rec?.publishedAt?.getTime() ?? 0) + offsets[next]);
      } else {
        expect(pending).toEqual([]);
      }
    }
    // The posts list carries the same latest results.
    const list = (await as({ method: "GET", url: "/api/posts" })).json();
    expect(list.posts.find((p: { id: string }) => p.id === postId)?.results.ageBucket).toBe("28d");
  });

  it("a late run takes the reading of the age the post has reached, not an earlier label", async () => {
    const { postId } = await publishedPost();
    await ageTo(postId, 30 * HOUR); // the server was down past the 1-hour reading
    await runJobs();
    expect((await readings(postId)).map((r) => r.ageBucket)).toEqual(["24h"]);
    expect((await pendingReadings(postId)).map((j) => j.payload.bucket)).toEqual(["72h"]);
  });

  it.skipIf(onPostgres)(
    "stores 'not enough viewers' as such, without figures or an error, and keeps reading",
    async () => {
      const { as, postId, mediaId } = await publishedPost();
      fake.setInsights(mediaId, { notEnoughViewers: true });
      await ageTo(postId, HOUR + 1000);
      await runJobs();
      const [row] = await readings(postId);
      expect(row).toMatchObject({ ageBucket: "1h", notEnoughViewers: true, reach: null, totalInteractions: null });
      expect((await readingJobs(postId)).filter((j) => j.failedAt || j.lastError)).toEqual([]);
      expect((await pendingReadings(postId)).map((j) => j.payload.bucket)).toEqual(["24h"]);
      const post = (await as({ method: "GET", url: `/api/posts/${postId}` })).json();
      expect(post.results).toMatchObject({ notEnoughViewers: true, reach: null });
    },
  );

  it.skipIf(onPostgres)(
    "a post deleted on Instagram stops its readings; what was read stays, marked deleted",
    async () => {
      const { as, postId, mediaId } = await publishedPost();
      await ageTo(postId, HOUR + 1000);
      await runJobs();
      fake.deletePost(mediaId);
      await ageTo(postId, 24 * HOUR + 1000);
      await runJobs();
      expect((await readings(postId)).map((r) => r.ageBucket)).toEqual(["1h"]);
      expect(await pendingReadings(postId)).toEqual([]);
      const [rec] = await db().select().from(publications).where(eq(publications.postId, postId));
      expect(rec?.resultsStopReason).toBe("deleted");
      const post = (await as({ method: "GET", url: `/api/posts/${postId}` })).json();
      expect(post.results).toMatchObject({ ageBucket: "1h", stopped: "deleted" });
      // The safety net leaves a stopped post alone.
      await queueMissingInsightReadings(t.deps);
      expect(await pendingReadings(postId)).toEqual([]);
    },
  );

  it.skipIf(onPostgres)(
    "an expired login marks the account for reconnecting, e-mails once and stops the readings",
    async () => {
      const { user, postId } = await publishedPost();
      fake.expireTokens();
      await ageTo(postId, HOUR + 1000);
      await runJobs();
      const [account] = await db().select().from(instagramAccounts).where(eq(instagramAccounts.userId, user.id));
      expect(account?.needsReconnectAt).not.toBeNull();
      // Stored as a catalogue key, worded for each reader (decision 809).
      expect(account?.reconnectReason).toBe("reasons.instagram.loginExpired");
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
      expect(mails.filter((m) => m.kind === "instagram-reconnect")).toHaveLength(1);
      expect(await readings(postId)).toEqual([]);
      expect(await pendingReadings(postId)).toEqual([]);
      const [rec] = await db().select().from(publications).where(eq(publications.postId, postId));
      expect(rec?.resultsStopReason).toBe("reconnect");
    },
  );

  it.skipIf(onPostgres)(
    "a removed insights permission stops the post's readings and never holds back publishing",
    async () => {
      const { user, postId } = await publishedPost();
      fake.revokeInsightsPermission();
      try {
        await ageTo(postId, HOUR + 1000);
        await runJobs();
      } finally {
        fake.revokeInsightsPermission(false);
      }
      const [account] = await db().select().from(instagramAccounts).where(eq(instagramAccounts.userId, user.id));
      expect(account?.needsReconnectAt).toBeNull();
      expect(account?.reconnectReason).toBeNull();
      expect(await pendingReadings(postId)).toEqual([]);
      const [rec] = await db().select().from(publications).where(eq(publications.postId, postId));
      expect(rec?.resultsStopReason).toBe("reconnect");
    },
  );

  it.skipIf(onPostgres)(
    "a rate limit puts the reading off (no try used, nothing stored), then it is read",
    async () => {
      const { postId } = await publishedPost();
      await ageTo(postId, HOUR + 1000);
      fake.inject("GET", /\/insights$/, { ...GRAPH_ERRORS.rateLimit, headers: { "retry-after": "1800" } });
      const before = Date.now();
      await runJobs();
      expect(await readings(postId)).toEqual([]);
      const [deferred, ...others] = await pendingReadings(postId);
      expect(others).toEqual([]);
      expect(deferred?.payload).toEqual({ postId, bucket: "1h" });
      expect(deferred?.runAt.getTime()).toBeGreaterThanOrEqual(before + 1800_000);
      expect((await readingJobs(postId)).filter((j) => j.failedAt)).toEqual([]);
      await ageTo(postId, HOUR + 2000);
      await runJobs();
      expect((await readings(postId)).map((r) => r.ageBucket)).toEqual(["1h"]);
    },
  );

  it("a server killed after storing a reading: the re-run and racing runners add no second row", async () => {
    const { postId } = await publishedPost();
    await ageTo(postId, HOUR + 1000);
    // The killed server stored the reading and queued the next, but never marked its job done.
    expect(await readPostInsights(t.deps, { postId, bucket: "1h" })).toBe("stored");
    // Two runs of the same reading at once, then the runner picking the still-open job up.
    const outcomes = await Promise.all([
      readPostInsights(t.deps, { postId, bucket: "1h" }),
      readPostInsights(t.deps, { postId, bucket: "1h" }),
    ]);
    expect(outcomes).toEqual(["already_stored", "already_stored"]);
    await runJobs();
    expect((await readings(postId)).map((r) => r.ageBucket)).toEqual(["1h"]);
    expect((await pendingReadings(postId)).map((j) => j.payload.bucket)).toEqual(["24h"]);
  });

  it.skipIf(onPostgres)(
    "the Business API's GET /api/v1/posts/{id} carries the results, as its OpenAPI document says",
    async () => {
      const user = await buildUser(t);
      await buyBusinessPass(t, user);
      const { postId, mediaId } = await publishedPost(user);
      fake.setInsights(mediaId, {
        figures: { reach: 2500, views: 4000, likes: 210, comments: 14, saved: 30, shares: 9, total_interactions: 263 },
      });
      await ageTo(postId, HOUR + 1000);
      await runJobs();
      const api = injectWithKey(t, (await createApiKey(t, user, ["read"])).key);
      const res = await api({ method: "GET", url: `/api/v1/posts/${postId}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().results).toMatchObject({
        ageBucket: "1h",
        source: "instagram",
        reach: 2500,
        views: 4000,
        likes: 210,
        comments: 14,
        saves: 30,
        shares: 9,
        totalInteractions: 263,
      });
      const openapi = (await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
      expect(JSON.stringify(openapi.paths["/posts/{id}"].get.responses["200"])).toContain('"totalInteractions"');
    },
  );

  it("the hourly safety net queues the first reading of a published post that has none", async () => {
    const { postId } = await publishedPost();
    await db()
      .delete(jobs)
      .where(and(eq(jobs.kind, JOB_INSTAGRAM_INSIGHTS), sql`${jobs.payload}->>'postId' = ${postId}`));
    await queueMissingInsightReadings(t.deps);
    expect((await pendingReadings(postId)).map((j) => j.payload.bucket)).toEqual(["1h"]);
    await queueMissingInsightReadings(t.deps);
    expect(await pendingReadings(postId)).toHaveLength(1);
  });
});

describe.runIf(inject("dbKind") === "postgres")("two servers reading figures on one PostgreSQL database", () => {
  let second: Deps;
  beforeAll(async () => {
    const database = await openPostgres(t.databaseUrl as string, { max: 5 });
    second = depsFor(t.deps.config, database, "test-app-secret-0123456789abcdef0123456789");
  });
  afterAll(async () => {
    await second?.detector.close();
    await second?.database.close();
  });

  it("racing runners and direct re-runs over the same due readings store each once", async () => {
    const posts = [await publishedPost(), await publishedPost(), await publishedPost()];
    for (const { postId } of posts) await ageTo(postId, HOUR + 1000);
    await Promise.all([
      runJobs(t.deps),
      runJobs(second),
      ...posts.map(({ postId }) => readPostInsights(second, { postId, bucket: "1h" })),
      ...posts.map(({ postId }) => readPostInsights(t.deps, { postId, bucket: "1h" })),
    ]);
    for (const { postId } of posts) {
      expect((await readings(postId)).map((r) => r.ageBucket)).toEqual(["1h"]);
      expect((await pendingReadings(postId)).map((j) => j.payload.bucket)).toEqual(["24h"]);
    }
  });
});
