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

/**
 * A hashtag written in text: '#' and at least one letter (Instagram ignores '#123'), not glued
 * to a word, a URL or another tag.
 */
const TAG_IN_TEXT = /(^|[^\p{L}\p{M}\p{N}_&/#])#([\p{L}\p{M}\p{N}_]*\p{L}[\p{L}\p{M}\p{N}_]*)/gu;
const TRAILING_TAGS = /(?:(?:^|\s+)#[\p{L}\p{M}\p{N}_]*\p{L}[\p{L}\p{M}\p{N}_]*)+\s*$/u;

/**
 * Takes the hashtags out of a text (a generated caption or heading), so that the post's tags
 * live in its set alone and Instagram's limit holds (issue 28): a line of tags goes, a block of
 * tags ending a line goes, and a tag inside a sentence (or ending it right after a word) keeps
 * its word without the '#'. Returns the text and the tags found, in order, cleaned and distinct.
 */
export function takeHashtagsOut(text: string): { text: string; tags: string[] } {
  const found: string[] = [];
  for (const match of text.normalize("NFC").matchAll(TAG_IN_TEXT)) found.push(match[2] ?? "");
  if (found.length === 0) return { text, tags: [] };
  const lines = text
    .normalize("NFC")
    .split("\n")
    .map((line) => {
      // Tags ending a line are a block of tags when there are several, or when they follow
      // punctuation or an emoji; a single tag right after a word ends the sentence, and keeps its word.
      const withoutTrailing = line.replace(TRAILING_TAGS, (block, offset: number) => {
        const before = line.slice(0, offset).trimEnd();
        const isBlock = (block.match(/#/g) ?? []).length > 1 || !/[\p{L}\p{M}\p{N}]$/u.test(before);
        return isBlock ? "" : block;
      });
      const inline = withoutTrailing.replace(TAG_IN_TEXT, "$1$2");
      // What is left of a line of tags (an emoji, a dot) stays only if it says something.
      return /[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(inline) ? inline.trimEnd() : "";
    });
  const joined = lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { text: joined, tags: normalizeHashtags(found, HASHTAG_LIST_MAX) };
}

/**
 * The ranked list with `joining` tags in the post set (the first `cap`), as a tag the creator
 * types joins it (decision 729): in place of the lowest-ranked suggestions, never past the cap;
 * tags beyond the cap stay suggestions.
 */
export function joinPostSet(ranked: readonly string[], joining: readonly string[], cap: number): string[] {
  const key = (tag: string) => tag.toLocaleLowerCase("en-IN");
  const written = normalizeHashtags(joining);
  const inSet = written.slice(0, Math.max(0, cap));
  const taken = new Set(inSet.map(key));
  const others = ranked.filter((tag) => !taken.has(key(tag)));
  const kept = others.slice(0, Math.max(0, cap - inSet.length));
  return normalizeHashtags([...kept, ...inSet, ...others.slice(kept.length), ...written.slice(inSet.length)]);
}
