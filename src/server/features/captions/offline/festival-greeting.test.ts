/**
 * The offline writer's festival line (issue 28, decision 743): a note that makes a festival the
 * post's angle ("Diwali post", the Create Post one-tap angle) adds that festival's greeting from
 * the calendar, in the post's language, when the festival is kept in that language's region.
 */
import { describe, expect, it } from "vitest";
import type { LanguageCode } from "#contract/languages.ts";
import { validateResult } from "../normalize.ts";
import type { ImageAnalysis } from "./types.ts";
import { writeOfflinePost } from "./writer.ts";

const NOTHING_FOUND: ImageAnalysis = {
  colours: ["grey", "green"],
  brightness: "normal",
  orientation: "square",
  peopleCount: 0,
  objects: [],
  faceCount: 0,
};

const write = (note: string, language: LanguageCode, script: "native" | "latin" = "native") =>
  writeOfflinePost({
    images: [NOTHING_FOUND],
    note,
    contentField: "lifestyle",
    tone: "festive",
    language,
    script,
    plan: "pro",
    productHashtag: "CaptionKaro",
    hashtagCap: 5,
    seed: `festival-${language}`,
  });

describe("the offline writer's festival greeting", () => {
  it.each([
    ["Diwali post", "hindi", "दीपावली की हार्दिक शुभकामनाएँ"],
    ["Diwali post", "marathi", "दिवाळीच्या हार्दिक शुभेच्छा"],
    ["Pongal post", "tamil", "இனிய பொங்கல் நல்வாழ்த்துகள்"],
    ["Onam post", "malayalam", "എല്ലാവർക്കും ഓണാശംസകൾ"],
    ["Eid post", "urdu", "عید الفطر مبارک"],
    ["Durga Puja post", "bengali", "শারদীয়ার আন্তরিক শুভেচ্ছা"],
    ["Christmas post", "english", "Merry Christmas!"],
  ] as const)("“%s” in %s adds “%s”, and the post still passes the language checks", (note, language, greeting) => {
    for (const variation of [0, 1, 2]) {
      const { result } = writeOfflinePost({
        images: [NOTHING_FOUND],
        note,
        contentField: "lifestyle",
        tone: "festive",
        language,
        script: "native",
        plan: "pro",
        productHashtag: "CaptionKaro",
        hashtagCap: 5,
        seed: `festival-${language}`,
        variation,
      });
      expect(result.caption.split("\n"), `${language} variation ${variation}`).toContain(greeting);
      expect(validateResult(result, { language, script: "native" })).toMatchObject({ ok: true });
    }
  });

  it("adds no greeting for a festival not kept in the language's region, nor to a romanised post", () => {
    // Pongal is Tamil Nadu's and has no Hindi greeting: the Hindi post names it, greets with nothing of it.
    const hindi = write("Pongal post", "hindi").result.caption;
    expect(hindi).not.toMatch(/[\u0B80-\u0BFF]/u);
    // Hinglish (Roman letters): the calendar's greetings are in Devanagari, so none is added.
    const hinglish = write("Diwali post", "hindi", "latin").result.caption;
    expect(hinglish).not.toMatch(/[\u0900-\u097F]/u);
    expect(write("Diwali post", "hindi").result.caption.split("\n")).toContain("दीपावली की हार्दिक शुभकामनाएँ");
  });
});
