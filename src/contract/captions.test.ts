import { describe, expect, it } from "vitest";
import {
  CAPTION_MAX_CHARS,
  engagementLabel,
  type GeneratedResult,
  generatedResultSchema,
  generationOptionsSchema,
} from "./captions.ts";

const valid: GeneratedResult = {
  postHeading: "Sunday ka swaad",
  caption: "Ghar ka khana, sabse achha.",
  detailedDescription: "A plate of home food.",
  hashtags: ["foodie", "खाना", "IndianFood"],
  altText: "Photo: a plate and a cup",
  engagementPrediction: 72,
};

describe("generation options", () => {
  it("fills the documented defaults", () => {
    const options = generationOptionsSchema.parse({ language: "hindi", contentField: "food" });
    expect(options).toEqual({
      language: "hindi",
      contentField: "food",
      tone: "friendly",
      targetAudience: "Indian users",
      script: "native",
      variations: 1,
    });
  });

  it("refuses unknown languages, fields, tones, scripts and out-of-range variations", () => {
    const base = { language: "hindi", contentField: "food" };
    expect(generationOptionsSchema.safeParse({ ...base, language: "french" }).success).toBe(false);
    expect(generationOptionsSchema.safeParse({ ...base, contentField: "cars" }).success).toBe(false);
    expect(generationOptionsSchema.safeParse({ ...base, tone: "angry" }).success).toBe(false);
    expect(generationOptionsSchema.safeParse({ ...base, script: "cyrillic" }).success).toBe(false);
    expect(generationOptionsSchema.safeParse({ ...base, variations: 0 }).success).toBe(false);
    expect(generationOptionsSchema.safeParse({ ...base, variations: 4 }).success).toBe(false);
    expect(generationOptionsSchema.safeParse({ ...base, variations: 1.5 }).success).toBe(false);
    expect(generationOptionsSchema.safeParse({ ...base, variations: 3, script: "latin" }).success).toBe(true);
  });
});

describe("generated result", () => {
  it("accepts a complete result, with or without the advanced fields", () => {
    expect(generatedResultSchema.safeParse(valid).success).toBe(true);
    expect(
      generatedResultSchema.safeParse({ ...valid, uniquenessScore: 90, influencerPatternMatch: "storyteller" }).success,
    ).toBe(true);
  });

  it("enforces Instagram's caption limit exactly", () => {
    expect(generatedResultSchema.safeParse({ ...valid, caption: "a".repeat(CAPTION_MAX_CHARS) }).success).toBe(true);
    expect(generatedResultSchema.safeParse({ ...valid, caption: "a".repeat(CAPTION_MAX_CHARS + 1) }).success).toBe(
      false,
    );
  });

  it("refuses hashtags with '#', spaces or too many, long alt text and non-integer engagement", () => {
    expect(generatedResultSchema.safeParse({ ...valid, hashtags: ["#food"] }).success).toBe(false);
    expect(generatedResultSchema.safeParse({ ...valid, hashtags: ["indian food"] }).success).toBe(false);
    expect(
      generatedResultSchema.safeParse({ ...valid, hashtags: Array.from({ length: 16 }, (_, i) => `t${i}`) }).success,
    ).toBe(false);
    expect(generatedResultSchema.safeParse({ ...valid, altText: "x".repeat(125) }).success).toBe(false);
    expect(generatedResultSchema.safeParse({ ...valid, altText: "x".repeat(124) }).success).toBe(true);
    expect(generatedResultSchema.safeParse({ ...valid, engagementPrediction: 70.5 }).success).toBe(false);
    expect(generatedResultSchema.safeParse({ ...valid, engagementPrediction: 101 }).success).toBe(false);
  });
});

describe("engagementLabel", () => {
  it("follows the spec §9 thresholds", () => {
    expect(engagementLabel(100)).toBe("High");
    expect(engagementLabel(80)).toBe("High");
    expect(engagementLabel(79)).toBe("Medium");
    expect(engagementLabel(60)).toBe("Medium");
    expect(engagementLabel(59)).toBe("Low");
    expect(engagementLabel(0)).toBe("Low");
  });
});
