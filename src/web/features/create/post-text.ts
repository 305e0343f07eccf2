import { type EngagementLabel, engagementLabel } from "#contract/captions.ts";
import { LANGUAGES, type LanguageCode } from "#contract/languages.ts";
import type { Translate } from "#web/i18n/i18n.tsx";

/** Instagram's post hashtag cap (decisions.md); the server's answer carries the configured set. */
export const DEFAULT_POST_HASHTAG_CAP = 5;

/** Instagram's feed shows about this many characters (and at most two lines) before '… more'. */
export const FEED_PREVIEW_CHARS = 125;
export const FEED_PREVIEW_LINES = 2;

/** A hashtag as the API stores it: no '#', no spaces; letters, marks, digits and _ of any script. */
export function normaliseHashtag(raw: string): string {
  return raw
    .trim()
    .replace(/^#+/, "")
    .replace(/[^\p{L}\p{M}\p{N}_]+/gu, "");
}

/** Splits typed text ("#a, b #c") into normalised, distinct tags in order. */
export function parseHashtags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of text.split(/[\s,]+|(?=#)/u)) {
    const tag = normaliseHashtag(part);
    const key = tag.toLocaleLowerCase();
    if (tag && !seen.has(key)) {
      seen.add(key);
      tags.push(tag);
    }
  }
  return tags;
}

/**
 * The hashtag state of a post: the ranked suggestions and the set the post uses (at most
 * `cap`). Suggestions not in the set are the extras the user can swap in; `own` are the tags
 * the creator typed, which a later typed tag never pushes out (decision 729).
 */
export interface HashtagState {
  ranked: string[];
  postSet: string[];
  cap: number;
  own: string[];
}

export function hashtagStateFrom(ranked: readonly string[], postSet: readonly string[] | undefined): HashtagState {
  const set = postSet && postSet.length > 0 ? [...postSet] : ranked.slice(0, DEFAULT_POST_HASHTAG_CAP);
  // A set shorter than the ranked list was cut at the server's configured cap; otherwise the
  // list simply ran out, and the usual cap leaves room for the user's own tags.
  const cap =
    postSet && postSet.length > 0 && ranked.length > postSet.length ? postSet.length : DEFAULT_POST_HASHTAG_CAP;
  const all = [...set, ...ranked.filter((tag) => !set.includes(tag))];
  return { ranked: all, postSet: set.slice(0, cap), cap, own: [] };
}

export const extrasOf = (state: HashtagState) => state.ranked.filter((tag) => !state.postSet.includes(tag));

/**
 * Puts an extra tag into the post's set: appended while there is room, otherwise it takes the
 * place of the set's last tag (which becomes an extra again).
 */
export function swapIn(state: HashtagState, tag: string): HashtagState {
  if (state.postSet.includes(tag)) return state;
  const ranked = state.ranked.includes(tag) ? state.ranked : [...state.ranked, tag];
  const postSet =
    state.postSet.length < state.cap ? [...state.postSet, tag] : [...state.postSet.slice(0, state.cap - 1), tag];
  return { ...state, ranked, postSet };
}

/** Takes a tag out of the post's set; it stays among the extras. */
export function takeOut(state: HashtagState, tag: string): HashtagState {
  return { ...state, postSet: state.postSet.filter((t) => t !== tag) };
}

/** What became of each tag the creator typed: added, added in place of a suggestion, or refused (set full). */
export interface TypedOutcome {
  state: HashtagState;
  added: { tag: string; replaced?: string }[];
  /** Tags that found no place: the set is full of the creator's own tags. */
  full: string[];
}

/**
 * Adds tags the user typed to the post's set (decision 729): appended while there is room,
 * otherwise the lowest-ranked suggested tag in the set goes back to the extras to make room (the
 * typed tags stay last, in the order typed). A typed tag never pushes out another typed one; when only typed tags
 * are left in a full set, the tag is reported in `full` and not added anywhere.
 */
export function addTyped(state: HashtagState, text: string): TypedOutcome {
  let next = state;
  const added: TypedOutcome["added"] = [];
  const full: string[] = [];
  const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();
  for (const typed of parseHashtags(text)) {
    const tag = next.ranked.find((t) => same(t, typed)) ?? typed;
    const own = next.own.some((t) => same(t, tag)) ? next.own : [...next.own, tag];
    if (next.postSet.includes(tag)) {
      next = { ...next, own };
      continue;
    }
    const ranked = next.ranked.includes(tag) ? next.ranked : [...next.ranked, tag];
    if (next.postSet.length < next.cap) {
      next = { ...next, ranked, own, postSet: [...next.postSet, tag] };
      added.push({ tag });
      continue;
    }
    const replaced = next.postSet.findLast((t) => !next.own.includes(t));
    if (replaced === undefined) {
      full.push(tag);
      continue;
    }
    next = { ...next, ranked, own, postSet: [...next.postSet.filter((t) => t !== replaced), tag] };
    added.push({ tag, replaced });
  }
  return { state: next, added, full };
}

/** The editor's note on what happened to typed tags, so nothing the creator typed disappears silently. */
export function typedNotice(t: Translate, outcome: TypedOutcome, cap: number): string {
  const parts = outcome.added.map(({ tag, replaced }) =>
    replaced ? t("create.hashtags.replaced", { tag, replaced }) : t("create.hashtags.added", { tag }),
  );
  if (outcome.full.length > 0) {
    const tags = outcome.full.map((tag) => `#${tag}`).join(" ");
    parts.push(t("create.hashtags.full", { cap, tags }));
  }
  return parts.join(" ");
}

/** Characters as Instagram's limit counts them (UTF-16 code units, which never undercounts). */
export const charCount = (text: string) => text.length;

const segmenter =
  typeof Intl !== "undefined" && "Segmenter" in Intl
    ? new Intl.Segmenter(undefined, { granularity: "grapheme" })
    : null;

/** User-perceived characters: a Devanagari conjunct or an emoji is one, not several code units. */
function graphemes(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/**
 * What Instagram's feed shows before '… more': at most two lines and about 125 characters,
 * cut between whole graphemes (never inside an Indic conjunct) and, when possible, at a space.
 */
export function truncateForFeed(
  text: string,
  maxChars = FEED_PREVIEW_CHARS,
  maxLines = FEED_PREVIEW_LINES,
): { shown: string; truncated: boolean } {
  const lines = text.split("\n");
  let candidate = lines.slice(0, maxLines).join("\n");
  let truncated = lines.length > maxLines;
  const chars = graphemes(candidate);
  if (chars.length > maxChars) {
    candidate = chars.slice(0, maxChars).join("");
    const lastSpace = candidate.search(/\s\S*$/u);
    if (lastSpace > maxChars / 2) candidate = candidate.slice(0, lastSpace);
    truncated = true;
  }
  const shown = truncated ? candidate.trimEnd() : text;
  return { shown, truncated };
}

/** Splits text into plain runs and #hashtags, so a preview can colour the tags like Instagram. */
export function hashtagRuns(text: string): { text: string; isTag: boolean }[] {
  return text
    .split(/(#[\p{L}\p{M}\p{N}_]+)/u)
    .filter((part) => part !== "")
    .map((part) => ({ text: part, isTag: /^#[\p{L}\p{M}\p{N}_]+$/u.test(part) }));
}

/** An estimate's level (High, Medium, Low) and its badge text: "Engagement: High (84/100) · estimate". */
export function estimateBadge(
  t: Translate,
  name: "engagement" | "uniqueness",
  score: number,
): { label: EngagementLabel; text: string } {
  const label = engagementLabel(score);
  const level = t(`create.summary.level.${label}`);
  return { label, text: t("create.summary.badge", { name: t(`create.summary.${name}`), level, score }) };
}

/** The lang and dir attributes for text in a language, romanised text tagged as Latin script. */
export function textDirection(
  language: LanguageCode,
  script: "native" | "latin",
): { lang: string; dir: "ltr" | "rtl" } {
  const found = LANGUAGES.find((l) => l.code === language) ?? LANGUAGES[0];
  if (script === "latin" && found.code !== "english")
    return { lang: `${found.bcp47.split("-")[0]}-Latn-IN`, dir: "ltr" };
  return { lang: found.bcp47, dir: found.dir };
}

/** An Instagram-style handle from the user's name or e-mail (the same rule as the server's preview). */
export function handleFor(user: { firstName: string | null; lastName: string | null; email: string }): string {
  const fromName = `${user.firstName ?? ""}${user.lastName ?? ""}`.toLowerCase().replace(/[^a-z0-9._]/g, "");
  return (fromName || user.email.split("@")[0]?.replace(/[^A-Za-z0-9._]/g, "") || "creator").slice(0, 30);
}
