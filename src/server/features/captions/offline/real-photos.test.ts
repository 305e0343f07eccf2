/**
 * The offline writer on real photographs (issue 26): the test photos analysed as at upload,
 * with the detector and text reader answering from their recordings (decision 701), among them
 * an animal and a drink (scikit-image's CC0 cat and coffee, committed as JPEG; decision 741),
 * and a vehicle whose analysis is modelled on issue 26's red car (no vehicle photo with a
 * licence is in the repository). Every photo in every language: the subject named, nothing
 * claimed that analysis was unsure of, and no two photos given the same post.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { generatedResultSchema } from "#contract/captions.ts";
import { LANGUAGES, type LanguageCode } from "#contract/languages.ts";
import { TEST_CONCEPTS } from "#test/fixtures/concepts.ts";
import { PEOPLE_WORDS } from "#test/helpers/people-words.ts";
import { type AnalysedPhoto, recordedPhotoAnalyses } from "#test/helpers/recorded-photos.ts";
import { validateResult } from "../normalize.ts";
import { checkLanguage } from "../script-check.ts";
import { PHOTO_WORDS } from "./photo/index.ts";
import type { ImageAnalysis } from "./types.ts";
import { VOCABULARY } from "./vocabulary/index.ts";
import type { Concept } from "./vocabulary/types.ts";
import { type OfflineWriterInput, writeOfflinePost } from "./writer.ts";

const vocabulary: readonly Concept[] = [...TEST_CONCEPTS, ...VOCABULARY];

/**
 * MODELLED, not recorded: issue 26's red car as analysis reported it (the photo is not in the
 * repository), with the colour analysis gives a thing from its box (decision 741) set to red.
 */
const MODELLED: AnalysedPhoto[] = [
  {
    name: "car",
    shows: "a red car (modelled on issue 26: car at 0.45, its box red)",
    field: "travel",
    analysis: {
      colours: ["grey", "brown"],
      brightness: "normal",
      orientation: "landscape",
      peopleCount: 0,
      objects: [],
      tentative: [{ label: "car", confidence: 0.45, count: 1, area: 0.42, position: "left", colour: "red" }],
      faceCount: 0,
    },
  },
];

/** What each photo's post must name: a concept, people, the photo's text, or nothing (asks for a note). */
const EXPECTED: Record<string, { concept?: string; people?: true; text?: string; ask?: true }> = {
  dinner: { people: true },
  ceiling: { ask: true },
  robot: { people: true },
  group: { people: true },
  food: { ask: true },
  street: { people: true },
  sign: { people: true, text: "CHAI POINT" },
  poster: { text: "SALE 50%" },
  studio: { people: true },
  // The detector calls this tabby a "dog" at 0.46: the writer names what both are.
  cat: { concept: "animal" },
  coffee: { concept: "cup" },
  car: { concept: "car" },
};
/** The modelled car's alt text names it with its colour, in each language (decision 746). */
const RED_CAR: Record<LanguageCode, string> = {
  english: "red car",
  hindi: "लाल कार",
  urdu: "سرخ کار",
  punjabi: "ਲਾਲ ਕਾਰ",
  marathi: "लाल गाडी",
  gujarati: "લાલ કાર",
  bengali: "লাল গাড়ি",
  odia: "ନାଲି କାର୍",
  tamil: "சிவப்பு கார்",
  telugu: "ఎర్రని కారు",
  kannada: "ಕೆಂಪು ಕಾರು",
  malayalam: "ചുവന്ന കാർ",
};
/** COCO classes a photo's post must never name (what the detector mistook it for). */
const NEVER: Record<string, string[]> = { cat: ["dog"] };
/** Photos of the same kind as another in the set (ask for a note like the ceiling; a person on a street like the robot). */
const SAME_KIND = new Set(["food", "street"]);

let photos: AnalysedPhoto[] = [];
beforeAll(async () => {
  photos = [...(await recordedPhotoAnalyses()), ...MODELLED];
});

const input = (analysis: ImageAnalysis, language: LanguageCode, more: Partial<OfflineWriterInput> = {}) =>
  ({
    images: [analysis],
    contentField: "lifestyle",
    tone: "friendly",
    language,
    script: "native",
    plan: "free",
    productHashtag: "CaptionKaro",
    hashtagCap: 5,
    seed: "same-seed",
    vocabulary,
    ...more,
  }) satisfies OfflineWriterInput;

const wordsOf = (text: string) =>
  text
    .toLocaleLowerCase("en-IN")
    .split(/[^\p{L}\p{M}]+/u)
    .filter(Boolean);

/** The concept's forms in a language (any of them: count and case vary). */
function formsIn(concept: Concept, language: LanguageCode): string[] {
  return Object.entries(concept.forms[language])
    .filter(([key, value]) => key !== "g" && typeof value === "string")
    .map(([, value]) => value as string);
}

