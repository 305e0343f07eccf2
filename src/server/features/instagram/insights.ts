import {
  ENGAGEMENT_RATE_FORMULA,
  type EngagementRate,
  INSIGHT_AGE_BUCKETS,
  type InsightAgeBucket,
  type PostResults,
} from "#contract/insights.ts";
import { type InsightFigures, InstagramApiError } from "#server/adapters/instagram/index.ts";
import type { Db } from "#server/db/client.ts";
import type { Deps } from "#server/deps.ts";
import { enqueueJob, type JobRow } from "#server/jobs/queue.ts";
import { findPostWithOwner, recordPostResults } from "../posts/posts.service.ts";
import {
  averageEngagementRate,
  findInsight,
  findLatestInsight,
  findPublicationsStoppedForReconnect,
  findPublicationsWithoutInsights,
  findSeventyTwoHourRates,
  type InsightRow,
  insertInsight,
  resumeInsights,
  stopInsights,
} from "./insights.queries.ts";
import { findPublication, markInsightsDenied } from "./instagram.queries.ts";
import { accountWithToken, reconnectReasonFor, requireReconnect } from "./instagram.service.ts";

/**
 * Results from Instagram (issue 32, decision 749): each published post's figures read at
 * 1 hour, 24 hours, 72 hours, 7 days, then weekly to 28 days, by one job per reading on the
 * jobs queue. A reading is stored once per post and age (unique key, insert-or-nothing), so a
 * run repeated after a crash, or by a second server, adds nothing; the next reading is queued
 * in the same transaction.
 */
export const JOB_INSTAGRAM_INSIGHTS = "instagram.insights";
/** The safety net: published posts with no reading and none queued get their first one. */
export const JOB_INSTAGRAM_INSIGHTS_SWEEP = "instagram.insights-sweep";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A rate-limited reading waits at least this long (or as long as Instagram says). */
const RATE_LIMIT_WAIT_MS = 15 * 60 * 1000;

/** Each reading's age after publishing; the first is configurable (tests of the whole loop shorten it). */
export function insightOffsets(deps: Deps): Record<InsightAgeBucket, number> {
  return {
    "1h": deps.config.instagram.insightsFirstSeconds * 1000,
    "24h": DAY_MS,
    "72h": 3 * DAY_MS,
    "7d": 7 * DAY_MS,
    "14d": 14 * DAY_MS,
    "21d": 21 * DAY_MS,
    "28d": 28 * DAY_MS,
  };
}
/** After the 28-day reading's week has passed, a post is not read again. */
const LAST_READING_ENDS_MS = 35 * DAY_MS;

/**
 * The reading a run at `ageMs` takes, starting from `from`: the latest age already reached
 * (a run that comes late, after a server was down, takes the reading of the age it is now
 * rather than labelling today's figures with an earlier age). Undefined when too late.
 */
export function bucketForAge(deps: Deps, from: InsightAgeBucket, ageMs: number): InsightAgeBucket | undefined {
  if (ageMs >= LAST_READING_ENDS_MS) return undefined;
  const offsets = insightOffsets(deps);
  const start = INSIGHT_AGE_BUCKETS.indexOf(from);
  let chosen: InsightAgeBucket = from;
  for (const bucket of INSIGHT_AGE_BUCKETS.slice(start)) if (offsets[bucket] <= ageMs) chosen = bucket;
  return chosen;
}

const nextBucket = (bucket: InsightAgeBucket): InsightAgeBucket | undefined =>
  INSIGHT_AGE_BUCKETS[INSIGHT_AGE_BUCKETS.indexOf(bucket) + 1];

/** Queues the reading of `bucket` at its time; once per post and age however often asked. */
export async function scheduleInsightReading(
  deps: Deps,
  db: Db,
  postId: string,
  publishedAt: Date,
  bucket: InsightAgeBucket,
) {
  await enqueueJob(
    db,
    JOB_INSTAGRAM_INSIGHTS,
    { postId, bucket },
    {
      runAt: new Date(publishedAt.getTime() + insightOffsets(deps)[bucket]),
      uniqueKey: `instagram-insights:${postId}:${bucket}`,
      maxAttempts: 5,
    },
  );
}

