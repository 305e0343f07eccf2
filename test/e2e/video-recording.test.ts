import { Readable } from "node:stream";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { detectMedia } from "#server/media/media.ts";
import { probeVideoDuration } from "#server/media/video-probe.ts";
import { launchBrowser, openPage } from "./harness.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it("reads the duration of a WebM recorded by Chromium's MediaRecorder (no Duration field)", async () => {
  const { page, close } = await openPage(browser);
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext("2d") as CanvasRenderingContext2D;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: "video/webm" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    let frame = 0;
    const timer = setInterval(() => {
      context.fillStyle = `hsl(${(frame++ * 10) % 360} 80% 50%)`;
      context.fillRect(0, 0, 160, 120);
    }, 40);
    recorder.start(250);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  await close();
  const video = Buffer.from(base64, "base64");
  expect((await detectMedia(video.subarray(0, 4100))).mime).toBe("video/webm");
  const seconds = await probeVideoDuration(Readable.from([video]), "video/webm");
  expect(seconds).toBeGreaterThan(1.8);
  expect(seconds).toBeLessThan(3.2);
});
