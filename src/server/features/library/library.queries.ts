import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { sessionsChanged } from "../../auth/session-cache.ts";
import type { Db } from "../../db/client.ts";
import { contentItems, users } from "../../db/schema/index.ts";

export type ContentRow = typeof contentItems.$inferSelect;

export async function insertContentItem(db: Db, values: typeof contentItems.$inferInsert): Promise<ContentRow> {
  const [row] = await db.insert(contentItems).values(values).returning();
  if (!row) throw new Error("content insert returned nothing");
  return row;
}

export async function findContentItem(db: Db, userId: string, id: string): Promise<ContentRow | undefined> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.userId, userId)));
  return row;
}

export async function findContentItemByKey(db: Db, userId: string, objectKey: string): Promise<ContentRow | undefined> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.objectKey, objectKey), eq(contentItems.userId, userId)));
  return row;
}

/** The user's items, newest first, without pending uploads whose link has expired. */
export function findContentItems(db: Db, userId: string): Promise<ContentRow[]> {
  return db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.userId, userId),
        or(sql`${contentItems.status} <> 'pending'`, sql`${contentItems.uploadExpiresAt} > now()`),
      ),
    )
    .orderBy(desc(contentItems.createdAt));
}

export async function updateContentItem(db: Db, id: string, values: Partial<typeof contentItems.$inferInsert>) {
  const [row] = await db
    .update(contentItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(contentItems.id, id))
    .returning();
  return row;
}

export async function deleteContentItem(db: Db, id: string) {
  await db.delete(contentItems).where(eq(contentItems.id, id));
}

/** Bytes counted against the quota and the number of files. */
export async function sumStoredBytes(db: Db, userId: string): Promise<{ bytes: number; files: number }> {
  const [row] = await db
    .select({
      bytes: sql<string>`coalesce(sum(${contentItems.storedBytes}), 0)`,
      files: sql<string>`count(*)`,
    })
    .from(contentItems)
    .where(and(eq(contentItems.userId, userId), eq(contentItems.status, "ready")));
  return { bytes: Number(row?.bytes ?? 0), files: Number(row?.files ?? 0) };
}

/** Uploads never completed (link expired over an hour ago) and failures older than a week. */
export function findAbandonedContent(db: Db, limit = 200): Promise<ContentRow[]> {
  return db
    .select()
    .from(contentItems)
    .where(
      or(
        and(eq(contentItems.status, "pending"), lt(contentItems.uploadExpiresAt, sql`now() - interval '1 hour'`)),
        and(eq(contentItems.status, "failed"), lt(contentItems.updatedAt, sql`now() - interval '7 days'`)),
      ),
    )
    .limit(limit);
}

export async function findContentForAnalysis(db: Db, id: string): Promise<ContentRow | undefined> {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  return row;
}

/** Every item of a user, whatever its state (export and purge). */
export function findAllContentItems(db: Db, userId: string): Promise<ContentRow[]> {
  return db.select().from(contentItems).where(eq(contentItems.userId, userId)).orderBy(desc(contentItems.createdAt));
}

/** A deleted photo can no longer be the profile picture. */
export async function clearProfilePictureFor(db: Db, userId: string, urlPrefix: string) {
  await db
    .update(users)
    .set({ profileImageUrl: null })
    .where(and(eq(users.id, userId), sql`${users.profileImageUrl} like ${`${urlPrefix}%`}`));
  await sessionsChanged(db, userId);
}
