import { readFile } from "node:fs/promises";
import { stripTypeScriptTypes } from "node:module";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT_DIR } from "#server/config.ts";
import { VIDEO_FIXTURES } from "../helpers/videos.ts";
import { launchBrowser } from "./harness.ts";

/**
 * The browser's frame sampling (src/web/features/library/video-frames.ts, decision 755) on a
 * real H.264 video in Chromium: cat-street.mp4 is a tabby cat for 2 s, then a city street.
 * The module and the limits it imports are loaded into a blank page as one script (types
 * stripped, imports and exports removed): no server and no build needed.
 */
let browser: Browser;
let script: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const sources = [
    "src/contract/library-limits.ts",
    "src/contract/reel-limits.ts",
    "src/web/features/library/video-frames.ts",
  ];
  const parts = await Promise.all(sources.map((file) => readFile(path.join(ROOT_DIR, file), "utf8")));
  script = parts
    .map((source) =>
      stripTypeScriptTypes(source)
        .replace(/^import [^;]*;$/gms, "")
        .replace(/^export /gm, ""),
    )
    .join("\n");
});
afterAll(() => browser.close());

describe("frames sampled across a real video in the browser", () => {
  it("draws the start, the middle and the end, in clip order, showing both scenes", async () => {
    const page = await (await browser.newContext()).newPage();
    await page.setContent("<!doctype html><title>frames</title>");
    await page.addScriptTag({
      content: `${script}\nwindow.sampleFrames = sampleFrames; window.pictureChange = pictureChange;`,
    });
    const video = await readFile(path.join(VIDEO_FIXTURES, "cat-street.mp4"));
    const result = await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const element = document.createElement("video");
      element.muted = true;
      element.preload = "auto";
      element.src = URL.createObjectURL(new Blob([bytes], { type: "video/mp4" }));
      await new Promise((resolve, reject) => {
        element.onloadeddata = resolve;
        element.onerror = () => reject(new Error(`the video did not load: ${element.error?.message}`));
      });
      const w = window as unknown as {
        sampleFrames: (v: HTMLVideoElement, d: number) => Promise<{ at: number; dataUrl: string }[]>;
        pictureChange: (a: Uint8ClampedArray, b: Uint8ClampedArray) => number;
      };
      const frames = await w.sampleFrames(element, element.duration);
      // Each frame's pixels at 16 × 16, to tell the scenes apart.
      const pixels = await Promise.all(
        frames.map(async (frame) => {
          const image = new Image();
          image.src = frame.dataUrl;
          await image.decode();
          const canvas = document.createElement("canvas");
          canvas.width = 16;
          canvas.height = 16;
          const context = canvas.getContext("2d") as CanvasRenderingContext2D;
          context.drawImage(image, 0, 0, 16, 16);
          return {
            width: image.naturalWidth,
            height: image.naturalHeight,
            data: context.getImageData(0, 0, 16, 16).data,
          };
        }),
      );
      const first = pixels[0];
      const last = pixels.at(-1);
      return {
        duration: element.duration,
        times: frames.map((f) => f.at),
        sizes: pixels.map((p) => `${p.width}x${p.height}`),
        jpeg: frames.every((f) => f.dataUrl.startsWith("data:image/jpeg;base64,")),
        firstToLast: first && last ? w.pictureChange(first.data, last.data) : 0,
        firstToSecond: first && pixels[1] ? w.pictureChange(first.data, pixels[1].data) : 0,
      };
    }, video.toString("base64"));

    expect(result.duration).toBeCloseTo(4, 1);
    // Start, middle and end; the cut at 2 s falls on the middle, so it adds no frame of its own.
    expect(result.times).toEqual([0.1, 2, 3.9]);
    expect(result.sizes).toEqual(["360x640", "360x640", "360x640"]);
    expect(result.jpeg).toBe(true);
    // The cat at the start, the street after the cut: the pictures differ as scenes do.
    expect(result.firstToSecond).toBeGreaterThan(0.12);
    expect(result.firstToLast).toBeGreaterThan(0.12);
  });
});
