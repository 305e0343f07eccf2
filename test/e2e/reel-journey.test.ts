import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { isoToIstInput } from "#web/features/posts/format.ts";
import { buildJpeg } from "../helpers/images.ts";
import { VIDEO_FIXTURES } from "../helpers/videos.ts";
import {
  launchBrowser,
  openPage,
  PHONE,
  type RunningServer,
  screenshot,
  signUpThroughApi,
  startServer,
  toastText,
  uploadVideoThroughApi,
} from "./harness.ts";

/**
 * A Reel at phone width, in the embedded sandbox (issue 33, decision 801): a creator on Pro
 * connects the sandbox Instagram, has a real video in the library (uploaded as a wider screen's
 * library page does: at phone width it takes photos only), schedules its post with a cover
 * picked on the range over the clip; at its time My Posts shows, without a reload, Instagram
 * processing the video (decision 810) and then Posted with a link to the sandbox's page of the
 * Reel, which shows the video at its cover frame (decision 812).
 */
type Browser = Awaited<ReturnType<typeof launchBrowser>>;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({
      env: { TRUST_PROXY: "true", PAYMENTS_SANDBOX: "true", INSTAGRAM_SANDBOX: "true", INSTAGRAM_POLL_MS: "1000" },
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function becomePro(page: Page) {
  const headers = { origin: server.url };
  const payment = await page.request.post(`${server.url}/api/phonepe/create-payment`, {
    data: { planType: "pro" },
    headers,
  });
  expect(payment.status(), await payment.text()).toBe(200);
  const txId = new URL((await payment.json()).paymentUrl).pathname.split("/").at(-1);
  const paid = await page.request.post(`${server.url}/api/payments/sandbox/${txId}/pay`, {
    form: {},
    headers,
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
}

it("upload a video → pick its cover → schedule → published as a Reel in the sandbox → its permalink", {
  timeout: 240_000,
}, async () => {
  const { page, errors, close } = await openPage(browser, PHONE);
  try {
    await signUpThroughApi(page, server.url, "reel-journey");
    await becomePro(page);
    await page.goto(`${server.url}/account`, { waitUntil: "networkidle" });
    await page.getByTestId("instagram-card").getByRole("button", { name: "Connect Instagram" }).click();
    await page.getByRole("link", { name: "Allow", exact: true }).click();
    await page.waitForURL(/\/account\?instagram=connected/);

    // The video: at phone width the library page takes photos only (its upload zone), so it is
    // uploaded as the page does on a wider screen, with the poster the browser draws.
    const uploaded = await uploadVideoThroughApi(
      page.request,
      server.url,
      await readFile(path.join(VIDEO_FIXTURES, "cat-street.mp4")),
      await buildJpeg({ width: 360, height: 640 }),
      "cat-street.mp4",
    );
    const items = await (await page.request.get(`${server.url}/api/content`)).json();
    const video = items.find((i: { id: string }) => i.id === uploaded.id);
    expect(video?.reel?.publishable).toBe(true);

    const title = "Billi aur sadak";
    const saved = await page.request.post(`${server.url}/api/posts`, {
      data: {
        title,
        caption: "Ek billi, phir shehar ki sadak",
        hashtags: "#reels #mumbai",
        contentItemIds: [video.id],
      },
      headers: { origin: server.url },
    });
    expect(saved.status(), await saved.text()).toBe(201);

    await page.goto(`${server.url}/?tab=posts`, { waitUntil: "networkidle" });
    // The cover picker streams the video from /objects/ in byte ranges (decision 811).
    const videoResponses: { status: number; range: string | undefined }[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/objects/")) {
        videoResponses.push({ status: response.status(), range: response.request().headers().range });
      }
    });
    await page.getByRole("button", { name: `Schedule ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule post" });
    const options = dialog.getByTestId("reel-options");
    await options.waitFor({ timeout: 20_000 });
    expect(await options.getByRole("checkbox", { name: /feed grid/ }).isChecked()).toBe(true);
    // The cover: 2.5 s in, the street; the <video> shows that frame.
    await options.getByTestId("reel-cover").fill("2500");
    await options.getByText("Cover: the frame at 2.5 s").waitFor();
    const frame = options.getByTestId("reel-cover-frame");
    await expect
      .poll(() => frame.evaluate((v: HTMLVideoElement) => Math.round(v.currentTime * 10) / 10), { timeout: 10_000 })
      .toBe(2.5);
    // The browser's answer events reach the test a moment after the video has used them.
    await expect.poll(() => videoResponses.length).toBeGreaterThan(0);
    for (const response of videoResponses) {
      expect(response).toEqual({ status: 206, range: expect.stringMatching(/^bytes=\d+-\d*$/) });
    }
    const due = new Date(Math.ceil((Date.now() + 25_000) / 60_000) * 60_000);
    const fields = isoToIstInput(due);
    await dialog.getByLabel("Date (IST)").fill(fields.date);
    await dialog.getByLabel("Time (IST)").fill(fields.time);
    await screenshot(page, "reel-schedule-dialog", { fullPage: false });
    await dialog.getByRole("button", { name: "Schedule" }).click();
    expect(await toastText(page, "Post Scheduled")).toContain("It will be published to Instagram on");
    const post = await (await page.request.get(`${server.url}/api/posts/${(await saved.json()).id}`)).json();
    expect(post).toMatchObject({ autoPublish: true, coverOffsetMs: 2500, shareToFeed: true });

    // No reload from here: My Posts asks again when the post is due and while it publishes.
    // The sandbox processes a Reel's video for 2.5 s (about 5 s of polls): the progress shows
    // what the publication knows — since when, the status checks, Instagram's last answer.
    const row = page.getByTestId("my-post").filter({ hasText: title });
    const progress = row.getByTestId("publish-progress");
    await progress.waitFor({ timeout: due.getTime() - Date.now() + 60_000 });
    expect(await row.getByTestId("post-status").textContent()).toBe("Publishing");
    expect(await progress.getByRole("status").textContent()).toBe("Instagram is processing the video");
    expect(await progress.getByRole("progressbar").getAttribute("value")).toBeNull();
    expect(await progress.textContent()).not.toMatch(/\d+\s?%/);
    await progress.getByText(/^Since \d{1,2}:\d{2}:\d{2} [ap]m IST \(/).waitFor();
    await progress.getByText(/status checks? so far; the last, at .+ IST, answered IN_PROGRESS\.$/).waitFor();
    await progress.scrollIntoViewIfNeeded();
    await screenshot(page, "reel-publishing-progress", { fullPage: false });
    await row.getByTestId("post-status").getByText("Posted").waitFor({ timeout: 60_000 });
    expect(await progress.count()).toBe(0);
    const permalink = await row.getByTestId("post-permalink").getAttribute("href");
    expect(permalink).toMatch(/\/instagram-sandbox\/p\/\d+$/);
    await screenshot(page, "reel-posted");
    await page.goto(permalink ?? "", { waitUntil: "networkidle" });
    expect(await page.textContent("body")).toContain("Ek billi, phir shehar ki sadak");
    // The sandbox's page shows the Reel's video with the frame at its cover moment as the
    // poster, drawn by the page from the video, and plays it from the start (decision 812).
    const reel = page.getByTestId("sandbox-reel");
    await expect
      .poll(() => reel.evaluate((v: HTMLVideoElement) => v.dataset.coverReady ?? null), { timeout: 10_000 })
      .toBe("true");
    expect(
      await reel.evaluate((v: HTMLVideoElement) => ({
        poster: v.poster.slice(0, 23),
        src: new URL(v.src).hash,
        at: v.currentTime,
        paused: v.paused,
      })),
    ).toEqual({ poster: "data:image/jpeg;base64,", src: "", at: 0, paused: true });
    // The poster is the street at 2.5 s, not the cat of the first frame: its pixels match the
    // video's own frame there and differ from the frame at 0.
    const difference = await reel.evaluate(async (v: HTMLVideoElement) => {
      const pixels = async (source: CanvasImageSource, w: number, h: number) => {
        const canvas = document.createElement("canvas");
        canvas.width = 32;
        canvas.height = 32;
        const context = canvas.getContext("2d") as CanvasRenderingContext2D;
        context.drawImage(source, 0, 0, w, h, 0, 0, 32, 32);
        return context.getImageData(0, 0, 32, 32).data;
      };
      const poster = new Image();
      poster.src = v.poster;
      await poster.decode();
      const probe = document.createElement("video");
      probe.muted = true;
      probe.src = v.src;
      await new Promise((resolve) => probe.addEventListener("loadeddata", resolve, { once: true }));
      const frameAt = async (t: number) => {
        probe.currentTime = t;
        await new Promise((resolve) => probe.addEventListener("seeked", resolve, { once: true }));
        return pixels(probe, probe.videoWidth, probe.videoHeight);
      };
      const mean = (a: Uint8ClampedArray, b: Uint8ClampedArray) =>
        a.reduce((sum, x, i) => sum + Math.abs(x - (b[i] ?? 0)), 0) / a.length;
      const posterPixels = await pixels(poster, poster.naturalWidth, poster.naturalHeight);
      return { cover: mean(posterPixels, await frameAt(2.5)), first: mean(posterPixels, await frameAt(0)) };
    });
    expect(difference.cover).toBeLessThan(8);
    expect(difference.first).toBeGreaterThan(difference.cover * 3);
    await page.getByText("Cover: the frame at 2.5 s").waitFor();
    await screenshot(page, "reel-sandbox-permalink", { fullPage: false });
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});
