import { and, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { sessionsChanged } from "#server/auth/session-cache.ts";
import type { Db } from "#server/db/client.ts";
import { contentItems, users } from "#server/db/schema/index.ts";
import { userReadsChanged } from "#server/db/user-reads-cache.ts";

export type ContentRow = typeof contentItems.$inferSelect;

export async function insertContentItem(db: Db, values: typeof contentItems.$inferInsert): Promise<ContentRow> {
  const [row] = await db.insert(contentItems).values(values).returning();
  if (!row) throw new Error("content insert returned nothing");
  await userReadsChanged(db, row.workspaceId);
  return row;
}

/** An item of the workspace; undefined when it does not exist or belongs to another workspace. */
export async function findContentItem(db: Db, workspaceId: string, id: string): Promise<ContentRow | undefined> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.workspaceId, workspaceId)));
  return row;
}

/** The workspace's item stored at `objectKey` (whoever of its members uploaded it). */
export async function findContentItemByKey(
  db: Db,
  workspaceId: string,
  objectKey: string,
): Promise<ContentRow | undefined> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.objectKey, objectKey), eq(contentItems.workspaceId, workspaceId)));
  return row;
}

/**
 * The workspace's library, newest first: the items whose bytes arrived and were accepted. An upload
 * still on its way or one that failed is no item of the library (decision 726); its row is the
 * server's record of the upload link until the cleanup job removes it.
 */
export function findContentItems(db: Db, workspaceId: string): Promise<ContentRow[]> {
  return db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.workspaceId, workspaceId), eq(contentItems.status, "ready")))
    .orderBy(desc(contentItems.createdAt));
}

export async function updateContentItem(db: Db, id: string, values: Partial<typeof contentItems.$inferInsert>) {
  const [row] = await db
    .update(contentItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(contentItems.id, id))
    .returning();
  if (row) await userReadsChanged(db, row.workspaceId);
  return row;
}

export async function deleteContentItem(db: Db, id: string) {
  const [row] = await db
    .delete(contentItems)
    .where(eq(contentItems.id, id))
    .returning({ workspaceId: contentItems.workspaceId });
  if (row) await userReadsChanged(db, row.workspaceId);
}

/** Bytes counted against the workspace's quota and the number of its files. */
export async function sumStoredBytes(db: Db, workspaceId: string): Promise<{ bytes: number; files: number }> {
  const [row] = await db
    .select({
      bytes: sql<string>`coalesce(sum(${contentItems.storedBytes}), 0)`,
      files: sql<string>`count(*)`,
    })
    .from(contentItems)
    .where(and(eq(contentItems.workspaceId, workspaceId), eq(contentItems.status, "ready")));
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

/**
 * Every item a person uploaded, in any workspace, whatever its state (export and purge: the
 * rows go with the account, `user_id` cascades).
 */
export function findAllContentItems(db: Db, userId: string): Promise<ContentRow[]> {
  return db.select().from(contentItems).where(eq(contentItems.userId, userId)).orderBy(desc(contentItems.createdAt));
}

/** Every item of a workspace, whatever its state (a deleted team's files, a data export), newest first. */
export function findWorkspaceContentItems(db: Db, workspaceId: string): Promise<ContentRow[]> {
  return db
    .select()
    .from(contentItems)
    .where(eq(contentItems.workspaceId, workspaceId))
    .orderBy(desc(contentItems.createdAt));
}

/** A deleted photo can no longer be the profile picture. */
export async function clearProfilePictureFor(db: Db, userId: string, urlPrefix: string) {
  await db
    .update(users)
    .set({ profileImageUrl: null })
    .where(and(eq(users.id, userId), sql`${users.profileImageUrl} like ${`${urlPrefix}%`}`));
  await sessionsChanged(db, userId);
}

/**
 * A member opened these items of the workspace (viewed, generated from; or their author
 * downloaded them in a data export, scope `userId`): untouched time starts again and a
 * retention warning is withdrawn (decision 573). `updated_at` stays, so cached pictures stay
 * valid.
 */
export async function markContentOpened(
  db: Db,
  scope: { workspaceId: string } | { userId: string },
  ids: string[],
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  const owned =
    "workspaceId" in scope ? eq(contentItems.workspaceId, scope.workspaceId) : eq(contentItems.userId, scope.userId);
  await db
    .update(contentItems)
    .set({ lastUsedAt: at, retentionWarnedAt: null })
    .where(and(owned, inArray(contentItems.id, ids)));
}

/** Ready items of live accounts untouched since `before` and not yet warned about, oldest first. */
export function findItemsToWarn(db: Db, before: Date, limit: number) {
  return db
    .select({ id: contentItems.id, userId: contentItems.userId })
    .from(contentItems)
    .innerJoin(users, eq(users.id, contentItems.userId))
    .where(
      and(
        eq(contentItems.status, "ready"),
        isNull(contentItems.retentionWarnedAt),
        lte(contentItems.lastUsedAt, before),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(contentItems.lastUsedAt)
    .limit(limit);
}

/** Marks items as warned at `at`, those still unwarned; answers the ids marked. */
export async function markItemsWarned(tx: Db, userId: string, ids: string[], at: Date): Promise<string[]> {
  const rows = await tx
    .update(contentItems)
    .set({ retentionWarnedAt: at })
    .where(
      and(
        eq(contentItems.userId, userId),
        inArray(contentItems.id, ids),
        eq(contentItems.status, "ready"),
        isNull(contentItems.retentionWarnedAt),
      ),
    )
    .returning({ id: contentItems.id });
  return rows.map((r) => r.id);
}

/** The items a warning sent at `warnedAt` is about that are still warned (not opened since). */
export function findItemsWarnedAt(db: Db, userId: string, warnedAt: Date) {
  return db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.userId, userId), eq(contentItems.retentionWarnedAt, warnedAt)))
    .orderBy(contentItems.lastUsedAt);
}

/** Ready items warned on or before `warnedBefore` and untouched since `usedBefore`: due for deletion. */
export function findItemsToDelete(db: Db, warnedBefore: Date, usedBefore: Date, limit: number) {
  return db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.status, "ready"),
        isNotNull(contentItems.retentionWarnedAt),
        lte(contentItems.retentionWarnedAt, warnedBefore),
        lte(contentItems.lastUsedAt, usedBefore),
      ),
    )
    .orderBy(contentItems.retentionWarnedAt)
    .limit(limit);
}

/** Deletes an item only if it is still due (not opened since it was found); answers whether it went. */
export async function deleteItemIfStillDue(db: Db, id: string, warnedBefore: Date): Promise<boolean> {
  const rows = await db
    .delete(contentItems)
    .where(
      and(
        eq(contentItems.id, id),
        isNotNull(contentItems.retentionWarnedAt),
        lte(contentItems.retentionWarnedAt, warnedBefore),
      ),
    )
    .returning({ workspaceId: contentItems.workspaceId });
  const [row] = rows;
  if (row) await userReadsChanged(db, row.workspaceId);
  return rows.length > 0;
}

/** An account's e-mail and first name, for a retention warning; undefined once it is deleted. */
export async function findLiveOwner(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.interfaceLanguage })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}
