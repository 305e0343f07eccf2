import { describe, expect, it } from "vitest";
import {
  ALT_TEXT_MAX_CHARS,
  CAPTION_MAX_CHARS,
  CONTENT_FIELDS,
  type ContentField,
  generatedResultSchema,
  HASHTAG_LIST_MAX,
  TONES,
} from "#contract/captions.ts";
import { normalizeHashtags } from "#contract/hashtags.ts";
import { LANGUAGE_CODES, type LanguageCode } from "#contract/languages.ts";
import { TEST_CONCEPTS } from "#test/fixtures/concepts.ts";
import { PEOPLE_WORDS, ROMANISED_PEOPLE_WORDS } from "#test/helpers/people-words.ts";
import { normalizeResult, validateResult } from "../normalize.ts";
import { checkLanguage } from "../script-check.ts";
import { FIELD_TAGS, GENERIC_TAGS } from "./hashtags.ts";
import { LATIN_BANKS, NATIVE_BANKS } from "./phrases/index.ts";
import type { ImageAnalysis, PhraseBank } from "./types.ts";
import { confidentObjects, type OfflineWriterInput, writeOfflinePost } from "./writer.ts";

const PRODUCT_TAG = "TestProductTag";
const CAP = 5;

const FOOD: ImageAnalysis = {
  colours: ["white", "brown"],
  brightness: "bright",
  orientation: "square",
  objects: [
    // Cake and plate are not in the test vocabulary: detected, but the writer has no words for them.
    { label: "cake", confidence: 0.91 },
    { label: "plate", confidence: 0.84 },
    { label: "cup", confidence: 0.8, count: 2 },
    { label: "dog", confidence: 0.3 },
  ],
};
const LANDSCAPE: ImageAnalysis = { colours: ["blue", "green"], brightness: "normal", orientation: "landscape" };
const ONE_PERSON: ImageAnalysis = {
  colours: ["black", "grey"],
  brightness: "dark",
  orientation: "portrait",
  peopleCount: 1,
};
const ANALYSES = { food: FOOD, landscape: LANDSCAPE, person: ONE_PERSON } as const;

const wordsOf = (text: string) =>
  text
    .toLocaleLowerCase("en-IN")
    .split(/[^\p{L}\p{M}]+/u)
    .filter(Boolean);

function run(overrides: Partial<OfflineWriterInput> & Pick<OfflineWriterInput, "language">) {
  return writeOfflinePost({
    images: [FOOD],
    contentField: "food",
    tone: "friendly",
    script: "native",
    plan: "free",
    productHashtag: PRODUCT_TAG,
    hashtagCap: CAP,
    seed: "seed-1",
    vocabulary: TEST_CONCEPTS,
    ...overrides,
  });
}

const LANGS_WITH_BANKS = LANGUAGE_CODES.filter((l) => NATIVE_BANKS[l] !== undefined);

describe("offline writer: every language × field × photo", () => {
  it("has a native-script bank for every language", () => {
    expect(LANGS_WITH_BANKS).toEqual(LANGUAGE_CODES);
  });

  for (const language of LANGS_WITH_BANKS) {
    it(`writes valid, ${language} posts for all fields and photos`, () => {
      let toneIndex = 0;
      for (const field of CONTENT_FIELDS) {
        for (const [name, analysis] of Object.entries(ANALYSES)) {
          const tone = TONES[toneIndex++ % TONES.length] ?? "friendly";
          const where = `${language}/${field}/${name}/${tone}`;
          const out = run({ language, contentField: field, images: [analysis], tone, seed: where });
          const r = out.result;

          expect(generatedResultSchema.safeParse(r).success, where).toBe(true);
          // The same validation every provider's answer goes through.
          expect(validateResult(normalizeResult(r), { language, script: "native" }), where).toEqual({
            ok: true,
            result: r,
          });
          for (const [part, text] of Object.entries({
            postHeading: r.postHeading,
            caption: r.caption,
            altText: r.altText,
            detailedDescription: r.detailedDescription,
          })) {
            expect(checkLanguage(text, language), `${where} ${part}: ${text}`).toEqual({ ok: true });
          }
          expect(r.caption.length).toBeLessThanOrEqual(CAPTION_MAX_CHARS);
          expect(r.altText.length).toBeLessThan(ALT_TEXT_MAX_CHARS);
          expect(r.caption).not.toMatch(/\{\w+\}/u);
          expect(r.detailedDescription).not.toMatch(/\{\w+\}/u);

          expectHashtagRules(r.hashtags, field, true, where);
          expect(out.meta.postHashtags).toEqual(r.hashtags.slice(0, CAP));

          // No figure without a basis (decision 203).
          expect(r.engagementPrediction).toBeUndefined();

          const prose = wordsOf([r.postHeading, r.caption, r.detailedDescription, r.altText].join(" "));
          const peopleWords = PEOPLE_WORDS[language];
          if (analysis.peopleCount) {
            expect(
              prose.some((w) => peopleWords.includes(w)),
              `${where} names the detected person`,
            ).toBe(true);
          } else {
            expect(
              prose.filter((w) => peopleWords.includes(w)),
              `${where} names no people`,
            ).toEqual([]);
          }
        }
      }
    });
  }
});

