import { z } from "zod";
import { CAPTION_MAX_CHARS } from "./captions.ts";
import { LANGUAGE_CODES } from "./languages.ts";
import { line, text } from "./text.ts";
import { shapeFromVoice, type VoiceInput, type VoiceShape } from "./voice-shape.ts";

/** Kinds of brand training material (spec §3). */
export const BRAND_CONTENT_TYPES = ["example_post", "brand_guideline", "voice_sample"] as const;
export type BrandContentType = (typeof BRAND_CONTENT_TYPES)[number];

export const BRAND_CONTENT_TYPE_LABELS: Record<BrandContentType, string> = {
  example_post: "Example post",
  brand_guideline: "Brand guideline",
  voice_sample: "Voice sample",
};

/** Per-user ceilings, checked by the server under a lock on the user's row. */
export const BRAND_EXAMPLES_MAX = 50;
export const VOICE_STYLES_MAX = 20;

export const BRAND_TITLE_MAX_CHARS = 150;
/** An example is at most one Instagram caption long. */
export const BRAND_CONTENT_MAX_CHARS = CAPTION_MAX_CHARS;
export const BRAND_HASHTAGS_MAX = 30;
/** Engagement of an example post (likes, comments, saves …): a whole number. */
export const BRAND_ENGAGEMENT_MAX = 1_000_000_000;

/** How many of the newest examples a caption generation gives the model. */
export const BRAND_EXAMPLES_IN_PROMPT = 5;

export const STYLE_NAME_MAX_CHARS = 80;
export const STYLE_DESCRIPTION_MAX_CHARS = 500;
export const BRAND_VOICE_MAX_CHARS = 1000;
export const TONE_KEYWORDS_MAX = 10;
export const TONE_KEYWORD_MAX_CHARS = 40;
export const SAMPLE_CAPTIONS_MAX = 5;

/** Spec §5 messages for the two add forms. */
export const EXAMPLE_REQUIRED_MESSAGE = "Please fill in title and content.";
export const VOICE_STYLE_REQUIRED_MESSAGE = "Please provide style name and brand voice description.";

const count = (n: number) => n.toLocaleString("en-IN");

/** Spec §5: tone keywords are split by commas and trimmed, empty ones dropped. */
export const splitKeywords = (text: string) =>
  text
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);

/** Spec §5: sample captions are split by lines, blank lines dropped. */
export const splitLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const required = (message: string, max: number, tooLong: string, kind = line) =>
  kind({ error: message }).trim().min(1, message).max(max, tooLong);

const optionalText = (max: number, tooLong: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    text().trim().max(max, tooLong).optional(),
  );

/**
 * Engagement is parsed as a whole number when given (spec §5). Indian digit grouping
 * ("1,20,000") and spaces are accepted; empty means none.
 */
const engagement = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value ?? undefined;
    const digits = value.trim().replace(/[,\s_]/g, "");
    if (digits === "") return undefined;
    return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
  },
  z
    .number({ error: "Engagement must be a whole number, e.g. 1200" })
    .int("Engagement must be a whole number, e.g. 1200")
    .min(0, "Engagement must be a whole number, e.g. 1200")
    .max(BRAND_ENGAGEMENT_MAX, `Engagement can be at most ${count(BRAND_ENGAGEMENT_MAX)}`)
    .optional(),
);

/** One string ("#a #b") or a list; the server cleans each tag and drops duplicates. */
const hashtags = z.union(
  [
    line().max(3000, "Hashtags are too long"),
    z.array(line().max(100, "A hashtag is too long")).max(BRAND_HASHTAGS_MAX, `At most ${BRAND_HASHTAGS_MAX} hashtags`),
  ],
  { error: "Hashtags must be text or a list of tags" },
);

/** POST /api/brand-training (spec §7: contentType, title, content, hashtags, engagement). */
export const createBrandExampleSchema = z.object({
  contentType: z
    .enum(BRAND_CONTENT_TYPES, { error: "Type must be example_post, brand_guideline or voice_sample" })
    .default("example_post"),
  title: required(
    EXAMPLE_REQUIRED_MESSAGE,
    BRAND_TITLE_MAX_CHARS,
    `Title can be at most ${BRAND_TITLE_MAX_CHARS} characters`,
  ),
  content: required(
    EXAMPLE_REQUIRED_MESSAGE,
    BRAND_CONTENT_MAX_CHARS,
    `Content can be at most ${count(BRAND_CONTENT_MAX_CHARS)} characters (one Instagram caption)`,
    text,
  ),
  hashtags: hashtags.optional(),
  engagement,
});
export type CreateBrandExampleInput = z.input<typeof createBrandExampleSchema>;
export type CreateBrandExample = z.output<typeof createBrandExampleSchema>;

/** A list given as text is split the spec's way (commas or lines); a list is trimmed the same way. */
const list = (
  split: (text: string) => string[],
  max: number,
  itemMax: number,
  names: [string, string],
  kind: typeof line = line,
) =>
  z.preprocess(
    (value) =>
      typeof value === "string"
        ? split(value)
        : Array.isArray(value)
          ? value.map((v) => (typeof v === "string" ? v.trim() : v)).filter((v) => v !== "")
          : (value ?? []),
    z
      .array(kind().max(itemMax, `Each ${names[0]} can be at most ${count(itemMax)} characters`), {
        error: `${names[1]} must be text or a list`,
      })
      .max(max, `At most ${max} ${names[1].toLowerCase()}`),
  );

