/**
 * The phrase banks, one file per language (decision 200). Every language has a bank in its own
 * script; romanised ("latin") banks exist for the languages creators most often write
 * romanised. A romanised request for any other language falls back to English, which is
 * written in Latin letters too, and the writer reports the fallback.
 */
import type { ScriptMode } from "#contract/captions.ts";
import type { LanguageCode } from "#contract/languages.ts";
import type { PhraseBank } from "../types.ts";
import { bn, bnLatn } from "./bn.ts";
import { en } from "./en.ts";
import { gu, guLatn } from "./gu.ts";
import { hi, hiLatn } from "./hi.ts";
import { kn, knLatn } from "./kn.ts";
import { ml, mlLatn } from "./ml.ts";
import { mr, mrLatn } from "./mr.ts";
import { or } from "./or.ts";
import { pa, paLatn } from "./pa.ts";
import { ta, taLatn } from "./ta.ts";
import { te, teLatn } from "./te.ts";
import { ur, urLatn } from "./ur.ts";

export const NATIVE_BANKS: Readonly<Record<LanguageCode, PhraseBank>> = {
  english: en,
  hindi: hi,
  marathi: mr,
  punjabi: pa,
  bengali: bn,
  tamil: ta,
  telugu: te,
  gujarati: gu,
  kannada: kn,
  malayalam: ml,
  urdu: ur,
  odia: or,
};

export const LATIN_BANKS: Readonly<Partial<Record<LanguageCode, PhraseBank>>> = {
  english: en,
  hindi: hiLatn,
  marathi: mrLatn,
  punjabi: paLatn,
  bengali: bnLatn,
  tamil: taLatn,
  telugu: teLatn,
  urdu: urLatn,
  malayalam: mlLatn,
  kannada: knLatn,
  gujarati: guLatn,
};

export type BankChoice = { bank: PhraseBank; fallback?: { language: LanguageCode; reason: string } };

/** The bank for a language and script, or English with the reason when no romanised bank exists. */
export function bankFor(language: LanguageCode, script: ScriptMode): BankChoice {
  if (script === "native") return { bank: NATIVE_BANKS[language] };
  const latin = LATIN_BANKS[language];
  if (latin) return { bank: latin };
  return {
    bank: en,
    fallback: { language: "english", reason: `no romanised phrase bank for ${language}; written in English instead` },
  };
}
