import type { PhraseBank } from "../types.ts";
import { joinWith, sceneText } from "./scene.ts";

const list = joinWith("اور", "، ");

/** Urdu as creators write it: everyday Urdu in Nastaliq-friendly Arabic script, Urdu letters (ے ہ ں ٹ) throughout. */
export const ur: PhraseBank = {
  language: "urdu",
  script: "native",
  objects: {
    cake: "کیک",
    plate: "پلیٹ",
    cup: "کپ",
    bowl: "پیالہ",
    pizza: "پیزا",
    fruit: "پھل",
    dog: "کتا",
    cat: "بلی",
    laptop: "لیپ ٹاپ",
    phone: "فون",
    bicycle: "سائیکل",
    car: "گاڑی",
    backpack: "بیک پیک",
    handbag: "ہینڈ بیگ",
    suitcase: "سوٹ کیس",
    book: "کتاب",
    plant: "پودا",
    ball: "گیند",
    bottle: "بوتل",
  },
  // Plural forms, as they stand before "رنگ" / "رنگوں".
  colours: {
    red: "سرخ",
    orange: "نارنجی",
    yellow: "پیلے",
    green: "سبز",
    blue: "نیلے",
    purple: "جامنی",
    pink: "گلابی",
    brown: "بھورے",
    black: "کالے",
    white: "سفید",
    grey: "سرمئی",
  },
  list,
  objectLines: ["فریم میں {objects} — اور بھلا کیا چاہیے؟", "آج کی تصویر کے ستارے: {objects}۔"],
  colourLines: ["{colours} رنگوں نے تو پوری تصویر میں جان ڈال دی ہے۔", "{colours} رنگوں کا یہ میل دل کو سکون دیتا ہے۔"],
  lightLines: {
    dark: ["مدھم روشنی، گہرا موڈ۔", "ہلکی روشنی کا اپنا ہی جادو ہے۔"],
    bright: ["بھرپور روشنی اور اتنی ہی مثبت توانائی۔", "چمکتی روشنی نے تصویر کو اور نکھار دیا۔"],
  },
  peopleLines: {
    one: ["ایک شخص، ایک فریم اور ڈھیر سارا انداز۔", "فریم میں بس ایک شخص، اور ساری محفل لوٹ لی۔"],
    group: ["{count} لوگ، ایک فریم — یہی تو اصل مزہ ہے!", "ایک ہی تصویر میں {count} لوگ، اور بوریت کا نام تک نہیں۔"],
  },
  peopleWords: ["شخص", "لوگ", "افراد", "آدمی", "انسان"],
  fields: {
    lifestyle: {
      headings: ["سادہ دن، خوبصورت دن", "چھوٹے لمحے، بڑی خوشیاں", "سکون بھرا ایک دن"],
      openers: [
        "سادہ سے دن بھی کبھی کبھی سب سے خاص بن جاتے ہیں۔",
        "کچھ دن بس جی بھر کے جینے کے لیے ہوتے ہیں۔",
        "روزمرہ کی زندگی میں ہی اصل خوشی چھپی ہے۔",
      ],
      lines: [
        "زندگی کو خوبصورت بناتی ہیں یہی چھوٹی چھوٹی باتیں۔",
        "نہ کوئی جلدی، نہ کوئی شور — بس ایک اچھا دن۔",
        "چیزیں نہیں، یادیں جمع کر رہے ہیں۔",
      ],
      description: ["روزمرہ کے چھوٹے چھوٹے لمحوں سے لطف اٹھانے کے بارے میں ایک لائف اسٹائل پوسٹ۔"],
      tags: ["زندگی"],
    },
    fashion: {
      headings: ["آج کا آؤٹ فٹ، پورے ہفتے کا موڈ", "آج کا لُک، آج کا موڈ", "اپنا اسٹائل، اپنی پہچان"],
      openers: [
        "ویسے تیار ہوئیے، جیسا دن آپ جینا چاہتے ہیں۔",
        "اسٹائل وہ ہے جو بنا کچھ کہے آپ کی پہچان بتا دے۔",
        "آج تو موڈ کے حساب سے تیار ہوئے ہیں۔",
      ],
      lines: [
        "اچھے کپڑے، اس سے بھی اچھا اعتماد۔",
        "ٹرینڈ آتے جاتے رہتے ہیں، اپنا اسٹائل ہمیشہ رہتا ہے۔",
        "سادہ کپڑے، پر پہننے کا انداز خاص۔",
      ],
      description: ["اپنے اسٹائل اور اعتماد کے بارے میں ایک فیشن پوسٹ۔"],
      tags: ["فیشن"],
    },
    food: {
      headings: ["دل سے بنا، دل تک پہنچا", "اچھا کھانا، اچھا موڈ", "محبت سے پیش کیا گیا"],
      openers: [
        "سبھی فوڈیز توجہ دیں — یہ کریونگ بالکل جائز ہے۔",
        "اچھا کھانا کسی تھراپی سے کم نہیں۔",
        "آج خود کو ٹریٹ دینے کا پورا بہانہ ہے۔",
      ],
      lines: [
        "ہر نوالے میں ایک چھوٹی سی کہانی ہے۔",
        "محبت سے بنا ہے، سب کے ساتھ بانٹ کر کھائیے۔",
        "کچھ ذائقے بالکل گھر جیسے لگتے ہیں۔",
      ],
      description: ["ذائقے، سکون اور مل بانٹ کر کھانے کے مزے کی ایک فوڈ پوسٹ۔"],
      tags: ["کھانا"],
    },
    travel: {
      headings: ["گھومیے، جیئیے، پھر گھومیے", "نئی جگہ، نئی کہانیاں", "سفر کی یادیں"],
      openers: [
        "کچھ جگہیں لوٹ آنے کے بعد بھی دل میں بسی رہتی ہیں۔",
        "ہر سفر دل میں کچھ نہ کچھ چھوڑ جاتا ہے۔",
        "لمبا راستہ چنیے، سب سے اچھے نظارے وہیں ملتے ہیں۔",
      ],
      lines: [
        "سامان کم، یادیں زیادہ۔",
        "سب سے اچھی کہانیاں کسی سفر سے ہی شروع ہوتی ہیں۔",
        "یہاں اور وہاں کے بیچ کہیں، دل کو سکون مل گیا۔",
      ],
      description: ["نئی جگہیں دیکھنے اور سفر کے مزے کے بارے میں ایک ٹریول پوسٹ۔"],
      tags: ["سفر"],
    },
    fitness: {
      headings: ["ایک ورک آؤٹ، ایک قدم آگے", "ہر دن تھوڑا اور مضبوط", "آج کا پسینہ، کل کی چمک"],
      openers: [
        "طاقت ایک دن میں نہیں، روز تھوڑی تھوڑی بنتی ہے۔",
        "موٹیویشن آتی جاتی ہے، ڈسپلن ساتھ نبھاتا ہے۔",
        "ایک اور ریپ، ایک اور قدم، خود کا بہتر روپ۔",
      ],
      lines: [
        "جسم تو کر لے گا، بس دل کو منانا ہے۔",
        "چھوٹی چھوٹی جیتیں ہی بڑی تبدیلی لاتی ہیں۔",
        "مشکل دنوں میں بھی حاضری لگائیے۔",
      ],
      description: ["مسلسل محنت اور آہستہ آہستہ آگے بڑھنے کے بارے میں ایک فٹنس پوسٹ۔"],
      tags: ["فٹنس"],
    },
    tech: {
      headings: ["روزمرہ زندگی کا اسمارٹ اپگریڈ", "کام آسان کرنے والی ٹیک", "سیٹ اپ گولز"],
      openers: [
        "چھوٹے اپگریڈ، بڑا فرق۔",
        "صحیح ٹولز ہوں تو ہر کام ہلکا لگتا ہے۔",
        "اچھی ٹیک وہی ہے جو بنا شور کیے کام کر دے۔",
      ],
      lines: ["محنت کم، سمجھداری زیادہ۔", "صاف سیٹ اپ، صاف دماغ۔", "ایک چھوٹا سا اپگریڈ پورا دن بدل سکتا ہے۔"],
      description: ["کام اور زندگی آسان بنانے والے گیجٹس کے بارے میں ایک ٹیک پوسٹ۔"],
      tags: ["ٹیکنالوجی"],
    },
    beauty: {
      headings: ["گلو موڈ: آن", "اندر سے نکھار", "سیلف کیئر، ہمیشہ"],
      openers: [
        "تھوڑی سی سیلف کیئر بھی بہت دور تک ساتھ دیتی ہے۔",
        "سیلف کیئر خودغرضی نہیں، ضرورت ہے۔",
        "نکھار عادت سے آتا ہے، فلٹر سے نہیں۔",
      ],
      lines: [
        "آج تھوڑا وقت صرف اپنے لیے نکالیے۔",
        "سادہ روٹین، خوش جلد۔",
        "اپنی جلد میں پُرسکون محسوس کرنا ہی اصل خوبصورتی ہے۔",
      ],
      description: ["سیلف کیئر اور آسان بیوٹی روٹین کے بارے میں ایک بیوٹی پوسٹ۔"],
      tags: ["خوبصورتی"],
    },
  },
  tones: {
    friendly: {
      openers: ["سب کو آداب!", "آداب دوستو!", "ہیلو دوستو!"],
      closers: [
        "آپ کا دن شاندار گزرے۔",
        "آپ سب کو ڈھیر ساری مثبت وائبز۔",
        "امید ہے یہ پوسٹ آپ کا دن تھوڑا اور اچھا بنا دے۔",
      ],
    },
    witty: {
      openers: ["مزے کی بات یہ ہے:", "بریکنگ نیوز:", "کہانی میں ٹوئسٹ:"],
      closers: ["روز کی اچھی وائبز کی خوراک — حاضر ہے۔", "پچھتاوا صفر، مزہ سو فیصد۔", "زیادہ سوچنا؟ آج تو بالکل نہیں۔"],
    },
    inspiring: {
      openers: ["آج کے لیے ایک چھوٹی سی یاد دہانی:", "آج کے لیے ایک بات یاد رکھیے:", "چھوٹے قدموں پر بھروسہ رکھیے۔"],
      closers: [
        "چھوٹے قدم بھی آگے ہی لے جاتے ہیں۔",
        "چلتے رہیے — سب سے اچھے دن ابھی آنے باقی ہیں۔",
        "جہاں ہیں، وہیں سے شروع کیجیے؛ اتنا کافی ہے۔",
      ],
    },
    professional: {
      openers: ["ہمارے پیج پر نیا:", "آج کی خاص پیشکش:", "آج ہم آپ کے ساتھ یہ شیئر کر رہے ہیں۔"],
      closers: [
        "آپ کی رائے کا ہمیں انتظار رہے گا۔",
        "اس کمیونٹی کا حصہ بننے کا شکریہ۔",
        "ہر ہفتے ایسی مزید پوسٹس کے لیے ہمیں فالو کریں۔",
      ],
    },
    festive: {
      openers: ["آئیے، جشن منائیں!", "جشن کا وقت آ گیا!", "سیلیبریشن موڈ: آن!"],
      closers: [
        "آپ کو ڈھیروں خوشیاں اور مسکرانے کی بہت سی وجہیں ملیں۔",
        "جشن کے بہانے یونہی ملتے رہیں۔",
        "خوشیوں کا یہ سلسلہ چلتا رہے!",
      ],
    },
  },
  cta: [
    "آپ کو کیسا لگا؟ کمنٹ میں ضرور بتائیں!",
    "بعد کے لیے سیو کر لیجیے۔",
    "اس دوست کو ٹیگ کیجیے جسے یہ ضرور دیکھنا چاہیے۔",
    "جسے یہ پسند آئے، اس کے ساتھ شیئر کیجیے۔",
  ],
  languageTags: ["اردو"],
  ...sceneText({
    list,
    people: (n) => (n === 1 ? "ایک شخص" : `${n} لوگ`),
    colours: (c) => `${c} رنگ`,
    light: { dark: "مدھم روشنی", bright: "تیز روشنی" },
    shapes: { portrait: "عمودی تصویر", landscape: "افقی تصویر", square: "مربع تصویر" },
    sentence: (f) => `تصویر میں: ${f}۔`,
    separator: "، ",
  }),
};

