/**
 * Turns any engine's raw answer into the shared result shape and lists what is still wrong
 * with it, so the engine can ask the model once more with those problems spelled out.
 */
import {
  ALT_TEXT_MAX_CHARS,
  CAPTION_MAX_CHARS,
  type GeneratedResult,
  type GenerationOptions,
  generatedResultSchema,
} from "#contract/captions.ts";
import { joinPostSet, normalizeHashtags, takeHashtagsOut } from "#contract/hashtags.ts";
import { checkLanguage } from "./script-check.ts";

/** Instagram's hashtag limit, the post set's size unless configuration says otherwise. */
const DEFAULT_POST_HASHTAG_CAP = 5;
/** The longest reason kept with an engagement figure (the basis must stay under 300 characters). */
const ENGAGEMENT_REASON_MAX = 200;

/** An engagement figure as an integer 0–100, whatever the provider sent ("72", 72.6, 140). */
export function clampScore(value: unknown): number | undefined {
  const n = typeof value === "string" ? Number.parseFloat(value) : typeof value === "number" ? value : Number.NaN;
  if (!Number.isFinite(n)) return undefined;
  return Math.min(100, Math.max(0, Math.round(n)));
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : value);

/** A heading or caption with its hashtags taken out (their tags returned), or the value as it was. */
function withoutTags(value: unknown): { value: unknown; tags: string[] } {
  if (typeof value !== "string") return { value, tags: [] };
  const { text: rest, tags } = takeHashtagsOut(value.trim());
  return { value: rest, tags };
}

/**
 * Normalises a provider's raw object towards the result shape without hiding real faults:
 * hashtags cleaned and ranked, scores clamped, strings trimmed; a caption over 2,200 characters
 * is kept as it is so that validateResult reports it. Hashtags written in the heading or the
 * caption move to the post's set (at most `postHashtagCap`, issue 28). An engagement figure is
 * kept only with the model's stated reason, which becomes its basis (decision 744).
 */
export function normalizeResult(
  raw: unknown,
  { postHashtagCap = DEFAULT_POST_HASHTAG_CAP }: { postHashtagCap?: number } = {},
): Record<string, unknown> {
  const source = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const heading = withoutTags(source.postHeading);
  const caption = withoutTags(source.caption);
  const written = [...heading.tags, ...caption.tags];
  const ranked = normalizeHashtags(source.hashtags);
  const out: Record<string, unknown> = {
    postHeading: heading.value,
    caption: caption.value,
    detailedDescription: text(source.detailedDescription),
    hashtags: written.length ? joinPostSet(ranked, written, postHashtagCap) : ranked,
    altText: typeof source.altText === "string" ? source.altText.replace(/\s+/gu, " ").trim() : source.altText,
  };
  // Absent stays absent: an engine with no basis for a figure gives none (decisions 203, 460);
  // a model's figure without its reason is a guess with nothing behind it, and is dropped.
  const engagement = clampScore(source.engagementPrediction);
  const reason = text(source.engagementReason);
  if (engagement !== undefined && typeof reason === "string" && reason.length > 0) {
    out.engagementPrediction = engagement;
    out.engagementBasis = [...reason].slice(0, ENGAGEMENT_REASON_MAX).join("");
  }
  const uniqueness = clampScore(source.uniquenessScore);
  if (uniqueness !== undefined) out.uniquenessScore = uniqueness;
  const pattern = text(source.influencerPatternMatch);
  if (typeof pattern === "string" && pattern.length > 0) out.influencerPatternMatch = pattern;
  return out;
}

export type ValidationOutcome =
  | { ok: true; result: GeneratedResult }
  /** `languageOnly`: every problem is the language or script of a field. */
  | { ok: false; problems: string[]; languageOnly: boolean };

/**
 * Validates a (normalised) result against the schema, Instagram's limits and the requested
 * language and script of the heading, caption and alt text. The problems are short sentences
 * meant to be sent back to the model for one corrective retry. Words the photos show (`photoText`,
 * read by OCR) and the creator's note may stand in Latin letters in a native-script text.
 */
export function validateResult(
  candidate: unknown,
  request: Pick<GenerationOptions, "language" | "script">,
  given: { photoText?: readonly (string | undefined)[] | undefined; note?: string | undefined } = {},
): ValidationOutcome {
  const problems: string[] = [];
  const parsed = generatedResultSchema.safeParse(candidate);
  const obj = (typeof candidate === "object" && candidate !== null ? candidate : {}) as Record<string, unknown>;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const where = issue.path.join(".") || "result";
      if (where === "caption" && typeof obj.caption === "string" && obj.caption.length > CAPTION_MAX_CHARS) {
        problems.push(
          `caption is ${obj.caption.length} characters; Instagram allows at most ${CAPTION_MAX_CHARS}, so shorten it`,
        );
      } else if (where === "altText" && typeof obj.altText === "string" && obj.altText.length >= ALT_TEXT_MAX_CHARS) {
        problems.push(`altText is ${obj.altText.length} characters; keep it under ${ALT_TEXT_MAX_CHARS}`);
      } else {
        problems.push(`${where}: ${issue.message}`);
      }
    }
  }
  const shapeProblems = problems.length;
  const quoted = [...(given.photoText ?? []), given.note].filter((t): t is string => Boolean(t));
  for (const field of ["postHeading", "caption", "altText"] as const) {
    const value = obj[field];
    if (typeof value !== "string" || value.trim() === "") continue;
    const check = checkLanguage(value, request.language, { script: request.script, quoted });
    if (!check.ok) problems.push(`${field} ${check.reason}`);
  }
  if (problems.length > 0 || !parsed.success) {
    return { ok: false, problems, languageOnly: shapeProblems === 0 && problems.length > 0 };
  }
  return { ok: true, result: parsed.data };
}
