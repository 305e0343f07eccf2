/**
 * Text in the photo, end to end (decision 206): real photos with a shop sign and a poster are
 * analysed (detectors and OCR, no network), and the offline writer quotes what was read, as it
 * is written, in the post's own language around it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "#contract/languages.ts";
import { analyseImage } from "#server/media/analysis/analyse.ts";
import { createObjectDetector } from "#server/media/analysis/detector.ts";
import { createTextReader } from "#server/media/analysis/text-reader.ts";
import { realPhotos } from "#test/helpers/photos.ts";
import { chaiPointSign, salePoster } from "#test/helpers/text-photos.ts";
import { validateResult } from "../normalize.ts";
import { checkLanguage } from "../script-check.ts";
import { tagFromWords } from "./hashtags.ts";
import type { ImageAnalysis } from "./types.ts";
import { type OfflineWriterInput, writeOfflinePost } from "./writer.ts";

/** The writer makes a text's tag from its words of letters (hashtags.ts). */
const hashtagFromText = (text: string) => tagFromWords(text.replace(/[^A-Za-z\s]/gu, " "));

const detector = createObjectDetector();
const reader = createTextReader({ timeoutMs: 30_000 });
let sign: ImageAnalysis;
let poster: ImageAnalysis;
let dinner: ImageAnalysis;

beforeAll(async () => {
  sign = await analyseImage(await chaiPointSign(), detector, reader);
  poster = await analyseImage(await salePoster(), detector, reader);
  const photo = (await realPhotos()).find((p) => p.name === "dinner");
  dinner = await analyseImage(photo?.jpeg as Buffer, detector, reader);
});
afterAll(() => Promise.all([detector.close(), reader.close()]));

const input = (facts: ImageAnalysis, language: OfflineWriterInput["language"], variation = 0): OfflineWriterInput => ({
  images: [facts],
  contentField: "food",
  tone: "friendly",
  language,
  script: "native",
  plan: "pro",
  productHashtag: "CaptionKaro",
  hashtagCap: 5,
  seed: `text-${language}`,
  variation,
});

/** How each language says "it is written" around the quote, from its own alt text sentence. */
const SAYS: Record<"english" | "hindi" | "tamil", string> = {
  english: "Text in the photo reads “CHAI POINT”.",
  hindi: "तस्वीर में “CHAI POINT” लिखा है।",
  tamil: "படத்தில் “CHAI POINT” என்று எழுதியிருக்கிறது.",
};

describe("the offline writer quotes the text read in a photo", () => {
  it("analysis read the sign and the poster, and nothing at the dinner table", () => {
    expect(sign.text).toBe("CHAI POINT");
    expect(poster.text).toBe("SALE 50%");
    expect(dinner.text).toBeUndefined();
  });

  it.each(Object.entries(SAYS))("in %s: the caption and the alt text quote it as written", (language, sentence) => {
    for (const variation of [0, 1, 2]) {
      const { result } = writeOfflinePost(input(sign, language as OfflineWriterInput["language"], variation));
      expect(result.caption).toContain("“CHAI POINT”");
      // A Hindi alt text of two people is too short to carry 9 Latin letters and keep the 80 %
      // of Devanagari the script check demands: it says who is there, the caption quotes the sign.
      if (language !== "hindi") expect(result.altText).toContain(sentence);
      expect(result.detailedDescription).toContain("“CHAI POINT”");
      expect(validateResult(result, { language: language as never, script: "native" })).toMatchObject({ ok: true });
    }
    const { result } = writeOfflinePost(input(poster, language as OfflineWriterInput["language"]));
    expect(result.caption).toContain("“SALE 50%”");
    expect(result.altText).toContain("“SALE 50%”");
  });

  it("keeps the text in every language's caption, still passing that language's script check", () => {
    for (const { code } of LANGUAGES) {
      const { result } = writeOfflinePost(input(sign, code));
      expect(result.caption, code).toContain("“CHAI POINT”");
      for (const text of [result.postHeading, result.caption, result.altText, result.detailedDescription])
        expect(checkLanguage(text, code), `${code}: ${text}`).toEqual({ ok: true });
    }
  });

  it("offers a hashtag made from the text, and none from a photo without text", () => {
    expect(hashtagFromText("CHAI POINT")).toBe("ChaiPoint");
    expect(hashtagFromText("SALE 50%")).toBe("Sale");
    expect(hashtagFromText("50%")).toBeUndefined();
    expect(writeOfflinePost(input(sign, "hindi")).result.hashtags).toContain("ChaiPoint");
    expect(writeOfflinePost(input(poster, "tamil")).result.hashtags).toContain("Sale");
    const plain = writeOfflinePost(input(dinner, "english")).result;
    expect(plain.caption).not.toContain("“");
    expect(plain.altText).not.toMatch(/reads|“/u);
  });

  it("quotes it in romanised posts too, in the language's own romanised words", () => {
    const expected: [OfflineWriterInput["language"], string][] = [
      ["hindi", "Photo mein likha hai “CHAI POINT”."],
      ["tamil", "Photo-la “CHAI POINT” nu ezhudhi irukku."],
      // Odia has no romanised bank: the post falls back to English, and so does the sentence.
      ["odia", "Text in the photo reads “CHAI POINT”."],
    ];
    for (const [language, sentence] of expected) {
      const { result } = writeOfflinePost({ ...input(sign, language), script: "latin" });
      expect(result.caption, language).toContain("“CHAI POINT”");
      expect(result.altText, language).toContain(sentence);
      expect(result.hashtags, language).toContain("ChaiPoint");
      expect(validateResult(result, { language, script: "latin" }), language).toMatchObject({ ok: true });
    }
  });

  it("leaves long Latin text out of a short native-script alt text rather than fail its script check", () => {
    const long = { ...sign, text: "FRESH SUGARCANE JUICE AVAILABLE HERE TODAY ONLY" };
    const { result } = writeOfflinePost(input(long, "tamil"));
    expect(checkLanguage(result.altText, "tamil")).toEqual({ ok: true });
    expect(validateResult(result, { language: "tamil", script: "native" })).toMatchObject({ ok: true });
  });
});
