import type { PhraseBank } from "../types.ts";
import { joinWith, sceneText } from "./scene.ts";

const list = joinWith("மற்றும்");
const colourPhrase = (c: string) => (c.includes(" மற்றும் ") ? `${c} நிறங்கள்` : `${c} நிறம்`);

/**
 * Tamil the way creators write on Instagram: light spoken forms (இருக்கு, பண்ணுங்க) with
 * English loanwords in Tamil letters; the professional tone switches to written Tamil.
 */
export const ta: PhraseBank = {
  language: "tamil",
  script: "native",
  objects: {
    cake: "கேக்",
    plate: "தட்டு",
    cup: "கப்",
    bowl: "கிண்ணம்",
    pizza: "பீட்சா",
    fruit: "பழங்கள்",
    dog: "நாய்",
    cat: "பூனை",
    laptop: "லேப்டாப்",
    phone: "போன்",
    bicycle: "சைக்கிள்",
    car: "கார்",
    backpack: "பேக்பேக்",
    handbag: "ஹேண்ட்பேக்",
    suitcase: "சூட்கேஸ்",
    book: "புத்தகம்",
    plant: "செடி",
    ball: "பந்து",
    bottle: "பாட்டில்",
  },
  // Adjectival forms, as they stand before "நிறம்" (நீல நிறம்).
  colours: {
    red: "சிவப்பு",
    orange: "ஆரஞ்சு",
    yellow: "மஞ்சள்",
    green: "பச்சை",
    blue: "நீல",
    purple: "ஊதா",
    pink: "இளஞ்சிவப்பு",
    brown: "பழுப்பு",
    black: "கருப்பு",
    white: "வெள்ளை",
    grey: "சாம்பல்",
  },
  list,
  objectLines: ["ஃப்ரேம்ல {objects} — இதுக்கு மேல என்ன வேணும்?", "இன்னைக்கு படத்தோட ஸ்டார்ஸ்: {objects}."],
  colourLines: ["{colours} நிறங்கள் இந்த படத்துக்கே உயிர் கொடுக்குது.", "{colours} நிறங்களோட இந்த காம்பினேஷன் மனசுக்கு இதமா இருக்கு."],
  lightLines: {
    dark: ["மங்கலான வெளிச்சம், தனி மூட்.", "மெல்லிய வெளிச்சத்துக்கு ஒரு தனி மேஜிக் இருக்கு."],
    bright: ["நிறைஞ்ச வெளிச்சம், அதே அளவு பாசிட்டிவ் எனர்ஜி.", "பளிச்சுனு வெளிச்சத்துல படம் இன்னும் அழகா இருக்கு."],
  },
  peopleLines: {
    one: ["ஒருவர், ஒரு ஃப்ரேம், முழு ஸ்டைல்.", "ஃப்ரேம்ல ஒருவர்தான், ஆனா மொத்த கவனமும் அங்கதான்."],
    group: ["{count} பேர், ஒரே ஃப்ரேம் — இதுதான் உண்மையான ஜாலி!", "ஒரே படத்துல {count} பேர், போர் அடிக்கவே வாய்ப்பில்ல."],
  },
  peopleWords: ["ஒருவர்", "ஒருவர்தான்", "பேர்", "நபர்", "மக்கள்", "ஆள்"],
  fields: {
    lifestyle: {
      headings: ["சாதாரண நாள், அசாதாரண தருணம்", "சின்ன தருணங்கள், பெரிய சந்தோஷம்", "நிம்மதியான ஒரு நாள்"],
      openers: [
        "சாதாரண நாட்கள்தான் சில நேரம் ரொம்ப ஸ்பெஷலா மாறிடும்.",
        "சில நாட்கள் மனசார வாழ்றதுக்காகவே வருது.",
        "தினசரி வாழ்க்கையிலதான் உண்மையான சந்தோஷம் ஒளிஞ்சிருக்கு.",
      ],
      lines: [
        "வாழ்க்கையை அழகாக்குறது இந்த சின்ன சின்ன விஷயங்கள்தான்.",
        "அவசரமும் இல்ல, சத்தமும் இல்ல — ஒரு அழகான நாள் மட்டும்.",
        "பொருட்கள் இல்ல, நினைவுகளைச் சேர்த்துட்டு இருக்கோம்.",
      ],
      description: ["தினசரி சின்ன தருணங்களை ரசிப்பது பற்றிய ஒரு லைஃப்ஸ்டைல் போஸ்ட்."],
      tags: ["வாழ்க்கை"],
    },
    fashion: {
      headings: ["இன்னைக்கு அவுட்ஃபிட், வாரம் முழுக்க மூட்", "இன்னைக்கு லுக், இன்னைக்கு மூட்", "நம்ம ஸ்டைல், நம்ம அடையாளம்"],
      openers: [
        "எப்படி ஒரு நாள் வேணுமோ, அப்படியே ரெடி ஆகுங்க.",
        "ஒரு வார்த்தை பேசாமலே நம்மள சொல்றதுதான் ஸ்டைல்.",
        "இன்னைக்கு மூடுக்கு ஏத்த மாதிரி ரெடி ஆயாச்சு.",
      ],
      lines: [
        "நல்ல டிரஸ், அதைவிட நல்ல கான்ஃபிடன்ஸ்.",
        "டிரெண்ட் வரும் போகும், நம்ம ஸ்டைல் எப்பவும் நிக்கும்.",
        "சிம்பிளான டிரஸ், ஆனா போடுற விதம் ஸ்பெஷல்.",
      ],
      description: ["சொந்த ஸ்டைல் மற்றும் தன்னம்பிக்கை பற்றிய ஒரு ஃபேஷன் போஸ்ட்."],
      tags: ["ஃபேஷன்"],
    },
    food: {
      headings: ["மனசார செஞ்சது, மனசைத் தொட்டது", "நல்ல சாப்பாடு, நல்ல மூட்", "அன்போட பரிமாறியது"],
      openers: [
        "எல்லா ஃபுடீஸும் கவனிங்க — இந்த க்ரேவிங் நியாயமானதுதான்.",
        "நல்ல சாப்பாடுதான் மனசுக்கு பெஸ்ட் தெரபி.",
        "இன்னைக்கு உங்களையே ட்ரீட் பண்ணிக்க இதுவே சரியான காரணம்.",
      ],
      lines: [
        "ஒவ்வொரு வாயிலும் ஒரு குட்டி கதை இருக்கு.",
        "அன்போட செஞ்சது, எல்லாரோடும் பகிர்ந்து சாப்பிடத்தான்.",
        "சில ருசி அப்படியே வீட்டு சாப்பாடு மாதிரி இருக்கும்.",
      ],
      description: ["ருசி, திருப்தி, பகிர்ந்து சாப்பிடும் சந்தோஷம் பற்றிய ஒரு ஃபுட் போஸ்ட்."],
      tags: ["சாப்பாடு"],
    },
    travel: {
      headings: ["சுத்துங்க, ரசிங்க, மறுபடியும் சுத்துங்க", "புது இடம், புது கதைகள்", "பயண நினைவுகள்"],
      openers: [
        "சில இடங்கள் திரும்பி வந்த பிறகும் மனசுல தங்கிடும்.",
        "ஒவ்வொரு பயணமும் மனசுல ஏதாவது ஒண்ணு விட்டுட்டுப் போகுது.",
        "நீளமான வழியைத் தேர்ந்தெடுங்க, அழகான காட்சிகள் அங்கதான்.",
      ],
      lines: [
        "லக்கேஜ் கம்மி, நினைவுகள் அதிகம்.",
        "சிறந்த கதைகள் எல்லாம் ஒரு பயணத்துலதான் ஆரம்பிக்குது.",
        "இங்கேயும் அங்கேயும் நடுவுல எங்கேயோ மனசுக்கு அமைதி கிடைச்சது.",
      ],
      description: ["புது இடங்களைச் சுற்றிப் பார்க்கும் சந்தோஷம் பற்றிய ஒரு டிராவல் போஸ்ட்."],
      tags: ["பயணம்"],
    },
    fitness: {
      headings: ["ஒரு வொர்க்அவுட், ஒரு அடி முன்னால", "தினமும் கொஞ்சம் கூடுதல் வலிமை", "இன்னைக்கு வியர்வை, நாளைக்கு பளபளப்பு"],
      openers: [
        "பலம் ஒரே நாள்ல வராது, தினமும் கொஞ்சம் கொஞ்சமா வரும்.",
        "மோட்டிவேஷன் வரும் போகும், டிசிப்ளின்தான் கூட நிக்கும்.",
        "இன்னொரு ரெப், இன்னொரு அடி, இன்னும் பெட்டரான நீங்க.",
      ],
      lines: [
        "உடம்பு முடியும், மனசைத்தான் சம்மதிக்க வைக்கணும்.",
        "சின்ன சின்ன வெற்றிகள்தான் பெரிய மாற்றம் கொண்டு வரும்.",
        "கஷ்டமான நாட்களிலும் தவறாம வாங்க.",
      ],
      description: ["தொடர்ச்சியான உழைப்பு மற்றும் முன்னேற்றம் பற்றிய ஒரு ஃபிட்னஸ் போஸ்ட்."],
      tags: ["ஃபிட்னஸ்"],
    },
    tech: {
      headings: ["தினசரி வாழ்க்கைக்கு ஒரு ஸ்மார்ட் அப்கிரேட்", "வேலையை ஈஸியாக்கும் டெக்", "செட்அப் கோல்ஸ்"],
      openers: [
        "சின்ன அப்கிரேட், பெரிய வித்தியாசம்.",
        "சரியான டூல்ஸ் இருந்தா எந்த வேலையும் லேசாத்தான் தெரியும்.",
        "சத்தமில்லாம வேலையை முடிக்கிறதுதான் நல்ல டெக்.",
      ],
      lines: ["கஷ்டப்பட வேண்டாம், ஸ்மார்ட்டா வேலை பாருங்க.", "நீட்டான செட்அப், தெளிவான மைண்ட்.", "ஒரு சின்ன அப்கிரேட் முழு நாளையும் மாத்திடும்."],
      description: ["வேலையையும் வாழ்க்கையையும் எளிதாக்கும் கேட்ஜெட்கள் பற்றிய ஒரு டெக் போஸ்ட்."],
      tags: ["தொழில்நுட்பம்"],
    },
    beauty: {
      headings: ["க்ளோ மோட்: ஆன்", "உள்ளிருந்து வரும் பொலிவு", "செல்ஃப் கேர், எப்போதும்"],
      openers: [
        "கொஞ்சம் செல்ஃப் கேர் கூட ரொம்ப தூரம் கூட வரும்.",
        "செல்ஃப் கேர் சுயநலம் இல்ல, அது அவசியம்.",
        "பொலிவு பழக்கத்துல வருது, ஃபில்டர்ல இல்ல.",
      ],
      lines: [
        "இன்னைக்கு கொஞ்ச நேரம் உங்களுக்காக மட்டும் ஒதுக்குங்க.",
        "சிம்பிள் ரொட்டீன், ஹேப்பி ஸ்கின்.",
        "உங்க சருமத்துல நீங்க கம்ஃபர்டபிளா இருக்கறதுதான் உண்மையான அழகு.",
      ],
      description: ["செல்ஃப் கேர் மற்றும் எளிய பியூட்டி ரொட்டீன் பற்றிய ஒரு பியூட்டி போஸ்ட்."],
      tags: ["அழகு"],
    },
  },
  tones: {
    friendly: {
      openers: ["எல்லாருக்கும் வணக்கம்!", "வணக்கம் நண்பர்களே!", "ஹலோ பிரெண்ட்ஸ்!"],
      closers: [
        "உங்க நாள் சூப்பரா இருக்கட்டும்.",
        "எல்லாருக்கும் நிறைய பாசிட்டிவ் வைப்ஸ்.",
        "இந்த போஸ்ட் உங்க நாளை இன்னும் கொஞ்சம் அழகாக்கும்னு நம்புறோம்.",
      ],
    },
    witty: {
      openers: ["ஜாலியான விஷயம் என்னன்னா:", "பிரேக்கிங் நியூஸ்:", "கதையில ஒரு ட்விஸ்ட்:"],
      closers: ["தினசரி பாசிட்டிவ் வைப்ஸ் டோஸ் — ரெடி.", "வருத்தம் ஜீரோ, ஜாலி நூறு சதவீதம்.", "ஓவர் திங்கிங்கா? இன்னைக்கு சான்ஸே இல்ல."],
    },
    inspiring: {
      openers: ["இன்னைக்கு ஒரு சின்ன ஞாபகப்படுத்தல்:", "இன்னைக்கு ஒரு விஷயம் ஞாபகம் வெச்சுக்கோங்க:", "சின்ன அடிகள் மேல நம்பிக்கை வைங்க."],
      closers: [
        "சின்ன அடிகளும் முன்னாடிதான் கொண்டு போகும்.",
        "தொடர்ந்து போங்க — சிறந்த நாட்கள் இனிமேதான் வரப்போகுது.",
        "இருக்கிற இடத்துல இருந்தே ஆரம்பிங்க; அதுவே போதும்.",
      ],
    },
    professional: {
      openers: ["எங்கள் பக்கத்தில் புதிது:", "இன்றைய சிறப்பு:", "இன்று உங்களுடன் இதைப் பகிர்ந்து கொள்கிறோம்."],
      closers: [
        "உங்கள் கருத்துகளை எதிர்பார்க்கிறோம்.",
        "இந்த கம்யூனிட்டியின் ஒரு பகுதியாக இருப்பதற்கு நன்றி.",
        "ஒவ்வொரு வாரமும் இதுபோன்ற போஸ்ட்களுக்கு எங்களை ஃபாலோ செய்யுங்கள்.",
      ],
    },
    festive: {
      openers: ["வாங்க, கொண்டாடலாம்!", "கொண்டாட்ட நேரம் வந்தாச்சு!", "செலிப்ரேஷன் மோட்: ஆன்!"],
      closers: [
        "உங்களுக்கு நிறைய சந்தோஷமும் சிரிக்க நிறைய காரணங்களும் கிடைக்கட்டும்.",
        "இதுபோல சந்தோஷ தருணங்கள் அடிக்கடி வரட்டும்.",
        "இந்த சந்தோஷம் என்னைக்கும் தொடரட்டும்!",
      ],
    },
  },
  cta: [
    "எப்படி இருக்கு? கமெண்ட்ல சொல்லுங்க!",
    "அப்புறம் பார்க்க சேவ் பண்ணிக்கோங்க.",
    "இதைப் பார்க்க வேண்டிய பிரெண்டை டேக் பண்ணுங்க.",
    "இது பிடிக்கும்னு நினைக்கிறவங்களோட ஷேர் பண்ணுங்க.",
  ],
  languageTags: ["தமிழ்"],
  ...sceneText({
    list,
    people: (n) => (n === 1 ? "ஒருவர்" : `${n} பேர்`),
    colours: colourPhrase,
    light: { dark: "மங்கலான வெளிச்சம்", bright: "பளிச்சென்ற வெளிச்சம்" },
    shapes: { portrait: "செங்குத்துப் படம்", landscape: "கிடைமட்டப் படம்", square: "சதுரப் படம்" },
    sentence: (f) => `படத்தில்: ${f}.`,
  }),
};

