/**
 * The festivals and observances CaptionKaro knows (issue 28, decision 743): how each one's day
 * is found, the states it belongs to, and its name, greeting and hashtags in each language it
 * is offered in. National ones are offered in all 12 languages; a regional one only in the
 * languages of its states (and English, which creators use in every state). Dates are never
 * typed here: `calendar/rules.ts` computes them.
 */
import type { FestivalKind } from "#contract/festivals.ts";
import type { LanguageCode } from "#contract/languages.ts";
import { PLACES } from "./calendar/panchang.ts";
import type { DateRule } from "./calendar/rules.ts";

/** A festival's words in one language: its name, a greeting, hashtags (without '#'). */
export interface FestivalWords {
  name: string;
  greeting: string;
  hashtags: readonly string[];
}

export interface Festival {
  id: string;
  kind: FestivalKind;
  faith: "hindu" | "muslim" | "sikh" | "christian" | "jain" | "buddhist" | null;
  /** "all" (national), or the states it belongs to (ISO 3166-2:IN codes without "IN-"). */
  regions: "all" | readonly string[];
  rule: DateRule;
  /** The languages it is offered in, each with its words; English always. */
  words: Partial<Record<LanguageCode, FestivalWords>> & { english: FestivalWords };
}

/** The states whose creators write in each language (for the regional festivals' check). */
export const LANGUAGE_STATES: Record<Exclude<LanguageCode, "english">, readonly string[]> = {
  hindi: ["UP", "BR", "MP", "RJ", "DL", "HR", "HP", "UK", "JH", "CG", "CH"],
  tamil: ["TN", "PY"],
  telugu: ["AP", "TG"],
  marathi: ["MH", "GA"],
  gujarati: ["GJ"],
  bengali: ["WB", "TR", "AS"],
  kannada: ["KA"],
  punjabi: ["PB", "CH", "HR", "DL"],
  malayalam: ["KL", "LD", "PY"],
  urdu: ["JK", "LA", "UP", "BR", "TG", "DL", "JH", "WB"],
  odia: ["OR"],
};

const w = (name: string, greeting: string, ...hashtags: string[]): FestivalWords => ({ name, greeting, hashtags });

const delhi = PLACES.newDelhi;
/** Three muhurtas (2 h 24 min), in milliseconds. */
const THREE_MUHURTAS = 3 * 48 * 60 * 1000;

const HINDI_BELT = ["UP", "BR", "MP", "RJ", "DL", "HR", "HP", "UK", "JH", "CG"] as const;