function expectHashtagRules(hashtags: readonly string[], field: ContentField, free: boolean, where: string) {
  expect(hashtags.length, where).toBeGreaterThanOrEqual(CAP);
  expect(hashtags.length, where).toBeLessThanOrEqual(HASHTAG_LIST_MAX);
  expect(normalizeHashtags(hashtags), `${where} hashtags are normalised`).toEqual(hashtags);
  const post = hashtags.slice(0, CAP).map((t) => t.toLowerCase());
  const lower = (list: readonly string[]) => list.map((t) => t.toLowerCase());
  expect(
    post.some((t) => lower(FIELD_TAGS[field].broad).includes(t)),
    `${where} post set has the field's broad tag`,
  ).toBe(true);
  // At most one generic creator tag (#IndianCreators …) in the whole list (issue 26).
  expect(lower(hashtags).filter((t) => lower(GENERIC_TAGS).includes(t)).length, where).toBeLessThanOrEqual(1);
  expect(post.includes(PRODUCT_TAG.toLowerCase()), `${where} free-plan tag among the first ${CAP}`).toBe(free);
  if (!free) expect(lower(hashtags)).not.toContain(PRODUCT_TAG.toLowerCase());
}

describe("offline writer: plans, seeds and variations", () => {
  it("keeps the product tag out of paid plans' hashtags", () => {
    for (const plan of ["starter", "pro", "business"] as const) {
      const out = run({ language: "hindi", plan });
      expectHashtagRules(out.result.hashtags, "food", false, plan);
    }
  });

  it("gives the same post for the same seed and different captions for different seeds", () => {
    for (const language of LANGS_WITH_BANKS) {
      const a = run({ language, seed: "alpha", tone: "witty", contentField: "travel" });
      const again = run({ language, seed: "alpha", tone: "witty", contentField: "travel" });
      expect(again).toEqual(a);
      const captions = new Set(
        ["alpha", "beta", "gamma", "delta"].map(
          (seed) => run({ language, seed, tone: "witty", contentField: "travel" }).result.caption,
        ),
      );
      expect(captions.size, language).toBeGreaterThanOrEqual(3);
      const b = run({ language, seed: "beta", tone: "witty", contentField: "travel" });
      expect(b.result.caption, language).not.toBe(a.result.caption);
    }
  });

  it("writes three different captions for the three variations of one request", () => {
    for (const language of LANGS_WITH_BANKS) {
      const captions = new Set([0, 1, 2].map((variation) => run({ language, variation }).result.caption));
      expect(captions.size, language).toBe(3);
    }
  });
});

