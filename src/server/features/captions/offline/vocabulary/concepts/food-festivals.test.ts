/**
 * Checks the food-and-drink and festivals-and-occasions vocabulary files (issue 26): unique ids,
 * every form present and in its language's script, plurals unless a mass noun, real hashtags,
 * lower-case aliases, and no word that would match two different concepts. Hashtags follow the
 * contract's rule (letters, combining marks, digits, _): Indic vowel signs are marks, so a
 * letters-only pattern would reject every native-script tag.
 */
import { describe, expect, it } from "vitest";
import { hashtagSchema } from "#contract/captions.ts";
import { LANGUAGES, type LanguageCode } from "#contract/languages.ts";
import { measureScripts } from "#server/features/captions/script-check.ts";
import type { Concept } from "../types.ts";
import { CONCEPTS as FESTIVALS_OCCASIONS } from "./festivals-occasions.ts";
import { CONCEPTS as FOOD_DRINK } from "./food-drink.ts";

const FILES = { "food-drink": FOOD_DRINK, "festivals-occasions": FESTIVALS_OCCASIONS } as const;
const ALL: readonly Concept[] = [...FOOD_DRINK, ...FESTIVALS_OCCASIONS];

const GENDERED = ["hindi", "urdu", "punjabi", "marathi", "gujarati"] as const;
const CASED = ["bengali", "odia", "tamil", "telugu", "kannada", "malayalam"] as const;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const YEAR = /(?:19|20)\d\d/;
// Letters of the Arabic alphabet proper that Urdu writes differently (ی ک ہ).
const ARABIC_ONLY = /[يكة]/u;
// COCO classes another file owns, and the sibling's subjects (clothing, places, animals, vehicles).
const NOT_OURS = ["pizza", "cake", "donut", "sandwich", "hot-dog", "banana", "apple", "orange", "broccoli", "carrot"];

const scriptOf = (language: LanguageCode) => LANGUAGES.find((l) => l.code === language)?.script;

/** Every form string of a concept, with where it sits, for the per-form checks. */
function formsOf(concept: Concept): { language: LanguageCode; slot: string; text: string }[] {
  const out: { language: LanguageCode; slot: string; text: string }[] = [];
  for (const [language, forms] of Object.entries(concept.forms) as [LanguageCode, Record<string, unknown>][]) {
    for (const [slot, value] of Object.entries(forms)) {
      if (typeof value === "string" && slot !== "g") out.push({ language, slot, text: value });
    }
  }
  return out;
}

describe.each(Object.entries(FILES))("%s vocabulary", (name, concepts) => {
  it("has enough concepts", () => {
    expect(concepts.length).toBeGreaterThanOrEqual(name === "food-drink" ? 130 : 90);
  });

  it("uses unique kebab-case ids, none of another file's subjects", () => {
    const ids = concepts.map((c) => c.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.filter((id) => !KEBAB.test(id))).toEqual([]);
    expect(ids.filter((id) => NOT_OURS.includes(id))).toEqual([]);
  });
});

