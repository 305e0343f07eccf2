/**
 * Stage 2 of the offline writer (decision 730): facts → concepts. The creator's note and every
 * detection are matched to the concept vocabulary. A note is matched in any of the 12
 * languages or English, romanised spellings too (the concepts' aliases), longest match first;
 * what is not in the vocabulary is kept exactly as the creator wrote it, never translated.
 */
import { VOCABULARY } from "./vocabulary/index.ts";
import type { Concept, ConceptForms } from "./vocabulary/types.ts";

/** What the note said: the concepts it names (in order) and its own words. */
export type NoteMatch = {
  /** The note exactly as written, trimmed (empty when there is no note). */
  text: string;
  concepts: Concept[];
  /** True when some of the note's words are not in the vocabulary (then the note itself is the subject). */
  hasUnknownWords: boolean;
};

type Term = { tokens: string[]; concept: Concept };
/** Terms by their first word, and those first words by their first two letters (for case endings). */
type Index = {
  byFirst: Map<string, Term[]>;
  byStart: Map<string, string[]>;
  byCoco: Map<string, Concept>;
  byId: Map<string, Concept>;
};

/** Words that carry no subject: never a reason to keep a note as unknown words. */
const FILLER = new Set(
  [
    "a an the my our mom's moms mum's my at of in on with for and this that is new first day time home post",
    "mera meri mere hamara hamari apna apni ki ka ke ko mein me se aur hai ye yeh wala wali",
    "मेरा मेरी मेरे हमारा हमारी की का के को में से और है ये यह नई नया पहली पहला घर",
    "என் எங்க எங்கள் வீட்டு இன்று",
  ]
    .join(" ")
    .split(" "),
);

/** True for a word that carries no subject ("my", "ki", "नई"). */
export const isFillerWord = (word: string) =>
  FILLER.has(
    word
      .normalize("NFC")
      .toLocaleLowerCase("en-IN")
      .replace(/[‘’'`]/gu, ""),
  );

/** Lower-cased, NFC, punctuation (but not letters, marks or digits of any script) turned into spaces. */
export function normaliseWords(text: string): string[] {
  // Plain lower-casing: the Indian scripts have no case, and en-IN's locale rules add nothing
  // for Latin letters but cost a locale lookup per call (the index lowers ≈ 27,000 spellings).
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[‘’'`]/gu, "")
    .split(/[^\p{L}\p{M}\p{N}\u200c\u200d]+/u)
    .filter(Boolean);
}

const formsOf = (forms: ConceptForms): string[] =>
  Object.values(forms).flatMap((f) =>
    Object.entries(f)
      .filter(([key, value]) => key !== "g" && typeof value === "string")
      .map(([, value]) => value as string),
  );

const indexes = new WeakMap<readonly Concept[], Index>();

/** The vocabulary's terms by first word, longest first, built once per vocabulary list. */
function indexOf(vocabulary: readonly Concept[]): Index {
  const cached = indexes.get(vocabulary);
  if (cached) return cached;
  const byFirst = new Map<string, Term[]>();
  const byCoco = new Map<string, Concept>();
  const byId = new Map<string, Concept>();
  for (const concept of vocabulary) {
    if (!byId.has(concept.id)) byId.set(concept.id, concept);
    for (const label of concept.coco ?? []) if (!byCoco.has(label)) byCoco.set(label, concept);
    const spellings = new Set([concept.id.replace(/-/gu, " "), ...concept.aliases, ...formsOf(concept.forms)]);
    for (const spelling of spellings) {
      const tokens = normaliseWords(spelling);
      const first = tokens[0];
      if (!first) continue;
      const terms = byFirst.get(first);
      if (terms) terms.push({ tokens, concept });
      else byFirst.set(first, [{ tokens, concept }]);
    }
  }
  for (const terms of byFirst.values()) terms.sort((a, b) => b.tokens.length - a.tokens.length);
  const byStart = new Map<string, string[]>();
  for (const first of byFirst.keys())
    if (!isLatin(first)) {
      const firsts = byStart.get(first.slice(0, 2));
      if (firsts) firsts.push(first);
      else byStart.set(first.slice(0, 2), [first]);
    }
  const index = { byFirst, byStart, byCoco, byId };
  indexes.set(vocabulary, index);
  return index;
}

const isLatin = (word: string) => /^[\p{Script=Latin}\p{N}]+$/u.test(word);

/**
 * A word of an Indian script also matches with a short case ending attached (Tamil நாயுடன்,
 * Hindi बाइकों), as long as the stem is at least 2 letters; Latin words match whole only
 * ("cat" is not in "category").
 */
function wordMatches(word: string, term: string): boolean {
  if (word === term) return true;
  if (isLatin(word) || [...term].length < 2) return false;
  // A final virama gives way to the ending's vowel sign (நாய் → நாயுடன், कुत्त् …).
  const stem = term.replace(/[\u094d\u09cd\u0a4d\u0acd\u0b4d\u0bcd\u0c4d\u0ccd\u0d4d]$/u, "");
  return word.startsWith(stem) && [...word].length - [...stem].length <= 5;
}

/** The concepts a creator's note names, in order, longest match first, and whether words are left over. */
export function matchNote(note: string | undefined, vocabulary: readonly Concept[] = VOCABULARY): NoteMatch {
  const text = (note ?? "").trim();
  const words = normaliseWords(text);
  const { byFirst, byStart } = indexOf(vocabulary);
  const concepts: Concept[] = [];
  let unknown = 0;
  for (let i = 0; i < words.length; ) {
    const word = words[i] as string;
    const candidates = [
      ...(byFirst.get(word) ?? []),
      ...(byStart.get(word.slice(0, 2)) ?? [])
        .filter((first) => first !== word && wordMatches(word, first))
        .flatMap((first) => byFirst.get(first) ?? []),
    ];
    const hit = candidates
      .filter((t) =>
        t.tokens.every((token, k) => words[i + k] !== undefined && wordMatches(words[i + k] as string, token)),
      )
      .sort((a, b) => b.tokens.length - a.tokens.length || b.tokens.join(" ").length - a.tokens.join(" ").length)[0];
    if (hit) {
      if (!concepts.includes(hit.concept)) concepts.push(hit.concept);
      i += hit.tokens.length;
      continue;
    }
    if (!FILLER.has(word) && !/^\p{N}+$/u.test(word)) unknown++;
    i++;
  }
  return { text, concepts, hasUnknownWords: unknown > 0 };
}

/**
 * The concept a detector's COCO label means, if the vocabulary has one; a label that is no COCO
 * class is a concept's id (the facts stage names a species it is unsure of "animal").
 */
export function conceptForLabel(label: string, vocabulary: readonly Concept[] = VOCABULARY): Concept | undefined {
  const key = label.toLowerCase().trim();
  const index = indexOf(vocabulary);
  return index.byCoco.get(key) ?? index.byId.get(key);
}

// The shipped vocabulary's index is built when the server loads the writer (≈ 50–300 ms, by
// machine load), not inside the first creator's request: a generation stays ≤ 50 ms.
indexOf(VOCABULARY);
