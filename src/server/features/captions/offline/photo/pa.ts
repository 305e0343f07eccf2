import type { PhotoWords } from "../photo-words.ts";

const NUMBERS = ["", "ਇੱਕ", "ਦੋ", "ਤਿੰਨ", "ਚਾਰ", "ਪੰਜ", "ਛੇ", "ਸੱਤ", "ਅੱਠ", "ਨੌਂ", "ਦਸ"];
const num = (n: number) => NUMBERS[n] ?? String(n);
const COMMA = ", ";

/** Punjabi (Gurmukhi), ਬੋਲਚਾਲ ਦੀ ਬੋਲੀ ਵਿੱਚ, ਜਿਵੇਂ creators ਲਿਖਦੇ ਨੇ. */
export const paPhoto: PhotoWords = {
  nouns: {
    table: "ਡਾਇਨਿੰਗ ਟੇਬਲ",
    chair: "ਕੁਰਸੀ",
    sofa: "ਸੋਫ਼ਾ",
    tv: "ਟੀਵੀ",
    clock: "ਘੜੀ",
    umbrella: "ਛਤਰੀ",
    bench: "ਬੈਂਚ",
    bus: "ਬੱਸ",
    truck: "ਟਰੱਕ",
    motorbike: "ਬਾਈਕ",
    trafficLight: "ਟ੍ਰੈਫ਼ਿਕ ਲਾਈਟ",
    bird: "ਚਿੜੀ",
    cutlery: "ਛੁਰੀ-ਕਾਂਟੇ",
    tie: "ਟਾਈ",
  },
  count: (n, noun) => `${num(n)} ${noun}`,
  people: { one: "ਇੱਕ ਵਿਅਕਤੀ", few: (n) => `${num(n)} ਜਣੇ`, group: "ਲੋਕਾਂ ਦਾ ਇੱਕ ਗਰੁੱਪ" },
  faces: { one: "ਇੱਕ ਚਿਹਰਾ", many: (n) => `${num(n)} ਚਿਹਰੇ` },
  at: (phrase, position) =>
    position === "left" ? `ਖੱਬੇ ਪਾਸੇ ${phrase}` : position === "right" ? `ਸੱਜੇ ਪਾਸੇ ${phrase}` : `ਵਿਚਕਾਰ ${phrase}`,
  setting: { indoors: "ਅੰਦਰ", outdoors: "ਬਾਹਰ" },
  light: {
    warm: "ਨਿੱਘੀ ਰੋਸ਼ਨੀ ਵਿੱਚ",
    cool: "ਠੰਢੀ ਰੋਸ਼ਨੀ ਵਿੱਚ",
    dark: "ਮੱਧਮ ਰੋਸ਼ਨੀ ਵਿੱਚ",
    bright: "ਤੇਜ਼ ਰੋਸ਼ਨੀ ਵਿੱਚ",
    day: "ਦਿਨ ਦੇ ਚਾਨਣ ਵਿੱਚ",
    night: "ਰਾਤ ਵੇਲੇ",
  },
  colours: (joined) => `${joined} ਰੰਗਾਂ ਵਿੱਚ`,
  comma: COMMA,
  sentence: ({ subject, others, where, colours }) => {
    const tail = [...where, colours].filter(Boolean).join(COMMA);
    if (!subject) return `${tail ? `${tail} ` : ""}ਖਿੱਚੀ ਇੱਕ ਤਸਵੀਰ।`;
    return `${subject}${others ? `${COMMA}ਨਾਲ ${others}` : ""}${tail ? ` — ${tail}` : ""}।`;
  },
  subjectHeadings: [
    "ਅੱਜ ਦਾ ਫ਼ਰੇਮ: {subject}",
    "ਕੈਮਰੇ ਦੀ ਨਜ਼ਰ ’ਚ {subject}",
    "ਅੱਜ ਦਾ ਸਟਾਰ: {subject}",
    "ਫ਼ਰੇਮ ਵਿੱਚ {subject}",
    "ਧਿਆਨ ਖਿੱਚਦਾ: {subject}",
    "{subject} — ਇਹੀ ਖ਼ਾਸ",
    "ਪਹਿਲੀ ਨਜ਼ਰੇ {subject}",
  ],
  sceneHeadings: [
    "ਅੱਜ ਦਾ ਨਜ਼ਾਰਾ, {scene}",
    "{scene} ਇੱਕ ਕਲਿੱਕ",
    "{scene} ਇੱਕ ਫ਼ਰੇਮ",
    "{scene} ਕੈਦ ਹੋਇਆ ਪਲ",
    "{scene} ਵਾਲਾ ਮੂਡ",
    "{scene} ਇੱਕ ਯਾਦ",
  ],
  subjectLines: [
    "ਇਸ ਫ਼ਰੇਮ ਦੀ ਜਾਨ: {subject}।",
    "ਸਭ ਤੋਂ ਪਹਿਲਾਂ ਨਜ਼ਰ ਪੈਂਦੀ ਹੈ — {subject} ’ਤੇ।",
    "ਤਸਵੀਰ ਵਿੱਚ ਖ਼ਾਸ: {subject}।",
    "ਇਸ ਸ਼ਾਟ ਦਾ ਹੀਰੋ — {subject}।",
  ],
  otherLines: ["ਨਾਲ ਦਿਸਦੇ ਨੇ: {others}।", "ਗ਼ੌਰ ਨਾਲ ਵੇਖੋ, {others} ਵੀ ਹੈ।", "ਬਾਕੀ ਕਹਾਣੀ ਦੱਸਦੇ ਨੇ {others}।"],
  sceneLines: ["ਮਾਹੌਲ: {scene}।", "ਇਹ ਪਲ ਕੈਦ ਹੋਇਆ {scene}।", "ਫ਼ੀਲ ਕੁਝ ਇਸ ਤਰ੍ਹਾਂ: {scene}।"],
  written: {
    sentence: (quoted) => `ਤਸਵੀਰ ਵਿੱਚ ${quoted} ਲਿਖਿਆ ਹੋਇਆ ਹੈ।`,
    lines: ["ਫ਼ਰੇਮ ਵਿੱਚ ਸਾਫ਼ ਲਿਖਿਆ ਹੈ: {text}।", "ਜ਼ਰਾ ਪੜ੍ਹੋ, ਲਿਖਿਆ ਹੈ {text}।", "ਤਸਵੀਰ ਉੱਤੇ ਲਿਖੇ ਸ਼ਬਦ: {text}।"],
  },
};
