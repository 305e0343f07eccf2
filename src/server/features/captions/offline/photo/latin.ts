/**
 * The photo words of the romanised posts (decisions 200, 730): how creators type each language
 * in Latin letters (Hinglish, Tanglish, Roman Urdu, Manglish …), for the same pipeline as the
 * native scripts. Concepts are named by their English form, as people typing romanised do
 * ("meri bike", "cat ka photo"); the creator's own words are quoted as written. Odia has no
 * romanised bank: its romanised posts are written in English (phrases/index.ts).
 */
import type { LanguageCode } from "#contract/languages.ts";
import type { PhotoWords } from "../photo-words.ts";
import { ROMANISED_WRITTEN } from "../romanised-written.ts";

type Spec = {
  people: [one: string, few: string, group: string];
  faces: [one: string, many: string];
  at: [left: string, right: string, centre: string];
  setting: [indoors: string, outdoors: string];
  light: [dark: string, bright: string, night: string];
  withOthers: string;
  photo: string;
  headings: string[];
  lines: string[];
  others: string[];
  scene: string[];
  written: string[];
  ask: [heading: string, line: string, alt: string];
};

const build = (language: LanguageCode, spec: Spec): PhotoWords => {
  const n = (template: string, count: number) => template.replace("{n}", String(count));
  const place = (template: string, phrase: string) => template.replace("{p}", phrase);
  return {
    count: (count, noun) => `${count} ${noun}`,
    people: { one: spec.people[0], few: (c) => n(spec.people[1], c), group: spec.people[2] },
    faces: { one: spec.faces[0], many: (c) => n(spec.faces[1], c) },
    at: (phrase, position) =>
      place(position === "left" ? spec.at[0] : position === "right" ? spec.at[1] : spec.at[2], phrase),
    setting: { indoors: spec.setting[0], outdoors: spec.setting[1] },
    light: {
      dark: spec.light[0],
      bright: spec.light[1],
      night: spec.light[2],
      warm: spec.light[1],
      cool: spec.light[1],
      day: spec.light[1],
    },
    sentence: ({ subject, others, where }) => {
      const tail = where.join(", ");
      if (!subject) return `${spec.photo}${tail ? ` — ${tail}` : ""}.`;
      return `${subject}${others ? `, ${spec.withOthers} ${others}` : ""}${tail ? ` — ${tail}` : ""}.`;
    },
    subjectHeadings: spec.headings,
    subjectLines: spec.lines,
    otherLines: spec.others,
    sceneLines: spec.scene,
    written: { sentence: ROMANISED_WRITTEN[language] ?? ((q) => q), lines: spec.written },
    ask: { headings: [spec.ask[0]], lines: [spec.ask[1]], alt: spec.ask[2] },
  };
};

