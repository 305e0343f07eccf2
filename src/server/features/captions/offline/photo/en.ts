import type { PhotoWords } from "../photo-words.ts";

const NUMBERS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const num = (n: number) => NUMBERS[n] ?? String(n);
const PLURAL: Record<string, string> = {
  cake: "cakes",
  plate: "plates",
  cup: "cups",
  bowl: "bowls",
  pizza: "pizzas",
  fruit: "pieces of fruit",
  dog: "dogs",
  cat: "cats",
  laptop: "laptops",
  phone: "phones",
  bicycle: "bicycles",
  car: "cars",
  backpack: "backpacks",
  handbag: "handbags",
  suitcase: "suitcases",
  book: "books",
  plant: "plants",
  ball: "balls",
  bottle: "bottles",
  table: "tables",
  chair: "chairs",
  sofa: "sofas",
  tv: "TVs",
  clock: "clocks",
  umbrella: "umbrellas",
  bench: "benches",
  bus: "buses",
  truck: "trucks",
  motorbike: "motorbikes",
  trafficLight: "traffic lights",
  bird: "birds",
  cutlery: "pieces of cutlery",
  tie: "ties",
};

/** English, as an Indian creator writes it: plain, warm, a little playful. */
export const enPhoto: PhotoWords = {
  nouns: {
    table: "a dining table",
    chair: "a chair",
    sofa: "a sofa",
    tv: "a TV",
    clock: "a clock",
    umbrella: "an umbrella",
    bench: "a bench",
    bus: "a bus",
    truck: "a truck",
    motorbike: "a motorbike",
    trafficLight: "a traffic light",
    bird: "a bird",
    cutlery: "cutlery",
    tie: "a tie",
  },
  count: (n, noun, key) => `${num(n)} ${PLURAL[key] ?? noun}`,
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
  colours: (joined) => `in ${joined} tones`,
  sentence: ({ subject, others, where, colours }) => {
    const tail = [...where, colours].filter(Boolean).join(", ");
    if (!subject) return `A photo${tail ? ` ${tail}` : ""}.`;
    return `${subject}${others ? ` with ${others}` : ""}${tail ? `, ${tail}` : ""}.`;
  },
  subjectHeadings: [
    "Here's {subject}",
    "Zoom in on {subject}",
    "Starring {subject}",
    "All about {subject}",
    "Spotted: {subject}",
    "Meet {subject}",
    "{subject}, in focus",
  ],
  sceneHeadings: [
    "Today, {scene}",
    "Snapshot {scene}",
    "A frame {scene}",
    "Caught {scene}",
    "Everything {scene}",
    "A moment {scene}",
  ],
  subjectLines: [
    "The star of this shot: {subject}.",
    "First thing you notice? {subject}.",
    "In this frame: {subject}.",
    "Say hello to {subject}.",
  ],
  otherLines: ["Also in the shot: {others}.", "Look closer and you'll find {others}.", "Supporting cast: {others}."],
  sceneLines: ["Taken {scene}.", "The setting: {scene}.", "Mood check: {scene}."],
  written: {
    sentence: (quoted) => `Text in the photo reads ${quoted}.`,
    lines: [
      "Written right there in the frame: {text}.",
      "Read what it says? {text}.",
      "The words in this shot: {text}.",
    ],
  },
};
