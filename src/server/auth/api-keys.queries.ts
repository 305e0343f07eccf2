import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type ApiKeyRow, apiKeys, users } from "../db/schema/index.ts";
import type { UserRow } from "../db/schema/users.ts";

// The API key table's SQL: shared server code like the session table's, because every
// /api/v1 route reads it through the access guard (decisions 020, 600).

/** The user's keys, newest first (revoked ones too). */
export function findApiKeysOfUser(db: Db, userId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Marks a key revoked (once: a revoked key keeps its first revocation time). */
export async function setApiKeyRevoked(db: Db, id: string): Promise<ApiKeyRow | undefined> {
  await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  return row;
}

/** The key with this hash and its owner, when the account is not deleted. */
export async function findKeyWithUser(
  db: Db,
  secretHash: string,
): Promise<{ key: ApiKeyRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.secretHash, secretHash), isNull(users.deletedAt)));
  return row;
}

/** Records the key's use, at most once a minute per key (so most requests only read). */
export async function touchApiKey(db: Db, id: string) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`))),
    );
}
