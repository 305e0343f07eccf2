/**
 * Stage 3 of the offline writer (decision 730): facts and concepts → the plan of the post:
 * what it is about (the note first, then the largest thing the analysis is sure of), what else
 * is there, where and when (only when backed), the text read in the photo, and whether to ask
 * the creator for a note because nothing was recognised.
 */
import { type NoteMatch, normaliseWords } from "./concepts.ts";
import type { Facts } from "./facts.ts";
import type { Subject } from "./render.ts";
import type { ColourName, Position } from "./types.ts";
import type { Concept } from "./vocabulary/types.ts";

const MAX_OTHERS = 3;
/** A main subject is placed (left, middle, right) only when it is a single thing this big. */
const PLACE_AREA_MIN = 0.05;

export type PostPlan = {
  /** What the post is about; absent when nothing was recognised and there is no note. */
  subject?: Subject;
  /** Where a single detected subject sits in the frame. */
  place?: Position;
  /** Up to three other things, people included. */
  others: Subject[];
  /** The note quoted as its own line, when its subject was found in the vocabulary but it says more. */
  noteLine?: string;
  setting?: Facts["setting"];
  night: boolean;
  light?: Facts["light"];
  text?: string;
  /** Nothing recognised and no note: the post says so and asks for a note. */
  askForNote: boolean;
  /** The concepts the post is about (subject first), for hashtags and emoji. */
  concepts: Concept[];
};

/** A detected thing matched to the vocabulary: the concept, how many, its size and place, the biggest one's colour. */
export type DetectedConcept = {
  concept: Concept;
  count: number;
  area: number;
  position?: Position;
  colour?: ColourName;
};

/**
 * The subject's own colour, said with it (decision 746): only for a single detected thing whose
 * box analysis gave a colour, and not when the colour is in the thing's name ("an orange
 * orange", "green tea"). People never have one (analysis gives none for a person).
 */
function colourOf(detection: DetectedConcept | undefined): ColourName | undefined {
  const colour = detection?.colour;
  if (!colour || detection.count !== 1 || detection.concept.category === "person") return undefined;
  return normaliseWords(detection.concept.forms.english.one).includes(colour) ? undefined : colour;
}

/** Decides what the post says and in which order; no wording yet. */
export function planPost(facts: Facts, note: NoteMatch, detected: readonly DetectedConcept[]): PostPlan {
  const people: Subject | undefined =
    facts.people > 0
      ? { kind: "people", count: facts.people }
      : facts.faces > 0
        ? { kind: "faces", count: facts.faces }
        : undefined;
  const largest = detected[0];
  const personFirst =
    people !== undefined && (facts.personLeads || !largest || facts.personArea >= (largest?.area ?? 0));

  let subject: Subject | undefined;
  let place: Position | undefined;
  const others: Subject[] = [];
  const concepts: Concept[] = [];
  const countOf = (concept: Concept) => detected.find((d) => d.concept === concept)?.count ?? 1;
  const coloured = (concept: Concept): Subject => {
    const colour = colourOf(detected.find((d) => d.concept === concept));
    return { kind: "concept", concept, count: countOf(concept), ...(colour ? { colour } : {}) };
  };

  if (note.concepts.length > 0) {
    const [first, ...rest] = note.concepts as [Concept, ...Concept[]];
    // The note names it and analysis saw it: its colour is the detection's.
    subject = coloured(first);
    concepts.push(...note.concepts);
    for (const c of rest) others.push({ kind: "concept", concept: c, count: countOf(c) });
    // "Papa", "Nani", "my bestie": the people found are the ones the note names, not others.
    const namesPeople = note.concepts.some((c) => c.category === "person");
    if (people && facts.people > 0 && !namesPeople) others.push(people);
  } else if (note.text) {
    subject = { kind: "words", text: note.text };
    if (people && facts.people > 0) others.push(people);
  } else if (personFirst && people) {
    subject = people;
    if (facts.people === 1 && facts.personPosition && facts.personArea >= PLACE_AREA_MIN) place = facts.personPosition;
  } else if (largest) {
    subject = coloured(largest.concept);
    concepts.push(largest.concept);
    if (largest.count === 1 && largest.position && largest.area >= PLACE_AREA_MIN) place = largest.position;
    if (people) others.push(people);
  }
  // A sign or a poster with nothing else recognised: its writing, quoted, is what the photo shows.
  if (!subject && facts.text) subject = { kind: "words", text: facts.text };
  for (const d of detected) {
    if (concepts.includes(d.concept)) continue;
    concepts.push(d.concept);
    others.push({ kind: "concept", concept: d.concept, count: d.count });
  }
  const noteLine = note.concepts.length > 0 && note.hasUnknownWords ? note.text : undefined;
  return {
    ...(subject ? { subject } : {}),
    ...(place ? { place } : {}),
    others: others.slice(0, MAX_OTHERS),
    ...(noteLine ? { noteLine } : {}),
    ...(facts.setting ? { setting: facts.setting } : {}),
    night: facts.night,
    ...(facts.light ? { light: facts.light } : {}),
    ...(facts.text ? { text: facts.text } : {}),
    askForNote: subject === undefined,
    concepts,
  };
}
