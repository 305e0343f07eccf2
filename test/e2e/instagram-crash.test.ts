import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type APIRequestContext, request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeInstagram, startFakeInstagram } from "../fakes/instagram-graph.ts";
import { buildJpeg } from "../helpers/images.ts";
import { VIDEO_FIXTURES } from "../helpers/videos.ts";
import { freePort, type RunningServer, startServer, uploadPhotoThroughApi, uploadVideoThroughApi } from "./harness.ts";

/**
 * Exactly once across crashes (issue 20): a real server process is killed with SIGKILL at the
 * three points of the issue — after a photo container was created, after the carousel parent
 * was created, and after media_publish was sent but before its answer was stored — then
 * started again on the same data; each case ends with exactly one post on the fake Instagram.
 * A Reel (issue 33, decision 801) the same way: after its container was created (the video still
 * processing) and after media_publish was sent.
 */

let fake: FakeInstagram;
beforeAll(async () => {
  fake = await startFakeInstagram({ processingMs: 100 });
});
afterAll(async () => {
  await fake?.close();
});

const env = () => ({
  ...fake.env(),
  PAYMENTS_SANDBOX: "true",
  INSTAGRAM_LEASE_SECONDS: "3",
  INSTAGRAM_REEL_LEASE_SECONDS: "3",
  INSTAGRAM_POLL_MS: "100",
  JOB_LOCK_SECONDS: "3",
});

