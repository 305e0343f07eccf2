import { describe, expect, it } from "vitest";
import { mergeFrameAnalyses } from "./frames.ts";
import type { ImageAnalysis } from "./types.ts";

const frame = (changes: Partial<ImageAnalysis>): ImageAnalysis => ({
  colours: ["grey"],
  brightness: "normal",
  orientation: "portrait",
  ...changes,
});

describe("what a video shows, from its frames", () => {
  it("keeps every thing seen in any frame, each at its best, and the most people in one frame", () => {
    const merged = mergeFrameAnalyses([
      frame({
        peopleCount: 1,
        objects: [{ label: "cat", confidence: 0.7, count: 1, area: 0.6, position: "centre", colour: "brown" }],
        subject: "cat",
      }),
      frame({
        peopleCount: 2,
        objects: [
          { label: "cup", confidence: 0.8, count: 1, area: 0.3, position: "left" },
          { label: "cat", confidence: 0.9, count: 1, area: 0.2, position: "right" },
        ],
        subject: "cup",
      }),
    ]);
    expect(merged.peopleCount).toBe(2);
    expect(merged.objects).toEqual([
      // The cat's best confidence, with the place and colour of its largest view.
      { label: "cat", confidence: 0.9, count: 1, area: 0.6, position: "centre", colour: "brown" },
      { label: "cup", confidence: 0.8, count: 1, area: 0.3, position: "left" },
    ]);
    expect(merged.subject).toBe("cat");
  });

  it("counts a thing by the frame with most of it, not across frames (one dog in five frames is one dog)", () => {
    const dog = (count: number) => frame({ objects: [{ label: "dog", confidence: 0.8, count, area: 0.2 }] });
    expect(mergeFrameAnalyses([dog(1), dog(1), dog(2), dog(1)]).objects?.[0]?.count).toBe(2);
    const tentative = mergeFrameAnalyses([
      frame({ tentative: [{ label: "bird", confidence: 0.35 }] }),
      frame({
        tentative: [
          { label: "bird", confidence: 0.4 },
          { label: "bird", confidence: 0.33 },
        ],
      }),
    ]).tentative;
    expect(tentative).toEqual([
      { label: "bird", confidence: 0.4 },
      { label: "bird", confidence: 0.33 },
    ]);
  });

  it("joins the distinct texts read, within one reading's limits, and takes the light most frames agree on", () => {
    const merged = mergeFrameAnalyses([
      frame({ text: "CHAI POINT", brightness: "dark", setting: "indoors", warmth: "warm" }),
      frame({ text: "chai point", brightness: "dark", setting: "outdoors", warmth: "warm" }),
      frame({ text: "OPEN 24 HOURS", brightness: "bright", colours: ["yellow", "grey"] }),
      frame({ text: "A VERY LONG SIGN THAT WOULD NOT FIT ANY MORE" }),
    ]);
    expect(merged.text).toBe("CHAI POINT · OPEN 24 HOURS");
    expect(merged.brightness).toBe("dark");
    expect(merged.warmth).toBe("warm");
    // Indoors in one frame and outdoors in another: not sure, so nothing is said.
    expect(merged.setting).toBeUndefined();
    expect(merged.colours).toEqual(["grey", "yellow"]);
  });

  it("is the frame itself for a single frame", () => {
    const only = frame({ text: "SALE" });
    expect(mergeFrameAnalyses([only])).toBe(only);
  });
});
