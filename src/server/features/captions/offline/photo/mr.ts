import type { PhotoWords } from "../photo-words.ts";

const NUMBERS = ["", "एक", "दोन", "तीन", "चार", "पाच", "सहा", "सात", "आठ", "नऊ", "दहा"];
const num = (n: number) => NUMBERS[n] ?? String(n);
const COMMA = ", ";

/** Marathi, बोलीभाषेत, creators लिहितात तशी (आणि/आहे; हिंदी शब्द नाहीत). */
export const mrPhoto: PhotoWords = {
  count: (n, noun) => `${num(n)} ${noun}`,
  people: { one: "एक व्यक्ती", few: (n) => `${num(n)} जण`, group: "लोकांचा एक ग्रुप" },
  peopleObl: { one: "एका व्यक्ती", few: (n) => `${num(n)} जणां`, group: "लोकांच्या एका ग्रुप" },
  peopleGender: (n) => (n === 1 ? "f" : "m"),
  faces: { one: "एक चेहरा", many: (n) => `${num(n)} चेहरे` },
  at: (phrase, position) =>
    position === "left" ? `डावीकडे ${phrase}` : position === "right" ? `उजवीकडे ${phrase}` : `मधोमध ${phrase}`,
  setting: { indoors: "आत", outdoors: "बाहेर" },
  light: {
    warm: "उबदार प्रकाशात",
    cool: "थंड प्रकाशात",
    dark: "मंद प्रकाशात",
    bright: "लख्ख प्रकाशात",
    day: "दिवसाच्या उजेडात",
    night: "रात्रीच्या वेळी",
  },
  comma: COMMA,
  sentence: ({ subject, others, where }) => {
    const tail = [...where].filter(Boolean).join(COMMA);
    if (!subject) return tail ? `${tail} टिपलेला एक फोटो.` : "एक फोटो.";
    return `${subject}${others ? `${COMMA}सोबत ${others}` : ""}${tail ? ` — ${tail}` : ""}.`;
  },
  subjectHeadings: [
    "आजची फ्रेम: {subject}",
    "कॅमेऱ्याच्या नजरेत {subject}",
    "आजचा स्टार: {subject}",
    "फ्रेममध्ये {subject}",
    "लक्षवेधी: {subject}",
    "{subject} — हेच खास",
    "पहिल्या नजरेत {subject}",
  ],
  subjectLines: [
    "या फ्रेमची जान: {subject}.",
    "सगळ्यात आधी नजर जाते — {subject}.",
    "फोटोतलं खास आकर्षण: {subject}.",
    "या शॉटचा हिरो — {subject}.",
    "आज सगळ्यांची नजर {subject:obl}वर.",
    "{subject} {subject?m:दिसला|f:दिसली|n:दिसलं|many:दिसले|f.many:दिसल्या|n.many:दिसली} आणि दिवस खास झाला.",
  ],
  otherLines: [
    "सोबत दिसतंय: {others}.",
    "नीट पाहिलं तर {others} पण {others?one:दिसेल|many:दिसतील}.",
    "बाकी गोष्ट {others?m:सांगतो|f:सांगते|n:सांगतं|many:सांगतात} {others}.",
  ],
  sceneLines: ["वातावरण: {scene}.", "हा क्षण टिपला {scene}.", "फील अशी आहे: {scene}."],
  ask: {
    headings: ["या फोटोत काय आहे? दोन शब्दांत सांगा"],
    lines: ["या फोटोत काय आहे ते ओळखता आलं नाही. एक छोटी नोंद जोडा (जसं “आईचं पिठलं भाकरी”), मग पोस्ट त्याबद्दलच लिहिली जाईल."],
    alt: "एक फोटो; त्यात काय आहे ते ओळखता आलं नाही.",
  },
  written: {
    sentence: (quoted) => `फोटोत ${quoted} असं लिहिलं आहे.`,
    lines: ["फ्रेममध्ये स्पष्ट लिहिलंय: {text}.", "नीट वाचा, लिहिलंय {text}.", "फोटोवरचे शब्द: {text}."],
  },
};