const listLatn = joinWith("aur");

/** Roman Urdu, as Urdu speakers type it on Instagram ("Aadaab dosto"), English words left as they are. */
export const urLatn: PhraseBank = {
  language: "urdu",
  script: "latin",
  objects: {
    cake: "cake",
    plate: "plate",
    cup: "cup",
    bowl: "pyala",
    pizza: "pizza",
    fruit: "phal",
    dog: "kutta",
    cat: "billi",
    laptop: "laptop",
    phone: "phone",
    bicycle: "cycle",
    car: "gaari",
    backpack: "backpack",
    handbag: "handbag",
    suitcase: "suitcase",
    book: "kitaab",
    plant: "pauda",
    ball: "gend",
    bottle: "bottle",
  },
  colours: {
    red: "surkh",
    orange: "naranji",
    yellow: "peele",
    green: "sabz",
    blue: "neele",
    purple: "jamni",
    pink: "gulabi",
    brown: "bhoore",
    black: "kaale",
    white: "safaid",
    grey: "surmai",
  },
  list: listLatn,
  objectLines: ["Frame mein {objects} — aur bhala kya chahiye?", "Aaj ki tasveer ke sitaare: {objects}."],
  colourLines: [
    "{colours} rangon ne to poori tasveer mein jaan daal di hai.",
    "{colours} rangon ka yeh mel dil ko sukoon deta hai.",
  ],
  lightLines: {
    dark: ["Madham roshni, gehra mood.", "Halki roshni ka apna hi jaadu hai."],
    bright: ["Bharpoor roshni aur utni hi musbat tawanai.", "Chamakti roshni ne tasveer ko aur nikhaar diya."],
  },
  peopleLines: {
    one: ["Ek shakhs, ek frame aur dher saara andaaz.", "Frame mein bas ek shakhs, aur saari mehfil loot li."],
    group: [
      "{count} log, ek frame — yahi to asal maza hai!",
      "Ek hi tasveer mein {count} log, aur boriyat ka naam tak nahin.",
    ],
  },
  peopleWords: ["shakhs", "log", "afraad", "aadmi", "insaan", "person", "people"],
  fields: {
    lifestyle: {
      headings: ["Chhote lamhe, bari khushiyan", "Sukoon bhara ek din"],
      openers: [
        "Kuch din bas jee bhar ke jeene ke liye hote hain.",
        "Rozmarra ki zindagi mein hi asal khushi chhupi hai.",
      ],
      lines: [
        "Zindagi ko khoobsurat banati hain yahi chhoti chhoti baatein.",
        "Na koi jaldi, na koi shor — bas ek achha din.",
        "Cheezein nahin, yaadein jama kar rahe hain.",
      ],
      description: ["Rozmarra ke chhote chhote lamhon se lutf uthane ke baare mein ek lifestyle post."],
      tags: ["zindagi"],
    },
    fashion: {
      headings: ["Aaj ka look, aaj ka mood", "Apna style, apni pehchaan"],
      openers: [
        "Style woh hai jo bina kuch kahe aap ki pehchaan bata de.",
        "Aaj to mood ke hisaab se tayyar hue hain.",
      ],
      lines: [
        "Achhe kapre, us se bhi achha aitmaad.",
        "Trend aate jaate rehte hain, apna style hamesha rehta hai.",
        "Saada kapre, par pehenne ka andaaz khaas.",
      ],
      description: ["Apne style aur aitmaad ke baare mein ek fashion post."],
      tags: ["desifashion"],
    },
    food: {
      headings: ["Achha khana, achha mood", "Mohabbat se pesh kiya gaya"],
      openers: ["Achha khana kisi therapy se kam nahin.", "Aaj khud ko treat dene ka poora bahana hai."],
      lines: [
        "Har nivaale mein ek chhoti si kahani hai.",
        "Mohabbat se bana hai, sab ke saath baant kar khaiye.",
        "Kuch zaiqe bilkul ghar jaise lagte hain.",
      ],
      description: ["Zaiqe, sukoon aur mil baant kar khane ke maze ki ek food post."],
      tags: ["khana"],
    },
    travel: {
      headings: ["Nayi jagah, nayi kahaniyan", "Safar ki yaadein"],
      openers: [
        "Har safar dil mein kuch na kuch chhor jata hai.",
        "Lamba raasta chuniye, sab se achhe nazaare wahin milte hain.",
      ],
      lines: [
        "Saamaan kam, yaadein zyada.",
        "Sab se achhi kahaniyan kisi safar se hi shuru hoti hain.",
        "Yahan aur wahan ke beech kahin, dil ko sukoon mil gaya.",
      ],
      description: ["Nayi jagahein dekhne aur safar ke maze ke baare mein ek travel post."],
      tags: ["safar"],
    },
    fitness: {
      headings: ["Har din thora aur mazboot", "Aaj ka paseena, kal ki chamak"],
      openers: [
        "Motivation aati jaati hai, discipline saath nibhata hai.",
        "Ek aur rep, ek aur qadam, khud ka behtar roop.",
      ],
      lines: [
        "Jism to kar lega, bas dil ko manana hai.",
        "Chhoti chhoti jeet hi bari tabdeeli laati hai.",
        "Mushkil dinon mein bhi haazri lagaiye.",
      ],
      description: ["Musalsal mehnat aur aahista aahista aage barhne ke baare mein ek fitness post."],
      tags: ["fitnessmotivation"],
    },
    tech: {
      headings: ["Kaam aasaan karne wali tech", "Setup goals"],
      openers: ["Sahi tools hon to har kaam halka lagta hai.", "Achhi tech wahi hai jo bina shor kiye kaam kar de."],
      lines: [
        "Mehnat kam, samajhdaari zyada.",
        "Saaf setup, saaf dimaagh.",
        "Ek chhota sa upgrade poora din badal sakta hai.",
      ],
      description: ["Kaam aur zindagi aasaan banane wale gadgets ke baare mein ek tech post."],
      tags: ["techtalk"],
    },
    beauty: {
      headings: ["Andar se nikhaar", "Self-care, hamesha"],
      openers: ["Self-care khudgharzi nahin, zaroorat hai.", "Nikhaar aadat se aata hai, filter se nahin."],
      lines: [
        "Aaj thora waqt sirf apne liye nikaaliye.",
        "Simple routine, khush skin.",
        "Apni jild mein pur-sukoon mehsoos karna hi asal khoobsurti hai.",
      ],
      description: ["Self-care aur aasaan beauty routine ke baare mein ek beauty post."],
      tags: ["glowup"],
    },
  },
  tones: {
    friendly: {
      openers: ["Aadaab dosto!", "Hello dosto!"],
      closers: ["Aap sab ko dher saari positive vibes.", "Umeed hai yeh post aap ka din thora aur achha bana de."],
    },
    witty: {
      openers: ["Breaking news:", "Kahani mein twist:"],
      closers: ["Pachhtawa sifar, maza sau feesad.", "Zyada sochna? Aaj to bilkul nahin."],
    },
    inspiring: {
      openers: ["Aaj ke liye ek baat yaad rakhiye:", "Chhote qadmon par bharosa rakhiye."],
      closers: [
        "Chalte rahiye — sab se achhe din abhi aane baaqi hain.",
        "Jahan hain, wahin se shuru kijiye; itna kaafi hai.",
      ],
    },
    professional: {
      openers: ["Aaj ki khaas peshkash:", "Aaj hum aap ke saath yeh share kar rahe hain."],
      closers: [
        "Is community ka hissa banne ka shukriya.",
        "Har hafte aisi mazeed posts ke liye humein follow karein.",
      ],
    },
    festive: {
      openers: ["Jashn ka waqt aa gaya!", "Celebration mode: on!"],
      closers: ["Jashn ke bahane yunhi milte rahein.", "Khushiyon ka yeh silsila chalta rahe!"],
    },
  },
  cta: [
    "Aap ko kaisa laga? Comment mein zaroor bataiye!",
    "Baad ke liye save kar lijiye.",
    "Us dost ko tag kijiye jise yeh zaroor dekhna chahiye.",
    "Jise yeh pasand aaye, us ke saath share kijiye.",
  ],
  languageTags: ["romanurdu"],
  ...sceneText({
    list: listLatn,
    people: (n) => (n === 1 ? "ek shakhs" : `${n} log`),
    colours: (c) => `${c} rang`,
    light: { dark: "madham roshni", bright: "tez roshni" },
    shapes: { portrait: "Amoodi tasveer", landscape: "Ufqi tasveer", square: "Murabba tasveer" },
    sentence: (f) => `Tasveer mein: ${f}.`,
  }),
};
