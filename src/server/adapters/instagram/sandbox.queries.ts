import { and, count, desc, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { instagramSandboxCodes, instagramSandboxMedia } from "#server/db/schema/index.ts";

export type SandboxMediaRow = typeof instagramSandboxMedia.$inferSelect;
export type NewSandboxMedia = typeof instagramSandboxMedia.$inferInsert;

export async function insertSandboxMedia(db: Db, row: typeof instagramSandboxMedia.$inferInsert) {
  await db.insert(instagramSandboxMedia).values(row);
}

export async function findSandboxMedia(db: Db, id: string): Promise<SandboxMediaRow | undefined> {
  const [row] = await db.select().from(instagramSandboxMedia).where(eq(instagramSandboxMedia.id, id));
  return row;
}

export async function findSandboxPost(db: Db, mediaId: string): Promise<SandboxMediaRow | undefined> {
  const [row] = await db.select().from(instagramSandboxMedia).where(eq(instagramSandboxMedia.mediaId, mediaId));
  return row;
}

/** Marks a finished container published; false when it was not FINISHED (already published, failed). */
export async function markSandboxPublished(db: Db, id: string, mediaId: string): Promise<boolean> {
  const rows = await db
    .update(instagramSandboxMedia)
    .set({ status: "PUBLISHED", mediaId, publishedAt: new Date() })
    .where(and(eq(instagramSandboxMedia.id, id), eq(instagramSandboxMedia.status, "FINISHED")))
    .returning({ id: instagramSandboxMedia.id });
  return rows.length > 0;
}

export function findSandboxPosts(db: Db, igUserId: string, limit: number, offset = 0): Promise<SandboxMediaRow[]> {
  return db
    .select()
    .from(instagramSandboxMedia)
    .where(and(eq(instagramSandboxMedia.igUserId, igUserId), isNotNull(instagramSandboxMedia.publishedAt)))
    .orderBy(desc(instagramSandboxMedia.publishedAt), desc(instagramSandboxMedia.id))
    .limit(limit)
    .offset(offset);
}

/** Inserts posts the sandbox account "made in the Instagram app"; ones already there stay as they are. */
export async function insertSandboxPostsOnce(db: Db, rows: NewSandboxMedia[]) {
  if (rows.length === 0) return;
  await db.insert(instagramSandboxMedia).values(rows).onConflictDoNothing({ target: instagramSandboxMedia.id });
}

/** Posts the account published since `since` (the sandbox's rolling 24-hour limit). */
export async function countSandboxPublishedSince(db: Db, igUserId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(instagramSandboxMedia)
    .where(
      and(
        eq(instagramSandboxMedia.igUserId, igUserId),
        isNotNull(instagramSandboxMedia.publishedAt),
        gt(instagramSandboxMedia.publishedAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Whether a published carousel holds this child container. */
export async function findPublishedCarouselWith(db: Db, childId: string): Promise<boolean> {
  const rows = await db
    .select({ id: instagramSandboxMedia.id })
    .from(instagramSandboxMedia)
    .where(and(eq(instagramSandboxMedia.status, "PUBLISHED"), sql`${childId} = any(${instagramSandboxMedia.children})`))
    .limit(1);
  return rows.length > 0;
}

/** Remembers a code the consent page gave this user (its hash), dropping codes that have lapsed. */
export async function insertSandboxCode(db: Db, row: typeof instagramSandboxCodes.$inferInsert) {
  await db.delete(instagramSandboxCodes).where(lte(instagramSandboxCodes.expiresAt, sql`now()`));
  await db.insert(instagramSandboxCodes).values(row);
}

/**
 * Takes a code once: the sandbox account it was issued for, when it was issued to `userId` and
 * has not lapsed; undefined otherwise (another user's code stays, for its own user).
 */
export async function takeSandboxCode(db: Db, codeHash: string, userId: string): Promise<string | undefined> {
  const [row] = await db
    .delete(instagramSandboxCodes)
    .where(
      and(
        eq(instagramSandboxCodes.codeHash, codeHash),
        eq(instagramSandboxCodes.userId, userId),
        gt(instagramSandboxCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ igUserId: instagramSandboxCodes.igUserId });
  return row?.igUserId;
}
