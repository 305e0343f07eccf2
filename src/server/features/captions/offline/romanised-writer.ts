/**
 * The romanised offline writer (decision 200): composes a post from the romanised phrase banks
 * and what image analysis found. The native-script writer (writer.ts, decision 204) describes
 * the photo in far more detail; the romanised banks have not been rewritten for it yet, so
 * romanised requests still come here.
 */
import {
  ALT_TEXT_MAX_CHARS,
  type ContentField,
  type GeneratedResult,
  generatedResultSchema,
  type ScriptMode,
  type Tone,
} from "#contract/captions.ts";
import { normalizeHashtags, postHashtags, withFreePlanTag } from "#contract/hashtags.ts";
import type { LanguageCode } from "#contract/languages.ts";
import { FIELD_EMOJI, TONE_EMOJI } from "./emoji.ts";
import { rankHashtags } from "./hashtags.ts";
import { bankFor } from "./phrases/index.ts";
import { pick, seededRandom } from "./random.ts";
import { ROMANISED_WRITTEN } from "./romanised-written.ts";
import {
  COCO_TO_OBJECT,
  DETECTABLE_OBJECTS,
  type DetectableObject,
  type ImageAnalysis,
  type PhraseBank,
  type Plan,
  type SceneFacts,
} from "./types.ts";

/**
 * Detections below this confidence are ignored: naming a thing that is not there is worse than
 * naming nothing. The same bar as analysis itself (analyse.ts), so a thing analysis reports is a
 * thing the writer may name (decision 204).
 */
export const OBJECT_CONFIDENCE_MIN = 0.5;
const MAX_OBJECTS = 3;
const MAX_COLOURS = 2;
/** At most this many of the user's own tags join the suggestions, so the writer's own still fit. */
export const BRAND_TAG_SUGGESTIONS_MAX = 5;

export type OfflineWriterInput = {
  /** The user's default voice style (tone keywords and sample captions), if any (voice.ts). */
  voice?: { toneKeywords: readonly string[]; sampleCaptions: readonly string[] } | undefined;
  /** One analysis per photo (1–5); the first is the cover that alt text describes. */
  images: readonly ImageAnalysis[];
  contentField: ContentField;
  tone: Tone;
  language: LanguageCode;
  script: ScriptMode;
  plan: Plan;
  /** Product hashtag from configuration; free-plan posts carry it among the post's tags. */
  productHashtag: string;
  /** How many hashtags a post carries (configuration). */
  hashtagCap: number;
  /**
   * Tags the user listed on their brand examples, newest first. Offered as extra suggestions
   * right after the post's set; the writer has no model, so it takes nothing else from them.
   */
  brandHashtags?: readonly string[];
  /** The creator's note (issue 26): their own words, any language or script, ≤ 200 characters, trimmed. */
  note?: string;
  /** Seed for the varied choices: the same seed gives the same post. */
  seed: string | number;
  /** 0, 1 or 2 for the variations of one request; different indices always give different captions. */
  variation?: number;
};

export type OfflineWriterOutput = {
  result: GeneratedResult;
  meta: {
    engine: "offline";
    language: LanguageCode;
    script: ScriptMode;
    /** Set when the requested romanised language has no romanised phrase bank and English was written instead. */
    fallback?: { language: LanguageCode; reason: string };
    /** The post's hashtag set (the first `hashtagCap` of the ranked list). */
    postHashtags: string[];
    /** What the writer took from the photo, in English, for tests and the samples script. */
    facts?: Record<string, unknown>;
    /** What the voice style changed, for tests and the samples script. */
    voice?: string[];
  };
};

/** Objects the writer may name: confident detections it has words for, most confident first. */
export function confidentObjects(images: readonly ImageAnalysis[]): DetectableObject[] {
  const best = new Map<DetectableObject, number>();
  for (const image of images) {
    for (const detected of image.objects ?? []) {
      if (!(detected.confidence >= OBJECT_CONFIDENCE_MIN)) continue;
      const label = detected.label.toLowerCase().trim();
      const known = (DETECTABLE_OBJECTS as readonly string[]).includes(label)
        ? (label as DetectableObject)
        : COCO_TO_OBJECT[label];
      if (!known) continue;
      best.set(known, Math.max(best.get(known) ?? 0, detected.confidence));
    }
  }
  return [...best.entries()].sort((a, b) => b[1] - a[1]).map(([label]) => label);
}

const peopleIn = (images: readonly ImageAnalysis[]) =>
  Math.max(0, ...images.map((i) => (Number.isInteger(i.peopleCount) ? (i.peopleCount as number) : 0)));

function factsFor(bank: PhraseBank, images: readonly ImageAnalysis[], cover: ImageAnalysis): SceneFacts {
  return {
    objects: confidentObjects(images)
      .slice(0, MAX_OBJECTS)
      .map((o) => bank.objects[o]),
    people: peopleIn(images),
    colours: [...new Set(cover.colours)].slice(0, MAX_COLOURS).map((c) => bank.colours[c]),
    light: cover.brightness,
    orientation: cover.orientation,
  };
}

/**
 * The user's own tags placed right after the post's set (the first `cap`): suggestions the
 * user can pick, never replacing what the post carries. Duplicates go, the list stays ≤ 15.
 */
export function withBrandSuggestions(ranked: readonly string[], brandTags: readonly string[], cap: number): string[] {
  if (brandTags.length === 0) return [...ranked];
  const post = ranked.slice(0, cap);
  const inPost = new Set(post.map((tag) => tag.toLocaleLowerCase("en-IN")));
  const own = normalizeHashtags(brandTags)
    .filter((tag) => !inPost.has(tag.toLocaleLowerCase("en-IN")))
    .slice(0, BRAND_TAG_SUGGESTIONS_MAX);
  return normalizeHashtags([...post, ...own, ...ranked.slice(cap)]);
}

