import type { PhraseBank } from "../types.ts";
import { joinWith, sceneText } from "./scene.ts";

const list = joinWith("আর");

/** Bengali in the everyday colloquial (চলিত) register of Bengali Instagram. */
export const bn: PhraseBank = {
  language: "bengali",
  script: "native",
  objects: {
    cake: "কেক",
    plate: "প্লেট",
    cup: "কাপ",
    bowl: "বাটি",
    pizza: "পিৎজা",
    fruit: "ফল",
    dog: "কুকুর",
    cat: "বিড়াল",
    laptop: "ল্যাপটপ",
    phone: "ফোন",
    bicycle: "সাইকেল",
    car: "গাড়ি",
    backpack: "ব্যাকপ্যাক",
    handbag: "হ্যান্ডব্যাগ",
    suitcase: "সুটকেস",
    book: "বই",
    plant: "গাছ",
    ball: "বল",
    bottle: "বোতল",
  },
  colours: {
    red: "লাল",
    orange: "কমলা",
    yellow: "হলুদ",
    green: "সবুজ",
    blue: "নীল",
    purple: "বেগুনি",
    pink: "গোলাপি",
    brown: "বাদামি",
    black: "কালো",
    white: "সাদা",
    grey: "ধূসর",
  },
  list,
  objectLines: ["ফ্রেমে {objects} — আর কী চাই?", "আজকের ছবির তারকা: {objects}।"],
  colourLines: ["{colours} রঙে ছবিটা যেন প্রাণ পেয়েছে।", "{colours} রঙের এই মেলবন্ধন মন ভালো করে দেয়।"],
  lightLines: {
    dark: ["হালকা আলো, গভীর মুড।", "মৃদু আলোর একটা আলাদাই জাদু আছে।"],
    bright: ["ঝলমলে আলো আর ততটাই পজিটিভ এনার্জি।", "উজ্জ্বল আলোয় ছবিটা আরও খুলেছে।"],
  },
  peopleLines: {
    one: ["একজন, একটা ফ্রেম, আর পুরো স্টাইল।", "ফ্রেমে শুধু একজন, তাতেই পুরো লাইমলাইট।"],
    group: ["{count} জন, একটা ফ্রেম — এটাই তো আসল মজা!", "এক ছবিতে {count} জন, বোর হওয়ার কোনো চান্সই নেই।"],
  },
  peopleWords: ["একজন", "জন", "মানুষ", "ব্যক্তি", "লোক"],
  fields: {
    lifestyle: {
      headings: ["সাধারণ দিন, অসাধারণ মুহূর্ত", "ছোট্ট মুহূর্ত, বড় আনন্দ", "একটা নিরিবিলি দিন"],
      openers: [
        "সাধারণ দিনগুলোই মাঝে মাঝে সবচেয়ে স্পেশাল হয়ে ওঠে।",
        "কিছু দিন শুধু প্রাণ ভরে বাঁচার জন্যই।",
        "রোজকার জীবনেই লুকিয়ে থাকে আসল আনন্দ।",
      ],
      lines: [
        "জীবনটা সুন্দর করে তোলে এই ছোট ছোট জিনিসগুলোই।",
        "না কোনো তাড়া, না কোনো হইচই — শুধু একটা সুন্দর দিন।",
        "জিনিস নয়, স্মৃতি জমাচ্ছি।",
      ],
      description: ["রোজকার ছোট ছোট মুহূর্ত উপভোগ করা নিয়ে একটা লাইফস্টাইল পোস্ট।"],
      tags: ["জীবন"],
    },
    fashion: {
      headings: ["আজকের আউটফিট, সারা সপ্তাহের মুড", "আজকের লুক, আজকের মুড", "নিজের স্টাইল, নিজের মতো"],
      openers: ["যেমন দিন কাটাতে চান, তেমন করেই সাজুন।", "স্টাইল মানে কিছু না বলেই নিজের পরিচয় দেওয়া।", "আজ মুড বুঝে সেজেছি।"],
      lines: [
        "ভালো পোশাক, তার চেয়েও ভালো আত্মবিশ্বাস।",
        "ট্রেন্ড আসে-যায়, নিজের স্টাইল থেকে যায়।",
        "সাধারণ পোশাক, কিন্তু পরার ধরনটাই আসল।",
      ],
      description: ["নিজের স্টাইল আর আত্মবিশ্বাস নিয়ে একটা ফ্যাশন পোস্ট।"],
      tags: ["ফ্যাশন"],
    },
    food: {
      headings: ["মন দিয়ে বানানো, মন ছুঁয়ে যাওয়া", "ভালো খাবার, ভালো মুড", "ভালোবাসায় পরিবেশিত"],
      openers: [
        "সব ফুডিদের বলছি — এই ক্রেভিং একদম ন্যায্য।",
        "ভালো খাবার মানেই মনের থেরাপি।",
        "আজ নিজেকে একটু ট্রিট দেওয়ার দারুণ অজুহাত।",
      ],
      lines: ["প্রতিটা কামড়ে একটা ছোট্ট গল্প।", "ভালোবেসে বানানো, সবার সঙ্গে ভাগ করে খাওয়ার জন্য।", "কিছু স্বাদ একদম বাড়ির মতো লাগে।"],
      description: ["স্বাদ, তৃপ্তি আর ভাগ করে খাওয়ার আনন্দ নিয়ে একটা ফুড পোস্ট।"],
      tags: ["খাওয়াদাওয়া"],
    },
    travel: {
      headings: ["ঘুরুন, বাঁচুন, আবার ঘুরুন", "নতুন জায়গা, নতুন গল্প", "পথের স্মৃতি"],
      openers: [
        "কিছু জায়গা ফিরে আসার পরেও মনে থেকে যায়।",
        "প্রতিটা সফর মনে কিছু না কিছু রেখে যায়।",
        "লম্বা রাস্তাটাই বেছে নিন, সেরা দৃশ্যগুলো ওখানেই।",
      ],
      lines: ["ব্যাগ হালকা, স্মৃতি ভারী।", "সেরা গল্পগুলো শুরু হয় কোনো একটা সফর থেকেই।", "এখান আর ওখানের মাঝে কোথাও মনটা শান্তি খুঁজে পেল।"],
      description: ["নতুন জায়গা ঘোরা আর পথচলার আনন্দ নিয়ে একটা ট্রাভেল পোস্ট।"],
      tags: ["ভ্রমণ"],
    },
    fitness: {
      headings: ["একটা ওয়ার্কআউট, এক পা এগিয়ে", "রোজ একটু বেশি শক্তিশালী", "আজকের ঘাম, কালকের ঝলক"],
      openers: [
        "শক্তি একদিনে আসে না, রোজ একটু একটু করে তৈরি হয়।",
        "মোটিভেশন আসে-যায়, ডিসিপ্লিন থেকে যায়।",
        "আরেকটা রেপ, আরেক পা এগিয়ে, নিজের আরও ভালো রূপ।",
      ],
      lines: ["শরীর পারবে, শুধু মনটাকে রাজি করাতে হবে।", "ছোট ছোট জয়ই বড় বদল আনে।", "কঠিন দিনেও হাজিরা দিন।"],
      description: ["নিয়মিত পরিশ্রম আর ধীরে ধীরে এগিয়ে চলা নিয়ে একটা ফিটনেস পোস্ট।"],
      tags: ["ফিটনেস"],
    },
    tech: {
      headings: ["রোজকার জীবনের স্মার্ট আপগ্রেড", "কাজ সহজ করার টেক", "সেটআপ গোলস"],
      openers: ["ছোট আপগ্রেড, বড় তফাত।", "ঠিকঠাক টুল থাকলে সব কাজই হালকা লাগে।", "ভালো টেক সেটাই, যেটা কোনো হইচই ছাড়াই কাজ করে দেয়।"],
      lines: ["খাটুনি কম, বুদ্ধি বেশি।", "গোছানো সেটআপ, পরিষ্কার মাথা।", "ছোট্ট একটা আপগ্রেড পুরো দিনটা বদলে দিতে পারে।"],
      description: ["কাজ আর জীবন সহজ করে এমন গ্যাজেট নিয়ে একটা টেক পোস্ট।"],
      tags: ["প্রযুক্তি"],
    },
    beauty: {
      headings: ["গ্লো মোড: অন", "ভেতর থেকে উজ্জ্বল", "সেলফ-কেয়ার, সবসময়"],
      openers: ["একটুখানি সেলফ-কেয়ারও অনেক দূর নিয়ে যায়।", "সেলফ-কেয়ার স্বার্থপরতা নয়, প্রয়োজন।", "জেল্লা আসে অভ্যাসে, ফিল্টারে নয়।"],
      lines: ["আজ একটু সময় শুধু নিজের জন্য রাখুন।", "সহজ রুটিন, খুশি ত্বক।", "নিজের ত্বকে স্বচ্ছন্দ থাকাই আসল সৌন্দর্য।"],
      description: ["সেলফ-কেয়ার আর সহজ বিউটি রুটিন নিয়ে একটা বিউটি পোস্ট।"],
      tags: ["সৌন্দর্য"],
    },
  },
  tones: {
    friendly: {
      openers: ["সবাইকে শুভেচ্ছা!", "নমস্কার বন্ধুরা!", "হ্যালো বন্ধুরা!"],
      closers: ["সবার দিনটা দারুণ কাটুক।", "সবার জন্য অনেকটা পজিটিভ ভাইব রইল।", "আশা করি পোস্টটা আপনার দিনটা আরেকটু সুন্দর করে দেবে।"],
    },
    witty: {
      openers: ["মজার ব্যাপার হল:", "ব্রেকিং নিউজ:", "গল্পে টুইস্ট:"],
      closers: ["রোজকার পজিটিভ ভাইবের ডোজ — হাজির।", "আফসোস শূন্য, মজা ষোলো আনা।", "বেশি ভাবনা? আজ একদম না।"],
    },
    inspiring: {
      openers: ["আজকের জন্য ছোট্ট একটা কথা:", "আজকের জন্য একটা কথা মনে রাখুন:", "ছোট ছোট পদক্ষেপে ভরসা রাখুন।"],
      closers: [
        "ছোট ছোট পদক্ষেপও সামনেই এগিয়ে নিয়ে যায়।",
        "এগিয়ে চলুন — সেরা দিনগুলো এখনও বাকি।",
        "যেখানে আছেন, সেখান থেকেই শুরু করুন; ওটুকুই যথেষ্ট।",
      ],
    },
    professional: {
      openers: ["আমাদের পেজে নতুন:", "আজকের বিশেষ আকর্ষণ:", "আজ আমরা আপনাদের সঙ্গে এটা শেয়ার করছি।"],
      closers: [
        "আপনার মতামতের অপেক্ষায় রইলাম।",
        "এই কমিউনিটির অংশ হওয়ার জন্য ধন্যবাদ।",
        "প্রতি সপ্তাহে এমন আরও পোস্টের জন্য আমাদের ফলো করুন।",
      ],
    },
    festive: {
      openers: ["চলুন, উদযাপন করি!", "উদযাপনের সময় এসে গেছে!", "সেলিব্রেশন মোড: অন!"],
      closers: ["আপনার জীবনে আসুক অনেক আনন্দ আর হাসির অনেক কারণ।", "আনন্দের এমন উপলক্ষ বারবার আসুক।", "খুশির এই রেশ থাকুক সারাক্ষণ!"],
    },
  },
  cta: [
    "কেমন লাগল? কমেন্টে অবশ্যই জানান!",
    "পরে দেখার জন্য সেভ করে রাখুন।",
    "যে বন্ধুর এটা দেখা উচিত, তাকে ট্যাগ করুন।",
    "যার ভালো লাগবে, তার সঙ্গে শেয়ার করুন।",
  ],
  languageTags: ["বাংলা"],
  ...sceneText({
    list,
    people: (n) => (n === 1 ? "একজন" : `${n} জন`),
    colours: (c) => `${c} রং`,
    light: { dark: "কম আলো", bright: "উজ্জ্বল আলো" },
    shapes: { portrait: "খাড়া ছবি", landscape: "আড়াআড়ি ছবি", square: "বর্গাকার ছবি" },
    sentence: (f) => `ছবিতে: ${f}।`,
  }),
};

