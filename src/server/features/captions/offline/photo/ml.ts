import type { PhotoWords } from "../photo-words.ts";

const NUMBERS = ["", "ഒരു", "രണ്ട്", "മൂന്ന്", "നാല്", "അഞ്ച്", "ആറ്", "ഏഴ്", "എട്ട്", "ഒൻപത്", "പത്ത്"];
const num = (n: number) => NUMBERS[n] ?? String(n);
const COMMA = ", ";

/** Malayalam, സംസാരഭാഷയിൽ, creators എഴുതുന്ന പോലെ. */
export const mlPhoto: PhotoWords = {
  count: (n, noun) => `${num(n)} ${noun}`,
  people: { one: "ഒരാൾ", few: (n) => `${num(n)} പേർ`, group: "ഒരു കൂട്ടം ആളുകൾ" },
  faces: { one: "ഒരു മുഖം", many: (n) => `${num(n)} മുഖങ്ങൾ` },
  at: (phrase, position) =>
    position === "left" ? `ഇടതുവശത്ത് ${phrase}` : position === "right" ? `വലതുവശത്ത് ${phrase}` : `നടുവിൽ ${phrase}`,
  setting: { indoors: "അകത്ത്", outdoors: "പുറത്ത്" },
  light: {
    warm: "ഇളംചൂടുള്ള വെളിച്ചത്തിൽ",
    cool: "തണുത്ത വെളിച്ചത്തിൽ",
    dark: "മങ്ങിയ വെളിച്ചത്തിൽ",
    bright: "തെളിഞ്ഞ വെളിച്ചത്തിൽ",
    day: "പകൽവെളിച്ചത്തിൽ",
    night: "രാത്രിയിൽ",
  },
  comma: COMMA,
  sentence: ({ subject, others, where }) => {
    const tail = [...where].filter(Boolean).join(COMMA);
    if (!subject) return tail ? `${tail} എടുത്ത ഒരു ഫോട്ടോ.` : "ഒരു ഫോട്ടോ.";
    return `${subject}${others ? `${COMMA}ഒപ്പം ${others}` : ""}${tail ? ` — ${tail}` : ""}.`;
  },
  subjectHeadings: [
    "ഇന്നത്തെ ഫ്രെയിം: {subject}",
    "ക്യാമറക്കണ്ണിൽ {subject}",
    "ഇന്നത്തെ സ്റ്റാർ: {subject}",
    "ഫ്രെയിമിൽ {subject}",
    "ഫോക്കസിൽ {subject}",
    "{subject} — ഇതാണ് സ്പെഷ്യൽ",
    "ആദ്യ നോട്ടത്തിൽ {subject}",
  ],
  subjectLines: [
    "ഈ ഫ്രെയിമിന്റെ ഹൈലൈറ്റ്: {subject}.",
    "ആദ്യം കണ്ണിൽപ്പെടുന്നത് — {subject}.",
    "ഫോട്ടോയിലെ സ്പെഷ്യൽ: {subject}.",
    "ഈ ഷോട്ടിലെ ഹീറോ — {subject}.",
    "ഫ്രെയിം നിറയെ {subject:gen} വിളയാട്ടം.",
  ],
  otherLines: ["ഒപ്പമുള്ളത്: {others}.", "ഒന്ന് സൂക്ഷിച്ചു നോക്കിയാൽ {others} കാണാം.", "പശ്ചാത്തലത്തിൽ: {others}."],
  sceneLines: ["അന്തരീക്ഷം: {scene}.", "ഈ നിമിഷം പകർത്തിയത് {scene}.", "ഫീൽ ഇങ്ങനെ: {scene}."],
  ask: {
    headings: ["ഈ ഫോട്ടോയിൽ എന്താണ്? രണ്ടു വാക്കിൽ പറയൂ"],
    lines: [
      "ഈ ഫോട്ടോയിൽ എന്താണെന്ന് തിരിച്ചറിയാനായില്ല. ഒരു ചെറിയ കുറിപ്പ് ചേർക്കൂ (ഉദാഹരണത്തിന് “അമ്മയുടെ ഓണസദ്യ”), അതിനെക്കുറിച്ചുതന്നെ പോസ്റ്റ് എഴുതാം.",
    ],
    alt: "ഒരു ഫോട്ടോ; അതിൽ എന്താണെന്ന് തിരിച്ചറിയാനായില്ല.",
  },
  written: {
    sentence: (quoted) => `ചിത്രത്തിൽ ${quoted} എന്ന് എഴുതിയിട്ടുണ്ട്.`,
    lines: ["ഫ്രെയിമിൽ തന്നെ വ്യക്തമായി എഴുതിയിട്ടുണ്ട്: {text}.", "ഒന്ന് വായിച്ചു നോക്കൂ — {text} എന്നാണ്.", "ചിത്രത്തിലെ വാക്കുകൾ: {text}."],
  },
};
