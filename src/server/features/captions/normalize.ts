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
  HASHTAG_LIST_MAX,
} from "../../../contract/captions.ts";
import { checkLanguage } from "./script-check.ts";

const NOT_TAG_CHAR = /[^\p{L}\p{M}\p{N}_]/gu;

/** One hashtag without '#', spaces or punctuation; letters, marks, digits and _ of any script are kept. */
export function cleanHashtag(raw: string): string {
  return raw.normalize("NFC").replace(NOT_TAG_CHAR, "");
}

/**
 * Normalises hashtags given as an array or as one string ("#a #b, c"): cleans each, drops
 * empty ones and case-insensitive duplicates, keeps the given order as the rank and caps the
 * list at 15.
 */
export function normalizeHashtags(input: unknown, max: number = HASHTAG_LIST_MAX): string[] {
  let pieces: string[] = [];
  if (typeof input === "string") pieces = input.split(/[\s,;#]+/u);
  else if (Array.isArray(input)) {
    // An array element may itself hold several tags ("#a #b").
    pieces = input.filter((t): t is string => typeof t === "string").flatMap((t) => t.split(/[\s,;#]+/u));
  }
  const seen = new Set<string>();
  const out: string[] = [];
  for (const piece of pieces) {
    const tag = cleanHashtag(piece);
    if (tag.length === 0) continue;
    const key = tag.toLocaleLowerCase("en-IN");
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
    if (out.length >= max) break;
  }
  return out;
}

/**
 * The hashtags a post actually carries: the first `cap` of the ranked list, with the free-plan
 * tag (product hashtag from configuration) guaranteed among them, replacing the lowest-ranked
 * one when the set is full.
 */
export function postHashtags(
  result: { hashtags: readonly string[] },
  options: { cap: number; freePlanTag?: string | undefined },
): string[] {
  const cap = Math.max(0, Math.floor(options.cap));
  const free = options.freePlanTag ? cleanHashtag(options.freePlanTag) : "";
  const freeKey = free.toLocaleLowerCase("en-IN");
  const others = result.hashtags.filter((t) => !free || t.toLocaleLowerCase("en-IN") !== freeKey);
  if (!free || cap === 0) return result.hashtags.slice(0, cap);
  const hadFreeAt = result.hashtags.findIndex((t) => t.toLocaleLowerCase("en-IN") === freeKey);
  if (hadFreeAt >= 0 && hadFreeAt < cap) return result.hashtags.slice(0, cap);
  return [...others.slice(0, cap - 1), free];
}

/** Puts the free-plan tag into the first `cap` places of a ranked list (used by engines before returning). */
export function withFreePlanTag(hashtags: readonly string[], cap: number, freePlanTag: string | undefined): string[] {
  if (!freePlanTag) return hashtags.slice(0, HASHTAG_LIST_MAX);
  const post = postHashtags({ hashtags }, { cap, freePlanTag });
  const postKeys = new Set(post.map((t) => t.toLocaleLowerCase("en-IN")));
  return [...post, ...hashtags.filter((t) => !postKeys.has(t.toLocaleLowerCase("en-IN")))].slice(0, HASHTAG_LIST_MAX);
}

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
    engagementPrediction: clampScore(source.engagementPrediction),
  };
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