describe("the recorded analyses of the real photos", () => {
  it("are different photos, and the unsure findings are there for the writer to weigh", () => {
    const by = Object.fromEntries(photos.map((p) => [p.name, p.analysis]));
    expect(new Set(photos.map((p) => JSON.stringify(p.analysis))).size).toBe(photos.length);
    expect(by.dinner?.objects?.map((o) => o.label)).toContain("cup");
    // The robot's street: walkers found only at 0.45 (below analysis' 0.5, above the writer's person bar).
    expect(by.robot?.peopleCount).toBe(0);
    expect(by.robot?.tentative?.some((o) => o.label === "person" && o.confidence >= 0.4)).toBe(true);
    // The studio render: analysis' sky measure says outdoors and day, with no thing to back it.
    expect(by.studio?.setting).toBe("outdoors");
    expect(by.sign?.text).toBe("CHAI POINT");
    // The real animal and drink: each found only below analysis' 0.5 bar; the cat as a "dog",
    // with a face detection on it.
    expect(by.cat?.tentative?.map((o) => o.label)).toEqual(["dog"]);
    expect(by.cat?.faceCount).toBe(1);
    expect(by.coffee?.tentative?.map((o) => o.label)).toContain("cup");
    for (const name of ["cat", "coffee"]) expect(by[name]?.objects, name).toEqual([]);
  });
});

describe.each(LANGUAGES.map((l) => [l.code] as const))("offline writer on real photos in %s", (language) => {
  it("writes a valid post naming the main subject whenever analysis gives one", () => {
    for (const photo of photos) {
      const where = `${language}/${photo.name} (${photo.shows})`;
      const { result, meta } = writeOfflinePost(
        input(photo.analysis, language, { contentField: photo.field, seed: where }),
      );
      expect(generatedResultSchema.safeParse(result).success, where).toBe(true);
      expect(validateResult(result, { language, script: "native" }), where).toMatchObject({ ok: true });
      for (const text of [result.postHeading, result.caption, result.altText, result.detailedDescription])
        expect(checkLanguage(text, language), `${where}: ${text}`).toEqual({ ok: true });
      expect(result.altText.length, where).toBeLessThanOrEqual(125);
      expect(meta.postHashtags, where).toHaveLength(5);

      const expected = EXPECTED[photo.name] ?? {};
      expect(meta.askForNote, where).toBe(expected.ask === true);
      const named = `${result.caption} ${result.altText}`;
      if (expected.ask) {
        expect(result.caption, where).toContain(PHOTO_WORDS[language].ask.lines[0]);
        expect(result.altText, where).toBe(PHOTO_WORDS[language].ask.alt);
      }
      if (expected.concept) {
        const concept = vocabulary.find((c) => c.id === expected.concept) as Concept;
        expect(
          formsIn(concept, language).some((form) => named.includes(form) && result.postHeading.includes(form)),
          `${where} names the ${concept.id} in heading, caption and alt text:\n${result.postHeading}\n${named}`,
        ).toBe(true);
      }
      for (const label of NEVER[photo.name] ?? []) {
        const all = wordsOf([result.postHeading, named, result.detailedDescription].join(" "));
        const wrong = vocabulary.filter((c) => c.coco?.includes(label));
        expect(wrong.length, label).toBeGreaterThan(0);
        for (const form of wrong.flatMap((c) => formsIn(c, language)))
          expect(all, `${where} never names a ${label}`).not.toContain(form.toLocaleLowerCase("en-IN"));
      }
      if (expected.text) expect(result.caption, where).toContain(`“${expected.text}”`);
      if (photo.name === "car") expect(result.altText, where).toContain(RED_CAR[language]);
      const people = wordsOf([result.postHeading, named].join(" ")).filter((w) => PEOPLE_WORDS[language].includes(w));
      if (expected.people) expect(people.length, `${where} names the people`).toBeGreaterThan(0);
      else expect(people, `${where} names no people`).toEqual([]);
    }
  });

  it("gives every pair of photos a different caption, heading, alt text and post hashtags (same seed, field and tone)", () => {
    const distinct = photos.filter((p) => !SAME_KIND.has(p.name));
    expect(distinct.length).toBeGreaterThanOrEqual(10);
    const outs = distinct.map((p) => writeOfflinePost(input(p.analysis, language)));
    for (const part of ["caption", "postHeading", "altText"] as const)
      expect(new Set(outs.map((o) => o.result[part])).size, part).toBe(distinct.length);
    expect(new Set(outs.map((o) => o.meta.postHashtags.join(" "))).size).toBe(distinct.length);
  });

  it("claims no setting or time of day that analysis was unsure of, and never calls an animal a face", () => {
    const words = PHOTO_WORDS[language];
    // A vehicle is an outdoor thing, but analysis was not sure of the (modelled) car.
    for (const name of ["studio", "robot", "group", "cat", "car", "coffee"]) {
      const photo = photos.find((p) => p.name === name) as AnalysedPhoto;
      const { result } = writeOfflinePost(input(photo.analysis, language));
      const prose = [result.caption, result.altText, result.detailedDescription].join(" ");
      for (const claim of [words.setting.outdoors, words.setting.indoors, words.light.day, words.light.night])
        expect(prose, `${language}/${name}: ${claim}`).not.toContain(claim);
      if (name === "cat") expect(prose, language).not.toContain(words.faces.one);
    }
  });

  it("says it could not tell what a photo shows, and asks for a note, only when nothing was recognised", () => {
    const ceiling = photos.find((p) => p.name === "ceiling") as AnalysedPhoto;
    const asked = writeOfflinePost(input(ceiling.analysis, language));
    expect(asked.meta.askForNote).toBe(true);
    expect(asked.result.postHeading).toBe(PHOTO_WORDS[language].ask.headings[0]);
    const withNote = writeOfflinePost(input(ceiling.analysis, language, { note: "Zorbo the robot" }));
    expect(withNote.meta.askForNote).toBe(false);
    expect(withNote.result.caption).toContain("“Zorbo the robot”");
  });
});
