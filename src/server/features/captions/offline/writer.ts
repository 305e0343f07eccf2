/**
 * The offline writer (decisions 200, 204, 730): a post about the photo with no network and no
 * model, read top to bottom as five stages, one module each:
 *
 *   1. facts.ts     the analyses and the creator's note → what may be said (per-class bars)
 *   2. concepts.ts  the note and the detections → concepts of the vocabulary
 *   3. plan.ts      what the post is about, what else, where and when, or "ask for a note"
 *   4. render.ts    templates with declared slots (photo/<code>.ts, photo/latin.ts) and the
 *                   hand-written phrase banks (phrases/<code>.ts) → heading, caption, description
 *   5. hashtags.ts  and the alt text below → tags and a sentence a screen reader can use
 *
 * Native and romanised posts go through the same stages; only the words differ. It gives no
 * engagement or uniqueness figure (decision 203).
 */
import { ALT_TEXT_MAX_CHARS, type GeneratedResult, generatedResultSchema } from "#contract/captions.ts";
import { postHashtags, withFreePlanTag } from "#contract/hashtags.ts";
import { LANGUAGES } from "#contract/languages.ts";
import { shapeFromVoice, type VoiceShape, withoutEmoji } from "#contract/voice-shape.ts";
import { festivalWords } from "#server/features/festivals/festivals.service.ts";
import { SCRIPT_SHARE_MIN, scriptShare } from "../script-check.ts";
import { conceptForLabel, isFillerWord, matchNote, type NoteMatch } from "./concepts.ts";
import { FIELD_EMOJI, TONE_EMOJI } from "./emoji.ts";
import { gatherFacts } from "./facts.ts";
import { rankHashtags, tagFromWords, withBrandSuggestions } from "./hashtags.ts";
import { PHOTO_WORDS } from "./photo/index.ts";
import { LATIN_PHOTO_WORDS } from "./photo/latin.ts";
import type { PhotoWords } from "./photo-words.ts";
import { bankFor } from "./phrases/index.ts";
import { type DetectedConcept, type PostPlan, planPost } from "./plan.ts";
import { pick, seededRandom } from "./random.ts";
import { canFill, capitalise, type NounPhrase, nounPhrase, quote, render, type Subject } from "./render.ts";
import type { OfflineWriterInput, OfflineWriterOutput, PhraseBank } from "./types.ts";
import { VOCABULARY } from "./vocabulary/index.ts";

export { confidentObjects } from "./facts.ts";
export { withBrandSuggestions } from "./hashtags.ts";
export type { OfflineWriterInput, OfflineWriterOutput } from "./types.ts";

