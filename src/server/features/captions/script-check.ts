/**
 * Which script, and which language, a piece of generated text is written in.
 *
 * Thresholds (decision 200):
 * - Only letters count: Unicode letters and combining marks (Indic vowel signs and viramas are
 *   marks). Digits, punctuation, emoji, joiners, and whole hashtags, @mentions and URLs are
 *   removed first, because creators mix Latin tags and handles into native-script captions.
 * - At least 80 % of the remaining letters must be in the requested script. That leaves room
 *   for a brand name or an English loanword written in Latin letters ("Instagram", "OOTD")
 *   while a caption written mostly in the wrong script fails.
 * - Text with no letters at all fails: a heading or caption of emoji only is not "in" a language.
 * - Neighbours that share a script are told apart only on positive evidence, never by absence:
 *   very frequent function words and a few letters one language uses and the other does not.
 *   The requested language fails when the neighbour's evidence outweighs its own and reaches
 *   at least 2 signals (one stray word is not enough); Urdu also fails when a long text
 *   (40+ letters) carries no Urdu-specific letter or word at all, which real Urdu never does.
 * - Latin letters that a native-script text may carry (issue 28): words the photo shows (text
 *   read by OCR) or the creator's note gave, words in quotation marks, and capitalised words
 *   (names: a shop, a brand, a place; the Indic scripts have no capitals). They are left out of
 *   the share while they are at most half of the letters; past that the text is not in the
 *   language, whatever the words are.
 * - Transliterated English in Devanagari ("फ़ोटो शूट वेरी नाइस") is told from Hindi and
 *   Marathi by English grammar words spelt in Devanagari (वेरी, एंड, दिस, विद …): it fails with at
 *   least 2 of them, more than the language's own function words, and at least a quarter of
 *   the words. English loanwords Hindi really uses (फ़ोटो, शूट, बर्थडे) are not on the list.
 */
import { LANGUAGES, type LanguageCode } from "#contract/languages.ts";

export const SCRIPTS = [
  "Latin",
  "Devanagari",
  "Bengali",
  "Gurmukhi",
  "Gujarati",
  "Odia",
  "Tamil",
  "Telugu",
  "Kannada",
  "Malayalam",
  "Arabic",
] as const;
export type ScriptName = (typeof SCRIPTS)[number];

/** Minimum share of letters that must be in the requested script. */
export const SCRIPT_SHARE_MIN = 0.8;
/** A neighbour language needs at least this many signals (and more than ours) to fail the text. */
export const NEIGHBOUR_SIGNALS_MIN = 2;
/** Urdu text this long must carry at least one Urdu-specific letter or word. */
export const URDU_EVIDENCE_MIN_LETTERS = 40;

const RANGES: Record<ScriptName, ReadonlyArray<readonly [number, number]>> = {
  Latin: [
    [0x41, 0x5a],
    [0x61, 0x7a],
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
  ],
  Devanagari: [
    [0x900, 0x97f],
    [0xa8e0, 0xa8ff],
  ],
  Bengali: [[0x980, 0x9ff]],
  Gurmukhi: [[0xa00, 0xa7f]],
  Gujarati: [[0xa80, 0xaff]],
  Odia: [[0xb00, 0xb7f]],
  Tamil: [[0xb80, 0xbff]],
  Telugu: [[0xc00, 0xc7f]],
  Kannada: [[0xc80, 0xcff]],
  Malayalam: [[0xd00, 0xd7f]],
  Arabic: [
    [0x600, 0x6ff],
    [0x750, 0x77f],
    [0x8a0, 0x8ff],
    [0xfb50, 0xfdff],
    [0xfe70, 0xfeff],
  ],
};

function scriptOf(codePoint: number): ScriptName | "Other" {
  for (const script of SCRIPTS) {
    for (const [from, to] of RANGES[script]) {
      if (codePoint >= from && codePoint <= to) return script;
    }
  }
  return "Other";
}

