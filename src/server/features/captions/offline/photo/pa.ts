import type { PhotoWords } from "../photo-words.ts";

const NUMBERS = ["", "ਇੱਕ", "ਦੋ", "ਤਿੰਨ", "ਚਾਰ", "ਪੰਜ", "ਛੇ", "ਸੱਤ", "ਅੱਠ", "ਨੌਂ", "ਦਸ"];
const num = (n: number) => NUMBERS[n] ?? String(n);
const COMMA = ", ";

/** Punjabi (Gurmukhi), ਬੋਲਚਾਲ ਦੀ ਬੋਲੀ ਵਿੱਚ, ਜਿਵੇਂ creators ਲਿਖਦੇ ਨੇ. */
export const paPhoto: PhotoWords = {
  count: (n, noun) => `${num(n)} ${noun}`,
  people: { one: "ਇੱਕ ਵਿਅਕਤੀ", few: (n) => `${num(n)} ਜਣੇ`, group: "ਲੋਕਾਂ ਦਾ ਇੱਕ ਗਰੁੱਪ" },
  peopleObl: { one: "ਇੱਕ ਵਿਅਕਤੀ", few: (n) => `${num(n)} ਜਣਿਆਂ`, group: "ਲੋਕਾਂ ਦੇ ਇੱਕ ਗਰੁੱਪ" },
  peopleGender: () => "m",
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
  comma: COMMA,
  sentence: ({ subject, others, where }) => {
    const tail = [...where].filter(Boolean).join(COMMA);
    if (!subject) return tail ? `${tail} ਖਿੱਚੀ ਇੱਕ ਤਸਵੀਰ।` : "ਇੱਕ ਤਸਵੀਰ।";
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
  subjectLines: [
    "ਇਸ ਫ਼ਰੇਮ ਦੀ ਜਾਨ: {subject}।",
    "ਸਭ ਤੋਂ ਪਹਿਲਾਂ ਨਜ਼ਰ ਪੈਂਦੀ ਹੈ — {subject:obl} ’ਤੇ।",
    "ਤਸਵੀਰ ਵਿੱਚ ਖ਼ਾਸ: {subject}।",
    "ਇਸ ਸ਼ਾਟ ਦਾ ਹੀਰੋ — {subject}।",
    "{subject} {subject?m:ਦਿਸਿਆ|f:ਦਿਸੀ|many:ਦਿਸੇ|f.many:ਦਿਸੀਆਂ} ਤੇ ਦਿਨ ਬਣ ਗਿਆ।",
  ],
  otherLines: [
    "ਨਾਲ {others?one:ਦਿਸਦਾ ਹੈ|f:ਦਿਸਦੀ ਹੈ|many:ਦਿਸਦੇ ਨੇ|f.many:ਦਿਸਦੀਆਂ ਨੇ}: {others}।",
    "ਗ਼ੌਰ ਨਾਲ ਵੇਖੋ, {others} ਵੀ {others?one:ਹੈ|many:ਹਨ}।",
    "ਬਾਕੀ ਕਹਾਣੀ {others?one:ਦੱਸਦਾ ਹੈ|f:ਦੱਸਦੀ ਹੈ|many:ਦੱਸਦੇ ਨੇ|f.many:ਦੱਸਦੀਆਂ ਨੇ} {others}।",
  ],
  sceneLines: ["ਮਾਹੌਲ: {scene}।", "ਇਹ ਪਲ ਕੈਦ ਹੋਇਆ {scene}।", "ਫ਼ੀਲ ਕੁਝ ਇਸ ਤਰ੍ਹਾਂ: {scene}।"],
  ask: {
    headings: ["ਇਸ ਤਸਵੀਰ ਵਿੱਚ ਕੀ ਹੈ? ਦੋ ਸ਼ਬਦਾਂ ਵਿੱਚ ਦੱਸੋ"],
    lines: [
      "ਇਸ ਤਸਵੀਰ ਵਿੱਚ ਕੀ ਹੈ, ਇਹ ਪਛਾਣਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ। ਇੱਕ ਛੋਟਾ ਜਿਹਾ ਨੋਟ ਜੋੜੋ (ਜਿਵੇਂ “ਮੰਮੀ ਦੇ ਰਾਜਮਾਂ ਚੌਲ”), ਤਾਂ ਪੋਸਟ ਉਸੇ ਬਾਰੇ ਲਿਖੀ ਜਾਵੇਗੀ।",
    ],
    alt: "ਇੱਕ ਤਸਵੀਰ, ਜਿਸ ਵਿੱਚ ਕੀ ਹੈ ਇਹ ਪਛਾਣਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ।",
  },
  written: {
    sentence: (quoted) => `ਤਸਵੀਰ ਵਿੱਚ ${quoted} ਲਿਖਿਆ ਹੋਇਆ ਹੈ।`,
    lines: ["ਫ਼ਰੇਮ ਵਿੱਚ ਸਾਫ਼ ਲਿਖਿਆ ਹੈ: {text}।", "ਜ਼ਰਾ ਪੜ੍ਹੋ, ਲਿਖਿਆ ਹੈ {text}।", "ਤਸਵੀਰ ਉੱਤੇ ਲਿਖੇ ਸ਼ਬਦ: {text}।"],
  },
};