/** Writes one post in the requested language, tone and script from the photos' analyses and the creator's note. */
export function writeOfflinePost(input: OfflineWriterInput): OfflineWriterOutput {
  if (!input.images[0]) throw new Error("writeOfflinePost needs at least one image analysis");
  const vocabulary = input.vocabulary ?? VOCABULARY;

  // 1. Facts: only what analysis is sure of, and the note as written.
  const facts = gatherFacts(input.images, input.note);

  // 2. Concepts: the note's words and each detected thing in the vocabulary.
  const note = matchNote(facts.note, vocabulary);
  const detected: DetectedConcept[] = facts.things.flatMap((thing) => {
    const concept = conceptForLabel(thing.label, vocabulary);
    return concept
      ? [
          {
            concept,
            count: thing.count,
            area: thing.area,
            ...(thing.position ? { position: thing.position } : {}),
            ...(thing.colour ? { colour: thing.colour } : {}),
          },
        ]
      : [];
  });

  // 3. The plan: what the post is about, in which order.
  const plan = planPost(facts, note, detected);

  // 4. Words: the language's bank and photo words (romanised ones for a romanised post).
  const { bank, fallback } = bankFor(input.language, input.script);
  const language = fallback ? fallback.language : input.language;
  const words =
    (input.script === "latin" && language !== "english" ? LATIN_PHOTO_WORDS[language] : undefined) ??
    PHOTO_WORDS[language];
  const script = input.script === "latin" ? "Latin" : LANGUAGES.find((l) => l.code === language)?.script;
  // Quoted words (the note, the photo's text) may be in another script: a part keeps them only
  // while its own letters still make up the share the language checks demand (script-check.ts).
  const fits = (text: string) => script === undefined || scriptShare(text, script) >= SCRIPT_SHARE_MIN;
  const voiceShape = shapeFromVoice(input.voice);
  const shape: VoiceShape = input.length === "short" ? { ...voiceShape, length: "short" } : voiceShape;
  const toneName = shape.tone ?? input.tone;
  const variation = Math.max(0, Math.floor(input.variation ?? 0));
  const random = seededRandom(
    `${input.seed}|${input.language}|${input.script}|${input.contentField}|${toneName}|${input.plan}`,
  );
  const greeting = festivalGreeting(note, language, input.script);
  const ctx: Context = {
    input,
    language,
    script: input.script,
    bank,
    words,
    shape,
    random,
    variation,
    fits,
    ...(greeting && fits(greeting) ? { greeting } : {}),
  };

  const text = plan.askForNote ? askingPost(ctx) : postAbout(ctx, plan);

  // 5. Hashtags and the alt text.
  const noteTag =
    plan.subject?.kind === "words" || plan.noteLine ? tagFromWords(facts.note, (w) => !isFillerWord(w)) : undefined;
  const textTag = plan.text ? tagFromWords(plan.text.replace(/[^A-Za-z\s]/gu, " ")) : undefined;
  const ranked = rankHashtags({
    plan,
    field: input.contentField,
    language,
    script: input.script,
    fieldTags: bank.fields[input.contentField].tags,
    languageTags: bank.languageTags,
    ...(noteTag ? { noteTag } : {}),
    ...(textTag ? { textTag } : {}),
    rotate: Math.floor(random() * 2) + variation,
  });
  const hashtags = withBrandSuggestions(
    withFreePlanTag(ranked, input.hashtagCap, input.plan === "free" ? input.productHashtag : undefined),
    input.brandHashtags ?? [],
    input.hashtagCap,
  );

  const result: GeneratedResult = generatedResultSchema.parse({ ...text, hashtags });
  return {
    result,
    meta: {
      engine: "offline",
      language: input.language,
      script: input.script,
      ...(fallback ? { fallback } : {}),
      postHashtags: postHashtags({ hashtags }, { cap: input.hashtagCap }),
      askForNote: plan.askForNote,
      facts: {
        subject: describeSubject(plan.subject),
        others: plan.others.map(describeSubject),
        ...(plan.setting ? { setting: plan.setting } : {}),
        ...(plan.night ? { night: true } : {}),
        ...(plan.light ? { light: plan.light } : {}),
        ...(plan.text ? { text: plan.text } : {}),
        ...(facts.note ? { note: facts.note, noteConcepts: note.concepts.map((c) => c.id) } : {}),
      },
      voice: shape.notes,
    },
  };
}

type Context = {
  input: OfflineWriterInput;
  language: OfflineWriterInput["language"];
  script: OfflineWriterInput["script"];
  bank: PhraseBank;
  words: PhotoWords;
  shape: VoiceShape;
  random: () => number;
  variation: number;
  fits: (text: string) => boolean;
  /** The greeting of a festival the note names, in the post's language (issue 28). */
  greeting?: string;
};

/** The vocabulary's festival concepts whose calendar id differs (decision 743). */
const CALENDAR_ID: Readonly<Record<string, string>> = {
  eid: "eid-al-fitr",
  bakrid: "eid-al-adha",
  bihu: "bohag-bihu",
  chhath: "chhath-puja",
  "guru-purab": "guru-nanak-jayanti",
  mahashivratri: "maha-shivaratri",
  "saraswati-puja": "basant-panchami",
};

/**
 * The greeting of the first festival the note names that the calendar offers in this
 * language ("Diwali post" → "दीपावली की हार्दिक शुभकामनाएँ"): written in the language's own
 * script, so a romanised post has none (English excepted).
 */
function festivalGreeting(
  note: NoteMatch,
  language: OfflineWriterInput["language"],
  script: OfflineWriterInput["script"],
): string | undefined {
  if (script === "latin" && language !== "english") return undefined;
  for (const concept of note.concepts) {
    if (concept.category !== "festival") continue;
    const words = festivalWords(CALENDAR_ID[concept.id] ?? concept.id, language);
    if (words) return words.greeting;
  }
  return undefined;
}

type PostText = Pick<GeneratedResult, "postHeading" | "caption" | "detailedDescription" | "altText">;

const describeSubject = (subject: Subject | undefined) =>
  !subject
    ? undefined
    : subject.kind === "concept"
      ? `${subject.concept.id}×${subject.count}${subject.colour ? ` (${subject.colour})` : ""}`
      : subject.kind === "words"
        ? `“${subject.text}”`
        : `${subject.kind}×${subject.count}`;

/** One template of a list that these phrases can fill, varied by the seed and the variation. */
function pickFilled(
  ctx: Context,
  templates: readonly string[],
  phrases: Readonly<Record<string, NounPhrase | string>>,
): string | undefined {
  const usable = templates.filter((t) => canFill(t, phrases));
  return usable.length > 0 ? render(pick(usable, ctx.random, ctx.variation), phrases) : undefined;
}