describe("food, drink, festivals and occasions", () => {
  it("has ids unique across both files", () => {
    const ids = ALL.map((c) => c.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("has every form non-empty, trimmed and in its language's script", () => {
    const problems: string[] = [];
    for (const concept of ALL) {
      for (const { language, slot, text } of formsOf(concept)) {
        const where = `${concept.id} ${language}.${slot} "${text}"`;
        if (text.trim() === "" || text !== text.trim() || /\s{2}/.test(text))
          problems.push(`${where}: blank or spacing`);
        const profile = measureScripts(text);
        const script = scriptOf(language);
        const wrong = Object.entries(profile.counts).filter(([s, n]) => s !== script && (n ?? 0) > 0);
        if (profile.letters === 0 || wrong.length > 0) problems.push(`${where}: letters outside ${script}`);
        if (language === "urdu" && ARABIC_ONLY.test(text)) problems.push(`${where}: Arabic letter, not Urdu`);
        if (/[#@0-9]/.test(text)) problems.push(`${where}: digit or symbol`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("writes English forms in lower case unless a proper noun (festivals)", () => {
    const problems = ALL.filter(
      (c) => c.category !== "festival" && c.forms.english.one !== c.forms.english.one.toLowerCase(),
    ).map((c) => c.id);
    expect(problems).toEqual([]);
  });

  it("has plural forms unless a mass noun, and none for a mass noun", () => {
    const problems: string[] = [];
    for (const concept of ALL) {
      const { english } = concept.forms;
      if (!english.mass && !english.many) problems.push(`${concept.id} english: no many`);
      if (english.mass && english.many) problems.push(`${concept.id} english: mass with many`);
      for (const language of GENDERED) {
        const f = concept.forms[language];
        if (!f.obl) problems.push(`${concept.id} ${language}: no obl`);
        if (!f.mass && (!f.many || !f.oblMany)) problems.push(`${concept.id} ${language}: no many/oblMany`);
        if (f.mass && (f.many || f.oblMany)) problems.push(`${concept.id} ${language}: mass with plural`);
        if (f.g === "n" && language !== "marathi" && language !== "gujarati") {
          problems.push(`${concept.id} ${language}: neuter`);
        }
      }
      for (const language of CASED) {
        const f = concept.forms[language];
        if (!f.gen) problems.push(`${concept.id} ${language}: no gen`);
        if (!f.mass && !f.many) problems.push(`${concept.id} ${language}: no many`);
        if (f.mass && f.many) problems.push(`${concept.id} ${language}: mass with many`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("has 1–3 real English hashtags and native ones only where valid", () => {
    const problems: string[] = [];
    for (const concept of ALL) {
      const english = concept.tags.english;
      if (english.length < 1 || english.length > 3) problems.push(`${concept.id}: ${english.length} English tags`);
      for (const [language, tags] of Object.entries(concept.tags)) {
        for (const tag of tags ?? []) {
          if (!hashtagSchema.safeParse(tag).success || /^\d+$/.test(tag) || YEAR.test(tag) || tag.startsWith("#")) {
            problems.push(`${concept.id} ${language}: bad tag "${tag}"`);
          }
          if (language === "english" && (!/^[A-Z]/.test(tag) || /[^A-Za-z]/.test(tag))) {
            problems.push(`${concept.id}: English tag "${tag}" not CamelCase letters`);
          }
          if (language !== "english" && measureScripts(tag).dominant !== scriptOf(language as LanguageCode)) {
            problems.push(`${concept.id} ${language}: tag "${tag}" in the wrong script`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("has lower-case, trimmed, unique aliases", () => {
    const problems: string[] = [];
    for (const concept of ALL) {
      const seen = new Set<string>();
      for (const alias of concept.aliases) {
        if (alias !== alias.toLowerCase() || alias !== alias.trim() || alias === "") {
          problems.push(`${concept.id}: "${alias}"`);
        }
        if (seen.has(alias)) problems.push(`${concept.id}: "${alias}" twice`);
        seen.add(alias);
      }
    }
    expect(problems).toEqual([]);
  });

  it("never lets one word (a form or an alias) name two concepts", () => {
    const owner = new Map<string, string>();
    const problems: string[] = [];
    for (const concept of ALL) {
      const words = new Set(concept.aliases.map((a) => a.toLowerCase()));
      for (const { slot, text } of formsOf(concept)) {
        if (slot === "one" || slot === "many") words.add(text.toLowerCase());
      }
      for (const word of words) {
        const other = owner.get(word);
        if (other && other !== concept.id) problems.push(`"${word}": ${other} and ${concept.id}`);
        owner.set(word, concept.id);
      }
    }
    expect(problems).toEqual([]);
  });

  it("has at most one emoji per concept", () => {
    const problems = ALL.filter(
      (c) => c.emoji !== undefined && !/^(?:\p{Extended_Pictographic}|\p{Regional_Indicator})/u.test(c.emoji),
    ).map((c) => c.id);
    expect(problems).toEqual([]);
  });
});
