import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildUser } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { VIDEO_FIXTURES } from "#test/helpers/videos.ts";
import { createSandboxInstagram, issueSandboxCode } from "./sandbox.ts";

/**
 * The sandbox's Reels (decision 801): the video is downloaded and read like the upload's
 * pre-flight; its container is IN_PROGRESS for a while whatever the outcome (slow processing),
 * then FINISHED — or ERROR with Instagram's code 2207026 and why, for a video Instagram would
 * not take (a failed transcode) — and a finished one publishes as a Reel in the account's list.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("processes a Reel for a while, publishes it as REELS, and fails a video Instagram would not take", async () => {
  const files = new Map([
    ["/good.mp4", await readFile(path.join(VIDEO_FIXTURES, "cat-street.mp4"))],
    ["/slow.mp4", await readFile(path.join(VIDEO_FIXTURES, "fps-15.mp4"))],
  ]);
  const sandbox = createSandboxInstagram({
    db: t.deps.database.db,
    storage: t.deps.storage,
    publicUrl: "http://127.0.0.1:9",
    fetchImage: (async (input: string | URL) => {
      const body = files.get(new URL(String(input)).pathname);
      return body ? new Response(new Uint8Array(body)) : new Response("missing", { status: 404 });
    }) as typeof fetch,
  });
  const user = await buildUser(t);
  const code = await issueSandboxCode(t.deps.database.db, { userId: user.id, igUserId: "1784100000777" });
  const short = await sandbox.exchangeCode({ code, redirectUri: "http://127.0.0.1:9/cb", forUser: user.id });
  const { accessToken } = await sandbox.longLivedToken(short.accessToken);
  const ig = short.userId;
  const reel = (file: string) =>
    sandbox.createReelContainer(accessToken, ig, {
      videoUrl: `http://127.0.0.1:9${file}`,
      caption: `Reel ${file}`,
      shareToFeed: true,
      thumbOffsetMs: 1000,
    });

  const good = await reel("/good.mp4");
  const bad = await reel("/slow.mp4");
  const gone = await reel("/missing.mp4");
  expect((await sandbox.containerStatus(accessToken, good)).status).toBe("IN_PROGRESS");
  expect((await sandbox.containerStatus(accessToken, bad)).status).toBe("IN_PROGRESS");
  await new Promise((resolve) => setTimeout(resolve, 2600));
  expect(await sandbox.containerStatus(accessToken, good)).toMatchObject({ status: "FINISHED" });
  const failed = await sandbox.containerStatus(accessToken, bad);
  expect(failed.status).toBe("ERROR");
  expect(failed.detail).toMatch(/^Error: 2207026: .*15 frames a second/);
  expect((await sandbox.containerStatus(accessToken, gone)).detail).toMatch(/^Error: 2207052: .*HTTP 404/);

  const mediaId = await sandbox.publish(accessToken, ig, good);
  const page = await sandbox.mediaPage(accessToken, ig, { limit: 50 });
  expect(page.media.find((m) => m.id === mediaId)).toMatchObject({
    caption: "Reel /good.mp4",
    mediaType: "VIDEO",
    productType: "REELS",
  });
});

it("shows a published Reel's video on its page, opened at its cover, and serves it in byte ranges", async () => {
  const video = await readFile(path.join(VIDEO_FIXTURES, "cat-street.mp4"));
  const sandbox = createSandboxInstagram({
    db: t.deps.database.db,
    storage: t.deps.storage,
    publicUrl: "http://127.0.0.1:9",
    fetchImage: (async () =>
      new Response(new Uint8Array(video), { headers: { "content-type": "video/mp4" } })) as typeof fetch,
  });
  const user = await buildUser(t);
  const code = await issueSandboxCode(t.deps.database.db, { userId: user.id, igUserId: "1784100000778" });
  const short = await sandbox.exchangeCode({ code, redirectUri: "http://127.0.0.1:9/cb", forUser: user.id });
  const { accessToken } = await sandbox.longLivedToken(short.accessToken);
  const reel = (thumbOffsetMs?: number) =>
    sandbox.createReelContainer(accessToken, short.userId, {
      videoUrl: "http://127.0.0.1:9/clip.mp4",
      caption: "Chai <b>time</b>",
      shareToFeed: true,
      ...(thumbOffsetMs !== undefined ? { thumbOffsetMs } : {}),
    });
  const [covered, plain, unpublished] = [await reel(2500), await reel(), await reel(1000)];
  await new Promise((resolve) => setTimeout(resolve, 2600));
  const coveredId = await sandbox.publish(accessToken, short.userId, covered);
  const plainId = await sandbox.publish(accessToken, short.userId, plain);

  const page = await t.app.inject({ method: "GET", url: `/instagram-sandbox/p/${coveredId}` });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(
    `<video class="reel" src="/instagram-sandbox/video/${covered}.mp4#t=2.5" data-video="/instagram-sandbox/video/${covered}.mp4" data-cover-ms="2500" controls playsinline preload="metadata"`,
  );
  // The script that turns the cover frame into the poster, from this server (the CSP allows 'self').
  expect(page.body).toContain('<script src="/instagram-sandbox/reel-cover.js" defer></script>');
  expect(String(page.headers["content-security-policy"])).toMatch(/script-src 'self'/);
  const script = await t.app.inject({ method: "GET", url: "/instagram-sandbox/reel-cover.js" });
  expect([script.statusCode, script.headers["content-type"]]).toEqual([200, "text/javascript; charset=utf-8"]);
  expect(script.body).toContain("video.poster = canvas.toDataURL(");
  expect(page.body).toContain("Cover: the frame at 2.5 s");
  expect(page.body).toContain("· Reel</p>");
  expect(page.body).toContain("Chai &lt;b&gt;time&lt;/b&gt;");
  expect(page.body).not.toContain("<img");
  const plainPage = await t.app.inject({ method: "GET", url: `/instagram-sandbox/p/${plainId}` });
  expect(plainPage.body).toContain(`src="/instagram-sandbox/video/${plain}.mp4" data-video=`);
  expect(plainPage.body).toContain('data-cover-ms="0"');
  expect(plainPage.body).toContain("Cover: the first frame");

  // The video as the sandbox downloaded it: whole, and one range as a browser seeking asks.
  const whole = await t.app.inject({ method: "GET", url: `/instagram-sandbox/video/${covered}.mp4` });
  expect([whole.statusCode, whole.headers["content-type"], whole.headers["accept-ranges"]]).toEqual([
    200,
    "video/mp4",
    "bytes",
  ]);
  expect(whole.rawPayload.equals(video)).toBe(true);
  const part = await t.app.inject({
    method: "GET",
    url: `/instagram-sandbox/video/${covered}.mp4`,
    headers: { range: "bytes=100-199" },
  });
  expect(part.statusCode).toBe(206);
  expect(part.headers["content-range"]).toBe(`bytes 100-199/${video.length}`);
  expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);
  const outside = await t.app.inject({
    method: "GET",
    url: `/instagram-sandbox/video/${covered}.mp4`,
    headers: { range: `bytes=${video.length}-` },
  });
  expect([outside.statusCode, outside.headers["content-range"]]).toEqual([416, `bytes */${video.length}`]);
  // Nothing unpublished is shown.
  const hidden = await t.app.inject({ method: "GET", url: `/instagram-sandbox/video/${unpublished}.mp4` });
  expect(hidden.statusCode).toBe(404);
});