describe("offline writer: only what was detected", () => {
  it("ignores detections below the confidence threshold and labels it does not know", () => {
    expect(confidentObjects([FOOD])).toEqual(["cake", "plate", "cup"]);
    expect(confidentObjects([{ ...LANDSCAPE, objects: [{ label: "toaster", confidence: 0.99 }] }])).toEqual([]);
    expect(confidentObjects([{ ...LANDSCAPE, objects: [{ label: "cell phone", confidence: 0.8 }] }])).toEqual([
      "phone",
    ]);
    for (const language of LANGS_WITH_BANKS) {
      const dog = TEST_CONCEPTS.find((c) => c.id === "dog")?.forms[language].one as string;
      const r = run({ language }).result;
      expect([r.caption, r.detailedDescription, r.altText].join(" "), language).not.toContain(dog);
    }
  });

  it("counts a few people exactly and does not count a crowd (the detector under-counts crowds)", () => {
    const few = run({ language: "english", images: [{ ...LANDSCAPE, peopleCount: 3 }], contentField: "lifestyle" });
    expect(few.result.altText).toContain("Three people");
    const crowd = run({ language: "english", images: [{ ...LANDSCAPE, peopleCount: 4 }], contentField: "lifestyle" });
    expect(crowd.result.altText).toContain("A group of people");
    expect(crowd.result.altText).not.toMatch(/\d|four/u);
  });

  it("keeps alt text under the limit even with many facts", () => {
    const busy: ImageAnalysis = {
      colours: ["purple", "orange", "yellow"],
      brightness: "bright",
      orientation: "portrait",
      peopleCount: 12,
      objects: [
        { label: "suitcase", confidence: 0.9 },
        { label: "backpack", confidence: 0.9 },
        { label: "handbag", confidence: 0.9 },
      ],
    };
    for (const language of LANGS_WITH_BANKS) {
      const r = run({ language, images: [busy], contentField: "travel" }).result;
      expect(r.altText.length, language).toBeLessThan(ALT_TEXT_MAX_CHARS);
      expect(checkLanguage(r.altText, language)).toEqual({ ok: true });
    }
  });
});

describe("offline writer: romanised mode", () => {
  const ROMANISED: readonly LanguageCode[] = ["hindi", "marathi", "punjabi", "bengali", "tamil", "telugu"];

  it("has romanised banks for at least Hindi, Marathi, Punjabi, Bengali, Tamil and Telugu", () => {
    for (const language of ROMANISED) expect(LATIN_BANKS[language], language).toBeDefined();
  });

  for (const language of LANGUAGE_CODES.filter((l) => LATIN_BANKS[l] !== undefined && l !== "english")) {
    it(`writes ${language} in Latin letters for all fields and photos`, () => {
      for (const field of CONTENT_FIELDS) {
        for (const [name, analysis] of Object.entries(ANALYSES)) {
          const where = `${language}/latin/${field}/${name}`;
          const out = run({ language, script: "latin", contentField: field, images: [analysis], seed: where });
          expect(out.meta.fallback, where).toBeUndefined();
          const r = out.result;
          for (const text of [r.postHeading, r.caption, r.altText, r.detailedDescription]) {
            expect(checkLanguage(text, language, { script: "latin" }), `${where}: ${text}`).toEqual({ ok: true });
          }
          expect(r.altText.length).toBeLessThan(ALT_TEXT_MAX_CHARS);
          expectHashtagRules(r.hashtags, field, true, where);
          const prose = wordsOf([r.postHeading, r.caption, r.detailedDescription, r.altText].join(" "));
          if (!analysis.peopleCount) {
            expect(
              prose.filter((w) => ROMANISED_PEOPLE_WORDS.includes(w)),
              where,
            ).toEqual([]);
          }
        }
      }
    });
  }

  it("falls back to English, and says so, for a language without a romanised bank", () => {
    for (const language of LANGUAGE_CODES.filter((l) => LATIN_BANKS[l] === undefined)) {
      const out = run({ language, script: "latin" });
      expect(out.meta.fallback?.language, language).toBe("english");
      expect(checkLanguage(out.result.caption, language, { script: "latin" })).toEqual({ ok: true });
    }
  });
});