/** The user's voice applied to one line: the writer's emoji, or none when the samples use none. */
const emojiFor = (shape: VoiceShape, emoji: string) => (shape.emoji.mode === "none" ? "" : emoji);

/** A post about the photo's subject: heading, caption, description and alt text. */
function postAbout(ctx: Context, plan: PostPlan): PostText {
  const { input, words, bank, shape, random, variation, language, script, fits, greeting } = ctx;
  const subject = plan.subject as Subject;
  const field = bank.fields[input.contentField];
  const tone = bank.tones[shape.tone ?? input.tone];
  const phrase = nounPhrase(language, script, words, subject);
  // The others as one phrase: joined the language's way, plural when more than one, with the
  // first one's gender (the verb agrees with the nearest, as people say it).
  const otherPhrases = plan.others.map((o) => nounPhrase(language, script, words, o));
  const others = bank.list(otherPhrases.map((p) => p.forms.a ?? p.forms.np ?? ""));
  const othersPhrase: NounPhrase = {
    forms: { np: others, a: others },
    many: otherPhrases.length > 1 || otherPhrases[0]?.many === true,
    ...(otherPhrases[0]?.g ? { g: otherPhrases[0].g } : {}),
  };
  // The subject's own emoji (never one copied from the voice samples), else the field's.
  const subjectEmoji =
    (subject.kind === "concept" ? subject.concept.emoji : undefined) ?? FIELD_EMOJI[input.contentField];

  const place = plan.place;
  const placed: NounPhrase = place
    ? {
        ...phrase,
        forms: {
          ...phrase.forms,
          ...(phrase.forms.np ? { np: words.at(phrase.forms.np, place) } : {}),
          ...(phrase.forms.a ? { a: words.at(phrase.forms.a, place) } : {}),
          ...(phrase.forms.the ? { the: words.at(phrase.forms.the, place) } : {}),
        },
      }
    : phrase;

  // Heading: the subject (with its place and what is next to it, so two photos of the same kind
  // of subject still differ), and a line of the field, each from its own list.
  const withOthers = others
    ? words.sentence({ subject: placed.forms.a ?? placed.forms.np ?? "", others, where: [] }).replace(/[.।۔]$/u, "")
    : undefined;
  const headingPhrase: NounPhrase = withOthers ? { ...placed, forms: { np: withOthers, a: withOthers } } : placed;
  const photoPart = pickFilled(ctx, words.subjectHeadings, { subject: headingPhrase });
  const fieldPart = pick(field.headings, random, variation);
  const withSubject = photoPart ? `${photoPart}${words.headingJoin ?? " · "}${fieldPart}` : fieldPart;
  const heading = [fits(withSubject) ? withSubject : fieldPart, emojiFor(shape, subjectEmoji)]
    .filter(Boolean)
    .join(" ");

  // What the caption says about the photo, in order: the note's own words, the subject, the
  // writing in the photo, the other things, where and when.
  const where = [
    plan.setting ? words.setting[plan.setting] : "",
    plan.night ? words.light.night : plan.light ? words.light[plan.light] : "",
  ].filter(Boolean);
  // An opener that announces something ("Fun fact:", "Plot twist:") is followed by the photo's
  // first line on the same line, never left empty; that line then has no colon of its own.
  const opener = pick(tone.openers, random);
  const announces = /[:：]$/u.test(opener.trim());
  const subjectLines = words.subjectLines.filter((t) => !announces || !/[:：]/u.test(t));
  const lines = {
    note: plan.noteLine ? quote(plan.noteLine) : "",
    subject:
      pickFilled(ctx, subjectLines, { subject: placed }) ??
      pickFilled(ctx, words.subjectLines, { subject: placed }) ??
      "",
    text:
      plan.text && !(subject.kind === "words" && subject.text === plan.text)
        ? render(pick(words.written.lines, random, variation), { text: quote(plan.text) })
        : "",
    others: others ? (pickFilled(ctx, words.otherLines, { others: othersPhrase }) ?? "") : "",
    scene:
      where.length > 0
        ? render(pick(words.sceneLines, random, variation), { scene: where.join(words.comma ?? ", ") })
        : "",
  };
  // Quoted words in another script are dropped, note and text first, then a quoted subject,
  // until the caption keeps the share of its own script (the rest of the post still names it).
  const photoLines = (keep: number) =>
    [keep > 0 ? lines.subject : "", keep > 1 ? lines.text : "", lines.others, lines.scene].filter(Boolean);

  const toneEmoji = emojiFor(shape, TONE_EMOJI[shape.tone ?? input.tone]);
  const ctaEmoji = emojiFor(shape, "👇");
  const cta = `${pick(bank.cta, random, variation)}${ctaEmoji ? ` ${ctaEmoji}` : ""}`;
  const signature = shape.signature && fits(shape.signature) ? shape.signature : undefined;
  const fieldOpener = pick(field.openers, random, variation);
  const fieldLine = pick(field.lines, random, variation);
  const closer = pick(tone.closers, random, variation);
  // The creator's own words stand on their own line, as written, above what the writer says.
  const compose = (photo: string[], note = lines.note) => {
    const [first = "", ...rest] = photo;
    const said = announces ? (first ? `${opener} ${first}` : "") : opener;
    const openerLine = said && toneEmoji ? `${said} ${toneEmoji}` : said;
    const body = announces ? rest : photo;
    const out =
      shape.length === "short"
        ? [openerLine, ...(note ? [note] : []), body.join(" "), ...(greeting ? [greeting] : []), cta]
        : [
            openerLine,
            fieldOpener,
            "",
            ...(note ? [note] : []),
            [...body, fieldLine].join(" "),
            "",
            closer,
            ...(greeting ? [greeting] : []),
            cta,
          ];
    if (signature) out.push(signature);
    const joined = out.filter((line, i) => line !== "" || (i > 0 && out[i - 1] !== "")).join("\n");
    return shape.emoji.mode === "none" ? joined.split("\n").map(withoutEmoji).join("\n") : joined;
  };
  let caption = compose(photoLines(2));
  for (const keep of [1, 0]) if (!fits(caption)) caption = compose(photoLines(keep), "");

  const written =
    plan.text && !(subject.kind === "words" && subject.text === plan.text)
      ? words.written.sentence(quote(plan.text))
      : "";
  const alt = altText(ctx, placed, phrase, others, where, written);
  // The description is longer: the photo's text goes there when the alt text had no room for it.
  const described = [pick(field.description, random, variation), alt].join(" ");
  const description =
    written && !alt.includes(written) && fits(`${described} ${written}`) ? `${described} ${written}` : described;
  return { postHeading: heading, caption, detailedDescription: description, altText: alt };
}

