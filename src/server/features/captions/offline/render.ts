/**
 * Stage 4 of the offline writer (decision 730): templates with declared slots, filled per
 * language. A slot names what it needs — `{subject}` the noun phrase as a sentence's subject,
 * `{subject:obl}` the oblique form before a postposition (Hindi पर, Gujarati પર, Marathi -वर),
 * `{subject:gen}` the "of X" form (Bengali কুকুরের, Tamil நாயின்), `{subject:a}` / `{subject:the}`
 * the English phrase with its article — and agreement is declared too:
 * `{subject?m:दिखा|f:दिखी|many:दिखे}` picks by the subject's gender and number. The forms come
 * from the concept's declared forms (vocabulary/types.ts), so agreement is right by
 * construction; a template whose slot a subject cannot fill (a gender for the creator's own
 * words, a genitive the language's people words do not give) is simply not chosen for it.
 * A single thing's own colour (decision 746) goes before its noun in the form its gender and
 * case need (Hindi "काली बिल्ली", oblique "काले कुत्ते पर"; Marathi "काळ्या कुत्र्यावर").
 */
import type { ScriptMode } from "#contract/captions.ts";
import type { LanguageCode } from "#contract/languages.ts";
import type { PhotoWords } from "./photo-words.ts";
import type { ColourName } from "./types.ts";
import { COLOUR_WORDS } from "./vocabulary/colours.ts";
import type { Adjective, ColourForms, Concept, Gender, GenderedForms } from "./vocabulary/types.ts";

/** What a post is about, before it is put into a language. */
export type Subject =
  /** `colour`: the thing's own colour (analysis, decision 741), said only of a single thing (`count` 1). */
  | { kind: "concept"; concept: Concept; count: number; colour?: ColourName }
  | { kind: "people"; count: number }
  | { kind: "faces"; count: number }
  /** The creator's own words (a note not in the vocabulary): quoted, never translated. */
  | { kind: "words"; text: string };

export const SLOT_FORMS = ["np", "obl", "gen", "a", "the", "bare"] as const;
export type SlotForm = (typeof SLOT_FORMS)[number];

/** A subject in one language: its forms, and its gender and number when they are known. */
export type NounPhrase = { forms: Partial<Record<SlotForm, string>>; g?: Gender; many: boolean };

const GENDERED = {
  hindi: "hindi",
  urdu: "urdu",
  punjabi: "punjabi",
  marathi: "marathi",
  gujarati: "gujarati",
} as const;
const CASED = {
  bengali: "bengali",
  odia: "odia",
  tamil: "tamil",
  telugu: "telugu",
  kannada: "kannada",
  malayalam: "malayalam",
} as const;
/** Bengali and Odia count with a classifier and the singular noun (দুটি কাপ, ଦୁଇଟି କପ୍). */
const CLASSIFIER_LANGUAGES: readonly LanguageCode[] = ["bengali", "odia"];

/** “…” around the creator's words, and how each language says "of" after a quotation. */
export const quote = (text: string) => `“${text}”`;
const QUOTED_GEN: Partial<Record<LanguageCode, (q: string) => string>> = {
  bengali: (q) => `${q}-এর`,
  odia: (q) => `${q}ର`,
  tamil: (q) => `${q}-இன்`,
  telugu: (q) => q,
  kannada: (q) => `${q}-ನ`,
  malayalam: (q) => `${q}-ന്റെ`,
};

const EN_NUMBERS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const article = (word: string) => (/^[aeiou]/iu.test(word) && !/^(uni|use|eu)/iu.test(word) ? "an" : "a");

/** "red car": the colour, when there is one, before the noun. */
const withColour = (adjective: string | undefined, noun: string) => (adjective ? `${adjective} ${noun}` : noun);

