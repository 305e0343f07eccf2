import type { PhotoWords } from "../photo-words.ts";

const NUMBERS = ["", "एक", "दो", "तीन", "चार", "पाँच", "छह", "सात", "आठ", "नौ", "दस"];
const num = (n: number) => NUMBERS[n] ?? String(n);

/** Hindi, बोलचाल की भाषा में, जैसे क्रिएटर इंस्टाग्राम पर लिखते हैं. */
export const hiPhoto: PhotoWords = {
  count: (n, noun) => `${num(n)} ${noun}`,
  people: { one: "एक व्यक्ति", few: (n) => `${num(n)} लोग`, group: "लोगों का एक ग्रुप" },
  peopleObl: { one: "एक व्यक्ति", few: (n) => `${num(n)} लोगों`, group: "लोगों के एक ग्रुप" },
  peopleGender: () => "m",
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
  sentence: ({ subject, others, where }) => {
    const tail = [...where].filter(Boolean).join(", ");
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
  subjectLines: [
    "इस फ़्रेम की जान: {subject}।",
    "सबसे पहले नज़र जाती है — {subject:obl} पर।",
    "तस्वीर में सबसे ख़ास: {subject}।",
    "मिलिए इस शॉट के हीरो से — {subject}।",
    "{subject} {subject?m:दिखा|f:दिखी|many:दिखे|f.many:दिखीं} और दिन बन गया।",
  ],
  otherLines: [
    "साथ में {others?one:दिख रहा है|f:दिख रही है|many:दिख रहे हैं|f.many:दिख रही हैं}: {others}।",
    "ग़ौर से देखिए, {others} भी {others?one:है|many:हैं}।",
    "बाक़ी कहानी {others?one:कहता है|f:कहती है|many:कहते हैं|f.many:कहती हैं} {others}।",
  ],
  sceneLines: ["माहौल: {scene}।", "ये पल कैद हुआ {scene}।", "फ़ील कुछ ऐसी: {scene}।"],
  ask: {
    headings: ["इस तस्वीर में क्या है? दो शब्दों में बताइए"],
    lines: [
      "इस तस्वीर में क्या है, यह पहचाना नहीं जा सका। एक छोटा-सा नोट जोड़िए (जैसे “मम्मी के राजमा चावल”), तो पोस्ट उसी के बारे में लिखी जाएगी।",
    ],
    alt: "एक तस्वीर, जिसमें क्या है यह पहचाना नहीं जा सका।",
  },
  written: {
    sentence: (quoted) => `तस्वीर में ${quoted} लिखा है।`,
    lines: ["फ़्रेम में साफ़ लिखा है: {text}।", "ज़रा पढ़िए, लिखा है {text}।", "तस्वीर पर लिखे शब्द: {text}।"],
  },
};
