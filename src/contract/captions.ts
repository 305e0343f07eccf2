import { z } from "zod";
import { LANGUAGE_CODES } from "./languages.ts";
import { NOTE_MAX_CHARS } from "./note-values.ts";
import { line, text } from "./text.ts";

/** Instagram's caption limit in characters (counted as UTF-16 code units, which never undercounts). */
export const CAPTION_MAX_CHARS = 2200;
/** Alt text must stay below this length: screen readers handle about 125 characters best. */
export const ALT_TEXT_MAX_CHARS = 125;
/** The ranked hashtag list never holds more than this many suggestions. */
export const HASHTAG_LIST_MAX = 15;

/** Content fields from spec §9. */
export const CONTENT_FIELDS = ["lifestyle", "fashion", "food", "travel", "fitness", "tech", "beauty"] as const;
export type ContentField = (typeof CONTENT_FIELDS)[number];
/** How a content field is named on screen (Create Post's picker, the dashboard's results). */
export const CONTENT_FIELD_LABELS: Record<ContentField, string> = {
  lifestyle: "Lifestyle",
  fashion: "Fashion",
  food: "Food",
  travel: "Travel",
  fitness: "Fitness",
  tech: "Tech",
  beauty: "Beauty",
};

/**
 * Tones of voice the engines understand (decision 200). A small set that covers what Indian
 * creators ask for: friendly (warm, conversational, the default), witty (light wordplay),
 * inspiring (motivational), professional (clear, brand-safe) and festive (celebratory mood,
 * deliberately not tied to any one festival or religion).
 */
export const TONES = ["friendly", "witty", "inspiring", "professional", "festive"] as const;
export type Tone = (typeof TONES)[number];

/** "native" writes in the language's own script; "latin" writes it romanised (e.g. Hinglish). */
export const SCRIPT_MODES = ["native", "latin"] as const;
export type ScriptMode = (typeof SCRIPT_MODES)[number];

export const DEFAULT_TARGET_AUDIENCE = "Indian users";

/** Options of one generation request, shared by every engine. */
export const generationOptionsSchema = z.object({
  language: z.enum(LANGUAGE_CODES),
  contentField: z.enum(CONTENT_FIELDS),
  tone: z.enum(TONES).default("friendly"),
  /** Free-text style hint from the user or their saved voice style. */
  style: text().trim().max(500).optional(),
  targetAudience: line().trim().min(1).max(200).default(DEFAULT_TARGET_AUDIENCE),
  script: z.enum(SCRIPT_MODES).default("native"),
  variations: z.number().int().min(1).max(3).default(1),
});
export type GenerationOptions = z.output<typeof generationOptionsSchema>;

/** One hashtag as stored: no '#', no spaces, letters/marks/digits/underscore of any script. */
export const hashtagSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\p{L}\p{M}\p{N}_]+$/u, "a hashtag is letters, digits or _ without # or spaces");

/** The generated content result (spec §3) that every engine must return. */
export const generatedResultSchema = z.object({
  postHeading: z.string().trim().min(1).max(150),
  caption: z
    .string()
    .trim()
    .min(1)
    .max(CAPTION_MAX_CHARS, `caption must be at most ${CAPTION_MAX_CHARS} characters (Instagram's limit)`),
  detailedDescription: z.string().trim().min(1).max(5000),
  /** Ranked suggestions, best first; the first few (a configured cap) form the post's set. */
  hashtags: z.array(hashtagSchema).min(1).max(HASHTAG_LIST_MAX),
  altText: z
    .string()
    .trim()
    .min(1)
    .max(ALT_TEXT_MAX_CHARS - 1, `alt text must be under ${ALT_TEXT_MAX_CHARS} characters`),
  /**
   * An estimate, 0–100, or absent when the engine makes none (the offline writer does not
   * invent one, decision 460). Shown only together with engagementBasis.
   */
  engagementPrediction: z.number().int().min(0).max(100).optional(),
  /** How the estimate was made, in words the screen shows next to it ("The Gemini model's own estimate …"). */
  engagementBasis: z.string().trim().min(1).max(300).optional(),
  uniquenessScore: z.number().int().min(0).max(100).optional(),
  influencerPatternMatch: z.string().trim().min(1).max(500).optional(),
});
export type GeneratedResult = z.output<typeof generatedResultSchema>;

