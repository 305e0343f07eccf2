import { en } from "#contract/i18n/en.ts";
import { hi } from "#contract/i18n/hi.ts";
import { translatorFor } from "#web/i18n/i18n.tsx";
import "#web/i18n/icu.ts";
import { describe, expect, it } from "vitest";
import {
  batchRefusal,
  formatDuration,
  formatMB,
  imageTooLarge,
  isRetryable,
  jpegName,
  retryDelayMs,
  storageExceededMessage,
  typeRefusal,
  uploadedText,
  videoTooLong,
  withRetry,
} from "./upload-rules.ts";

const t = translatorFor({ language: "en", messages: en });
const inHindi = translatorFor({ language: "hi", messages: hi });

const MB = 1024 * 1024;

describe("upload rules (spec §5, decisions.md Uploads)", () => {
  it("takes up to 5 files at once", () => {
    expect(batchRefusal(t, 5)).toBeNull();
    expect(batchRefusal(t, 6)).toEqual({
      title: "Too Many Files",
      description: "You can upload up to 5 files at once. You chose 6.",
    });
  });

  it("takes only images on mobile, with the spec's message", () => {
    const video = { name: "clip.mp4", type: "video/mp4", size: 10 * MB };
    expect(typeRefusal(t, video, true)).toEqual({
      title: "Invalid File Type",
      description: "clip.mp4 is not a supported image format.",
    });
    expect(typeRefusal(t, video, false)).toBeNull();
    expect(typeRefusal(t, { name: "a.jpg", type: "image/jpeg", size: 20 * MB }, true)).toBeNull();
    expect(typeRefusal(t, { name: "a.heic", type: "image/heic", size: 3 * MB }, true)).toBeNull();
  });

  it("refuses SVG, unknown types, empty files and videos over 100 MB", () => {
    expect(typeRefusal(t, { name: "logo.svg", type: "image/svg+xml", size: 100 }, false)?.title).toBe(
      "Invalid File Type",
    );
    expect(typeRefusal(t, { name: "a.exe", type: "application/x-msdownload", size: 100 }, false)?.title).toBe(
      "Invalid File Type",
    );
    expect(typeRefusal(t, { name: "a.jpg", type: "image/jpeg", size: 0 }, false)?.title).toBe("Empty File");
    expect(typeRefusal(t, { name: "big.mp4", type: "video/mp4", size: 101 * MB }, false)).toEqual({
      title: "File Too Large",
      description: "big.mp4 is 101MB. Maximum allowed size for videos is 100MB.",
    });
  });

  it("words the too-large photo and too-long video refusals", () => {
    expect(imageTooLarge(t, "huge.png", 12.34 * MB)).toEqual({
      title: "File Too Large",
      description: "huge.png is 12.3MB. Maximum allowed size is 5MB.",
    });
    expect(videoTooLong(t, "long.webm", 120)).toEqual({
      title: "Video Too Long",
      description: "long.webm is 2:00 long. Videos can be at most 60 seconds (1 minute).",
    });
  });

  it("builds the storage-exceeded message of spec §8", () => {
    const body = { storageExceeded: true as const, currentUsage: 99.5 * MB, limit: 100 * MB };
    expect(storageExceededMessage(t, { ...body, upgradeRequired: true })).toBe(
      "Storage limit exceeded! Used: 99.5 MB / 100 MB. Please upgrade your plan.",
    );
    expect(storageExceededMessage(t, { ...body, upgradeRequired: false })).toBe(
      "Storage limit exceeded! Used: 99.5 MB / 100 MB. Please free up space.",
    );
  });

  it("formats sizes, durations, names and the success text", () => {
    expect(formatMB(5 * MB)).toBe("5");
    expect(formatDuration(65.4)).toBe("1:05");
    expect(jpegName("IMG_0001.HEIC")).toBe("IMG_0001.jpg");
    expect(jpegName("noext")).toBe("noext.jpg");
    expect(uploadedText(t, 3)).toBe("3 file(s) uploaded successfully");
  });

  it("words the refusals and the success text in Hindi, with plurals", () => {
    expect(batchRefusal(inHindi, 7)).toEqual({
      title: "बहुत सारी फ़ाइलें",
      description: "एक बार में 5 फ़ाइलें तक अपलोड कर सकते हैं। आपने 7 चुनी हैं।",
    });
    expect(videoTooLong(inHindi, "long.webm", 120).description).toBe(
      "long.webm 2:00 लंबा है। वीडियो ज़्यादा से ज़्यादा 60 सेकंड (1 मिनट) का हो सकता है।",
    );
    const body = { storageExceeded: true as const, currentUsage: 99.5 * MB, limit: 100 * MB, upgradeRequired: true };
    expect(storageExceededMessage(inHindi, body)).toBe("स्टोरेज भर गया! इस्तेमाल: 99.5 MB / 100 MB। अपना प्लान अपग्रेड करें।");
    expect(uploadedText(inHindi, 1)).toBe("1 फ़ाइल अपलोड हो गई");
    expect(uploadedText(inHindi, 3)).toBe("3 फ़ाइलें अपलोड हो गईं");
  });
});

describe("retry policy (spec §8)", () => {
  it("retries 5xx and network failures, never 4xx, 501 or 505", () => {
    expect([500, 502, 503, 504, 0].every(isRetryable)).toBe(true);
    expect([400, 401, 404, 413, 415, 422, 501, 505].some(isRetryable)).toBe(false);
    expect([1, 2].map(retryDelayMs)).toEqual([1000, 2000]);
  });

  const failing = (status: number) => Object.assign(new Error(String(status)), { status });
  const statusOf = (error: unknown) => (error as { status?: number }).status;

  it("tries a 5xx three times with attempt × 1 s between", async () => {
    const waits: number[] = [];
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls++;
          throw failing(503);
        },
        statusOf,
        async (ms) => {
          waits.push(ms);
        },
      ),
    ).rejects.toThrow("503");
    expect(calls).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it("stops at once on a 4xx, and returns the first success", async () => {
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls++;
          throw failing(413);
        },
        statusOf,
        async () => {},
      ),
    ).rejects.toThrow("413");
    expect(calls).toBe(1);
    let tries = 0;
    const result = await withRetry(
      async (n) => {
        tries++;
        if (n < 2) throw failing(502);
        return "ok";
      },
      statusOf,
      async () => {},
    );
    expect(result).toBe("ok");
    expect(tries).toBe(2);
  });

  it("does not retry a failure without a status (a timeout)", async () => {
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls++;
          throw new Error("Upload timeout");
        },
        () => undefined,
        async () => {},
      ),
    ).rejects.toThrow("Upload timeout");
    expect(calls).toBe(1);
  });
});