const URL_RE = /\b(?:https?:\/\/|www\.)\S+/giu;
const TAG_OR_MENTION_RE = /[#@][\p{L}\p{M}\p{N}_.]+/gu;
const LETTER_RE = /[\p{L}\p{M}]/u;

/** Removes URLs, hashtags and @mentions, which do not say what language the prose is in. */
export function stripNonProse(text: string): string {
  return text.normalize("NFC").replace(URL_RE, " ").replace(TAG_OR_MENTION_RE, " ");
}

export type ScriptProfile = {
  /** Letters counted (after removing digits, punctuation, emoji, tags, mentions and URLs). */
  letters: number;
  counts: Partial<Record<ScriptName | "Other", number>>;
  /** The script holding most letters, or undefined when there are none. */
  dominant: ScriptName | "Other" | undefined;
};

/** Counts the letters of a text per script. */
export function measureScripts(text: string): ScriptProfile {
  const counts: Partial<Record<ScriptName | "Other", number>> = {};
  let letters = 0;
  for (const char of stripNonProse(text)) {
    if (!LETTER_RE.test(char)) continue;
    const codePoint = char.codePointAt(0) ?? 0;
    const script = scriptOf(codePoint);
    counts[script] = (counts[script] ?? 0) + 1;
    letters += 1;
  }
  let dominant: ScriptProfile["dominant"];
  let best = 0;
  for (const [script, count] of Object.entries(counts) as [ScriptName | "Other", number][]) {
    if (count > best) {
      best = count;
      dominant = script;
    }
  }
  return { letters, counts, dominant };
}

/** Share (0–1) of the letters of `text` that are in `script`; 0 when there are no letters. */
export function scriptShare(text: string, script: ScriptName): number {
  const profile = measureScripts(text);
  return profile.letters === 0 ? 0 : (profile.counts[script] ?? 0) / profile.letters;
}

function words(text: string): string[] {
  return stripNonProse(text)
    .split(/[^\p{L}\p{M}]+/u)
    .filter((w) => w.length > 0);
}

// Function words so frequent that any paragraph of the language contains several of them, and
// that the neighbour does not use as standalone words.
const HINDI_WORDS = new Set([
  "है",
  "हैं",
  "और",
  "नहीं",
  "में",
  "की",
  "के",
  "को",
  "से",
  "भी",
  "था",
  "थी",
  "थे",
  "क्या",
  "यह",
  "हूँ",
  "हूं",
  "रहा",
  "रही",
  "गया",
  "अपने",
  "अपना",
  "लिए",
  "करें",
  "कीजिए",
  "बहुत",
]);
const MARATHI_WORDS = new Set([
  "आहे",
  "आहेत",
  "आणि",
  "नाही",
  "हे",
  "ची",
  "चा",
  "चे",
  "च्या",
  "मध्ये",
  "पण",
  "तर",
  "आपण",
  "काय",
  "खूप",
  "आता",
  "होते",
  "होता",
  "करा",
  "आम्ही",
  "सगळे",
  "नक्की",
  "बघा",
  "आपल्या",
  "तुमच्या",
  "माझा",
  "माझी",
  "साठी",
]);
// Marathi genitive suffixes attached to a word: a vowel sign followed by चा/ची/चे/च्या (घराचे, आईची).
const MARATHI_SUFFIX_RE = /[\u093e-\u094c](?:चा|ची|चे|च्या)$/u;
const MARATHI_LLA = "ळ";

const URDU_LETTERS = new Set(["ٹ", "ڈ", "ڑ", "ں", "ے", "ۓ", "ھ", "ہ"]);
const URDU_WORDS = new Set([
  "ہے",
  "ہیں",
  "اور",
  "کے",
  "کی",
  "کا",
  "میں",
  "کو",
  "سے",
  "نہیں",
  "یہ",
  "بھی",
  "پر",
  "تھا",
  "تھی",
  "کہ",
  "لیے",
  "اپنے",
  "ہم",
  "آپ",
]);
// Persian and Arabic function words that Urdu does not use (Urdu writes کہ, not که; ہے, not است).
const PERSIAN_ARABIC_WORDS = new Set([
  "است",
  "و",
  "را",
  "این",
  "که",
  "از",
  "با",
  "برای",
  "می",
  "های",
  "هم",
  "شما",
  "بود",
  "آن",
  "ما",
  "في",
  "من",
  "على",
  "إلى",
  "هذا",
  "هذه",
  "التي",
  "الذي",
  "هو",
  "هي",
]);
// Letters of the Arabic alphabet proper that Urdu writes differently (ي ك ة).
const ARABIC_ONLY_LETTERS = new Set(["ي", "ك", "ة"]);

// Assamese shares the Bengali script but has its own ৰ and ৱ, and frequent words Bengali lacks.
const ASSAMESE_LETTERS = new Set(["ৰ", "ৱ"]);
const BENGALI_WORDS = new Set(["এবং", "আর", "না", "কি", "এই", "আমি", "তুমি", "আপনি", "করুন", "হয়", "থেকে", "জন্য"]);
const ASSAMESE_WORDS = new Set(["আৰু", "নাই", "এইটো", "মই", "কৰক", "পৰা", "বাবে"]);

/**
 * English words, mostly grammar words, as they are spelt when English is typed in Devanagari;
 * none of them is a Hindi or Marathi word (unlike आई, इन, सो, मी, मई, सच, which are left out).
 */
const TRANSLITERATED_ENGLISH = new Set(
  [
    "द",
    "दिस",
    "दैट",
    "इज़",
    "इज",
    "वॉज़",
    "वाज़",
    "इट्स",
    "एंड",
    "ऐंड",
    "ऑफ",
    "ऑफ़",
    "फॉर",
    "फ़ॉर",
    "विद",
    "विथ",
    "फ्रॉम",
    "फ़्रॉम",
    "अबाउट",
    "ऑन",
    "योर",
    "युअर",
    "माय",
    "वेरी",
    "नाइस",
    "गुड",
    "ब्यूटीफुल",
    "लवली",
    "अमेज़िंग",
    "अमेजिंग",
    "ऑसम",
    "हैप्पी",
    "बेस्ट",
    "जस्ट",
    "लुकिंग",
    "फीलिंग",
    "फ़ीलिंग",
    "टुडे",
    "व्हाट",
    "व्हेन",
    "हाउ",
    "विल",
    "कैन",
    "हैव",
    "नॉट",
    "ऑल",
    "एवरी",
    "दैन",
  ].map((word) => word.normalize("NFC")),
);
/** Transliterated English needs this many English words, and at least this share of all words. */
export const TRANSLITERATED_ENGLISH_MIN = 2;
export const TRANSLITERATED_ENGLISH_SHARE = 0.25;

/** English words spelt in Devanagari, against the language's own function words. */
export function transliteratedEnglish(text: string, language: "hindi" | "marathi") {
  const list = words(text);
  return {
    english: list.filter((w) => TRANSLITERATED_ENGLISH.has(w)).length,
    own: list.filter((w) => (language === "hindi" ? HINDI_WORDS : MARATHI_WORDS).has(w)).length,
    words: list.length,
  };
}

const LATIN_WORD_RE = /[A-Za-z\u00C0-\u024F\u1E00-\u1EFF]+/gu;
const QUOTED_RE = /"([^"\n]*)"|“([^”\n]*)”|‘([^’\n]*)’|«([^»\n]*)»/gu;
/** Latin letters in a text may stand for names and quotes while they are at most this share of its letters. */
export const EXCUSED_LATIN_SHARE_MAX = 0.5;

