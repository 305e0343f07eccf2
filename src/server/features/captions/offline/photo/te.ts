import type { PhotoWords } from "../photo-words.ts";

const NUMBERS = ["", "ఒక", "రెండు", "మూడు", "నాలుగు", "ఐదు", "ఆరు", "ఏడు", "ఎనిమిది", "తొమ్మిది", "పది"];
const num = (n: number) => NUMBERS[n] ?? String(n);
const COMMA = ", ";

/** Telugu, light spoken forms as creators write them (వాడుక భాష). */
export const tePhoto: PhotoWords = {
  count: (n, noun) => `${num(n)} ${noun}`,
  people: { one: "ఒక వ్యక్తి", few: (n) => `${num(n)} మంది`, group: "ఒక గుంపు" },
  faces: { one: "ఒక ముఖం", many: (n) => `${num(n)} ముఖాలు` },
  at: (phrase, position) =>
    position === "left" ? `ఎడమ వైపు ${phrase}` : position === "right" ? `కుడి వైపు ${phrase}` : `మధ్యలో ${phrase}`,
  setting: { indoors: "లోపల", outdoors: "బయట" },
  light: {
    warm: "వెచ్చని వెలుగులో",
    cool: "చల్లని వెలుగులో",
    dark: "మసక వెలుగులో",
    bright: "నిండు వెలుగులో",
    day: "పగటి వెలుగులో",
    night: "రాత్రి వేళ",
  },
  comma: COMMA,
  sentence: ({ subject, others, where }) => {
    const tail = [...where].filter(Boolean).join(COMMA);
    if (!subject) return tail ? `${tail} తీసిన ఒక ఫోటో.` : "ఒక ఫోటో.";
    return `${subject}${others ? `${COMMA}పక్కనే ${others}` : ""}${tail ? ` — ${tail}` : ""}.`;
  },
  subjectHeadings: [
    "ఈరోజు ఫ్రేమ్: {subject}",
    "కెమెరా కంటిలో {subject}",
    "ఈరోజు హీరో: {subject}",
    "ఫ్రేమ్‌లో {subject}",
    "ఫోకస్‌లో: {subject}",
    "{subject} — ఇదే స్పెషల్",
    "మొదటి చూపులో {subject}",
  ],
  subjectLines: [
    "ఈ ఫ్రేమ్ హైలైట్: {subject}.",
    "ముందుగా కంటపడేది — {subject}.",
    "ఫోటోలో స్పెషల్: {subject}.",
    "ఈ షాట్ హీరో — {subject}.",
    "ఫ్రేమ్ అంతా {subject:gen} హవానే.",
  ],
  otherLines: ["పక్కనే ఉన్నవి: {others}.", "కాస్త జాగ్రత్తగా చూస్తే {others} కూడా కనిపిస్తాయి.", "బ్యాక్‌గ్రౌండ్‌లో: {others}."],
  sceneLines: ["వాతావరణం: {scene}.", "ఈ క్షణం బంధించింది {scene}.", "ఫీల్ ఇలా: {scene}."],
  ask: {
    headings: ["ఈ ఫోటోలో ఏముంది? రెండు మాటల్లో చెప్పండి"],
    lines: ["ఈ ఫోటోలో ఏముందో గుర్తించలేకపోయాం. ఒక చిన్న నోట్ జోడించండి (ఉదాహరణకు “అమ్మ చేసిన పులిహోర”), దాని గురించే పోస్ట్ రాస్తాం."],
    alt: "ఒక ఫోటో; అందులో ఏముందో గుర్తించలేకపోయాం.",
  },
  written: {
    sentence: (quoted) => `ఫోటోలో ${quoted} అని రాసి ఉంది.`,
    lines: ["ఫ్రేమ్‌లోనే స్పష్టంగా రాసి ఉంది: {text}.", "ఒక్కసారి చదవండి — {text} అని ఉంది.", "ఫోటో మీద ఉన్న మాటలు: {text}."],
  },
};
