import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { type ApiIdempotencyRow, apiIdempotencyKeys } from "#server/db/schema/index.ts";

/**
 * Claims an Idempotency-Key for a request: the new row when this request is the first (or the
 * earlier claim expired), else undefined and the row that holds it.
 */
export async function claimIdempotencyKey(
  db: Db,
  values: { userId: string; key: string; requestHash: string },
  ttlHours: number,
): Promise<{ claimed: true } | { claimed: false; existing: ApiIdempotencyRow }> {
  // An expired record no longer holds its key.
  await db
    .delete(apiIdempotencyKeys)
    .where(
      and(
        eq(apiIdempotencyKeys.userId, values.userId),
        eq(apiIdempotencyKeys.key, values.key),
        lt(apiIdempotencyKeys.createdAt, sql`now() - make_interval(hours => ${ttlHours})`),
      ),
    );
  const inserted = await db
    .insert(apiIdempotencyKeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ key: apiIdempotencyKeys.key });
  if (inserted.length > 0) return { claimed: true };
  const [existing] = await db
    .select()
    .from(apiIdempotencyKeys)
    .where(and(eq(apiIdempotencyKeys.userId, values.userId), eq(apiIdempotencyKeys.key, values.key)));
  // Released between our insert and this read: treat as running, the client retries.
  return {
    claimed: false,
    existing: existing ?? { ...values, statusCode: null, response: null, createdAt: new Date() },
  };
}

export async function storeIdempotentResponse(
  db: Db,
  userId: string,
  key: string,
  statusCode: number,
  response: unknown,
) {
  await db
    .update(apiIdempotencyKeys)
    .set({ statusCode, response })
    .where(and(eq(apiIdempotencyKeys.userId, userId), eq(apiIdempotencyKeys.key, key)));
}

/** Gives the key back when the request failed, so a retry runs again. */
export async function releaseIdempotencyKey(db: Db, userId: string, key: string) {
  await db
    .delete(apiIdempotencyKeys)
    .where(
      and(
        eq(apiIdempotencyKeys.userId, userId),
        eq(apiIdempotencyKeys.key, key),
        sql`${apiIdempotencyKeys.statusCode} IS NULL`,
      ),
    );
}

/** Removes every expired record (now and then, by the claims themselves). */
export async function deleteExpiredIdempotencyKeys(db: Db, ttlHours: number) {
  await db
    .delete(apiIdempotencyKeys)
    .where(lt(apiIdempotencyKeys.createdAt, sql`now() - make_interval(hours => ${ttlHours})`));
}