export type EngagementLabel = "High" | "Medium" | "Low";

/** Spec §9: 80 or more is High, 60 or more is Medium, anything else Low (also used for uniqueness). */
export function engagementLabel(score: number): EngagementLabel {
  if (score >= 80) return "High";
  if (score >= 60) return "Medium";
  return "Low";
}

export const MAX_ITEMS_PER_POST = 5;

/**
 * The creator's note (issue 26, decision 740): one optional line, in any language or script,
 * saying what the photo or the post is about. The one text rule of one-line fields (decision
 * 010), at most NOTE_MAX_CHARS after trimming; runs of spaces and line breaks become one space,
 * and an empty or whitespace-only note is no note. Shared by every generation request.
 */
export const creatorNoteSchema = line()
  .trim()
  .max(NOTE_MAX_CHARS, "validation.noteTooLong")
  .transform((note) => note.replace(/\s+/g, " ") || undefined)
  .optional()
  .describe(
    `The creator's own words about the photo or the post, in any language or script (Hinglish too), e.g. "Mom's rajma chawal" or "20% off this week": at most ${NOTE_MAX_CHARS} characters, one line. Both engines build the post around it; an AI model receives it as the creator's words (data), never as instructions. Empty means no note.`,
  );

/** POST /api/generate-caption (spec §7 plus the options of this engine). */
export const generateCaptionRequestSchema = z.object({
  contentItemIds: z
    .array(z.uuid("Unknown content item"))
    .min(1, "No Content Selected: please select at least one photo")
    .max(MAX_ITEMS_PER_POST, "You can select maximum 5 photos per post")
    .refine((ids) => new Set(ids).size === ids.length, "Each item can be selected once"),
  language: z.enum(LANGUAGE_CODES).default("english"),
  /** Free-text style (the spec's default is "engaging"). */
  userStyle: text().trim().max(500).optional(),
  toneOfVoice: z.enum(TONES).default("friendly"),
  targetAudience: line().trim().min(1).max(200).default(DEFAULT_TARGET_AUDIENCE),
  contentField: z.enum(CONTENT_FIELDS).default("lifestyle"),
  script: z.enum(SCRIPT_MODES).default("native"),
  variations: z.number().int().min(1).max(3).default(1),
  note: creatorNoteSchema,
});
export type GenerateCaptionRequest = z.input<typeof generateCaptionRequestSchema>;

/** POST /api/generate-advanced-content: the same, with the brand's field. */
export const generateAdvancedRequestSchema = generateCaptionRequestSchema
  .omit({ contentField: true })
  .extend({ brandField: z.enum(CONTENT_FIELDS).default("lifestyle") });
export type GenerateAdvancedRequest = z.input<typeof generateAdvancedRequestSchema>;

/** What a generation returns: the first variation's fields at the top (spec §3), then extras. */
export type GenerateResponse = GeneratedResult & {
  /** The hashtags the post uses (the first POST_HASHTAG_CAP of the ranked list). */
  postHashtags: string[];
  variations: (GeneratedResult & { postHashtags: string[] })[];
  engine: "offline" | "gemini" | "openai" | "openai-compatible";
  /** Present exactly when the first variation carries an engagement estimate. */
  engagementLabel?: EngagementLabel;
  uniquenessLabel?: EngagementLabel;
  /** Engagement and uniqueness are estimates, and the UI says so. */
  isEstimate: true;
  /** Set when the romanised text fell back to English (no romanised phrase bank). */
  fallbackNote?: string;
  /** Generations left today (or in this pass) after this one. */
  remaining: number | null;
  /** The stored generation (signed-in users; the demo stores none): what a rewrite names (issue 28). */
  generationId?: string;
  /**
   * True when the offline writer could not tell what the photos show and no note was given:
   * the screen asks for a note. Always false for a model, and whenever a note was given.
   */
  askForNote: boolean;
};

