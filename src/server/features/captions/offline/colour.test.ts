/**
 * A thing's own colour named with it (decision 746): the colour adjectives' agreeing forms in
 * every language, direct and before a postposition, with a masculine, a feminine and (Marathi,
 * Gujarati) a neuter noun; and the writer saying the colour analysis found, only then.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, type LanguageCode } from "#contract/languages.ts";
import { TEST_CONCEPTS } from "#test/fixtures/concepts.ts";
import { PHOTO_WORDS } from "./photo/index.ts";
import { LATIN_PHOTO_WORDS } from "./photo/latin.ts";
import type { PhotoWords } from "./photo-words.ts";
import { nounPhrase, render, type Subject } from "./render.ts";
import { COLOUR_NAMES, type ColourName, type ImageAnalysis } from "./types.ts";
import { COLOUR_WORDS } from "./vocabulary/colours.ts";
import { VOCABULARY } from "./vocabulary/index.ts";
import type { ColourForms, Concept } from "./vocabulary/types.ts";
import { type OfflineWriterInput, writeOfflinePost } from "./writer.ts";

const concept = (id: string) =>
  (TEST_CONCEPTS.find((c) => c.id === id) ?? VOCABULARY.find((c) => c.id === id)) as Concept;
const thing = (id: string, colour: ColourName, count = 1): Subject => ({
  kind: "concept",
  concept: concept(id),
  count,
  colour,
});
/** The subject in a template of the test's own: the form is what is checked, not a template's wording. */
const say = (language: LanguageCode, template: string, subject: Subject, words: PhotoWords = PHOTO_WORDS[language]) =>
  render(template, {
    subject: nounPhrase(language, words === PHOTO_WORDS[language] ? "native" : "latin", words, subject),
  });

