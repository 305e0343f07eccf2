import { describe, expect, it } from "vitest";
import type { ContentItem } from "#contract/library.ts";
import { awaitsAnalysis } from "./queries.ts";

const now = Date.parse("2026-11-27T06:00:00Z");
const item = (changes: Partial<ContentItem>): ContentItem => ({
  id: "00000000-0000-4000-8000-000000000001",
  fileName: "chai.jpg",
  originalName: "chai.jpg",
  fileType: "image",
  mimeType: "image/jpeg",
  fileSize: 1000,
  objectPath: "/objects/uploads/x",
  status: "ready",
  failureReason: null,
  analyzed: false,
  altText: null,
  width: 1080,
  height: 1080,
  durationSeconds: null,
  reel: null,
  previewUrl: "/api/content/x/image?variant=preview",
  thumbnailUrl: "/api/content/x/image?variant=thumbnail",
  createdAt: new Date(now - 10_000).toISOString(),
  ...changes,
});

describe("the library looks again for analysis results", () => {
  it("while a photo uploaded in the last minutes is not analysed yet", () => {
    expect(awaitsAnalysis([item({ analyzed: true }), item({})], now)).toBe(true);
  });

  it("not when every photo is analysed, none is ready, or the list is not loaded", () => {
    expect(awaitsAnalysis([item({ analyzed: true })], now)).toBe(false);
    expect(awaitsAnalysis([item({ status: "pending" }), item({ status: "failed" })], now)).toBe(false);
    expect(awaitsAnalysis([item({ previewUrl: null })], now)).toBe(false);
    expect(awaitsAnalysis(undefined, now)).toBe(false);
  });

  it("not for ever: an item whose analysis never came stops being waited for after 3 minutes", () => {
    expect(awaitsAnalysis([item({ createdAt: new Date(now - 2 * 60_000).toISOString() })], now)).toBe(true);
    expect(awaitsAnalysis([item({ createdAt: new Date(now - 4 * 60_000).toISOString() })], now)).toBe(false);
  });
});
