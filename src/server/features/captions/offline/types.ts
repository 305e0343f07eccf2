import type { ContentField, Tone } from "#contract/captions.ts";
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

import type { Brightness, ColourName, Orientation } from "#server/media/analysis/types.ts";

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
