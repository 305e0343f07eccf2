import type { PhotoWords } from "../photo-words.ts";

const NUMBERS = ["", "ଗୋଟିଏ", "ଦୁଇଟି", "ତିନିଟି", "ଚାରିଟି", "ପାଞ୍ଚଟି", "ଛଅଟି", "ସାତଟି", "ଆଠଟି", "ନଅଟି", "ଦଶଟି"];
const num = (n: number) => NUMBERS[n] ?? String(n);
const COMMA = ", ";

/** Odia, କଥିତ ଭାଷାରେ, creators ଯେମିତି ଲେଖନ୍ତି. */
export const orPhoto: PhotoWords = {
  count: (n, noun) => `${num(n)} ${noun}`,
  people: { one: "ଜଣେ ବ୍ୟକ୍ତି", few: (n) => `${n === 2 ? "ଦୁଇ" : "ତିନି"} ଜଣ ଲୋକ`, group: "ଲୋକଙ୍କ ଏକ ଗ୍ରୁପ୍" },
  faces: { one: "ଗୋଟିଏ ମୁହଁ", many: (n) => `${num(n)} ମୁହଁ` },
  at: (phrase, position) =>
    position === "left" ? `ବାମ ପଟେ ${phrase}` : position === "right" ? `ଡାହାଣ ପଟେ ${phrase}` : `ମଝିରେ ${phrase}`,
  setting: { indoors: "ଭିତରେ", outdoors: "ବାହାରେ" },
  light: {
    warm: "ଉଷୁମ ଆଲୋକରେ",
    cool: "ଥଣ୍ଡା ଆଲୋକରେ",
    dark: "ମଳିନ ଆଲୋକରେ",
    bright: "ଉଜ୍ଜ୍ୱଳ ଆଲୋକରେ",
    day: "ଦିନ ଆଲୋକରେ",
    night: "ରାତି ସମୟରେ",
  },
  comma: COMMA,
  sentence: ({ subject, others, where }) => {
    const tail = [...where].filter(Boolean).join(COMMA);
    if (!subject) return tail ? `${tail} ଉଠାଯାଇଥିବା ଏକ ଫଟୋ।` : "ଏକ ଫଟୋ।";
    return `${subject}${others ? `${COMMA}ସାଙ୍ଗରେ ${others}` : ""}${tail ? ` — ${tail}` : ""}।`;
  },
  subjectHeadings: [
    "ଆଜିର ଫ୍ରେମ୍: {subject}",
    "କ୍ୟାମେରା ଆଖିରେ {subject}",
    "ଆଜିର ଷ୍ଟାର୍: {subject}",
    "ଫ୍ରେମରେ {subject}",
    "ଧ୍ୟାନ ଆକର୍ଷଣ: {subject}",
    "{subject} — ଏହା ହିଁ ସ୍ପେଶାଲ୍",
    "ପ୍ରଥମ ନଜରରେ {subject}",
  ],
  subjectLines: [
    "ଏହି ଫ୍ରେମର ପ୍ରାଣ: {subject}।",
    "ପ୍ରଥମେ ଆଖିରେ ପଡ଼େ — {subject}।",
    "ଫଟୋର ସ୍ପେଶାଲ୍: {subject}।",
    "ଏହି ସଟର ହିରୋ — {subject}।",
    "ପୁରା ଫ୍ରେମରେ {subject:gen} ରାଜତ୍ୱ।",
  ],
  otherLines: ["ସାଙ୍ଗରେ ଅଛି: {others}।", "ଧ୍ୟାନ ଦେଇ ଦେଖନ୍ତୁ, {others} ବି ଅଛି।", "ବାକି କାହାଣୀ କହେ {others}।"],
  sceneLines: ["ପରିବେଶ: {scene}।", "ଏହି ମୁହୂର୍ତ୍ତ କଏଦ ହେଲା {scene}।", "ଫିଲ୍ ଏମିତି: {scene}।"],
  ask: {
    headings: ["ଏହି ଫଟୋରେ କଣ ଅଛି? ଦୁଇ ଶବ୍ଦରେ କୁହନ୍ତୁ"],
    lines: ["ଏହି ଫଟୋରେ କଣ ଅଛି, ତାହା ଚିହ୍ନା ଗଲା ନାହିଁ। ଏକ ଛୋଟ ନୋଟ୍ ଯୋଡ଼ନ୍ତୁ (ଯେମିତି “ମାଆଙ୍କ ହାତର ପଖାଳ”), ତେବେ ପୋଷ୍ଟଟି ସେହି ବିଷୟରେ ଲେଖାଯିବ।"],
    alt: "ଗୋଟିଏ ଫଟୋ; ଏଥିରେ କଣ ଅଛି ତାହା ଚିହ୍ନା ଯାଇନାହିଁ।",
  },
  written: {
    sentence: (quoted) => `ଫଟୋରେ ${quoted} ବୋଲି ଲେଖାଅଛି।`,
    lines: ["ଫ୍ରେମରେ ସ୍ପଷ୍ଟ ଲେଖାଅଛି: {text}।", "ଟିକେ ପଢ଼ି ଦେଖନ୍ତୁ, ଲେଖାଅଛି {text}।", "ଫଟୋ ଉପରେ ଲେଖା ଶବ୍ଦ: {text}।"],
  },
};
