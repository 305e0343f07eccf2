import type { PhotoWords } from "../photo-words.ts";

const NUMBERS = ["", "એક", "બે", "ત્રણ", "ચાર", "પાંચ", "છ", "સાત", "આઠ", "નવ", "દસ"];
const num = (n: number) => NUMBERS[n] ?? String(n);
const COMMA = ", ";

/** Gujarati, બોલચાલની ભાષામાં, creators લખે છે એમ. */
export const guPhoto: PhotoWords = {
  nouns: {
    table: "ડાઇનિંગ ટેબલ",
    chair: "ખુરશી",
    sofa: "સોફા",
    tv: "ટીવી",
    clock: "ઘડિયાળ",
    umbrella: "છત્રી",
    bench: "બેન્ચ",
    bus: "બસ",
    truck: "ટ્રક",
    motorbike: "બાઇક",
    trafficLight: "ટ્રાફિક સિગ્નલ",
    bird: "પક્ષી",
    cutlery: "ચમચી-કાંટા",
    tie: "ટાઇ",
  },
  count: (n, noun) => `${num(n)} ${noun}`,
  people: { one: "એક વ્યક્તિ", few: (n) => `${num(n)} લોકો`, group: "લોકોનું એક ગ્રુપ" },
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
  colours: (joined) => `${joined} રંગોમાં`,
  comma: COMMA,
  sentence: ({ subject, others, where, colours }) => {
    const tail = [...where, colours].filter(Boolean).join(COMMA);
    if (!subject) return `${tail ? `${tail} ` : ""}લીધેલો એક ફોટો.`;
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
  sceneHeadings: [
    "આજનું દૃશ્ય, {scene}",
    "{scene} એક ક્લિક",
    "{scene} એક ફ્રેમ",
    "{scene} કેદ થયેલી પળ",
    "{scene} મસ્ત મૂડ",
    "{scene} એક યાદ",
  ],
  subjectLines: [
    "આ ફ્રેમની જાન: {subject}.",
    "સૌથી પહેલાં નજર જાય — {subject} પર.",
    "ફોટોમાં ખાસ: {subject}.",
    "આ શોટનો હીરો — {subject}.",
  ],
  otherLines: ["સાથે દેખાય છે: {others}.", "ધ્યાનથી જુઓ તો {others} પણ છે.", "બાકીની વાત કહે છે {others}."],
  sceneLines: ["માહોલ: {scene}.", "આ પળ કેદ થઈ {scene}.", "ફીલ કંઈક આવી: {scene}."],
  written: {
    sentence: (quoted) => `ફોટોમાં ${quoted} લખેલું છે.`,
    lines: ["ફ્રેમમાં સાફ લખ્યું છે: {text}.", "જરા વાંચો, લખ્યું છે {text}.", "ફોટો પરના શબ્દો: {text}."],
  },
};