describe("colour adjectives agree with their noun", () => {
  it("Hindi: -ā colours agree in gender and take the oblique before a postposition; लाल never changes", () => {
    expect(say("hindi", "{subject}", thing("dog", "black"))).toBe("काला कुत्ता");
    expect(say("hindi", "{subject:obl} के साथ", thing("dog", "black"))).toBe("काले कुत्ते के साथ");
    expect(say("hindi", "{subject}", thing("cat", "black"))).toBe("काली बिल्ली");
    expect(say("hindi", "{subject:obl} पर", thing("cat", "black"))).toBe("काली बिल्ली पर");
    expect(say("hindi", "{subject}", thing("car", "red"))).toBe("लाल कार");
    expect(say("hindi", "{subject:obl} पर", thing("dog", "red"))).toBe("लाल कुत्ते पर");
    expect(say("hindi", "{subject}", thing("dog", "pink"))).toBe("गुलाबी कुत्ता");
    expect(say("hindi", "{subject:obl} में", thing("car", "blue"))).toBe("नीली कार में");
    // The verb agrees with the noun, as without the colour.
    const seen = "{subject} {subject?m:दिखा|f:दिखी|many:दिखे|f.many:दिखीं}";
    expect(say("hindi", seen, thing("dog", "brown"))).toBe("भूरा कुत्ता दिखा");
    expect(say("hindi", seen, thing("cat", "brown"))).toBe("भूरी बिल्ली दिखी");
  });

  it("Urdu and Punjabi: the same agreement; Urdu سرخ and سبز never change", () => {
    expect(say("urdu", "{subject}", thing("dog", "black"))).toBe("کالا کتا");
    expect(say("urdu", "{subject:obl} کے ساتھ", thing("dog", "black"))).toBe("کالے کتے کے ساتھ");
    expect(say("urdu", "{subject}", thing("cat", "black"))).toBe("کالی بلی");
    expect(say("urdu", "{subject:obl} پر", thing("cat", "yellow"))).toBe("پیلی بلی پر");
    expect(say("urdu", "{subject}", thing("car", "red"))).toBe("سرخ کار");
    expect(say("urdu", "{subject:obl} پر", thing("dog", "green"))).toBe("سبز کتے پر");
    expect(say("punjabi", "{subject}", thing("dog", "black"))).toBe("ਕਾਲਾ ਕੁੱਤਾ");
    expect(say("punjabi", "{subject:obl} ’ਤੇ", thing("dog", "white"))).toBe("ਚਿੱਟੇ ਕੁੱਤੇ ’ਤੇ");
    expect(say("punjabi", "{subject}", thing("cat", "white"))).toBe("ਚਿੱਟੀ ਬਿੱਲੀ");
    expect(say("punjabi", "{subject:obl} ’ਤੇ", thing("cat", "black"))).toBe("ਕਾਲੀ ਬਿੱਲੀ ’ਤੇ");
    expect(say("punjabi", "{subject}", thing("car", "red"))).toBe("ਲਾਲ ਕਾਰ");
  });

  it("Marathi: three genders, and -yā before a postposition whatever the gender", () => {
    expect(say("marathi", "{subject}", thing("dog", "black"))).toBe("काळा कुत्रा");
    expect(say("marathi", "{subject}", thing("cat", "black"))).toBe("काळी मांजर");
    expect(say("marathi", "{subject}", thing("airplane", "black"))).toBe("काळे विमान");
    expect(say("marathi", "{subject:obl}वर", thing("dog", "black"))).toBe("काळ्या कुत्र्यावर");
    expect(say("marathi", "{subject:obl}वर", thing("cat", "black"))).toBe("काळ्या मांजरीवर");
    expect(say("marathi", "{subject:obl}वर", thing("airplane", "white"))).toBe("पांढऱ्या विमानावर");
    expect(say("marathi", "{subject}", thing("car", "red"))).toBe("लाल गाडी");
    expect(say("marathi", "{subject:obl}वर", thing("dog", "brown"))).toBe("तपकिरी कुत्र्यावर");
  });

  it("Gujarati: three genders; masculine and neuter oblique in -ā, the feminine unchanged", () => {
    expect(say("gujarati", "{subject}", thing("dog", "black"))).toBe("કાળો કૂતરો");
    expect(say("gujarati", "{subject}", thing("cat", "black"))).toBe("કાળી બિલાડી");
    expect(say("gujarati", "{subject}", thing("airplane", "black"))).toBe("કાળું વિમાન");
    expect(say("gujarati", "{subject:obl} પર", thing("dog", "black"))).toBe("કાળા કૂતરા પર");
    expect(say("gujarati", "{subject:obl} પર", thing("cat", "green"))).toBe("લીલી બિલાડી પર");
    expect(say("gujarati", "{subject:obl} પર", thing("airplane", "yellow"))).toBe("પીળા વિમાન પર");
    expect(say("gujarati", "{subject}", thing("car", "red"))).toBe("લાલ કાર");
  });

  it("Bengali, Odia and the Dravidian languages: one attributive form, before the noun and its genitive", () => {
    const cases: [LanguageCode, ColourName, string, string][] = [
      ["bengali", "black", "কালো কুকুর", "কালো কুকুরের"],
      ["bengali", "orange", "কমলা রঙের কুকুর", "কমলা রঙের কুকুরের"],
      ["odia", "black", "କଳା କୁକୁର", "କଳା କୁକୁରର"],
      ["tamil", "black", "கருப்பு நாய்", "கருப்பு நாயின்"],
      ["tamil", "red", "சிவப்பு நாய்", "சிவப்பு நாயின்"],
      ["telugu", "red", "ఎర్రని కుక్క", "ఎర్రని కుక్క"],
      ["telugu", "brown", "గోధుమ రంగు కుక్క", "గోధుమ రంగు కుక్క"],
      ["kannada", "black", "ಕಪ್ಪು ನಾಯಿ", "ಕಪ್ಪು ನಾಯಿಯ"],
      ["malayalam", "red", "ചുവന്ന നായ", "ചുവന്ന നായയുടെ"],
      ["malayalam", "blue", "നീലനിറമുള്ള നായ", "നീലനിറമുള്ള നായയുടെ"],
    ];
    for (const [language, colour, np, gen] of cases) {
      expect(say(language, "{subject}", thing("dog", colour)), language).toBe(np);
      expect(say(language, "{subject:gen}", thing("dog", colour)), language).toBe(gen);
    }
  });

  it("English: the colour before the noun, the article by its sound", () => {
    expect(say("english", "{subject:a}", thing("car", "red"))).toBe("A red car");
    expect(say("english", "{subject:a}", thing("cup", "orange"))).toBe("An orange cup");
    expect(say("english", "Meet {subject:the}", thing("dog", "brown"))).toBe("Meet the brown dog");
    expect(say("english", "Here's {subject:a}", thing("chai", "brown"))).toBe("Here's brown chai");
  });

  it("a romanised post names the colour as it names the thing, in English", () => {
    expect(say("hindi", "{subject} par", thing("car", "red"), LATIN_PHOTO_WORDS.hindi)).toBe("Red car par");
  });

  it("never says a colour of several things: analysis gives the colour of one box", () => {
    for (const language of LANGUAGE_CODES) {
      const phrase = nounPhrase(language, "native", PHOTO_WORDS[language], thing("dog", "red", 3));
      const plain = nounPhrase(language, "native", PHOTO_WORDS[language], {
        kind: "concept",
        concept: concept("dog"),
        count: 3,
      });
      expect(phrase, language).toEqual(plain);
    }
  });

  it("every colour analysis can name has every language's form (by type; checked here for the table's values)", () => {
    for (const colour of COLOUR_NAMES)
      for (const [language, form] of Object.entries(COLOUR_WORDS[colour])) {
        const forms = typeof form === "string" ? [form] : Object.values(form).flatMap((f) => [f.one, f.obl]);
        for (const f of forms) expect(f.trim(), `${colour}/${language}`).toBe(f);
        expect(forms.every(Boolean), `${colour}/${language}`).toBe(true);
      }
    // A Marathi colour that agrees needs its neuter: leaving it out does not compile.
    // @ts-expect-error the neuter form is missing
    const missingNeuter: ColourForms["marathi"] = {
      m: { one: "काळा", obl: "काळ्या" },
      f: { one: "काळी", obl: "काळ्या" },
    };
    expect(typeof missingNeuter).toBe("object");
  });
});

