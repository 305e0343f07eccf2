// postgres: publish-once under racing workers and servers

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { postText } from "#contract/post-text.ts";
import { openPostgres } from "#server/db/client.ts";
import { mailOutbox, posts, publications } from "#server/db/schema/index.ts";
import { type Deps, depsFor } from "#server/deps.ts";
import { disableAccount, enableAccount } from "#server/features/accounts/accounts.service.ts";
import { createAppJobRunner } from "#server/jobs/index.ts";
import { type FakeInstagram, GRAPH_ERRORS, startFakeInstagram } from "#test/fakes/instagram-graph.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { onPostgres } from "#test/helpers/db.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { connectInstagram, insertJpeg, insertPhoto, noisePng } from "#test/helpers/instagram.ts";
import { copyTextOf } from "#web/features/posts/format.ts";
import { runPublishing } from "./publish.ts";

let fake: FakeInstagram;
let t: TestApp;

beforeAll(async () => {
  // Instagram downloads the photos from the app's signed links; here the app answers in-process.
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
  t = await createTestApp({ env: { ...fake.env(), INSTAGRAM_POLL_MS: "50", INSTAGRAM_MAX_ATTEMPTS: "2" } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const HASHTAGS = "#chai #subah #mumbai #monsoon #hindi";

/** A Pro creator with Instagram connected and a scheduled post with automatic publishing on. */
async function scheduledPost(photoIds?: (userId: string) => Promise<string[]>, extra: Record<string, unknown> = {}) {
  const user = await buildUser(t, { subscriptionStatus: "pro" });
  const as = await injectAs(t, user);
  await connectInstagram(as);
  const ids = photoIds ? await photoIds(user.id) : [await insertJpeg(t, user.id, 1080, 1080)];
  const created = await as({
    method: "POST",
    url: "/api/posts",
    payload: {
      title: "सुबह की चाय",
      caption: "बारिश में अदरक वाली चाय ☕",
      hashtags: HASHTAGS,
      altText: "मिट्टी के कुल्हड़ में चाय",
      contentItemIds: ids,
      language: "hindi",
      scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
      ...extra,
    },
  });
  expect(created.statusCode).toBe(201);
  const post = created.json();
  const on = await as({
    method: "PUT",
    url: `/api/instagram/posts/${post.id}/auto-publish`,
    payload: { enabled: true },
  });
  expect(on.statusCode).toBe(200);
  return { user, as, postId: post.id as string };
}

/** Moves the post's time to a second ago (the clock "moved" past it). */
async function moveClockPast(postId: string) {
  await t.deps.database.db.execute(
    sql`update posts set scheduled_at = now() - interval '1 second' where id = ${postId}`,
  );
  await t.deps.database.db.execute(sql`update publications set next_at = null where post_id = ${postId}`);
}

const postOf = async (as: Awaited<ReturnType<typeof injectAs>>, id: string) =>
  (await as({ method: "GET", url: `/api/posts/${id}` })).json();
const postsOnFake = (caption: string) => fake.posts.filter((p) => p.caption.includes(caption));
const mailsTo = (email: string) => t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
/** Runs the queued jobs, as the server's worker would: the outcome e-mails are jobs (decision 733). */
const runJobs = () => createAppJobRunner(t.deps).runDueJobs({ checkSchedules: false });
const publishMails = async (email: string) =>
  (await mailsTo(email)).filter((m) => m.kind === "instagram-published" || m.kind === "instagram-publish-failed");

describe("publishing a scheduled post to Instagram", () => {
  it.skipIf(onPostgres)(
    "publishes a 3-photo Hindi carousel at its time: caption with the 5 hashtags, alt text, permalink",
    async () => {
      const caption = `कैरोसेल ${Date.now()}`;
      const { as, postId } = await scheduledPost(
        async (userId) => [
          await insertJpeg(t, userId, 1080, 1080),
          await insertJpeg(t, userId, 1080, 1350),
          await insertJpeg(t, userId, 1200, 628),
        ],
        { caption },
      );
      // Not yet due: nothing happens.
      expect(await runPublishing(t.deps)).toBe(0);
      expect((await postOf(as, postId)).status).toBe("scheduled");
      await moveClockPast(postId);
      const start = fake.requests.length;
      expect(await runPublishing(t.deps)).toBe(1);
      const post = await postOf(as, postId);
      const onFake = postsOnFake(caption);
      expect(onFake).toHaveLength(1);
      expect(onFake[0]?.caption).toBe(`सुबह की चाय\n\n${caption}\n\n${HASHTAGS}`);
      expect(onFake[0]?.altTexts).toEqual(Array(3).fill("मिट्टी के कुल्हड़ में चाय"));
      expect(onFake[0]?.images.map((i) => i.width)).toEqual([1080, 1080, 1200]);
      expect(post).toMatchObject({ status: "posted", permalink: onFake[0]?.permalink, publishError: null });
      // Children first, then the parent, the limit read, then media_publish once.
      const order = fake.requests
        .slice(start)
        .filter((r) => r.method === "POST" || r.path.endsWith("content_publishing_limit"))
        .map((r) =>
          r.path.endsWith("media_publish")
            ? "publish"
            : r.path.endsWith("limit")
              ? "limit"
              : r.params.media_type === "CAROUSEL"
                ? "parent"
                : "child",
        );
      expect(order).toEqual(["child", "child", "child", "parent", "limit", "publish"]);
      // A second run finds nothing to do.
      expect(await runPublishing(t.deps)).toBe(0);
      expect(postsOnFake(caption)).toHaveLength(1);
    },
  );

  it.skipIf(onPostgres)(
    "sends heading, caption and hashtags exactly as Copy in Create Post and History's Copy Content give them",
    async () => {
      const caption = `एक कप और ${Date.now()}`;
      const { as, postId } = await scheduledPost(undefined, { caption });
      // What Create Post's Copy put on the clipboard before saving: its post set as a list.
      const copied = postText({
        heading: "सुबह की चाय",
        caption,
        hashtags: ["chai", "subah", "mumbai", "monsoon", "hindi"],
      });
      await moveClockPast(postId);
      expect(await runPublishing(t.deps)).toBe(1);
      const [published] = postsOnFake(caption);
      expect(published?.caption.startsWith("सुबह की चाय\n\n")).toBe(true);
      expect(published?.caption).toBe(copied);
      // History's Copy Content of the saved post gives the same text.
      expect(copyTextOf(await postOf(as, postId))).toBe(published?.caption);
    },
  );

  it.skipIf(onPostgres)(
    "fixes a 9:16 photo and a 12 MB PNG before sending them, and Instagram (the fake) takes them",
    async () => {
      const caption = `fixed ${Date.now()}`;
      const { as, postId } = await scheduledPost(
        async (userId) => [
          await insertPhoto(t, userId, await buildJpeg({ width: 1080, height: 1920 }), "reel-cover.jpg"),
          await insertPhoto(t, userId, await noisePng(2000, 2000), "huge.png"),
        ],
        { caption },
      );
      await moveClockPast(postId);
      await runPublishing(t.deps);
      const [post] = postsOnFake(caption);
      expect((await postOf(as, postId)).status).toBe("posted");
      expect(post?.images).toEqual([
        { width: 1440, height: 1800, bytes: expect.any(Number) },
        { width: 1440, height: 1440, bytes: expect.any(Number) },
      ]);
      expect(post?.images.every((i) => i.bytes <= 8 * 1024 * 1024)).toBe(true);
      const containers = [...fake.containers.values()].filter((c) => c.isCarouselItem && c.status === "FINISHED");
      expect(containers.some((c) => c.image?.format === "jpeg" && c.image.width === 1440)).toBe(true);
    },
  );

  it.skipIf(onPostgres)(
    "an expired token stops publishing, asks to reconnect (account page and e-mail), and Retry publishes after reconnecting",
    async () => {
      const caption = `expired ${Date.now()}`;
      const { user, as, postId } = await scheduledPost(undefined, { caption });
      fake.expireTokens();
      await moveClockPast(postId);
      await runPublishing(t.deps);
      expect(await postOf(as, postId)).toMatchObject({
        status: "failed",
        publishErrorCode: "reconnect",
        publishError: expect.stringMatching(/Connect Instagram again/),
      });
      const account = (await as({ method: "GET", url: "/api/instagram/account" })).json().account;
      expect(account.needsReconnect).toBe(true);
      const mails = await mailsTo(user.email);
      expect(mails.map((m) => m.kind)).toEqual(["instagram-reconnect"]);
      expect(mails[0]?.textBody).toContain("सुबह की चाय");
      expect(postsOnFake(caption)).toHaveLength(0);

      await connectInstagram(as);
      const retried = await as({ method: "POST", url: `/api/instagram/posts/${postId}/retry` });
      expect(retried.json().status).toBe("scheduled");
      await runPublishing(t.deps);
      expect((await postOf(as, postId)).status).toBe("posted");
      expect(postsOnFake(caption)).toHaveLength(1);
    },
  );

  it.skipIf(onPostgres)(
    "a revoked publishing permission is a reconnect prompt and e-mail too, not a silent failure",
    async () => {
      const caption = `revoked ${Date.now()}`;
      const { user, as, postId } = await scheduledPost(undefined, { caption });
      fake.revokePublishPermission();
      try {
        await moveClockPast(postId);
        await runPublishing(t.deps);
      } finally {
        fake.revokePublishPermission(false);
      }
      expect(await postOf(as, postId)).toMatchObject({ status: "failed", publishErrorCode: "reconnect" });
      expect((await as({ method: "GET", url: "/api/instagram/account" })).json().account.reconnectReason).toMatch(
        /permission/,
      );
      expect((await mailsTo(user.email)).map((m) => m.kind)).toEqual(["instagram-reconnect"]);
    },
  );

  it.skipIf(onPostgres)(
    "waits and retries on a rate limit, and when the day's publishing limit is used up",
    async () => {
      const caption = `limited ${Date.now()}`;
      const { as, postId } = await scheduledPost(undefined, { caption });
      fake.inject("POST", /\/media$/, GRAPH_ERRORS.rateLimit);
      await moveClockPast(postId);
      await runPublishing(t.deps);
      const waiting = await postOf(as, postId);
      expect(waiting).toMatchObject({ status: "publishing", publishErrorCode: "limit" });
      const [row] = await t.deps.database.db.select().from(publications).where(eq(publications.postId, postId));
      expect(row?.nextAt?.getTime()).toBeGreaterThan(Date.now() + 30_000);
      // Not before its time.
      expect(await runPublishing(t.deps)).toBe(0);

      fake.useQuota(50, 50);
      await moveClockPast(postId);
      await runPublishing(t.deps);
      expect(await postOf(as, postId)).toMatchObject({
        status: "publishing",
        publishErrorCode: "limit",
        publishError: expect.stringMatching(/of the 50 posts Instagram allows in 24 hours/),
      });
      expect(postsOnFake(caption)).toHaveLength(0);
      fake.useQuota(0, 50);
      await moveClockPast(postId);
      await runPublishing(t.deps);
      expect((await postOf(as, postId)).status).toBe("posted");
      expect(postsOnFake(caption)).toHaveLength(1);
    },
  );

  it.skipIf(onPostgres)(
    "makes fresh containers when Instagram lets them expire, and reports a refused photo with an e-mail",
    async () => {
      const caption = `expiring ${Date.now()}`;
      const { as, postId } = await scheduledPost(undefined, { caption });
      // The first time the photo's container is ready, Instagram lets it lapse (EXPIRED after 24 h).
      let expired = 0;
      fake.hook(
        "GET",
        /^\/\d+$/,
        "before",
        () => {
          for (const c of fake.containers.values()) {
            if (expired === 0 && c.caption?.includes(caption) && c.status === "FINISHED") {
              c.status = "EXPIRED";
              expired++;
            }
          }
        },
        false,
      );
      await moveClockPast(postId);
      await runPublishing(t.deps);
      expect(expired).toBe(1);
      expect(await postOf(as, postId)).toMatchObject({ status: "publishing", publishErrorCode: "transient" });
      await moveClockPast(postId);
      await runPublishing(t.deps);
      expect((await postOf(as, postId)).status).toBe("posted");
      expect(postsOnFake(caption)).toHaveLength(1);
      expect([...fake.containers.values()].filter((c) => c.caption?.includes(caption))).toHaveLength(2);

      const refusedCaption = `refused ${Date.now()}`;
      const refused = await scheduledPost(undefined, { caption: refusedCaption });
      fake.inject("POST", /\/media$/, GRAPH_ERRORS.mediaRefused);
      await moveClockPast(refused.postId);
      await runPublishing(t.deps);
      expect(await postOf(refused.as, refused.postId)).toMatchObject({
        status: "failed",
        publishErrorCode: "media",
        publishError: expect.stringMatching(/aspect ratio/),
      });
      await runJobs();
      expect((await mailsTo(refused.user.email)).map((m) => m.kind)).toEqual(["instagram-publish-failed"]);
    },
  );

  it.skipIf(onPostgres)(
    "skips a disabled account's due post and records why on the post, sending nothing to Instagram",
    async () => {
      const caption = `disabled ${Date.now()}`;
      const { user, postId } = await scheduledPost(undefined, { caption });
      await t.deps.database.db.transaction((tx) => disableAccount(tx, user.id));
      await moveClockPast(postId);
      const start = fake.requests.length;
      await runPublishing(t.deps);
      expect(postsOnFake(caption)).toHaveLength(0);
      expect(fake.requests.slice(start).filter((r) => r.method === "POST")).toEqual([]);
      const [row] = await t.deps.database.db.select().from(publications).where(eq(publications.postId, postId));
      expect(row).toMatchObject({ state: "failed", errorCode: "account_disabled" });
      expect(row?.error).toMatch(/disabled/);
      expect((await t.deps.database.db.select().from(posts).where(eq(posts.id, postId)))[0]?.status).toBe("failed");
      // A second run does not pick it up again; the owner sees the reason once the account is enabled.
      await runPublishing(t.deps);
      expect(postsOnFake(caption)).toHaveLength(0);
      await runJobs();
      expect(await publishMails(user.email)).toEqual([]);
      await t.deps.database.db.transaction((tx) => enableAccount(tx, user.id));
      const as = await injectAs(t, user);
      expect(await postOf(as, postId)).toMatchObject({
        status: "failed",
        publishErrorCode: "account_disabled",
        publishError: expect.stringMatching(/disabled/),
      });
    },
  );

  it.skipIf(onPostgres)(
    "retries passing errors with back-off, then reports the post failed after the last try, with an e-mail",
    async () => {
      const caption = `down ${Date.now()}`;
      const { user, as, postId } = await scheduledPost(undefined, { caption });
      fake.inject("POST", /\/media$/, GRAPH_ERRORS.serverError, 2);
      await moveClockPast(postId);
      await runPublishing(t.deps);
      expect(await postOf(as, postId)).toMatchObject({ status: "publishing", publishErrorCode: "transient" });
      await moveClockPast(postId);
      await runPublishing(t.deps);
      const failed = await postOf(as, postId);
      expect(failed).toMatchObject({ status: "failed", publishError: expect.stringMatching(/after 2 tries/) });
      await runJobs();
      const mail = (await mailsTo(user.email)).find((m) => m.kind === "instagram-publish-failed");
      expect(mail?.textBody).toContain(failed.publishError);
      expect(postsOnFake(caption)).toHaveLength(0);
    },
  );

  it("when media_publish's answer is lost, finds the post on the account instead of publishing twice", async () => {
    const caption = `lost-answer ${Date.now()}`;
    const { user, as, postId } = await scheduledPost(
      async (userId) => [await insertJpeg(t, userId, 1080, 1080), await insertJpeg(t, userId, 1080, 1080)],
      { caption },
    );
    // Instagram publishes, then the connection drops before the answer arrives.
    fake.hook("POST", /media_publish$/, "after", ({ drop }) => drop());
    await moveClockPast(postId);
    await runPublishing(t.deps);
    expect(postsOnFake(caption)).toHaveLength(1);
    const [record] = await t.deps.database.db.select().from(publications).where(eq(publications.postId, postId));
    expect(record?.publishSentAt).not.toBeNull();
    expect(record?.remoteId).toBeNull();
    expect((await postOf(as, postId)).status).toBe("publishing");
    await moveClockPast(postId);
    await runPublishing(t.deps);
    const post = await postOf(as, postId);
    expect(post).toMatchObject({ status: "posted", permalink: postsOnFake(caption)[0]?.permalink });
    expect(postsOnFake(caption)).toHaveLength(1);
    expect(
      fake.calls("POST", /media_publish$/).filter((r) => r.params.creation_id === record?.containerId),
    ).toHaveLength(1);
    await runJobs();
    expect((await publishMails(user.email)).map((m) => m.kind)).toEqual(["instagram-published"]);
  });

  it("e-mails the creator once when the post went out: the time in IST and the Instagram link, however often it is marked", async () => {
    const caption = `went-out ${Date.now()}`;
    const { user, as, postId } = await scheduledPost(undefined, { caption });
    await moveClockPast(postId);
    // The first delivery attempt fails (SMTP down): the job is retried, still one e-mail.
    const send = t.deps.mailer.send;
    let refused = 0;
    t.deps.mailer.send = async (message) => {
      if (message.kind === "instagram-published" && refused++ === 0) throw new Error("SMTP is down");
      return send(message);
    };
    try {
      await runPublishing(t.deps);
      await runJobs();
      expect(await publishMails(user.email)).toEqual([]);
      await t.deps.database.db.execute(
        sql`update jobs set run_at = now() where kind = 'posts.publish-outcome-mail' and payload->>'postId' = ${postId}`,
      );
      await runJobs();
    } finally {
      t.deps.mailer.send = send;
    }
    const post = await postOf(as, postId);
    expect(post.status).toBe("posted");
    // A second worker that finds the post already on Instagram marks it posted again: no second mail.
    const { markPostPublished } = await import("../posts/posts.service.ts");
    await markPostPublished(t.deps, postId, "instagram", post.permalink, new Date(post.postedAt));
    await runJobs();
    const mails = await publishMails(user.email);
    expect(mails.map((m) => m.kind)).toEqual(["instagram-published"]);
    const [mail] = mails;
    expect(mail?.subject).toBe("Your post went out: सुबह की चाय");
    expect(mail?.textBody).toContain(post.permalink);
    expect(mail?.textBody).toMatch(/on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST/);
    expect(mail?.textBody).toContain(`/?tab=posts&post=${postId}`);
  });

  it("e-mails each failure once with the reason and what to do; a second report of the same failure sends nothing", async () => {
    const { user, as, postId } = await scheduledPost();
    fake.inject("POST", /\/media$/, GRAPH_ERRORS.mediaRefused);
    await moveClockPast(postId);
    await runPublishing(t.deps);
    const { markPublishFailed } = await import("../posts/posts.service.ts");
    await markPublishFailed(t.deps, postId, "instagram", { code: "media", message: "again" }, { mail: true });
    await runJobs();
    const first = await publishMails(user.email);
    expect(first).toHaveLength(1);
    expect(first[0]?.textBody).toMatch(/Reason: Instagram refused this post: .*aspect ratio/);
    expect(first[0]?.textBody).toMatch(/What to do:\nOpen the post, change or replace the photos/);
    // Retried and failed again: a new outcome, a new e-mail.
    expect((await as({ method: "POST", url: `/api/instagram/posts/${postId}/retry` })).statusCode).toBe(200);
    fake.inject("POST", /\/media$/, GRAPH_ERRORS.mediaRefused);
    await runPublishing(t.deps);
    await runJobs();
    expect((await postOf(as, postId)).status).toBe("failed");
    expect((await publishMails(user.email)).map((m) => m.kind)).toEqual([
      "instagram-publish-failed",
      "instagram-publish-failed",
    ]);
  });

  it.skipIf(onPostgres)("free users keep the reminder e-mail; a post publishing itself sends none", async () => {
    const { user, postId } = await scheduledPost();
    const { sendPostReminder } = await import("../posts/posts.service.ts");
    await moveClockPast(postId);
    const [row] = await t.deps.database.db.select().from(posts).where(eq(posts.id, postId));
    expect(await sendPostReminder(t.deps, postId, row?.scheduledAt ?? new Date())).toBe(false);
    expect((await mailsTo(user.email)).filter((m) => m.kind === "post-reminder")).toEqual([]);
    await runPublishing(t.deps);
  });
});

describe.runIf(inject("dbKind") === "postgres")("two servers on one PostgreSQL database", () => {
  let second: Deps;
  beforeAll(async () => {
    const database = await openPostgres(t.databaseUrl as string, { max: 5 });
    second = depsFor(t.deps.config, database, "test-app-secret-0123456789abcdef0123456789");
  });
  afterAll(async () => {
    await second?.detector.close();
    await second?.database.close();
  });

  it("racing for the same due posts, publish each exactly once", async () => {
    const captions: string[] = [];
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const caption = `race-${i}-${Date.now()}`;
      captions.push(caption);
      ids.push((await scheduledPost(undefined, { caption })).postId);
    }
    for (const id of ids) await moveClockPast(id);
    const counts = await Promise.all([
      runPublishing(t.deps),
      runPublishing(second),
      runPublishing(t.deps),
      runPublishing(second),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
    for (const caption of captions) expect(postsOnFake(caption)).toHaveLength(1);
    const rows = await t.deps.database.db.select().from(posts).where(sql`${posts.id} in ${ids}`);
    expect(rows.map((r) => r.status)).toEqual(["posted", "posted", "posted", "posted"]);
  });
});
