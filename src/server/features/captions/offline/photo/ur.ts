import type { PhotoWords } from "../photo-words.ts";

const NUMBERS = ["", "ایک", "دو", "تین", "چار", "پانچ", "چھ", "سات", "آٹھ", "نو", "دس"];
const num = (n: number) => NUMBERS[n] ?? String(n);
const COMMA = "، ";

/** Urdu, روزمرہ کی زبان میں (ی ک ہ، ٹ ڈ ں ے ھ), جیسے creators لکھتے ہیں. */
export const urPhoto: PhotoWords = {
  count: (n, noun) => `${num(n)} ${noun}`,
  people: { one: "ایک شخص", few: (n) => `${num(n)} لوگ`, group: "لوگوں کا ایک گروپ" },
  peopleObl: { one: "ایک شخص", few: (n) => `${num(n)} لوگوں`, group: "لوگوں کے ایک گروپ" },
  peopleGender: () => "m",
  faces: { one: "ایک چہرہ", many: (n) => `${num(n)} چہرے` },
  at: (phrase, position) =>
    position === "left" ? `بائیں جانب ${phrase}` : position === "right" ? `دائیں جانب ${phrase}` : `بیچ میں ${phrase}`,
  setting: { indoors: "اندر", outdoors: "باہر" },
  light: {
    warm: "گرم روشنی میں",
    cool: "ٹھنڈی روشنی میں",
    dark: "مدھم روشنی میں",
    bright: "تیز روشنی میں",
    day: "دن کے اجالے میں",
    night: "رات کے وقت",
  },
  comma: COMMA,
  sentence: ({ subject, others, where }) => {
    const tail = [...where].filter(Boolean).join(COMMA);
    if (!subject) return tail ? `${tail} لی گئی ایک تصویر۔` : "ایک تصویر۔";
    return `${subject}${others ? `${COMMA}ساتھ میں ${others}` : ""}${tail ? ` — ${tail}` : ""}۔`;
  },
  subjectHeadings: [
    "آج کا فریم: {subject}",
    "کیمرے کی نظر میں {subject}",
    "آج کا اسٹار: {subject}",
    "فریم میں {subject}",
    "توجہ کا مرکز: {subject}",
    "{subject} — یہی خاص ہے",
    "پہلی نظر میں {subject}",
  ],
  subjectLines: [
    "اس فریم کی جان: {subject}۔",
    "سب سے پہلے نظر جاتی ہے — {subject:obl} پر۔",
    "تصویر میں خاص: {subject}۔",
    "اس شاٹ کا ہیرو — {subject}۔",
    "{subject} {subject?m:نظر آیا|f:نظر آئی|many:نظر آئے|f.many:نظر آئیں} اور دن بن گیا۔",
  ],
  otherLines: [
    "ساتھ میں {others?one:نظر آ رہا ہے|f:نظر آ رہی ہے|many:نظر آ رہے ہیں|f.many:نظر آ رہی ہیں}: {others}۔",
    "غور سے دیکھیں، {others} بھی {others?one:ہے|many:ہیں}۔",
    "باقی کہانی {others?one:سناتا ہے|f:سناتی ہے|many:سناتے ہیں|f.many:سناتی ہیں} {others}۔",
  ],
  sceneLines: ["ماحول: {scene}۔", "یہ لمحہ قید ہوا {scene}۔", "فیل کچھ ایسی: {scene}۔"],
  ask: {
    headings: ["اس تصویر میں کیا ہے؟ دو لفظوں میں بتائیں"],
    lines: [
      "اس تصویر میں کیا ہے، یہ پہچانا نہیں جا سکا۔ ایک چھوٹا سا نوٹ لکھیں (جیسے “امی کی بریانی”)، تو پوسٹ اسی کے بارے میں لکھی جائے گی۔",
    ],
    alt: "ایک تصویر، جس میں کیا ہے یہ پہچانا نہیں جا سکا۔",
  },
  written: {
    sentence: (quoted) => `تصویر میں ${quoted} لکھا ہے۔`,
    lines: ["فریم میں صاف لکھا ہے: {text}۔", "ذرا پڑھیے، لکھا ہے {text}۔", "تصویر پر لکھے الفاظ: {text}۔"],
  },
};