/**
 * Latin letters a native-script text may carry: the words of `quoted` (OCR text, the note),
 * anything in quotation marks, and capitalised words.
 */
export function excusedLatinLetters(text: string, quoted: readonly string[] = []): number {
  const allowed = new Set(
    quoted.flatMap((q) => q.normalize("NFC").match(LATIN_WORD_RE) ?? []).map((w) => w.toLowerCase()),
  );
  const prose = stripNonProse(text);
  let excused = 0;
  const unquoted = prose.replace(QUOTED_RE, (span) => {
    excused += (span.match(LATIN_WORD_RE) ?? []).join("").length;
    return " ";
  });
  for (const word of unquoted.match(LATIN_WORD_RE) ?? []) {
    if (allowed.has(word.toLowerCase()) || /^[A-Z\u00C0-\u00DE]/u.test(word)) excused += word.length;
  }
  return excused;
}

export type NeighbourEvidence = { own: number; neighbour: number; neighbourName: string };

/** Signals for the requested language against the neighbour sharing its script, or undefined. */
export function neighbourEvidence(text: string, language: LanguageCode): NeighbourEvidence | undefined {
  const list = words(text);
  const count = (set: Set<string>) => list.filter((w) => set.has(w)).length;
  const letters = [...stripNonProse(text)];
  const countLetters = (set: Set<string>) => letters.filter((c) => set.has(c)).length;
  switch (language) {
    case "hindi":
    case "marathi": {
      const marathi =
        count(MARATHI_WORDS) +
        list.filter((w) => !MARATHI_WORDS.has(w) && MARATHI_SUFFIX_RE.test(w)).length +
        list.filter((w) => w.includes(MARATHI_LLA)).length;
      const hindi = count(HINDI_WORDS);
      return language === "hindi"
        ? { own: hindi, neighbour: marathi, neighbourName: "Marathi" }
        : { own: marathi, neighbour: hindi, neighbourName: "Hindi" };
    }
    case "urdu":
      return {
        own: count(URDU_WORDS) + countLetters(URDU_LETTERS),
        neighbour: count(PERSIAN_ARABIC_WORDS) + countLetters(ARABIC_ONLY_LETTERS),
        neighbourName: "Persian or Arabic",
      };
    case "bengali":
      return {
        own: count(BENGALI_WORDS),
        neighbour: count(ASSAMESE_WORDS) + countLetters(ASSAMESE_LETTERS),
        neighbourName: "Assamese",
      };
    default:
      return undefined;
  }
}

