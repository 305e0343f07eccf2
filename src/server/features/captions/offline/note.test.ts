/**
 * The creator's note (issue 26): one line in any language or script, Hinglish included. Its
 * subject is named in every output language — the vocabulary's form where the vocabulary knows
 * it, the creator's own words, quoted and untouched, where it does not — on a photo where
 * analysis found nothing, so the note is all the writer has.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, type LanguageCode } from "#contract/languages.ts";
import { TEST_CONCEPTS } from "#test/fixtures/concepts.ts";
import { validateResult } from "../normalize.ts";
import { matchNote } from "./concepts.ts";
import type { ImageAnalysis } from "./types.ts";
import type { Concept } from "./vocabulary/types.ts";
import { writeOfflinePost } from "./writer.ts";

const NOTHING_FOUND: ImageAnalysis = {
  colours: ["grey", "green"],
  brightness: "normal",
  orientation: "square",
  peopleCount: 0,
  objects: [],
  faceCount: 0,
};
const byId = (id: string) => TEST_CONCEPTS.find((c) => c.id === id) as Concept;

const write = (note: string, language: LanguageCode, script: "native" | "latin" = "native") =>
  writeOfflinePost({
    images: [NOTHING_FOUND],
    note,
    contentField: "lifestyle",
    tone: "friendly",
    language,
    script,
    plan: "free",
    productHashtag: "CaptionKaro",
    hashtagCap: 5,
    seed: `note-${language}`,
    vocabulary: TEST_CONCEPTS,
  });

const NOTES: [string, string, string][] = [
  ["English", "Mom's rajma chawal", "rajma-chawal"],
  ["Hindi (Devanagari)", "नई बाइक की पहली राइड", "motorbike"],
  ["Hinglish", "meri billi ka pehla birthday", "cat"],
  ["Tamil", "எங்க வீட்டு நாயுடன் ஒரு மாலை", "dog"],
];

describe("matching a note to the vocabulary", () => {
  it("finds the concept in any script, romanised spellings and case endings too, longest match first", () => {
    expect(matchNote("Mom's rajma chawal", TEST_CONCEPTS).concepts.map((c) => c.id)).toEqual(["rajma-chawal"]);
    expect(matchNote("नई बाइक की पहली राइड", TEST_CONCEPTS).concepts.map((c) => c.id)).toEqual(["motorbike"]);
    expect(matchNote("meri billi ka pehla birthday", TEST_CONCEPTS).concepts.map((c) => c.id)).toEqual(["cat"]);
    expect(matchNote("எங்க வீட்டு நாயுடன்", TEST_CONCEPTS).concepts.map((c) => c.id)).toEqual(["dog"]);
    expect(matchNote("Chai aur bike", TEST_CONCEPTS).concepts.map((c) => c.id)).toEqual(["chai", "motorbike"]);
    // "cutting chai" is one alias: matched whole, not as "cutting" + "chai".
    expect(matchNote("cutting chai", TEST_CONCEPTS)).toMatchObject({ hasUnknownWords: false });
    // Latin words match whole words only: a category is not a cat.
    expect(matchNote("category winners", TEST_CONCEPTS).concepts).toEqual([]);
  });

  it("keeps what the vocabulary does not know, exactly as written", () => {
    const unknown = matchNote("  20% off this week ", TEST_CONCEPTS);
    expect(unknown).toEqual({ text: "20% off this week", concepts: [], hasUnknownWords: true });
    expect(matchNote("नई बाइक की पहली राइड", TEST_CONCEPTS).hasUnknownWords).toBe(true);
    expect(matchNote("Mom's rajma chawal", TEST_CONCEPTS).hasUnknownWords).toBe(false);
  });
});

describe.each(NOTES)("a note in %s (“%s”)", (_kind, note, id) => {
  it.each(LANGUAGE_CODES.map((l) => [l]))("names its subject in %s", (language) => {
    const { result, meta } = write(note, language);
    const forms = Object.entries(byId(id).forms[language])
      .filter(([key]) => key !== "g" && key !== "mass")
      .map(([, v]) => v as string);
    expect(meta.askForNote).toBe(false);
    expect(validateResult(result, { language, script: "native" }), language).toMatchObject({ ok: true });
    for (const part of [result.postHeading, result.caption, result.altText])
      expect(
        forms.some((f) => part.toLocaleLowerCase("en-IN").includes(f.toLocaleLowerCase("en-IN"))),
        `${language}: ${part}`,
      ).toBe(true);
  });
});

describe("a note the vocabulary does not know", () => {
  it.each(LANGUAGE_CODES.map((l) => [l]))("is the subject in %s, quoted exactly as written", (language) => {
    const note = "Ammachi's payasam";
    const { result, meta } = write(note, language);
    expect(meta.askForNote).toBe(false);
    expect(result.caption).toContain(`“${note}”`);
    expect(validateResult(result, { language, script: "native" }), language).toMatchObject({ ok: true });
    expect(meta.postHashtags).toContain("AmmachisPayasam");
  });

  it("keeps the words the vocabulary did not know next to the subject it did", () => {
    const { result } = write("नई बाइक की पहली राइड", "tamil");
    expect(result.caption).toContain("“नई बाइक की पहली राइड”");
    expect(result.postHeading).toContain("பைக்");
  });

  it("romanised posts name it too: the concept's English form, or the creator's words", () => {
    expect(write("meri billi ka pehla birthday", "hindi", "latin").result.caption).toMatch(/\bcat\b/u);
    expect(write("Ammachi's payasam", "malayalam", "latin").result.caption).toContain("“Ammachi's payasam”");
  });
});
