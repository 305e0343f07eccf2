import type { PhraseBank } from "../types.ts";
import { sceneText } from "./scene.ts";

const CHILLU_BASE: Readonly<Record<string, string>> = { ൾ: "ള", ൺ: "ണ", ർ: "റ", ൻ: "ന", ൽ: "ല" };

/** Adds the Malayalam "and" suffix -ഉം with its sandhi: കേക്ക് → കേക്കും, കാർ → കാറും, പാത്രം → പാത്രവും, നായ → നായയും. */
export function withUm(word: string): string {
  const last = word.at(-1) ?? "";
  if (last === "്") return `${word.slice(0, -1)}ും`;
  const base = CHILLU_BASE[last];
  if (base) return `${word.slice(0, -1)}${base}ും`;
  if (last === "ം") return `${word.slice(0, -1)}വും`;
  if (last === "ു") return `${word}വും`;
  return `${word}യും`;
}

/** Malayalam lists join every item with -ഉം: "കേക്കും പ്ലേറ്റും". */
const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? "") : items.map(withUm).join(" "));
const colourPhrase = (c: string) => (c.includes("ും") ? `${c} നിറങ്ങൾ` : `${c} നിറം`);

/** Malayalam as creators write it: natural written Malayalam with common English loanwords in Malayalam letters. */
export const ml: PhraseBank = {
  language: "malayalam",
  script: "native",
  objects: {
    cake: "കേക്ക്",
    plate: "പ്ലേറ്റ്",
    cup: "കപ്പ്",
    bowl: "പാത്രം",
    pizza: "പിസ്സ",
    fruit: "പഴങ്ങൾ",
    dog: "നായ",
    cat: "പൂച്ച",
    laptop: "ലാപ്ടോപ്പ്",
    phone: "ഫോൺ",
    bicycle: "സൈക്കിൾ",
    car: "കാർ",
    backpack: "ബാക്ക്പാക്ക്",
    handbag: "ഹാൻഡ്ബാഗ്",
    suitcase: "സ്യൂട്ട്കേസ്",
    book: "പുസ്തകം",
    plant: "ചെടി",
    ball: "പന്ത്",
    bottle: "കുപ്പി",
  },
  // Forms that stand before "നിറം" (നീല നിറം).
  colours: {
    red: "ചുവപ്പ്",
    orange: "ഓറഞ്ച്",
    yellow: "മഞ്ഞ",
    green: "പച്ച",
    blue: "നീല",
    purple: "വയലറ്റ്",
    pink: "പിങ്ക്",
    brown: "തവിട്ട്",
    black: "കറുപ്പ്",
    white: "വെള്ള",
    grey: "ഗ്രേ",
  },
  list,
  objectLines: ["ഫ്രെയിമിൽ {objects} — ഇനി എന്ത് വേണം?", "ഇന്നത്തെ ഫോട്ടോയിലെ സ്റ്റാർ: {objects}."],
  colourLines: ["{colours} നിറങ്ങൾ ഈ ഫോട്ടോയ്ക്ക് ജീവൻ നൽകുന്നു.", "{colours} നിറങ്ങളുടെ ഈ കോമ്പിനേഷൻ മനസ്സിന് ഒരു കുളിർമയാണ്."],
  lightLines: {
    dark: ["മങ്ങിയ വെളിച്ചം, വേറിട്ട മൂഡ്.", "നേർത്ത വെളിച്ചത്തിന് ഒരു പ്രത്യേക മാജിക് ഉണ്ട്."],
    bright: ["നിറഞ്ഞ വെളിച്ചം, അത്രയും തന്നെ പോസിറ്റീവ് എനർജി.", "തിളങ്ങുന്ന വെളിച്ചത്തിൽ ഫോട്ടോ കൂടുതൽ മനോഹരമായി."],
  },
  peopleLines: {
    one: ["ഒരാൾ, ഒരു ഫ്രെയിം, ഫുൾ സ്റ്റൈൽ.", "ഫ്രെയിമിൽ ഒരാൾ മാത്രം, പക്ഷേ ശ്രദ്ധ മുഴുവൻ അവിടെ."],
    group: ["{count} പേർ, ഒരേ ഫ്രെയിം — ഇതാണ് യഥാർത്ഥ രസം!", "ഒരൊറ്റ ഫോട്ടോയിൽ {count} പേർ, ബോറടിക്കാൻ ഒരു ചാൻസുമില്ല."],
  },
  peopleWords: ["ഒരാൾ", "പേർ", "ആൾ", "ആളുകൾ", "വ്യക്തി"],
  fields: {
    lifestyle: {
      headings: ["സാധാരണ ദിവസം, അസാധാരണ നിമിഷം", "ചെറിയ നിമിഷങ്ങൾ, വലിയ സന്തോഷം", "ഒരു ശാന്തമായ ദിവസം"],
      openers: [
        "സാധാരണ ദിവസങ്ങളാണ് ചിലപ്പോൾ ഏറ്റവും സ്പെഷ്യൽ ആയി മാറുന്നത്.",
        "ചില ദിവസങ്ങൾ മനസ്സറിഞ്ഞ് ജീവിക്കാൻ ഉള്ളതാണ്.",
        "ദിവസേനയുള്ള ജീവിതത്തിൽ തന്നെയാണ് യഥാർത്ഥ സന്തോഷം ഒളിഞ്ഞിരിക്കുന്നത്.",
      ],
      lines: [
        "ജീവിതം മനോഹരമാക്കുന്നത് ഈ കൊച്ചു കൊച്ചു കാര്യങ്ങളാണ്.",
        "തിരക്കില്ല, ബഹളമില്ല — ഒരു നല്ല ദിവസം മാത്രം.",
        "സാധനങ്ങളല്ല, ഓർമ്മകളാണ് ഞങ്ങൾ ശേഖരിക്കുന്നത്.",
      ],
      description: ["ദിവസേനയുള്ള ചെറിയ നിമിഷങ്ങൾ ആസ്വദിക്കുന്നതിനെക്കുറിച്ചുള്ള ഒരു ലൈഫ്സ്റ്റൈൽ പോസ്റ്റ്."],
      tags: ["ജീവിതം"],
    },
    fashion: {
      headings: ["ഇന്നത്തെ ഔട്ട്ഫിറ്റ്, ആഴ്ച മുഴുവൻ മൂഡ്", "ഇന്നത്തെ ലുക്ക്, ഇന്നത്തെ മൂഡ്", "നമ്മുടെ സ്റ്റൈൽ, നമ്മുടെ ഐഡന്റിറ്റി"],
      openers: [
        "എങ്ങനെയുള്ള ദിവസമാണോ വേണ്ടത്, അതുപോലെ ഒരുങ്ങൂ.",
        "ഒരു വാക്കും പറയാതെ നമ്മൾ ആരാണെന്ന് പറയുന്നതാണ് സ്റ്റൈൽ.",
        "ഇന്ന് മൂഡിനൊത്ത് റെഡിയായി.",
      ],
      lines: [
        "നല്ല ഡ്രസ്സ്, അതിലും നല്ല കോൺഫിഡൻസ്.",
        "ട്രെൻഡുകൾ വരും പോകും, നമ്മുടെ സ്റ്റൈൽ എന്നും നിലനിൽക്കും.",
        "സിംപിൾ ഡ്രസ്സ്, പക്ഷേ ഇടുന്ന രീതി സ്പെഷ്യൽ.",
      ],
      description: ["സ്വന്തം സ്റ്റൈലിനെയും ആത്മവിശ്വാസത്തെയും കുറിച്ചുള്ള ഒരു ഫാഷൻ പോസ്റ്റ്."],
      tags: ["ഫാഷൻ"],
    },
    food: {
      headings: ["മനസ്സറിഞ്ഞ് ഉണ്ടാക്കിയത്, മനസ്സ് നിറച്ചത്", "നല്ല ഭക്ഷണം, നല്ല മൂഡ്", "സ്നേഹത്തോടെ വിളമ്പിയത്"],
      openers: [
        "എല്ലാ ഫുഡീസും ശ്രദ്ധിക്കൂ — ഈ കൊതി തികച്ചും ന്യായമാണ്.",
        "നല്ല ഭക്ഷണമാണ് മനസ്സിനുള്ള ബെസ്റ്റ് തെറാപ്പി.",
        "ഇന്ന് സ്വയം ഒരു ട്രീറ്റ് കൊടുക്കാൻ ഇതിലും നല്ല കാരണം വേറെയില്ല.",
      ],
      lines: [
        "ഓരോ ഉരുളയിലും ഒരു കുഞ്ഞു കഥയുണ്ട്.",
        "സ്നേഹത്തോടെ ഉണ്ടാക്കിയത്, എല്ലാവരുമായി പങ്കുവെച്ച് കഴിക്കാൻ.",
        "ചില രുചികൾക്ക് അസ്സൽ വീട്ടിലെ ഊണിന്റെ സ്വാദാണ്.",
      ],
      description: ["രുചിയും സംതൃപ്തിയും പങ്കുവെച്ച് കഴിക്കുന്നതിന്റെ സന്തോഷവും നിറഞ്ഞ ഒരു ഫുഡ് പോസ്റ്റ്."],
      tags: ["ഭക്ഷണം"],
    },
    travel: {
      headings: ["കറങ്ങൂ, ആസ്വദിക്കൂ, വീണ്ടും കറങ്ങൂ", "പുതിയ സ്ഥലം, പുതിയ കഥകൾ", "യാത്രയുടെ ഓർമ്മകൾ"],
      openers: [
        "ചില സ്ഥലങ്ങൾ തിരിച്ചു വന്നാലും മനസ്സിൽ തന്നെ തങ്ങിനിൽക്കും.",
        "ഓരോ യാത്രയും മനസ്സിൽ എന്തെങ്കിലും ഒന്ന് ബാക്കി വെച്ചിട്ടാണ് പോകുന്നത്.",
        "നീളമുള്ള വഴി തിരഞ്ഞെടുക്കൂ, മനോഹരമായ കാഴ്ചകൾ അവിടെയാണ്.",
      ],
      lines: [
        "ലഗേജ് കുറവ്, ഓർമ്മകൾ കൂടുതൽ.",
        "മികച്ച കഥകളെല്ലാം തുടങ്ങുന്നത് ഒരു യാത്രയിൽ നിന്നാണ്.",
        "ഇവിടെയും അവിടെയും ഇടയിൽ എവിടെയോ മനസ്സിന് ശാന്തി കിട്ടി.",
      ],
      description: ["പുതിയ സ്ഥലങ്ങൾ ചുറ്റിക്കാണുന്നതിന്റെ സന്തോഷത്തെക്കുറിച്ചുള്ള ഒരു ട്രാവൽ പോസ്റ്റ്."],
      tags: ["യാത്ര"],
    },
    fitness: {
      headings: ["ഒരു വർക്കൗട്ട്, ഒരു ചുവട് മുന്നോട്ട്", "ഓരോ ദിവസവും കുറച്ചുകൂടി സ്ട്രോങ്ങ്", "ഇന്നത്തെ വിയർപ്പ്, നാളത്തെ തിളക്കം"],
      openers: [
        "കരുത്ത് ഒറ്റ ദിവസം കൊണ്ട് വരില്ല, ദിവസവും കുറേശ്ശെയായി വളരും.",
        "മോട്ടിവേഷൻ വരും പോകും, ഡിസിപ്ലിൻ മാത്രം കൂടെ നിൽക്കും.",
        "ഒരു റെപ്പ് കൂടി, ഒരു ചുവട് കൂടി, കുറച്ചുകൂടി ബെറ്റർ ആയ നിങ്ങൾ.",
      ],
      lines: [
        "ശരീരം ചെയ്യും, മനസ്സിനെയാണ് സമ്മതിപ്പിക്കേണ്ടത്.",
        "ചെറിയ ചെറിയ വിജയങ്ങളാണ് വലിയ മാറ്റം കൊണ്ടുവരുന്നത്.",
        "ബുദ്ധിമുട്ടുള്ള ദിവസങ്ങളിലും മുടങ്ങാതെ എത്തൂ.",
      ],
      description: ["സ്ഥിരമായ പരിശ്രമത്തെയും പുരോഗതിയെയും കുറിച്ചുള്ള ഒരു ഫിറ്റ്നസ് പോസ്റ്റ്."],
      tags: ["ഫിറ്റ്നസ്"],
    },
    tech: {
      headings: ["ദിവസേനയുള്ള ജീവിതത്തിന് ഒരു സ്മാർട്ട് അപ്ഗ്രേഡ്", "ജോലി എളുപ്പമാക്കുന്ന ടെക്", "സെറ്റപ്പ് ഗോൾസ്"],
      openers: [
        "ചെറിയ അപ്ഗ്രേഡ്, വലിയ വ്യത്യാസം.",
        "ശരിയായ ടൂളുകൾ ഉണ്ടെങ്കിൽ ഏത് ജോലിയും ലളിതമായി തോന്നും.",
        "ബഹളമില്ലാതെ ജോലി തീർക്കുന്നതാണ് നല്ല ടെക്.",
      ],
      lines: ["കഷ്ടപ്പാട് കുറവ്, ബുദ്ധി കൂടുതൽ.", "നീറ്റ് സെറ്റപ്പ്, ക്ലിയർ മൈൻഡ്.", "ഒരു ചെറിയ അപ്ഗ്രേഡ് ദിവസം മുഴുവൻ മാറ്റിമറിക്കും."],
      description: ["ജോലിയും ജീവിതവും എളുപ്പമാക്കുന്ന ഗാഡ്ജെറ്റുകളെക്കുറിച്ചുള്ള ഒരു ടെക് പോസ്റ്റ്."],
      tags: ["ടെക്നോളജി"],
    },
    beauty: {
      headings: ["ഗ്ലോ മോഡ്: ഓൺ", "ഉള്ളിൽ നിന്നുള്ള തിളക്കം", "സെൽഫ് കെയർ, എപ്പോഴും"],
      openers: [
        "അല്പം സെൽഫ് കെയർ പോലും ഒരുപാട് ദൂരം കൂടെ വരും.",
        "സെൽഫ് കെയർ സ്വാർത്ഥതയല്ല, അത്യാവശ്യമാണ്.",
        "തിളക്കം ശീലത്തിൽ നിന്നാണ് വരുന്നത്, ഫിൽറ്ററിൽ നിന്നല്ല.",
      ],
      lines: [
        "ഇന്ന് കുറച്ച് സമയം നിങ്ങൾക്കായി മാത്രം മാറ്റിവെക്കൂ.",
        "സിംപിൾ റുട്ടീൻ, ഹാപ്പി സ്കിൻ.",
        "സ്വന്തം ചർമ്മത്തിൽ കംഫർട്ടബിൾ ആയിരിക്കുന്നതാണ് യഥാർത്ഥ സൗന്ദര്യം.",
      ],
      description: ["സെൽഫ് കെയറിനെയും എളുപ്പമുള്ള ബ്യൂട്ടി റുട്ടീനിനെയും കുറിച്ചുള്ള ഒരു ബ്യൂട്ടി പോസ്റ്റ്."],
      tags: ["സൗന്ദര്യം"],
    },
  },
  tones: {
    friendly: {
      openers: ["എല്ലാവർക്കും നമസ്കാരം!", "നമസ്കാരം കൂട്ടുകാരേ!", "ഹായ് ഫ്രണ്ട്സ്!"],
      closers: [
        "നിങ്ങളുടെ ദിവസം അടിപൊളിയാകട്ടെ.",
        "എല്ലാവർക്കും ഒരുപാട് പോസിറ്റീവ് വൈബ്സ്.",
        "ഈ പോസ്റ്റ് നിങ്ങളുടെ ദിവസം കുറച്ചുകൂടി മനോഹരമാക്കട്ടെ.",
      ],
    },
    witty: {
      openers: ["രസമുള്ള കാര്യം എന്താണെന്ന് വെച്ചാൽ:", "ബ്രേക്കിംഗ് ന്യൂസ്:", "കഥയിൽ ഒരു ട്വിസ്റ്റ്:"],
      closers: ["ദിവസേനയുള്ള പോസിറ്റീവ് വൈബ്സ് ഡോസ് — റെഡി.", "സങ്കടം സീറോ, രസം നൂറ് ശതമാനം.", "ഓവർതിങ്കിംഗ്? ഇന്ന് ഒരു ചാൻസുമില്ല."],
    },
    inspiring: {
      openers: ["ഇന്നത്തേക്ക് ഒരു ചെറിയ ഓർമ്മപ്പെടുത്തൽ:", "ഇന്നത്തേക്ക് ഒരു കാര്യം ഓർക്കുക:", "ചെറിയ ചുവടുകളിൽ വിശ്വസിക്കൂ."],
      closers: [
        "ചെറിയ ചുവടുകളും മുന്നോട്ട് തന്നെയാണ് കൊണ്ടുപോകുന്നത്.",
        "മുന്നോട്ട് പോകൂ — ഏറ്റവും നല്ല ദിവസങ്ങൾ ഇനിയും വരാനിരിക്കുന്നു.",
        "എവിടെയാണോ, അവിടെ നിന്ന് തുടങ്ങൂ; അത് മതി.",
      ],
    },
    professional: {
      openers: ["ഞങ്ങളുടെ പേജിൽ പുതിയത്:", "ഇന്നത്തെ പ്രത്യേകത:", "ഇന്ന് ഞങ്ങൾ നിങ്ങളുമായി ഇത് പങ്കുവെക്കുന്നു."],
      closers: [
        "നിങ്ങളുടെ അഭിപ്രായങ്ങൾക്കായി കാത്തിരിക്കുന്നു.",
        "ഈ കമ്മ്യൂണിറ്റിയുടെ ഭാഗമായതിന് നന്ദി.",
        "എല്ലാ ആഴ്ചയും ഇത്തരം കൂടുതൽ പോസ്റ്റുകൾക്കായി ഞങ്ങളെ ഫോളോ ചെയ്യൂ.",
      ],
    },
    festive: {
      openers: ["വരൂ, ആഘോഷിക്കാം!", "ആഘോഷത്തിന്റെ സമയമായി!", "സെലിബ്രേഷൻ മോഡ്: ഓൺ!"],
      closers: [
        "നിങ്ങൾക്ക് ഒരുപാട് സന്തോഷവും ചിരിക്കാൻ ഒരുപാട് കാരണങ്ങളും ഉണ്ടാകട്ടെ.",
        "ഇതുപോലുള്ള സന്തോഷ നിമിഷങ്ങൾ ഇനിയും ഉണ്ടാകട്ടെ.",
        "ഈ ആഘോഷം എന്നും തുടരട്ടെ!",
      ],
    },
  },
  cta: [
    "എങ്ങനെയുണ്ട്? കമന്റിൽ പറയൂ!",
    "പിന്നീട് കാണാൻ സേവ് ചെയ്തോളൂ.",
    "ഇത് കാണേണ്ട ഫ്രണ്ടിനെ ടാഗ് ചെയ്യൂ.",
    "ഇഷ്ടപ്പെടുമെന്ന് തോന്നുന്നവരുമായി ഷെയർ ചെയ്യൂ.",
  ],
  languageTags: ["മലയാളം"],
  ...sceneText({
    list,
    people: (n) => (n === 1 ? "ഒരാൾ" : `${n} പേർ`),
    colours: colourPhrase,
    light: { dark: "മങ്ങിയ വെളിച്ചം", bright: "തെളിഞ്ഞ വെളിച്ചം" },
    shapes: { portrait: "കുത്തനെയുള്ള ഫോട്ടോ", landscape: "വീതിയുള്ള ഫോട്ടോ", square: "ചതുര ഫോട്ടോ" },
    sentence: (f) => `ഫോട്ടോയിൽ: ${f}.`,
  }),
};

