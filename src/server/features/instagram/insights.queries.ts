import { and, eq, gt, isNotNull, isNull, notExists, notLike, type SQL, sql } from "drizzle-orm";
import type { InsightAgeBucket } from "#contract/insights.ts";
import { type Db, queryRows } from "#server/db/client.ts";
import { instagramInsights, publications } from "#server/db/schema/index.ts";

/** The post's Instagram publication (decision 800). */
const instagramOf = (postId: string) => and(eq(publications.postId, postId), eq(publications.destination, "instagram"));

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
    .update(publications)
    .set({ resultsStoppedAt: sql`now()`, resultsStopReason: reason, updatedAt: sql`now()` })
    .where(and(instagramOf(postId), isNull(publications.resultsStoppedAt)));
}

/**
 * Published posts younger than `maxAgeMs` with no reading yet and readings not stopped: the
 * insights job's safety net (a crash between publishing and queueing the first reading, or
 * posts published before readings existed).
 */
export function findPublicationsWithoutInsights(db: Db, maxAgeMs: number) {
  return db
    .select({ postId: publications.postId, publishedAt: publications.publishedAt })
    .from(publications)
    .where(
      and(
        eq(publications.destination, "instagram"),
        isNotNull(publications.remoteId),
        notLike(publications.remoteId, "published-from-%"),
        isNull(publications.resultsStoppedAt),
        isNotNull(publications.publishedAt),
        gt(publications.publishedAt, new Date(Date.now() - maxAgeMs)),
        notExists(
          db.select({ one: sql`1` }).from(instagramInsights).where(eq(instagramInsights.postId, publications.postId)),
        ),
      ),
    );
}

/**
 * Each post's figures the engagement rate is made from (decision 749, 770), one row per post:
 * a published post at its 72-hour reading or else its newest, and a post imported from
 * Instagram as read at its import; only readings with a reach above 0 and a total of
 * interactions. Columns: kind (captionkaro | imported), post_id or media_id, workspace_id, rate,
 * reach, total_interactions, source, age_bucket (null when imported), fetched_at. All workspaces'
 * when `workspaceId` is undefined (the admin's totals).
 */
export function resultRowsSql(workspaceId: string | undefined): SQL {
  const ofInsights = workspaceId === undefined ? sql`true` : sql`workspace_id = ${workspaceId}`;
  const ofImported = workspaceId === undefined ? sql`true` : sql`m.workspace_id = ${workspaceId}`;
  return sql`select 'captionkaro'::text as kind, c.post_id, null::text as media_id, c.workspace_id,
        c.total_interactions::float8 / c.reach as rate, c.reach, c.total_interactions, c.source, c.age_bucket, c.fetched_at
      from (
        select distinct on (post_id) post_id, workspace_id, total_interactions, reach, source, age_bucket, fetched_at
        from instagram_insights
        where ${ofInsights} and reach > 0 and total_interactions is not null
        order by post_id, (age_bucket = '72h') desc, fetched_at desc
      ) c
      union all
      select 'imported'::text, null::uuid, m.media_id, m.workspace_id, m.total_interactions::float8 / m.reach,
        m.reach, m.total_interactions, m.source, null::text, m.fetched_at
      from instagram_imported_media m
      where ${ofImported} and m.reach > 0 and m.total_interactions is not null and not m.not_enough_viewers`;
}

/**
 * The workspace's average engagement rate: the mean of total_interactions ÷ reach over its
 * result rows (resultRowsSql), how many posts there are, how many of those readings are the
 * sandbox's and how many posts were imported.
 */
export async function averageEngagementRate(
  db: Db,
  workspaceId: string,
): Promise<{ average: number | null; posts: number; sandboxPosts: number; importedPosts: number }> {
  const [row] = await queryRows<{
    average: string | null;
    posts: string;
    sandbox_posts: string;
    imported_posts: string;
  }>(
    db,
    sql`select avg(rate) as average, count(*) as posts, count(*) filter (where source = 'sandbox') as sandbox_posts,
          count(*) filter (where kind = 'imported') as imported_posts
        from (${resultRowsSql(workspaceId)}) chosen`,
  );
  return {
    average: row?.average === null || row?.average === undefined ? null : Number(row.average),
    posts: Number(row?.posts ?? 0),
    sandboxPosts: Number(row?.sandbox_posts ?? 0),
    importedPosts: Number(row?.imported_posts ?? 0),
  };
}

/**
 * Each of the workspace's published posts with a usable 72-hour reading (a reach above 0 and a total
 * of interactions): when it was published and its total interactions ÷ reach; and each imported
 * post whose figures were read when it was at least 72 hours old (lifetime figures of an older
 * post, the nearest an import has to a 72-hour reading). The basis of the best times from the
 * creator's own audience (decisions 750, 770).
 */
export async function findSeventyTwoHourRates(
  db: Db,
  workspaceId: string,
): Promise<{ publishedAt: Date; rate: number; sandbox: boolean; imported: boolean }[]> {
  const rows = await queryRows<{
    published_ms: string | number;
    rate: string | number;
    source: string;
    imported: boolean | string;
  }>(
    db,
    sql`select published_ms, rate, source, imported from (
          select extract(epoch from p.published_at)::float8 * 1000 as published_ms, i.total_interactions::float8 / i.reach as rate,
            i.source, false as imported
          from instagram_insights i
          join publications p on p.post_id = i.post_id and p.destination = 'instagram'
          where i.workspace_id = ${workspaceId} and i.age_bucket = '72h' and not i.not_enough_viewers
            and i.reach > 0 and i.total_interactions is not null and p.published_at is not null
          union all
          select extract(epoch from m.posted_at)::float8 * 1000, m.total_interactions::float8 / m.reach, m.source, true
          from instagram_imported_media m
          where m.workspace_id = ${workspaceId} and not m.not_enough_viewers and m.reach > 0
            and m.total_interactions is not null and m.posted_at is not null
            and m.fetched_at >= m.posted_at + interval '72 hours'
        ) rates
        order by published_ms`,
  );
  return rows.map((row) => ({
    publishedAt: new Date(Number(row.published_ms)),
    rate: Number(row.rate),
    sandbox: row.source === "sandbox",
    imported: row.imported === true || row.imported === "t" || row.imported === "true",
  }));
}

/** The workspace's published posts whose readings stopped for a login or permission, published since `since`. */
export async function findPublicationsStoppedForReconnect(db: Db, workspaceId: string, since: Date) {
  return queryRows<{ postId: string; publishedAt: Date | null }>(
    db,
    sql`select p.post_id as "postId", p.published_at as "publishedAt"
        from publications p
        join posts on posts.id = p.post_id
        where posts.workspace_id = ${workspaceId} and p.destination = 'instagram' and p.results_stop_reason = 'reconnect'
          and p.published_at > ${since.toISOString()}::timestamptz`,
  ).then((rows) =>
    rows.map((row) => ({
      postId: String(row.postId),
      publishedAt: row.publishedAt === null ? null : new Date(row.publishedAt),
    })),
  );
}

/** Readings of this post may go on again (they had stopped for a login or permission); true when they had. */
export async function resumeInsights(db: Db, postId: string): Promise<boolean> {
  const rows = await db
    .update(publications)
    .set({ resultsStoppedAt: null, resultsStopReason: null, updatedAt: sql`now()` })
    .where(and(instagramOf(postId), eq(publications.resultsStopReason, "reconnect")))
    .returning({ postId: publications.postId });
  return rows.length > 0;
}
