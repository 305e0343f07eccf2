import { and, eq, gt, isNotNull, isNull, notExists, notLike, sql } from "drizzle-orm";
import type { InsightAgeBucket } from "#contract/insights.ts";
import { type Db, queryRows } from "#server/db/client.ts";
import { instagramInsights, instagramPublications } from "#server/db/schema/index.ts";

export type InsightRow = typeof instagramInsights.$inferSelect;

/**
 * Stores one reading; a second reading of the same post and age (a re-run, a second server)
 * changes nothing. True when this call stored it.
 */
export async function insertInsight(db: Db, row: typeof instagramInsights.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(instagramInsights)
    .values(row)
    .onConflictDoNothing({ target: [instagramInsights.postId, instagramInsights.ageBucket] })
    .returning({ postId: instagramInsights.postId });
  return rows.length > 0;
}

export async function findInsight(db: Db, postId: string, ageBucket: InsightAgeBucket) {
  const [row] = await db
    .select()
    .from(instagramInsights)
    .where(and(eq(instagramInsights.postId, postId), eq(instagramInsights.ageBucket, ageBucket)));
  return row;
}

/** The post's newest reading. */
export async function findLatestInsight(db: Db, postId: string): Promise<InsightRow | undefined> {
  const [row] = await db
    .select()
    .from(instagramInsights)
    .where(eq(instagramInsights.postId, postId))
    .orderBy(sql`${instagramInsights.fetchedAt} desc`)
    .limit(1);
  return row;
}

export function findInsightSeries(db: Db, postId: string): Promise<InsightRow[]> {
  return db
    .select()
    .from(instagramInsights)
    .where(eq(instagramInsights.postId, postId))
    .orderBy(instagramInsights.fetchedAt);
}

/** No further readings of this post: deleted on Instagram, or the login must be renewed. */
export async function stopInsights(db: Db, postId: string, reason: "deleted" | "reconnect") {
  await db
    .update(instagramPublications)
    .set({ insightsStoppedAt: sql`now()`, insightsStopReason: reason, updatedAt: sql`now()` })
    .where(and(eq(instagramPublications.postId, postId), isNull(instagramPublications.insightsStoppedAt)));
}

/**
 * Published posts younger than `maxAgeMs` with no reading yet and readings not stopped: the
 * insights job's safety net (a crash between publishing and queueing the first reading, or
 * posts published before readings existed).
 */
export function findPublicationsWithoutInsights(db: Db, maxAgeMs: number) {
  return db
    .select({ postId: instagramPublications.postId, publishedAt: instagramPublications.publishedAt })
    .from(instagramPublications)
    .where(
      and(
        isNotNull(instagramPublications.mediaId),
        notLike(instagramPublications.mediaId, "published-from-%"),
        isNull(instagramPublications.insightsStoppedAt),
        isNotNull(instagramPublications.publishedAt),
        gt(instagramPublications.publishedAt, new Date(Date.now() - maxAgeMs)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(instagramInsights)
            .where(eq(instagramInsights.postId, instagramPublications.postId)),
        ),
      ),
    );
}

/**
 * The workspace's average engagement rate: for each post, its 72-hour reading or else its newest,
 * among readings with a reach above 0 and a total of interactions; the mean of
 * total_interactions ÷ reach over those posts, how many there are, and how many of those
 * readings are the sandbox's.
 */
export async function averageEngagementRate(
  db: Db,
  workspaceId: string,
): Promise<{ average: number | null; posts: number; sandboxPosts: number }> {
  const [row] = await queryRows<{ average: string | null; posts: string; sandbox_posts: string }>(
    db,
    sql`select avg(rate) as average, count(*) as posts, count(*) filter (where source = 'sandbox') as sandbox_posts
        from (
          select distinct on (post_id) total_interactions::float8 / reach as rate, source
          from instagram_insights
          where workspace_id = ${workspaceId} and reach > 0 and total_interactions is not null
          order by post_id, (age_bucket = '72h') desc, fetched_at desc
        ) chosen`,
  );
  return {
    average: row?.average === null || row?.average === undefined ? null : Number(row.average),
    posts: Number(row?.posts ?? 0),
    sandboxPosts: Number(row?.sandbox_posts ?? 0),
  };
}

/**
 * Each of the workspace's published posts with a usable 72-hour reading (a reach above 0 and a total
 * of interactions): when it was published and its total interactions ÷ reach. The basis of the
 * best times from the creator's own audience (decision 750).
 */
export async function findSeventyTwoHourRates(
  db: Db,
  workspaceId: string,
): Promise<{ publishedAt: Date; rate: number; sandbox: boolean }[]> {
  const rows = await queryRows<{ published_ms: string | number; rate: string | number; source: string }>(
    db,
    sql`select extract(epoch from p.published_at)::float8 * 1000 as published_ms, i.total_interactions::float8 / i.reach as rate, i.source
        from instagram_insights i
        join instagram_publications p on p.post_id = i.post_id
        where i.workspace_id = ${workspaceId} and i.age_bucket = '72h' and not i.not_enough_viewers
          and i.reach > 0 and i.total_interactions is not null and p.published_at is not null
        order by p.published_at`,
  );
  return rows.map((row) => ({
    publishedAt: new Date(Number(row.published_ms)),
    rate: Number(row.rate),
    sandbox: row.source === "sandbox",
  }));
}
