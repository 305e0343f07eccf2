import type { ContentField, GeneratedResult, ScriptMode, Tone } from "#contract/captions.ts";
import type { LanguageCode } from "#contract/languages.ts";

/** Objects the offline writer can name, each with words in every language's phrase bank. */
export const DETECTABLE_OBJECTS = [
  "cake",
  "plate",
  "cup",
  "bowl",
  "pizza",
  "fruit",
  "dog",
  "cat",
  "laptop",
  "phone",
  "bicycle",
  "car",
  "backpack",
  "handbag",
  "suitcase",
  "book",
  "plant",
  "ball",
  "bottle",
] as const;
export type DetectableObject = (typeof DETECTABLE_OBJECTS)[number];

/** COCO class names (as object detectors report them) mapped to the objects the writer names. */
export const COCO_TO_OBJECT: Readonly<Record<string, DetectableObject>> = {
  cake: "cake",
  donut: "cake",
  cup: "cup",
  "wine glass": "cup",
  bowl: "bowl",
  pizza: "pizza",
  banana: "fruit",
  apple: "fruit",
  orange: "fruit",
  dog: "dog",
  cat: "cat",
  laptop: "laptop",
  "cell phone": "phone",
  bicycle: "bicycle",
  car: "car",
  backpack: "backpack",
  handbag: "handbag",
  suitcase: "suitcase",
  book: "book",
  "potted plant": "plant",
  "sports ball": "ball",
  bottle: "bottle",
};

import type { Brightness, ColourName, ImageAnalysis, Orientation } from "#server/media/analysis/types.ts";
import type { Concept } from "./vocabulary/types.ts";

export type {
  Brightness,
  ColourName,
  DetectedObject,
  ImageAnalysis,
  Orientation,
  Position,
  Setting,
  Warmth,
} from "#server/media/analysis/types.ts";
// What image analysis finds lives with the analysis (shared server code, decision 022).
export { COLOUR_NAMES } from "#server/media/analysis/types.ts";

export type Plan = "free" | "starter" | "pro" | "business";

/** The facts a phrase bank may put into words: only what analysis found. */
export type SceneFacts = {
  /** Object words in the bank's language, most confident first (at most 3). */
  objects: string[];
  /** People counted (0 when none or unknown). */
  people: number;
  /** Colour words in the bank's language (at most 2). */
  colours: string[];
  light: Brightness;
  orientation: Orientation;
};

export type FieldPhrases = {
  /** Short post headings; general to the field, claiming nothing about the photo. */
  headings: readonly string[];
  /** First line of the caption. */
  openers: readonly string[];
  /** Body lines; at least 3 so that variations 1–3 always differ. */
  lines: readonly string[];
  /** Sentences opening the detailed description. */
  description: readonly string[];
  /** Hashtags in this language for the field (without '#'); may be empty. */
  tags: readonly string[];
};

export type TonePhrases = { openers: readonly string[]; closers: readonly string[] };

/**
 * One language's hand-written phrase bank. Sentences are complete and natural on their own;
 * slots are {objects}, {colours} and {count}. The small functions hold the grammar a template
 * cannot (list joining, alt text, the literal description of the photo).
 */
export type PhraseBank = {
  language: LanguageCode;
  script: "native" | "latin";
  objects: Readonly<Record<DetectableObject, string>>;
  colours: Readonly<Record<ColourName, string>>;
  /** Joins words into a list the way the language does ("a, b and c"). */
  list: (items: readonly string[]) => string;
  /** Caption lines naming detected objects: {objects}. */
  objectLines: readonly string[];
  /** Caption lines naming the dominant colours: {colours}. */
  colourLines: readonly string[];
  /** Caption lines about the light, for dark and bright photos. */
  lightLines: Readonly<Record<"dark" | "bright", readonly string[]>>;
  /** Caption lines used only when people were detected: one person, or {count} people. */
  peopleLines: Readonly<{ one: readonly string[]; group: readonly string[] }>;
  /** Words that mean a person or people; used by tests to prove none appear when none were detected. */
  peopleWords: readonly string[];
  fields: Readonly<Record<ContentField, FieldPhrases>>;
  tones: Readonly<Record<Tone, TonePhrases>>;
  /** Calls to action: comment, save, share, tag a friend. */
  cta: readonly string[];
  /** Hashtags naming the language or its community (without '#'). */
  languageTags: readonly string[];
  /** A literal, short description of the photo for the detailed description. */
  describe: (facts: SceneFacts) => string;
  /** Short, literal alt text (the writer drops parts until it is under 125 characters). */
  alt: (facts: SceneFacts) => string;
};

export type OfflineWriterInput = {
  /** The user's default voice style (tone keywords and sample captions), if any (voice.ts). */
  voice?: { toneKeywords: readonly string[]; sampleCaptions: readonly string[] } | undefined;
  /** One analysis per photo (1–5); the first is the cover that alt text describes. */
  images: readonly ImageAnalysis[];
  /** The creator's one line about the photos (≤ 200 characters, any language or script), if any. */
  note?: string;
  contentField: ContentField;
  tone: Tone;
  language: LanguageCode;
  script: ScriptMode;
  plan: Plan;
  /** Product hashtag from configuration; free-plan posts carry it among the post's tags. */
  productHashtag: string;
  /** How many hashtags a post carries (configuration). */
  hashtagCap: number;
  /**
   * Tags the user listed on their brand examples, newest first. Offered as extra suggestions
   * right after the post's set; the writer has no model, so it takes nothing else from them.
   */
  brandHashtags?: readonly string[];
  /** Seed for the varied choices: the same seed gives the same post. */
  seed: string | number;
  /** 0, 1 or 2 for the variations of one request; different indices always give different captions. */
  variation?: number;
  /**
   * "short": the caption's short form (the hook, the note, what the photo shows and the call to
   * action, without the field's and the tone's general lines), as for a voice whose samples are
   * short; the one-tap "Shorter" asks for it (decision 745).
   */
  length?: "short";
  /** The concept vocabulary (tests pass their own; VOCABULARY by default). */
  vocabulary?: readonly Concept[];
};

export type OfflineWriterOutput = {
  result: GeneratedResult;
  meta: {
    engine: "offline";
    language: LanguageCode;
    script: ScriptMode;
    /** Set when the requested romanised language has no romanised phrase bank and English was written instead. */
    fallback?: { language: LanguageCode; reason: string };
    /** The post's hashtag set (the first `hashtagCap` of the ranked list). */
    postHashtags: string[];
    /** True when nothing was recognised and there was no note: the post asks the creator for one. */
    askForNote: boolean;
    /** What the writer took from the photo and the note, in English, for tests and the samples script. */
    facts?: Record<string, unknown>;
    /** What the voice style changed, for tests and the samples script. */
    voice?: string[];
  };
};