/** A reading's figures as the app shows them: a published post's, or an imported post's (import.ts). */
export function presentFigures(
  row: Pick<
    InsightRow,
    "source" | "notEnoughViewers" | "reach" | "views" | "likes" | "comments" | "saved" | "shares" | "totalInteractions"
  > & { fetchedAt: Date },
) {
  return {
    fetchedAt: row.fetchedAt.toISOString(),
    source: row.source === "sandbox" ? ("sandbox" as const) : ("instagram" as const),
    notEnoughViewers: row.notEnoughViewers,
    reach: row.reach,
    views: row.views,
    likes: row.likes,
    comments: row.comments,
    saves: row.saved,
    shares: row.shares,
    totalInteractions: row.totalInteractions,
  };
}

/** The post as the app shows its latest reading (a copy on the post, written with the reading). */
function presentResults(row: InsightRow, stopped: PostResults["stopped"] = null): PostResults {
  return { ageBucket: row.ageBucket, ...presentFigures(row), stopped };
}

/** Readings stop; the post's latest figures say why (when it has any). */
async function stop(deps: Deps, postId: string, reason: "deleted" | "reconnect") {
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    await stopInsights(tx, postId, reason);
    const latest = await findLatestInsight(tx, postId);
    if (latest) await recordPostResults(tx, postId, presentResults(latest, reason));
  });
}

export type InsightsRunOutcome =
  | "stored"
  | "already_stored"
  | "not_enough_viewers"
  | "deleted"
  | "reconnect"
  | "deferred"
  | "skipped"
  | "finished";

/**
 * One reading of one post (the job's handler): asks Instagram for the post's figures, stores
 * them for the age the post has reached and queues the next reading. "Not enough viewers" is
 * stored as such; a deleted post stops its readings; a lost login or insights permission
 * marks the account for reconnecting and stops; a rate limit puts the reading off.
 */
export async function readPostInsights(
  deps: Deps,
  input: { postId: string; bucket: InsightAgeBucket },
  job?: Pick<JobRow, "attempts" | "maxAttempts">,
  now = new Date(),
): Promise<InsightsRunOutcome> {
  const db = deps.database.db;
  const rec = await findPublication(db, input.postId);
  if (!rec?.mediaId || rec.mediaId.startsWith("published-from-") || !rec.publishedAt) return "skipped";
  if (rec.insightsStoppedAt) return "skipped";
  const bucket = bucketForAge(deps, input.bucket, now.getTime() - rec.publishedAt.getTime());
  if (!bucket) return "finished";
  const publishedAt = rec.publishedAt;
  const queueNext = async (tx: Db) => {
    const next = nextBucket(bucket);
    if (next) await scheduleInsightReading(deps, tx, rec.postId, publishedAt, next);
  };
  if (await findInsight(db, rec.postId, bucket)) {
    await queueNext(db);
    return "already_stored";
  }
  // The post's workspace holds the account that published it (its author may be any member).
  const workspaceId = (await findPostWithOwner(deps, rec.postId, "instagram"))?.post.workspaceId;
  if (!workspaceId) return "skipped";
  const api = deps.instagram;
  const account = await accountWithToken(deps, workspaceId);
  if (!api || !account || account.row.provider !== api.kind || account.row.needsReconnectAt) {
    await stop(deps, rec.postId, "reconnect");
    return "reconnect";
  }
  let answer: Awaited<ReturnType<typeof api.mediaInsights>>;
  try {
    answer = await api.mediaInsights(account.token, rec.mediaId);
  } catch (error) {
    if (!(error instanceof InstagramApiError)) throw error;
    if (error.kind === "auth") {
      // A dead login stops publishing too: the account is asked to reconnect.
      await requireReconnect(deps, workspaceId, reconnectReasonFor(error));
      await stop(deps, rec.postId, "reconnect");
      return "reconnect";
    }
    if (error.kind === "permission") {
      // Only the insights permission is missing (an account connected before it was asked
      // for, or one that removed it): this post's readings stop, and publishing goes on — an
      // analytics permission never holds back a creator's scheduled posts (decision 749). The
      // account is marked for the prompt that asks to connect again once (decision 770).
      await markInsightsDenied(db, workspaceId);
      await stop(deps, rec.postId, "reconnect");
      return "reconnect";
    }
    if (error.kind === "rate_limit") {
      const at = new Date(now.getTime() + Math.max(RATE_LIMIT_WAIT_MS, (error.retryAfterSeconds ?? 0) * 1000));
      await enqueueJob(
        db,
        JOB_INSTAGRAM_INSIGHTS,
        { postId: rec.postId, bucket },
        { runAt: at, uniqueKey: `instagram-insights:${rec.postId}:${bucket}:after:${at.toISOString()}` },
      );
      return "deferred";
    }
    // Passing trouble: the runner tries again with back-off; after the last try this age is given up, not the post.
    if (job && job.attempts < job.maxAttempts) throw error;
    await queueNext(db);
    return "skipped";
  }
  if (answer.kind === "deleted") {
    await stop(deps, rec.postId, "deleted");
    return "deleted";
  }
  const figures: Partial<InsightFigures> = answer.kind === "figures" ? answer.figures : {};
  await db.transaction(async (tx) => {
    const stored = await insertInsight(tx, {
      postId: rec.postId,
      userId: rec.userId,
      workspaceId,
      mediaId: rec.mediaId ?? "",
      ageBucket: bucket,
      fetchedAt: now,
      source: api.kind,
      notEnoughViewers: answer.kind === "not_enough_viewers",
      reach: figures.reach ?? null,
      views: figures.views ?? null,
      likes: figures.likes ?? null,
      comments: figures.comments ?? null,
      saved: figures.saved ?? null,
      shares: figures.shares ?? null,
      totalInteractions: figures.total_interactions ?? null,
    });
    if (stored) {
      const latest = await findLatestInsight(tx, rec.postId);
      if (latest) await recordPostResults(tx, rec.postId, presentResults(latest));
    }
    await queueNext(tx);
  });
  return answer.kind === "not_enough_viewers" ? "not_enough_viewers" : "stored";
}

