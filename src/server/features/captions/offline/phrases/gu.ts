import type { PhraseBank } from "../types.ts";
import { joinWith, sceneText } from "./scene.ts";

const list = joinWith("અને");

/** Gujarati as creators write it: warm everyday Gujarati (કેમ છો, મજા), English loanwords in Gujarati letters. */
export const gu: PhraseBank = {
  language: "gujarati",
  script: "native",
  objects: {
    cake: "કેક",
    plate: "પ્લેટ",
    cup: "કપ",
    bowl: "વાટકી",
    pizza: "પિઝા",
    fruit: "ફળ",
    dog: "કૂતરો",
    cat: "બિલાડી",
    laptop: "લેપટોપ",
    phone: "ફોન",
    bicycle: "સાઇકલ",
    car: "કાર",
    backpack: "બેકપેક",
    handbag: "હેન્ડબેગ",
    suitcase: "સૂટકેસ",
    book: "પુસ્તક",
    plant: "છોડ",
    ball: "દડો",
    bottle: "બોટલ",
  },
  // Plural forms, as they stand before "રંગ" / "રંગો".
  colours: {
    red: "લાલ",
    orange: "કેસરી",
    yellow: "પીળા",
    green: "લીલા",
    blue: "વાદળી",
    purple: "જાંબલી",
    pink: "ગુલાબી",
    brown: "કથ્થઈ",
    black: "કાળા",
    white: "સફેદ",
    grey: "રાખોડી",
  },
  list,
  objectLines: ["ફ્રેમમાં {objects} — બીજું શું જોઈએ?", "આજના ફોટોના સ્ટાર: {objects}."],
  colourLines: ["{colours} રંગોએ તો ફોટોમાં જીવ રેડી દીધો છે.", "{colours} રંગોનું આ કોમ્બિનેશન મનને ટાઢક આપે છે."],
  lightLines: {
    dark: ["આછો પ્રકાશ, ખાસ મૂડ.", "ધીમા અજવાળાનો જાદુ જ કંઈક અલગ છે."],
    bright: ["ભરપૂર અજવાળું અને એટલી જ પોઝિટિવ એનર્જી.", "ઝળહળતા પ્રકાશમાં ફોટો વધુ ખીલી ઊઠ્યો છે."],
  },
  peopleLines: {
    one: ["એક વ્યક્તિ, એક ફ્રેમ અને પૂરી સ્ટાઇલ.", "ફ્રેમમાં બસ એક વ્યક્તિ, અને બધું ધ્યાન ત્યાં જ."],
    group: ["{count} લોકો, એક ફ્રેમ — આ જ તો અસલી મજા છે!", "એક જ ફોટોમાં {count} લોકો, અને કંટાળાનું નામ પણ નહીં."],
  },
  peopleWords: ["વ્યક્તિ", "લોકો", "જણ", "માણસ"],
  fields: {
    lifestyle: {
      headings: ["સાદો દિવસ, સુંદર દિવસ", "નાની પળો, મોટી ખુશીઓ", "એક નિરાંતનો દિવસ"],
      openers: [
        "સાદા દિવસો જ ક્યારેક સૌથી ખાસ બની જાય છે.",
        "અમુક દિવસો બસ મન ભરીને જીવવા માટે જ હોય છે.",
        "રોજિંદા જીવનમાં જ સાચી ખુશી છુપાયેલી છે.",
      ],
      lines: [
        "જિંદગીને સુંદર બનાવે છે આ જ નાની નાની વાતો.",
        "ન કોઈ ઉતાવળ, ન કોઈ ઘોંઘાટ — બસ એક મજાનો દિવસ.",
        "વસ્તુઓ નહીં, યાદો ભેગી કરીએ છીએ.",
      ],
      description: ["રોજની નાની પળોને માણવા વિશેની એક લાઇફસ્ટાઇલ પોસ્ટ."],
      tags: ["જિંદગી"],
    },
    fashion: {
      headings: ["આજનો આઉટફિટ, આખા અઠવાડિયાનો મૂડ", "આજનો લુક, આજનો મૂડ", "આપણી સ્ટાઇલ, આપણો અંદાજ"],
      openers: [
        "જેવો દિવસ જીવવો હોય, એવા જ તૈયાર થાઓ.",
        "સ્ટાઇલ એટલે કંઈ બોલ્યા વગર તમારી ઓળખ આપવી.",
        "આજે તો મૂડ પ્રમાણે તૈયાર થયા છીએ.",
      ],
      lines: [
        "સારાં કપડાં, એનાથી પણ સારો કોન્ફિડન્સ.",
        "ટ્રેન્ડ આવે ને જાય, આપણી સ્ટાઇલ કાયમ રહે.",
        "સાદાં કપડાં, પણ પહેરવાની રીત ખાસ.",
      ],
      description: ["પોતાની સ્ટાઇલ અને આત્મવિશ્વાસ વિશેની એક ફેશન પોસ્ટ."],
      tags: ["ફેશન"],
    },
    food: {
      headings: ["દિલથી બનાવેલું, દિલ સુધી પહોંચેલું", "સારું જમવાનું, સારો મૂડ", "પ્રેમથી પીરસેલું"],
      openers: [
        "બધા ફૂડીઝ ધ્યાન આપો — આ ક્રેવિંગ એકદમ વાજબી છે.",
        "સારું જમવાનું એટલે મનની થેરાપી.",
        "આજે જાતને ટ્રીટ આપવાનું આ પરફેક્ટ બહાનું છે.",
      ],
      lines: ["દરેક કોળિયામાં એક નાનકડી વાર્તા છે.", "પ્રેમથી બનાવ્યું છે, બધા સાથે વહેંચીને ખાવાનું.", "અમુક સ્વાદ બિલકુલ ઘર જેવા લાગે."],
      description: ["સ્વાદ, સંતોષ અને વહેંચીને ખાવાની મજા વિશેની એક ફૂડ પોસ્ટ."],
      tags: ["ખાણીપીણી"],
    },
    travel: {
      headings: ["ફરો, જીવો, ફરી ફરો", "નવી જગ્યા, નવી વાતો", "પ્રવાસની યાદો"],
      openers: [
        "અમુક જગ્યાઓ પાછા આવ્યા પછી પણ મનમાં વસી જાય છે.",
        "દરેક પ્રવાસ મનમાં કંઈક ને કંઈક છોડી જાય છે.",
        "લાંબો રસ્તો પસંદ કરો, સૌથી સુંદર નજારા ત્યાં જ મળે છે.",
      ],
      lines: [
        "સામાન ઓછો, યાદો વધુ.",
        "સૌથી સારી વાર્તાઓ કોઈ પ્રવાસથી જ શરૂ થાય છે.",
        "અહીં અને ત્યાંની વચ્ચે ક્યાંક મનને શાંતિ મળી ગઈ.",
      ],
      description: ["નવી જગ્યાઓ ફરવાની અને પ્રવાસની મજા વિશેની એક ટ્રાવેલ પોસ્ટ."],
      tags: ["પ્રવાસ"],
    },
    fitness: {
      headings: ["એક વર્કઆઉટ, એક ડગલું આગળ", "રોજ થોડા વધુ મજબૂત", "આજનો પરસેવો, કાલની ચમક"],
      openers: [
        "તાકાત એક દિવસમાં નથી આવતી, રોજ થોડી થોડી બને છે.",
        "મોટિવેશન આવે ને જાય, શિસ્ત કાયમ સાથ આપે.",
        "એક વધુ રેપ, એક વધુ પગલું, પોતાનું વધુ સારું રૂપ.",
      ],
      lines: ["શરીર તો કરી લેશે, બસ મનને મનાવવાનું છે.", "નાની નાની જીત જ મોટો બદલાવ લાવે છે.", "અઘરા દિવસોમાં પણ હાજરી પુરાવો."],
      description: ["સતત મહેનત અને ધીમે ધીમે આગળ વધવા વિશેની એક ફિટનેસ પોસ્ટ."],
      tags: ["ફિટનેસ"],
    },
    tech: {
      headings: ["રોજિંદા જીવનનું સ્માર્ટ અપગ્રેડ", "કામ સરળ બનાવતી ટેક", "સેટઅપ ગોલ્સ"],
      openers: [
        "નાનાં અપગ્રેડ, મોટો ફરક.",
        "યોગ્ય સાધનો હોય તો દરેક કામ હળવું લાગે.",
        "સારી ટેક એ જ, જે કોઈ ધમાલ વગર કામ કરી દે.",
      ],
      lines: ["મહેનત ઓછી, સમજદારી વધુ.", "વ્યવસ્થિત સેટઅપ, શાંત મગજ.", "એક નાનકડું અપગ્રેડ આખો દિવસ બદલી શકે."],
      description: ["કામ અને જીવન સરળ બનાવતાં ગેજેટ્સ વિશેની એક ટેક પોસ્ટ."],
      tags: ["ટેક"],
    },
    beauty: {
      headings: ["ગ્લો મોડ: ઓન", "અંદરથી નિખાર", "સેલ્ફ-કેર, હંમેશાં"],
      openers: ["થોડી સેલ્ફ-કેર પણ ઘણી આગળ લઈ જાય છે.", "સેલ્ફ-કેર સ્વાર્થ નથી, જરૂરિયાત છે.", "નિખાર આદતથી આવે છે, ફિલ્ટરથી નહીં."],
      lines: ["આજે થોડો સમય ફક્ત પોતાના માટે કાઢો.", "સાદું રૂટિન, ખુશ ત્વચા.", "પોતાની ત્વચામાં સહજ અનુભવવું એ જ સાચી સુંદરતા."],
      description: ["સેલ્ફ-કેર અને સરળ બ્યુટી રૂટિન વિશેની એક બ્યુટી પોસ્ટ."],
      tags: ["સુંદરતા"],
    },
  },
  tones: {
    friendly: {
      openers: ["સૌને નમસ્તે!", "કેમ છો મિત્રો!", "હેલો મિત્રો!"],
      closers: ["તમારો દિવસ શાનદાર જાય.", "સૌને ઢગલાબંધ પોઝિટિવ વાઇબ્સ.", "આશા છે આ પોસ્ટ તમારો દિવસ થોડો વધુ સુંદર બનાવી દે."],
    },
    witty: {
      openers: ["મજાની વાત એ છે કે:", "બ્રેકિંગ ન્યૂઝ:", "વાર્તામાં ટ્વિસ્ટ:"],
      closers: ["રોજના પોઝિટિવ વાઇબ્સનો ડોઝ — હાજર છે.", "અફસોસ ઝીરો, મજા સો ટકા.", "વધારે વિચારવાનું? આજે તો બિલકુલ નહીં."],
    },
    inspiring: {
      openers: ["આજ માટે નાનકડી યાદ:", "આજ માટે એક વાત યાદ રાખો:", "નાનાં પગલાં પર ભરોસો રાખો."],
      closers: [
        "નાનાં પગલાં પણ આગળ જ લઈ જાય છે.",
        "આગળ વધતા રહો — સૌથી સારા દિવસો હજી આવવાના બાકી છે.",
        "જ્યાં છો, ત્યાંથી જ શરૂઆત કરો; એટલું પૂરતું છે.",
      ],
    },
    professional: {
      openers: ["અમારા પેજ પર નવું:", "આજનું ખાસ આકર્ષણ:", "આજે અમે તમારી સાથે આ શેર કરી રહ્યા છીએ."],
      closers: [
        "તમારા પ્રતિભાવની અમે રાહ જોઈશું.",
        "આ કમ્યુનિટીનો ભાગ બનવા બદલ આભાર.",
        "દર અઠવાડિયે આવી વધુ પોસ્ટ માટે અમને ફોલો કરો.",
      ],
    },
    festive: {
      openers: ["ચાલો, ઉજવણી કરીએ!", "ઉજવણીનો સમય આવી ગયો!", "સેલિબ્રેશન મોડ: ઓન!"],
      closers: ["તમને ઢગલો ખુશીઓ અને હસવાનાં ઘણાં કારણો મળે.", "આવા આનંદના પ્રસંગો વારંવાર આવતા રહે.", "ખુશીઓનો આ સિલસિલો ચાલુ રહે!"],
    },
  },
  cta: [
    "કેવું લાગ્યું? કમેન્ટમાં જરૂર જણાવજો!",
    "પછી માટે સેવ કરી લો.",
    "જેણે આ જોવું જ જોઈએ, એ મિત્રને ટેગ કરો.",
    "જેને આ ગમશે, એની સાથે શેર કરો.",
  ],
  languageTags: ["ગુજરાતી"],
  ...sceneText({
    list,
    people: (n) => (n === 1 ? "એક વ્યક્તિ" : `${n} લોકો`),
    colours: (c) => `${c} રંગ`,
    light: { dark: "આછો પ્રકાશ", bright: "તેજ પ્રકાશ" },
    shapes: { portrait: "ઊભો ફોટો", landscape: "આડો ફોટો", square: "ચોરસ ફોટો" },
    sentence: (f) => `ફોટોમાં: ${f}.`,
  }),
};

