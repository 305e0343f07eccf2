/**
 * The offline writer: says what is in the photo, in the language's own words, with no network
 * and no model (decisions 200 and 204). Every fact image analysis is sure of — the main
 * subject with its count and place, the other things found, faces, indoors or outdoors, time
 * and light, colours — goes into the heading, caption, description and alt text, so two photos
 * with different analyses never get the same post. Where analysis is unsure, nothing is said.
 * It gives no engagement or uniqueness figure (decision 203).
 */
import { ALT_TEXT_MAX_CHARS, type GeneratedResult, generatedResultSchema } from "#contract/captions.ts";
import { normalizeHashtags, postHashtags, withFreePlanTag } from "#contract/hashtags.ts";
import { LANGUAGES } from "#contract/languages.ts";
import { shapeFromVoice, type VoiceShape, withoutEmoji } from "#contract/voice-shape.ts";
import { SCRIPT_SHARE_MIN, scriptShare } from "../script-check.ts";
import { FIELD_EMOJI, TONE_EMOJI } from "./emoji.ts";
import { rankHashtags } from "./hashtags.ts";
import { PHOTO_WORDS } from "./photo/index.ts";
import { COCO_TO_EXTRA, EXTRA_OBJECTS, type ExtraObject, type PhotoWords } from "./photo-words.ts";
import { bankFor } from "./phrases/index.ts";
import { pick, seededRandom } from "./random.ts";
import {
  confidentObjects,
  OBJECT_CONFIDENCE_MIN,
  type OfflineWriterInput,
  type OfflineWriterOutput,
  textTag,
  withBrandSuggestions,
  writeRomanisedPost,
} from "./romanised-writer.ts";
import { COCO_TO_OBJECT, DETECTABLE_OBJECTS, type ImageAnalysis, type PhraseBank } from "./types.ts";

export {
  confidentObjects,
  OBJECT_CONFIDENCE_MIN,
  type OfflineWriterInput,
  type OfflineWriterOutput,
  withBrandSuggestions,
} from "./romanised-writer.ts";

const MAX_OTHERS = 3;
const MAX_COLOURS = 2;
/** A main subject is placed (left, middle, right) only when it is a single thing this big. */
const PLACE_AREA_MIN = 0.05;

type ObjectKey = (typeof DETECTABLE_OBJECTS)[number] | ExtraObject;

/** A thing found, in writer terms: key, how many, the biggest one's place and size. */
type Found = { key: ObjectKey; count: number; confidence: number; area: number; position?: string };

const keyOf = (label: string): ObjectKey | undefined => {
  const l = label.toLowerCase().trim();
  if ((DETECTABLE_OBJECTS as readonly string[]).includes(l)) return l as ObjectKey;
  if ((EXTRA_OBJECTS as readonly string[]).includes(l)) return l as ObjectKey;
  return COCO_TO_OBJECT[l] ?? COCO_TO_EXTRA[l];
};

/** Confident objects of every photo, merged by key (counts from the photo with the most). */
function foundObjects(images: readonly ImageAnalysis[]): Found[] {
  const byKey = new Map<ObjectKey, Found>();
  for (const image of images) {
    for (const o of image.objects ?? []) {
      if (!(o.confidence >= OBJECT_CONFIDENCE_MIN)) continue;
      const key = keyOf(o.label);
      if (!key) continue;
      const earlier = byKey.get(key);
      const count = Math.max(1, Math.floor(o.count ?? 1));
      const area = o.area ?? 0;
      if (!earlier || count > earlier.count || (count === earlier.count && area > earlier.area)) {
        byKey.set(key, {
          key,
          count: Math.max(count, earlier?.count ?? 0),
          confidence: Math.max(o.confidence, earlier?.confidence ?? 0),
          area,
          ...(o.position ? { position: o.position } : {}),
        });
      }
    }
  }
  return [...byKey.values()].sort((a, b) => b.area - a.area || b.confidence - a.confidence);
}

