import type { PhotoWords } from "../photo-words.ts";

const NUMBERS = ["", "एक", "दो", "तीन", "चार", "पाँच", "छह", "सात", "आठ", "नौ", "दस"];
const num = (n: number) => NUMBERS[n] ?? String(n);

/** Hindi, बोलचाल की भाषा में, जैसे क्रिएटर इंस्टाग्राम पर लिखते हैं. */
export const hiPhoto: PhotoWords = {
  nouns: {
    table: "डाइनिंग टेबल",
    chair: "कुर्सी",
    sofa: "सोफ़ा",
    tv: "टीवी",
    clock: "घड़ी",
    umbrella: "छाता",
    bench: "बेंच",
    bus: "बस",
    truck: "ट्रक",
    motorbike: "बाइक",
    trafficLight: "ट्रैफ़िक लाइट",
    bird: "चिड़िया",
    cutlery: "छुरी-काँटे",
    tie: "टाई",
  },
  count: (n, noun) => `${num(n)} ${noun}`,
  people: { one: "एक व्यक्ति", few: (n) => `${num(n)} लोग`, group: "लोगों का एक ग्रुप" },
  faces: { one: "एक चेहरा", many: (n) => `${num(n)} चेहरे` },
  at: (phrase, position) =>
    position === "left" ? `बाईं ओर ${phrase}` : position === "right" ? `दाईं ओर ${phrase}` : `बीचों-बीच ${phrase}`,
  setting: { indoors: "अंदर", outdoors: "खुले में" },
  light: {
    warm: "गुनगुनी रोशनी में",
    cool: "ठंडी रोशनी में",
    dark: "हल्की रोशनी में",
    bright: "तेज़ रोशनी में",
    day: "दिन के उजाले में",
    night: "रात के वक़्त",
  },
  colours: (joined) => `${joined} रंगों में`,
  sentence: ({ subject, others, where, colours }) => {
    const tail = [...where, colours].filter(Boolean).join(", ");
    if (!subject) return `${tail ? `${tail} ली गई ` : ""}एक तस्वीर।`;
    return `${subject}${others ? `, साथ में ${others}` : ""}${tail ? ` — ${tail}` : ""}।`;
  },
  subjectHeadings: [
    "आज के फ़्रेम में: {subject}",
    "कैमरे की नज़र में {subject}",
    "आज का स्टार: {subject}",
    "फ़्रेम में {subject}",
    "नज़र में: {subject}",
    "{subject} — ये रहा आज का पल",
    "सबसे आगे {subject}",
  ],
  sceneHeadings: [
    "आज का नज़ारा, {scene}",
    "{scene} एक क्लिक",
    "{scene} एक फ़्रेम",
    "{scene} कैद हुआ पल",
    "{scene} वाला मूड",
    "{scene} बीता लम्हा",
  ],
  subjectLines: [
    "इस फ़्रेम की जान: {subject}।",
    "सबसे पहले नज़र जाती है — {subject} पर।",
    "तस्वीर में सबसे ख़ास: {subject}।",
    "मिलिए इस शॉट के हीरो से — {subject}।",
  ],
  otherLines: ["साथ में दिख रहे हैं: {others}।", "ग़ौर से देखिए, {others} भी है।", "बाक़ी कहानी कहते हैं {others}।"],
  sceneLines: ["माहौल: {scene}।", "ये पल कैद हुआ {scene}।", "फ़ील कुछ ऐसी: {scene}।"],
  written: {
    sentence: (quoted) => `तस्वीर में ${quoted} लिखा है।`,
    lines: ["फ़्रेम में साफ़ लिखा है: {text}।", "ज़रा पढ़िए, लिखा है {text}।", "तस्वीर पर लिखे शब्द: {text}।"],
  },
};
