/**
 * The whole offline engine on real photographs: sharp, the COCO detector and the face
 * detector analyse six photos of different subjects (shipped inside npm packages, no network), and the writer
 * composes a post from each analysis in every language. Unlike writer.test.ts, nothing here
 * is a hand-written analysis.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedResultSchema, TONES } from "#contract/captions.ts";
import { LANGUAGES } from "#contract/languages.ts";
import { analyseImage } from "#server/media/analysis/analyse.ts";
import { createObjectDetector } from "#server/media/analysis/detector.ts";
import { PEOPLE_WORDS } from "#test/helpers/people-words.ts";
import { type RealPhoto, realPhotos } from "#test/helpers/photos.ts";
import { validateResult } from "../normalize.ts";
import { checkLanguage } from "../script-check.ts";
import { PHOTO_WORDS } from "./photo/index.ts";
import { NATIVE_BANKS } from "./phrases/index.ts";
import type { ImageAnalysis } from "./types.ts";
import { type OfflineWriterInput, writeOfflinePost } from "./writer.ts";

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
  it("are six different subjects with different analyses", () => {
    const byName = Object.fromEntries(photos.map((p) => [p.name, p.facts]));
    // The detector sees the diner and his cup, and only confident people are counted …
    expect(byName.dinner?.peopleCount).toBeGreaterThanOrEqual(1);
    expect(byName.dinner?.objects?.map((o) => o.label)).toContain("cup");
    expect(byName.dinner?.subject).toBe("person");
    // … nobody on the lantern ceiling or, confidently, in the blurred crowd behind the robot,
    expect(byName.ceiling?.peopleCount).toBe(0);
    expect(byName.robot?.peopleCount).toBe(0);
    // faces (where, never who) in the group photo,
    expect(byName.group?.faceCount).toBeGreaterThanOrEqual(2);
    expect(byName.ceiling?.colours).toContain("orange");
    expect(byName.ceiling?.warmth).toBe("warm");
    expect(byName.robot?.colours).toContain("grey");
    expect(new Set(photos.map((p) => JSON.stringify(p.facts))).size).toBe(6);
  });
});

const wordsFor = (language: (typeof LANGUAGES)[number]["code"]) => ({
  bank: NATIVE_BANKS[language],
  photo: PHOTO_WORDS[language],
});

const input = (
  facts: ImageAnalysis,
  language: (typeof LANGUAGES)[number]["code"],
  more: Partial<OfflineWriterInput> = {},
): OfflineWriterInput => ({
  images: [facts],
  contentField: "lifestyle",
  tone: "friendly",
  language,
  script: "native",
  plan: "free",
  productHashtag: "CaptionKaro",
  hashtagCap: 5,
  seed: "same-seed",
  ...more,
});

describe.each(LANGUAGES.map((l) => [l.code, l.script] as const))("offline engine in %s (%s)", (language) => {
  it("writes a valid post in the right script for each of six real photos", () => {
    for (const [i, photo] of photos.entries()) {
      const where = `${language}/${photo.name}`;
      const { result, meta } = writeOfflinePost(
        input(photo.facts, language, {
          contentField: photo.field,
          tone: TONES[i % TONES.length] ?? "friendly",
          seed: where,
        }),
      );
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
    }
  });

  it("gives every pair of photos a different caption, heading and alt text (same seed, field and tone)", () => {
    const results = photos.map((p) => writeOfflinePost(input(p.facts, language)).result);
    expect(new Set(results.map((r) => r.caption)).size).toBe(photos.length);
    expect(new Set(results.map((r) => r.postHeading)).size).toBe(photos.length);
    expect(new Set(results.map((r) => r.altText)).size).toBe(photos.length);
  });

  it("names the main subject in the caption and alt text when analysis found one", () => {
    const { bank, photo: words } = wordsFor(language);
    let named = 0;
    for (const p of photos) {
      const { result } = writeOfflinePost(input(p.facts, language));
      const label = p.facts.subject;
      if (!label) continue;
      named++;
      // The subject's word, from the language's own vocabulary: a person, or the object.
      const expected =
        label === "person"
          ? [words.people.one, words.people.group, words.people.few(2), words.people.few(3)]
          : [
              (bank.objects as Record<string, string>)[label] ??
                (words.nouns as Record<string, string>)[label] ??
                label,
            ];
      const where = `${language}/${p.name}`;
      expect(
        expected.some((w) => result.caption.toLocaleLowerCase("en-IN").includes(w.toLocaleLowerCase("en-IN"))),
        `${where}: ${result.caption}`,
      ).toBe(true);
      expect(
        expected.some((w) => result.altText.toLocaleLowerCase("en-IN").includes(w.toLocaleLowerCase("en-IN"))),
        where,
      ).toBe(true);
    }
    expect(named).toBeGreaterThanOrEqual(2);
  });

  it("gives at least 6 different headings in 10 generations of one photo", () => {
    for (const p of photos) {
      const headings = new Set(
        Array.from(
          { length: 10 },
          (_, g) => writeOfflinePost(input(p.facts, language, { seed: `generation-${g}` })).result.postHeading,
        ),
      );
      expect(headings.size, `${language}/${p.name}: ${[...headings].join(" | ")}`).toBeGreaterThanOrEqual(6);
    }
  });

  it("writes alt text as a sentence, not a list of tags", () => {
    for (const p of photos) {
      const { altText } = writeOfflinePost(input(p.facts, language)).result;
      expect(altText, `${language}/${p.name}`).toMatch(/[.।۔]$/u);
      expect(altText, `${language}/${p.name}`).not.toMatch(/^[^:—]{1,40}: /u);
    }
  });

  it("carries no engagement or uniqueness figure", () => {
    for (const p of photos) {
      for (const variation of [0, 1, 2]) {
        const { result } = writeOfflinePost(input(p.facts, language, { variation }));
        expect(result.engagementPrediction).toBeUndefined();
        expect(result.uniquenessScore).toBeUndefined();
      }
    }
  });

  it("writes a valid carousel post from all six photos", () => {
    const { result } = writeOfflinePost({
      ...input(photos[0]?.facts as ImageAnalysis, language, { plan: "pro", seed: `${language}/carousel` }),
      images: photos.map((p) => p.facts),
    });
    expect(validateResult(result, { language, script: "native" })).toMatchObject({ ok: true });
    expect(checkLanguage(result.detailedDescription, language)).toEqual({ ok: true });
    expect(result.hashtags.map((t) => t.toLowerCase())).not.toContain("captionkaro");
  });
});
