/**
 * What each language needs to say what is in a photo (decision 204): nouns for the objects the
 * detector knows beyond the first 19, counts, places in the frame, indoors/outdoors, light,
 * faces, and the sentence and heading templates that carry them. One file per language in
 * `photo/`, written in that language, not translated from English.
 */
import type { Position, Setting } from "./types.ts";

/** Objects named only by the photo layer (the first 19 keep their words in the phrase banks). */
export const EXTRA_OBJECTS = [
  "table",
  "chair",
  "sofa",
  "tv",
  "clock",
  "umbrella",
  "bench",
  "bus",
  "truck",
  "motorbike",
  "trafficLight",
  "bird",
  "cutlery",
  "tie",
] as const;
export type ExtraObject = (typeof EXTRA_OBJECTS)[number];

export const COCO_TO_EXTRA: Readonly<Record<string, ExtraObject>> = {
  "dining table": "table",
  chair: "chair",
  couch: "sofa",
  tv: "tv",
  clock: "clock",
  umbrella: "umbrella",
  bench: "bench",
  bus: "bus",
  truck: "truck",
  motorcycle: "motorbike",
  "traffic light": "trafficLight",
  bird: "bird",
  fork: "cutlery",
  knife: "cutlery",
  spoon: "cutlery",
  tie: "tie",
};

/** The parts of a scene sentence, already in the language; empty parts are left out. */
export type SentenceParts = {
  /** The main subject with its count and place ("a person in the middle"), or "" when none. */
  subject: string;
  /** Other things found ("a cup", "2 chairs"), already joined. */
  others: string;
  /** Setting, time and light words ("indoors", "in warm light"). */
  where: readonly string[];
  /** Colours phrase ("in orange and brown tones"), used when the photo has nothing else to say. */
  colours: string;
};

export type PhotoWords = {
  nouns: Readonly<Record<ExtraObject, string>>;
  /** "2 cups": a count above one with the noun (the noun as the bank writes it). */
  count: (n: number, noun: string, key: string) => string;
  /** People: one, a few (2–3, exact), or a group (4 or more, not counted: the detector under-counts crowds). */
  people: { one: string; few: (n: number) => string; group: string };
  /** Faces, when no person was found (the face detector sees faces the person detector misses). */
  faces: { one: string; many: (n: number) => string };
  /** Places a single subject in the frame: appended to the noun phrase. */
  at: (phrase: string, position: Position) => string;
  setting: Readonly<Record<Setting, string>>;
  light: Readonly<{ warm: string; cool: string; dark: string; bright: string; day: string; night: string }>;
  /** "in orange and brown tones". */
  colours: (joined: string) => string;
  /** The alt text and description sentence; must read as a sentence, not a list of tags. */
  sentence: (parts: SentenceParts) => string;
  /** Heading parts naming the subject: {subject}. At least 4. */
  subjectHeadings: readonly string[];
  /** Heading parts when nothing was found, from light and colour: {scene}. At least 4. */
  sceneHeadings: readonly string[];
  /** Caption lines naming the subject (with its place): {subject}. At least 3. */
  subjectLines: readonly string[];
  /** Caption lines naming what else is there: {others}. At least 2. */
  otherLines: readonly string[];
  /** Caption lines about setting and light: {scene}. At least 3. */
  sceneLines: readonly string[];
  /**
   * Text read in the photo (decision 206). It is quoted exactly as written, never translated
   * or transliterated; {text} and `quoted` already carry the quotation marks.
   */
  written: {
    /** A sentence for the alt text and description: what the writing in the photo says. */
    sentence: (quoted: string) => string;
    /** Caption lines quoting it: {text}. At least 2. */
    lines: readonly string[];
  };
  /** Joins a heading's two parts (default " · "). */
  headingJoin?: string;
  /** The language's comma between phrases (default ", "; Urdu "، "). */
  comma?: string;
};
