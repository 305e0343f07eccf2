/**
 * The COCO and everyday concept files (issue 26): unique ids, every detector label named by
 * exactly one concept, every form present and in its language's script, plurals unless mass,
 * hashtags and aliases well-formed.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hashtagSchema } from "#contract/captions.ts";
import { LANGUAGES } from "#contract/languages.ts";
import { measureScripts } from "#server/features/captions/script-check.ts";
import type { Concept, ConceptForms } from "../types.ts";
import { CONCEPTS as COCO } from "./coco.ts";
import { CONCEPTS as EVERYDAY } from "./everyday.ts";
import { CONCEPTS as FESTIVALS_OCCASIONS } from "./festivals-occasions.ts";
import { CONCEPTS as FOOD_DRINK } from "./food-drink.ts";

/** The labels the object detector reports, read from the same build the detector worker loads. */
function detectorLabels(): string[] {
  const require = createRequire(import.meta.url);
  const dist = path.dirname(require.resolve("@vladmandic/human"));
  const source = readFileSync(path.join(dist, "human.node-wasm.js"), "utf8");
  return [...source.matchAll(/\{class:\d+,label:"([^"]+)"\}/g)].map((m) => m[1] as string);
}

const ALL: readonly Concept[] = [...COCO, ...EVERYDAY];
const GENDERED = ["hindi", "urdu", "punjabi", "marathi", "gujarati"] as const;
const CASED = ["bengali", "odia", "tamil", "telugu", "kannada", "malayalam"] as const;
const HASHTAG_RE = /^[\p{L}\p{N}_]+$/u;

/** The words a note is matched against: a concept's aliases and its `one`/`many` forms, lower-cased. */
function matchWords(concept: Concept): Set<string> {
  const words = new Set(concept.aliases.map((a) => a.toLowerCase()));
  for (const [where, value] of formStrings(concept.forms)) {
    if (where.endsWith(".one") || where.endsWith(".many")) words.add(value.toLowerCase());
  }
  return words;
}

function formStrings(forms: ConceptForms): [string, string][] {
  const out: [string, string][] = [];
  for (const [language, f] of Object.entries(forms)) {
    for (const [key, value] of Object.entries(f)) {
      if (typeof value === "string" && key !== "g") out.push([`${language}.${key}`, value]);
    }
  }
  return out;
}

describe("COCO and everyday concepts", () => {
  it("has one concept per COCO label the detector reports, and enough everyday ones", () => {
    const labels = detectorLabels();
    expect(labels).toHaveLength(80);
    for (const label of labels) {
      const owners = ALL.filter((c) => c.coco?.includes(label)).map((c) => c.id);
      expect(owners, label).toHaveLength(1);
    }
    for (const c of COCO) {
      expect(c.coco?.length, c.id).toBeGreaterThan(0);
      for (const label of c.coco ?? []) expect(labels, c.id).toContain(label);
    }
    expect(COCO).toHaveLength(80);
    expect(EVERYDAY.length).toBeGreaterThanOrEqual(120);
    for (const c of EVERYDAY) expect(c.coco, c.id).toBeUndefined();
  });

  it("has unique kebab-case ids across both files", () => {
    const ids = ALL.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("keeps food, drink, festivals, rituals and occasions out of the everyday file", () => {
    for (const c of EVERYDAY)
      expect(["food", "drink", "festival", "ritual", "occasion"], c.id).not.toContain(c.category);
  });

  it("writes every form, non-empty and trimmed, in its language's script", () => {
    for (const c of ALL) {
      for (const [where, value] of formStrings(c.forms)) {
        expect(value.trim(), `${c.id} ${where}`).toBe(value);
        expect(value.length, `${c.id} ${where}`).toBeGreaterThan(0);
        const language = where.split(".")[0];
        const script = LANGUAGES.find((l) => l.code === language)?.script;
        const profile = measureScripts(value);
        expect(profile.letters, `${c.id} ${where}`).toBeGreaterThan(0);
        expect(profile.counts[script ?? "Latin"], `${c.id} ${where} "${value}" is not all ${script}`).toBe(
          profile.letters,
        );
      }
      // Urdu in Urdu letters: not the Arabic ي ك ة.
      for (const [where, value] of formStrings(c.forms)) {
        if (where.startsWith("urdu.")) expect(value, `${c.id} ${where}`).not.toMatch(/[يكة]/u);
      }
    }
  });

  it("gives plural forms to countables and none to mass nouns", () => {
    for (const c of ALL) {
      const { english } = c.forms;
      if (english.mass) expect(english.many, `${c.id} english`).toBeUndefined();
      else expect(english.many, `${c.id} english`).toBeTruthy();
      if (english.one !== english.one.toLowerCase())
        expect(english.one, `${c.id}: only acronyms capitalised`).toMatch(/^[A-Z]{2,}$/);
      for (const language of GENDERED) {
        const f = c.forms[language];
        if (f.mass) {
          expect([f.many, f.oblMany], `${c.id} ${language}`).toEqual([undefined, undefined]);
        } else {
          expect(f.many, `${c.id} ${language}.many`).toBeTruthy();
          expect(f.oblMany, `${c.id} ${language}.oblMany`).toBeTruthy();
        }
        if (language === "hindi" || language === "urdu" || language === "punjabi") expect(["m", "f"]).toContain(f.g);
      }
      for (const language of CASED) {
        const f = c.forms[language];
        if (f.mass) expect(f.many, `${c.id} ${language}`).toBeUndefined();
        else expect(f.many, `${c.id} ${language}.many`).toBeTruthy();
      }
    }
  });

  it("has real hashtags and lower-case aliases", () => {
    for (const c of ALL) {
      expect(c.tags.english.length, c.id).toBeGreaterThanOrEqual(1);
      expect(c.tags.english.length, c.id).toBeLessThanOrEqual(3);
      for (const tags of Object.values(c.tags)) {
        for (const tag of tags ?? []) {
          expect(tag, c.id).toMatch(HASHTAG_RE);
          expect(hashtagSchema.safeParse(tag).success, `${c.id} "${tag}"`).toBe(true);
          expect(tag, c.id).not.toMatch(/(?:19|20)\d\d/);
        }
      }
      for (const tag of c.tags.english)
        expect(tag, `${c.id}: English tags are CamelCase letters`).toMatch(/^[A-Z][A-Za-z]*$/);
      expect(new Set(c.aliases).size, `${c.id}: an alias twice`).toBe(c.aliases.length);
      for (const alias of c.aliases) {
        expect(alias, c.id).toBe(alias.toLowerCase());
        expect(alias.trim(), c.id).toBe(alias);
        expect(alias.length, c.id).toBeGreaterThan(0);
      }
    }
  });

  it("never lets one word (a form or an alias) of an everyday concept name another concept", () => {
    const owner = new Map<string, string>();
    for (const c of [...COCO, ...FOOD_DRINK, ...FESTIVALS_OCCASIONS]) for (const w of matchWords(c)) owner.set(w, c.id);
    const problems: string[] = [];
    for (const c of EVERYDAY) {
      for (const w of matchWords(c)) {
        const other = owner.get(w);
        if (other !== undefined && other !== c.id) problems.push(`"${w}": ${other} and ${c.id}`);
        owner.set(w, c.id);
      }
    }
    expect(problems).toEqual([]);
  });

  it("keeps everyday ids clear of the food, drink and festival files", () => {
    const taken = new Set([...FOOD_DRINK, ...FESTIVALS_OCCASIONS].map((c) => c.id));
    expect(EVERYDAY.map((c) => c.id).filter((id) => taken.has(id))).toEqual([]);
  });
});
