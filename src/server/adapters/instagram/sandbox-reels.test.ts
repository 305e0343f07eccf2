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