/** The Manglish "and": -um on every item (neelayum pachayum, paathravum, cake-um plate-um). */
function withUmLatn(word: string): string {
  if (word.endsWith("am")) return `${word.slice(0, -1)}vum`;
  if (word.endsWith("u")) return `${word.slice(0, -1)}um`;
  if (word.endsWith("a") || word.endsWith("i")) return `${word}yum`;
  if (word.endsWith("l")) return `${word}um`;
  return `${word}-um`;
}
const listLatn = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? "") : items.map(withUmLatn).join(" "));

/** Manglish: Malayalam in Latin letters as creators type it ("Adipoli"), English words left as they are. */
export const mlLatn: PhraseBank = {
  language: "malayalam",
  script: "latin",
  objects: {
    cake: "cake",
    plate: "plate",
    cup: "cup",
    bowl: "paathram",
    pizza: "pizza",
    fruit: "pazhangal",
    dog: "naaya",
    cat: "poocha",
    laptop: "laptop",
    phone: "phone",
    bicycle: "cycle",
    car: "car",
    backpack: "backpack",
    handbag: "handbag",
    suitcase: "suitcase",
    book: "pusthakam",
    plant: "chedi",
    ball: "panthu",
    bottle: "kuppi",
  },
  colours: {
    red: "chuvappu",
    orange: "orange",
    yellow: "manja",
    green: "pacha",
    blue: "neela",
    purple: "violet",
    pink: "pink",
    brown: "thavittu",
    black: "karuppu",
    white: "vella",
    grey: "grey",
  },
  list: listLatn,
  objectLines: ["Frame-il {objects} — ini enthu venam?", "Innathe photo-yile star: {objects}."],
  colourLines: [
    "{colours} colours ee photo-kku jeevan kodukkunnu.",
    "{colours} colours-nte ee combination manassinu oru kulirmayaanu.",
  ],
  lightLines: {
    dark: ["Mangiya velicham, veritta mood.", "Nertha velichathinu oru special magic undu."],
    bright: ["Niranja velicham, athrayum thanne positive energy.", "Thilangunna velichathil photo koodi adipoli aayi."],
  },
  peopleLines: {
    one: ["Oraal, oru frame, full style.", "Frame-il oraal maathram, pakshe focus muzhuvan avide."],
    group: [
      "{count} per, ore frame — ithaanu sherikkum rasam!",
      "Oru photo-yil {count} per, bore adikkaan oru chance-um illa.",
    ],
  },
  peopleWords: ["oraal", "per", "aalukal", "vyakthi", "person", "people"],
  fields: {
    lifestyle: {
      headings: ["Cheriya nimishangal, valiya santhosham", "Oru shaanthamaaya divasam"],
      openers: [
        "Chila divasangal manassarinju jeevikkaan ullathaanu.",
        "Daily life-il thanneyaanu sherikkulla santhosham olinjirikkunnathu.",
      ],
      lines: [
        "Jeevitham manoharamaakkunnathu ee kochu kochu kaaryangalaanu.",
        "Thirakkilla, bahalamilla — oru nalla divasam maathram.",
        "Saadhanangalalla, ormakalaanu njangal collect cheyyunnathu.",
      ],
      description: ["Daily cheriya nimishangal aaswadikkunnathine kurichulla oru lifestyle post."],
      tags: ["mallulife"],
    },
    fashion: {
      headings: ["Innathe look, innathe mood", "Nammude style, nammude identity"],
      openers: ["Oru vaakkum parayaathe nammal aaranennu parayunnathaanu style.", "Innu mood-inothu ready aayi."],
      lines: [
        "Nalla dress, athilum nalla confidence.",
        "Trends varum pokum, nammude style ennum nilanilkkum.",
        "Simple dress, pakshe idunna reethi special.",
      ],
      description: ["Swantham style-ineyum confidence-ineyum kurichulla oru fashion post."],
      tags: ["mallustyle"],
    },
    food: {
      headings: ["Nalla food, nalla mood", "Snehathode vilambiyathu"],
      openers: [
        "Nalla bhakshanamaanu manassinulla best therapy.",
        "Innu swayam oru treat kodukkaan ithilum nalla kaaranam vere illa.",
      ],
      lines: [
        "Oro urulayilum oru kunju kathayundu.",
        "Snehathode undaakkiyathu, ellaarumaayi share cheythu kazhikkaan.",
        "Chila ruchikalkku assal veettile oonu-nte swaadaanu.",
      ],
      description: ["Ruchiyum santhrupthiyum share cheythu kazhikkunnathinte santhoshavum niranja oru food post."],
      tags: ["mallufood"],
    },
    travel: {
      headings: ["Puthiya sthalam, puthiya kathakal", "Yaathrayude ormakal"],
      openers: [
        "Oro yaathrayum manassil enthengilum onnu baakki vechittaanu pokunnathu.",
        "Neelamulla vazhi select cheyyoo, adipoli kaazhchakal avideyaanu.",
      ],
      lines: [
        "Luggage kuravu, ormakal kooduthal.",
        "Best kathakalellaam thudangunnathu oru yaathrayil ninnaanu.",
        "Ivideyum avideyum idayil evideyo manassinu shaanthi kitti.",
      ],
      description: ["Puthiya sthalangal chuttikkaanunnathinte santhoshathe kurichulla oru travel post."],
      tags: ["keralatravel"],
    },
    fitness: {
      headings: ["Oro divasavum kurachu koodi strong", "Innathe viyarppu, naalathe thilakkam"],
      openers: [
        "Motivation varum pokum, discipline maathram koode nilkkum.",
        "Oru rep koodi, oru chuvadu koodi, kurachu koodi better aaya ningal.",
      ],
      lines: [
        "Shareeram cheyyum, manassineyaanu sammathippikkendathu.",
        "Cheriya cheriya vijayangalaanu valiya maattam konduvarunnathu.",
        "Budhimuttulla divasangalilum mudangaathe ethoo.",
      ],
      description: ["Sthiramaaya parishramatheyum purogathiyeyum kurichulla oru fitness post."],
      tags: ["fitmallu"],
    },
    tech: {
      headings: ["Joli eluppamaakkunna tech", "Setup goals"],
      openers: [
        "Shariyaaya tools undenkil ethu joliyum simple aayi thonnum.",
        "Bahalamillaathe joli theerkkunnathaanu nalla tech.",
      ],
      lines: [
        "Kashtappaadu kuravu, buddhi kooduthal.",
        "Neat setup, clear mind.",
        "Oru cheriya upgrade divasam muzhuvan maattimarikkum.",
      ],
      description: ["Joliyum jeevithavum eluppamaakkunna gadgets-ine kurichulla oru tech post."],
      tags: ["techmalayalam"],
    },
    beauty: {
      headings: ["Ullil ninnulla thilakkam", "Self-care, eppozhum"],
      openers: [
        "Self-care swaarthathayalla, athyaavashyamaanu.",
        "Thilakkam sheelathil ninnaanu varunnathu, filter-il ninnalla.",
      ],
      lines: [
        "Innu kurachu samayam ningalkkaayi maathram maattivekkoo.",
        "Simple routine, happy skin.",
        "Swantham skin-il comfortable aayirikkunnathaanu sherikkulla saundaryam.",
      ],
      description: ["Self-care-ineyum eluppamulla beauty routine-ineyum kurichulla oru beauty post."],
      tags: ["glowup"],
    },
  },
  tones: {
    friendly: {
      openers: ["Namaskaram kootukare!", "Hi friends!"],
      closers: ["Ellaarkkum orupaadu positive vibes.", "Ee post ningalude divasam kurachu koodi manoharamaakkatte."],
    },
    witty: {
      openers: ["Breaking news:", "Kathayil oru twist:"],
      closers: ["Sankadam zero, rasam nooru percent.", "Overthinking? Innu oru chance-um illa."],
    },
    inspiring: {
      openers: ["Innathekku oru kaaryam orkkuka:", "Cheriya chuvadukalil vishwasikkoo."],
      closers: [
        "Munnottu pokoo — ettavum nalla divasangal iniyum varaanirikkunnu.",
        "Evideyaano, avide ninnu thudangoo; athu mathi.",
      ],
    },
    professional: {
      openers: ["Innathe prathyekatha:", "Innu njangal ningalumaayi ithu share cheyyunnu."],
      closers: [
        "Ee community-yude bhaagamaayathinu nanni.",
        "Ella aazhchayum ithupolulla kooduthal posts-inaayi njangale follow cheyyoo.",
      ],
    },
    festive: {
      openers: ["Aaghoshathinte samayamaayi!", "Celebration mode: on!"],
      closers: ["Ithupolulla santhosha nimishangal iniyum undaakatte.", "Ee aaghosham ennum thudaratte!"],
    },
  },
  cta: [
    "Engane undu? Comment-il parayoo!",
    "Pinneedu kaanaan save cheytholoo.",
    "Ithu kaanenda friend-ine tag cheyyoo.",
    "Ishtappedumennu thonnunnavarumaayi share cheyyoo.",
  ],
  languageTags: ["malayalam"],
  ...sceneText({
    list: listLatn,
    people: (n) => (n === 1 ? "oraal" : `${n} per`),
    colours: (c) => (c.includes(" ") ? `${c} colours` : `${c} colour`),
    light: { dark: "mangiya velicham", bright: "thelinja velicham" },
    shapes: { portrait: "Kuthaneyulla photo", landscape: "Veethiyulla photo", square: "Square photo" },
    sentence: (f) => `Photo-yil: ${f}.`,
  }),
};
