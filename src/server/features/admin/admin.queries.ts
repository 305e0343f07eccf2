import { and, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { CursorPosition } from "../../cursor.ts";
import type { Db } from "../../db/client.ts";
import { contentItems, generations, users } from "../../db/schema/index.ts";

/**
 * One page of live accounts, newest first, each with the bytes of its stored files (a
 * correlated sum over the user's index, so one query however long the page). Reads one row
 * more than asked to tell whether another page follows.
 */
export function findUsersPage(db: Db, limit: number, after?: CursorPosition) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      plan: users.subscriptionStatus,
      lastActiveAt: users.lastActiveAt,
      createdAt: users.createdAt,
      // Columns are qualified by hand: drizzle writes them bare, and a bare "id" inside the
      // subquery would be the file's id, not the user's.
      storageUsed: sql<string>`(
        select coalesce(sum(ci.stored_bytes), 0) from ${contentItems} ci
        where ci.user_id = ${users}.id and ci.status = 'ready'
      )`,
    })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        after
          ? sql`(${users.createdAt}, ${users.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit + 1);
}

/** Live accounts: all, created since `since`, and on a paid plan — one pass over users. */
export async function countUsers(db: Db, since: Date): Promise<{ total: number; created: number; paid: number }> {
  const [row] = await db
    .select({
      total: sql<string>`count(*)`,
      created: sql<string>`count(*) filter (where ${users.createdAt} >= ${since.toISOString()}::timestamptz)`,
      paid: sql<string>`count(*) filter (where ${users.subscriptionStatus} <> 'free')`,
    })
    .from(users)
    .where(isNull(users.deletedAt));
  return { total: Number(row?.total ?? 0), created: Number(row?.created ?? 0), paid: Number(row?.paid ?? 0) };
}

/** Successful generations since `since`, per language, most first. */
export async function countGenerationsByLanguage(db: Db, since: Date) {
  const rows = await db
    .select({ language: generations.language, count: sql<string>`count(*)` })
    .from(generations)
    .where(and(eq(generations.status, "succeeded"), gte(generations.createdAt, since)))
    .groupBy(generations.language)
    .orderBy(desc(sql`count(*)`), generations.language);
  return rows.map((row) => ({ language: row.language, count: Number(row.count) }));
}

/** Bytes stored for everyone (ready files only, as the quotas count them). */
export async function sumAllStoredBytes(db: Db): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${contentItems.storedBytes}), 0)` })
    .from(contentItems)
    .where(eq(contentItems.status, "ready"));
  return Number(row?.bytes ?? 0);
}
