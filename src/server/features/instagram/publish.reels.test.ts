import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postText } from "#contract/post-text.ts";
import { mailOutbox, publications } from "#server/db/schema/index.ts";
import { createAppJobRunner } from "#server/jobs/index.ts";
import { type FakeInstagram, startFakeInstagram } from "#test/fakes/instagram-graph.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { connectInstagram } from "#test/helpers/instagram.ts";
import { uploadVideoWithFrames } from "#test/helpers/library.ts";
import { VIDEO_FIXTURES } from "#test/helpers/videos.ts";
import { runPublishing } from "./publish.ts";

/**
 * Reels (issue 33, decision 801) against the fake Graph API over real HTTP: a post of one real
 * video (the H.264 fixture the first slice made: a cat, then a street, 4 s) goes out as
 * `media_type=REELS` once, through slow processing; a failed transcode fails it with the reason
 * and one e-mail; a video that cannot be a Reel, or a cover outside the clip, cannot be scheduled.
 */
let fake: FakeInstagram;
let t: TestApp;

beforeAll(async () => {
  // Instagram downloads the video from the app's signed link; here the app answers in-process.
  fake = await startFakeInstagram({
    processingMs: 20,
    reelProcessingPolls: 4,
    fetchImage: (async (input: string | URL) => {
      const url = new URL(String(input));
      const res = await t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
      return new Response(new Uint8Array(res.rawPayload), {
        status: res.statusCode,
        headers: { "content-type": String(res.headers["content-type"] ?? "") },
      });
    }) as typeof fetch,
  });
  t = await createTestApp({ env: { ...fake.env(), INSTAGRAM_POLL_MS: "50", INSTAGRAM_MAX_ATTEMPTS: "2" } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const HASHTAGS = "#reels #chai #mumbai #monsoon #hindi";
const video = (name: string) => readFile(path.join(VIDEO_FIXTURES, name));

/** A Pro creator with Instagram connected and a scheduled post of one uploaded video. */
async function scheduledReel(file = "cat-street.mp4", caption = `reel ${Date.now()}`) {
  const user = await buildUser(t, { subscriptionStatus: "pro" });
  const as = await injectAs(t, user);
  await connectInstagram(as);
  const uploaded = await uploadVideoWithFrames(t, as, await video(file), {
    name: file,
    poster: await buildJpeg({ width: 360, height: 640 }),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const created = await as({
    method: "POST",
    url: "/api/posts",
    payload: {
      title: "बारिश की शाम",
      caption,
      hashtags: HASHTAGS,
      contentItemIds: [uploaded.json().id],
      language: "hindi",
      scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { user, as, postId: created.json().id as string, caption, item: uploaded.json() };
}

const autoPublish = (as: Awaited<ReturnType<typeof injectAs>>, postId: string, payload: Record<string, unknown>) =>
  as({ method: "PUT", url: `/api/instagram/posts/${postId}/auto-publish`, payload: { enabled: true, ...payload } });

async function moveClockPast(postId: string) {
  await t.deps.database.db.execute(
    sql`update posts set scheduled_at = now() - interval '1 second' where id = ${postId}`,
  );
  await t.deps.database.db.execute(sql`update publications set next_at = null where post_id = ${postId}`);
}

const reelsOnFake = (caption: string) => fake.posts.filter((p) => p.caption.includes(caption));
const runJobs = () => createAppJobRunner(t.deps).runDueJobs({ checkSchedules: false });
const publishMails = async (email: string) =>
  (await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).filter(
    (m) => m.kind === "instagram-published" || m.kind === "instagram-publish-failed",
  );

describe("publishing a one-video post as a Reel", () => {
  it("goes out once as REELS with the signed video link, caption, hashtags, cover and share_to_feed, through slow processing", async () => {
    const { user, as, postId, caption } = await scheduledReel();
    const on = await autoPublish(as, postId, { shareToFeed: false, coverOffsetMs: 2500 });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().post).toMatchObject({ autoPublish: true, shareToFeed: false, coverOffsetMs: 2500 });
    await moveClockPast(postId);
    expect(await runPublishing(t.deps)).toBe(1);

    const [sent, ...more] = fake.calls("POST", /^\/\d+\/media$/).filter((r) => r.params.caption?.includes(caption));
    expect(more).toEqual([]);
    const text = postText({ heading: "बारिश की शाम", caption, hashtags: HASHTAGS });
    expect(sent?.params).toMatchObject({
      media_type: "REELS",
      caption: text,
      share_to_feed: "false",
      thumb_offset: "2500",
    });
    expect(sent?.params.caption).toContain(HASHTAGS);
    expect(sent?.params.image_url).toBeUndefined();
    // A short-lived signed link to the stored video, as photos have.
    expect(sent?.params.video_url).toMatch(/[?&](expires|X-Amz-Expires|exp)=/i);
    const reels = reelsOnFake(caption);
    expect(reels).toHaveLength(1);
    expect(reels[0]).toMatchObject({
      mediaType: "VIDEO",
      productType: "REELS",
      reel: { shareToFeed: "false", thumbOffset: "2500" },
    });
    expect(reels[0]?.reel?.videoBytes).toBe((await video("cat-street.mp4")).length);
    // Slow processing survived: several IN_PROGRESS answers before FINISHED, one media_publish.
    const [record] = await t.deps.database.db.select().from(publications).where(eq(publications.postId, postId));
    expect(fake.statusReads(record?.containerId ?? "")).toBeGreaterThanOrEqual(5);
    expect(
      fake.calls("POST", /media_publish$/).filter((r) => r.params.creation_id === record?.containerId),
    ).toHaveLength(1);
    expect(record?.steps).toMatchObject({ reel: true });

    const post = (await as({ method: "GET", url: `/api/posts/${postId}` })).json();
    expect(post).toMatchObject({ status: "posted", permalink: reels[0]?.permalink, shareToFeed: false });
    expect(post.publications).toEqual([
      expect.objectContaining({ destination: "instagram", state: "published", permalink: reels[0]?.permalink }),
    ]);
    await runJobs();
    expect((await publishMails(user.email)).map((m) => m.kind)).toEqual(["instagram-published"]);
    // Nothing more goes out on a second run.
    await moveClockPast(postId);
    expect(await runPublishing(t.deps)).toBe(0);
    expect(reelsOnFake(caption)).toHaveLength(1);
  });

  it("shows Instagram's processing on the post while it publishes: since when, each status answer, in the list and the post", async () => {
    const { as, postId, caption } = await scheduledReel();
    expect((await autoPublish(as, postId, {})).statusCode).toBe(200);
    await moveClockPast(postId);
    const before = (await as({ method: "GET", url: `/api/posts/${postId}` })).json();
    expect(before.publications[0].processing).toBeNull();
    // What the creator's screen reads while Instagram answers IN_PROGRESS: the post and the
    // (cached) first page of My Posts, asked before each status read reaches Instagram.
    const seen: { one: unknown; inList: unknown; status: string }[] = [];
    fake.hook(
      "GET",
      /^\/\d+$/,
      "before",
      async ({ params }) => {
        if (!params.fields?.includes("status_code")) return;
        const one = (await as({ method: "GET", url: `/api/posts/${postId}` })).json();
        const list = (await as({ method: "GET", url: "/api/posts" })).json();
        const inList = list.posts.find((p: { id: string }) => p.id === postId);
        seen.push({
          one: one.publications[0].processing,
          inList: inList.publications[0].processing,
          status: one.status,
        });
      },
      false,
    );
    const started = Date.now();
    try {
      expect(await runPublishing(t.deps)).toBe(1);
    } finally {
      fake.clearHooks();
    }
    expect(reelsOnFake(caption)).toHaveLength(1);
    // Five reads (four IN_PROGRESS, then FINISHED); before the n-th, n - 1 answers were recorded.
    expect(seen.length).toBeGreaterThanOrEqual(5);
    seen.forEach(({ one, inList, status }, n) => {
      expect(status).toBe("publishing");
      expect(inList).toEqual(one);
      expect(one).toMatchObject({ statusChecks: n, lastStatus: n === 0 ? null : "IN_PROGRESS" });
      const { since, lastCheckedAt } = one as { since: string; lastCheckedAt: string | null };
      expect(Date.parse(since)).toBeGreaterThanOrEqual(started - 1000);
      if (n === 0) expect(lastCheckedAt).toBeNull();
      else expect(Date.parse(lastCheckedAt ?? "")).toBeGreaterThanOrEqual(Date.parse(since));
    });
    // Once published it is no longer shown, and the post says posted.
    const after = (await as({ method: "GET", url: `/api/posts/${postId}` })).json();
    expect(after).toMatchObject({ status: "posted" });
    expect(after.publications[0].processing).toBeNull();
    const [record] = await t.deps.database.db.select().from(publications).where(eq(publications.postId, postId));
    expect(record).toMatchObject({ statusChecks: seen.length, lastStatus: "FINISHED" });
  });

  it("shares to the feed by default and sends no cover when none was chosen", async () => {
    const { as, postId, caption } = await scheduledReel("hevc-landscape.mov");
    expect((await autoPublish(as, postId, {})).statusCode).toBe(200);
    await moveClockPast(postId);
    await runPublishing(t.deps);
    const [sent] = fake.calls("POST", /^\/\d+\/media$/).filter((r) => r.params.caption?.includes(caption));
    expect(sent?.params.share_to_feed).toBe("true");
    expect(sent?.params.thumb_offset).toBeUndefined();
    expect(reelsOnFake(caption)).toHaveLength(1);
  });

  it("reports a failed transcode with Instagram's reason in words and one e-mail, and publishes nothing", async () => {
    const { user, as, postId, caption } = await scheduledReel();
    expect((await autoPublish(as, postId, {})).statusCode).toBe(200);
    fake.failReels("Error: 2207026: The video format is not supported");
    try {
      await moveClockPast(postId);
      await runPublishing(t.deps);
    } finally {
      fake.failReels(null);
    }
    expect(reelsOnFake(caption)).toEqual([]);
    expect(fake.calls("POST", /media_publish$/).filter((r) => r.params.caption?.includes(caption))).toEqual([]);
    const post = (await as({ method: "GET", url: `/api/posts/${postId}` })).json();
    expect(post).toMatchObject({ status: "failed", publishErrorCode: "media" });
    expect(post.publishError).toMatch(/could not process the video: it is not in a form Instagram takes for Reels/);
    expect(post.publishError).toContain("2207026");
    await runJobs();
    const mails = await publishMails(user.email);
    expect(mails.map((m) => m.kind)).toEqual(["instagram-publish-failed"]);
    expect(mails[0]?.textBody).toContain("not in a form Instagram takes for Reels");
  });

  it("refuses to schedule a video that cannot be a Reel, with the reason, and a cover outside the clip", async () => {
    const slow = await scheduledReel("fps-15.mp4");
    const refused = await autoPublish(slow.as, slow.postId, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: "preflight_failed" });
    expect(refused.json().error.message).toMatch(/can't be published as a Reel as it is\. .*15 frames a second/);
    expect((await slow.as({ method: "GET", url: `/api/posts/${slow.postId}` })).json().autoPublish).toBe(false);

    const { as, postId } = await scheduledReel();
    const late = await autoPublish(as, postId, { coverOffsetMs: 9000 });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toMatch(/The cover must be a moment of the video: between 0 and \d+ ms/);
    expect((await autoPublish(as, postId, { coverOffsetMs: -1 })).statusCode).toBe(400);
    expect((await as({ method: "GET", url: `/api/posts/${postId}` })).json()).toMatchObject({
      autoPublish: false,
      coverOffsetMs: null,
    });
  });
});
