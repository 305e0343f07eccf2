import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { type ApiKeyRow, apiKeys } from "#server/db/schema/index.ts";

// The account page's SQL over a workspace's keys (issue 29: keys belong to the workspace they
// were made in). Finding a key by its hash for a request stays with the access guard
// (src/server/auth/api-keys.queries.ts, decision 600).

export async function insertWorkspaceApiKey(db: Db, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error("api key insert returned nothing");
  return row;
}

/** The workspace's keys, newest first (revoked ones too), whoever of its members made them. */
export function findApiKeysOfWorkspace(db: Db, workspaceId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.workspaceId, workspaceId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function countLiveApiKeysOfWorkspace(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(and(eq(apiKeys.workspaceId, workspaceId), isNull(apiKeys.revokedAt)));
  return row?.count ?? 0;
}

/** One of the workspace's keys; undefined for another workspace's, as for a missing one. */
export async function findApiKeyOfWorkspace(db: Db, workspaceId: string, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.workspaceId, workspaceId)));
  return row;
}