const listLatn = joinWith("ar");

/** Bengali in Latin letters as creators type it ("Nomoshkar bondhura"), English words left as they are. */
export const bnLatn: PhraseBank = {
  language: "bengali",
  script: "latin",
  objects: {
    cake: "cake",
    plate: "plate",
    cup: "cup",
    bowl: "bati",
    pizza: "pizza",
    fruit: "fol",
    dog: "kukur",
    cat: "biral",
    laptop: "laptop",
    phone: "phone",
    bicycle: "cycle",
    car: "gari",
    backpack: "backpack",
    handbag: "handbag",
    suitcase: "suitcase",
    book: "boi",
    plant: "gach",
    ball: "ball",
    bottle: "botol",
  },
  colours: {
    red: "lal",
    orange: "komla",
    yellow: "holud",
    green: "sobuj",
    blue: "nil",
    purple: "beguni",
    pink: "golapi",
    brown: "badami",
    black: "kalo",
    white: "shada",
    grey: "dhusor",
  },
  list: listLatn,
  objectLines: ["Frame-e {objects} — ar ki chai?", "Ajker chhobir tarka: {objects}."],
  colourLines: ["{colours} ronge chhobita jeno pran peyeche.", "{colours} ronger ei combination mon bhalo kore dey."],
  lightLines: {
    dark: ["Halka alo, gobhir mood.", "Mridu alor ekta aladai jadu ache."],
    bright: ["Jholmole alo ar totatai positive energy.", "Ujjwal aloy chhobita aro khulechhe."],
  },
  peopleLines: {
    one: ["Ekjon, ekta frame, ar puro style.", "Frame-e shudhu ekjon, tatei puro limelight."],
    group: ["{count} jon, ekta frame — etai toh asol moja!", "Ek chhobite {count} jon, bore howar kono chance-i nei."],
  },
  peopleWords: ["ekjon", "jon", "manush", "lok", "person", "people"],
  fields: {
    lifestyle: {
      headings: ["Chhotto muhurto, boro anondo", "Ekta niribili din"],
      openers: ["Kichhu din shudhu pran bhore banchar jonnoi.", "Rojkar jibonei lukiye thake asol anondo."],
      lines: [
        "Jibonta sundor kore tole ei chhoto chhoto jinishgulo-i.",
        "Na kono tara, na kono hoichoi — shudhu ekta sundor din.",
        "Jinish noy, smriti jomachhi.",
      ],
      description: ["Rojkar chhoto chhoto muhurto upobhog kora niye ekta lifestyle post."],
      tags: ["bangaliblogger"],
    },
    fashion: {
      headings: ["Ajker look, ajker mood", "Nijer style, nijer moto"],
      openers: ["Style mane kichhu na bolei nijer porichoy dewa.", "Aaj mood bujhe shejechhi."],
      lines: [
        "Bhalo poshak, tar cheyeo bhalo confidence.",
        "Trend ashe-jay, nijer style theke jay.",
        "Sadharon poshak, kintu porar dhoronta-i asol.",
      ],
      description: ["Nijer style ar confidence niye ekta fashion post."],
      tags: ["bongstyle"],
    },
    food: {
      headings: ["Bhalo khabar, bhalo mood", "Bhalobashay poribeshito"],
      openers: ["Bhalo khabar manei moner therapy.", "Aaj nijeke ektu treat dewar darun ojuhat."],
      lines: [
        "Protita kamore ekta chhotto golpo.",
        "Bhalobeshe banano, sobar shonge bhag kore khawar jonno.",
        "Kichhu swad ekdom barir moto lage.",
      ],
      description: ["Swad, tripti ar bhag kore khawar anondo niye ekta food post."],
      tags: ["bongfood"],
    },
    travel: {
      headings: ["Notun jayga, notun golpo", "Pother smriti"],
      openers: [
        "Protita sofor mone kichhu na kichhu rekhe jay.",
        "Lomba rastatai beche nin, sera drishyogulo okhanei.",
      ],
      lines: [
        "Bag halka, smriti bhari.",
        "Sera golpogulo shuru hoy kono ekta sofor thekei.",
        "Ekhan ar okhaner majhe kothao monta shanti khunje pelo.",
      ],
      description: ["Notun jayga ghora ar pothcholar anondo niye ekta travel post."],
      tags: ["bhromon"],
    },
    fitness: {
      headings: ["Roj ektu beshi strong", "Ajker gham, kalker jholok"],
      openers: ["Motivation ashe-jay, discipline theke jay.", "Arekta rep, arekta pa, nijer aro bhalo rup."],
      lines: [
        "Shorir parbe, shudhu monta-ke raji korate hobe.",
        "Chhoto chhoto joy-i boro bodol ane.",
        "Kothin dineo hajira din.",
      ],
      description: ["Niyomito porishrom ar dhire dhire egiye chola niye ekta fitness post."],
      tags: ["fitbong"],
    },
    tech: {
      headings: ["Kaj sohoj korar tech", "Setup goals"],
      openers: [
        "Thikthak tool thakle shob kaj-i halka lage.",
        "Bhalo tech setai, jeta kono hoichoi chhara kaj kore dey.",
      ],
      lines: [
        "Khatuni kom, buddhi beshi.",
        "Gochhano setup, porishkar matha.",
        "Chhotto ekta upgrade puro dinta bodle dite pare.",
      ],
      description: ["Kaj ar jibon sohoj kore emon gadget niye ekta tech post."],
      tags: ["techbangla"],
    },
    beauty: {
      headings: ["Bhetor theke ujjwal", "Self-care, sobshomoy"],
      openers: ["Self-care swarthoporota noy, proyojon.", "Jella ashe obhyashe, filter-e noy."],
      lines: [
        "Aaj ektu shomoy shudhu nijer jonno rakhun.",
        "Sohoj routine, khushi skin.",
        "Nijer skin-e comfortable thakai asol soundorjo.",
      ],
      description: ["Self-care ar sohoj beauty routine niye ekta beauty post."],
      tags: ["glowup"],
    },
  },
  tones: {
    friendly: {
      openers: ["Nomoshkar bondhura!", "Hello bondhura!"],
      closers: ["Shobar jonno onekta positive vibe roilo.", "Asha kori postta apnar dinta arektu sundor kore debe."],
    },
    witty: {
      openers: ["Breaking news:", "Golpe twist:"],
      closers: ["Afshosh shunyo, moja sholo ana.", "Beshi bhabna? Aaj ekdom na."],
    },
    inspiring: {
      openers: ["Ajker jonno ekta kotha mone rakhun:", "Chhoto chhoto podokkhepe bhorsa rakhun."],
      closers: [
        "Egiye cholun — sera dingulo ekhono baki.",
        "Jekhane achhen, shekhan thekei shuru korun; otukui jotheshto.",
      ],
    },
    professional: {
      openers: ["Ajker bishesh akorshon:", "Aaj amra apnader shonge eta share korchhi."],
      closers: [
        "Ei community-r ongsho howar jonno dhonnobad.",
        "Proti shoptahe emon aro post-er jonno amader follow korun.",
      ],
    },
    festive: {
      openers: ["Celebration-er shomoy ese geche!", "Celebration mode: on!"],
      closers: ["Anonder emon uplokkho barbar ashuk.", "Khushir ei resh thakuk sarakkhon!"],
    },
  },
  cta: [
    "Kemon laglo? Comment-e obosshoi janan!",
    "Pore dekhar jonno save kore rakhun.",
    "Je bondhur eta dekha uchit, take tag korun.",
    "Jar bhalo lagbe, tar shonge share korun.",
  ],
  languageTags: ["bangla"],
  ...sceneText({
    list: listLatn,
    people: (n) => (n === 1 ? "ekjon" : `${n} jon`),
    colours: (c) => `${c} rong`,
    light: { dark: "kom alo", bright: "ujjwal alo" },
    shapes: { portrait: "Khara chhobi", landscape: "Araari chhobi", square: "Borgakar chhobi" },
    sentence: (f) => `Chhobite: ${f}.`,
  }),
};