/** A Pro creator (paid through the sandbox checkout) with Instagram connected, as the API sees them. */
async function proCreatorWithInstagram(server: RunningServer): Promise<APIRequestContext> {
  const api = await request.newContext({ extraHTTPHeaders: { origin: server.url } });
  const email = `crash-${Date.now()}@example.in`;
  const registered = await api.post(`${server.url}/api/auth/register`, {
    data: { email, password: "e2e-pass-1234", name: "Priya Nair", isAtLeast13: true, acceptTerms: true },
  });
  expect(registered.status()).toBe(201);
  const payment = await api.post(`${server.url}/api/phonepe/create-payment`, { data: { planType: "pro" } });
  expect(payment.status(), await payment.text()).toBe(200);
  const payUrl = new URL((await payment.json()).paymentUrl ?? (await payment.json()).redirectUrl);
  const txId = payUrl.pathname.split("/").at(-1);
  const paid = await api.post(`${server.url}/api/payments/sandbox/${txId}/pay`, {
    form: {},
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const started = await api.post(`${server.url}/api/instagram/connect`);
  expect(started.status(), await started.text()).toBe(200);
  const consent = await fetch((await started.json()).url, { redirect: "manual" });
  const callback = await api.get(consent.headers.get("location") ?? "", { maxRedirects: 0 });
  expect(callback.headers().location).toBe("/account?instagram=connected");
  return api;
}

async function waitForExit(server: RunningServer) {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  await new Promise((resolve) => server.process.once("exit", resolve));
}

async function waitForStatus(api: APIRequestContext, url: string, postId: string, status: string, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const post = await (await api.get(`${url}/api/posts/${postId}`)).json();
    if (post.status === status) return post;
    if (Date.now() > deadline) throw new Error(`post stayed ${post.status} (${post.publishError ?? ""})`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

describe("a server killed while publishing publishes the post exactly once after it restarts", () => {
  const cases: { name: string; photos: number; reel?: boolean; arm: (kill: () => void) => void }[] = [
    {
      name: "after a photo container was created",
      photos: 2,
      arm: (kill: () => void) =>
        fake.hook("POST", /^\/\d+\/media$/, "after", ({ drop, params }) => {
          if (params.is_carousel_item !== "true") return;
          kill();
          drop();
        }),
    },
    {
      name: "after the carousel parent was created",
      photos: 3,
      arm: (kill: () => void) => {
        let done = false;
        fake.hook(
          "POST",
          /^\/\d+\/media$/,
          "after",
          ({ drop, params }) => {
            if (done || params.media_type !== "CAROUSEL") return;
            done = true;
            kill();
            drop();
          },
          false,
        );
      },
    },
    {
      name: "after media_publish was sent, before its answer was stored",
      photos: 2,
      arm: (kill: () => void) =>
        fake.hook("POST", /media_publish$/, "after", ({ drop }) => {
          kill();
          drop();
        }),
    },
    {
      name: "after a Reel's container was created, while its video processed",
      photos: 0,
      reel: true,
      arm: (kill: () => void) =>
        fake.hook("POST", /^\/\d+\/media$/, "after", ({ drop, params }) => {
          if (params.media_type !== "REELS") return;
          kill();
          drop();
        }),
    },
    {
      name: "after a Reel's media_publish was sent, before its answer was stored",
      photos: 0,
      reel: true,
      arm: (kill: () => void) =>
        fake.hook("POST", /media_publish$/, "after", ({ drop }) => {
          kill();
          drop();
        }),
    },
  ];

  for (const crash of cases) {
    it(crash.name, { timeout: 180_000 }, async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "ck-crash-"));
      const port = await freePort();
      let server = await startServer({ dataDir, port, env: env() });
      let api: APIRequestContext | undefined;
      try {
        api = await proCreatorWithInstagram(server);
        const ids: string[] = [];
        for (let i = 0; i < crash.photos; i++) {
          ids.push((await uploadPhotoThroughApi(api, server.url, await buildJpeg({ width: 1080, height: 1080 }))).id);
        }
        if (crash.reel) {
          const video = await readFile(path.join(VIDEO_FIXTURES, "cat-street.mp4"));
          const poster = await buildJpeg({ width: 360, height: 640 });
          ids.push((await uploadVideoThroughApi(api, server.url, video, poster, "cat-street.mp4")).id);
        }
        const caption = `crash ${crash.name} ${Date.now()}`;
        const created = await api.post(`${server.url}/api/posts`, {
          data: {
            title: "Crash test",
            caption,
            hashtags: "#chai #subah",
            altText: "Tea",
            contentItemIds: ids,
            scheduledAt: new Date(Date.now() + 4000).toISOString(),
          },
        });
        expect(created.status(), await created.text()).toBe(201);
        const postId = (await created.json()).id as string;
        const on = await api.put(`${server.url}/api/instagram/posts/${postId}/auto-publish`, {
          data: crash.reel ? { enabled: true, coverOffsetMs: 1500, shareToFeed: true } : { enabled: true },
        });
        expect(on.status(), await on.text()).toBe(200);

        const first = server;
        let killed = false;
        crash.arm(() => {
          killed = true;
          first.process.kill("SIGKILL");
        });
        await waitForExit(first);
        expect(killed).toBe(true);
        expect(first.process.signalCode).toBe("SIGKILL");
        const atCrash = fake.posts.filter((p) => p.caption.includes(caption)).length;

        server = await startServer({ dataDir, port, env: env() });
        const post = await waitForStatus(api, server.url, postId, "posted");
        const published = fake.posts.filter((p) => p.caption.includes(caption));
        expect(published).toHaveLength(1);
        if (crash.reel) {
          expect(published[0]).toMatchObject({
            productType: "REELS",
            reel: { thumbOffset: "1500", shareToFeed: "true" },
          });
        } else {
          expect(published[0]?.images).toHaveLength(crash.photos);
        }
        expect(post.permalink).toBe(published[0]?.permalink);
        // Let any late retry run: still one.
        await new Promise((resolve) => setTimeout(resolve, 4000));
        expect(fake.posts.filter((p) => p.caption.includes(caption))).toHaveLength(1);
        if (crash.name.includes("media_publish")) expect(atCrash).toBe(1);
        else expect(atCrash).toBe(0);
      } finally {
        await api?.dispose();
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  }
});
