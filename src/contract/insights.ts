import { z } from "zod";
import { CONTENT_FIELDS } from "./captions.ts";
import { LANGUAGE_CODES } from "./languages.ts";

/**
 * Results from Instagram (issue 32): the ages at which a published post's figures are read
 * (1 hour, 24 hours, 72 hours, 7 days, then weekly to four weeks) and what a post carries.
 */
export const INSIGHT_AGE_BUCKETS = ["1h", "24h", "72h", "7d", "14d", "21d", "28d"] as const;
export type InsightAgeBucket = (typeof INSIGHT_AGE_BUCKETS)[number];
/** Each age as words ("at 72 hours"). */
export const AGE_LABELS: Record<InsightAgeBucket, string> = {
  "1h": "1 hour",
  "24h": "24 hours",
  "72h": "72 hours",
  "7d": "7 days",
  "14d": "14 days",
  "21d": "21 days",
  "28d": "28 days",
};

/** How the dashboard's engagement rate is made, in words (shown with the figure). */
export const ENGAGEMENT_RATE_FORMULA =
  "Average of total interactions ÷ reach per post, each at 72 hours (or its latest reading if younger; an imported post as read at import)";

/** One post's rate, in words (the top posts and the model's best captions). */
export const POST_RATE_FORMULA = "total interactions ÷ reach";

/** How many of the account's newest posts an import reads (issue 32: "the last 50"). */
export const IMPORT_MEDIA_LIMIT = 50;
/** A workspace imports at most once in this many minutes (each import is up to 52 calls to Instagram). */
export const IMPORT_MIN_INTERVAL_MINUTES = 60;
/** How many posts the dashboard lists as its best. */
export const TOP_POSTS = 5;

const figure = z.number().int().nullable();

/** The latest reading of a published post's figures; a null figure is one Instagram gave none for. */
export const postResultsSchema = z.object({
  /** The age the reading belongs to (1h, 24h, 72h, 7d, 14d, 21d, 28d). */
  ageBucket: z.enum(INSIGHT_AGE_BUCKETS),
  /** When it was read (ISO); "as of 3 h ago" is counted from it. */
  fetchedAt: z.string(),
  /** instagram: Instagram's figures; sandbox: the embedded sandbox's made-up figures. */
  source: z.enum(["instagram", "sandbox"]),
  /** Instagram shows no figures for a post seen by too few people (yet). */
  notEnoughViewers: z.boolean(),
  reach: figure,
  views: figure,
  likes: figure,
  comments: figure,
  saves: figure,
  shares: figure,
  totalInteractions: figure,
  /** Why no newer readings come: deleted from Instagram, or the login needs connecting again. */
  stopped: z.enum(["deleted", "reconnect"]).nullable(),
});
export type PostResults = z.infer<typeof postResultsSchema>;

/**
 * A post's engagement from its latest reading: Instagram's total interactions, or, when it gave
 * none, the sum of the likes, comments, saves and shares it did give; null when it gave none of
 * them (too few viewers, or no metric at all).
 */
export function resultsEngagement(results: PostResults): number | null {
  if (results.notEnoughViewers) return null;
  if (results.totalInteractions !== null) return results.totalInteractions;
  const parts = [results.likes, results.comments, results.saves, results.shares].filter((n) => n !== null);
  return parts.length > 0 ? parts.reduce((sum, n) => sum + n, 0) : null;
}

/** The dashboard's real engagement rate: percent (one decimal), how many posts, and the formula. */
export const engagementRateSchema = z.object({
  percent: z.number(),
  posts: z.number().int(),
  /** How many of those posts' readings are the embedded sandbox's made-up figures. */
  sandboxPosts: z.number().int(),
  /** How many of those posts were imported from Instagram (posted outside CaptionKaro). */
  importedPosts: z.number().int(),
  formula: z.string(),
});
export type EngagementRate = z.infer<typeof engagementRateSchema>;

const count = z.number().int().nonnegative();
const resultSource = z.enum(["instagram", "sandbox"]);

/** One group of the dashboard's breakdown: its mean rate over the posts it covers. */
export const resultsGroupSchema = z.object({
  /** The language or content field; null for posts that have none recorded (imported, or saved before fields were kept). */
  key: z.string().nullable(),
  label: z.string(),
  percent: z.number(),
  posts: count,
  sandboxPosts: count,
  importedPosts: count,
});
export type ResultsGroup = z.infer<typeof resultsGroupSchema>;

