import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { posts } from "#server/db/schema/index.ts";

/** When a post goes (or went) out: published, else scheduled (the calendar index's expression). */
const goesOutAt = sql<Date>`coalesce(${posts.postedAt}, ${posts.scheduledAt})`;

const cardColumns = {
  id: posts.id,
  title: posts.title,
  status: posts.status,
  contentItemIds: posts.contentItemIds,
  autoPublish: posts.autoPublish,
  language: posts.language,
};

/** The workspace's posts going out in [start, end), by time (posts_workspace_calendar_idx). */
export function findPostsBetween(db: Db, workspaceId: string, start: Date, end: Date) {
  return db
    .select({ ...cardColumns, at: sql<Date>`${goesOutAt}`.mapWith(posts.scheduledAt) })
    .from(posts)
    .where(
      and(
        eq(posts.workspaceId, workspaceId),
        sql`${goesOutAt} is not null`,
        sql`${goesOutAt} >= ${start.toISOString()}::timestamptz`,
        sql`${goesOutAt} < ${end.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(goesOutAt, posts.id);
}

const WITHOUT_TIME = ["draft", "in_review", "changes_requested", "approved"] as const;

/** The workspace's newest posts that have no time yet, and how many there are. */
export async function findUnscheduled(db: Db, workspaceId: string, limit: number) {
  const where = and(
    eq(posts.workspaceId, workspaceId),
    inArray(posts.status, [...WITHOUT_TIME]),
    isNull(posts.scheduledAt),
  );
  const [rows, [total]] = await Promise.all([
    db.select(cardColumns).from(posts).where(where).orderBy(desc(posts.createdAt), desc(posts.id)).limit(limit),
    db.select({ n: count() }).from(posts).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * What the workspace's latest 50 posts are written in most (undefined with none), and the content
 * field they were given most (undefined when none was given).
 */
export async function usualLanguageAndField(
  db: Db,
  workspaceId: string,
): Promise<{ language: string | undefined; field: string | undefined }> {
  const recent = db
    .select({ language: posts.language, field: posts.contentField })
    .from(posts)
    .where(eq(posts.workspaceId, workspaceId))
    .orderBy(desc(posts.createdAt))
    .limit(50)
    .as("recent");
  const [[language], [field]] = await Promise.all([
    db
      .select({ value: recent.language, n: count() })
      .from(recent)
      .groupBy(recent.language)
      .orderBy(desc(count()), recent.language)
      .limit(1),
    db
      .select({ value: recent.field, n: count() })
      .from(recent)
      .where(sql`${recent.field} is not null`)
      .groupBy(recent.field)
      .orderBy(desc(count()), recent.field)
      .limit(1),
  ]);
  return { language: language?.value, field: field?.value ?? undefined };
}

/** When the workspace's posts went (or go) out in [start, end): for its usual posting days. */
export async function findOutTimesBetween(db: Db, workspaceId: string, start: Date, end: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: sql<Date>`${goesOutAt}`.mapWith(posts.scheduledAt) })
    .from(posts)
    .where(
      and(
        eq(posts.workspaceId, workspaceId),
        inArray(posts.status, ["scheduled", "publishing", "posted", "failed"]),
        sql`${goesOutAt} >= ${start.toISOString()}::timestamptz`,
        sql`${goesOutAt} < ${end.toISOString()}::timestamptz`,
      ),
    );
  return rows.map((row) => row.at);
}
