/**
 * Colour adjectives in every language (decision 746), for naming a thing's own colour with it
 * ("a red car", "लाल कार", "काली बिल्ली", "काले कुत्ते के साथ"). Every colour analysis can name
 * (COLOUR_NAMES) has every language's forms, so a colour analysis gives is never missing a
 * word; analysis gives a thing only the chromatic ones (decision 741), the rest are here so the
 * table is complete by type.
 *
 * The forms are the ones people write before a noun:
 * - Hindi, Urdu, Punjabi: adjectives in -ā agree (काला, काली, oblique काले); the others never
 *   change (लाल, गुलाबी, नारंगी, सफ़ेद; Urdu سرخ, سبز).
 * - Marathi: -ā adjectives agree in three genders (काळा, काळी, काळे) and take -yā before a
 *   postposition whatever the gender (काळ्या कुत्र्यावर, काळ्या मांजरीवर); Gujarati likewise
 *   (કાળો, કાળી, કાળું), its masculine and neuter oblique in -ā (કાળા કૂતરા પર), the feminine
 *   unchanged (કાળી બિલાડી પર).
 * - Bengali and Odia: one attributive form; orange is "কমলা রঙের" / "କମଳା ରଙ୍ଗର" ("of orange
 *   colour"), since কমলা / କମଳା alone is the fruit.
 * - Tamil, Telugu, Kannada, Malayalam: the true adjectives where the language has one (Tamil
 *   நீல; Telugu ఎర్రని, నల్లని, తెల్లని; Malayalam ചുവന്ന, കറുത്ത, വെളുത്ത), the colour
 *   noun before the noun where people say it so (Tamil சிவப்பு கார், Kannada ಕೆಂಪು ಕಾರು),
 *   and "X-coloured" (Tamil நிற, Telugu రంగు, Kannada ಬಣ್ಣದ, Malayalam നിറമുള്ള) where the
 *   bare word would be read as something else (ஆரஞ்சு, the fruit; ಗುಲಾಬಿ, a rose; ఊదా) or is
 *   not used attributively (Malayalam മഞ്ഞ, പച്ച, നീല join the noun as a compound).
 */
import type { ColourName } from "../types.ts";
import type { ColourForms } from "./types.ts";

/** Hindi, Urdu or Punjabi adjective in -ā: masculine direct, masculine oblique, feminine. */
const mf = (m: string, mObl: string, f: string) => ({ m: { one: m, obl: mObl }, f: { one: f, obl: f } });
/** Marathi adjective in -ā: masculine, feminine, neuter, and the oblique all three share. */
const mfnMarathi = (m: string, f: string, n: string, obl: string) => ({
  m: { one: m, obl },
  f: { one: f, obl },
  n: { one: n, obl },
});
/** Gujarati adjective in -o: masculine, feminine, neuter; masculine and neuter oblique in -ā, the feminine unchanged. */
const mfnGujarati = (m: string, f: string, n: string, obl: string) => ({
  m: { one: m, obl },
  f: { one: f, obl: f },
  n: { one: n, obl },
});