const CAR: ImageAnalysis = {
  colours: ["red", "grey"],
  brightness: "normal",
  orientation: "landscape",
  peopleCount: 0,
  objects: [],
  tentative: [{ label: "car", confidence: 0.45, count: 1, area: 0.42, position: "left", colour: "red" }],
  faceCount: 0,
};
const write = (language: LanguageCode, images: ImageAnalysis[], more: Partial<OfflineWriterInput> = {}) =>
  writeOfflinePost({
    images,
    contentField: "travel",
    tone: "friendly",
    language,
    script: "native",
    plan: "free",
    productHashtag: "CaptionKaro",
    hashtagCap: 5,
    seed: "colour",
    vocabulary: [...TEST_CONCEPTS, ...VOCABULARY],
    ...more,
  });
/** Every form of every colour in a language, as written before a noun. */
const colourForms = (language: LanguageCode) =>
  COLOUR_NAMES.flatMap((c) => {
    const form = COLOUR_WORDS[c][language];
    return typeof form === "string" ? [form] : Object.values(form).flatMap((f) => [f.one, f.obl]);
  });

describe("the writer names the colour analysis found, and only then", () => {
  it("says no colour when analysis gave none", () => {
    const plain: ImageAnalysis = {
      ...CAR,
      tentative: [{ label: "car", confidence: 0.45, count: 1, area: 0.42, position: "left" }],
    };
    for (const language of LANGUAGE_CODES) {
      const { result, meta } = write(language, [plain]);
      expect(meta.facts?.subject, language).toBe("car×1");
      for (const form of colourForms(language))
        for (const text of [result.postHeading, result.altText])
          expect(text, `${language}: ${form}`).not.toContain(`${form} `);
    }
  });

  it("says the colour with the subject in heading, caption and alt text", () => {
    const { result, meta } = write("english", [CAR]);
    expect(meta.facts?.subject).toBe("car×1 (red)");
    expect(result.altText).toBe("A red car on the left.");
    expect(result.postHeading).toContain("red car");
    expect(result.caption).toContain("red car");
    // The frame is red too: the colour is said only with the car, never as a sentence of its own.
    for (const text of [result.postHeading, result.caption, result.altText, result.detailedDescription])
      expect(text.match(/\bred\b/giu)?.length ?? 0, text).toBe(text.match(/\bred car\b/giu)?.length ?? 0);
  });

  it("fills every template's oblique slot with the agreeing oblique form (Hindi, Punjabi, Marathi, Gujarati)", () => {
    const expected: [LanguageCode, string, string][] = [
      ["hindi", "dog", "काले कुत्ते पर"],
      ["urdu", "dog", "کالے کتے پر"],
      ["punjabi", "dog", "ਕਾਲੇ ਕੁੱਤੇ ’ਤੇ"],
      ["marathi", "dog", "काळ्या कुत्र्यावर"],
      ["marathi", "cat", "काळ्या मांजरीवर"],
      ["gujarati", "dog", "કાળા કૂતરા પર"],
      ["gujarati", "airplane", "કાળા વિમાન પર"],
    ];
    for (const [language, id, form] of expected) {
      const templates = PHOTO_WORDS[language].subjectLines.filter((t) => t.includes("{subject:obl}"));
      expect(templates.length, language).toBeGreaterThan(0);
      for (const template of templates) expect(say(language, template, thing(id, "black")), template).toContain(form);
    }
  });

  it("leaves the colour out when it is the thing's name, when there are several, and for people", () => {
    const orange: ImageAnalysis = {
      ...CAR,
      tentative: [],
      objects: [{ label: "orange", confidence: 0.9, count: 1, area: 0.3, position: "centre", colour: "orange" }],
    };
    expect(write("english", [orange]).result.altText).not.toMatch(/orange orange/iu);
    const cars: ImageAnalysis = {
      ...CAR,
      tentative: [],
      objects: [{ label: "car", confidence: 0.9, count: 3, area: 0.3, position: "centre", colour: "red" }],
    };
    const three = write("english", [cars]);
    expect(three.result.altText).toContain("Three cars");
    expect(three.result.altText).not.toContain("red");
    const person: ImageAnalysis = {
      ...CAR,
      peopleCount: 1,
      tentative: [],
      objects: [{ label: "person", confidence: 0.9, count: 1, area: 0.6, position: "centre", colour: "red" }],
    };
    expect(write("english", [person]).result.altText).not.toContain("red");
  });

  it("takes the colour of a thing the note names when analysis saw that thing", () => {
    const { result } = write("hindi", [CAR], { note: "नई कार" });
    expect(result.altText).toContain("लाल कार");
  });
});
