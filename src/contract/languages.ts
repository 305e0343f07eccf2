/** The 12 languages CaptionKaro writes in, each with the script it must be written in. */
export const LANGUAGES = [
  { code: "english", label: "English", nativeName: "English", script: "Latin", bcp47: "en-IN", dir: "ltr" },
  { code: "hindi", label: "Hindi", nativeName: "हिन्दी", script: "Devanagari", bcp47: "hi-IN", dir: "ltr" },
  { code: "tamil", label: "Tamil", nativeName: "தமிழ்", script: "Tamil", bcp47: "ta-IN", dir: "ltr" },
  { code: "telugu", label: "Telugu", nativeName: "తెలుగు", script: "Telugu", bcp47: "te-IN", dir: "ltr" },
  { code: "marathi", label: "Marathi", nativeName: "मराठी", script: "Devanagari", bcp47: "mr-IN", dir: "ltr" },
  { code: "gujarati", label: "Gujarati", nativeName: "ગુજરાતી", script: "Gujarati", bcp47: "gu-IN", dir: "ltr" },
  { code: "bengali", label: "Bengali", nativeName: "বাংলা", script: "Bengali", bcp47: "bn-IN", dir: "ltr" },
  { code: "kannada", label: "Kannada", nativeName: "ಕನ್ನಡ", script: "Kannada", bcp47: "kn-IN", dir: "ltr" },
  { code: "punjabi", label: "Punjabi", nativeName: "ਪੰਜਾਬੀ", script: "Gurmukhi", bcp47: "pa-IN", dir: "ltr" },
  { code: "malayalam", label: "Malayalam", nativeName: "മലയാളം", script: "Malayalam", bcp47: "ml-IN", dir: "ltr" },
  { code: "urdu", label: "Urdu", nativeName: "اردو", script: "Arabic", bcp47: "ur-IN", dir: "rtl" },
  { code: "odia", label: "Odia", nativeName: "ଓଡ଼ିଆ", script: "Odia", bcp47: "or-IN", dir: "ltr" },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language["code"];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