/** Upper-cases the first letter (a no-op for scripts without case), for slots that open a sentence. */
const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase("en-IN") + text.slice(1);

const fill = (template: string, slots: Record<string, string>) =>
  capitalise(template.replace(/\{(\w+)\}/gu, (whole, key: string) => slots[key] ?? whole));

/** Alt text under the limit: drops the least essential facts (light, then colours, then objects beyond one). */
function altText(bank: PhraseBank, facts: SceneFacts): string {
  const attempts: SceneFacts[] = [
    facts,
    { ...facts, light: "normal" },
    { ...facts, light: "normal", colours: facts.colours.slice(0, 1) },
    { ...facts, light: "normal", colours: [] },
    { ...facts, light: "normal", colours: [], objects: facts.objects.slice(0, 1) },
  ];
  for (const attempt of attempts) {
    const text = bank.alt(attempt).replace(/\s+/gu, " ").trim();
    if (text.length < ALT_TEXT_MAX_CHARS) return text;
  }
  return bank.alt({ ...facts, light: "normal", colours: [], objects: [], people: 0 }).trim();
}

/** The alt text with the sentence quoting the photo's text after it, when both fit the limit. */
function withWritten(alt: string, written: string): string {
  return written && alt.length + 1 + written.length < ALT_TEXT_MAX_CHARS ? `${alt} ${written}` : alt;
}

/** A hashtag from the read text: its first one or two words of letters, capitalised ("ChaiPoint"). */
export function textTag(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const letters = text.split(/\s+/u).filter((w) => /^[A-Za-z]{3,}$/u.test(w));
  if (letters.length === 0) return undefined;
  return letters
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join("");
}

/** Writes one post in the requested language, tone and script from the photos' analyses. */
export function writeRomanisedPost(input: OfflineWriterInput): OfflineWriterOutput {
  const cover = input.images[0];
  if (!cover) throw new Error("writeOfflinePost needs at least one image analysis");
  const { bank, fallback } = bankFor(input.language, input.script);
  const variation = Math.max(0, Math.floor(input.variation ?? 0));
  const random = seededRandom(
    `${input.seed}|${input.language}|${input.script}|${input.contentField}|${input.tone}|${input.plan}`,
  );
  const field = bank.fields[input.contentField];
  const tone = bank.tones[input.tone];
  const facts = factsFor(bank, input.images, cover);
  const slots = {
    objects: bank.list(facts.objects),
    colours: bank.list(facts.colours),
    count: String(facts.people),
  };

  const heading = `${pick(field.headings, random, variation)} ${FIELD_EMOJI[input.contentField]}`;
  const toneOpener = pick(tone.openers, random);
  const opener = pick(field.openers, random, variation);
  const line = pick(field.lines, random, variation);
  const details: string[] = [];
  if (facts.objects.length > 0) details.push(fill(pick(bank.objectLines, random), slots));
  if (facts.people === 1) details.push(pick(bank.peopleLines.one, random));
  else if (facts.people > 1) details.push(fill(pick(bank.peopleLines.group, random), slots));
  if (facts.light !== "normal") details.push(pick(bank.lightLines[facts.light], random));
  else if (facts.colours.length > 0) details.push(fill(pick(bank.colourLines, random), slots));
  // Text read in the photo (decision 206), quoted as written, in the bank's own language.
  const read = [cover, ...input.images].find((i) => typeof i.text === "string" && i.text.trim())?.text?.trim();
  const written = ROMANISED_WRITTEN[fallback ? fallback.language : input.language];
  const writtenLine = read && written ? written(`“${read}”`) : "";
  if (writtenLine) details.splice(Math.min(1, details.length), 0, writtenLine);
  const closer = pick(tone.closers, random, variation);
  const cta = pick(bank.cta, random, variation);
  const toneEmoji = TONE_EMOJI[input.tone];

  const caption = [
    `${toneOpener}${toneEmoji ? ` ${toneEmoji}` : ""}`,
    opener,
    "",
    [line, ...details].join(" "),
    "",
    closer,
    `${cta} 👇`,
  ].join("\n");

  const description = [pick(field.description, random, variation), bank.describe(facts)].filter(Boolean).join(" ");

  const objects = confidentObjects(input.images);
  const ranked = normalizeHashtags(
    rankHashtags({
      field: input.contentField,
      objects,
      nativeFieldTags: field.tags,
      languageTags: bank.languageTags,
      rotate: Math.floor(random() * 2) + variation,
      ...(textTag(read) ? { textTag: textTag(read) } : {}),
    }),
  );
  const hashtags = withBrandSuggestions(
    withFreePlanTag(ranked, input.hashtagCap, input.plan === "free" ? input.productHashtag : undefined),
    input.brandHashtags ?? [],
    input.hashtagCap,
  );
  const post = postHashtags({ hashtags }, { cap: input.hashtagCap });

  const result = generatedResultSchema.parse({
    postHeading: heading,
    caption,
    detailedDescription: description,
    hashtags,
    altText: withWritten(altText(bank, facts), cover.text?.trim() && written ? written(`“${cover.text.trim()}”`) : ""),
  });
  return {
    result,
    meta: {
      engine: "offline",
      language: input.language,
      script: input.script,
      ...(fallback ? { fallback } : {}),
      postHashtags: post,
    },
  };
}
