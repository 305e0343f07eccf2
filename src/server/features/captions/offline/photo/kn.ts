import type { PhotoWords } from "../photo-words.ts";

const NUMBERS = ["", "ಒಂದು", "ಎರಡು", "ಮೂರು", "ನಾಲ್ಕು", "ಐದು", "ಆರು", "ಏಳು", "ಎಂಟು", "ಒಂಬತ್ತು", "ಹತ್ತು"];
const num = (n: number) => NUMBERS[n] ?? String(n);
const COMMA = ", ";

/** Kannada, light spoken forms as creators write them (ಆಡುಭಾಷೆ). */
export const knPhoto: PhotoWords = {
  count: (n, noun) => `${num(n)} ${noun}`,
  people: { one: "ಒಬ್ಬ ವ್ಯಕ್ತಿ", few: (n) => `${num(n)} ಜನ`, group: "ಜನರ ಒಂದು ಗುಂಪು" },
  faces: { one: "ಒಂದು ಮುಖ", many: (n) => `${num(n)} ಮುಖಗಳು` },
  at: (phrase, position) =>
    position === "left" ? `ಎಡಭಾಗದಲ್ಲಿ ${phrase}` : position === "right" ? `ಬಲಭಾಗದಲ್ಲಿ ${phrase}` : `ಮಧ್ಯದಲ್ಲಿ ${phrase}`,
  setting: { indoors: "ಒಳಗೆ", outdoors: "ಹೊರಗೆ" },
  light: {
    warm: "ಬೆಚ್ಚಗಿನ ಬೆಳಕಿನಲ್ಲಿ",
    cool: "ತಂಪಾದ ಬೆಳಕಿನಲ್ಲಿ",
    dark: "ಮಂದ ಬೆಳಕಿನಲ್ಲಿ",
    bright: "ಪ್ರಕಾಶಮಾನ ಬೆಳಕಿನಲ್ಲಿ",
    day: "ಹಗಲಿನ ಬೆಳಕಿನಲ್ಲಿ",
    night: "ರಾತ್ರಿ ಹೊತ್ತು",
  },
  comma: COMMA,
  sentence: ({ subject, others, where }) => {
    const tail = [...where].filter(Boolean).join(COMMA);
    if (!subject) return tail ? `${tail} ತೆಗೆದ ಒಂದು ಫೋಟೋ.` : "ಒಂದು ಫೋಟೋ.";
    return `${subject}${others ? `${COMMA}ಜೊತೆಗೆ ${others}` : ""}${tail ? ` — ${tail}` : ""}.`;
  },
  subjectHeadings: [
    "ಇವತ್ತಿನ ಫ್ರೇಮ್: {subject}",
    "ಕ್ಯಾಮೆರಾ ಕಣ್ಣಲ್ಲಿ {subject}",
    "ಇವತ್ತಿನ ಸ್ಟಾರ್: {subject}",
    "ಫ್ರೇಮ್‌ನಲ್ಲಿ {subject}",
    "ಗಮನ ಸೆಳೆದದ್ದು: {subject}",
    "{subject} — ಇದೇ ಸ್ಪೆಷಲ್",
    "ಮೊದಲ ನೋಟದಲ್ಲೇ {subject}",
  ],
  subjectLines: [
    "ಈ ಫ್ರೇಮ್‌ನ ಹೈಲೈಟ್: {subject}.",
    "ಮೊದಲು ಕಣ್ಣಿಗೆ ಬೀಳೋದು — {subject}.",
    "ಫೋಟೋದಲ್ಲಿ ಸ್ಪೆಷಲ್: {subject}.",
    "ಈ ಶಾಟ್‌ನ ಹೀರೋ — {subject}.",
    "ಫ್ರೇಮ್ ತುಂಬಾ {subject:gen} ಹವಾ.",
  ],
  otherLines: ["ಜೊತೆಗೆ ಇವೆ: {others}.", "ಸ್ವಲ್ಪ ಗಮನಿಸಿದ್ರೆ {others} ಕೂಡ ಕಾಣುತ್ತೆ.", "ಹಿನ್ನೆಲೆಯಲ್ಲಿ: {others}."],
  sceneLines: ["ವಾತಾವರಣ: {scene}.", "ಈ ಕ್ಷಣ ಸೆರೆಯಾಗಿದ್ದು {scene}.", "ಫೀಲ್ ಹೀಗಿದೆ: {scene}."],
  ask: {
    headings: ["ಈ ಫೋಟೋದಲ್ಲಿ ಏನಿದೆ? ಎರಡು ಮಾತಲ್ಲಿ ಹೇಳಿ"],
    lines: ["ಈ ಫೋಟೋದಲ್ಲಿ ಏನಿದೆ ಅಂತ ಗುರುತಿಸೋಕೆ ಆಗಲಿಲ್ಲ. ಒಂದು ಚಿಕ್ಕ ನೋಟ್ ಸೇರಿಸಿ (ಉದಾಹರಣೆಗೆ “ಅಮ್ಮ ಮಾಡಿದ ಬಿಸಿಬೇಳೆಬಾತ್”), ಅದರ ಬಗ್ಗೆಯೇ ಪೋಸ್ಟ್ ಬರೆಯುತ್ತೇವೆ."],
    alt: "ಒಂದು ಫೋಟೋ; ಅದರಲ್ಲಿ ಏನಿದೆ ಎಂದು ಗುರುತಿಸಲಾಗಲಿಲ್ಲ.",
  },
  written: {
    sentence: (quoted) => `ಫೋಟೋದಲ್ಲಿ ${quoted} ಎಂದು ಬರೆದಿದೆ.`,
    lines: ["ಫ್ರೇಮ್‌ನಲ್ಲೇ ಸ್ಪಷ್ಟವಾಗಿ ಬರೆದಿದೆ: {text}.", "ಸ್ವಲ್ಪ ಓದಿ ನೋಡಿ — {text} ಎಂದಿದೆ.", "ಫೋಟೋದ ಮೇಲಿನ ಪದಗಳು: {text}."],
  },
};
