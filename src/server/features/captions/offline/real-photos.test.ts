/**
 * The whole offline engine on real photographs: sharp and the COCO detector analyse three
 * photos of different subjects (shipped inside npm packages, no network), and the writer
 * composes a post from each analysis in every language. Unlike writer.test.ts, nothing here
 * is a hand-written analysis.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedResultSchema, TONES } from "../../../../contract/captions.ts";
import { LANGUAGES } from "../../../../contract/languages.ts";
import { PEOPLE_WORDS } from "../../../../../test/helpers/people-words.ts";
import { type RealPhoto, realPhotos } from "../../../../../test/helpers/photos.ts";
import { analyseImage } from "../analysis/analyse.ts";
import { createObjectDetector } from "../analysis/detector.ts";
import { validateResult } from "../normalize.ts";
import { checkLanguage } from "../script-check.ts";
import type { ImageAnalysis } from "./types.ts";
import { writeOfflinePost } from "./writer.ts";

const detector = createObjectDetector();
let photos: (RealPhoto & { facts: ImageAnalysis })[] = [];

beforeAll(async () => {
  const real = await realPhotos();
  photos = [];
  for (const photo of real) photos.push({ ...photo, facts: await analyseImage(photo.jpeg, detector) });
});
afterAll(() => detector.close());

const wordsOf = (text: string) =>
  text
    .toLocaleLowerCase("en-IN")
    .split(/[^\p{L}\p{M}]+/u)
    .filter(Boolean);

describe("real photos, really analysed", () => {
  it("are three different subjects with different analyses", () => {
    const [dinner, ceiling, street] = photos;
    // The detector sees the diner (and only confident people are counted) …
    expect(dinner?.facts.peopleCount).toBeGreaterThanOrEqual(1);
    // … and nobody on the ceiling or, confidently, in the blurred street crowd.
    expect(ceiling?.facts.peopleCount).toBe(0);
    expect(street?.facts.peopleCount).toBe(0);
    expect(ceiling?.facts.orientation).toBe("landscape");
    expect(ceiling?.facts.colours).toContain("orange");
    expect(street?.facts.colours).toContain("grey");
    expect(new Set(photos.map((p) => JSON.stringify(p.facts))).size).toBe(3);
  });
});

describe.each(LANGUAGES.map((l) => [l.code, l.script] as const))("offline engine in %s (%s)", (language) => {
  it("writes a valid post in the right script for each of three real photos", () => {
    const altTexts = new Set<string>();
    for (const [i, photo] of photos.entries()) {
      const where = `${language}/${photo.name}`;
      const { result, meta } = writeOfflinePost({
        images: [photo.facts],
        contentField: photo.field,
        tone: TONES[i % TONES.length] ?? "friendly",
        language,
        script: "native",
        plan: "free",
        productHashtag: "CaptionKaro",
        hashtagCap: 5,
        seed: where,
      });
      expect(meta.fallback, where).toBeUndefined();
      expect(generatedResultSchema.safeParse(result).success, where).toBe(true);
      expect(validateResult(result, { language, script: "native" }), where).toMatchObject({ ok: true });
      for (const text of [result.postHeading, result.caption, result.altText, result.detailedDescription]) {
        expect(checkLanguage(text, language), `${where}: ${text}`).toEqual({ ok: true });
      }
      expect(meta.postHashtags, where).toContain("CaptionKaro");

      // It never says what it did not detect: no people words for a photo without people,
      // and the diner (detected) is named.
      const prose = wordsOf([result.postHeading, result.caption, result.detailedDescription, result.altText].join(" "));
      const people = prose.filter((w) => PEOPLE_WORDS[language].includes(w));
      if (photo.facts.peopleCount) expect(people.length, `${where} names the detected person`).toBeGreaterThan(0);
      else expect(people, `${where} names no people`).toEqual([]);
      altTexts.add(result.altText);
    }
    // Alt text describes each photo literally, so three subjects give three alt texts.
    expect(altTexts.size).toBe(3);
  });

  it("writes a valid carousel post from all three photos", () => {
    const { result } = writeOfflinePost({
      images: photos.map((p) => p.facts),
      contentField: "lifestyle",
      tone: "friendly",
      language,
      script: "native",
      plan: "pro",
      productHashtag: "CaptionKaro",
      hashtagCap: 5,
      seed: `${language}/carousel`,
    });
    expect(validateResult(result, { language, script: "native" })).toMatchObject({ ok: true });
    expect(checkLanguage(result.detailedDescription, language)).toEqual({ ok: true });
    expect(result.hashtags.map((t) => t.toLowerCase())).not.toContain("captionkaro");
  });
});
