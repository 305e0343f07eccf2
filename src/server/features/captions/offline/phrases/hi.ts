import type { PhraseBank } from "../types.ts";
import { joinWith, sceneText } from "./scene.ts";

const list = joinWith("और");

/** Hindi as creators write it on Instagram: everyday Hindi, common English loanwords in Devanagari. */
export const hi: PhraseBank = {
  language: "hindi",
  script: "native",
  objects: {
    cake: "केक",
    plate: "प्लेट",
    cup: "कप",
    bowl: "कटोरी",
    pizza: "पिज़्ज़ा",
    fruit: "फल",
    dog: "कुत्ता",
    cat: "बिल्ली",
    laptop: "लैपटॉप",
    phone: "फ़ोन",
    bicycle: "साइकिल",
    car: "कार",
    backpack: "बैकपैक",
    handbag: "हैंडबैग",
    suitcase: "सूटकेस",
    book: "किताब",
    plant: "पौधा",
    ball: "गेंद",
    bottle: "बोतल",
  },
  // Plural forms, as they stand before "रंग" / "रंगों".
  colours: {
    red: "लाल",
    orange: "नारंगी",
    yellow: "पीले",
    green: "हरे",
    blue: "नीले",
    purple: "बैंगनी",
    pink: "गुलाबी",
    brown: "भूरे",
    black: "काले",
    white: "सफ़ेद",
    grey: "स्लेटी",
  },
  list,
  objectLines: ["फ़्रेम में {objects} — और भला क्या चाहिए?", "आज की तस्वीर के सितारे: {objects}।"],
  colourLines: ["{colours} रंगों ने तो पूरी तस्वीर में जान डाल दी है।", "{colours} रंगों का ये मेल दिल को सुकून देता है।"],
  lightLines: {
    dark: ["हल्की रोशनी, गहरा मूड।", "धीमी रोशनी का अपना ही जादू है।"],
    bright: ["भरपूर रोशनी और उतनी ही पॉज़िटिव एनर्जी।", "चमकती रोशनी ने तस्वीर को और खिला दिया।"],
  },
  peopleLines: {
    one: ["एक व्यक्ति, एक फ़्रेम और ढेर सारा अंदाज़।", "फ़्रेम में बस एक व्यक्ति, और पूरी महफ़िल लूट ली।"],
    group: ["{count} लोग, एक फ़्रेम — यही तो असली मस्ती है।", "एक ही तस्वीर में {count} लोग, और बोरियत का नाम तक नहीं।"],
  },
  peopleWords: ["व्यक्ति", "लोग", "लोगों", "इंसान", "शख़्स"],
  fields: {
    lifestyle: {
      headings: ["बस यूँ ही, एक खूबसूरत दिन", "छोटे पल, बड़ी खुशियाँ", "सुकून भरा एक दिन"],
      openers: [
        "साधारण से दिन भी कभी-कभी सबसे ख़ास बन जाते हैं।",
        "कुछ दिन बस जी भरकर जीने के लिए होते हैं।",
        "रोज़मर्रा की ज़िंदगी में ही असली खुशी छुपी है।",
      ],
      lines: [
        "ज़िंदगी को खूबसूरत बनाती हैं यही छोटी-छोटी बातें।",
        "न कोई जल्दी, न कोई शोर — बस एक अच्छा दिन।",
        "चीज़ें नहीं, यादें इकट्ठा कर रहे हैं।",
      ],
      description: ["रोज़मर्रा के छोटे-छोटे पलों का मज़ा लेने के बारे में एक लाइफ़स्टाइल पोस्ट।"],
      tags: ["ज़िंदगी"],
    },
    fashion: {
      headings: ["आज का आउटफ़िट, पूरे हफ़्ते का मूड", "आज का लुक, आज का मूड", "स्टाइल अपना-अपना"],
      openers: [
        "वैसे तैयार होइए, जैसा दिन आप जीना चाहते हैं।",
        "स्टाइल वो है जो बिना कुछ कहे आपकी पहचान बता दे।",
        "आज तो मूड के हिसाब से तैयार हुए हैं।",
      ],
      lines: [
        "अच्छे कपड़े, उससे भी अच्छा कॉन्फ़िडेंस।",
        "ट्रेंड आते-जाते रहते हैं, अपना स्टाइल हमेशा रहता है।",
        "सिंपल चीज़ें, पर पहनने का अंदाज़ ख़ास।",
      ],
      description: ["अपने स्टाइल और आत्मविश्वास के बारे में एक फ़ैशन पोस्ट।"],
      tags: ["फ़ैशन"],
    },
    food: {
      headings: ["दिल से बना, दिल तक पहुँचा", "अच्छा खाना, अच्छा मूड", "प्यार से परोसा गया"],
      openers: [
        "सभी फ़ूडीज़ ध्यान दें — ये क्रेविंग बिल्कुल जायज़ है।",
        "अच्छा खाना किसी थेरेपी से कम नहीं।",
        "आज खुद को ट्रीट देने का पूरा बहाना है।",
      ],
      lines: ["हर निवाले में एक छोटी-सी कहानी है।", "प्यार से बना है, अपनों के साथ बाँटकर खाइए।", "कुछ स्वाद बिल्कुल घर जैसे लगते हैं।"],
      description: ["स्वाद, सुकून और मिल-बाँटकर खाने के मज़े की एक फ़ूड पोस्ट।"],
      tags: ["खाना"],
    },
    travel: {
      headings: ["घूमो, जियो, फिर घूमो", "नई जगह, नई कहानियाँ", "सफ़र की यादें"],
      openers: [
        "कुछ जगहें लौटने के बाद भी दिल में बसी रहती हैं।",
        "हर सफ़र दिल में कुछ न कुछ छोड़ जाता है।",
        "लंबा रास्ता चुनिए, सबसे अच्छे नज़ारे वहीं मिलते हैं।",
      ],
      lines: [
        "सामान कम, यादें ज़्यादा।",
        "सबसे अच्छी कहानियाँ किसी सफ़र से ही शुरू होती हैं।",
        "यहाँ और वहाँ के बीच कहीं, मन को सुकून मिल गया।",
      ],
      description: ["नई जगहें देखने और सफ़र के मज़े के बारे में एक ट्रैवल पोस्ट।"],
      tags: ["घुमक्कड़ी"],
    },
    fitness: {
      headings: ["एक वर्कआउट, एक कदम आगे", "हर दिन थोड़ा और मज़बूत", "आज का पसीना, कल की चमक"],
      openers: [
        "ताकत एक दिन में नहीं, रोज़ थोड़ा-थोड़ा बनती है।",
        "मोटिवेशन आता-जाता है, अनुशासन साथ निभाता है।",
        "एक और रेप, एक और कदम, खुद का बेहतर रूप।",
      ],
      lines: [
        "शरीर तो कर लेगा, बस मन को मनाना है।",
        "छोटी-छोटी जीत ही बड़ा बदलाव लाती है।",
        "मुश्किल दिनों में भी हाज़िरी लगाइए।",
      ],
      description: ["लगातार मेहनत और धीरे-धीरे आगे बढ़ने के बारे में एक फ़िटनेस पोस्ट।"],
      tags: ["फ़िटनेस"],
    },
    tech: {
      headings: ["रोज़मर्रा का स्मार्ट अपग्रेड", "काम आसान करने वाली टेक", "सेटअप गोल्स"],
      openers: ["छोटे अपग्रेड, बड़ा फ़र्क।", "सही टूल हों तो हर काम हल्का लगता है।", "अच्छी टेक वही है जो बिना शोर किए काम कर दे।"],
      lines: ["मेहनत कम, समझदारी ज़्यादा।", "साफ़ सेटअप, साफ़ दिमाग़।", "एक छोटा-सा अपग्रेड पूरा दिन बदल सकता है।"],
      description: ["काम और ज़िंदगी आसान बनाने वाले गैजेट्स के बारे में एक टेक पोस्ट।"],
      tags: ["टेक"],
    },
    beauty: {
      headings: ["ग्लो मोड: ऑन", "अंदर से निखार", "सेल्फ़-केयर, हमेशा"],
      openers: [
        "थोड़ी-सी सेल्फ़-केयर भी बहुत दूर तक साथ देती है।",
        "सेल्फ़-केयर ख़ुदगर्ज़ी नहीं, ज़रूरत है।",
        "निखार आदत से आता है, फ़िल्टर से नहीं।",
      ],
      lines: [
        "आज थोड़ा वक़्त सिर्फ़ अपने लिए निकालिए।",
        "सिंपल रूटीन, खुश स्किन।",
        "अपनी त्वचा में सहज महसूस करना ही असली ख़ूबसूरती है।",
      ],
      description: ["सेल्फ़-केयर और आसान ब्यूटी रूटीन के बारे में एक ब्यूटी पोस्ट।"],
      tags: ["ख़ूबसूरती"],
    },
  },
  tones: {
    friendly: {
      openers: ["सभी को नमस्कार!", "नमस्ते दोस्तों!", "हैलो दोस्तों!"],
      closers: [
        "आप सबका दिन शानदार हो।",
        "आप सबको ढेर सारी पॉज़िटिव वाइब्स।",
        "उम्मीद है ये पोस्ट आपका दिन थोड़ा और अच्छा बना दे।",
      ],
    },
    witty: {
      openers: ["मज़ेदार बात ये है:", "ब्रेकिंग न्यूज़:", "कहानी में ट्विस्ट:"],
      closers: ["रोज़ की अच्छी वाइब्स की डोज़ — हाज़िर है।", "पछतावा ज़ीरो, मज़ा सौ टका।", "ज़्यादा सोचना? आज तो बिल्कुल नहीं।"],
    },
    inspiring: {
      openers: ["आज की छोटी-सी याद:", "आज के लिए एक बात याद रखिए:", "छोटे कदमों पर भरोसा रखिए।"],
      closers: [
        "छोटे कदम भी आगे ही ले जाते हैं।",
        "चलते रहिए — सबसे अच्छे दिन अभी आने बाकी हैं।",
        "जहाँ हैं, वहीं से शुरू कीजिए; इतना काफ़ी है।",
      ],
    },
    professional: {
      openers: ["हमारे पेज पर नया:", "आज की ख़ास पेशकश:", "आज हम आपके साथ यह साझा कर रहे हैं।"],
      closers: [
        "आपकी राय का हमें इंतज़ार रहेगा।",
        "इस कम्युनिटी का हिस्सा बनने के लिए शुक्रिया।",
        "हर हफ़्ते ऐसी और पोस्ट के लिए हमें फ़ॉलो करें।",
      ],
    },
    festive: {
      openers: ["चलिए, जश्न मनाएँ!", "जश्न का वक़्त आ गया!", "सेलिब्रेशन मोड: ऑन!"],
      closers: ["आपको ढेरों खुशियाँ और मुस्कुराने की ढेरों वजहें मिलें।", "जश्न के बहाने यूँ ही मिलते रहें।", "खुशियों का ये सिलसिला चलता रहे!"],
    },
  },
  cta: [
    "आपको कैसा लगा? कमेंट में ज़रूर बताइए!",
    "बाद के लिए सेव कर लीजिए।",
    "उस दोस्त को टैग कीजिए जिसे ये ज़रूर देखना चाहिए।",
    "जिसे ये पसंद आएगा, उसके साथ शेयर कीजिए।",
  ],
  languageTags: ["हिंदी"],
  ...sceneText({
    list,
    people: (n) => (n === 1 ? "एक व्यक्ति" : `${n} लोग`),
    colours: (c) => `${c} रंग`,
    light: { dark: "हल्की रोशनी", bright: "तेज़ रोशनी" },
    shapes: { portrait: "खड़ी तस्वीर", landscape: "चौड़ी तस्वीर", square: "चौकोर तस्वीर" },
    sentence: (f) => `तस्वीर में: ${f}।`,
  }),
};

