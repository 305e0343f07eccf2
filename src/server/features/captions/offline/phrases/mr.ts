import type { PhraseBank } from "../types.ts";
import { joinWith, sceneText } from "./scene.ts";

const list = joinWith("आणि");

/** Marathi as creators write it: everyday spoken Marathi (बनवलंय, वाटतं), English loanwords in Devanagari. */
export const mr: PhraseBank = {
  language: "marathi",
  script: "native",
  objects: {
    cake: "केक",
    plate: "प्लेट",
    cup: "कप",
    bowl: "वाटी",
    pizza: "पिझ्झा",
    fruit: "फळं",
    dog: "कुत्रा",
    cat: "मांजर",
    laptop: "लॅपटॉप",
    phone: "फोन",
    bicycle: "सायकल",
    car: "गाडी",
    backpack: "बॅकपॅक",
    handbag: "हँडबॅग",
    suitcase: "सूटकेस",
    book: "पुस्तक",
    plant: "रोपटं",
    ball: "चेंडू",
    bottle: "बाटली",
  },
  // Plural forms, as they stand before "रंग" / "रंगांनी".
  colours: {
    red: "लाल",
    orange: "केशरी",
    yellow: "पिवळे",
    green: "हिरवे",
    blue: "निळे",
    purple: "जांभळे",
    pink: "गुलाबी",
    brown: "तपकिरी",
    black: "काळे",
    white: "पांढरे",
    grey: "राखाडी",
  },
  list,
  objectLines: ["फ्रेममध्ये {objects} — अजून काय हवं?", "आजच्या फोटोचे स्टार: {objects}."],
  colourLines: ["{colours} रंगांनी तर फोटोत जीव ओतलाय.", "{colours} रंगांची ही जोडी मनाला सुखावते."],
  lightLines: {
    dark: ["मंद प्रकाश, खास मूड.", "मंद उजेडाची जादूच वेगळी."],
    bright: ["भरपूर उजेड आणि तितकीच पॉझिटिव्ह एनर्जी.", "लख्ख प्रकाशाने फोटो अजूनच खुललाय."],
  },
  peopleLines: {
    one: ["एक व्यक्ती, एक फ्रेम आणि भरपूर स्टाइल.", "फ्रेममध्ये एकच व्यक्ती, पण सगळी लाइमलाइट तिथेच."],
    group: ["{count} जण, एक फ्रेम — हीच खरी मजा!", "एकाच फोटोत {count} जण, आणि कंटाळा औषधालाही नाही."],
  },
  peopleWords: ["व्यक्ती", "जण", "लोक", "माणूस", "माणसं"],
  fields: {
    lifestyle: {
      headings: ["साधा दिवस, सुंदर दिवस", "छोटे क्षण, मोठा आनंद", "एक निवांत दिवस"],
      openers: [
        "साधे दिवसही कधी कधी सगळ्यात खास ठरतात.",
        "काही दिवस फक्त मनसोक्त जगण्यासाठी असतात.",
        "रोजच्या आयुष्यातच खरा आनंद दडलेला असतो.",
      ],
      lines: [
        "आयुष्य सुंदर बनवतात त्या याच छोट्या छोट्या गोष्टी.",
        "ना घाई, ना गोंगाट — फक्त एक छान दिवस.",
        "वस्तू नाही, आठवणी जमवतोय.",
      ],
      description: ["रोजच्या छोट्या क्षणांचा आनंद घेण्याबद्दलची एक लाइफस्टाइल पोस्ट."],
      tags: ["आयुष्य"],
    },
    fashion: {
      headings: ["आजचा आउटफिट, आठवडाभराचा मूड", "आजचा लूक, आजचा मूड", "आपली स्टाइल, आपला रुबाब"],
      openers: ["जसा दिवस जगायचाय, तसंच तयार व्हा.", "स्टाइल म्हणजे न बोलता आपली ओळख सांगणं.", "आज मूडनुसार तयार झालोय."],
      lines: ["छान कपडे, त्याहून छान आत्मविश्वास.", "ट्रेंड येतात-जातात, आपली स्टाइल कायम राहते.", "साधे कपडे, पण घालण्याची ढब खास."],
      description: ["स्वतःची स्टाइल आणि आत्मविश्वास यांबद्दलची एक फॅशन पोस्ट."],
      tags: ["फॅशन"],
    },
    food: {
      headings: ["मनापासून बनवलेलं, मनापर्यंत पोहोचलेलं", "चांगलं जेवण, चांगला मूड", "प्रेमाने वाढलेलं"],
      openers: [
        "सगळ्या खवय्यांनो, लक्ष द्या — ही क्रेव्हिंग अगदी योग्य आहे.",
        "चांगलं जेवण म्हणजे मनाची थेरपीच.",
        "आज स्वतःला ट्रीट द्यायला हे कारण पुरेसं आहे.",
      ],
      lines: [
        "प्रत्येक घासात एक छोटीशी गोष्ट दडलेली आहे.",
        "प्रेमाने बनवलंय, सगळ्यांसोबत वाटून खायचं.",
        "काही चवी अगदी घरच्यासारख्या वाटतात.",
      ],
      description: ["चव, समाधान आणि वाटून खाण्याचा आनंद सांगणारी एक फूड पोस्ट."],
      tags: ["खवय्ये"],
    },
    travel: {
      headings: ["फिरा, जगा, पुन्हा फिरा", "नवी जागा, नव्या गोष्टी", "प्रवासाच्या आठवणी"],
      openers: [
        "काही ठिकाणं परत आल्यावरही मनात घर करून राहतात.",
        "प्रत्येक प्रवास मनात काहीतरी ठेवून जातो.",
        "लांबचा रस्ता निवडा, सगळ्यात सुंदर नजारे तिथेच दिसतात.",
      ],
      lines: [
        "सामान कमी, आठवणी जास्त.",
        "सगळ्यात छान गोष्टी प्रवासातूनच सुरू होतात.",
        "इथे आणि तिथे यांच्यामध्ये कुठेतरी मनाला शांतता मिळाली.",
      ],
      description: ["नवीन ठिकाणं फिरण्याच्या आणि प्रवासाच्या मजेबद्दलची एक ट्रॅव्हल पोस्ट."],
      tags: ["भटकंती"],
    },
    fitness: {
      headings: ["एक वर्कआउट, एक पाऊल पुढे", "रोज थोडं अधिक मजबूत", "आजचा घाम, उद्याची चमक"],
      openers: [
        "ताकद एका दिवसात नाही, रोज थोडी थोडी कमावली जाते.",
        "मोटिवेशन येतं-जातं, शिस्त कायम साथ देते.",
        "अजून एक रेप, अजून एक पाऊल, स्वतःचं अजून चांगलं रूप.",
      ],
      lines: ["शरीर करेलच, फक्त मनाला पटवायचंय.", "छोटे छोटे विजयच मोठा बदल घडवतात.", "कठीण दिवसांतही हजेरी लावा."],
      description: ["सातत्य आणि हळूहळू होणाऱ्या प्रगतीबद्दलची एक फिटनेस पोस्ट."],
      tags: ["फिटनेस"],
    },
    tech: {
      headings: ["रोजच्या आयुष्याचं स्मार्ट अपग्रेड", "काम सोपं करणारी टेक", "सेटअप गोल्स"],
      openers: [
        "छोटे अपग्रेड, मोठा फरक.",
        "योग्य साधनं हाताशी असली तर प्रत्येक काम हलकं वाटतं.",
        "चांगली टेक तीच, जी गाजावाजा न करता काम करते.",
      ],
      lines: ["मेहनत कमी, हुशारी जास्त.", "नीटनेटका सेटअप, शांत डोकं.", "एक छोटंसं अपग्रेड पूर्ण दिवस बदलू शकतं."],
      description: ["काम आणि आयुष्य सोपं करणाऱ्या गॅजेट्सबद्दलची एक टेक पोस्ट."],
      tags: ["टेक"],
    },
    beauty: {
      headings: ["ग्लो मोड: ऑन", "आतून खुलणारं सौंदर्य", "सेल्फ-केअर, नेहमीच"],
      openers: [
        "थोडीशी सेल्फ-केअरसुद्धा खूप फरक पाडते.",
        "सेल्फ-केअर म्हणजे स्वार्थ नाही, ती गरज आहे.",
        "तेज सवयीतून येतं, फिल्टरमधून नाही.",
      ],
      lines: ["आज थोडा वेळ फक्त स्वतःसाठी काढा.", "साधं रूटीन, आनंदी त्वचा.", "स्वतःच्या त्वचेत छान वाटणं हेच खरं सौंदर्य."],
      description: ["सेल्फ-केअर आणि सोप्या ब्युटी रूटीनबद्दलची एक ब्युटी पोस्ट."],
      tags: ["सौंदर्य"],
    },
  },
  tones: {
    friendly: {
      openers: ["सगळ्यांना नमस्कार!", "नमस्कार मंडळी!", "हॅलो मित्रांनो!"],
      closers: [
        "तुमचा दिवस मस्त जावो.",
        "तुम्हा सगळ्यांना भरपूर पॉझिटिव्ह व्हाइब्स.",
        "ही पोस्ट तुमचा दिवस थोडा अजून छान करेल, अशी आशा आहे.",
      ],
    },
    witty: {
      openers: ["गंमत अशी की:", "ब्रेकिंग न्यूज:", "गोष्टीत ट्विस्ट:"],
      closers: [
        "रोजच्या पॉझिटिव्ह व्हाइब्सचा डोस — हजर आहे.",
        "पश्चात्ताप शून्य, मजा शंभर टक्के.",
        "जास्त विचार? आज तर अजिबात नाही.",
      ],
    },
    inspiring: {
      openers: ["आजची छोटीशी आठवण:", "आजसाठी एक गोष्ट लक्षात ठेवा:", "छोट्या पावलांवर विश्वास ठेवा."],
      closers: [
        "छोटी पावलंसुद्धा पुढेच नेतात.",
        "चालत राहा — सगळ्यात चांगले दिवस अजून यायचे आहेत.",
        "जिथे आहात, तिथूनच सुरुवात करा; तेवढं पुरेसं आहे.",
      ],
    },
    professional: {
      openers: ["आमच्या पेजवर नवीन:", "आजचं खास आकर्षण:", "आज आम्ही तुमच्यासोबत हे शेअर करत आहोत."],
      closers: [
        "तुमच्या प्रतिक्रियेची आम्ही वाट पाहतोय.",
        "या कम्युनिटीचा भाग असल्याबद्दल धन्यवाद.",
        "दर आठवड्याला अशाच पोस्टसाठी आम्हाला फॉलो करा.",
      ],
    },
    festive: {
      openers: ["चला, सेलिब्रेट करूया!", "सेलिब्रेशनची वेळ झाली!", "उत्सवाचा मूड: ऑन!"],
      closers: ["तुम्हाला भरभरून आनंद आणि हसण्याची खूप कारणं मिळोत.", "आनंदाचे असे क्षण वारंवार येवोत.", "चला, आनंद साजरा करूया!"],
    },
  },
  cta: [
    "तुम्हाला कसं वाटलं? कमेंटमध्ये नक्की सांगा!",
    "नंतरसाठी सेव्ह करून ठेवा.",
    "ज्याला हे नक्की बघायला हवं, त्या मित्राला टॅग करा.",
    "ज्याला हे आवडेल, त्याच्यासोबत शेअर करा.",
  ],
  languageTags: ["मराठी"],
  ...sceneText({
    list,
    people: (n) => (n === 1 ? "एक व्यक्ती" : `${n} जण`),
    colours: (c) => `${c} रंग`,
    light: { dark: "मंद प्रकाश", bright: "लख्ख प्रकाश" },
    shapes: { portrait: "उभा फोटो", landscape: "आडवा फोटो", square: "चौकोनी फोटो" },
    sentence: (f) => `फोटोमध्ये: ${f}.`,
  }),
};