/** A generated result with the post's hashtag set, as a generation answers it. */
const generatedWithPostTagsSchema = generatedResultSchema.extend({
  /** The hashtags the post uses (the first few of the ranked list). */
  postHashtags: z.array(z.string()),
});

const engagementLabelSchema = z.enum(["High", "Medium", "Low"]);

/** The answer of a generation as a schema (for the API's description); must agree with GenerateResponse. */
export const generateResponseSchema = generatedWithPostTagsSchema.extend({
  variations: z.array(generatedWithPostTagsSchema).min(1).max(3),
  engine: z.enum(["offline", "gemini", "openai", "openai-compatible"]),
  engagementLabel: engagementLabelSchema.optional(),
  uniquenessLabel: engagementLabelSchema.optional(),
  isEstimate: z.literal(true),
  fallbackNote: z.string().optional(),
  /** Generations left today (or in this pass) after this one. */
  remaining: z.number().int().nullable(),
  generationId: z
    .uuid()
    .optional()
    .describe("This generation's id: send it to the rewrite endpoint to reshape one of its variations."),
  askForNote: z
    .boolean()
    .describe(
      "True when the built-in writer (no AI model) could not tell what the photos show and no note was given: the post says so, and a note in the next request lets it name the subject. Always false for an AI model and whenever a note was given.",
    ),
});
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
/** Fails to compile when the schema and the GenerateResponse type drift apart. */
export const generateResponseSchemaMatches: Same<z.output<typeof generateResponseSchema>, GenerateResponse> = true;

export const postingTimeQuerySchema = z.object({
  contentItemIds: line()
    .min(1, "Select something first")
    .max(MAX_ITEMS_PER_POST * 37, `You can select maximum ${MAX_ITEMS_PER_POST} photos per post`)
    .transform((v) => v.split(",").filter(Boolean))
    .pipe(z.array(z.uuid("Unknown content item")).min(1).max(MAX_ITEMS_PER_POST)),
  /**
   * The field of the post being made (the Create Post form sends the one the user chose).
   * Without it the server derives it from the selected items' analysis (decision 201).
   */
  contentField: z.enum(CONTENT_FIELDS).optional(),
});

/** GET /api/generate-posting-time (spec §3: recommendedTime, plus the reasoning shown). */
export interface PostingTimeResponse {
  /** When to post, in words (e.g. "Today, 7:30 PM IST"). */
  recommendedTime: string;
  /** The same moment as an ISO timestamp. */
  at: string;
  reasoning: string;
  basis: string;
  /**
   * general-rule: a general guide for India; your-results: the creator's own posts' engagement
   * by IST hour, once at least 10 posts have 72-hour results (issue 32, decision 750).
   */
  source: "general-rule" | "your-results";
  /** The field the time is for, and where it came from (decision 201). */
  contentField: ContentField;
  fieldSource: "request" | "analysis" | "default";
}

export const instagramPreviewRequestSchema = z.object({
  postHeading: line().trim().max(150).default(""),
  caption: text().max(CAPTION_MAX_CHARS, `caption must be at most ${CAPTION_MAX_CHARS} characters`),
  imageUrl: line().max(500).optional(),
  username: line()
    .trim()
    .max(30)
    .regex(/^[A-Za-z0-9._]*$/, "Instagram usernames use letters, digits, dots and underscores")
    .optional(),
});
export type InstagramPreviewRequest = z.input<typeof instagramPreviewRequestSchema>;

/** POST /api/generate-instagram-preview: the post as the preview shows it, made now. */
export interface InstagramPreviewResponse {
  postHeading: string;
  caption: string;
  username: string;
  profileImage: string | null;
  /** When the preview was made (ISO). */
  timestamp: string;
  /** No invented counts: a new post has no likes yet. */
  likes: null;
}
