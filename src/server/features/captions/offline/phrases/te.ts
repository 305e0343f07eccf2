import type { PhraseBank } from "../types.ts";
import { joinWith, sceneText } from "./scene.ts";

const list = joinWith("మరియు");
const colourPhrase = (c: string) => (c.includes(" మరియు ") ? `${c} రంగులు` : `${c} రంగు`);

/** Telugu as creators write it: friendly spoken forms (ఉంది, చెప్పండి), English loanwords in Telugu letters. */
export const te: PhraseBank = {
  language: "telugu",
  script: "native",
  objects: {
    cake: "కేక్",
    plate: "ప్లేట్",
    cup: "కప్పు",
    bowl: "గిన్నె",
    pizza: "పిజ్జా",
    fruit: "పండ్లు",
    dog: "కుక్క",
    cat: "పిల్లి",
    laptop: "ల్యాప్‌టాప్",
    phone: "ఫోన్",
    bicycle: "సైకిల్",
    car: "కారు",
    backpack: "బ్యాక్‌ప్యాక్",
    handbag: "హ్యాండ్‌బ్యాగ్",
    suitcase: "సూట్‌కేస్",
    book: "పుస్తకం",
    plant: "మొక్క",
    ball: "బంతి",
    bottle: "బాటిల్",
  },
  colours: {
    red: "ఎరుపు",
    orange: "నారింజ",
    yellow: "పసుపు",
    green: "ఆకుపచ్చ",
    blue: "నీలం",
    purple: "ఊదా",
    pink: "గులాబీ",
    brown: "గోధుమ",
    black: "నలుపు",
    white: "తెలుపు",
    grey: "బూడిద",
  },
  list,
  objectLines: ["ఫ్రేమ్‌లో {objects} — ఇంకేం కావాలి?", "ఈ రోజు ఫోటో స్టార్స్: {objects}."],
  colourLines: ["{colours} రంగులు ఈ ఫోటోకి ప్రాణం పోశాయి.", "{colours} రంగుల ఈ కాంబినేషన్ మనసుకి హాయిగా ఉంది."],
  lightLines: {
    dark: ["మసక వెలుతురు, స్పెషల్ మూడ్.", "తక్కువ వెలుతురుకి ఒక ప్రత్యేకమైన మ్యాజిక్ ఉంది."],
    bright: ["నిండు వెలుతురు, అంతే పాజిటివ్ ఎనర్జీ.", "మెరిసే వెలుతురులో ఫోటో ఇంకా అందంగా ఉంది."],
  },
  peopleLines: {
    one: ["ఒక వ్యక్తి, ఒక ఫ్రేమ్, ఫుల్ స్టైల్.", "ఫ్రేమ్‌లో ఒక్క వ్యక్తే, కానీ అటెన్షన్ అంతా అక్కడే."],
    group: ["{count} మంది, ఒకే ఫ్రేమ్ — ఇదే అసలైన సరదా!", "ఒకే ఫోటోలో {count} మంది, బోర్ కొట్టే ఛాన్సే లేదు."],
  },
  peopleWords: ["వ్యక్తి", "వ్యక్తే", "మంది", "మనిషి", "మనుషులు"],
  fields: {
    lifestyle: {
      headings: ["మామూలు రోజు, మరపురాని క్షణం", "చిన్న క్షణాలు, పెద్ద ఆనందం", "ప్రశాంతమైన ఒక రోజు"],
      openers: ["మామూలు రోజులే ఒక్కోసారి చాలా స్పెషల్‌గా మారిపోతాయి.", "కొన్ని రోజులు మనసారా జీవించడానికే ఉంటాయి.", "రోజువారీ జీవితంలోనే అసలైన ఆనందం దాగి ఉంది."],
      lines: [
        "జీవితాన్ని అందంగా మార్చేవి ఈ చిన్న చిన్న విషయాలే.",
        "హడావుడి లేదు, గోల లేదు — ఒక మంచి రోజు అంతే.",
        "వస్తువులు కాదు, జ్ఞాపకాలు పోగు చేస్తున్నాం.",
      ],
      description: ["రోజువారీ చిన్న క్షణాలను ఆస్వాదించడం గురించి ఒక లైఫ్‌స్టైల్ పోస్ట్."],
      tags: ["జీవితం"],
    },
    fashion: {
      headings: ["ఈ రోజు అవుట్‌ఫిట్, వారమంతా మూడ్", "ఈ రోజు లుక్, ఈ రోజు మూడ్", "మన స్టైల్, మన గుర్తింపు"],
      openers: [
        "ఎలాంటి రోజు కావాలనుకుంటున్నారో, అలాగే రెడీ అవ్వండి.",
        "ఒక్క మాట మాట్లాడకుండానే మనమేంటో చెప్పేదే స్టైల్.",
        "ఈ రోజు మూడ్‌కి తగ్గట్టు రెడీ అయ్యాం.",
      ],
      lines: ["మంచి డ్రెస్, దానికంటే మంచి కాన్ఫిడెన్స్.", "ట్రెండ్స్ వస్తాయి పోతాయి, మన స్టైల్ ఎప్పటికీ ఉంటుంది.", "సింపుల్ డ్రెస్, కానీ వేసుకునే తీరు స్పెషల్."],
      description: ["సొంత స్టైల్, ఆత్మవిశ్వాసం గురించి ఒక ఫ్యాషన్ పోస్ట్."],
      tags: ["ఫ్యాషన్"],
    },
    food: {
      headings: ["మనసుతో చేసింది, మనసుని తాకింది", "మంచి భోజనం, మంచి మూడ్", "ప్రేమగా వడ్డించింది"],
      openers: [
        "ఫుడీస్ అందరూ గమనించండి — ఈ క్రేవింగ్ పూర్తిగా న్యాయమైనదే.",
        "మంచి భోజనమే మనసుకి బెస్ట్ థెరపీ.",
        "ఈ రోజు మిమ్మల్ని మీరు ట్రీట్ చేసుకోవడానికి ఇదే సరైన కారణం.",
      ],
      lines: ["ప్రతి ముద్దలో ఒక చిన్న కథ ఉంది.", "ప్రేమగా చేసింది, అందరితో పంచుకుని తినడానికే.", "కొన్ని రుచులు అచ్చం ఇంటి భోజనంలా అనిపిస్తాయి."],
      description: ["రుచి, తృప్తి, పంచుకుని తినే ఆనందం గురించి ఒక ఫుడ్ పోస్ట్."],
      tags: ["భోజనం"],
    },
    travel: {
      headings: ["తిరగండి, ఆస్వాదించండి, మళ్లీ తిరగండి", "కొత్త ప్రదేశం, కొత్త కథలు", "ప్రయాణ జ్ఞాపకాలు"],
      openers: [
        "కొన్ని ప్రదేశాలు తిరిగి వచ్చాక కూడా మనసులోనే ఉండిపోతాయి.",
        "ప్రతి ప్రయాణం మనసులో ఏదో ఒకటి వదిలి వెళ్తుంది.",
        "పొడవైన దారినే ఎంచుకోండి, అందమైన దృశ్యాలు అక్కడే.",
      ],
      lines: [
        "లగేజ్ తక్కువ, జ్ఞాపకాలు ఎక్కువ.",
        "బెస్ట్ కథలన్నీ ఏదో ఒక ప్రయాణంతోనే మొదలవుతాయి.",
        "ఇక్కడికీ అక్కడికీ మధ్య ఎక్కడో మనసుకి ప్రశాంతత దొరికింది.",
      ],
      description: ["కొత్త ప్రదేశాలు చుట్టి రావడం గురించి ఒక ట్రావెల్ పోస్ట్."],
      tags: ["ప్రయాణం"],
    },
    fitness: {
      headings: ["ఒక వర్కౌట్, ఒక అడుగు ముందుకు", "రోజూ కొంచెం ఎక్కువ బలం", "ఈ రోజు చెమట, రేపటి మెరుపు"],
      openers: [
        "బలం ఒక్క రోజులో రాదు, రోజూ కొంచెం కొంచెం పెరుగుతుంది.",
        "మోటివేషన్ వస్తుంది పోతుంది, డిసిప్లిన్ మాత్రం తోడుంటుంది.",
        "ఇంకో రెప్, ఇంకో అడుగు, ఇంకా బెటర్ మీరు.",
      ],
      lines: ["శరీరం చేయగలదు, మనసునే ఒప్పించాలి.", "చిన్న చిన్న విజయాలే పెద్ద మార్పు తెస్తాయి.", "కష్టమైన రోజుల్లో కూడా హాజరు వేయండి."],
      description: ["నిలకడగా కష్టపడటం, ముందుకు సాగడం గురించి ఒక ఫిట్‌నెస్ పోస్ట్."],
      tags: ["వ్యాయామం"],
    },
    tech: {
      headings: ["రోజువారీ జీవితానికి స్మార్ట్ అప్‌గ్రేడ్", "పని సులువు చేసే టెక్", "సెటప్ గోల్స్"],
      openers: ["చిన్న అప్‌గ్రేడ్, పెద్ద తేడా.", "సరైన టూల్స్ ఉంటే ఏ పనైనా తేలిగ్గా అనిపిస్తుంది.", "హడావుడి లేకుండా పని పూర్తి చేసేదే మంచి టెక్."],
      lines: ["కష్టం తక్కువ, తెలివి ఎక్కువ.", "నీట్ సెటప్, క్లియర్ మైండ్.", "ఒక చిన్న అప్‌గ్రేడ్ రోజంతా మార్చేయగలదు."],
      description: ["పనినీ జీవితాన్నీ సులువు చేసే గ్యాడ్జెట్ల గురించి ఒక టెక్ పోస్ట్."],
      tags: ["టెక్నాలజీ"],
    },
    beauty: {
      headings: ["గ్లో మోడ్: ఆన్", "లోపలి నుంచి మెరుపు", "సెల్ఫ్ కేర్, ఎప్పుడూ"],
      openers: ["కొంచెం సెల్ఫ్ కేర్ కూడా చాలా దూరం తోడొస్తుంది.", "సెల్ఫ్ కేర్ స్వార్థం కాదు, అవసరం.", "మెరుపు అలవాటుతో వస్తుంది, ఫిల్టర్‌తో కాదు."],
      lines: ["ఈ రోజు కొంచెం సమయం మీ కోసమే కేటాయించండి.", "సింపుల్ రొటీన్, హ్యాపీ స్కిన్.", "మీ చర్మంలో మీరు హాయిగా ఉండటమే అసలైన అందం."],
      description: ["సెల్ఫ్ కేర్, సులువైన బ్యూటీ రొటీన్ గురించి ఒక బ్యూటీ పోస్ట్."],
      tags: ["అందం"],
    },
  },
  tones: {
    friendly: {
      openers: ["అందరికీ నమస్కారం!", "నమస్కారం ఫ్రెండ్స్!", "హలో ఫ్రెండ్స్!"],
      closers: ["మీ రోజు సూపర్‌గా సాగాలి.", "అందరికీ బోలెడన్ని పాజిటివ్ వైబ్స్.", "ఈ పోస్ట్ మీ రోజును ఇంకొంచెం అందంగా మారుస్తుందని ఆశిస్తున్నాం."],
    },
    witty: {
      openers: ["సరదా విషయం ఏంటంటే:", "బ్రేకింగ్ న్యూస్:", "కథలో ట్విస్ట్:"],
      closers: ["రోజువారీ పాజిటివ్ వైబ్స్ డోస్ — రెడీ.", "బాధ జీరో, సరదా వంద శాతం.", "ఓవర్‌థింకింగా? ఈ రోజు అస్సలు లేదు."],
    },
    inspiring: {
      openers: ["ఈ రోజుకి ఒక చిన్న గుర్తు:", "ఈ రోజు ఒక్క విషయం గుర్తుపెట్టుకోండి:", "చిన్న అడుగుల మీద నమ్మకం ఉంచండి."],
      closers: [
        "చిన్న అడుగులు కూడా ముందుకే తీసుకెళ్తాయి.",
        "ముందుకు సాగండి — మంచి రోజులు ఇంకా రాబోతున్నాయి.",
        "ఎక్కడున్నారో అక్కడి నుంచే మొదలుపెట్టండి; అదే చాలు.",
      ],
    },
    professional: {
      openers: ["మా పేజీలో కొత్తగా:", "నేటి ప్రత్యేకం:", "ఈ రోజు మీతో దీన్ని పంచుకుంటున్నాం."],
      closers: [
        "మీ అభిప్రాయాల కోసం ఎదురుచూస్తున్నాం.",
        "ఈ కమ్యూనిటీలో భాగమైనందుకు ధన్యవాదాలు.",
        "ప్రతి వారం ఇలాంటి మరిన్ని పోస్ట్‌ల కోసం మమ్మల్ని ఫాలో అవ్వండి.",
      ],
    },
    festive: {
      openers: ["రండి, సెలబ్రేట్ చేసుకుందాం!", "సెలబ్రేషన్ టైమ్ వచ్చేసింది!", "పండగ మూడ్: ఆన్!"],
      closers: ["మీకు బోలెడంత ఆనందం, నవ్వడానికి ఎన్నో కారణాలు దొరకాలి.", "ఇలాంటి సంతోష క్షణాలు మళ్లీ మళ్లీ రావాలి.", "ఈ ఆనందం ఎప్పటికీ కొనసాగాలి!"],
    },
  },
  cta: [
    "ఎలా ఉంది? కామెంట్‌లో చెప్పండి!",
    "తర్వాత చూడటానికి సేవ్ చేసుకోండి.",
    "ఇది చూడాల్సిన ఫ్రెండ్‌ని ట్యాగ్ చేయండి.",
    "ఇది నచ్చుతుందనుకునే వాళ్లతో షేర్ చేయండి.",
  ],
  languageTags: ["తెలుగు"],
  ...sceneText({
    list,
    people: (n) => (n === 1 ? "ఒక వ్యక్తి" : `${n} మంది`),
    colours: colourPhrase,
    light: { dark: "మసక వెలుతురు", bright: "నిండు వెలుతురు" },
    shapes: { portrait: "నిలువు ఫోటో", landscape: "అడ్డం ఫోటో", square: "చతురస్ర ఫోటో" },
    sentence: (f) => `ఫోటోలో: ${f}.`,
  }),
};

