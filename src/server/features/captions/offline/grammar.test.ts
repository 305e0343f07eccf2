/**
 * Grammar of the offline writer's templates (issue 26), generated from the slot declarations:
 * every template of every language (native and romanised) × every concept of the vocabulary
 * (the shipped one and the test concepts) × one and several of it, plus people and the
 * creator's own words, and the test concepts in every colour (decision 746). A new template,
 * word or colour is checked without writing a test.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, type LanguageCode } from "#contract/languages.ts";
import { TEST_CONCEPTS } from "#test/fixtures/concepts.ts";
import { PHOTO_WORDS } from "./photo/index.ts";
import { LATIN_PHOTO_WORDS } from "./photo/latin.ts";
import type { PhotoWords } from "./photo-words.ts";
import { canFill, nounPhrase, render, SLOT_FORMS, type Subject, slotsOf } from "./render.ts";
import { COLOUR_NAMES } from "./types.ts";
import { VOCABULARY } from "./vocabulary/index.ts";
import type { Concept } from "./vocabulary/types.ts";

const CONCEPTS: readonly Concept[] = [...TEST_CONCEPTS, ...VOCABULARY];
const byId = (id: string) => TEST_CONCEPTS.find((c) => c.id === id) as Concept;

const subjectsFor = (): Subject[] => [
  ...CONCEPTS.flatMap((concept): Subject[] => [
    { kind: "concept", concept, count: 1 },
    { kind: "concept", concept, count: 3 },
  ]),
  ...TEST_CONCEPTS.flatMap((concept) =>
    COLOUR_NAMES.map((colour): Subject => ({ kind: "concept", concept, count: 1, colour })),
  ),
  { kind: "people", count: 1 },
  { kind: "people", count: 2 },
  { kind: "people", count: 5 },
  { kind: "faces", count: 1 },
  { kind: "words", text: "Nani ka 80th birthday" },
];

const templatesOf = (words: PhotoWords) => [...words.subjectHeadings, ...words.subjectLines];
const NAME_OF = (template: string) => (template.includes("{others") ? "others" : "subject");
const SETS: [string, LanguageCode, "native" | "latin", PhotoWords][] = [
  ...LANGUAGE_CODES.map((l) => [l, l, "native", PHOTO_WORDS[l]] as [string, LanguageCode, "native", PhotoWords]),
  ...Object.entries(LATIN_PHOTO_WORDS).map(
    ([l, w]) =>
      [`${l} (romanised)`, l as LanguageCode, "latin", w as PhotoWords] as [string, LanguageCode, "latin", PhotoWords],
  ),
];

describe.each(SETS)("templates of %s", (_name, language, script, words) => {
  it("declare only known slots and forms", () => {
    for (const template of [...templatesOf(words), ...words.otherLines])
      for (const slot of slotsOf(template)) {
        expect(slot.name, template).toBe(NAME_OF(template));
        expect(SLOT_FORMS, template).toContain(slot.form);
      }
  });

  it("render every subject with every slot filled, in the form the slot declares", () => {
    for (const subject of subjectsFor()) {
      const phrase = nounPhrase(language, script, words, subject);
      const usable = templatesOf(words).filter((t) => canFill(t, { subject: phrase }));
      // Every subject has at least one heading and one caption line it can fill.
      expect(
        words.subjectHeadings.some((t) => usable.includes(t)),
        JSON.stringify(subject),
      ).toBe(true);
      expect(
        words.subjectLines.some((t) => usable.includes(t)),
        JSON.stringify(subject),
      ).toBe(true);
      // The same phrase as "the others" (one of them, or several): every other-line fills.
      const otherLines = words.otherLines.filter((t) => canFill(t, { others: phrase }));
      expect(otherLines.length, JSON.stringify(subject)).toBeGreaterThan(0);
      for (const template of otherLines) expect(render(template, { others: phrase }), template).not.toMatch(/[{}]/u);
      for (const template of usable) {
        const text = render(template, { subject: phrase });
        expect(text, template).not.toMatch(/[{}]/u);
        for (const slot of slotsOf(template).filter((s) => !s.agrees)) {
          const form = phrase.forms[slot.form] as string;
          expect(text.toLocaleLowerCase("en-IN"), `${template} ← ${form}`).toContain(form.toLocaleLowerCase("en-IN"));
        }
      }
    }
  });

  it("never put the creator's words into a slot that needs their gender", () => {
    const phrase = nounPhrase(language, script, words, { kind: "words", text: "Nani ka 80th birthday" });
    for (const template of templatesOf(words).filter((t) => /\{subject\?(m|f|n):/u.test(t)))
      expect(canFill(template, { subject: phrase }), template).toBe(false);
  });
});

const line = (language: LanguageCode, pattern: RegExp) =>
  PHOTO_WORDS[language].subjectLines.find((t) => pattern.test(t)) as string;
const say = (language: LanguageCode, template: string, subject: Subject) =>
  render(template, { subject: nounPhrase(language, "native", PHOTO_WORDS[language], subject) });

describe("agreement by construction", () => {
  it("Hindi and Urdu verbs agree with the subject's gender and number", () => {
    const hi = line("hindi", /\?m:/u);
    expect(say("hindi", hi, { kind: "concept", concept: byId("cat"), count: 1 })).toMatch(/^बिल्ली दिखी /u);
    expect(say("hindi", hi, { kind: "concept", concept: byId("dog"), count: 1 })).toMatch(/^कुत्ता दिखा /u);
    expect(say("hindi", hi, { kind: "concept", concept: byId("dog"), count: 2 })).toMatch(/^दो कुत्ते दिखे /u);
    expect(say("hindi", hi, { kind: "concept", concept: byId("cat"), count: 3 })).toMatch(/^तीन बिल्लियाँ दिखीं /u);
    const ur = line("urdu", /\?m:/u);
    expect(say("urdu", ur, { kind: "concept", concept: byId("car"), count: 1 })).toContain("کار نظر آئی");
    expect(say("urdu", ur, { kind: "concept", concept: byId("dog"), count: 1 })).toContain("کتا نظر آیا");
  });

  it("postpositions take the oblique: Hindi, Urdu, Punjabi, Gujarati, Marathi", () => {
    expect(say("hindi", line("hindi", /:obl\} पर/u), { kind: "concept", concept: byId("dog"), count: 2 })).toContain(
      "दो कुत्तों पर",
    );
    expect(say("hindi", line("hindi", /:obl\} पर/u), { kind: "people", count: 2 })).toContain("दो लोगों पर");
    expect(say("urdu", line("urdu", /:obl\} پر/u), { kind: "concept", concept: byId("dog"), count: 1 })).toContain(
      "کتے پر",
    );
    expect(say("punjabi", line("punjabi", /:obl\}/u), { kind: "concept", concept: byId("dog"), count: 2 })).toContain(
      "ਦੋ ਕੁੱਤਿਆਂ ’ਤੇ",
    );
    // The "એક ચહેરો પર": a noun before પર is oblique (ચહેરા પર, કૂતરા પર).
    const gu = line("gujarati", /:obl\} પર/u);
    expect(say("gujarati", gu, { kind: "concept", concept: byId("dog"), count: 1 })).toContain("કૂતરા પર");
    expect(say("gujarati", gu, { kind: "people", count: 5 })).toContain("લોકોના એક ગ્રુપ પર");
    // Marathi attaches the postposition to the oblique stem: कुत्र्यावर, मांजरीवर, एका व्यक्तीवर.
    const mr = line("marathi", /:obl\}वर/u);
    expect(say("marathi", mr, { kind: "concept", concept: byId("dog"), count: 1 })).toContain("कुत्र्यावर");
    expect(say("marathi", mr, { kind: "concept", concept: byId("cat"), count: 1 })).toContain("मांजरीवर");
    expect(say("marathi", mr, { kind: "people", count: 1 })).toContain("एका व्यक्तीवर");
    expect(say("marathi", mr, { kind: "concept", concept: byId("dog"), count: 3 })).toContain("तीन कुत्र्यांवर");
  });

  it("the others' verb agrees too (Hindi है/हैं)", () => {
    const hi = PHOTO_WORDS.hindi.otherLines.find((t) => t.includes("भी {others?")) as string;
    const one = nounPhrase("hindi", "native", PHOTO_WORDS.hindi, { kind: "people", count: 1 });
    const two = nounPhrase("hindi", "native", PHOTO_WORDS.hindi, { kind: "people", count: 2 });
    expect(render(hi, { others: one })).toContain("एक व्यक्ति भी है");
    expect(render(hi, { others: two })).toContain("दो लोग भी हैं");
  });

  it("Marathi and Gujarati verbs agree in three genders", () => {
    const mr = line("marathi", /\?m:/u);
    expect(say("marathi", mr, { kind: "concept", concept: byId("dog"), count: 1 })).toContain("कुत्रा दिसला");
    expect(say("marathi", mr, { kind: "concept", concept: byId("cat"), count: 1 })).toContain("मांजर दिसली");
    expect(say("marathi", mr, { kind: "concept", concept: byId("car"), count: 2 })).toContain("दोन गाड्या दिसल्या");
    const gu = line("gujarati", /\?m:/u);
    expect(say("gujarati", gu, { kind: "concept", concept: byId("dog"), count: 1 })).toContain("કૂતરો દેખાયો");
    expect(say("gujarati", gu, { kind: "concept", concept: byId("cat"), count: 1 })).toContain("બિલાડી દેખાઈ");
  });

  it("Bengali and Odia count with a classifier and the singular; the genitive is the declared form", () => {
    expect(
      nounPhrase("bengali", "native", PHOTO_WORDS.bengali, { kind: "concept", concept: byId("cup"), count: 3 }).forms
        .np,
    ).toBe("তিনটি কাপ");
    expect(
      nounPhrase("odia", "native", PHOTO_WORDS.odia, { kind: "concept", concept: byId("dog"), count: 2 }).forms.np,
    ).toBe("ଦୁଇଟି କୁକୁର");
    expect(say("bengali", line("bengali", /:gen\}/u), { kind: "concept", concept: byId("dog"), count: 1 })).toContain(
      "কুকুরের রাজত্ব",
    );
    expect(say("tamil", line("tamil", /:gen\}/u), { kind: "concept", concept: byId("cat"), count: 1 })).toContain(
      "பூனையின் ராஜ்ஜியம்",
    );
    expect(say("odia", line("odia", /:gen\}/u), { kind: "words", text: "Puri trip" })).toContain("“Puri trip”ର");
  });

  it("English fill-ins read as sentences: articles, agreement, no lower-case start", () => {
    const en = (template: string, subject: Subject) => say("english", template, subject);
    const steals = line("english", /steal/u);
    expect(en(steals, { kind: "concept", concept: byId("cat"), count: 1 })).toBe("The cat steals the show here.");
    expect(en(steals, { kind: "concept", concept: byId("dog"), count: 2 })).toBe("The two dogs steal the show here.");
    expect(en(steals, { kind: "concept", concept: byId("chai"), count: 1 })).toBe("The chai steals the show here.");
    for (const template of PHOTO_WORDS.english.subjectLines) {
      const text = en(template, { kind: "people", count: 1 });
      expect(text).not.toMatch(/\? [a-z]/u);
      expect(text).not.toMatch(/^Say hello/u);
      expect(text.charAt(0)).toBe(text.charAt(0).toUpperCase());
    }
    expect(en("Meet {subject:the}", { kind: "concept", concept: byId("motorbike"), count: 1 })).toBe(
      "Meet the motorbike",
    );
    expect(en("Here's {subject:a}", { kind: "concept", concept: byId("rajma-chawal"), count: 1 })).toBe(
      "Here's rajma chawal",
    );
  });
});
