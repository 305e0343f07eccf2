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
  /** Published automatically to some destination (decision 800). */
  autoPublish: sql<boolean>`exists (select 1 from publications pb where pb.post_id = ${posts.id} and pb.state <> 'off')`,
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

/** The language the workspace's latest posts are written in most (undefined with none). */
export async function mostUsedLanguage(db: Db, workspaceId: string): Promise<string | undefined> {
  const recent = db
    .select({ language: posts.language })
    .from(posts)
    .where(eq(posts.workspaceId, workspaceId))
    .orderBy(desc(posts.createdAt))
    .limit(50)
    .as("recent");
  const [row] = await db
    .select({ language: recent.language, n: count() })
    .from(recent)
    .groupBy(recent.language)
    .orderBy(desc(count()), recent.language)
    .limit(1);
  return row?.language;
}