/** The article goes by the sound of what follows it: "a car", "a red car", "an orange cup". */
function englishConcept(concept: Concept, count: number, colour: ColourForms | undefined): NounPhrase {
  const f = concept.forms.english;
  const plural = count > 1 && !f.mass;
  const noun = plural ? (f.many ?? `${f.one}s`) : withColour(colour?.english, f.one);
  const np = plural ? `${EN_NUMBERS[count] ?? count} ${noun}` : f.mass ? noun : `${article(noun)} ${noun}`;
  return { forms: { np, a: np, the: `the ${plural ? np : noun}`, bare: noun, obl: np }, many: plural };
}

/** The adjective's form for this noun's gender, direct and before a postposition (the types tie the two). */
function agreeing<G extends Gender>(noun: GenderedForms<G>, adjective: Adjective<G> | undefined) {
  const form =
    adjective === undefined
      ? undefined
      : typeof adjective === "string"
        ? { one: adjective, obl: adjective }
        : adjective[noun.g];
  return { noun, adjective: form };
}

/** A gendered language's noun forms and, with a colour, the colour's forms agreeing with that noun. */
function genderedForms(language: keyof typeof GENDERED, concept: Concept, colour: ColourForms | undefined) {
  switch (language) {
    case "hindi":
      return agreeing(concept.forms.hindi, colour?.hindi);
    case "urdu":
      return agreeing(concept.forms.urdu, colour?.urdu);
    case "punjabi":
      return agreeing(concept.forms.punjabi, colour?.punjabi);
    case "marathi":
      return agreeing(concept.forms.marathi, colour?.marathi);
    case "gujarati":
      return agreeing(concept.forms.gujarati, colour?.gujarati);
  }
}

/**
 * The noun phrase of a concept in one language, with its count, and its colour when it is a
 * single thing: analysis gives the colour of one box, so "three red cars" would be a guess.
 */
function conceptPhrase(
  language: LanguageCode,
  words: PhotoWords,
  concept: Concept,
  count: number,
  colourName: ColourName | undefined,
): NounPhrase {
  const colour = colourName && count === 1 ? COLOUR_WORDS[colourName] : undefined;
  if (language === "english") return englishConcept(concept, count, colour);
  if (language in GENDERED) {
    const { noun: f, adjective: a } = genderedForms(GENDERED[language as keyof typeof GENDERED], concept, colour);
    const plural = count > 1 && !f.mass;
    const np = plural ? words.count(count, f.many ?? f.one, concept.id) : withColour(a?.one, f.one);
    const obl = plural ? words.count(count, f.oblMany ?? f.obl, concept.id) : withColour(a?.obl, f.obl);
    return { forms: { np, obl, bare: plural ? (f.many ?? f.one) : np }, g: f.g, many: plural };
  }
  const key = CASED[language as keyof typeof CASED];
  const f = concept.forms[key];
  const a = colour?.[key];
  const plural = count > 1 && !f.mass;
  const counted = CLASSIFIER_LANGUAGES.includes(language) ? f.one : (f.many ?? f.one);
  const np = plural ? words.count(count, counted, concept.id) : withColour(a, f.one);
  const gen = plural ? `${words.count(count, "", concept.id).trim()} ${f.gen}` : withColour(a, f.gen);
  return { forms: { np, gen, bare: plural ? (f.many ?? f.one) : np }, many: plural };
}

/**
 * A romanised post names a concept by its English form, as people typing Hinglish or Tanglish
 * do ("meri bike"), and its colour the same way ("red car").
 */
function romanisedConcept(concept: Concept, count: number, colourName: ColourName | undefined): NounPhrase {
  const f = concept.forms.english;
  const plural = count > 1 && !f.mass;
  const colour = colourName && count === 1 ? COLOUR_WORDS[colourName].english : undefined;
  const np = plural ? `${count} ${f.many ?? `${f.one}s`}` : withColour(colour, f.one);
  return { forms: { np, obl: np, gen: np, bare: plural ? (f.many ?? f.one) : np }, many: plural };
}

/**
 * The subject in one language and script: the concept's declared forms (its English form in a
 * romanised post), the language's people words, or the creator's words quoted.
 */
