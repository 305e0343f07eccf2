import type { PhotoWords } from "../photo-words.ts";

const NUMBERS = ["", "एक", "दोन", "तीन", "चार", "पाच", "सहा", "सात", "आठ", "नऊ", "दहा"];
const num = (n: number) => NUMBERS[n] ?? String(n);
const COMMA = ", ";

/** Marathi, बोलीभाषेत, creators लिहितात तशी (आणि/आहे; हिंदी शब्द नाहीत). */
export const mrPhoto: PhotoWords = {
  nouns: {
    table: "डायनिंग टेबल",
    chair: "खुर्ची",
    sofa: "सोफा",
    tv: "टीव्ही",
    clock: "घड्याळ",
    umbrella: "छत्री",
    bench: "बाक",
    bus: "बस",
    truck: "ट्रक",
    motorbike: "बाइक",
    trafficLight: "ट्रॅफिक सिग्नल",
    bird: "पक्षी",
    cutlery: "काटे-चमचे",
    tie: "टाय",
  },
  count: (n, noun) => `${num(n)} ${noun}`,
  people: { one: "एक व्यक्ती", few: (n) => `${num(n)} जण`, group: "लोकांचा एक ग्रुप" },
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
  colours: (joined) => `${joined} रंगांत`,
  comma: COMMA,
  sentence: ({ subject, others, where, colours }) => {
    const tail = [...where, colours].filter(Boolean).join(COMMA);
    if (!subject) return `${tail ? `${tail} ` : ""}टिपलेला एक फोटो.`;
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
  sceneHeadings: [
    "आजचं दृश्य, {scene}",
    "{scene} एक क्लिक",
    "{scene} एक फ्रेम",
    "{scene} टिपलेला क्षण",
    "{scene} मस्त मूड",
    "{scene} एक आठवण",
  ],
  subjectLines: [
    "या फ्रेमची जान: {subject}.",
    "सगळ्यात आधी नजर जाते — {subject}.",
    "फोटोतलं खास आकर्षण: {subject}.",
    "या शॉटचा हिरो — {subject}.",
  ],
  otherLines: ["सोबत दिसतंय: {others}.", "नीट पाहिलं तर {others} पण दिसेल.", "बाकी गोष्ट सांगतात {others}."],
  sceneLines: ["वातावरण: {scene}.", "हा क्षण टिपला {scene}.", "फील अशी आहे: {scene}."],
  written: {
    sentence: (quoted) => `फोटोत ${quoted} असं लिहिलं आहे.`,
    lines: ["फ्रेममध्ये स्पष्ट लिहिलंय: {text}.", "नीट वाचा, लिहिलंय {text}.", "फोटोवरचे शब्द: {text}."],
  },
};