/** One of the best posts by engagement rate: a CaptionKaro post or one imported from Instagram. */
export const topPostSchema = z.object({
  kind: z.enum(["captionkaro", "imported"]),
  /** The post's id, or the Instagram media id of an imported post. */
  id: z.string(),
  /** The post's heading; null for an imported post (Instagram has none). */
  title: z.string().nullable(),
  /** The caption's first 300 characters. */
  caption: z.string(),
  language: z.enum(LANGUAGE_CODES).nullable(),
  contentField: z.enum(CONTENT_FIELDS).nullable(),
  permalink: z.string().nullable(),
  publishedAt: z.string().nullable(),
  percent: z.number(),
  reach: count,
  totalInteractions: count,
  /** The age of the reading (1h … 28d); null for an imported post (read once, at its import). */
  ageBucket: z.enum(INSIGHT_AGE_BUCKETS).nullable(),
  fetchedAt: z.string(),
  source: resultSource,
});
export type TopPost = z.infer<typeof topPostSchema>;

/**
 * GET /api/dashboard/results: the real engagement rate by language and by content field and the
 * best posts, each with the number of posts it covers and the formula; empty lists when no post
 * has results (no figure without results).
 */
export const resultsBreakdownSchema = z.object({
  formula: z.string(),
  postFormula: z.string(),
  overall: engagementRateSchema.nullable(),
  byLanguage: z.array(resultsGroupSchema),
  byContentField: z.array(resultsGroupSchema),
  topPosts: z.array(topPostSchema),
  imported: z.object({ count, withFigures: count, lastImportAt: z.string().nullable() }),
  /** Instagram refused the insights permission: results stop until the account is connected again (publishing goes on). */
  insightsPermissionMissing: z.boolean(),
  /** The member may import (a manager or the owner, with a working connection). */
  canImport: z.boolean(),
});
export type ResultsBreakdown = z.infer<typeof resultsBreakdownSchema>;

/** What the last import of the account's recent posts did. */
export const importOutcomeSchema = z.object({
  /** False when the account's list itself could not be read (nothing was imported; it may be tried again at once). */
  completed: z.boolean(),
  /** Posts Instagram listed (at most IMPORT_MEDIA_LIMIT). */
  listed: count,
  /** New posts stored, and posts already stored that were read again. */
  imported: count,
  updated: count,
  /** Posts imported before and deleted on Instagram since: removed. */
  removed: count,
  /** Posts CaptionKaro published: left out (their results come with the post). */
  publishedByCaptionKaro: count,
  withFigures: count,
  notEnoughViewers: count,
  /** Posts whose figures could not be read this time (permission, rate limit, an error). */
  withoutFigures: count,
  /**
   * Instagram refused the insights permission during this import: once the account is connected
   * again (with the permission), the next import may start at once.
   */
  insightsDenied: z.boolean(),
  /** Why some figures or the import itself did not come through, in words; null when all went well. */
  problem: z.string().nullable(),
});
export type ImportOutcome = z.infer<typeof importOutcomeSchema>;

/** A post imported from Instagram ("posted outside CaptionKaro") with its figures at the import. */
export const importedPostSchema = z.object({
  mediaId: z.string(),
  caption: z.string(),
  mediaType: z.enum(["IMAGE", "VIDEO", "CAROUSEL_ALBUM"]).nullable(),
  permalink: z.string().nullable(),
  postedAt: z.string().nullable(),
  /** Imported from Instagram, or from the embedded sandbox (made-up posts and figures). */
  source: resultSource,
  results: z
    .object({
      fetchedAt: z.string(),
      source: resultSource,
      notEnoughViewers: z.boolean(),
      reach: z.number().int().nullable(),
      views: z.number().int().nullable(),
      likes: z.number().int().nullable(),
      comments: z.number().int().nullable(),
      saves: z.number().int().nullable(),
      shares: z.number().int().nullable(),
      totalInteractions: z.number().int().nullable(),
    })
    .nullable(),
});
export type ImportedPost = z.infer<typeof importedPostSchema>;

/** GET /api/instagram/import (and POST's answer): the import's state and the imported posts, newest first. */
export const instagramImportSchema = z.object({
  status: z.enum(["never", "running", "done"]),
  requestedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  outcome: importOutcomeSchema.nullable(),
  /** When the next import may start (the server's limit); null when now. */
  nextAllowedAt: z.string().nullable(),
  posts: z.array(importedPostSchema),
});
export type InstagramImport = z.infer<typeof instagramImportSchema>;
