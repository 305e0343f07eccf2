import type { PhotoWords } from "../photo-words.ts";

const NUMBERS = ["", "একটি", "দুটি", "তিনটি", "চারটি", "পাঁচটি", "ছয়টি", "সাতটি", "আটটি", "নয়টি", "দশটি"];
const num = (n: number) => NUMBERS[n] ?? String(n);
const COMMA = ", ";

/** Bengali, চলিত ভাষায়, ক্রিয়েটররা যেমন লেখেন (র/ব, never ৰ/ৱ). */
export const bnPhoto: PhotoWords = {
  nouns: {
    table: "ডাইনিং টেবিল",
    chair: "চেয়ার",
    sofa: "সোফা",
    tv: "টিভি",
    clock: "ঘড়ি",
    umbrella: "ছাতা",
    bench: "বেঞ্চ",
    bus: "বাস",
    truck: "ট্রাক",
    motorbike: "বাইক",
    trafficLight: "ট্রাফিক সিগন্যাল",
    bird: "পাখি",
    cutlery: "কাঁটা-চামচ",
    tie: "টাই",
  },
  count: (n, noun) => `${num(n)} ${noun}`,
  people: { one: "একজন মানুষ", few: (n) => `${n === 2 ? "দুজন" : "তিনজন"} মানুষ`, group: "একদল মানুষ" },
  faces: { one: "একটি মুখ", many: (n) => `${num(n)} মুখ` },
  at: (phrase, position) =>
    position === "left" ? `বাঁদিকে ${phrase}` : position === "right" ? `ডানদিকে ${phrase}` : `মাঝখানে ${phrase}`,
  setting: { indoors: "ভেতরে", outdoors: "বাইরে" },
  light: {
    warm: "উষ্ণ আলোয়",
    cool: "ঠান্ডা আলোয়",
    dark: "আবছা আলোয়",
    bright: "ঝলমলে আলোয়",
    day: "দিনের আলোয়",
    night: "রাতের বেলা",
  },
  colours: (joined) => `${joined} রঙে`,
  comma: COMMA,
  sentence: ({ subject, others, where, colours }) => {
    const tail = [...where, colours].filter(Boolean).join(COMMA);
    if (!subject) return `${tail ? `${tail} ` : ""}তোলা একটি ছবি।`;
    return `${subject}${others ? `${COMMA}সঙ্গে ${others}` : ""}${tail ? ` — ${tail}` : ""}।`;
  },
  subjectHeadings: [
    "আজকের ফ্রেম: {subject}",
    "ক্যামেরার চোখে {subject}",
    "আজকের স্টার: {subject}",
    "ফ্রেমে {subject}",
    "নজরে {subject}",
    "{subject} — এটাই স্পেশাল",
    "প্রথম দেখায় {subject}",
  ],
  sceneHeadings: [
    "আজকের দৃশ্য, {scene}",
    "{scene} একটা ক্লিক",
    "{scene} একটা ফ্রেম",
    "{scene} ধরা একটা মুহূর্ত",
    "{scene} একটা মুড",
    "{scene} একটুকরো স্মৃতি",
  ],
  subjectLines: [
    "এই ফ্রেমের প্রাণ: {subject}।",
    "প্রথমেই চোখে পড়ে — {subject}।",
    "ছবির আসল আকর্ষণ: {subject}।",
    "এই শটের হিরো — {subject}।",
  ],
  otherLines: ["সঙ্গে আছে: {others}।", "ভালো করে দেখুন, আছে {others}।", "বাকি গল্প বলে {others}।"],
  sceneLines: ["পরিবেশ: {scene}।", "মুহূর্তটা ধরা পড়েছে {scene}।", "ফিলটা এমন: {scene}।"],
  written: {
    sentence: (quoted) => `ছবিতে লেখা আছে ${quoted}।`,
    lines: ["ফ্রেমেই স্পষ্ট লেখা: {text}।", "একটু পড়ে দেখুন, লেখা আছে {text}।", "ছবির গায়ে লেখা শব্দগুলো: {text}।"],
  },
};
