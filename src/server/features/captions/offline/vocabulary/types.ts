/**
 * The concept vocabulary's shape (issue 26): everyday subjects of Indian creators' posts, each
 * with the forms every language's templates need, so a template that declares "oblique
 * singular" or "genitive" gets a correct word by construction, never a guessed ending.
 *
 * Which forms a language needs follows from how its templates attach words:
 * - Hindi, Urdu, Punjabi, Marathi, Gujarati put postpositions after an oblique form and make
 *   adjectives, possessives (का/की/के …) and verbs agree with the noun's gender and number.
 * - Bengali and Odia have no grammatical gender; they count with a classifier (৩টি, ୩ଟି) and the
 *   singular, and attach the genitive as an ending.
 * - Tamil, Telugu, Kannada and Malayalam attach case endings with sandhi, so the genitive is
 *   written out whole.
 * - English needs the plural and whether the word is a mass noun (no "a").
 */
import type { LanguageCode } from "#contract/languages.ts";

export type Gender = "m" | "f" | "n";

/** English: `one` is the bare noun ("mango lassi"); `mass` nouns take no article and no plural. */
export type EnglishForms = { one: string; many?: string; mass?: boolean };

/**
 * Hindi, Urdu, Punjabi (gender m/f) and Marathi, Gujarati (m/f/n): direct and oblique, singular
 * and plural. `obl` is the form before a postposition ("कुत्ते का", "ચહેરા પર"); a mass noun
 * (`mass: true`) has no plural forms.
 */
export type GenderedForms<G extends Gender> = {
  one: string;
  many?: string;
  obl: string;
  oblMany?: string;
  g: G;
  mass?: boolean;
};

/**
 * Bengali and Odia, and the four Dravidian languages: nominative singular, plural, and `gen`,
 * the form that means "of X" before a following noun, written out whole as a native speaker
 * writes it (Bengali কুকুরের, Odia କୁକୁରର, Tamil நாயின், Telugu కుక్క, Kannada ನಾಯಿಯ, Malayalam നായയുടെ).
 */
export type CaseForms = { one: string; many?: string; gen: string; mass?: boolean };

export type ConceptForms = {
  english: EnglishForms;
  hindi: GenderedForms<"m" | "f">;
  urdu: GenderedForms<"m" | "f">;
  punjabi: GenderedForms<"m" | "f">;
  marathi: GenderedForms<Gender>;
  gujarati: GenderedForms<Gender>;
  bengali: CaseForms;
  odia: CaseForms;
  tamil: CaseForms;
  telugu: CaseForms;
  kannada: CaseForms;
  malayalam: CaseForms;
};

/**
 * A colour adjective in a gendered language, before a singular noun (decision 746): either one
 * word for every gender and case (Hindi लाल, गुलाबी; Gujarati વાદળી), or, per gender the
 * language has, its form in the direct case (`one`) and before a postposition (`obl`): Hindi
 * काला/काले (m), काली/काली (f); Marathi काळा/काळ्या, काळी/काळ्या, काळे/काळ्या; Gujarati
 * કાળો/કાળા, કાળી/કાળી, કાળું/કાળા. Typed by the noun's genders, so a Marathi or Gujarati colour
 * without its neuter is a type error, and the oblique slot gets the oblique form by construction.
 * Only singular forms: analysis gives the colour of one box, the largest of its label, so a
 * colour is never said of several things.
 */
export type Adjective<G extends Gender> =
  | string
  | { readonly [K in G]: { readonly one: string; readonly obl: string } };

/**
 * A colour's attributive forms in every language (before the noun): English "red" (the article
 * follows its sound: "an orange cup"), the gendered languages' agreeing forms, and the one
 * attributive form of Bengali, Odia and the Dravidian languages, which does not change with
 * the noun or its case ending (Tamil சிவப்பு கார் / சிவப்பு காரின்).
 */
export type ColourForms = {
  english: string;
  hindi: Adjective<"m" | "f">;
  urdu: Adjective<"m" | "f">;
  punjabi: Adjective<"m" | "f">;
  marathi: Adjective<Gender>;
  gujarati: Adjective<Gender>;
  bengali: string;
  odia: string;
  tamil: string;
  telugu: string;
  kannada: string;
  malayalam: string;
};

export type ConceptCategory =
  | "food"
  | "drink"
  | "festival"
  | "ritual"
  | "occasion"
  | "clothing"
  | "jewellery"
  | "place"
  | "nature"
  | "animal"
  | "vehicle"
  | "object"
  | "person"
  | "sport"
  | "business";

export type Concept = {
  /** Stable id, kebab-case English ("rajma-chawal", "auto-rickshaw"). */
  id: string;
  category: ConceptCategory;
  forms: ConceptForms;
  /**
   * More ways people write it, matched in a creator's note (lower-cased, any script): English
   * synonyms, romanised spellings ("rajma chawal", "rajma-chawal", "raajma"), and native
   * spellings other than the forms above. The forms themselves are matched too.
   */
  aliases: readonly string[];
  /** Hashtags without '#': `english` always; a language's own where people there use them. */
  tags: { english: readonly string[] } & Partial<Record<Exclude<LanguageCode, "english">, readonly string[]>>;
  /** One emoji that fits the subject, if any does. */
  emoji?: string;
  /** COCO class names (as the detectors report them) that mean this concept. */
  coco?: readonly string[];
};