export function nounPhrase(
  language: LanguageCode,
  script: ScriptMode,
  words: PhotoWords,
  subject: Subject,
): NounPhrase {
  switch (subject.kind) {
    case "concept":
      return script === "latin" && language !== "english"
        ? romanisedConcept(subject.concept, subject.count, subject.colour)
        : conceptPhrase(language, words, subject.concept, subject.count, subject.colour);
    case "people": {
      const n = subject.count;
      const np = n >= 4 ? words.people.group : n > 1 ? words.people.few(n) : words.people.one;
      const obl = n >= 4 ? words.peopleObl?.group : n > 1 ? words.peopleObl?.few(n) : words.peopleObl?.one;
      const a = language === "english" ? np : undefined;
      const the = language === "english" ? (n >= 4 ? "the group" : n > 1 ? `the ${np}` : "the person") : undefined;
      return {
        forms: { np, ...(obl ? { obl } : {}), ...(a ? { a } : {}), ...(the ? { the } : {}) },
        ...(words.peopleGender ? { g: words.peopleGender(n) } : {}),
        many: n > 1,
      };
    }
    case "faces": {
      const np = subject.count > 1 ? words.faces.many(subject.count) : words.faces.one;
      return { forms: { np, ...(language === "english" ? { a: np } : {}) }, many: subject.count > 1 };
    }
    case "words": {
      const q = quote(subject.text);
      const gen = script === "latin" ? q : QUOTED_GEN[language]?.(q);
      return {
        forms: { np: q, obl: q, a: q, the: q, bare: q, ...(gen ? { gen } : {}) },
        many: false,
      };
    }
  }
}

const SLOT = /\{(\w+)(?::(\w+))?(?:\?([^}]*))?\}/gu;

/** The slots a template declares: name, form (np when none) and whether it asks for agreement. */
export function slotsOf(template: string): { name: string; form: SlotForm; agrees: boolean }[] {
  return [...template.matchAll(SLOT)].map((m) => ({
    name: m[1] as string,
    form: (m[2] ?? "np") as SlotForm,
    agrees: m[3] !== undefined,
  }));
}

/** Picks the agreeing word: `m:…|f:…|n:…|many:…` (and `f.many:…`; `one:` where gender plays no part), by gender and number. */
function agree(options: string, phrase: NounPhrase): string | undefined {
  const table = Object.fromEntries(
    options.split("|").map((part) => {
      const at = part.indexOf(":");
      return [part.slice(0, at), part.slice(at + 1)];
    }),
  ) as Record<string, string>;
  if (phrase.many) return table[`${phrase.g}.many`] ?? table.many;
  return (phrase.g ? table[phrase.g] : undefined) ?? table.one;
}

/** True when every slot of the template can be filled from these phrases. */
export function canFill(template: string, phrases: Readonly<Record<string, NounPhrase | string>>): boolean {
  try {
    render(template, phrases);
    return true;
  } catch {
    return false;
  }
}

/** Fills a template's slots; a slot it cannot fill throws (callers choose templates with canFill). */
export function render(template: string, phrases: Readonly<Record<string, NounPhrase | string>>): string {
  const text = template.replace(SLOT, (whole, name: string, form: string | undefined, options: string | undefined) => {
    const value = phrases[name];
    const filled =
      typeof value === "string"
        ? !options && (form ?? "np") === "np"
          ? value
          : undefined
        : value === undefined
          ? undefined
          : options !== undefined
            ? agree(options, value)
            : value.forms[(form ?? "np") as SlotForm];
    if (filled === undefined) throw new Error(`slot ${whole} cannot be filled`);
    return filled;
  });
  return capitalise(text);
}

/** Upper-cases the first letter (a no-op for scripts without case); never the creator's quoted words, nor after a number. */
export const capitalise = (text: string) => {
  const at = text.search(/[\p{L}\p{N}“]/u);
  if (at < 0 || !/\p{L}/u.test(text.charAt(at))) return text;
  return text.slice(0, at) + text.charAt(at).toLocaleUpperCase("en-IN") + text.slice(at + 1);
};
