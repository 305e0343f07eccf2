import { z } from "zod";

/**
 * Results from Instagram (issue 32): the ages at which a published post's figures are read
 * (1 hour, 24 hours, 72 hours, 7 days, then weekly to four weeks) and what a post carries.
 */
export const INSIGHT_AGE_BUCKETS = ["1h", "24h", "72h", "7d", "14d", "21d", "28d"] as const;
export type InsightAgeBucket = (typeof INSIGHT_AGE_BUCKETS)[number];

/** How the dashboard's engagement rate is made, in words (shown with the figure). */
export const ENGAGEMENT_RATE_FORMULA =
  "Average of total interactions ÷ reach per post, each at 72 hours (or its latest reading if younger)";

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
  formula: z.string(),
});
export type EngagementRate = z.infer<typeof engagementRateSchema>;
