import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "#contract/languages.ts";
import { shapeFromVoice } from "#contract/voice-shape.ts";
import { TEST_CONCEPTS } from "#test/fixtures/concepts.ts";
import { validateResult } from "../normalize.ts";
import { type OfflineWriterInput, writeOfflinePost } from "./writer.ts";

const DINNER = {
  colours: ["black", "grey"],
  brightness: "normal",
  orientation: "square",
  warmth: "warm",
  setting: "indoors",
  peopleCount: 1,
  faceCount: 1,
  subject: "person",
  objects: [{ label: "cup", confidence: 0.8, count: 1, area: 0.03, position: "left" }],
} as const;

const base: OfflineWriterInput = {
  images: [DINNER],
  contentField: "food",
  tone: "friendly",
  language: "english",
  script: "native",
  plan: "pro",
  productHashtag: "CaptionKaro",
  hashtagCap: 5,
  seed: "voice",
};
const EMOJI = /\p{Extended_Pictographic}/u;

describe("voice style shapes the offline wording", () => {
  it("reads tone, emoji, length and a signature line from the style", () => {
    const shape = shapeFromVoice({
      toneKeywords: ["witty", "cheeky"],
      sampleCaptions: ["Chai first, talk later ☕\nStay spicy!", "Monday mood: samosa ☕☕\nStay spicy!"],
    });
    expect(shape.tone).toBe("witty");
    expect(shape.emoji).toEqual({ mode: "own", emoji: ["☕"] });
    expect(shape.length).toBe("short");
    expect(shape.signature).toBe("Stay spicy!");
    expect(shapeFromVoice(undefined)).toEqual({ emoji: { mode: "writer" }, length: "normal", notes: [] });
  });

  it("changes the caption itself, not only the hashtags", () => {
    const plain = writeOfflinePost(base).result;
    const voiced = writeOfflinePost({
      ...base,
      voice: {
        toneKeywords: ["witty"],
        sampleCaptions: ["Chai first, talk later ☕\nStay spicy!", "Samosa o'clock ☕\nStay spicy!"],
      },
    });
    expect(voiced.result.caption).not.toBe(plain.caption);
    expect(voiced.result.caption.split("\n").at(-1)).toBe("Stay spicy!");
    // The creator uses emoji, so the post has some: the writer's, fitting the subject, never
    // the samples' chai on a photo of something else (issue 26).
    expect(EMOJI.test(voiced.result.caption)).toBe(true);
    expect(`${voiced.result.postHeading} ${voiced.result.caption}`).not.toContain("☕");
    expect(voiced.result.caption).not.toContain("😊");
    // Short, like the samples: shorter than the writer's own, and still about the photo.
    expect(voiced.result.caption.length).toBeLessThan(plain.caption.length);
    expect(voiced.result.caption).toMatch(/\bperson\b/u);
    expect(voiced.meta.voice).toContain("tone witty from the keywords");
    expect(validateResult(voiced.result, { language: "english", script: "native" })).toMatchObject({ ok: true });
  });

  it("writes no emoji when the samples use none, and keeps a sign-off only in the post's script", () => {
    const voice = {
      toneKeywords: ["professional"],
      sampleCaptions: [
        "A considered plate, made to share with the table over a long evening of conversation and good company.\nWith love, Asha",
        "Seasonal produce, cooked simply and served warm, the way our family kitchen always did it on Sundays.\nWith love, Asha",
      ],
    };
    const english = writeOfflinePost({ ...base, voice }).result;
    expect(EMOJI.test(english.caption)).toBe(false);
    expect(english.caption.endsWith("With love, Asha")).toBe(true);
    const hindi = writeOfflinePost({ ...base, language: "hindi", voice });
    expect(hindi.result.caption).not.toContain("With love");
    expect(validateResult(hindi.result, { language: "hindi", script: "native" })).toMatchObject({ ok: true });
  });

  it("takes the emoji from the subject, not from the samples", () => {
    const cat = {
      ...base,
      images: [
        {
          ...DINNER,
          peopleCount: 0,
          faceCount: 1,
          subject: undefined,
          objects: [{ label: "cat", confidence: 0.8, area: 0.4 }],
        },
      ],
      vocabulary: TEST_CONCEPTS,
      voice: { toneKeywords: ["witty"], sampleCaptions: ["Chai first ☕", "Samosa o'clock ☕"] },
    };
    const { result } = writeOfflinePost(cat);
    expect(result.postHeading).toContain("🐈");
    expect(`${result.postHeading} ${result.caption}`).not.toContain("☕");
  });

  it("never leaves an opener that announces something (“Fun fact:”) without what it announces", () => {
    for (const language of LANGUAGE_CODES)
      for (const seed of ["a", "b", "c", "d", "e", "f"]) {
        const { result } = writeOfflinePost({ ...base, language, tone: "witty", seed, vocabulary: TEST_CONCEPTS });
        for (const line of result.caption.split("\n"))
          expect(line.replace(/\p{Extended_Pictographic}|\uFE0F/gu, "").trim(), `${language}: ${line}`).not.toMatch(
            /[:：]$/u,
          );
      }
  });
});
