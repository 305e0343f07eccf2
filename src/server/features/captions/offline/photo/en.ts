import type { PhotoWords } from "../photo-words.ts";

const NUMBERS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const num = (n: number) => NUMBERS[n] ?? String(n);

/** English, as an Indian creator writes it: plain, warm, a little playful. */
export const enPhoto: PhotoWords = {
  count: (n, noun) => `${num(n)} ${noun}`,
  people: { one: "a person", few: (n) => `${num(n)} people`, group: "a group of people" },
  faces: { one: "a face", many: (n) => `${num(n)} faces` },
  at: (phrase, position) =>
    position === "left"
      ? `${phrase} on the left`
      : position === "right"
        ? `${phrase} on the right`
        : `${phrase} in the middle`,
  setting: { indoors: "indoors", outdoors: "outdoors" },
  light: {
    warm: "in warm light",
    cool: "in cool light",
    dark: "in low light",
    bright: "in bright light",
    day: "in daylight",
    night: "at night",
  },
  sentence: ({ subject, others, where }) => {
    const tail = [...where].filter(Boolean).join(", ");
    if (!subject) return `A photo${tail ? `, ${tail}` : ""}.`;
    return `${subject}${others ? ` with ${others}` : ""}${tail ? `, ${tail}` : ""}.`;
  },
  subjectHeadings: [
    "Here's {subject:a}",
    "Zoom in on {subject:the}",
    "Starring {subject:the}",
    "All about {subject:the}",
    "Spotted: {subject:a}",
    "Meet {subject:the}",
    "{subject:the}, in focus",
  ],
  subjectLines: [
    "This shot belongs to {subject:the}.",
    "All eyes on {subject:the}.",
    "In this frame: {subject:a}.",
    "{subject:the} {subject?one:steals|many:steal} the show here.",
  ],
  otherLines: ["Also in the shot: {others}.", "Look closer and you'll find {others}.", "Supporting cast: {others}."],
  sceneLines: ["Taken {scene}.", "The setting: {scene}.", "Mood check: {scene}."],
  ask: {
    headings: ["What's in this photo? Tell me in a few words"],
    lines: [
      "I couldn't tell what this photo shows. Add a short note (like “Mom's rajma chawal”) and the post will be about it.",
    ],
    alt: "A photo; what it shows could not be recognised.",
  },
  written: {
    sentence: (quoted) => `Text in the photo reads ${quoted}.`,
    lines: [
      "Written right there in the frame: {text}.",
      "Read what it says? {text}.",
      "The words in this shot: {text}.",
    ],
  },
};