/**
 * The alt text: who or what, with what, where and when known, as a sentence of at most 125
 * characters; never the frame's colours (a single thing's own colour only with it, decision
 * 746). Drops the time and place, then the others, then the subject's
 * place in the frame until it fits. The photo's text follows as its own sentence when it fits.
 */
function altText(
  ctx: Context,
  placed: NounPhrase,
  phrase: NounPhrase,
  others: string,
  where: string[],
  written: string,
): string {
  const { words, fits } = ctx;
  const np = (p: NounPhrase) => p.forms.a ?? p.forms.np ?? "";
  const attempts = [
    { subject: np(placed), others, where },
    { subject: np(placed), others, where: where.slice(0, 1) },
    { subject: np(placed), others: "", where: [] },
    { subject: np(phrase), others: "", where: [] },
    // The creator's words in another script cannot stay: say who or what else is there.
    ...(others ? [{ subject: others, others: "", where }] : []),
  ];
  const sentences = attempts.map((a) => capitalise(words.sentence(a).replace(/\s+/gu, " ").trim()));
  for (const sentence of sentences) {
    const withText = written ? `${sentence} ${written}` : sentence;
    if (withText.length < ALT_TEXT_MAX_CHARS && fits(withText)) return withText;
  }
  for (const sentence of sentences) if (sentence.length < ALT_TEXT_MAX_CHARS && fits(sentence)) return sentence;
  // The creator's words in another script tip the share, or are too long: the subject is left to the caption.
  return capitalise(words.sentence({ subject: "", others: "", where }).trim());
}

/** Nothing recognised and no note: a post that says so plainly and asks for a short note. */
function askingPost(ctx: Context): PostText {
  const { input, words, bank, shape, random, variation } = ctx;
  const field = bank.fields[input.contentField];
  const openers = bank.tones[shape.tone ?? input.tone].openers.filter((o) => !/[:：]$/u.test(o.trim()));
  const opener = openers.length > 0 ? pick(openers, random, variation) : "";
  const ask = pick(words.ask.lines, random, variation);
  // A line of the field (claiming nothing about the photo) keeps the three variations apart.
  const line = pick(field.lines, random, variation);
  return {
    postHeading: pick(words.ask.headings, random, variation),
    caption: [opener, ask, "", line].filter((l, i) => l || i === 2).join("\n"),
    detailedDescription: [pick(field.description, random, variation), words.ask.alt].join(" "),
    altText: words.ask.alt,
  };
}