export const COLOUR_WORDS: Readonly<Record<ColourName, ColourForms>> = {
  red: {
    english: "red",
    hindi: "लाल",
    urdu: "سرخ",
    punjabi: "ਲਾਲ",
    marathi: "लाल",
    gujarati: "લાલ",
    bengali: "লাল",
    odia: "ନାଲି",
    tamil: "சிவப்பு",
    telugu: "ఎర్రని",
    kannada: "ಕೆಂಪು",
    malayalam: "ചുവന്ന",
  },
  orange: {
    english: "orange",
    hindi: "नारंगी",
    urdu: "نارنجی",
    punjabi: "ਸੰਤਰੀ",
    marathi: "केशरी",
    gujarati: "કેસરી",
    bengali: "কমলা রঙের",
    odia: "କମଳା ରଙ୍ଗର",
    tamil: "ஆரஞ்சு நிற",
    telugu: "నారింజ రంగు",
    kannada: "ಕಿತ್ತಳೆ ಬಣ್ಣದ",
    malayalam: "ഓറഞ്ച് നിറമുള്ള",
  },
  yellow: {
    english: "yellow",
    hindi: mf("पीला", "पीले", "पीली"),
    urdu: mf("پیلا", "پیلے", "پیلی"),
    punjabi: mf("ਪੀਲਾ", "ਪੀਲੇ", "ਪੀਲੀ"),
    marathi: mfnMarathi("पिवळा", "पिवळी", "पिवळे", "पिवळ्या"),
    gujarati: mfnGujarati("પીળો", "પીળી", "પીળું", "પીળા"),
    bengali: "হলুদ",
    odia: "ହଳଦିଆ",
    tamil: "மஞ்சள்",
    telugu: "పసుపు రంగు",
    kannada: "ಹಳದಿ",
    malayalam: "മഞ്ഞനിറമുള്ള",
  },
  green: {
    english: "green",
    hindi: mf("हरा", "हरे", "हरी"),
    urdu: "سبز",
    punjabi: mf("ਹਰਾ", "ਹਰੇ", "ਹਰੀ"),
    marathi: mfnMarathi("हिरवा", "हिरवी", "हिरवे", "हिरव्या"),
    gujarati: mfnGujarati("લીલો", "લીલી", "લીલું", "લીલા"),
    bengali: "সবুজ",
    odia: "ସବୁଜ",
    tamil: "பச்சை",
    telugu: "ఆకుపచ్చ రంగు",
    kannada: "ಹಸಿರು",
    malayalam: "പച്ചനിറമുള്ള",
  },
  blue: {
    english: "blue",
    hindi: mf("नीला", "नीले", "नीली"),
    urdu: mf("نیلا", "نیلے", "نیلی"),
    punjabi: mf("ਨੀਲਾ", "ਨੀਲੇ", "ਨੀਲੀ"),
    marathi: mfnMarathi("निळा", "निळी", "निळे", "निळ्या"),
    gujarati: "વાદળી",
    bengali: "নীল",
    odia: "ନୀଳ",
    tamil: "நீல",
    telugu: "నీలి రంగు",
    kannada: "ನೀಲಿ",
    malayalam: "നീലനിറമുള്ള",
  },
  purple: {
    english: "purple",
    hindi: "बैंगनी",
    urdu: "جامنی",
    punjabi: "ਜਾਮਣੀ",
    marathi: mfnMarathi("जांभळा", "जांभळी", "जांभळे", "जांभळ्या"),
    gujarati: "જાંબલી",
    bengali: "বেগুনি",
    odia: "ବାଇଗଣି",
    tamil: "ஊதா நிற",
    telugu: "ఊదా రంగు",
    kannada: "ನೇರಳೆ ಬಣ್ಣದ",
    malayalam: "വയലറ്റ് നിറമുള്ള",
  },
  pink: {
    english: "pink",
    hindi: "गुलाबी",
    urdu: "گلابی",
    punjabi: "ਗੁਲਾਬੀ",
    marathi: "गुलाबी",
    gujarati: "ગુલાબી",
    bengali: "গোলাপি",
    odia: "ଗୋଲାପି",
    tamil: "இளஞ்சிவப்பு நிற",
    telugu: "గులాబీ రంగు",
    kannada: "ಗುಲಾಬಿ ಬಣ್ಣದ",
    malayalam: "പിങ്ക് നിറമുള്ള",
  },
  brown: {
    english: "brown",
    hindi: mf("भूरा", "भूरे", "भूरी"),
    urdu: mf("بھورا", "بھورے", "بھوری"),
    punjabi: mf("ਭੂਰਾ", "ਭੂਰੇ", "ਭੂਰੀ"),
    marathi: "तपकिरी",
    gujarati: "કથ્થઈ",
    bengali: "বাদামি",
    odia: "ବାଦାମୀ",
    tamil: "பழுப்பு நிற",
    telugu: "గోధుమ రంగు",
    kannada: "ಕಂದು ಬಣ್ಣದ",
    malayalam: "തവിട്ടുനിറമുള്ള",
  },
  black: {
    english: "black",
    hindi: mf("काला", "काले", "काली"),
    urdu: mf("کالا", "کالے", "کالی"),
    punjabi: mf("ਕਾਲਾ", "ਕਾਲੇ", "ਕਾਲੀ"),
    marathi: mfnMarathi("काळा", "काळी", "काळे", "काळ्या"),
    gujarati: mfnGujarati("કાળો", "કાળી", "કાળું", "કાળા"),
    bengali: "কালো",
    odia: "କଳା",
    tamil: "கருப்பு",
    telugu: "నల్లని",
    kannada: "ಕಪ್ಪು",
    malayalam: "കറുത്ത",
  },
  white: {
    english: "white",
    hindi: "सफ़ेद",
    urdu: "سفید",
    punjabi: mf("ਚਿੱਟਾ", "ਚਿੱਟੇ", "ਚਿੱਟੀ"),
    marathi: mfnMarathi("पांढरा", "पांढरी", "पांढरे", "पांढऱ्या"),
    gujarati: "સફેદ",
    bengali: "সাদা",
    odia: "ଧଳା",
    tamil: "வெள்ளை",
    telugu: "తెల్లని",
    kannada: "ಬಿಳಿ",
    malayalam: "വെളുത്ത",
  },
  grey: {
    english: "grey",
    hindi: "स्लेटी",
    urdu: "سرمئی",
    punjabi: "ਸਲੇਟੀ",
    marathi: "राखाडी",
    gujarati: "રાખોડી",
    bengali: "ধূসর",
    odia: "ଧୂସର",
    tamil: "சாம்பல் நிற",
    telugu: "బూడిద రంగు",
    kannada: "ಬೂದು ಬಣ್ಣದ",
    malayalam: "ചാരനിറമുള്ള",
  },
};