/** POST /api/voice-styles (spec §7), plus isDefault to make it the default at once. */
export const createVoiceStyleSchema = z.object({
  styleName: required(
    VOICE_STYLE_REQUIRED_MESSAGE,
    STYLE_NAME_MAX_CHARS,
    `Style name can be at most ${STYLE_NAME_MAX_CHARS} characters`,
  ),
  description: optionalText(
    STYLE_DESCRIPTION_MAX_CHARS,
    `Description can be at most ${STYLE_DESCRIPTION_MAX_CHARS} characters`,
  ),
  brandVoice: required(
    VOICE_STYLE_REQUIRED_MESSAGE,
    BRAND_VOICE_MAX_CHARS,
    `Brand voice can be at most ${count(BRAND_VOICE_MAX_CHARS)} characters`,
    text,
  ),
  toneKeywords: list(splitKeywords, TONE_KEYWORDS_MAX, TONE_KEYWORD_MAX_CHARS, ["keyword", "Tone keywords"]),
  sampleCaptions: list(splitLines, SAMPLE_CAPTIONS_MAX, CAPTION_MAX_CHARS, ["sample caption", "Sample captions"], text),
  isDefault: z.boolean({ error: "isDefault must be true or false" }).default(false),
});
export type CreateVoiceStyleInput = z.input<typeof createVoiceStyleSchema>;
export type CreateVoiceStyle = z.output<typeof createVoiceStyleSchema>;

/**
 * PATCH /api/voice-styles/{id}: any of the fields, at least one; the ones left out stay as they
 * are. isDefault true makes it the user's one default; false leaves no default. An empty
 * description (or null) clears it.
 */
export const updateVoiceStyleSchema = z
  .object({
    styleName: required(
      VOICE_STYLE_REQUIRED_MESSAGE,
      STYLE_NAME_MAX_CHARS,
      `Style name can be at most ${STYLE_NAME_MAX_CHARS} characters`,
    ).optional(),
    description: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? null : value),
      text()
        .trim()
        .max(STYLE_DESCRIPTION_MAX_CHARS, `Description can be at most ${STYLE_DESCRIPTION_MAX_CHARS} characters`)
        .nullable()
        .optional(),
    ),
    brandVoice: required(
      VOICE_STYLE_REQUIRED_MESSAGE,
      BRAND_VOICE_MAX_CHARS,
      `Brand voice can be at most ${count(BRAND_VOICE_MAX_CHARS)} characters`,
      text,
    ).optional(),
    toneKeywords: list(splitKeywords, TONE_KEYWORDS_MAX, TONE_KEYWORD_MAX_CHARS, [
      "keyword",
      "Tone keywords",
    ]).optional(),
    sampleCaptions: list(
      splitLines,
      SAMPLE_CAPTIONS_MAX,
      CAPTION_MAX_CHARS,
      ["sample caption", "Sample captions"],
      text,
    ).optional(),
    isDefault: z.boolean({ error: "isDefault must be true or false" }).optional(),
  })
  .refine((v) => Object.values(v).some((field) => field !== undefined), { message: "Nothing to change" });
export type UpdateVoiceStyle = z.output<typeof updateVoiceStyleSchema>;

/** POST /api/brand-training/compare: one photo written without and with the brand training. */
export const brandCompareRequestSchema = z.object({
  contentItemId: z.uuid("Choose one of your photos"),
  language: z.enum(LANGUAGE_CODES, { error: "Unknown language" }).default("english"),
});

/** One side of the comparison: what a reader of the post sees. */
export interface ComparedPost {
  postHeading: string;
  caption: string;
  hashtags: string[];
}

/** The answer: both versions, by the configured engine, and what that engine takes from the training. */
export interface BrandComparison {
  engine: "offline" | "gemini" | "openai" | "openai-compatible";
  uses: string[];
  without: ComparedPost;
  withBrand: ComparedPost;
  remaining: number;
}

/** One line of what the engine takes from the training: a catalogue key and its values (issue 30). */
export type BrandUseLine =
  | { key: "brand.use.offlineTags"; values: { tags: number } }
  | { key: "brand.use.offlineNoTags"; values?: undefined }
  | {
      key: "brand.use.offlineShape";
      values: { style: string; notes: string };
      /** What the notes say, for a screen that words them in its own language. */
      shape: VoiceShape;
    }
  | { key: "brand.use.offlineVoiceAndWording"; values?: undefined }
  | { key: "brand.use.offlineStyleAndWording"; values?: undefined }
  | { key: "brand.use.modelStyle"; values: { style: string } }
  | { key: "brand.use.modelNoStyle"; values?: undefined }
  | { key: "brand.use.modelExamples"; values: { examples: number } }
  | { key: "brand.use.modelNoExamples"; values?: undefined };

