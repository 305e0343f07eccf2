/**
 * What each language needs to say what is in a photo (decisions 204, 730): counts, people,
 * places in the frame, indoors/outdoors, light, faces, the sentence and the heading and caption
 * templates with declared slots (render.ts), and what to say when nothing was recognised. One file per language in
 * `photo/`, written in that language, not translated from English.
 */
import type { Position, Setting } from "./types.ts";
import type { Gender } from "./vocabulary/types.ts";

/** The parts of a scene sentence, already in the language; empty parts are left out. */
export type SentenceParts = {
  /** The main subject with its count and place ("a person in the middle"), or "" when none. */
  subject: string;
  /** Other things found ("a cup", "2 chairs"), already joined. */
  others: string;
  /** Setting, time and light words ("indoors", "in low light"). */
  where: readonly string[];
};

export type PhotoWords = {
  /** "2 cups": a count above one with the noun (the plural, or Bengali and Odia the singular after a classifier). */
  count: (n: number, noun: string, key: string) => string;
  /** People: one, a few (2–3, exact), or a group (4 or more, not counted: the detector under-counts crowds). */
  people: { one: string; few: (n: number) => string; group: string };
  /** The same before a postposition (Hindi "दो लोगों पर"), in languages that inflect for it. */
  peopleObl?: { one: string; few: (n: number) => string; group: string };
  /** The gender verbs and adjectives take with the people words, by count (languages with gender). */
  peopleGender?: (count: number) => Gender;
  /** Faces, when no person was found (the face detector sees faces the person detector misses). */
  faces: { one: string; many: (n: number) => string };
  /** Places a single subject in the frame: appended to the noun phrase. */
  at: (phrase: string, position: Position) => string;
  setting: Readonly<Record<Setting, string>>;
  light: Readonly<{ warm: string; cool: string; dark: string; bright: string; day: string; night: string }>;
  /** The alt text and description sentence; must read as a sentence, not a list of tags. */
  sentence: (parts: SentenceParts) => string;
  /** Heading parts naming the subject: {subject}. At least 4. */
  subjectHeadings: readonly string[];
  /**
   * Caption lines naming the subject: slots declare their form ({subject}, {subject:obl},
   * {subject:gen}, {subject:a}, agreement {subject?m:…|f:…|many:…}; render.ts). At least 3.
   */
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
  /** When nothing was recognised and there is no note: say so plainly and ask for a note. */
  ask: { headings: readonly string[]; lines: readonly string[]; alt: string };
  /** Joins a heading's two parts (default " · "). */
  headingJoin?: string;
  /** The language's comma between phrases (default ", "; Urdu "، "). */
  comma?: string;
};