export type LanguageCheck = { ok: true } | { ok: false; reason: string };

const percent = (share: number) => `${Math.round(share * 100)} %`;

/**
 * Checks that `text` is written in `language`: in its own script (or in Latin letters when
 * `script` is "latin", for romanised Indic such as Hinglish), not in a neighbour sharing it and
 * not English spelt in its letters. `quoted` are texts whose Latin words a native-script text
 * may carry as written (what OCR read in the photos, the creator's note).
 */
export function checkLanguage(
  text: string,
  language: LanguageCode,
  options: { script?: "native" | "latin"; quoted?: readonly string[] } = {},
): LanguageCheck {
  const meta = LANGUAGES.find((l) => l.code === language);
  if (!meta) return { ok: false, reason: `unknown language "${language}"` };
  const expected: ScriptName = options.script === "latin" ? "Latin" : meta.script;
  const profile = measureScripts(text);
  if (profile.letters === 0) return { ok: false, reason: `has no letters; expected ${meta.label} in ${expected}` };
  const excused = expected === "Latin" ? 0 : excusedLatinLetters(text, options.quoted);
  const left = excused <= profile.letters * EXCUSED_LATIN_SHARE_MAX ? profile.letters - excused : profile.letters;
  const share = left === 0 ? 0 : (profile.counts[expected] ?? 0) / left;
  if (share < SCRIPT_SHARE_MIN) {
    const found = profile.dominant && profile.dominant !== expected ? `; most letters are ${profile.dominant}` : "";
    return {
      ok: false,
      reason: `only ${percent(share)} of letters are ${expected} (need ${percent(SCRIPT_SHARE_MIN)}) for ${meta.label}${found}`,
    };
  }
  if (expected !== meta.script) return { ok: true };
  const evidence = neighbourEvidence(text, language);
  if (evidence) {
    if (evidence.neighbour >= NEIGHBOUR_SIGNALS_MIN && evidence.neighbour > evidence.own) {
      return {
        ok: false,
        reason: `reads as ${evidence.neighbourName}, not ${meta.label} (${evidence.neighbour} ${evidence.neighbourName} signals against ${evidence.own})`,
      };
    }
    if (language === "urdu" && evidence.own === 0 && profile.letters >= URDU_EVIDENCE_MIN_LETTERS) {
      return { ok: false, reason: "has no Urdu-specific letter (ٹ ڈ ڑ ں ے ھ ہ) or word; reads as Persian or Arabic" };
    }
  }
  if (language === "hindi" || language === "marathi") {
    const found = transliteratedEnglish(text, language);
    if (
      found.english >= TRANSLITERATED_ENGLISH_MIN &&
      found.english > found.own &&
      found.english >= found.words * TRANSLITERATED_ENGLISH_SHARE
    ) {
      return {
        ok: false,
        reason: `reads as English spelt in Devanagari letters, not ${meta.label} (${found.english} English words such as वेरी, एंड, दिस); write ${meta.label} words and grammar`,
      };
    }
  }
  return { ok: true };
}
