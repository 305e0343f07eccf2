import { describe, expect, it } from "vitest";
import { createPostSchema, listPostsQuerySchema, updatePostSchema } from "./posts.ts";

const base = { title: "Chai", contentItemIds: ["7d3f8f0e-3c1a-4b7e-9a55-2f1c0b6a9e11"] };

describe("post contract", () => {
  it.each([
    ["82", 82],
    [" 82% ", 82],
    [82.6, 83],
    ["", null],
    [null, null],
  ])("reads the engagement estimate %j as %j", (value, expected) => {
    expect(createPostSchema.parse({ ...base, engagementPrediction: value }).engagementPrediction).toBe(expected);
  });

  it("fills the defaults of a minimal save: English with empty texts, status left to the server", () => {
    const parsed = createPostSchema.parse(base);
    expect(parsed).toMatchObject({ title: "Chai", caption: "", hashtags: "", language: "english" });
    expect(parsed.status).toBeUndefined();
  });

  it("reads a scheduled time with an Indian offset as the same moment", () => {
    const parsed = createPostSchema.parse({ ...base, scheduledAt: "2026-12-01T18:30:00+05:30" });
    expect(parsed.scheduledAt?.toISOString()).toBe("2026-12-01T13:00:00.000Z");
    expect(createPostSchema.safeParse({ ...base, scheduledAt: "tomorrow evening" }).success).toBe(false);
  });

  it("accepts hashtags as a string or a list, and refuses other shapes", () => {
    expect(createPostSchema.parse({ ...base, hashtags: "#a #b" }).hashtags).toBe("#a #b");
    expect(createPostSchema.parse({ ...base, hashtags: ["a", "b"] }).hashtags).toEqual(["a", "b"]);
    expect(createPostSchema.safeParse({ ...base, hashtags: 5 }).success).toBe(false);
  });

  it("an edit needs at least one field; a page needs a sensible limit", () => {
    expect(updatePostSchema.safeParse({}).success).toBe(false);
    expect(updatePostSchema.safeParse({ status: "posted" }).success).toBe(true);
    expect(listPostsQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(listPostsQuerySchema.parse({ limit: "100" }).limit).toBe(100);
    expect(listPostsQuerySchema.safeParse({ limit: "101" }).success).toBe(false);
  });
});