export type PhotoFacts = {
  /** The main subject, as the detector named it (English key), or undefined. */
  subjectKey?: string;
  subject: string;
  subjectPlaced: string;
  others: string;
  where: string[];
  colours: string;
  scene: string;
  /** Text read in the cover photo (else in another), exactly as written (decision 206). */
  text?: string;
};

/** Everything the writer will say about the photos, in the bank's language. */
function describePhotos(bank: PhraseBank, words: PhotoWords, images: readonly ImageAnalysis[]): PhotoFacts {
  const cover = images[0] as ImageAnalysis;
  const nouns: Record<string, string> = { ...bank.objects, ...words.nouns };
  const things = foundObjects(images);
  const people = Math.max(0, ...images.map((i) => (Number.isInteger(i.peopleCount) ? (i.peopleCount as number) : 0)));
  const faces = Math.max(0, ...images.map((i) => (Number.isInteger(i.faceCount) ? (i.faceCount as number) : 0)));
  const thingPhrase = (f: Found) => {
    const noun = nouns[f.key] as string;
    return f.count > 1 ? words.count(f.count, noun, f.key) : noun;
  };
  const peoplePhrase =
    people >= 4
      ? words.people.group
      : people > 1
        ? words.people.few(people)
        : people === 1
          ? words.people.one
          : faces > 1
            ? words.faces.many(faces)
            : faces === 1
              ? words.faces.one
              : "";

  // The subject: people when the analysis says the largest thing is a person, or when people
  // were found and no object is larger; else the largest object; else faces.
  const largest = things[0];
  const personLeads = people > 0 && (cover.subject === "person" || !largest);
  let subjectKey: string | undefined;
  let subject = "";
  let subjectPlaced = "";
  const rest: string[] = [];
  if (personLeads || (!largest && peoplePhrase)) {
    subjectKey = people > 0 ? "person" : "face";
    subject = peoplePhrase;
    subjectPlaced = peoplePhrase;
    for (const f of things.slice(0, MAX_OTHERS)) rest.push(thingPhrase(f));
  } else if (largest) {
    subjectKey = largest.key;
    subject = thingPhrase(largest);
    subjectPlaced =
      largest.count === 1 && largest.position && largest.area >= PLACE_AREA_MIN
        ? words.at(subject, largest.position as "left" | "centre" | "right")
        : subject;
    if (peoplePhrase) rest.push(peoplePhrase);
    for (const f of things.slice(1, MAX_OTHERS + 1)) rest.push(thingPhrase(f));
  }

  const where: string[] = [];
  if (cover.setting) where.push(words.setting[cover.setting]);
  if (cover.timeOfDay) where.push(words.light[cover.timeOfDay]);
  else if (cover.warmth === "warm" || cover.warmth === "cool") where.push(words.light[cover.warmth]);
  else if (cover.brightness !== "normal") where.push(words.light[cover.brightness]);
  const colourWords = [...new Set(cover.colours)].slice(0, MAX_COLOURS).map((c) => bank.colours[c]);
  const colours = colourWords.length > 0 ? words.colours(bank.list(colourWords)) : "";
  // The heading's scene: the colours (every photo has them), else the light.
  const lightWord = where.find((w) => w !== words.setting.indoors && w !== words.setting.outdoors);
  const scene = colours || lightWord || "";

  const text = [cover, ...images].find((i) => typeof i.text === "string" && i.text.trim())?.text?.trim();
  return {
    ...(subjectKey ? { subjectKey } : {}),
    ...(text ? { text } : {}),
    subject,
    subjectPlaced,
    others: bank.list(rest.slice(0, MAX_OTHERS)),
    where,
    colours,
    scene,
  };
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase("en-IN") + text.slice(1);
const fill = (template: string, slots: Record<string, string>) =>
  capitalise(template.replace(/\{(\w+)\}/gu, (whole, key: string) => slots[key] ?? whole));

/** Writing from the photo, quoted as it is: never translated or transliterated. */
const quote = (text: string) => `“${text}”`;

/**
 * The alt text sentence under the limit: drops colours, then the place words, then the others.
 * Text read in the cover photo follows as its own sentence while it fits (the limit, and the
 * share of the language's own letters the text checks demand); otherwise it is left out.
 */
function altText(words: PhotoWords, facts: PhotoFacts, fits: (text: string) => boolean, coverText?: string): string {
  if (coverText) {
    const written = words.written.sentence(quote(coverText));
    const withText = altTextUnder(words, facts, (text) => fits(`${text} ${written}`), written.length + 1);
    if (withText) return `${withText} ${written}`;
  }
  return altTextUnder(words, facts, () => true, 0) ?? fallbackAlt(words, facts);
}

function fallbackAlt(words: PhotoWords, facts: PhotoFacts): string {
  return capitalise(words.sentence({ subject: "", others: "", where: [], colours: facts.colours })).slice(0, 120);
}

function altTextUnder(
  words: PhotoWords,
  facts: PhotoFacts,
  fits: (text: string) => boolean,
  reserved: number,
): string | undefined {
  const base = { subject: facts.subjectPlaced, others: facts.others, where: facts.where, colours: facts.colours };
  const attempts = [
    base,
    { ...base, colours: "" },
    { ...base, colours: "", where: facts.where.slice(0, 1) },
    { ...base, colours: "", where: [], subject: facts.subject },
    { ...base, colours: "", where: [], subject: facts.subject, others: "" },
  ];
  for (const attempt of attempts) {
    const text = capitalise(words.sentence(attempt).replace(/\s+/gu, " ").trim());
    if (text.length + reserved < ALT_TEXT_MAX_CHARS && fits(text)) return text;
  }
  return undefined;
}

/** A hashtag from the read text: its first one or two words of letters, capitalised ("ChaiPoint"). */
export const hashtagFromText = textTag;

/** The user's voice applied to one line: their emoji, or none. */
function emojiFor(shape: VoiceShape, writer: string, index: number): string {
  if (shape.emoji.mode === "none") return "";
  if (shape.emoji.mode === "own") return shape.emoji.emoji[index % shape.emoji.emoji.length] ?? "";
  return writer;
}

/** Writes one post in the requested language, tone and script from the photos' analyses. */
export function writeOfflinePost(input: OfflineWriterInput): OfflineWriterOutput {
  const cover = input.images[0];
  if (!cover) throw new Error("writeOfflinePost needs at least one image analysis");
  const words = input.script === "native" || input.language === "english" ? PHOTO_WORDS[input.language] : undefined;
  if (!words) return writeRomanisedPost(input);
  const { bank } = bankFor(input.language, "native");
  const shape = shapeFromVoice(input.voice);
  const toneName = shape.tone ?? input.tone;
  const variation = Math.max(0, Math.floor(input.variation ?? 0));
  const random = seededRandom(
    `${input.seed}|${input.language}|${input.script}|${input.contentField}|${toneName}|${input.plan}`,
  );
  const field = bank.fields[input.contentField];
  const tone = bank.tones[toneName];
  const facts = describePhotos(bank, words, input.images);
  // Quoted writing is in Latin letters; a part keeps it only while the language's own letters
  // still make up the share the language checks demand (script-check.ts).
  const script = LANGUAGES.find((l) => l.code === input.language)?.script;
  const fits = (text: string) =>
    input.language === "english" || script === undefined || scriptShare(text, script) >= SCRIPT_SHARE_MIN;

  // Heading: a part about this photo (its subject, or its light and colours) and a part
  // about the field, each chosen from its own list, so repeated generations vary widely.
  // The subject with what is next to it (or its colours), so two photos with the same kind of
  // subject still get different headings.
  const headingSubject = words
    .sentence({ subject: facts.subject, others: facts.others, where: [], colours: facts.others ? "" : facts.colours })
    .replace(/[.।۔]$/u, "");
  const photoPart = facts.subject
    ? fill(pick(words.subjectHeadings, random, variation), { subject: headingSubject })
    : facts.scene
      ? fill(pick(words.sceneHeadings, random, variation), { scene: facts.scene })
      : "";
  const fieldPart = pick(field.headings, random, variation);
  const headingEmoji = emojiFor(shape, FIELD_EMOJI[input.contentField], 0);
  const heading = [photoPart ? `${photoPart}${words.headingJoin ?? " · "}${fieldPart}` : fieldPart, headingEmoji]
    .filter(Boolean)
    .join(" ");

  const toneEmoji = emojiFor(shape, TONE_EMOJI[toneName], 1);
  const toneOpener = pick(tone.openers, random);
  const photoLines: string[] = [];
  if (facts.subject)
    photoLines.push(fill(pick(words.subjectLines, random, variation), { subject: facts.subjectPlaced }));
  if (facts.others) photoLines.push(fill(pick(words.otherLines, random, variation), { others: facts.others }));
  const textLine = facts.text ? fill(pick(words.written.lines, random, variation), { text: quote(facts.text) }) : "";
  const sceneText = [...facts.where, facts.colours].filter(Boolean).join(words.comma ?? ", ");
  if (sceneText) photoLines.push(fill(pick(words.sceneLines, random, variation), { scene: sceneText }));
  const opener = pick(field.openers, random, variation);
  const line = pick(field.lines, random, variation);
  const closer = pick(tone.closers, random, variation);
  const cta = pick(bank.cta, random, variation);
  const ctaEmoji = emojiFor(shape, "👇", 2);

  const signature = shape.signature && signatureFits(shape.signature, input) ? shape.signature : undefined;
  const compose = (photoLines: readonly string[]) => {
    const lines =
      shape.length === "short"
        ? [
            `${toneOpener}${toneEmoji ? ` ${toneEmoji}` : ""}`,
            photoLines.join(" "),
            `${cta}${ctaEmoji ? ` ${ctaEmoji}` : ""}`,
          ]
        : [
            `${toneOpener}${toneEmoji ? ` ${toneEmoji}` : ""}`,
            opener,
            "",
            [...photoLines, line].join(" "),
            "",
            closer,
            `${cta}${ctaEmoji ? ` ${ctaEmoji}` : ""}`,
          ];
    if (signature) lines.push(signature);
    const joined = lines.join("\n");
    return shape.emoji.mode === "none" ? joined.split("\n").map(withoutEmoji).join("\n") : joined;
  };
  // The writing in the photo comes right after the subject; left out if it would tip the script.
  const withText = textLine ? compose([...photoLines.slice(0, 1), textLine, ...photoLines.slice(1)]) : "";
  const caption = withText && fits(withText) ? withText : compose(photoLines);

  const alt = altText(words, facts, fits, cover.text?.trim() || undefined);
  const description = [pick(field.description, random, variation), alt].join(" ");

  const ranked = normalizeHashtags(
    rankHashtags({
      field: input.contentField,
      objects: confidentObjects(input.images),
      nativeFieldTags: field.tags,
      languageTags: bank.languageTags,
      rotate: Math.floor(random() * 2) + variation,
      ...(facts.subjectKey ? { subject: facts.subjectKey } : {}),
      ...(hashtagFromText(facts.text) ? { textTag: hashtagFromText(facts.text) } : {}),
      scene: cover,
    }),
  );
  const hashtags = withBrandSuggestions(
    withFreePlanTag(ranked, input.hashtagCap, input.plan === "free" ? input.productHashtag : undefined),
    input.brandHashtags ?? [],
    input.hashtagCap,
  );
  const post = postHashtags({ hashtags }, { cap: input.hashtagCap });

  const result: GeneratedResult = generatedResultSchema.parse({
    postHeading: heading,
    caption,
    detailedDescription: description,
    hashtags,
    altText: alt,
  });
  return {
    result,
    meta: {
      engine: "offline",
      language: input.language,
      script: input.script,
      postHashtags: post,
      facts: { ...facts },
      voice: shape.notes,
    },
  };
}

/** A signature line is used only when it is written in the post's script (else validation would refuse the post). */
function signatureFits(line: string, input: OfflineWriterInput): boolean {
  if (!/\p{L}/u.test(line)) return true;
  const script = input.script === "latin" ? "Latin" : LANGUAGES.find((l) => l.code === input.language)?.script;
  return script !== undefined && scriptShare(line, script) >= SCRIPT_SHARE_MIN;
}