export const LATIN_PHOTO_WORDS: Readonly<Partial<Record<LanguageCode, PhotoWords>>> = {
  hindi: build("hindi", {
    people: ["ek insaan", "{n} log", "logon ka ek group"],
    faces: ["ek chehra", "{n} chehre"],
    at: ["left mein {p}", "right mein {p}", "beech mein {p}"],
    setting: ["andar", "bahar"],
    light: ["halki roshni mein", "tez roshni mein", "raat ko"],
    withOthers: "saath mein",
    photo: "Ek photo",
    headings: ["Aaj ke frame mein: {subject}", "Camera ki nazar mein {subject}", "Aaj ka star: {subject}"],
    lines: [
      "Is frame ki jaan: {subject}.",
      "Sabse pehle nazar jaati hai {subject} par.",
      "Photo mein sabse khaas: {subject}.",
    ],
    others: ["Saath mein dikh rahe hain: {others}.", "Gaur se dekho, {others} bhi hai."],
    scene: ["Mahaul: {scene}.", "Ye pal kaid hua {scene}."],
    written: ["Frame mein likha hai: {text}.", "Zara padhiye: {text}."],
    ask: [
      "Is photo mein kya hai? Do shabdon mein batao",
      "Is photo mein kya hai, ye pehchaana nahi ja saka. Ek chhota sa note jodo (jaise “Mom ke rajma chawal”), toh post usi ke baare mein likhi jayegi.",
      "Ek photo; isme kya hai ye pehchaana nahi ja saka.",
    ],
  }),
  marathi: build("marathi", {
    people: ["ek vyakti", "{n} jan", "lokancha ek group"],
    faces: ["ek chehra", "{n} chehre"],
    at: ["davikade {p}", "ujvikade {p}", "madhomadh {p}"],
    setting: ["aat", "baher"],
    light: ["mand prakashat", "lakhkha prakashat", "ratri"],
    withOthers: "sobat",
    photo: "Ek photo",
    headings: ["Aajchi frame: {subject}", "Camerachya najaret {subject}", "Aajcha star: {subject}"],
    lines: [
      "Ya framechi jaan: {subject}.",
      "Sagalyat aadhi najar jate — {subject}.",
      "Phototla khaas aakarshan: {subject}.",
    ],
    others: ["Sobat disatay: {others}.", "Neet pahila tar {others} pan disel."],
    scene: ["Vatavaran: {scene}.", "Ha kshan tipla {scene}."],
    written: ["Frame madhe lihilay: {text}.", "Neet vacha: {text}."],
    ask: [
      "Ya photot kay aahe? Don shabdat sanga",
      "Ya photot kay aahe te olakhta aala nahi. Ek chhoti nond joda (jasa “Aaicha pithla bhakri”), mag post tyabaddalach lihili jail.",
      "Ek photo; tyat kay aahe te olakhta aala nahi.",
    ],
  }),
  punjabi: build("punjabi", {
    people: ["ikk banda", "{n} jane", "lokan da ikk group"],
    faces: ["ikk chehra", "{n} chehre"],
    at: ["khabbe paase {p}", "sajje paase {p}", "vichkaar {p}"],
    setting: ["andar", "bahar"],
    light: ["madham roshni vich", "tez roshni vich", "raat nu"],
    withOthers: "naal",
    photo: "Ikk photo",
    headings: ["Ajj da frame: {subject}", "Camere di nazar vich {subject}", "Ajj da star: {subject}"],
    lines: [
      "Is frame di jaan: {subject}.",
      "Sab ton pehlan nazar paindi hai {subject} te.",
      "Tasveer vich khaas: {subject}.",
    ],
    others: ["Naal disde ne: {others}.", "Gaur naal vekho, {others} vi hai."],
    scene: ["Mahaul: {scene}.", "Eh pal kaid hoya {scene}."],
    written: ["Frame vich likheya hai: {text}.", "Zara padho: {text}."],
    ask: [
      "Is photo vich ki hai? Do shabdan vich dasso",
      "Is photo vich ki hai, eh pehchaneya nahi ja sakeya. Ikk chhota jeha note jodo (jiven “Mummy de rajma chawal”), taan post usse baare likhi javegi.",
      "Ikk photo; is vich ki hai eh pehchaneya nahi ja sakeya.",
    ],
  }),
  bengali: build("bengali", {
    people: ["ekjon manush", "{n} jon manush", "ekdol manush"],
    faces: ["ekti mukh", "{n}ti mukh"],
    at: ["bamdike {p}", "dandike {p}", "majhkhane {p}"],
    setting: ["bhetore", "baire"],
    light: ["abchha aloy", "jholmole aloy", "raater bela"],
    withOthers: "songe",
    photo: "Ekti chhobi",
    headings: ["Aajker frame: {subject}", "Camerar chokhe {subject}", "Aajker star: {subject}"],
    lines: ["Ei frame-er pran: {subject}.", "Prothomei chokhe pore — {subject}.", "Chhobir asol akorshon: {subject}."],
    others: ["Songe achhe: {others}.", "Bhalo kore dekhun, achhe {others}."],
    scene: ["Poribesh: {scene}.", "Muhurtota dhora porechhe {scene}."],
    written: ["Frame-e lekha achhe: {text}.", "Pore dekhun: {text}."],
    ask: [
      "Ei chhobite ki achhe? Du-kothay bolun",
      "Ei chhobite ki achhe, ta chena gelo na. Ekta chhoto note jog korun (jemon “Mayer haater macher jhol”), tahole post-ta seta niyei lekha hobe.",
      "Ekti chhobi; ete ki achhe ta chena jayni.",
    ],
  }),
  tamil: build("tamil", {
    people: ["oruthar", "{n} per", "oru koottam"],
    faces: ["oru mugam", "{n} mugangal"],
    at: ["left-la {p}", "right-la {p}", "naduvula {p}"],
    setting: ["ulla", "veliya"],
    light: ["mangalaana velichathula", "pallichnu velichathula", "raathiri"],
    withOthers: "kooda",
    photo: "Oru photo",
    headings: ["Innaikku frame: {subject}", "Camera kannula {subject}", "Innaikku hero: {subject}"],
    lines: [
      "Indha frame-oda highlight: {subject}.",
      "Modhalla kannula padradhu — {subject}.",
      "Photo-la special: {subject}.",
    ],
    others: ["Kooda irukkradhu: {others}.", "Konjam uthu paatha {others} theriyum."],
    scene: ["Soozhal: {scene}.", "Indha tharunam padhivaanadhu {scene}."],
    written: ["Frame-la ezhudhirukku: {text}.", "Padichu paarunga: {text}."],
    ask: [
      "Indha photo-la enna irukku? Rendu vaarthaila sollunga",
      "Indha photo-la enna irukkunu kandupidikka mudiyala. Oru chinna note serunga (udharanama “Amma senja sambar sadham”), adha vechu post ezhudhapadum.",
      "Oru photo; adhula enna irukkunu kandupidikka mudiyala.",
    ],
  }),
  telugu: build("telugu", {
    people: ["oka vyakti", "{n} mandi", "oka gumpu"],
    faces: ["oka mukham", "{n} mukhalu"],
    at: ["edama vaipu {p}", "kudi vaipu {p}", "madhyalo {p}"],
    setting: ["lopala", "bayata"],
    light: ["takkuva velugulo", "manchi velugulo", "raatri"],
    withOthers: "pakkane",
    photo: "Oka photo",
    headings: ["Ee roju frame: {subject}", "Camera kantilo {subject}", "Ee roju hero: {subject}"],
    lines: ["Ee frame highlight: {subject}.", "Mundu kantapadedi — {subject}.", "Photo lo special: {subject}."],
    others: ["Pakkane unnavi: {others}.", "Konchem jagrattaga chuste {others} kuda kanipistayi."],
    scene: ["Vaatavaranam: {scene}.", "Ee kshanam bandhinchindi {scene}."],
    written: ["Frame lo raasi undi: {text}.", "Chadivi chudandi: {text}."],
    ask: [
      "Ee photo lo emundi? Rendu maatallo cheppandi",
      "Ee photo lo emundo gurtinchalekapoyam. Oka chinna note jodinchandi (udaharanaku “Amma chesina pulihora”), daani gurinche post raastam.",
      "Oka photo; andulo emundo gurtinchalekapoyam.",
    ],
  }),
  urdu: build("urdu", {
    people: ["ek shakhs", "{n} log", "logon ka ek group"],
    faces: ["ek chehra", "{n} chehre"],
    at: ["baayen taraf {p}", "daayen taraf {p}", "beech mein {p}"],
    setting: ["andar", "bahar"],
    light: ["halki roshni mein", "tez roshni mein", "raat ko"],
    withOthers: "saath mein",
    photo: "Ek tasveer",
    headings: ["Aaj ka frame: {subject}", "Camere ki nazar mein {subject}", "Aaj ka star: {subject}"],
    lines: [
      "Is frame ki jaan: {subject}.",
      "Sab se pehle nazar jaati hai {subject} par.",
      "Tasveer mein khaas: {subject}.",
    ],
    others: ["Saath mein nazar aa rahe hain: {others}.", "Ghaur se dekhiye, {others} bhi hai."],
    scene: ["Mahaul: {scene}.", "Ye lamha qaid hua {scene}."],
    written: ["Frame mein likha hai: {text}.", "Zara parhiye: {text}."],
    ask: [
      "Is tasveer mein kya hai? Do lafzon mein bataiye",
      "Is tasveer mein kya hai, ye pehchana nahi ja saka. Ek chhota sa note likhiye (jaise “Ammi ki biryani”), to post usi ke baare mein likhi jayegi.",
      "Ek tasveer; is mein kya hai ye pehchana nahi ja saka.",
    ],
  }),
  malayalam: build("malayalam", {
    people: ["oraal", "{n} per", "oru koottam aalukal"],
    faces: ["oru mukham", "{n} mukhangal"],
    at: ["idathu vashathu {p}", "valathu vashathu {p}", "naduvil {p}"],
    setting: ["akathu", "purathu"],
    light: ["mangiya velichathil", "nalla velichathil", "raathri"],
    withOthers: "oppam",
    photo: "Oru photo",
    headings: ["Innathe frame: {subject}", "Camera kannil {subject}", "Innathe star: {subject}"],
    lines: [
      "Ee frame-inte highlight: {subject}.",
      "Aadyam kannil pedunnathu — {subject}.",
      "Photoyile special: {subject}.",
    ],
    others: ["Oppamullathu: {others}.", "Onnu sookshichu nokkiyal {others} kaanam."],
    scene: ["Anthareeksham: {scene}.", "Ee nimisham pakarthiyathu {scene}."],
    written: ["Frame-il ezhuthiyittundu: {text}.", "Vaayichu nokku: {text}."],
    ask: [
      "Ee photoyil enthaanu? Randu vaakkil parayoo",
      "Ee photoyil enthaanennu thirichariyan aayilla. Oru cheriya kurippu cherkkoo (udaharanathinu “Ammayude Onasadya”), athine kurichu thanne post ezhutham.",
      "Oru photo; athil enthaanennu thirichariyan aayilla.",
    ],
  }),
  kannada: build("kannada", {
    people: ["obba vyakti", "{n} jana", "janara ondu gumpu"],
    faces: ["ondu mukha", "{n} mukhagalu"],
    at: ["edagade {p}", "balagade {p}", "madhyadalli {p}"],
    setting: ["olage", "horage"],
    light: ["kadime belakinalli", "jaasti belakinalli", "raatri"],
    withOthers: "jothege",
    photo: "Ondu photo",
    headings: ["Ivattina frame: {subject}", "Camera kannalli {subject}", "Ivattina star: {subject}"],
    lines: [
      "Ee frame-na highlight: {subject}.",
      "Modalu kannige beelodu — {subject}.",
      "Photo alli special: {subject}.",
    ],
    others: ["Jothege ive: {others}.", "Swalpa gamanisidre {others} kooda kaanutte."],
    scene: ["Vaatavarana: {scene}.", "Ee kshana sereyaagiddu {scene}."],
    written: ["Frame alli bardide: {text}.", "Odi nodi: {text}."],
    ask: [
      "Ee photo alli enide? Eradu maatalli heli",
      "Ee photo alli enide anta gurutisoke aagalilla. Ondu chikka note serisi (udaaharanege “Amma maadida bisibelebath”), adara bagge post bareyuttheve.",
      "Ondu photo; adaralli enide anta gurutisalaagalilla.",
    ],
  }),
  gujarati: build("gujarati", {
    people: ["ek vyakti", "{n} loko", "lokonu ek group"],
    faces: ["ek chehro", "{n} chehra"],
    at: ["dabi baju {p}", "jamni baju {p}", "vachche {p}"],
    setting: ["andar", "bahar"],
    light: ["jhankha prakash ma", "tej prakash ma", "raatre"],
    withOthers: "saathe",
    photo: "Ek photo",
    headings: ["Aajni frame: {subject}", "Camerani najare {subject}", "Aajno star: {subject}"],
    lines: ["Aa frame ni jaan: {subject}.", "Sauthi pehla najar jaay — {subject} par.", "Photo ma khaas: {subject}."],
    others: ["Saathe dekhay chhe: {others}.", "Dhyan thi juo to {others} pan chhe."],
    scene: ["Maahol: {scene}.", "Aa pal ked thai {scene}."],
    written: ["Frame ma lakhelu chhe: {text}.", "Vanchi juo: {text}."],
    ask: [
      "Aa photo ma shu chhe? Be shabdo ma kaho",
      "Aa photo ma shu chhe te olakhi shakayu nahi. Ek nani nondh umero (jem ke “Mummy ni dal dhokli”), to post tena vishe j lakhashe.",
      "Ek photo; ema shu chhe te olakhi shakayu nahi.",
    ],
  }),
};
