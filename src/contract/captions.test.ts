import { describe, expect, it } from "vitest";
import { apiGenerateRequestSchema } from "./api-v1.ts";
import {
  CAPTION_MAX_CHARS,
  creatorNoteSchema,
  engagementLabel,
  type GeneratedResult,
  generateAdvancedRequestSchema,
  generateCaptionRequestSchema,
  generatedResultSchema,
  generationOptionsSchema,
} from "./captions.ts";
import { demoRequestSchema } from "./demo.ts";
import { NOTE_MAX_CHARS } from "./note-values.ts";
import { BIDI_CONTROL_MESSAGE, UNSTORABLE_MESSAGE } from "./text.ts";

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

describe("the creator's note (issue 26)", () => {
  const ID = "0b7c1a52-5f0e-4c43-9d3c-3f2e6f2d7a10";
  /** Every generation request that carries a note, with a body that is valid without one. */
  const requests = [
    ["Generate", generateCaptionRequestSchema, { contentItemIds: [ID] }],
    ["Advanced", generateAdvancedRequestSchema, { contentItemIds: [ID] }],
    ["the demo", demoRequestSchema, { language: "hindi", imageUrl: "https://example.com/a.jpg" }],
    ["/api/v1/generate", apiGenerateRequestSchema, { contentItemIds: [ID] }],
  ] as const;

  it.each(requests)("%s takes a note in any script, trimmed, as one line", (_name, schema, body) => {
    for (const note of ["Mom's rajma chawal", "नई बाइक की पहली राइड", "Onam sadya at home", "20% off this week"]) {
      expect(schema.parse({ ...body, note }).note).toBe(note);
    }
    expect(schema.parse({ ...body, note: "  Diwali   ki\nmithai  " }).note).toBe("Diwali ki mithai");
    expect(schema.parse({ ...body, note: "میری امی کی بریانی\u200F" }).note).toBe("میری امی کی بریانی\u200F");
  });

  it.each(requests)("%s treats a missing, empty or whitespace-only note as no note", (_name, schema, body) => {
    for (const note of [undefined, "", "   ", "\n\t "]) {
      const parsed = schema.parse({ ...body, ...(note === undefined ? {} : { note }) });
      expect(parsed.note).toBeUndefined();
    }
  });

  it.each(requests)("%s takes at most 200 characters after trimming", (_name, schema, body) => {
    expect(schema.parse({ ...body, note: "क".repeat(NOTE_MAX_CHARS) }).note).toHaveLength(NOTE_MAX_CHARS);
    expect(schema.parse({ ...body, note: `  ${"a".repeat(NOTE_MAX_CHARS)}  ` }).note).toHaveLength(NOTE_MAX_CHARS);
    const tooLong = schema.safeParse({ ...body, note: "a".repeat(NOTE_MAX_CHARS + 1) });
    expect(tooLong.error?.issues[0]?.path).toEqual(["note"]);
    expect(tooLong.error?.issues[0]?.message).toBe("validation.noteTooLong"); // worded per language (decision 776)
  });

  it.each(requests)("%s applies the one-line text rule (decision 010)", (_name, schema, body) => {
    for (const [note, message] of [
      ["chai\u0000", UNSTORABLE_MESSAGE],
      ["half an emoji \uD83D", UNSTORABLE_MESSAGE],
      ["sale\u202Eelas", BIDI_CONTROL_MESSAGE],
      ["\u2067بریانی\u2069", BIDI_CONTROL_MESSAGE],
    ] as const) {
      const issue = schema.safeParse({ ...body, note }).error?.issues[0];
      expect(issue?.path, JSON.stringify(note)).toEqual(["note"]);
      expect(issue?.message).toBe(message);
    }
    expect(schema.safeParse({ ...body, note: 42 }).success).toBe(false);
  });

  it("is one schema, shared by every request", () => {
    expect(generateCaptionRequestSchema.shape.note).toBe(creatorNoteSchema);
    expect(generateAdvancedRequestSchema.shape.note).toBe(creatorNoteSchema);
    expect(apiGenerateRequestSchema.shape.note).toBe(creatorNoteSchema);
  });
});