const listLatn = joinWith("mariyu");

/** Telugu in Latin letters as creators type it ("Ela undi?"), English words left as they are. */
export const teLatn: PhraseBank = {
  language: "telugu",
  script: "latin",
  objects: {
    cake: "cake",
    plate: "plate",
    cup: "cuppu",
    bowl: "ginne",
    pizza: "pizza",
    fruit: "pandlu",
    dog: "kukka",
    cat: "pilli",
    laptop: "laptop",
    phone: "phone",
    bicycle: "cycle",
    car: "car",
    backpack: "backpack",
    handbag: "handbag",
    suitcase: "suitcase",
    book: "pustakam",
    plant: "mokka",
    ball: "banthi",
    bottle: "bottle",
  },
  colours: {
    red: "erupu",
    orange: "orange",
    yellow: "pasupu",
    green: "aakupachcha",
    blue: "neelam",
    purple: "oodha",
    pink: "pink",
    brown: "godhuma",
    black: "nalupu",
    white: "telupu",
    grey: "boodida",
  },
  list: listLatn,
  objectLines: ["Frame lo {objects} — inkem kaavali?", "Ee roju photo stars: {objects}."],
  colourLines: [
    "{colours} rangulu ee photo ki pranam posayi.",
    "{colours} rangula ee combination manasuki haayiga undi.",
  ],
  lightLines: {
    dark: ["Masaka veluturu, special mood.", "Takkuva veluturuki oka special magic undi."],
    bright: ["Nindu veluturu, ante positive energy.", "Merise veluturulo photo inka andanga undi."],
  },
  peopleLines: {
    one: ["Oka vyakthi, oka frame, full style.", "Frame lo okka vyakthe, kaani attention anta akkade."],
    group: ["{count} mandi, oke frame — ide asalaina sarada!", "Oke photo lo {count} mandi, bore kotte chance-e ledu."],
  },
  peopleWords: ["vyakthi", "vyakthe", "mandi", "manishi", "person", "people"],
  fields: {
    lifestyle: {
      headings: ["Chinna kshanalu, pedda aanandam", "Prashantamaina oka roju"],
      openers: ["Konni rojulu manasaara jeevinchadanike untayi.", "Daily life lone asalaina aanandam daagi undi."],
      lines: [
        "Jeevitanni andanga maarchevi ee chinna chinna vishayaale.",
        "Hadavidi ledu, gola ledu — oka manchi roju ante.",
        "Vastuvulu kaadu, gnapakalu pogu chestunnam.",
      ],
      description: ["Daily chinna kshanalanu aaswadinchadam gurinchi oka lifestyle post."],
      tags: ["telugulife"],
    },
    fashion: {
      headings: ["Ee roju look, ee roju mood", "Mana style, mana gurthimpu"],
      openers: ["Okka maata maatladakundane manamento cheppede style.", "Ee roju mood ki taggattu ready ayyam."],
      lines: [
        "Manchi dress, daanikante manchi confidence.",
        "Trends vastayi potayi, mana style eppatiki untundi.",
        "Simple dress, kaani vesukune teeru special.",
      ],
      description: ["Sonta style, confidence gurinchi oka fashion post."],
      tags: ["hyderabadfashion"],
    },
    food: {
      headings: ["Manchi bhojanam, manchi mood", "Premaga vaddinchindi"],
      openers: [
        "Manchi bhojaname manasuki best therapy.",
        "Ee roju mimmalni meeru treat chesukovadaniki ide saraina kaaranam.",
      ],
      lines: [
        "Prati muddalo oka chinna katha undi.",
        "Premaga chesindi, andaritho panchukuni tinadanike.",
        "Konni ruchulu achcham inti bhojanam la anipistayi.",
      ],
      description: ["Ruchi, trupti, panchukuni tine aanandam gurinchi oka food post."],
      tags: ["telugufood"],
    },
    travel: {
      headings: ["Kotta pradesam, kotta kathalu", "Prayana gnapakalu"],
      openers: [
        "Prati prayanam manasulo edo okati vadili veltundi.",
        "Podavaina daarine enchukondi, andamaina views akkade.",
      ],
      lines: [
        "Luggage takkuva, gnapakalu ekkuva.",
        "Best kathalanni edo oka prayanam tone modalavutayi.",
        "Ikkadiki akkadiki madhya ekkado manasuki prashantata dorikindi.",
      ],
      description: ["Kotta pradesalu chutti raavadam gurinchi oka travel post."],
      tags: ["prayanam"],
    },
    fitness: {
      headings: ["Roju konchem ekkuva balam", "Ee roju chemata, repati merupu"],
      openers: [
        "Motivation vastundi potundi, discipline maatram todu untundi.",
        "Inko rep, inko adugu, inka better meeru.",
      ],
      lines: [
        "Shareeram cheyagaladu, manasune oppinchali.",
        "Chinna chinna vijayaale pedda maarpu testayi.",
        "Kashtamaina rojullo kooda haajaru veyandi.",
      ],
      description: ["Nilakadaga kashtapadatam, munduku saagatam gurinchi oka fitness post."],
      tags: ["fittelugu"],
    },
    tech: {
      headings: ["Pani suluvu chese tech", "Setup goals"],
      openers: [
        "Saraina tools unte e panaina teligga anipistundi.",
        "Hadavidi lekunda pani poorti chesede manchi tech.",
      ],
      lines: [
        "Kashtam takkuva, telivi ekkuva.",
        "Neat setup, clear mind.",
        "Oka chinna upgrade rojanta maarcheyagaladu.",
      ],
      description: ["Panini, jeevitanni suluvu chese gadgets gurinchi oka tech post."],
      tags: ["techtelugu"],
    },
    beauty: {
      headings: ["Lopali nunchi merupu", "Self-care, eppudu"],
      openers: ["Self-care swartham kaadu, avasaram.", "Merupu alavatuto vastundi, filter to kaadu."],
      lines: [
        "Ee roju konchem samayam mee kosame ketayinchandi.",
        "Simple routine, happy skin.",
        "Mee skin lo meeru haayiga undatame asalaina andam.",
      ],
      description: ["Self-care, suluvaina beauty routine gurinchi oka beauty post."],
      tags: ["glowup"],
    },
  },
  tones: {
    friendly: {
      openers: ["Namaskaram friends!", "Hello friends!"],
      closers: [
        "Andariki boledanni positive vibes.",
        "Ee post mee rojunu inkonchem andanga maarustundani aashistunnam.",
      ],
    },
    witty: {
      openers: ["Breaking news:", "Kathalo twist:"],
      closers: ["Baadha zero, sarada vanda shaatam.", "Overthinking-a? Ee roju assalu ledu."],
    },
    inspiring: {
      openers: ["Ee roju okka vishayam gurtupettukondi:", "Chinna adugula meeda nammakam unchandi."],
      closers: [
        "Munduku saagandi — manchi rojulu inka raabotunnayi.",
        "Ekkadunnaro akkadi nunche modalupettandi; ade chaalu.",
      ],
    },
    professional: {
      openers: ["Neti pratyekam:", "Ee roju meetho deenni panchukuntunnam."],
      closers: [
        "Ee community lo bhaagamainanduku dhanyavaadaalu.",
        "Prati vaaram ilanti marinni posts kosam mammalni follow avvandi.",
      ],
    },
    festive: {
      openers: ["Celebration time vachesindi!", "Pandaga mood: on!"],
      closers: ["Ilanti santosha kshanalu malli malli raavali.", "Ee aanandam eppatiki konasaagali!"],
    },
  },
  cta: [
    "Ela undi? Comment lo cheppandi!",
    "Tarvata chudataniki save chesukondi.",
    "Idi chudalsina friend ni tag cheyandi.",
    "Idi nachutundanukune vaallatho share cheyandi.",
  ],
  languageTags: ["telugu"],
  ...sceneText({
    list: listLatn,
    people: (n) => (n === 1 ? "oka vyakthi" : `${n} mandi`),
    colours: (c) => `${c} rangulu`,
    light: { dark: "masaka veluturu", bright: "nindu veluturu" },
    shapes: { portrait: "Niluvu photo", landscape: "Addam photo", square: "Square photo" },
    sentence: (f) => `Photo lo: ${f}.`,
  }),
};