const listLatn = joinWith("matrum");

/** Tanglish: spoken Tamil in Latin letters as creators type it, English words left as they are. */
export const taLatn: PhraseBank = {
  language: "tamil",
  script: "latin",
  objects: {
    cake: "cake",
    plate: "thattu",
    cup: "cup",
    bowl: "kinnam",
    pizza: "pizza",
    fruit: "pazhangal",
    dog: "naai",
    cat: "poonai",
    laptop: "laptop",
    phone: "phone",
    bicycle: "cycle",
    car: "car",
    backpack: "backpack",
    handbag: "handbag",
    suitcase: "suitcase",
    book: "puthagam",
    plant: "chedi",
    ball: "pandhu",
    bottle: "bottle",
  },
  colours: {
    red: "sivappu",
    orange: "orange",
    yellow: "manjal",
    green: "pachai",
    blue: "neela",
    purple: "oodha",
    pink: "pink",
    brown: "pazhuppu",
    black: "karuppu",
    white: "vellai",
    grey: "saambal",
  },
  list: listLatn,
  objectLines: ["Frame-la {objects} — idhukku mela enna venum?", "Innaikku photo-oda stars: {objects}."],
  colourLines: [
    "{colours} colours indha photo-kke uyir kodukkudhu.",
    "{colours} colours-oda indha combination manasukku idhama irukku.",
  ],
  lightLines: {
    dark: ["Mangalaana velicham, thani mood.", "Melliya velichathukku oru thani magic irukku."],
    bright: ["Niranja velicham, adhe alavu positive energy.", "Palichunu velichathula photo innum azhaga irukku."],
  },
  peopleLines: {
    one: ["Oruvar, oru frame, full style.", "Frame-la oruvar dhaan, aana mottha focus-um anga dhaan."],
    group: ["{count} per, ore frame — idhu dhaan real jolly!", "Ore photo-la {count} per, bore adikkave vaaippilla."],
  },
  peopleWords: ["oruvar", "per", "nabar", "aal", "person", "people"],
  fields: {
    lifestyle: {
      headings: ["Chinna moments, periya sandhosham", "Nimmadhiyaana oru naal"],
      openers: [
        "Sila naatkal manasaara vaazhradhukkaagave varudhu.",
        "Daily life-la dhaan unmaiyaana sandhosham olinjirukku.",
      ],
      lines: [
        "Vaazhkkaiya azhagaakkuradhu indha chinna chinna vishayangal dhaan.",
        "Avasaramum illa, sathamum illa — oru azhagaana naal mattum.",
        "Porutkal illa, ninaivugala serthuttu irukkom.",
      ],
      description: ["Daily chinna moments-a rasikkiradhu pathi oru lifestyle post."],
      tags: ["tamizhlife"],
    },
    fashion: {
      headings: ["Innaikku look, innaikku mood", "Namma style, namma adaiyaalam"],
      openers: [
        "Oru vaarthai pesaamale nammala solradhu dhaan style.",
        "Innaikku mood-ukku yetha maadhiri ready aayaachu.",
      ],
      lines: [
        "Nalla dress, adhaivida nalla confidence.",
        "Trend varum pogum, namma style eppavum nikkum.",
        "Simple-aana dress, aana podura vidham special.",
      ],
      description: ["Sondha style matrum confidence pathi oru fashion post."],
      tags: ["chennaifashion"],
    },
    food: {
      headings: ["Nalla saapadu, nalla mood", "Anboda parimaariyadhu"],
      openers: [
        "Nalla saapadu dhaan manasukku best therapy.",
        "Innaikku ungalaye treat pannikka idhuve sariyaana kaaranam.",
      ],
      lines: [
        "Ovvoru vaayilum oru kutti kadhai irukku.",
        "Anboda senjadhu, ellaarodum pagirndhu saapidathaan.",
        "Sila rusi appadiye veettu saapadu maadhiri irukkum.",
      ],
      description: ["Rusi, thirupthi, pagirndhu saapidura sandhosham pathi oru food post."],
      tags: ["tamilfood"],
    },
    travel: {
      headings: ["Pudhu idam, pudhu kadhaigal", "Payana ninaivugal"],
      openers: [
        "Ovvoru payanamum manasula edhaavadhu onnu vittuttu pogudhu.",
        "Neelamaana vazhiya select pannunga, azhagaana view anga dhaan.",
      ],
      lines: [
        "Luggage kammi, ninaivugal adhigam.",
        "Best kadhaigal ellaam oru payanathula dhaan aarambikkudhu.",
        "Ingeyum angeyum naduvula engeyo manasukku amaidhi kidaichadhu.",
      ],
      description: ["Pudhu idangala suthi paakura sandhosham pathi oru travel post."],
      tags: ["payanam"],
    },
    fitness: {
      headings: ["Dhinamum konjam extra strength", "Innaikku viyarvai, naalaikku glow"],
      openers: [
        "Motivation varum pogum, discipline dhaan kooda nikkum.",
        "Innoru rep, innoru adi, innum better-aana neenga.",
      ],
      lines: [
        "Udambu mudiyum, manasa dhaan sammadhikka vaikkanum.",
        "Chinna chinna vetrigal dhaan periya maatram kondu varum.",
        "Kashtamaana naatkalilum thavaraama vaanga.",
      ],
      description: ["Thodarchiyaana uzhaippu matrum munnetram pathi oru fitness post."],
      tags: ["fittamil"],
    },
    tech: {
      headings: ["Velaiya easy aakkura tech", "Setup goals"],
      openers: [
        "Sariyaana tools irundha endha velaiyum lesaa dhaan theriyum.",
        "Sathamillaama velaiya mudikkiradhu dhaan nalla tech.",
      ],
      lines: [
        "Kashtappada vendaam, smart-aa velai paarunga.",
        "Neat-aana setup, thelivaana mind.",
        "Oru chinna upgrade muzhu naalaiyum maathidum.",
      ],
      description: ["Velaiyum vaazhkkaiyum easy aakkura gadgets pathi oru tech post."],
      tags: ["techtamil"],
    },
    beauty: {
      headings: ["Ullirundhu varum polivu", "Self-care, eppovum"],
      openers: ["Self-care suyanalam illa, adhu avasiyam.", "Polivu pazhakkathula varudhu, filter-la illa."],
      lines: [
        "Innaikku konja neram ungalukkaaga mattum odhukkunga.",
        "Simple routine, happy skin.",
        "Unga skin-la neenga comfortable-aa irukkuradhu dhaan unmaiyaana azhagu.",
      ],
      description: ["Self-care matrum easy beauty routine pathi oru beauty post."],
      tags: ["glowup"],
    },
  },
  tones: {
    friendly: {
      openers: ["Vanakkam nanbargale!", "Hello friends!"],
      closers: ["Ellaarukkum niraiya positive vibes.", "Indha post unga naala innum konjam azhagaakkum-nu nambarom."],
    },
    witty: {
      openers: ["Breaking news:", "Kadhaiyila oru twist:"],
      closers: ["Varutham zero, jolly nooru percent.", "Overthinking-aa? Innaikku chance-e illa."],
    },
    inspiring: {
      openers: ["Innaikku oru vishayam nyaabagam vechukkonga:", "Chinna adigal mela nambikkai vainga."],
      closers: [
        "Thodarndhu ponga — best naatkal inime dhaan varapogudhu.",
        "Irukkira idathula irundhe aarambinga; adhuve podhum.",
      ],
    },
    professional: {
      openers: ["Indraiya special:", "Indru ungaludan idhai share seigirom."],
      closers: [
        "Indha community-yin oru pagudhiyaaga irupadharku nandri.",
        "Ovvoru vaaramum idhu pondra posts-ukku engalai follow seiyungal.",
      ],
    },
    festive: {
      openers: ["Kondaatta neram vandhaachu!", "Celebration mode: on!"],
      closers: ["Idhu pola sandhosha tharunangal adikkadi varattum.", "Indha sandhosham ennaikkum thodarattum!"],
    },
  },
  cta: [
    "Eppadi irukku? Comment-la sollunga!",
    "Appuram paakka save pannikkonga.",
    "Idha paakka vendiya friend-a tag pannunga.",
    "Idhu pidikkum-nu ninaikiravangaloda share pannunga.",
  ],
  languageTags: ["tamil"],
  ...sceneText({
    list: listLatn,
    people: (n) => (n === 1 ? "oruvar" : `${n} per`),
    colours: (c) => (c.includes(" matrum ") ? `${c} colours` : `${c} colour`),
    light: { dark: "mangalaana velicham", bright: "palichunu velicham" },
    shapes: { portrait: "Nimirndha photo", landscape: "Agalamaana photo", square: "Square photo" },
    sentence: (f) => `Photo-la: ${f}.`,
  }),
};
