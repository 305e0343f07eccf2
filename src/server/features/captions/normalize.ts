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
import { normalizeHashtags } from "#contract/hashtags.ts";
import { checkLanguage } from "./script-check.ts";

/** An engagement figure as an integer 0–100, whatever the provider sent ("72", 72.6, 140). */
export function clampScore(value: unknown): number | undefined {
  const n = typeof value === "string" ? Number.parseFloat(value) : typeof value === "number" ? value : Number.NaN;
  if (!Number.isFinite(n)) return undefined;
  return Math.min(100, Math.max(0, Math.round(n)));
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : value);

/**
 * Normalises a provider's raw object towards the result shape without hiding real faults:
 * hashtags cleaned and ranked, scores clamped, strings trimmed; a caption over 2,200 characters
 * is kept as it is so that validateResult reports it.
 */
export function normalizeResult(raw: unknown): Record<string, unknown> {
  const source = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {
    postHeading: text(source.postHeading),
    caption: text(source.caption),
    detailedDescription: text(source.detailedDescription),
    hashtags: normalizeHashtags(source.hashtags),
    altText: typeof source.altText === "string" ? source.altText.replace(/\s+/gu, " ").trim() : source.altText,
  };
  // Absent stays absent: an engine with no basis for a figure gives none (decisions 203, 460).
  const engagement = clampScore(source.engagementPrediction);
  if (engagement !== undefined) out.engagementPrediction = engagement;
  const uniqueness = clampScore(source.uniquenessScore);
  if (uniqueness !== undefined) out.uniquenessScore = uniqueness;
  const pattern = text(source.influencerPatternMatch);
  if (typeof pattern === "string" && pattern.length > 0) out.influencerPatternMatch = pattern;
  return out;
}

export type ValidationOutcome = { ok: true; result: GeneratedResult } | { ok: false; problems: string[] };

/**
 * Validates a (normalised) result against the schema, Instagram's limits and the requested
 * language and script of the heading, caption and alt text. The problems are short sentences
 * meant to be sent back to the model for one corrective retry.
 */
export function validateResult(
  candidate: unknown,
  request: Pick<GenerationOptions, "language" | "script">,
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
  for (const field of ["postHeading", "caption", "altText"] as const) {
    const value = obj[field];
    if (typeof value !== "string" || value.trim() === "") continue;
    const check = checkLanguage(value, request.language, { script: request.script });
    if (!check.ok) problems.push(`${field} ${check.reason}`);
  }
  if (problems.length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, result: parsed.data };
}