const listLatn = joinWith("aur");

/** Hinglish: Hindi in Latin letters the way creators type it, English words left as they are. */
export const hiLatn: PhraseBank = {
  language: "hindi",
  script: "latin",
  objects: {
    cake: "cake",
    plate: "plate",
    cup: "cup",
    bowl: "katori",
    pizza: "pizza",
    fruit: "phal",
    dog: "kutta",
    cat: "billi",
    laptop: "laptop",
    phone: "phone",
    bicycle: "cycle",
    car: "car",
    backpack: "backpack",
    handbag: "handbag",
    suitcase: "suitcase",
    book: "kitaab",
    plant: "paudha",
    ball: "ball",
    bottle: "bottle",
  },
  colours: {
    red: "laal",
    orange: "naarangi",
    yellow: "peele",
    green: "hare",
    blue: "neele",
    purple: "baingani",
    pink: "gulabi",
    brown: "bhoore",
    black: "kaale",
    white: "safed",
    grey: "slate",
  },
  list: listLatn,
  objectLines: ["Frame mein {objects} — aur bhala kya chahiye?", "Aaj ki photo ke stars: {objects}."],
  colourLines: [
    "{colours} rangon ne toh poori photo mein jaan daal di hai.",
    "{colours} rangon ka yeh combo dil ko sukoon deta hai.",
  ],
  lightLines: {
    dark: ["Halki roshni, gehra mood.", "Dheemi roshni ka apna hi jaadu hai."],
    bright: ["Bharpoor roshni aur utni hi positive energy.", "Chamakti roshni ne photo ko aur khila diya."],
  },
  peopleLines: {
    one: ["Ek insaan, ek frame aur dher saara andaaz.", "Frame mein bas ek insaan, aur poori mehfil loot li."],
    group: [
      "{count} log, ek frame — yahi toh asli masti hai.",
      "Ek hi photo mein {count} log, aur boriyat ka naam tak nahi.",
    ],
  },
  peopleWords: ["insaan", "log", "logon", "vyakti", "person", "people"],
  fields: {
    lifestyle: {
      headings: ["Chhote pal, badi khushiyan", "Sukoon bhara ek din"],
      openers: [
        "Kuch din bas jee bharke jeene ke liye hote hain.",
        "Rozmarra ki zindagi mein hi asli khushi chhupi hai.",
      ],
      lines: [
        "Zindagi ko khoobsurat banati hain yahi chhoti-chhoti baatein.",
        "Na koi jaldi, na koi shor — bas ek achha din.",
        "Cheezein nahi, yaadein collect kar rahe hain.",
      ],
      description: ["Rozmarra ke chhote-chhote palon ka mazaa lene ke baare mein ek lifestyle post."],
      tags: ["zindagi"],
    },
    fashion: {
      headings: ["Aaj ka look, aaj ka mood", "Style apna-apna"],
      openers: ["Style woh hai jo bina kuch kahe aapki pehchaan bata de.", "Aaj toh mood ke hisaab se ready hue hain."],
      lines: [
        "Achhe kapde, usse bhi achha confidence.",
        "Trends aate-jaate rehte hain, apna style hamesha rehta hai.",
        "Simple cheezein, par pehenne ka andaaz khaas.",
      ],
      description: ["Apne style aur confidence ke baare mein ek fashion post."],
      tags: ["desifashion"],
    },
    food: {
      headings: ["Achha khana, achha mood", "Pyaar se parosa gaya"],
      openers: ["Achha khana kisi therapy se kam nahi.", "Aaj khud ko treat dene ka poora bahaana hai."],
      lines: [
        "Har nivaale mein ek chhoti-si kahani hai.",
        "Pyaar se bana hai, apnon ke saath baant kar khaiye.",
        "Kuch swaad bilkul ghar jaise lagte hain.",
      ],
      description: ["Swaad, sukoon aur mil-baant kar khaane ke maze ki ek food post."],
      tags: ["khana"],
    },
    travel: {
      headings: ["Nayi jagah, nayi kahaniyan", "Safar ki yaadein"],
      openers: [
        "Har safar dil mein kuch na kuch chhod jaata hai.",
        "Lamba raasta chuniye, sabse achhe nazaare wahin milte hain.",
      ],
      lines: [
        "Saamaan kam, yaadein zyada.",
        "Sabse achhi kahaniyan kisi safar se hi shuru hoti hain.",
        "Yahan aur wahan ke beech kahin, mann ko sukoon mil gaya.",
      ],
      description: ["Nayi jagah dekhne aur safar ke maze ke baare mein ek travel post."],
      tags: ["ghumakkad"],
    },
    fitness: {
      headings: ["Har din thoda aur mazboot", "Aaj ka paseena, kal ki chamak"],
      openers: [
        "Motivation aata-jaata hai, discipline saath nibhata hai.",
        "Ek aur rep, ek aur kadam, khud ka better version.",
      ],
      lines: [
        "Body toh kar legi, bas mann ko manana hai.",
        "Chhoti-chhoti jeet hi bada badlaav laati hai.",
        "Mushkil dinon mein bhi haazri lagaiye.",
      ],
      description: ["Lagataar mehnat aur dheere-dheere aage badhne ke baare mein ek fitness post."],
      tags: ["fitnessmotivation"],
    },
    tech: {
      headings: ["Kaam aasaan karne wali tech", "Setup goals"],
      openers: ["Sahi tools hon toh har kaam halka lagta hai.", "Achhi tech wahi hai jo bina shor kiye kaam kar de."],
      lines: [
        "Mehnat kam, samajhdaari zyada.",
        "Saaf setup, saaf dimaag.",
        "Ek chhota-sa upgrade poora din badal sakta hai.",
      ],
      description: ["Kaam aur zindagi aasaan banane wale gadgets ke baare mein ek tech post."],
      tags: ["techtalk"],
    },
    beauty: {
      headings: ["Andar se nikhaar", "Self-care, hamesha"],
      openers: ["Self-care khudgarzi nahi, zaroorat hai.", "Nikhaar aadat se aata hai, filter se nahi."],
      lines: [
        "Aaj thoda waqt sirf apne liye nikaaliye.",
        "Simple routine, khush skin.",
        "Apni skin mein comfortable feel karna hi asli khoobsurati hai.",
      ],
      description: ["Self-care aur aasaan beauty routine ke baare mein ek beauty post."],
      tags: ["glowup"],
    },
  },
  tones: {
    friendly: {
      openers: ["Namaste dosto!", "Hello dosto!"],
      closers: ["Aap sabko dher saari positive vibes.", "Umeed hai yeh post aapka din thoda aur achha bana de."],
    },
    witty: {
      openers: ["Breaking news:", "Kahani mein twist:"],
      closers: ["Pachhtava zero, mazaa sau taka.", "Overthinking? Aaj toh bilkul nahi."],
    },
    inspiring: {
      openers: ["Aaj ke liye ek baat yaad rakhiye:", "Chhote kadmon par bharosa rakhiye."],
      closers: [
        "Chalte rahiye — sabse achhe din abhi aane baaki hain.",
        "Jahan hain, wahin se shuru kijiye; itna kaafi hai.",
      ],
    },
    professional: {
      openers: ["Aaj ki khaas pesh-kash:", "Aaj hum aapke saath yeh share kar rahe hain."],
      closers: [
        "Is community ka hissa banne ke liye shukriya.",
        "Har hafte aisi aur posts ke liye humein follow karein.",
      ],
    },
    festive: {
      openers: ["Jashn ka waqt aa gaya!", "Celebration mode: on!"],
      closers: ["Jashn ke bahaane yunhi milte rahein.", "Khushiyon ka yeh silsila chalta rahe!"],
    },
  },
  cta: [
    "Aapko kaisa laga? Comment mein zaroor bataiye!",
    "Baad ke liye save kar lijiye.",
    "Us dost ko tag kijiye jise yeh zaroor dekhna chahiye.",
    "Jise yeh pasand aayega, uske saath share kijiye.",
  ],
  languageTags: ["Hinglish"],
  ...sceneText({
    list: listLatn,
    people: (n) => (n === 1 ? "ek insaan" : `${n} log`),
    colours: (c) => `${c} rang`,
    light: { dark: "halki roshni", bright: "tez roshni" },
    shapes: { portrait: "Khadi photo", landscape: "Chaudi photo", square: "Square photo" },
    sentence: (f) => `Photo mein: ${f}.`,
  }),
};
