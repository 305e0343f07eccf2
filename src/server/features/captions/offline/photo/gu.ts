import type { PhotoWords } from "../photo-words.ts";

const NUMBERS = ["", "એક", "બે", "ત્રણ", "ચાર", "પાંચ", "છ", "સાત", "આઠ", "નવ", "દસ"];
const num = (n: number) => NUMBERS[n] ?? String(n);
const COMMA = ", ";

/** Gujarati, બોલચાલની ભાષામાં, creators લખે છે એમ. */
export const guPhoto: PhotoWords = {
  count: (n, noun) => `${num(n)} ${noun}`,
  people: { one: "એક વ્યક્તિ", few: (n) => `${num(n)} લોકો`, group: "લોકોનું એક ગ્રુપ" },
  peopleObl: { one: "એક વ્યક્તિ", few: (n) => `${num(n)} લોકો`, group: "લોકોના એક ગ્રુપ" },
  peopleGender: (n) => (n === 1 ? "f" : "m"),
  faces: { one: "એક ચહેરો", many: (n) => `${num(n)} ચહેરા` },
  at: (phrase, position) =>
    position === "left" ? `ડાબી બાજુ ${phrase}` : position === "right" ? `જમણી બાજુ ${phrase}` : `વચ્ચે ${phrase}`,
  setting: { indoors: "અંદર", outdoors: "બહાર" },
  light: {
    warm: "હૂંફાળા પ્રકાશમાં",
    cool: "ઠંડા પ્રકાશમાં",
    dark: "ઝાંખા પ્રકાશમાં",
    bright: "ઝળહળતા પ્રકાશમાં",
    day: "દિવસના અજવાળામાં",
    night: "રાતના સમયે",
  },
  comma: COMMA,
  sentence: ({ subject, others, where }) => {
    const tail = [...where].filter(Boolean).join(COMMA);
    if (!subject) return tail ? `${tail} લીધેલો એક ફોટો.` : "એક ફોટો.";
    return `${subject}${others ? `${COMMA}સાથે ${others}` : ""}${tail ? ` — ${tail}` : ""}.`;
  },
  subjectHeadings: [
    "આજની ફ્રેમ: {subject}",
    "કેમેરાની નજરે {subject}",
    "આજનો સ્ટાર: {subject}",
    "ફ્રેમમાં {subject}",
    "ધ્યાન ખેંચે: {subject}",
    "{subject} — આ જ ખાસ",
    "પહેલી નજરે {subject}",
  ],
  subjectLines: [
    "આ ફ્રેમની જાન: {subject}.",
    "સૌથી પહેલાં નજર જાય — {subject:obl} પર.",
    "ફોટોમાં ખાસ: {subject}.",
    "આ શોટનો હીરો — {subject}.",
    "{subject} {subject?m:દેખાયો|f:દેખાઈ|n:દેખાયું|many:દેખાયા|f.many:દેખાઈ|n.many:દેખાયાં} ને દિવસ બની ગયો.",
  ],
  otherLines: ["સાથે દેખાય છે: {others}.", "ધ્યાનથી જુઓ તો {others} પણ છે.", "બાકીની વાત કહે છે {others}."],
  sceneLines: ["માહોલ: {scene}.", "આ પળ કેદ થઈ {scene}.", "ફીલ કંઈક આવી: {scene}."],
  ask: {
    headings: ["આ ફોટોમાં શું છે? બે શબ્દોમાં કહો"],
    lines: ["આ ફોટોમાં શું છે તે ઓળખી શકાયું નહીં. એક નાની નોંધ ઉમેરો (જેમ કે “મમ્મીની દાળ ઢોકળી”), તો પોસ્ટ તેના વિશે જ લખાશે."],
    alt: "એક ફોટો; તેમાં શું છે તે ઓળખી શકાયું નહીં.",
  },
  written: {
    sentence: (quoted) => `ફોટોમાં ${quoted} લખેલું છે.`,
    lines: ["ફ્રેમમાં સાફ લખ્યું છે: {text}.", "જરા વાંચો, લખ્યું છે {text}.", "ફોટો પરના શબ્દો: {text}."],
  },
};
