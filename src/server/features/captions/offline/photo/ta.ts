import type { PhotoWords } from "../photo-words.ts";

const NUMBERS = ["", "ஒரு", "இரண்டு", "மூன்று", "நான்கு", "ஐந்து", "ஆறு", "ஏழு", "எட்டு", "ஒன்பது", "பத்து"];
const num = (n: number) => NUMBERS[n] ?? String(n);
const COMMA = ", ";

/** Tamil, light spoken forms as creators write them (பேச்சு வழக்கு). */
export const taPhoto: PhotoWords = {
  nouns: {
    table: "டைனிங் டேபிள்",
    chair: "நாற்காலி",
    sofa: "சோபா",
    tv: "டிவி",
    clock: "கடிகாரம்",
    umbrella: "குடை",
    bench: "பெஞ்ச்",
    bus: "பஸ்",
    truck: "லாரி",
    motorbike: "பைக்",
    trafficLight: "டிராஃபிக் சிக்னல்",
    bird: "பறவை",
    cutlery: "ஸ்பூன்-ஃபோர்க்",
    tie: "டை",
  },
  count: (n, noun) => `${num(n)} ${noun}`,
  people: { one: "ஒருவர்", few: (n) => `${num(n)} பேர்`, group: "ஒரு கூட்டம்" },
  faces: { one: "ஒரு முகம்", many: (n) => `${num(n)} முகங்கள்` },
  at: (phrase, position) =>
    position === "left" ? `இடது பக்கம் ${phrase}` : position === "right" ? `வலது பக்கம் ${phrase}` : `நடுவில் ${phrase}`,
  setting: { indoors: "உள்ளே", outdoors: "வெளியே" },
  light: {
    warm: "இதமான வெளிச்சத்தில்",
    cool: "குளிர்ந்த வெளிச்சத்தில்",
    dark: "மங்கலான வெளிச்சத்தில்",
    bright: "பளிச் வெளிச்சத்தில்",
    day: "பகல் வெளிச்சத்தில்",
    night: "இரவு நேரத்தில்",
  },
  colours: (joined) => `${joined} நிறங்களில்`,
  comma: COMMA,
  sentence: ({ subject, others, where, colours }) => {
    const tail = [...where, colours].filter(Boolean).join(COMMA);
    if (!subject) return `${tail ? `${tail} ` : ""}எடுத்த ஒரு படம்.`;
    return `${subject}${others ? `${COMMA}கூடவே ${others}` : ""}${tail ? ` — ${tail}` : ""}.`;
  },
  subjectHeadings: [
    "இன்றைய ஃப்ரேம்: {subject}",
    "கேமரா கண்ணில் {subject}",
    "இன்றைய ஹீரோ: {subject}",
    "ஃப்ரேமில் {subject}",
    "கவனம் முழுக்க {subject}",
    "{subject} — இதுதான் ஸ்பெஷல்",
    "முதல் பார்வையில் {subject}",
  ],
  sceneHeadings: [
    "இன்றைய காட்சி, {scene}",
    "{scene} ஒரு க்ளிக்",
    "{scene} ஒரு ஃப்ரேம்",
    "{scene} ஒரு தருணம்",
    "{scene} ஒரு மூட்",
    "{scene} பிடித்த க்ளிக்",
  ],
  subjectLines: [
    "இந்த ஃப்ரேமின் ஹைலைட்: {subject}.",
    "முதலில் கண்ணில் படுவது — {subject}.",
    "படத்தில் ஸ்பெஷல்: {subject}.",
    "இந்த ஷாட்டின் ஹீரோ — {subject}.",
  ],
  otherLines: ["கூடவே இருப்பது: {others}.", "கொஞ்சம் உற்றுப் பார்த்தா {others} தெரியும்.", "பின்னணியில்: {others}."],
  sceneLines: ["சூழல்: {scene}.", "இந்த தருணம் பதிவானது {scene}.", "ஃபீல் இப்படி: {scene}."],
  written: {
    sentence: (quoted) => `படத்தில் ${quoted} என்று எழுதியிருக்கிறது.`,
    lines: [
      "படத்துலயே தெளிவா எழுதியிருக்கு: {text}.",
      "கொஞ்சம் படிச்சுப் பாருங்க — {text} என்று இருக்கு.",
      "இந்த ஃப்ரேம்ல இருக்கற வார்த்தைகள்: {text}.",
    ],
  },
};