describe("phrase banks", () => {
  const banks = [
    ...Object.values(NATIVE_BANKS),
    ...Object.values(LATIN_BANKS).filter((b): b is PhraseBank => b !== undefined),
  ];

  it("are complete and well formed", () => {
    for (const bank of banks) {
      const where = `${bank.language}/${bank.script}`;
      const all: string[] = [...bank.cta, ...bank.objectLines, ...bank.colourLines];
      for (const field of CONTENT_FIELDS) {
        const f = bank.fields[field];
        expect(f.headings.length, `${where} ${field} headings`).toBeGreaterThanOrEqual(2);
        expect(f.openers.length, `${where} ${field} openers`).toBeGreaterThanOrEqual(2);
        expect(f.lines.length, `${where} ${field} lines`).toBeGreaterThanOrEqual(3);
        expect(f.description.length, `${where} ${field} description`).toBeGreaterThanOrEqual(1);
        all.push(...f.headings, ...f.openers, ...f.lines, ...f.description);
      }
      for (const tone of TONES) {
        const t = bank.tones[tone];
        expect(t.openers.length, `${where} ${tone}`).toBeGreaterThanOrEqual(2);
        expect(t.closers.length, `${where} ${tone}`).toBeGreaterThanOrEqual(2);
        all.push(...t.openers, ...t.closers);
      }
      for (const line of bank.objectLines) expect(line, where).toContain("{objects}");
      for (const line of bank.colourLines) expect(line, where).toContain("{colours}");
      for (const line of bank.peopleLines.group) expect(line, where).toContain("{count}");
      // Only the detail lines may have slots; every other sentence stands on its own.
      const slotFree = all.filter((l) => !bank.objectLines.includes(l) && !bank.colourLines.includes(l));
      for (const line of slotFree) expect(line, `${where}: ${line}`).not.toMatch(/[{}]/u);
      for (const line of all) expect(line, `${where}: "${line}"`).toBe(line.trim());
      for (const word of Object.values(bank.objects)) expect(word.length, where).toBeGreaterThan(0);
      for (const word of Object.values(bank.colours)) expect(word.length, where).toBeGreaterThan(0);
    }
  });

  it("say nothing about people outside the people lines", () => {
    for (const bank of banks) {
      const peopleWords = new Set([
        ...bank.peopleWords,
        ...(bank.script === "native" ? PEOPLE_WORDS[bank.language] : ROMANISED_PEOPLE_WORDS),
      ]);
      const general = [
        ...bank.cta,
        ...bank.objectLines,
        ...bank.colourLines,
        ...bank.lightLines.dark,
        ...bank.lightLines.bright,
        ...CONTENT_FIELDS.flatMap((f) => [
          ...bank.fields[f].headings,
          ...bank.fields[f].openers,
          ...bank.fields[f].lines,
          ...bank.fields[f].description,
        ]),
        ...TONES.flatMap((t) => [...bank.tones[t].openers, ...bank.tones[t].closers]),
      ];
      for (const line of general) {
        expect(
          wordsOf(line).filter((w) => peopleWords.has(w)),
          `${bank.language}/${bank.script}: ${line}`,
        ).toEqual([]);
      }
    }
  });
});

describe("offline writer: the user's own hashtags", () => {
  const own = ["#PriyaBakes", "punecakes", "cuppatime", "HomeBaker", "EgglessCakes", "BakeryLife", "SeventhTag"];

  it("offers the tags from the user's brand examples right after the post's set, which stays the writer's", () => {
    for (const plan of ["free", "pro"] as const) {
      const plain = run({ language: "hindi", plan });
      const out = run({ language: "hindi", plan, brandHashtags: own });
      const tags = out.result.hashtags;
      // The post's set is untouched: the same five tags, with the product tag on the free plan.
      expect(tags.slice(0, CAP)).toEqual(plain.result.hashtags.slice(0, CAP));
      expect(out.meta.postHashtags).toEqual(plain.meta.postHashtags);
      // Then the user's tags, cleaned, at most five, without one the writer already suggests.
      expect(tags.slice(CAP, CAP + 4)).toEqual(["PriyaBakes", "punecakes", "HomeBaker", "EgglessCakes"]);
      expect(tags.filter((t) => t.toLowerCase() === "cuppatime")).toHaveLength(1);
      expect(tags).not.toContain("SeventhTag");
      expect(tags.length).toBeLessThanOrEqual(HASHTAG_LIST_MAX);
      expect(generatedResultSchema.safeParse(out.result).success).toBe(true);
      // Nothing else changes: the writer does not pretend to have taken on the voice.
      expect({ ...out.result, hashtags: [] }).toEqual({ ...plain.result, hashtags: [] });
      expect({ ...out.meta, postHashtags: [] }).toEqual({ ...plain.meta, postHashtags: [] });
    }
  });

  it("writes exactly what it wrote before when there are no brand tags", () => {
    expect(run({ language: "tamil", brandHashtags: [] })).toEqual(run({ language: "tamil" }));
  });
});