export const FESTIVALS: readonly Festival[] = [
  {
    id: "republic-day",
    kind: "national-day",
    faith: null,
    regions: "all",
    rule: { kind: "fixed", month: 1, day: 26 },
    words: {
      english: w("Republic Day", "Happy Republic Day!", "RepublicDay", "JaiHind"),
      hindi: w("गणतंत्र दिवस", "गणतंत्र दिवस की हार्दिक शुभकामनाएँ", "गणतंत्र_दिवस", "जय_हिंद"),
      tamil: w("குடியரசு தினம்", "இனிய குடியரசு தின நல்வாழ்த்துகள்", "குடியரசு_தினம்", "ஜெய்_ஹிந்த்"),
      telugu: w("గణతంత్ర దినోత్సవం", "గణతంత్ర దినోత్సవ శుభాకాంక్షలు", "గణతంత్ర_దినోత్సవం", "జై_హింద్"),
      marathi: w("प्रजासत्ताक दिन", "प्रजासत्ताक दिनाच्या हार्दिक शुभेच्छा", "प्रजासत्ताक_दिन", "जय_हिंद"),
      gujarati: w("પ્રજાસત્તાક દિવસ", "પ્રજાસત્તાક દિવસની હાર્દિક શુભકામનાઓ", "પ્રજાસત્તાક_દિવસ", "જય_હિંદ"),
      bengali: w("প্রজাতন্ত্র দিবস", "প্রজাতন্ত্র দিবসের আন্তরিক শুভেচ্ছা", "প্রজাতন্ত্র_দিবস", "জয়_হিন্দ"),
      kannada: w("ಗಣರಾಜ್ಯೋತ್ಸವ", "ಗಣರಾಜ್ಯೋತ್ಸವದ ಹಾರ್ದಿಕ ಶುಭಾಶಯಗಳು", "ಗಣರಾಜ್ಯೋತ್ಸವ", "ಜೈ_ಹಿಂದ್"),
      punjabi: w("ਗਣਤੰਤਰ ਦਿਵਸ", "ਗਣਤੰਤਰ ਦਿਵਸ ਦੀਆਂ ਲੱਖ-ਲੱਖ ਵਧਾਈਆਂ", "ਗਣਤੰਤਰ_ਦਿਵਸ", "ਜੈ_ਹਿੰਦ"),
      malayalam: w("റിപ്പബ്ലിക് ദിനം", "റിപ്പബ്ലിക് ദിനാശംസകൾ", "റിപ്പബ്ലിക്_ദിനം", "ജയ്_ഹിന്ദ്"),
      urdu: w("یومِ جمہوریہ", "یومِ جمہوریہ مبارک", "یوم_جمہوریہ", "جے_ہند"),
      odia: w("ଗଣତନ୍ତ୍ର ଦିବସ", "ଗଣତନ୍ତ୍ର ଦିବସର ହାର୍ଦ୍ଦିକ ଶୁଭେଚ୍ଛା", "ଗଣତନ୍ତ୍ର_ଦିବସ", "ଜୟ_ହିନ୍ଦ"),
    },
  },
  {
    id: "independence-day",
    kind: "national-day",
    faith: null,
    regions: "all",
    rule: { kind: "fixed", month: 8, day: 15 },
    words: {
      english: w("Independence Day", "Happy Independence Day!", "IndependenceDay", "JaiHind"),
      hindi: w("स्वतंत्रता दिवस", "स्वतंत्रता दिवस की हार्दिक शुभकामनाएँ", "स्वतंत्रता_दिवस", "जय_हिंद"),
      tamil: w("சுதந்திர தினம்", "இனிய சுதந்திர தின நல்வாழ்த்துகள்", "சுதந்திர_தினம்", "ஜெய்_ஹிந்த்"),
      telugu: w("స్వాతంత్ర్య దినోత్సవం", "స్వాతంత్ర్య దినోత్సవ శుభాకాంక్షలు", "స్వాతంత్ర్య_దినోత్సవం", "జై_హింద్"),
      marathi: w("स्वातंत्र्य दिन", "स्वातंत्र्य दिनाच्या हार्दिक शुभेच्छा", "स्वातंत्र्य_दिन", "जय_हिंद"),
      gujarati: w("સ્વાતંત્ર્ય દિવસ", "સ્વાતંત્ર્ય દિવસની હાર્દિક શુભકામનાઓ", "સ્વાતંત્ર્ય_દિવસ", "જય_હિંદ"),
      bengali: w("স্বাধীনতা দিবস", "স্বাধীনতা দিবসের আন্তরিক শুভেচ্ছা", "স্বাধীনতা_দিবস", "জয়_হিন্দ"),
      kannada: w("ಸ್ವಾತಂತ್ರ್ಯ ದಿನಾಚರಣೆ", "ಸ್ವಾತಂತ್ರ್ಯ ದಿನಾಚರಣೆಯ ಹಾರ್ದಿಕ ಶುಭಾಶಯಗಳು", "ಸ್ವಾತಂತ್ರ್ಯ_ದಿನಾಚರಣೆ", "ಜೈ_ಹಿಂದ್"),
      punjabi: w("ਆਜ਼ਾਦੀ ਦਿਵਸ", "ਆਜ਼ਾਦੀ ਦਿਵਸ ਦੀਆਂ ਲੱਖ-ਲੱਖ ਵਧਾਈਆਂ", "ਆਜ਼ਾਦੀ_ਦਿਵਸ", "ਜੈ_ਹਿੰਦ"),
      malayalam: w("സ്വാതന്ത്ര്യ ദിനം", "സ്വാതന്ത്ര്യ ദിനാശംസകൾ", "സ്വാതന്ത്ര്യ_ദിനം", "ജയ്_ഹിന്ദ്"),
      urdu: w("یومِ آزادی", "یومِ آزادی مبارک", "یوم_آزادی", "جے_ہند"),
      odia: w("ସ୍ୱାଧୀନତା ଦିବସ", "ସ୍ୱାଧୀନତା ଦିବସର ହାର୍ଦ୍ଦିକ ଶୁଭେଚ୍ଛା", "ସ୍ୱାଧୀନତା_ଦିବସ", "ଜୟ_ହିନ୍ଦ"),
    },
  },
  {
    id: "gandhi-jayanti",
    kind: "national-day",
    faith: null,
    regions: "all",
    rule: { kind: "fixed", month: 10, day: 2 },
    words: {
      english: w("Gandhi Jayanti", "Remembering Bapu on Gandhi Jayanti", "GandhiJayanti", "Bapu"),
      hindi: w("गांधी जयंती", "गांधी जयंती पर बापू को शत-शत नमन", "गांधी_जयंती", "बापू"),
      tamil: w("காந்தி ஜெயந்தி", "காந்தி ஜெயந்தி நாளில் மகாத்மாவை நினைவுகூர்வோம்", "காந்தி_ஜெயந்தி", "மகாத்மா_காந்தி"),
      telugu: w("గాంధీ జయంతి", "గాంధీ జయంతి సందర్భంగా బాపూజీకి నివాళులు", "గాంధీ_జయంతి", "బాపూజీ"),
      marathi: w("गांधी जयंती", "गांधी जयंतीनिमित्त बापूंना विनम्र अभिवादन", "गांधी_जयंती", "बापू"),
      gujarati: w("ગાંધી જયંતી", "ગાંધી જયંતી નિમિત્તે પૂજ્ય બાપુને શત શત વંદન", "ગાંધી_જયંતી", "બાપુ"),
      bengali: w("গান্ধী জয়ন্তী", "গান্ধী জয়ন্তীতে বাপুজিকে সশ্রদ্ধ প্রণাম", "গান্ধী_জয়ন্তী", "বাপুজি"),
      kannada: w("ಗಾಂಧಿ ಜಯಂತಿ", "ಗಾಂಧಿ ಜಯಂತಿಯಂದು ಬಾಪೂಜಿಗೆ ನಮನಗಳು", "ಗಾಂಧಿ_ಜಯಂತಿ", "ಬಾಪೂಜಿ"),
      punjabi: w("ਗਾਂਧੀ ਜਯੰਤੀ", "ਗਾਂਧੀ ਜਯੰਤੀ ਮੌਕੇ ਬਾਪੂ ਜੀ ਨੂੰ ਸ਼ਰਧਾਂਜਲੀ", "ਗਾਂਧੀ_ਜਯੰਤੀ", "ਬਾਪੂ"),
      malayalam: w("ഗാന്ധി ജയന്തി", "ഗാന്ധി ജയന്തി ദിനത്തിൽ ബാപ്പുജിക്ക് പ്രണാമം", "ഗാന്ധി_ജയന്തി", "ബാപ്പുജി"),
      urdu: w("گاندھی جینتی", "گاندھی جینتی پر باپو کو خراجِ عقیدت", "گاندھی_جینتی", "باپو"),
      odia: w("ଗାନ୍ଧି ଜୟନ୍ତୀ", "ଗାନ୍ଧି ଜୟନ୍ତୀରେ ବାପୁଙ୍କୁ ଶତ ଶତ ପ୍ରଣାମ", "ଗାନ୍ଧି_ଜୟନ୍ତୀ", "ବାପୁ"),
    },
  },
  {
    id: "holi",
    kind: "festival",
    faith: "hindu",
    regions: "all",
    rule: { kind: "holi", place: delhi },
    words: {
      english: w("Holi", "Happy Holi!", "HappyHoli", "Holi"),
      hindi: w("होली", "होली की हार्दिक शुभकामनाएँ", "होली", "रंगों_का_त्योहार"),
      tamil: w("ஹோலி", "இனிய ஹோலி நல்வாழ்த்துகள்", "ஹோலி", "வண்ணங்களின்_திருவிழா"),
      telugu: w("హోలీ", "హోలీ శుభాకాంక్షలు", "హోలీ", "రంగుల_పండుగ"),
      marathi: w("होळी", "होळीच्या हार्दिक शुभेच्छा", "होळी", "धुळवड"),
      gujarati: w("હોળી", "હોળીની હાર્દિક શુભકામનાઓ", "હોળી", "ધુળેટી"),
      bengali: w("হোলি", "হোলির রঙিন শুভেচ্ছা", "হোলি", "রঙের_উৎসব"),
      kannada: w("ಹೋಳಿ", "ಹೋಳಿ ಹಬ್ಬದ ಶುಭಾಶಯಗಳು", "ಹೋಳಿ", "ಬಣ್ಣಗಳ_ಹಬ್ಬ"),
      punjabi: w("ਹੋਲੀ", "ਹੋਲੀ ਦੀਆਂ ਲੱਖ-ਲੱਖ ਵਧਾਈਆਂ", "ਹੋਲੀ", "ਰੰਗਾਂ_ਦਾ_ਤਿਉਹਾਰ"),
      malayalam: w("ഹോളി", "ഹോളി ആശംസകൾ", "ഹോളി", "നിറങ്ങളുടെ_ഉത്സവം"),
      urdu: w("ہولی", "ہولی مبارک", "ہولی", "رنگوں_کا_تہوار"),
      odia: w("ହୋଲି", "ହୋଲିର ହାର୍ଦ୍ଦିକ ଶୁଭେଚ୍ଛା", "ହୋଲି", "ରଙ୍ଗର_ପର୍ବ"),
    },
  },
  {
    id: "raksha-bandhan",
    kind: "festival",
    faith: "hindu",
    regions: "all",
    // Shravana Purnima free of Bhadra: the Purnima of sunrise when it lasts three muhurtas
    // after it, else the day before (tied in the evening once Bhadra ends).
    rule: { kind: "tithi", month: "shravana", tithi: 15, at: "sunrise", lasting: THREE_MUHURTAS, place: delhi },
    words: {
      english: w("Raksha Bandhan", "Happy Raksha Bandhan!", "RakshaBandhan", "Rakhi"),
      hindi: w("रक्षाबंधन", "रक्षाबंधन की हार्दिक शुभकामनाएँ", "रक्षाबंधन", "राखी"),
      tamil: w("ரக்ஷா பந்தன்", "இனிய ரக்ஷா பந்தன் நல்வாழ்த்துகள்", "ரக்ஷா_பந்தன்", "ராக்கி"),
      telugu: w("రక్షా బంధన్", "రక్షా బంధన్ శుభాకాంక్షలు", "రక్షా_బంధన్", "రాఖీ"),
      marathi: w("रक्षाबंधन", "रक्षाबंधनाच्या हार्दिक शुभेच्छा", "रक्षाबंधन", "राखी"),
      gujarati: w("રક્ષાબંધન", "રક્ષાબંધનની હાર્દિક શુભકામનાઓ", "રક્ષાબંધન", "રાખી"),
      bengali: w("রাখি বন্ধন", "রাখি বন্ধনের শুভেচ্ছা", "রাখি_বন্ধন", "রাখি_পূর্ণিমা"),
      kannada: w("ರಕ್ಷಾ ಬಂಧನ", "ರಕ್ಷಾ ಬಂಧನದ ಶುಭಾಶಯಗಳು", "ರಕ್ಷಾ_ಬಂಧನ", "ರಾಖಿ"),
      punjabi: w("ਰੱਖੜੀ", "ਰੱਖੜੀ ਦੀਆਂ ਲੱਖ-ਲੱਖ ਵਧਾਈਆਂ", "ਰੱਖੜੀ", "ਰਕਸ਼ਾ_ਬੰਧਨ"),
      malayalam: w("രക്ഷാബന്ധൻ", "രക്ഷാബന്ധൻ ആശംസകൾ", "രക്ഷാബന്ധൻ", "രാഖി"),
      urdu: w("رکشا بندھن", "رکشا بندھن مبارک", "رکشا_بندھن", "راکھی"),
      odia: w("ରକ୍ଷାବନ୍ଧନ", "ରକ୍ଷାବନ୍ଧନର ହାର୍ଦ୍ଦିକ ଶୁଭେଚ୍ଛା", "ରକ୍ଷାବନ୍ଧନ", "ରାକ୍ଷୀ"),
    },
  },
  {
    id: "janmashtami",
    kind: "festival",
    faith: "hindu",
    regions: "all",
    // Bhadrapada Krishna Ashtami in the purnimanta reckoning of the north = Shravana amanta
    // (tithi 23), kept the Vaishnava way (the Ashtami of sunrise), as the Government's holiday
    // and most public celebrations are; the Smarta (midnight) fast can be a day earlier.
    rule: { kind: "tithi", month: "shravana", tithi: 23, at: "sunrise", place: delhi },
    words: {
      english: w("Janmashtami", "Happy Janmashtami!", "Janmashtami", "KrishnaJanmashtami"),
      hindi: w("जन्माष्टमी", "श्रीकृष्ण जन्माष्टमी की हार्दिक शुभकामनाएँ", "जन्माष्टमी", "जय_श्री_कृष्ण"),
      tamil: w("கிருஷ்ண ஜெயந்தி", "இனிய கிருஷ்ண ஜெயந்தி நல்வாழ்த்துகள்", "கிருஷ்ண_ஜெயந்தி", "கோகுலாஷ்டமி"),
      telugu: w("శ్రీకృష్ణ జన్మాష్టమి", "శ్రీకృష్ణ జన్మాష్టమి శుభాకాంక్షలు", "కృష్ణాష్టమి", "జన్మాష్టమి"),
      marathi: w("गोकुळाष्टमी", "गोकुळाष्टमीच्या हार्दिक शुभेच्छा", "गोकुळाष्टमी", "श्रीकृष्ण_जन्माष्टमी"),
      gujarati: w("જન્માષ્ટમી", "જન્માષ્ટમીની હાર્દિક શુભકામનાઓ", "જન્માષ્ટમી", "જય_શ્રી_કૃષ્ણ"),
      bengali: w("জন্মাষ্টমী", "শুভ জন্মাষ্টমী", "জন্মাষ্টমী", "জয়_শ্রীকৃষ্ণ"),
      kannada: w("ಕೃಷ್ಣ ಜನ್ಮಾಷ್ಟಮಿ", "ಶ್ರೀಕೃಷ್ಣ ಜನ್ಮಾಷ್ಟಮಿಯ ಶುಭಾಶಯಗಳು", "ಕೃಷ್ಣ_ಜನ್ಮಾಷ್ಟಮಿ", "ಗೋಕುಲಾಷ್ಟಮಿ"),
      punjabi: w("ਜਨਮ ਅਸ਼ਟਮੀ", "ਜਨਮ ਅਸ਼ਟਮੀ ਦੀਆਂ ਲੱਖ-ਲੱਖ ਵਧਾਈਆਂ", "ਜਨਮ_ਅਸ਼ਟਮੀ", "ਸ੍ਰੀ_ਕ੍ਰਿਸ਼ਨ"),
      malayalam: w("ശ്രീകൃഷ്ണ ജയന്തി", "ശ്രീകൃഷ്ണ ജയന്തി ആശംസകൾ", "ശ്രീകൃഷ്ണ_ജയന്തി", "ജന്മാഷ്ടമി"),
      urdu: w("جنم اشٹمی", "جنم اشٹمی مبارک", "جنم_اشٹمی", "شری_کرشن"),
      odia: w("ଜନ୍ମାଷ୍ଟମୀ", "ଶ୍ରୀକୃଷ୍ଣ ଜନ୍ମାଷ୍ଟମୀର ହାର୍ଦ୍ଦିକ ଶୁଭେଚ୍ଛା", "ଜନ୍ମାଷ୍ଟମୀ", "ଶ୍ରୀକୃଷ୍ଣ"),
    },
  },
  {
    id: "dussehra",
    kind: "festival",
    faith: "hindu",
    regions: "all",
    rule: { kind: "tithi", month: "ashwin", tithi: 10, at: "aparahna", place: delhi },
    words: {
      english: w("Dussehra", "Happy Dussehra!", "HappyDussehra", "VijayaDashami"),
      hindi: w("दशहरा", "विजयादशमी की हार्दिक शुभकामनाएँ", "दशहरा", "विजयादशमी"),
      tamil: w("விஜயதசமி", "இனிய விஜயதசமி நல்வாழ்த்துகள்", "விஜயதசமி", "நவராத்திரி"),
      telugu: w("దసరా", "దసరా శుభాకాంక్షలు", "దసరా", "విజయదశమి"),
      marathi: w("दसरा", "दसऱ्याच्या हार्दिक शुभेच्छा", "दसरा", "विजयादशमी"),
      gujarati: w("દશેરા", "દશેરાની હાર્દિક શુભકામનાઓ", "દશેરા", "વિજયાદશમી"),
      bengali: w("বিজয়া দশমী", "শুভ বিজয়া", "বিজয়া_দশমী", "শুভ_বিজয়া"),
      kannada: w("ದಸರಾ", "ವಿಜಯದಶಮಿಯ ಶುಭಾಶಯಗಳು", "ದಸರಾ", "ವಿಜಯದಶಮಿ"),
      punjabi: w("ਦੁਸਹਿਰਾ", "ਦੁਸਹਿਰੇ ਦੀਆਂ ਲੱਖ-ਲੱਖ ਵਧਾਈਆਂ", "ਦੁਸਹਿਰਾ", "ਵਿਜੇ_ਦਸ਼ਮੀ"),
      malayalam: w("വിജയദശമി", "വിജയദശമി ആശംസകൾ", "വിജയദശമി", "വിദ്യാരംഭം"),
      urdu: w("دسہرا", "دسہرا مبارک", "دسہرا", "وجے_دشمی"),
      odia: w("ଦଶହରା", "ବିଜୟା ଦଶମୀର ହାର୍ଦ୍ଦିକ ଶୁଭେଚ୍ଛା", "ଦଶହରା", "ବିଜୟା_ଦଶମୀ"),
    },
  },
  {
    id: "diwali",
    kind: "festival",
    faith: "hindu",
    regions: "all",
    // Lakshmi Puja: the Amavasya ending amanta Ashwin (Kartika Amavasya in the purnimanta reckoning).
    rule: { kind: "tithi", month: "ashwin", tithi: 30, at: "pradosh", place: delhi },
    words: {
      english: w("Diwali", "Happy Diwali!", "HappyDiwali", "Deepavali"),
      hindi: w("दीपावली", "दीपावली की हार्दिक शुभकामनाएँ", "दीपावली", "शुभ_दीपावली"),
      tamil: w("தீபாவளி", "இனிய தீபாவளி நல்வாழ்த்துகள்", "தீபாவளி", "தீபாவளி_வாழ்த்துகள்"),
      telugu: w("దీపావళి", "దీపావళి శుభాకాంక్షలు", "దీపావళి", "దీపాల_పండుగ"),
      marathi: w("दिवाळी", "दिवाळीच्या हार्दिक शुभेच्छा", "दिवाळी", "शुभ_दीपावली"),
      gujarati: w("દિવાળી", "દિવાળીની હાર્દિક શુભકામનાઓ", "દિવાળી", "શુભ_દીપાવલી"),
      bengali: w("দীপাবলি", "শুভ দীপাবলি", "দীপাবলি", "কালীপুজো"),
      kannada: w("ದೀಪಾವಳಿ", "ದೀಪಾವಳಿ ಹಬ್ಬದ ಶುಭಾಶಯಗಳು", "ದೀಪಾವಳಿ", "ಬೆಳಕಿನ_ಹಬ್ಬ"),
      punjabi: w("ਦੀਵਾਲੀ", "ਦੀਵਾਲੀ ਦੀਆਂ ਲੱਖ-ਲੱਖ ਵਧਾਈਆਂ", "ਦੀਵਾਲੀ", "ਬੰਦੀ_ਛੋੜ_ਦਿਵਸ"),
      malayalam: w("ദീപാവലി", "ദീപാവലി ആശംസകൾ", "ദീപാവലി", "ദീപാവലി_ആശംസകൾ"),
      urdu: w("دیوالی", "دیوالی مبارک", "دیوالی", "روشنیوں_کا_تہوار"),
      odia: w("ଦୀପାବଳି", "ଦୀପାବଳିର ହାର୍ଦ୍ଦିକ ଶୁଭେଚ୍ଛା", "ଦୀପାବଳି", "ଆଲୋକର_ପର୍ବ"),
    },
  },
  {
    id: "christmas",
    kind: "festival",
    faith: "christian",
    regions: "all",
    rule: { kind: "fixed", month: 12, day: 25 },
    words: {
      english: w("Christmas", "Merry Christmas!", "MerryChristmas", "Christmas"),
      hindi: w("क्रिसमस", "क्रिसमस की हार्दिक शुभकामनाएँ", "क्रिसमस", "बड़ा_दिन"),
      tamil: w("கிறிஸ்துமஸ்", "இனிய கிறிஸ்துமஸ் நல்வாழ்த்துகள்", "கிறிஸ்துமஸ்", "கிறிஸ்துமஸ்_வாழ்த்துகள்"),
      telugu: w("క్రిస్మస్", "క్రిస్మస్ శుభాకాంక్షలు", "క్రిస్మస్", "మెర్రీ_క్రిస్మస్"),
      marathi: w("नाताळ", "नाताळच्या हार्दिक शुभेच्छा", "नाताळ", "ख्रिसमस"),
      gujarati: w("નાતાલ", "નાતાલની હાર્દિક શુભકામનાઓ", "નાતાલ", "ક્રિસમસ"),
      bengali: w("বড়দিন", "শুভ বড়দিন", "বড়দিন", "মেরি_ক্রিসমাস"),
      kannada: w("ಕ್ರಿಸ್ಮಸ್", "ಕ್ರಿಸ್ಮಸ್ ಹಬ್ಬದ ಶುಭಾಶಯಗಳು", "ಕ್ರಿಸ್ಮಸ್", "ಮೆರ್ರಿ_ಕ್ರಿಸ್ಮಸ್"),
      punjabi: w("ਕ੍ਰਿਸਮਸ", "ਕ੍ਰਿਸਮਸ ਦੀਆਂ ਲੱਖ-ਲੱਖ ਵਧਾਈਆਂ", "ਕ੍ਰਿਸਮਸ", "ਵੱਡਾ_ਦਿਨ"),
      malayalam: w("ക്രിസ്മസ്", "ക്രിസ്മസ് ആശംസകൾ", "ക്രിസ്മസ്", "ക്രിസ്മസ്_ആശംസകൾ"),
      urdu: w("کرسمس", "کرسمس مبارک", "کرسمس", "بڑا_دن"),
      odia: w("ଖ୍ରୀଷ୍ଟମାସ", "ଖ୍ରୀଷ୍ଟମାସର ହାର୍ଦ୍ଦିକ ଶୁଭେଚ୍ଛା", "ଖ୍ରୀଷ୍ଟମାସ", "ବଡ଼ଦିନ"),
    },
  },
  {
    id: "eid-al-fitr",
    kind: "festival",
    faith: "muslim",
    regions: "all",
    rule: { kind: "hijri", month: 10, day: 1 },
    words: {
      english: w("Eid al-Fitr", "Eid Mubarak!", "EidMubarak", "EidUlFitr"),
      hindi: w("ईद-उल-फ़ित्र", "ईद मुबारक", "ईद_मुबारक", "ईद_उल_फ़ित्र"),
      tamil: w("ரம்ஜான்", "இனிய ரம்ஜான் நல்வாழ்த்துகள்", "ரம்ஜான்", "ஈத்_முபாரக்"),
      telugu: w("రంజాన్", "రంజాన్ శుభాకాంక్షలు", "రంజాన్", "ఈద్_ముబారక్"),
      marathi: w("रमजान ईद", "रमजान ईदच्या हार्दिक शुभेच्छा", "ईद_मुबारक", "रमजान_ईद"),
      gujarati: w("ઈદ-ઉલ-ફિત્ર", "ઈદ મુબારક", "ઈદ_મુબારક", "રમઝાન_ઈદ"),
      bengali: w("ঈদুল ফিতর", "ঈদ মোবারক", "ঈদ_মোবারক", "ঈদুল_ফিতর"),
      kannada: w("ರಂಜಾನ್", "ರಂಜಾನ್ ಹಬ್ಬದ ಶುಭಾಶಯಗಳು", "ರಂಜಾನ್", "ಈದ್_ಮುಬಾರಕ್"),
      punjabi: w("ਈਦ-ਉਲ-ਫ਼ਿਤਰ", "ਈਦ ਮੁਬਾਰਕ", "ਈਦ_ਮੁਬਾਰਕ", "ਈਦ_ਉਲ_ਫ਼ਿਤਰ"),
      malayalam: w("ചെറിയ പെരുന്നാൾ", "ചെറിയ പെരുന്നാൾ ആശംസകൾ", "ഈദ്_മുബാറക്", "ചെറിയ_പെരുന്നാൾ"),
      urdu: w("عید الفطر", "عید الفطر مبارک", "عید_مبارک", "عید_الفطر"),
      odia: w("ଇଦ୍-ଉଲ୍-ଫିତର", "ଇଦ୍ ମୁବାରକ୍", "ଇଦ୍_ମୁବାରକ୍", "ଇଦ୍_ଉଲ୍_ଫିତର"),
    },
  },
  {
    id: "eid-al-adha",
    kind: "festival",
    faith: "muslim",
    regions: "all",
    rule: { kind: "hijri", month: 12, day: 10 },
    words: {
      english: w("Eid al-Adha", "Eid al-Adha Mubarak!", "EidAlAdha", "Bakrid"),
      hindi: w("ईद-उल-अज़हा", "ईद-उल-अज़हा मुबारक", "बकरीद", "ईद_उल_अज़हा"),
      tamil: w("பக்ரீத்", "இனிய பக்ரீத் நல்வாழ்த்துகள்", "பக்ரீத்", "ஈத்_முபாரக்"),
      telugu: w("బక్రీద్", "బక్రీద్ శుభాకాంక్షలు", "బక్రీద్", "ఈద్_ముబారక్"),
      marathi: w("बकरी ईद", "बकरी ईदच्या हार्दिक शुभेच्छा", "बकरी_ईद", "ईद_मुबारक"),
      gujarati: w("બકરી ઈદ", "બકરી ઈદ મુબારક", "બકરી_ઈદ", "ઈદ_મુબારક"),
      bengali: w("ঈদুল আজহা", "ঈদুল আজহার শুভেচ্ছা", "ঈদুল_আজহা", "ঈদ_মোবারক"),
      kannada: w("ಬಕ್ರೀದ್", "ಬಕ್ರೀದ್ ಹಬ್ಬದ ಶುಭಾಶಯಗಳು", "ಬಕ್ರೀದ್", "ಈದ್_ಮುಬಾರಕ್"),
      punjabi: w("ਬਕਰੀਦ", "ਬਕਰੀਦ ਮੁਬਾਰਕ", "ਬਕਰੀਦ", "ਈਦ_ਮੁਬਾਰਕ"),
      malayalam: w("ബലി പെരുന്നാൾ", "ബലി പെരുന്നാൾ ആശംസകൾ", "ബലി_പെരുന്നാൾ", "ഈദ്_മുബാറക്"),
      urdu: w("عید الاضحیٰ", "عید الاضحیٰ مبارک", "عید_الاضحیٰ", "عید_مبارک"),
      odia: w("ବକ୍ରିଦ", "ବକ୍ରିଦର ହାର୍ଦ୍ଦିକ ଶୁଭେଚ୍ଛା", "ବକ୍ରିଦ", "ଇଦ୍_ମୁବାରକ୍"),
    },
  },
  {
    id: "guru-nanak-jayanti",
    kind: "festival",
    faith: "sikh",
    regions: "all",
    rule: { kind: "tithi", month: "kartika", tithi: 15, at: "sunrise", place: delhi },
    words: {
      english: w("Guru Nanak Jayanti", "Happy Gurpurab!", "GuruNanakJayanti", "Gurpurab"),
      hindi: w("गुरु नानक जयंती", "गुरु नानक जयंती की हार्दिक शुभकामनाएँ", "गुरु_नानक_जयंती", "गुरपुरब"),
      tamil: w("குரு நானக் ஜெயந்தி", "குரு நானக் ஜெயந்தி நல்வாழ்த்துகள்", "குரு_நானக்_ஜெயந்தி", "குரு_நானக்"),
      telugu: w("గురు నానక్ జయంతి", "గురు నానక్ జయంతి శుభాకాంక్షలు", "గురు_నానక్_జయంతి", "గురుపురబ్"),
      marathi: w("गुरु नानक जयंती", "गुरु नानक जयंतीच्या हार्दिक शुभेच्छा", "गुरु_नानक_जयंती", "गुरुपूरब"),
      gujarati: w("ગુરુ નાનક જયંતી", "ગુરુ નાનક જયંતીની હાર્દિક શુભકામનાઓ", "ગુરુ_નાનક_જયંતી", "ગુરુપૂરબ"),
      bengali: w("গুরু নানক জয়ন্তী", "গুরু নানক জয়ন্তীর শুভেচ্ছা", "গুরু_নানক_জয়ন্তী", "গুরপুরব"),
      kannada: w("ಗುರು ನಾನಕ್ ಜಯಂತಿ", "ಗುರು ನಾನಕ್ ಜಯಂತಿಯ ಶುಭಾಶಯಗಳು", "ಗುರು_ನಾನಕ್_ಜಯಂತಿ", "ಗುರುಪುರಬ್"),
      punjabi: w("ਗੁਰਪੁਰਬ", "ਸ੍ਰੀ ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ ਦੇ ਪ੍ਰਕਾਸ਼ ਪੁਰਬ ਦੀਆਂ ਲੱਖ-ਲੱਖ ਵਧਾਈਆਂ", "ਗੁਰਪੁਰਬ", "ਪ੍ਰਕਾਸ਼_ਪੁਰਬ"),
      malayalam: w("ഗുരു നാനാക്ക് ജയന്തി", "ഗുരു നാനാക്ക് ജയന്തി ആശംസകൾ", "ഗുരു_നാനാക്ക്_ജയന്തി", "ഗുരുപുരബ്"),
      urdu: w("گرو نانک جینتی", "گرو نانک جینتی مبارک", "گرو_نانک_جینتی", "گرپرب"),
      odia: w("ଗୁରୁ ନାନକ ଜୟନ୍ତୀ", "ଗୁରୁ ନାନକ ଜୟନ୍ତୀର ହାର୍ଦ୍ଦିକ ଶୁଭେଚ୍ଛା", "ଗୁରୁ_ନାନକ_ଜୟନ୍ତୀ", "ଗୁରୁପରବ"),
    },
  },
  {
    id: "buddha-purnima",
    kind: "festival",
    faith: "buddhist",
    regions: "all",
    rule: { kind: "tithi", month: "vaishakha", tithi: 15, at: "sunrise", place: delhi },
    words: {
      english: w("Buddha Purnima", "Happy Buddha Purnima!", "BuddhaPurnima", "BuddhaJayanti"),
      hindi: w("बुद्ध पूर्णिमा", "बुद्ध पूर्णिमा की हार्दिक शुभकामनाएँ", "बुद्ध_पूर्णिमा", "बुद्ध_जयंती"),
      tamil: w("புத்த பூர்ணிமா", "இனிய புத்த பூர்ணிமா நல்வாழ்த்துகள்", "புத்த_பூர்ணிமா", "புத்த_ஜெயந்தி"),
      telugu: w("బుద్ధ పూర్ణిమ", "బుద్ధ పూర్ణిమ శుభాకాంక్షలు", "బుద్ధ_పూర్ణిమ", "బుద్ధ_జయంతి"),
      marathi: w("बुद्ध पौर्णिमा", "बुद्ध पौर्णिमेच्या हार्दिक शुभेच्छा", "बुद्ध_पौर्णिमा", "बुद्ध_जयंती"),
      gujarati: w("બુદ્ધ પૂર્ણિમા", "બુદ્ધ પૂર્ણિમાની હાર્દિક શુભકામનાઓ", "બુદ્ધ_પૂર્ણિમા", "બુદ્ધ_જયંતી"),
      bengali: w("বুদ্ধ পূর্ণিমা", "শুভ বুদ্ধ পূর্ণিমা", "বুদ্ধ_পূর্ণিমা", "বুদ্ধ_জয়ন্তী"),
      kannada: w("ಬುದ್ಧ ಪೂರ್ಣಿಮೆ", "ಬುದ್ಧ ಪೂರ್ಣಿಮೆಯ ಶುಭಾಶಯಗಳು", "ಬುದ್ಧ_ಪೂರ್ಣಿಮೆ", "ಬುದ್ಧ_ಜಯಂತಿ"),
      punjabi: w("ਬੁੱਧ ਪੂਰਨਿਮਾ", "ਬੁੱਧ ਪੂਰਨਿਮਾ ਦੀਆਂ ਲੱਖ-ਲੱਖ ਵਧਾਈਆਂ", "ਬੁੱਧ_ਪੂਰਨਿਮਾ", "ਬੁੱਧ_ਜਯੰਤੀ"),
      malayalam: w("ബുദ്ധ പൂർണിമ", "ബുദ്ധ പൂർണിമ ആശംസകൾ", "ബുദ്ധ_പൂർണിമ", "ബുദ്ധ_ജയന്തി"),
      urdu: w("بدھ پورنیما", "بدھ پورنیما مبارک", "بدھ_پورنیما", "بدھ_جینتی"),
      odia: w("ବୁଦ୍ଧ ପୂର୍ଣ୍ଣିମା", "ବୁଦ୍ଧ ପୂର୍ଣ୍ଣିମାର ହାର୍ଦ୍ଦିକ ଶୁଭେଚ୍ଛା", "ବୁଦ୍ଧ_ପୂର୍ଣ୍ଣିମା", "ବୁଦ୍ଧ_ଜୟନ୍ତୀ"),
    },
  },
  {
    id: "mahavir-jayanti",
    kind: "festival",
    faith: "jain",
    regions: "all",
    rule: { kind: "tithi", month: "chaitra", tithi: 13, at: "sunrise", place: delhi },
    words: {
      english: w("Mahavir Jayanti", "Happy Mahavir Jayanti!", "MahavirJayanti", "JaiJinendra"),
      hindi: w("महावीर जयंती", "महावीर जयंती की हार्दिक शुभकामनाएँ", "महावीर_जयंती", "जय_जिनेंद्र"),
      tamil: w("மகாவீர் ஜெயந்தி", "மகாவீர் ஜெயந்தி நல்வாழ்த்துகள்", "மகாவீர்_ஜெயந்தி", "ஜெய்_ஜினேந்திரா"),
      telugu: w("మహావీర్ జయంతి", "మహావీర్ జయంతి శుభాకాంక్షలు", "మహావీర్_జయంతి", "జై_జినేంద్ర"),
      marathi: w("महावीर जयंती", "महावीर जयंतीच्या हार्दिक शुभेच्छा", "महावीर_जयंती", "जय_जिनेंद्र"),
      gujarati: w("મહાવીર જયંતી", "મહાવીર જયંતીની હાર્દિક શુભકામનાઓ", "મહાવીર_જયંતી", "જય_જિનેન્દ્ર"),
      bengali: w("মহাবীর জয়ন্তী", "মহাবীর জয়ন্তীর শুভেচ্ছা", "মহাবীর_জয়ন্তী", "জয়_জিনেন্দ্র"),
      kannada: w("ಮಹಾವೀರ ಜಯಂತಿ", "ಮಹಾವೀರ ಜಯಂತಿಯ ಶುಭಾಶಯಗಳು", "ಮಹಾವೀರ_ಜಯಂತಿ", "ಜೈ_ಜಿನೇಂದ್ರ"),
      punjabi: w("ਮਹਾਂਵੀਰ ਜਯੰਤੀ", "ਮਹਾਂਵੀਰ ਜਯੰਤੀ ਦੀਆਂ ਲੱਖ-ਲੱਖ ਵਧਾਈਆਂ", "ਮਹਾਂਵੀਰ_ਜਯੰਤੀ", "ਜੈ_ਜਿਨੇਂਦਰ"),
      malayalam: w("മഹാവീര ജയന്തി", "മഹാവീര ജയന്തി ആശംസകൾ", "മഹാവീര_ജയന്തി", "ജയ്_ജിനേന്ദ്ര"),
      urdu: w("مہاویر جینتی", "مہاویر جینتی مبارک", "مہاویر_جینتی", "جے_جنیندر"),
      odia: w("ମହାବୀର ଜୟନ୍ତୀ", "ମହାବୀର ଜୟନ୍ତୀର ହାର୍ଦ୍ଦିକ ଶୁଭେଚ୍ଛା", "ମହାବୀର_ଜୟନ୍ତୀ", "ଜୟ_ଜିନେନ୍ଦ୍ର"),
    },
  },
  // Regional festivals: the languages of their states, and English.
  {
    id: "makar-sankranti",
    kind: "festival",
    faith: "hindu",
    regions: [...HINDI_BELT, "GJ", "MH", "GA", "KA", "AP", "TG", "OR", "WB"],
    rule: { kind: "sankranti", sign: 9, reckoning: "sunset", place: delhi },
    words: {
      english: w("Makar Sankranti", "Happy Makar Sankranti!", "MakarSankranti", "Uttarayan"),
      hindi: w("मकर संक्रांति", "मकर संक्रांति की हार्दिक शुभकामनाएँ", "मकर_संक्रांति", "उत्तरायण"),
      marathi: w("मकर संक्रांत", "तिळगूळ घ्या, गोड गोड बोला! मकर संक्रांतीच्या हार्दिक शुभेच्छा", "मकर_संक्रांत", "तिळगूळ"),
      gujarati: w("ઉત્તરાયણ", "ઉત્તરાયણની હાર્દિક શુભકામનાઓ", "ઉત્તરાયણ", "મકર_સંક્રાંતિ"),
      kannada: w("ಮಕರ ಸಂಕ್ರಾಂತಿ", "ಎಳ್ಳು ಬೆಲ್ಲ ತಿಂದು ಒಳ್ಳೆ ಮಾತಾಡಿ! ಸಂಕ್ರಾಂತಿ ಹಬ್ಬದ ಶುಭಾಶಯಗಳು", "ಮಕರ_ಸಂಕ್ರಾಂತಿ", "ಎಳ್ಳು_ಬೆಲ್ಲ"),
      telugu: w("సంక్రాంతి", "సంక్రాంతి శుభాకాంక్షలు", "సంక్రాంతి", "మకర_సంక్రాంతి"),
      odia: w("ମକର ସଂକ୍ରାନ୍ତି", "ମକର ସଂକ୍ରାନ୍ତିର ହାର୍ଦ୍ଦିକ ଶୁଭେଚ୍ଛା", "ମକର_ସଂକ୍ରାନ୍ତି", "ମକର_ପର୍ବ"),
      bengali: w("পৌষ সংক্রান্তি", "পৌষ সংক্রান্তির শুভেচ্ছা", "পৌষ_সংক্রান্তি", "পিঠে_পুলি"),
    },
  },
  {
    id: "pongal",
    kind: "festival",
    faith: "hindu",
    regions: ["TN", "PY"],
    // Thai 1: the Tamil month begins on the day of the sankranti if it is before sunset.
    rule: { kind: "sankranti", sign: 9, reckoning: "sunset", place: PLACES.chennai },
    words: {
      english: w("Pongal", "Happy Pongal!", "HappyPongal", "ThaiPongal"),
      tamil: w("தைப்பொங்கல்", "இனிய பொங்கல் நல்வாழ்த்துகள்", "பொங்கல்", "தைப்பொங்கல்"),
    },
  },
  {
    id: "lohri",
    kind: "festival",
    faith: null,
    regions: ["PB", "HR", "DL", "HP", "JK", "CH"],
    // The last night of Paush, the eve of Maghi (Makar Sankranti).
    rule: { kind: "sankranti", sign: 9, reckoning: "sunset", place: PLACES.amritsar, offset: -1 },
    words: {
      english: w("Lohri", "Happy Lohri!", "HappyLohri", "Lohri"),
      punjabi: w("ਲੋਹੜੀ", "ਲੋਹੜੀ ਦੀਆਂ ਲੱਖ-ਲੱਖ ਵਧਾਈਆਂ", "ਲੋਹੜੀ", "ਲੋਹੜੀ_ਦੀਆਂ_ਵਧਾਈਆਂ"),
      hindi: w("लोहड़ी", "लोहड़ी की हार्दिक शुभकामनाएँ", "लोहड़ी", "लोहड़ी_की_बधाई"),
    },
  },
  {
    id: "basant-panchami",
    kind: "festival",
    faith: "hindu",
    regions: [...HINDI_BELT, "WB", "OR", "PB", "AS", "TR"],
    rule: { kind: "tithi", month: "magha", tithi: 5, at: "purvahna", place: delhi },
    words: {
      english: w("Basant Panchami", "Happy Basant Panchami!", "BasantPanchami", "SaraswatiPuja"),
      hindi: w("बसंत पंचमी", "बसंत पंचमी की हार्दिक शुभकामनाएँ", "बसंत_पंचमी", "सरस्वती_पूजा"),
      bengali: w("সরস্বতী পুজো", "সরস্বতী পুজোর আন্তরিক শুভেচ্ছা", "সরস্বতী_পুজো", "বসন্ত_পঞ্চমী"),
      odia: w("ସରସ୍ୱତୀ ପୂଜା", "ବସନ୍ତ ପଞ୍ଚମୀ ଓ ସରସ୍ୱତୀ ପୂଜାର ହାର୍ଦ୍ଦିକ ଶୁଭେଚ୍ଛା", "ସରସ୍ୱତୀ_ପୂଜା", "ବସନ୍ତ_ପଞ୍ଚମୀ"),
      punjabi: w("ਬਸੰਤ ਪੰਚਮੀ", "ਬਸੰਤ ਪੰਚਮੀ ਦੀਆਂ ਲੱਖ-ਲੱਖ ਵਧਾਈਆਂ", "ਬਸੰਤ_ਪੰਚਮੀ", "ਬਸੰਤ"),
    },
  },
  {
    id: "maha-shivaratri",
    kind: "festival",
    faith: "hindu",
    regions: [...HINDI_BELT, "MH", "GJ", "KA", "AP", "TG", "OR"],
    // Phalguna Krishna Chaturdashi (purnimanta) = Magha amanta tithi 29, at midnight.
    rule: { kind: "tithi", month: "magha", tithi: 29, at: "nishita", place: delhi },
    words: {
      english: w("Maha Shivaratri", "Happy Maha Shivaratri!", "MahaShivaratri", "HarHarMahadev"),
      hindi: w("महाशिवरात्रि", "महाशिवरात्रि की हार्दिक शुभकामनाएँ", "महाशिवरात्रि", "हर_हर_महादेव"),
      marathi: w("महाशिवरात्री", "महाशिवरात्रीच्या हार्दिक शुभेच्छा", "महाशिवरात्री", "हर_हर_महादेव"),
      gujarati: w("મહાશિવરાત્રી", "મહાશિવરાત્રીની હાર્દિક શુભકામનાઓ", "મહાશિવરાત્રી", "હર_હર_મહાદેવ"),
      kannada: w("ಮಹಾಶಿವರಾತ್ರಿ", "ಮಹಾಶಿವರಾತ್ರಿಯ ಶುಭಾಶಯಗಳು", "ಮಹಾಶಿವರಾತ್ರಿ", "ಓಂ_ನಮಃ_ಶಿವಾಯ"),
      telugu: w("మహా శివరాత్రి", "మహా శివరాత్రి శుభాకాంక్షలు", "మహాశివరాత్రి", "ఓం_నమః_శివాయ"),
      odia: w("ମହାଶିବରାତ୍ରି", "ମହାଶିବରାତ୍ରିର ହାର୍ଦ୍ଦିକ ଶୁଭେଚ୍ଛା", "ମହାଶିବରାତ୍ରି", "ହର_ହର_ମହାଦେବ"),
    },
  },
  {
    id: "ugadi",
    kind: "festival",
    faith: "hindu",
    regions: ["AP", "TG", "KA"],
    rule: { kind: "tithi", month: "chaitra", tithi: 1, at: "sunrise", place: PLACES.hyderabad },
    words: {
      english: w("Ugadi", "Happy Ugadi!", "HappyUgadi", "Ugadi"),
      telugu: w("ఉగాది", "ఉగాది శుభాకాంక్షలు", "ఉగాది", "తెలుగు_సంవత్సరాది"),
      kannada: w("ಯುಗಾದಿ", "ಯುಗಾದಿ ಹಬ್ಬದ ಶುಭಾಶಯಗಳು", "ಯುಗಾದಿ", "ಬೇವು_ಬೆಲ್ಲ"),
    },
  },
  {
    id: "gudi-padwa",
    kind: "festival",
    faith: "hindu",
    regions: ["MH", "GA"],
    rule: { kind: "tithi", month: "chaitra", tithi: 1, at: "sunrise", place: PLACES.mumbai },
    words: {
      english: w("Gudi Padwa", "Happy Gudi Padwa!", "GudiPadwa", "MarathiNewYear"),
      marathi: w("गुढीपाडवा", "गुढीपाडव्याच्या हार्दिक शुभेच्छा", "गुढीपाडवा", "मराठी_नववर्ष"),
    },
  },
  {
    id: "ram-navami",
    kind: "festival",
    faith: "hindu",
    regions: [...HINDI_BELT, "MH", "GJ", "AP", "TG", "KA", "OR"],
    rule: { kind: "tithi", month: "chaitra", tithi: 9, at: "madhyahna", place: delhi },
    words: {
      english: w("Ram Navami", "Happy Ram Navami!", "RamNavami", "JaiShriRam"),
      hindi: w("राम नवमी", "राम नवमी की हार्दिक शुभकामनाएँ", "राम_नवमी", "जय_श्री_राम"),
      marathi: w("राम नवमी", "राम नवमीच्या हार्दिक शुभेच्छा", "राम_नवमी", "जय_श्रीराम"),
      gujarati: w("રામ નવમી", "રામ નવમીની હાર્દિક શુભકામનાઓ", "રામ_નવમી", "જય_શ્રી_રામ"),
      telugu: w("శ్రీరామ నవమి", "శ్రీరామ నవమి శుభాకాంక్షలు", "శ్రీరామ_నవమి", "జై_శ్రీరామ్"),
      kannada: w("ಶ್ರೀರಾಮ ನವಮಿ", "ಶ್ರೀರಾಮ ನವಮಿಯ ಶುಭಾಶಯಗಳು", "ಶ್ರೀರಾಮ_ನವಮಿ", "ಜೈ_ಶ್ರೀರಾಮ್"),
      odia: w("ରାମ ନବମୀ", "ରାମ ନବମୀର ହାର୍ଦ୍ଦିକ ଶୁଭେଚ୍ଛା", "ରାମ_ନବମୀ", "ଜୟ_ଶ୍ରୀରାମ"),
    },
  },
  {
    id: "baisakhi",
    kind: "festival",
    faith: "sikh",
    regions: ["PB", "HR", "CH", "DL", "HP"],
    rule: { kind: "sankranti", sign: 0, reckoning: "hindu-day", place: PLACES.amritsar },
    words: {
      english: w("Baisakhi", "Happy Baisakhi!", "HappyBaisakhi", "Vaisakhi"),
      punjabi: w("ਵਿਸਾਖੀ", "ਵਿਸਾਖੀ ਦੀਆਂ ਲੱਖ-ਲੱਖ ਵਧਾਈਆਂ", "ਵਿਸਾਖੀ", "ਖ਼ਾਲਸਾ_ਸਾਜਨਾ_ਦਿਵਸ"),
      hindi: w("बैसाखी", "बैसाखी की हार्दिक शुभकामनाएँ", "बैसाखी", "वैसाखी"),
    },
  },
  {
    id: "vishu",
    kind: "festival",
    faith: "hindu",
    regions: ["KL"],
    rule: { kind: "sankranti", sign: 0, reckoning: "kerala", place: PLACES.kochi },
    words: {
      english: w("Vishu", "Happy Vishu!", "HappyVishu", "Vishu"),
      malayalam: w("വിഷു", "വിഷു ആശംസകൾ", "വിഷു", "വിഷുക്കണി"),
    },
  },
  {
    id: "puthandu",
    kind: "festival",
    faith: "hindu",
    regions: ["TN", "PY"],
    rule: { kind: "sankranti", sign: 0, reckoning: "sunset", place: PLACES.chennai },
    words: {
      english: w("Puthandu", "Happy Tamil New Year!", "Puthandu", "TamilNewYear"),
      tamil: w("தமிழ்ப் புத்தாண்டு", "இனிய தமிழ்ப் புத்தாண்டு நல்வாழ்த்துகள்", "தமிழ்_புத்தாண்டு", "சித்திரை_திருநாள்"),
    },
  },
  {
    id: "poila-baisakh",
    kind: "festival",
    faith: null,
    regions: ["WB", "TR"],
    rule: { kind: "sankranti", sign: 0, reckoning: "bengal", place: PLACES.kolkata },
    words: {
      english: w("Poila Baisakh", "Shubho Noboborsho!", "PoilaBaisakh", "BengaliNewYear"),
      bengali: w("পয়লা বৈশাখ", "শুভ নববর্ষ", "পয়লা_বৈশাখ", "শুভ_নববর্ষ"),
    },
  },
  {
    id: "bohag-bihu",
    kind: "festival",
    faith: null,
    regions: ["AS"],
    // Bohag 1, the Assamese new year (Rongali Bihu): the day after the sankranti, as in Bengal.
    rule: { kind: "sankranti", sign: 0, reckoning: "bengal", place: PLACES.guwahati },
    words: {
      english: w("Bohag Bihu", "Happy Bohag Bihu!", "BohagBihu", "RongaliBihu"),
    },
  },
  {
    id: "pana-sankranti",
    kind: "festival",
    faith: "hindu",
    regions: ["OR"],
    rule: { kind: "sankranti", sign: 0, reckoning: "same-day", place: PLACES.bhubaneswar },
    words: {
      english: w("Pana Sankranti", "Happy Odia New Year!", "PanaSankranti", "OdiaNewYear"),
      odia: w("ପଣା ସଂକ୍ରାନ୍ତି", "ଓଡ଼ିଆ ନୂଆ ବର୍ଷର ହାର୍ଦ୍ଦିକ ଶୁଭେଚ୍ଛା", "ପଣା_ସଂକ୍ରାନ୍ତି", "ମହାବିଷୁବ_ସଂକ୍ରାନ୍ତି"),
    },
  },
  {
    id: "onam",
    kind: "festival",
    faith: null,
    regions: ["KL"],
    rule: { kind: "onam", place: PLACES.kochi },
    words: {
      english: w("Onam", "Happy Onam!", "HappyOnam", "Onam"),
      malayalam: w("തിരുവോണം", "എല്ലാവർക്കും ഓണാശംസകൾ", "ഓണം", "ഓണാശംസകൾ"),
    },
  },
  {
    id: "ganesh-chaturthi",
    kind: "festival",
    faith: "hindu",
    regions: ["MH", "GA", "KA", "AP", "TG", "GJ", "TN", "MP", "CG"],
    rule: { kind: "tithi", month: "bhadrapada", tithi: 4, at: "madhyahna", place: delhi },
    words: {
      english: w("Ganesh Chaturthi", "Happy Ganesh Chaturthi!", "GaneshChaturthi", "GanpatiBappaMorya"),
      marathi: w("गणेश चतुर्थी", "गणपती बाप्पा मोरया! गणेश चतुर्थीच्या हार्दिक शुभेच्छा", "गणपती_बाप्पा_मोरया", "गणेशोत्सव"),
      hindi: w("गणेश चतुर्थी", "गणेश चतुर्थी की हार्दिक शुभकामनाएँ", "गणेश_चतुर्थी", "गणपति_बप्पा_मोरया"),
      gujarati: w("ગણેશ ચતુર્થી", "ગણેશ ચતુર્થીની હાર્દિક શુભકામનાઓ", "ગણેશ_ચતુર્થી", "ગણપતિ_બાપ્પા_મોરિયા"),
      kannada: w("ಗಣೇಶ ಚತುರ್ಥಿ", "ಗಣೇಶ ಚತುರ್ಥಿಯ ಶುಭಾಶಯಗಳು", "ಗಣೇಶ_ಚತುರ್ಥಿ", "ಗಣೇಶ_ಹಬ್ಬ"),
      telugu: w("వినాయక చవితి", "వినాయక చవితి శుభాకాంక్షలు", "వినాయక_చవితి", "గణపతి_బప్పా_మోరియా"),
      tamil: w("விநாயகர் சதுர்த்தி", "இனிய விநாயகர் சதுர்த்தி நல்வாழ்த்துகள்", "விநாயகர்_சதுர்த்தி", "பிள்ளையார்"),
    },
  },
  {
    id: "navratri",
    kind: "festival",
    faith: "hindu",
    regions: ["GJ", "MH", ...HINDI_BELT],
    // Sharad Navratri begins (Ghatasthapana) on Ashwin Shukla Pratipada.
    rule: { kind: "tithi", month: "ashwin", tithi: 1, at: "sunrise", place: delhi },
    words: {
      english: w("Navratri", "Happy Navratri!", "Navratri", "Garba"),
      gujarati: w("નવરાત્રી", "નવરાત્રીની હાર્દિક શુભકામનાઓ", "નવરાત્રી", "ગરબા"),
      hindi: w("नवरात्रि", "शारदीय नवरात्रि की हार्दिक शुभकामनाएँ", "नवरात्रि", "जय_माता_दी"),
      marathi: w("नवरात्र", "नवरात्रोत्सवाच्या हार्दिक शुभेच्छा", "नवरात्र", "घटस्थापना"),
    },
  },
  {
    id: "durga-puja",
    kind: "festival",
    faith: "hindu",
    regions: ["WB", "OR", "AS", "TR", "BR", "JH"],
    // Maha Ashtami, the heart of the five days of the Puja.
    rule: { kind: "tithi", month: "ashwin", tithi: 8, at: "sunrise", place: PLACES.kolkata },
    words: {
      english: w("Durga Puja", "Happy Durga Puja!", "DurgaPuja", "MahaAshtami"),
      bengali: w("দুর্গাপুজো", "শারদীয়ার আন্তরিক শুভেচ্ছা", "দুর্গাপুজো", "শারদীয়া"),
      odia: w("ଦୁର୍ଗା ପୂଜା", "ଦୁର୍ଗା ପୂଜାର ହାର୍ଦ୍ଦିକ ଶୁଭେଚ୍ଛା", "ଦୁର୍ଗା_ପୂଜା", "ଜୟ_ମା_ଦୁର୍ଗା"),
      hindi: w("दुर्गा पूजा", "दुर्गा पूजा की हार्दिक शुभकामनाएँ", "दुर्गा_पूजा", "जय_माँ_दुर्गा"),
    },
  },
  {
    id: "chhath-puja",
    kind: "festival",
    faith: "hindu",
    regions: ["BR", "JH", "UP"],
    // Sandhya Arghya, on Kartika Shukla Shashthi (the almanacs' New Delhi reckoning).
    rule: { kind: "tithi", month: "kartika", tithi: 6, at: "sunrise", place: delhi },
    words: {
      english: w("Chhath Puja", "Happy Chhath Puja!", "ChhathPuja", "Chhath"),
      hindi: w("छठ पूजा", "छठ महापर्व की हार्दिक शुभकामनाएँ", "छठ_पूजा", "छठी_मैया"),
    },
  },
  {
    id: "muharram",
    kind: "observance",
    faith: "muslim",
    regions: ["UP", "BR", "TG", "JK", "LA", "WB", "DL", "JH"],
    rule: { kind: "hijri", month: 1, day: 10 },
    words: {
      english: w("Muharram (Ashura)", "Remembering Imam Hussain and the martyrs of Karbala", "Muharram", "Ashura"),
      urdu: w("یومِ عاشور", "امام حسینؓ اور شہدائے کربلا کو خراجِ عقیدت", "محرم", "یوم_عاشور"),
      hindi: w("मुहर्रम (आशूरा)", "इमाम हुसैन और कर्बला के शहीदों को ख़िराज-ए-अक़ीदत", "मुहर्रम", "आशूरा"),
      bengali: w("মহরম", "ইমাম হোসেন ও কারবালার শহীদদের প্রতি শ্রদ্ধা", "মহরম", "আশুরা"),
    },
  },
  {
    id: "milad-un-nabi",
    kind: "festival",
    faith: "muslim",
    regions: ["UP", "BR", "TG", "JK", "KL", "DL", "WB"],
    rule: { kind: "hijri", month: 3, day: 12 },
    words: {
      english: w("Milad-un-Nabi", "Eid Milad-un-Nabi Mubarak!", "MiladUnNabi", "EidMiladUnNabi"),
      urdu: w("عید میلاد النبی", "عید میلاد النبی مبارک", "عید_میلاد_النبی", "جشن_میلاد"),
      hindi: w("ईद-ए-मिलाद-उन-नबी", "ईद-ए-मिलाद-उन-नबी मुबारक", "मिलाद_उन_नबी", "ईद_ए_मिलाद"),
      malayalam: w("നബിദിനം", "നബിദിനാശംസകൾ", "നബിദിനം", "മീലാദ്_ഉന്നബി"),
    },
  },
  {
    id: "easter",
    kind: "festival",
    faith: "christian",
    regions: ["KL", "TN", "GA", "KA", "MZ", "NL", "ML", "MN"],
    rule: { kind: "easter", offset: 0 },
    words: {
      english: w("Easter", "Happy Easter!", "HappyEaster", "Easter"),
      malayalam: w("ഈസ്റ്റർ", "ഈസ്റ്റർ ആശംസകൾ", "ഈസ്റ്റർ", "ഉയിർപ്പുതിരുനാൾ"),
      tamil: w("ஈஸ்டர்", "இனிய ஈஸ்டர் நல்வாழ்த்துகள்", "ஈஸ்டர்", "உயிர்ப்பு_ஞாயிறு"),
      kannada: w("ಈಸ್ಟರ್", "ಈಸ್ಟರ್ ಹಬ್ಬದ ಶುಭಾಶಯಗಳು", "ಈಸ್ಟರ್", "ಈಸ್ಟರ್_ಭಾನುವಾರ"),
    },
  },
];
