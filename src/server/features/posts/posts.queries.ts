import { and, avg, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { sessionsChanged } from "../../auth/session-cache.ts";
import type { Db } from "../../db/client.ts";
import { contentItems, posts, users } from "../../db/schema/index.ts";

export type PostRow = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;

export async function insertPost(db: Db, values: NewPost): Promise<PostRow> {
  const [row] = await db.insert(posts).values(values).returning();
  if (!row) throw new Error("post insert returned nothing");
  return row;
}

export async function findPost(db: Db, userId: string, id: string): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.userId, userId)));
  return row;
}

/** The post behind a reminder, whoever owns it, with the owner's e-mail. */
export async function findPostForReminder(db: Db, id: string) {
  const [row] = await db
    .select({ post: posts, email: users.email, firstName: users.firstName, deletedAt: users.deletedAt })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(eq(posts.id, id));
  return row;
}

/**
 * One page of the user's posts, newest first; `after` is the last row of the previous page.
 * Reads one row more than asked to tell whether another page follows.
 */
export function findPostsPage(
  db: Db,
  userId: string,
  limit: number,
  after?: { createdAt: Date; id: string },
): Promise<PostRow[]> {
  return db
    .select()
    .from(posts)
    .where(
      and(
        eq(posts.userId, userId),
        after
          ? sql`(${posts.createdAt}, ${posts.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit + 1);
}

export async function updatePost(db: Db, id: string, values: Partial<NewPost>): Promise<PostRow | undefined> {
  const [row] = await db
    .update(posts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(posts.id, id))
    .returning();
  return row;
}

export async function deletePost(
  db: Db,
  userId: string,
  id: string,
): Promise<{ id: string; userId: string } | undefined> {
  const rows = await db
    .delete(posts)
    .where(and(eq(posts.id, id), eq(posts.userId, userId)))
    .returning({ id: posts.id, userId: posts.userId });
  return rows[0];
}

export async function countPosts(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(posts).where(eq(posts.userId, userId));
  return Number(row?.n ?? 0);
}

/** Keeps users.free_posts_used (read by GET /api/auth/me) equal to the saved posts. */
export async function setSavedPostsCount(db: Db, userId: string, saved: number) {
  await db.update(users).set({ freePostsUsed: saved }).where(eq(users.id, userId));
  await sessionsChanged(db, userId); // GET /api/auth/me shows the count
}

/** Which of these ids are the user's ready content items. */
export async function findOwnedReadyContentIds(db: Db, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.userId, userId), inArray(contentItems.id, ids), eq(contentItems.status, "ready")));
  return new Set(rows.map((r) => r.id));
}

/** The dashboard's post figures in one pass over the user's posts. */
export async function postStats(db: Db, userId: string) {
  const [row] = await db
    .select({
      total: count(),
      scheduled: sql<string>`count(*) filter (where ${posts.status} = 'scheduled')`,
      averageEngagement: avg(posts.engagementPrediction),
      withEngagement: count(posts.engagementPrediction),
    })
    .from(posts)
    .where(eq(posts.userId, userId));
  return {
    total: Number(row?.total ?? 0),
    scheduled: Number(row?.scheduled ?? 0),
    withEngagement: Number(row?.withEngagement ?? 0),
    averageEngagement:
      row?.averageEngagement === null || row?.averageEngagement === undefined ? null : Number(row.averageEngagement),
  };
}

/**
 * Claims the reminder for a post still scheduled at exactly `scheduledAt`: true for the one
 * caller that set `reminded_for`, false when the post moved, was unscheduled, deleted,
 * already reminded, or its time has not come.
 */
export async function claimReminder(db: Db, postId: string, scheduledAt: Date): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({ remindedFor: scheduledAt })
    .where(
      and(
        eq(posts.id, postId),
        eq(posts.status, "scheduled"),
        eq(posts.scheduledAt, scheduledAt),
        // Never early, whatever moved the job: the reminder is for the moment itself.
        sql`${posts.scheduledAt} <= now()`,
        sql`${posts.remindedFor} is distinct from ${posts.scheduledAt}`,
      ),
    )
    .returning({ id: posts.id });
  return rows.length > 0;
}

/** Gives a claim back when the e-mail could not be handed over, so the job's retry can send it. */
export async function releaseReminder(db: Db, postId: string, scheduledAt: Date) {
  await db
    .update(posts)
    .set({ remindedFor: null })
    .where(and(eq(posts.id, postId), eq(posts.remindedFor, scheduledAt), isNotNull(posts.remindedFor)));
}

/** Every post of the user (the data export). */
export function findAllPosts(db: Db, userId: string): Promise<PostRow[]> {
  return db.select().from(posts).where(eq(posts.userId, userId));
}
