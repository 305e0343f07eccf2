import { and, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  instagramAccounts,
  instagramOauthStates,
  instagramPublications,
  type PublicationChild,
  posts,
  users,
  workspaces,
} from "#server/db/schema/index.ts";

export type InstagramAccountRow = typeof instagramAccounts.$inferSelect;
export type PublicationRow = typeof instagramPublications.$inferSelect;

export async function insertOauthState(db: Db, row: typeof instagramOauthStates.$inferInsert) {
  await db.insert(instagramOauthStates).values(row);
}

/** Takes a login's state out of the table: it is used once, whatever the outcome. */
export async function takeOauthState(db: Db, nonce: string) {
  const [row] = await db.delete(instagramOauthStates).where(eq(instagramOauthStates.nonce, nonce)).returning();
  return row;
}

export async function deleteExpiredOauthStates(db: Db) {
  await db.delete(instagramOauthStates).where(lt(instagramOauthStates.expiresAt, sql`now()`));
}

export async function findAccount(db: Db, workspaceId: string): Promise<InstagramAccountRow | undefined> {
  const [row] = await db.select().from(instagramAccounts).where(eq(instagramAccounts.workspaceId, workspaceId));
  return row;
}

export async function upsertAccount(db: Db, row: typeof instagramAccounts.$inferInsert) {
  const { workspaceId: _workspaceId, ...changes } = row;
  await db
    .insert(instagramAccounts)
    .values(row)
    .onConflictDoUpdate({
      target: instagramAccounts.workspaceId,
      // A new login: publishing and results start again (the insights permission is asked anew).
      set: { ...changes, needsReconnectAt: null, reconnectReason: null, insightsDeniedAt: null, updatedAt: sql`now()` },
    });
}

export async function deleteAccount(db: Db, workspaceId: string): Promise<boolean> {
  const rows = await db
    .delete(instagramAccounts)
    .where(eq(instagramAccounts.workspaceId, workspaceId))
    .returning({ workspaceId: instagramAccounts.workspaceId });
  return rows.length > 0;
}

export async function saveRefreshedToken(
  db: Db,
  workspaceId: string,
  tokenCiphertext: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(instagramAccounts)
    .set({ tokenCiphertext, tokenExpiresAt: expiresAt, tokenRefreshedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(instagramAccounts.workspaceId, workspaceId));
}

/** Marks the account as needing a new login; true only for the call that set it (one e-mail). */
export async function markNeedsReconnect(db: Db, workspaceId: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(instagramAccounts)
    .set({ needsReconnectAt: sql`now()`, reconnectReason: reason, updatedAt: sql`now()` })
    .where(and(eq(instagramAccounts.workspaceId, workspaceId), isNull(instagramAccounts.needsReconnectAt)))
    .returning({ workspaceId: instagramAccounts.workspaceId });
  return rows.length > 0;
}

/**
 * Instagram refused the insights permission for the workspace's account: the results prompt
 * shows (publishing is untouched, decision 770). True only for the call that set it.
 */
export async function markInsightsDenied(db: Db, workspaceId: string): Promise<boolean> {
  const rows = await db
    .update(instagramAccounts)
    .set({ insightsDeniedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(instagramAccounts.workspaceId, workspaceId), isNull(instagramAccounts.insightsDeniedAt)))
    .returning({ workspaceId: instagramAccounts.workspaceId });
  return rows.length > 0;
}

/** Accounts whose token runs out before `before` and is at least a day old (Instagram's rule). */
export function findAccountsToRefresh(db: Db, before: Date): Promise<InstagramAccountRow[]> {
  return db
    .select()
    .from(instagramAccounts)
    .where(
      and(
        isNull(instagramAccounts.needsReconnectAt),
        lt(instagramAccounts.tokenExpiresAt, before),
        lt(instagramAccounts.tokenRefreshedAt, sql`now() - interval '1 day'`),
      ),
    );
}

/** Accounts whose token already ran out without a refresh. */
export function findExpiredAccounts(db: Db): Promise<InstagramAccountRow[]> {
  return db
    .select()
    .from(instagramAccounts)
    .where(and(isNull(instagramAccounts.needsReconnectAt), lt(instagramAccounts.tokenExpiresAt, sql`now()`)));
}

/** A workspace's kind and its owner (whose pass is the workspace's plan), and whether the owner may act. */
export async function findWorkspaceOwner(db: Db, workspaceId: string) {
  const [row] = await db
    .select({
      kind: workspaces.kind,
      id: users.id,
      subscriptionStatus: users.subscriptionStatus,
      deletedAt: users.deletedAt,
      disabledAt: users.disabledAt,
    })
    .from(workspaces)
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(eq(workspaces.id, workspaceId));
  return row;
}

export async function findPublication(db: Db, postId: string): Promise<PublicationRow | undefined> {
  const [row] = await db.select().from(instagramPublications).where(eq(instagramPublications.postId, postId));
  return row;
}

/** The publication record of a post, created on its first try (another account's record is started afresh). */
export async function startPublication(
  db: Db,
  row: { postId: string; userId: string; igUserId: string; children: PublicationChild[] },
): Promise<PublicationRow> {
  await db.insert(instagramPublications).values(row).onConflictDoNothing({ target: instagramPublications.postId });
  const found = await findPublication(db, row.postId);
  if (!found) throw new Error("publication record missing after insert");
  return found;
}

export async function updatePublication(
  db: Db,
  postId: string,
  changes: Partial<typeof instagramPublications.$inferInsert>,
): Promise<PublicationRow> {
  const [row] = await db
    .update(instagramPublications)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(instagramPublications.postId, postId))
    .returning();
  if (!row) throw new Error("publication record missing");
  return row;
}

export async function deletePublication(db: Db, postId: string) {
  await db.delete(instagramPublications).where(eq(instagramPublications.postId, postId));
}

/**
 * When the workspace's posts that go out through Instagram's API (automatic publishing:
 * scheduled, being published, or published) go out between two moments, other than one post:
 * what counts toward the account's rolling 24-hour publishing limit around a new time.
 */
export async function findAutoPublishTimesBetween(
  db: Db,
  workspaceId: string,
  exceptPostId: string,
  from: Date,
  to: Date,
): Promise<Date[]> {
  const at = sql<Date>`coalesce(${posts.postedAt}, ${posts.scheduledAt})`;
  const rows = await db
    .select({ at })
    .from(posts)
    .where(
      and(
        eq(posts.workspaceId, workspaceId),
        eq(posts.autoPublish, true),
        inArray(posts.status, ["scheduled", "publishing", "posted"]),
        ne(posts.id, exceptPostId),
        sql`${at} > ${from.toISOString()}::timestamptz and ${at} < ${to.toISOString()}::timestamptz`,
      ),
    );
  return rows.map((row) => new Date(row.at));
}
