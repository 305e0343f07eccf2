import { and, count, desc, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { instagramSandboxMedia } from "#server/db/schema/index.ts";

export type SandboxMediaRow = typeof instagramSandboxMedia.$inferSelect;

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

export function findSandboxPosts(db: Db, igUserId: string, limit: number): Promise<SandboxMediaRow[]> {
  return db
    .select()
    .from(instagramSandboxMedia)
    .where(and(eq(instagramSandboxMedia.igUserId, igUserId), isNotNull(instagramSandboxMedia.publishedAt)))
    .orderBy(desc(instagramSandboxMedia.publishedAt))
    .limit(limit);
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