const listLatn = joinWith("ane");

/** Gujarati in Latin letters as creators type it ("Kem chho mitro"), English words left as they are. */
export const guLatn: PhraseBank = {
  language: "gujarati",
  script: "latin",
  objects: {
    cake: "cake",
    plate: "plate",
    cup: "cup",
    bowl: "vaatki",
    pizza: "pizza",
    fruit: "fal",
    dog: "kutro",
    cat: "biladi",
    laptop: "laptop",
    phone: "phone",
    bicycle: "cycle",
    car: "car",
    backpack: "backpack",
    handbag: "handbag",
    suitcase: "suitcase",
    book: "pustak",
    plant: "chhod",
    ball: "dado",
    bottle: "bottle",
  },
  colours: {
    red: "laal",
    orange: "kesari",
    yellow: "peela",
    green: "leela",
    blue: "vaadli",
    purple: "jaambli",
    pink: "gulabi",
    brown: "kathai",
    black: "kaala",
    white: "safed",
    grey: "rakhodi",
  },
  list: listLatn,
  objectLines: ["Frame ma {objects} — biju shu joie?", "Aaj na photo na star: {objects}."],
  colourLines: [
    "{colours} rango e to photo ma jeev redi didho chhe.",
    "{colours} rango nu aa combination man ne thandak aape chhe.",
  ],
  lightLines: {
    dark: ["Aachho prakash, khaas mood.", "Dheema ajvaala no jaadu j kaik alag chhe."],
    bright: ["Bharpur ajvaalu ane etli j positive energy.", "Jhalhalta prakash ma photo vadhu khili uthyo chhe."],
  },
  peopleLines: {
    one: ["Ek vyakti, ek frame ane puri style.", "Frame ma bas ek vyakti, ane badhu dhyaan tya j."],
    group: [
      "{count} loko, ek frame — aa j to asli maja chhe!",
      "Ek j photo ma {count} loko, ane kantala nu naam pan nahi.",
    ],
  },
  peopleWords: ["vyakti", "loko", "jan", "maanas", "person", "people"],
  fields: {
    lifestyle: {
      headings: ["Naani palo, moti khushio", "Ek niraant no divas"],
      openers: [
        "Amuk divaso bas man bhari ne jeevva maate j hoy chhe.",
        "Rojinda jeevan ma j saachi khushi chhupayeli chhe.",
      ],
      lines: [
        "Jindagi ne sundar banave chhe aa j naani naani vaato.",
        "Na koi utaaval, na koi ghongaat — bas ek majano divas.",
        "Vastuo nahi, yaado bhegi kariye chhiye.",
      ],
      description: ["Roj ni naani palo ne maanva vishe ni ek lifestyle post."],
      tags: ["gujaratiblogger"],
    },
    fashion: {
      headings: ["Aaj no look, aaj no mood", "Aapni style, aapno andaaj"],
      openers: ["Style etle kai bolya vagar tamari olakh aapvi.", "Aaje to mood pramane taiyaar thaya chhiye."],
      lines: [
        "Saara kapda, enathi pan saaro confidence.",
        "Trend aave ne jaay, aapni style kaayam rahe.",
        "Saada kapda, pan paherva ni reet khaas.",
      ],
      description: ["Potani style ane confidence vishe ni ek fashion post."],
      tags: ["ahmedabadfashion"],
    },
    food: {
      headings: ["Saaru jamvaanu, saaro mood", "Prem thi pirselu"],
      openers: ["Saaru jamvaanu etle man ni therapy.", "Aaje jaat ne treat aapvaanu aa perfect bahaanu chhe."],
      lines: [
        "Darek kodiya ma ek naankdi vaarta chhe.",
        "Prem thi banaavyu chhe, badha saathe vahenchi ne khaavaanu.",
        "Amuk swaad bilkul ghar jeva laage.",
      ],
      description: ["Swaad, santosh ane vahenchi ne khaava ni maja vishe ni ek food post."],
      tags: ["gujaratifood"],
    },
    travel: {
      headings: ["Navi jagya, navi vaato", "Pravaas ni yaado"],
      openers: [
        "Darek pravaas man ma kaik ne kaik chhodi jaay chhe.",
        "Lambo rasto pasand karo, sauthi sundar najaara tya j male chhe.",
      ],
      lines: [
        "Saamaan ochho, yaado vadhu.",
        "Sauthi saari vaartao koi pravaas thi j sharu thaay chhe.",
        "Ahiyan ane tyan ni vachche kyaank man ne shaanti mali gai.",
      ],
      description: ["Navi jagyao farva ni ane pravaas ni maja vishe ni ek travel post."],
      tags: ["gujarattourism"],
    },
    fitness: {
      headings: ["Roj thoda vadhu majboot", "Aaj no parsevo, kaal ni chamak"],
      openers: [
        "Motivation aave ne jaay, shist kaayam saath aape.",
        "Ek vadhu rep, ek vadhu pagalu, potanu vadhu saaru roop.",
      ],
      lines: [
        "Sharir to kari leshe, bas man ne manaavvaanu chhe.",
        "Naani naani jeet j moto badlaav laave chhe.",
        "Aghra divaso ma pan haajri puraavo.",
      ],
      description: ["Satat mehnat ane dhime dhime aagal vadhva vishe ni ek fitness post."],
      tags: ["fitgujarat"],
    },
    tech: {
      headings: ["Kaam saral banaavti tech", "Setup goals"],
      openers: ["Yogya saadhano hoy to darek kaam halvu laage.", "Saari tech e j, je koi dhamaal vagar kaam kari de."],
      lines: [
        "Mehnat ochhi, samajdaari vadhu.",
        "Vyavasthit setup, shaant magaj.",
        "Ek naankdu upgrade aakho divas badli shake.",
      ],
      description: ["Kaam ane jeevan saral banaavta gadgets vishe ni ek tech post."],
      tags: ["techgujarati"],
    },
    beauty: {
      headings: ["Andar thi nikhaar", "Self-care, hammesha"],
      openers: ["Self-care swaarth nathi, jaruriyaat chhe.", "Nikhaar aadat thi aave chhe, filter thi nahi."],
      lines: [
        "Aaje thodo samay fakt potana maate kaadho.",
        "Saadu routine, khush skin.",
        "Potani skin ma comfortable anubhavvu e j saachi sundarta.",
      ],
      description: ["Self-care ane saral beauty routine vishe ni ek beauty post."],
      tags: ["glowup"],
    },
  },
  tones: {
    friendly: {
      openers: ["Kem chho mitro!", "Hello mitro!"],
      closers: [
        "Sau ne dhagla-bandh positive vibes.",
        "Aasha chhe aa post tamaro divas thodo vadhu sundar banaavi de.",
      ],
    },
    witty: {
      openers: ["Breaking news:", "Vaarta ma twist:"],
      closers: ["Afsos zero, maja so taka.", "Vadhaare vichaarvaanu? Aaje to bilkul nahi."],
    },
    inspiring: {
      openers: ["Aaj maate ek vaat yaad raakho:", "Naana pagla par bharoso raakho."],
      closers: [
        "Aagal vadhta raho — sauthi saara divaso haju aavvaana baaki chhe.",
        "Jyaan chho, tyaan thi j sharuaat karo; etlu puratu chhe.",
      ],
    },
    professional: {
      openers: ["Aaj nu khaas aakarshan:", "Aaje ame tamari saathe aa share kari rahya chhiye."],
      closers: [
        "Aa community no bhaag banva badal aabhaar.",
        "Dar athvaadiye aavi vadhu posts maate amne follow karo.",
      ],
    },
    festive: {
      openers: ["Ujavani no samay aavi gayo!", "Celebration mode: on!"],
      closers: ["Aava aanand na prasango vaaramvaar aavta rahe.", "Khushio no aa silsilo chaalu rahe!"],
    },
  },
  cta: [
    "Kevu laagyu? Comment ma jarur janaavjo!",
    "Pachhi maate save kari lo.",
    "Jene aa jovu j joie, e mitra ne tag karo.",
    "Jene aa gamshe, eni saathe share karo.",
  ],
  languageTags: ["gujarati"],
  ...sceneText({
    list: listLatn,
    people: (n) => (n === 1 ? "ek vyakti" : `${n} loko`),
    colours: (c) => `${c} rang`,
    light: { dark: "aachho prakash", bright: "tej prakash" },
    shapes: { portrait: "Ubho photo", landscape: "Aado photo", square: "Choras photo" },
    sentence: (f) => `Photo ma: ${f}.`,
  }),
};