/**
 * What the configured engine takes from the brand training, as lines AI Training words in the
 * interface language (issue 17, issue 30). Keep in step with what the server's composePost hands
 * each engine: a model gets the default voice style and the newest examples as data (prompt.ts);
 * the offline writer gets only the examples' hashtags (decision 450).
 */
export function brandUseLines(input: {
  isOffline: boolean;
  /** Hashtags of each of the newest examples (at most BRAND_EXAMPLES_IN_PROMPT). */
  exampleHashtags: readonly (readonly string[])[];
  defaultStyleName?: string | undefined;
  /** The default voice style's keywords and samples: what the built-in writer reads (decision 205). */
  defaultStyleVoice?: VoiceInput | undefined;
}): BrandUseLine[] {
  const examples = Math.min(input.exampleHashtags.length, BRAND_EXAMPLES_IN_PROMPT);
  if (input.isOffline) {
    const tags = new Set(input.exampleHashtags.slice(0, BRAND_EXAMPLES_IN_PROMPT).flat()).size;
    const shape = input.defaultStyleName ? shapeFromVoice(input.defaultStyleVoice) : undefined;
    return [
      tags > 0 ? { key: "brand.use.offlineTags", values: { tags } } : { key: "brand.use.offlineNoTags" },
      ...(shape && shape.notes.length > 0 && input.defaultStyleName
        ? [
            {
              key: "brand.use.offlineShape",
              values: { style: input.defaultStyleName, notes: shape.notes.join("; ") },
              shape,
            } as const,
            { key: "brand.use.offlineVoiceAndWording" } as const,
          ]
        : [{ key: "brand.use.offlineStyleAndWording" } as const]),
    ];
  }
  return [
    input.defaultStyleName
      ? { key: "brand.use.modelStyle", values: { style: input.defaultStyleName } }
      : { key: "brand.use.modelNoStyle" },
    examples > 0 ? { key: "brand.use.modelExamples", values: { examples } } : { key: "brand.use.modelNoExamples" },
  ];
}

/** The English words of each line (the API's compare answer carries them, as before). */
const ENGLISH_USE: { [K in BrandUseLine["key"]]: (values: Extract<BrandUseLine, { key: K }>["values"]) => string } = {
  "brand.use.offlineTags": (v) =>
    `Your examples' ${v.tags} ${v.tags === 1 ? "hashtag is" : "hashtags are"} offered as extra hashtag suggestions.`,
  "brand.use.offlineNoTags": () =>
    "Nothing yet: the built-in writer takes no hashtags from your examples, and none of your newest examples has any.",
  "brand.use.offlineShape": (v) =>
    `Your default voice style “${v.style}” shapes the built-in writer's captions: ${v.notes}.`,
  "brand.use.offlineVoiceAndWording": () =>
    "Your voice style's brand voice and your examples' wording do not change the built-in writer's captions; an AI model uses them.",
  "brand.use.offlineStyleAndWording": () =>
    "Your voice style and your examples' wording do not change the built-in writer's captions; an AI model uses them.",
  "brand.use.modelStyle": (v) => `Your default voice style “${v.style}” is given to the AI model to write in.`,
  "brand.use.modelNoStyle": () => "No default voice style: the AI model writes in its own voice.",
  "brand.use.modelExamples": (v) =>
    `Your ${v.examples} newest ${v.examples === 1 ? "example is" : "examples are"} given to the AI model as a guide to wording and hashtags.`,
  "brand.use.modelNoExamples": () => "No examples yet to guide the AI model.",
};

/** brandUseLines in English (the compare answer's `uses`). */
export const brandUse = (input: Parameters<typeof brandUseLines>[0]): string[] =>
  brandUseLines(input).map((line) => (ENGLISH_USE[line.key] as (values: unknown) => string)(line.values));

/** A brand training item as the API returns it (spec §3). */
export const brandExampleSchema = z.object({
  id: z.uuid(),
  contentType: z.enum(BRAND_CONTENT_TYPES),
  title: z.string(),
  content: z.string(),
  /** Tags without '#', in the order given; empty when none. */
  hashtags: z.array(z.string()),
  engagement: z.number().int().nullable(),
  /** Where the engagement figure comes from, in words; null when the creator typed it in. */
  engagementBasis: z.string().nullable(),
  /** The posted post it was made from with "Use as example" (issue 32); null when typed in. */
  sourcePostId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type BrandExample = z.infer<typeof brandExampleSchema>;

/**
 * POST /api/brand-training/from-post/{id} ("Use as example", issue 32): the example made from
 * the post, and whether this tap added it (false: it was already there, nothing added).
 */
export const exampleFromPostSchema = z.object({
  example: brandExampleSchema,
  added: z.boolean(),
  message: z.string(),
});
export type ExampleFromPost = z.infer<typeof exampleFromPostSchema>;

/** A voice style as the API returns it (spec §3). */
export const voiceStyleSchema = z.object({
  id: z.uuid(),
  styleName: z.string(),
  description: z.string().nullable(),
  brandVoice: z.string(),
  toneKeywords: z.array(z.string()),
  sampleCaptions: z.array(z.string()),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type VoiceStyle = z.infer<typeof voiceStyleSchema>;
