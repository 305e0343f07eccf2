/**
 * Hashtag normalisation, shared by the server (generation, posts, brand examples) and any
 * browser code that wants the same rules (decision 022).
 */
import { HASHTAG_LIST_MAX } from "./captions.ts";

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