/**
 * After the workspace's account is connected again: the posts whose readings stopped for want of
 * the login or the insights permission (and are younger than the last reading's age) start
 * again with the reading of the age they have reached, and no longer say they need a reconnect.
 */
export async function resumeInsightReadings(deps: Deps, workspaceId: string, now = new Date()): Promise<number> {
  const db = deps.database.db;
  const rows = await findPublicationsStoppedForReconnect(
    db,
    workspaceId,
    new Date(now.getTime() - LAST_READING_ENDS_MS),
  );
  const firstAfter = insightOffsets(deps)["1h"];
  for (const row of rows) {
    if (!row.publishedAt) continue;
    const publishedAt = row.publishedAt;
    await db.transaction(async (tx) => {
      if (!(await resumeInsights(tx, row.postId))) return;
      const latest = await findLatestInsight(tx, row.postId);
      if (latest) await recordPostResults(tx, row.postId, presentResults(latest));
      const runAt = new Date(Math.max(now.getTime(), publishedAt.getTime() + firstAfter));
      // The age's own key may be spent by the run that stopped; this one is the resume's.
      await enqueueJob(
        tx,
        JOB_INSTAGRAM_INSIGHTS,
        { postId: row.postId, bucket: "1h" },
        { runAt, uniqueKey: `instagram-insights:${row.postId}:resume:${now.getTime()}`, maxAttempts: 5 },
      );
    });
  }
  return rows.length;
}

/** The safety net (hourly): published posts without a reading get their first one queued. */
export async function queueMissingInsightReadings(deps: Deps): Promise<number> {
  const db = deps.database.db;
  const rows = await findPublicationsWithoutInsights(db, LAST_READING_ENDS_MS);
  for (const row of rows) {
    if (row.publishedAt) await scheduleInsightReading(deps, db, row.postId, row.publishedAt, "1h");
  }
  return rows.length;
}

/**
 * The workspace's posts with a usable 72-hour reading: when each was published and its total
 * interactions ÷ reach (the posting-time recommendation ranks hours by them, decision 750), and
 * the posts imported from Instagram whose figures were read when they were at least 72 hours old
 * (decision 770).
 */
export function seventyTwoHourRates(deps: Deps, workspaceId: string) {
  return findSeventyTwoHourRates(deps.database.db, workspaceId);
}

/**
 * The dashboard's engagement rate from the workspace's stored readings (issue 32): the mean of
 * total interactions ÷ reach per post, each at 72 hours or its newest reading, and each imported
 * post as read at its import (decision 770); null with none.
 */
export async function engagementRate(deps: Deps, workspaceId: string): Promise<EngagementRate | null> {
  const { average, posts, sandboxPosts, importedPosts } = await averageEngagementRate(deps.database.db, workspaceId);
  if (average === null || posts === 0) return null;
  return {
    percent: Math.round(average * 1000) / 10,
    posts,
    sandboxPosts,
    importedPosts,
    formula: ENGAGEMENT_RATE_FORMULA,
  };
}
