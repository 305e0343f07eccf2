import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { brandTrainingItems, voiceStyles } from "#server/db/schema/index.ts";

export type BrandExampleRow = typeof brandTrainingItems.$inferSelect;
export type NewBrandExample = typeof brandTrainingItems.$inferInsert;
export type VoiceStyleRow = typeof voiceStyles.$inferSelect;
export type NewVoiceStyle = typeof voiceStyles.$inferInsert;

/** The workspace's brand examples, newest first; `limit` for the few a generation uses. */
export function findBrandExamples(db: Db, workspaceId: string, limit?: number): Promise<BrandExampleRow[]> {
  const query = db
    .select()
    .from(brandTrainingItems)
    .where(eq(brandTrainingItems.workspaceId, workspaceId))
    .orderBy(desc(brandTrainingItems.createdAt), desc(brandTrainingItems.id));
  return limit === undefined ? query : query.limit(limit);
}

export async function countBrandExamples(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(brandTrainingItems)
    .where(eq(brandTrainingItems.workspaceId, workspaceId));
  return Number(row?.n ?? 0);
}

export async function insertBrandExample(db: Db, values: NewBrandExample): Promise<BrandExampleRow> {
  const [row] = await db.insert(brandTrainingItems).values(values).returning();
  if (!row) throw new Error("brand example insert returned nothing");
  return row;
}

export async function deleteBrandExample(
  db: Db,
  workspaceId: string,
  id: string,
): Promise<{ id: string; workspaceId: string } | undefined> {
  const rows = await db
    .delete(brandTrainingItems)
    .where(and(eq(brandTrainingItems.id, id), eq(brandTrainingItems.workspaceId, workspaceId)))
    .returning({ id: brandTrainingItems.id, workspaceId: brandTrainingItems.workspaceId });
  return rows[0];
}

/** The workspace's voice styles, newest first. */
export function findVoiceStyles(db: Db, workspaceId: string): Promise<VoiceStyleRow[]> {
  return db
    .select()
    .from(voiceStyles)
    .where(eq(voiceStyles.workspaceId, workspaceId))
    .orderBy(desc(voiceStyles.createdAt), desc(voiceStyles.id));
}

export async function findVoiceStyle(db: Db, workspaceId: string, id: string): Promise<VoiceStyleRow | undefined> {
  const [row] = await db
    .select()
    .from(voiceStyles)
    .where(and(eq(voiceStyles.id, id), eq(voiceStyles.workspaceId, workspaceId)));
  return row;
}

export async function findDefaultVoiceStyle(db: Db, workspaceId: string): Promise<VoiceStyleRow | undefined> {
  const [row] = await db
    .select()
    .from(voiceStyles)
    .where(and(eq(voiceStyles.workspaceId, workspaceId), eq(voiceStyles.isDefault, true)));
  return row;
}

export async function countVoiceStyles(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(voiceStyles).where(eq(voiceStyles.workspaceId, workspaceId));
  return Number(row?.n ?? 0);
}

export async function insertVoiceStyle(db: Db, values: NewVoiceStyle): Promise<VoiceStyleRow> {
  const [row] = await db.insert(voiceStyles).values(values).returning();
  if (!row) throw new Error("voice style insert returned nothing");
  return row;
}

/**
 * Clears the workspace's default (except `keepId`). A separate statement from setting the new
 * one: the unique index is checked row by row, so one statement could see two defaults.
 */
export async function clearDefaultVoiceStyle(db: Db, workspaceId: string, keepId?: string) {
  await db
    .update(voiceStyles)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(
      and(
        eq(voiceStyles.workspaceId, workspaceId),
        eq(voiceStyles.isDefault, true),
        keepId ? ne(voiceStyles.id, keepId) : undefined,
      ),
    );
}

/** Changes the given fields of one of the workspace's voice styles; undefined when it is another workspace's. */
export async function updateVoiceStyleRow(
  db: Db,
  workspaceId: string,
  id: string,
  values: Partial<Omit<NewVoiceStyle, "id" | "userId" | "workspaceId" | "createdAt" | "updatedAt">>,
): Promise<VoiceStyleRow | undefined> {
  const [row] = await db
    .update(voiceStyles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(voiceStyles.id, id), eq(voiceStyles.workspaceId, workspaceId)))
    .returning();
  return row;
}

export async function deleteVoiceStyle(
  db: Db,
  workspaceId: string,
  id: string,
): Promise<{ id: string; workspaceId: string } | undefined> {
  const rows = await db
    .delete(voiceStyles)
    .where(and(eq(voiceStyles.id, id), eq(voiceStyles.workspaceId, workspaceId)))
    .returning({ id: voiceStyles.id, workspaceId: voiceStyles.workspaceId });
  return rows[0];
}

/** The example made from one of the workspace's posts ("Use as example"), if there is one. */
export async function findExampleFromPost(
  db: Db,
  workspaceId: string,
  postId: string,
): Promise<BrandExampleRow | undefined> {
  const [row] = await db
    .select()
    .from(brandTrainingItems)
    .where(and(eq(brandTrainingItems.workspaceId, workspaceId), eq(brandTrainingItems.sourcePostId, postId)));
  return row;
}

/** Inserts an example made from a post; undefined when one from that post is already there. */
export async function insertExampleFromPost(db: Db, values: NewBrandExample): Promise<BrandExampleRow | undefined> {
  const [row] = await db.insert(brandTrainingItems).values(values).onConflictDoNothing().returning();
  return row;
}
