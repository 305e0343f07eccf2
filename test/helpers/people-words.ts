import type { LanguageCode } from "#contract/languages.ts";

/**
 * Words meaning a person or people, per language, kept here independently of the banks: none
 * may appear when no people were detected. Matched as whole words.
 */
export const PEOPLE_WORDS: Record<LanguageCode, readonly string[]> = {
  english: ["person", "people", "man", "woman", "girl", "boy", "guy", "lady"],
  hindi: ["व्यक्ति", "लोग", "लोगों", "इंसान", "शख़्स", "आदमी", "औरत", "लड़की", "लड़का"],
  marathi: ["व्यक्ती", "जण", "लोक", "माणूस", "माणसं", "मुलगी", "मुलगा"],
  tamil: ["நபர்", "ஒருவர்", "பேர்", "மக்கள்", "ஆள்", "பெண்", "ஆண்"],
  telugu: ["వ్యక్తి", "మంది", "మనిషి", "మనుషులు", "అమ్మాయి", "అబ్బాయి"],
  gujarati: ["વ્યક્તિ", "લોકો", "જણ", "માણસ", "છોકરી", "છોકરો"],
  bengali: ["একজন", "জন", "মানুষ", "ব্যক্তি", "লোক", "মেয়ে", "ছেলে"],
  kannada: ["ವ್ಯಕ್ತಿ", "ಜನ", "ಮಂದಿ", "ಮನುಷ್ಯ", "ಹುಡುಗಿ", "ಹುಡುಗ"],
  punjabi: ["ਵਿਅਕਤੀ", "ਬੰਦਾ", "ਲੋਕ", "ਜਣੇ", "ਕੁੜੀ", "ਮੁੰਡਾ"],
  malayalam: ["ഒരാൾ", "വ്യക്തി", "ആൾ", "ആളുകൾ", "പേർ", "മനുഷ്യൻ", "പെൺകുട്ടി"],
  urdu: ["شخص", "لوگ", "افراد", "آدمی", "عورت", "لڑکی", "لڑکا"],
  odia: ["ବ୍ୟକ୍ତି", "ଜଣ", "ଲୋକ", "ମଣିଷ", "ଝିଅ", "ପୁଅ"],
};
/** People words of the romanised banks (Hinglish, Tanglish, Roman Urdu …), matched as whole words. */
export const ROMANISED_PEOPLE_WORDS = [
  "person",
  "people",
  "insaan",
  "log",
  "logon",
  "vyakti",
  "jan",
  "jane",
  "lok",
  "banda",
  "bande",
  "ekjon",
  "jon",
  "manush",
  "oruvar",
  "oraal",
  "obba",
  "obbare",
  "jana",
  "loko",
  "maanas",
  "aalukal",
  "per",
  "nabar",
  "vyakthi",
  "vyakthe",
  "mandi",
  "manishi",
  "shakhs",
  "afraad",
  "aadmi",
];