const listLatn = joinWith("ani");

/** Marathi in Latin letters as creators type it ("Namaskar mandali"), English words left as they are. */
export const mrLatn: PhraseBank = {
  language: "marathi",
  script: "latin",
  objects: {
    cake: "cake",
    plate: "plate",
    cup: "cup",
    bowl: "vaati",
    pizza: "pizza",
    fruit: "phala",
    dog: "kutra",
    cat: "manjar",
    laptop: "laptop",
    phone: "phone",
    bicycle: "cycle",
    car: "gaadi",
    backpack: "backpack",
    handbag: "handbag",
    suitcase: "suitcase",
    book: "pustak",
    plant: "ropta",
    ball: "chendu",
    bottle: "baatli",
  },
  colours: {
    red: "laal",
    orange: "keshari",
    yellow: "pivle",
    green: "hirve",
    blue: "nile",
    purple: "jambhle",
    pink: "gulabi",
    brown: "tapkiri",
    black: "kaale",
    white: "pandhre",
    grey: "rakhadi",
  },
  list: listLatn,
  objectLines: ["Frame madhye {objects} — ajun kaay hava?", "Aajchya photo che stars: {objects}."],
  colourLines: ["{colours} rangani tar photo madhye jeev otlay.", "{colours} rangachi hi jodi manala sukhavte."],
  lightLines: {
    dark: ["Mand prakash, khaas mood.", "Mand ujedachi jaadu ch vegli."],
    bright: ["Bharpoor ujed ani titkich positive energy.", "Lakhkha prakashane photo ajunach khullay."],
  },
  peopleLines: {
    one: ["Ek vyakti, ek frame ani bharpoor style.", "Frame madhye ekach vyakti, pan sagli limelight tithech."],
    group: [
      "{count} jan, ek frame — hich khari maja!",
      "Ekach photo madhye {count} jan, ani kantala aushadhalahi nahi.",
    ],
  },
  peopleWords: ["vyakti", "jan", "lok", "manus", "person", "people"],
  fields: {
    lifestyle: {
      headings: ["Chhote kshan, motha aanand", "Ek nivant divas"],
      openers: ["Kahi divas fakt manasokt jagnyasathi astat.", "Rojchya aayushyatach khara aanand dadlela asto."],
      lines: [
        "Aayushya sundar banavtat tya yach chhotya chhotya goshti.",
        "Na ghai, na gongaat — fakt ek chhan divas.",
        "Vastu nahi, aathvani jamavtoy.",
      ],
      description: ["Rojchya chhotya kshananchaa aanand ghenyabaddal ek lifestyle post."],
      tags: ["marathiblogger"],
    },
    fashion: {
      headings: ["Aajcha look, aajcha mood", "Aapli style, aapla rubaab"],
      openers: ["Style mhanje na bolta aapli olakh sangna.", "Aaj mood nusar tayar zaloy."],
      lines: [
        "Chhan kapde, tyahun chhan confidence.",
        "Trend yetat-jatat, aapli style kayam rahte.",
        "Saadhe kapde, pan ghalnyachi dhab khaas.",
      ],
      description: ["Swatahchi style ani confidence yabaddal ek fashion post."],
      tags: ["marathistyle"],
    },
    food: {
      headings: ["Changla jevan, changla mood", "Premane vadhlela"],
      openers: ["Changla jevan mhanje manachi therapy ch.", "Aaj swatahla treat dyayla he karan puresa aahe."],
      lines: [
        "Pratyek ghasat ek chhotishi goshta dadleli aahe.",
        "Premane banavlay, saglyansobat vaatun khaycha.",
        "Kahi chavi agdi gharchya sarkhya vaattat.",
      ],
      description: ["Chav, samadhan ani vaatun khanyacha aanand sangnari ek food post."],
      tags: ["khavayye"],
    },
    travel: {
      headings: ["Navi jaaga, navya goshti", "Pravasachya aathvani"],
      openers: [
        "Pratyek pravas manat kahitari thevun jato.",
        "Lambcha rasta nivda, saglyat sundar najare tithech distat.",
      ],
      lines: [
        "Saamaan kami, aathvani jaast.",
        "Saglyat chhan goshti pravasatunach suru hotat.",
        "Ithe ani tithe yanchyamadhye kuthetari manala shantata milali.",
      ],
      description: ["Navin thikana phirnyachya ani pravasachya majebaddal ek travel post."],
      tags: ["bhatkanti"],
    },
    fitness: {
      headings: ["Roj thoda adhik majboot", "Aajcha gham, udyachi chamak"],
      openers: [
        "Motivation yeta-jata, shista kayam saath dete.",
        "Ajun ek rep, ajun ek paaul, swatahcha ajun changla roop.",
      ],
      lines: [
        "Sharir karelach, fakt manala patvaychay.",
        "Chhote chhote vijaych motha badal ghadavtat.",
        "Kathin divsanthi hajeri lava.",
      ],
      description: ["Satatya ani haluhalu honarya pragatibaddal ek fitness post."],
      tags: ["fitmarathi"],
    },
    tech: {
      headings: ["Kaam sopa karnari tech", "Setup goals"],
      openers: [
        "Yogya sadhana hatashi asli tar pratyek kaam halka vaatta.",
        "Changli tech tich, ji gajavaja na karta kaam karte.",
      ],
      lines: [
        "Mehnat kami, hushari jaast.",
        "Neetnetka setup, shaant doka.",
        "Ek chhotasa upgrade poorna divas badlu shakta.",
      ],
      description: ["Kaam ani aayushya sopa karnarya gadgetsbaddal ek tech post."],
      tags: ["techmarathi"],
    },
    beauty: {
      headings: ["Aatun khulnara saundarya", "Self-care, nehmich"],
      openers: ["Self-care mhanje swarth nahi, ti garaj aahe.", "Tej savayitun yeta, filter madhun nahi."],
      lines: [
        "Aaj thoda vel fakt swatahsathi kadha.",
        "Saadha routine, aanandi skin.",
        "Swatahchya skin madhye chhan vaatna hech khara saundarya.",
      ],
      description: ["Self-care ani sopya beauty routinebaddal ek beauty post."],
      tags: ["saundarya"],
    },
  },
  tones: {
    friendly: {
      openers: ["Namaskar mandali!", "Hello mitranno!"],
      closers: [
        "Tumha saglyanna bharpoor positive vibes.",
        "Hi post tumcha divas thoda ajun chhan karel, ashi aasha aahe.",
      ],
    },
    witty: {
      openers: ["Breaking news:", "Goshtit twist:"],
      closers: ["Pashchattap shunya, maja shambhar takke.", "Jaast vichar? Aaj tar ajibat nahi."],
    },
    inspiring: {
      openers: ["Aajsathi ek goshta lakshat theva:", "Chhotya paavlanvar vishwas theva."],
      closers: [
        "Chalat raha — saglyat changle divas ajun yaayche aahet.",
        "Jithe aahat, tithunach suruvat kara; tevdha puresa aahe.",
      ],
    },
    professional: {
      openers: ["Aajcha khaas aakarshan:", "Aaj aamhi tumchyasobat he share karat aahot."],
      closers: [
        "Ya community cha bhag aslyabaddal dhanyavaad.",
        "Dar aathvadyala ashach posts sathi aamhala follow kara.",
      ],
    },
    festive: {
      openers: ["Celebration chi vel zali!", "Utsavacha mood: on!"],
      closers: ["Aanandache ase kshan vaaramvaar yevot.", "Chala, aanand saajra karuya!"],
    },
  },
  cta: [
    "Tumhala kasa vaatla? Comment madhye nakki sanga!",
    "Nantarsathi save karun theva.",
    "Jyala he nakki baghayla hava, tya mitrala tag kara.",
    "Jyala he aavdel, tyachyasobat share kara.",
  ],
  languageTags: ["marathi"],
  ...sceneText({
    list: listLatn,
    people: (n) => (n === 1 ? "ek vyakti" : `${n} jan`),
    colours: (c) => `${c} rang`,
    light: { dark: "mand prakash", bright: "lakhkha prakash" },
    shapes: { portrait: "Ubha photo", landscape: "Aadva photo", square: "Chaukoni photo" },
    sentence: (f) => `Photo madhye: ${f}.`,
  }),
};
