import { and, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  instagramAccounts,
  instagramOauthStates,
  type PublicationChild,
  posts,
  publications,
  users,
  workspaces,
} from "#server/db/schema/index.ts";

export type InstagramAccountRow = typeof instagramAccounts.$inferSelect;

/**
 * A post's Instagram publication as the publishing steps read it (decision 800): its row of
 * `publications`, in Instagram's words. It has steps once `igUserId` is set (the first try
 * prepared the photos with that account).
 */
export interface PublicationRow {
  postId: string;
  /** The post's author when it was first published (the insights rows are theirs). */
  userId: string;
  igUserId: string;
  /** A Reel: one child, the video's stored original (decision 801). */
  reel: boolean;
  children: PublicationChild[];
  parentContainerId: string | null;
  /** The container given to media_publish; set before the call is sent. */
  creationId: string | null;
  publishSentAt: Date | null;
  mediaId: string | null;
  permalink: string | null;
  publishedAt: Date | null;
  /** When the insights job stopped reading the post's figures (decision 749). */
  insightsStoppedAt: Date | null;
}
type PublicationChange = Partial<Omit<PublicationRow, "postId" | "userId" | "insightsStoppedAt">>;

const instagramOf = (postId: string) => and(eq(publications.postId, postId), eq(publications.destination, "instagram"));

function asInstagram(row: typeof publications.$inferSelect): PublicationRow | undefined {
  if (row.accountRef === null) return undefined;
  return {
    postId: row.postId,
    userId: row.userId,
    igUserId: row.accountRef,
    reel: row.steps.reel ?? false,
    children: row.steps.children ?? [],
    parentContainerId: row.steps.parentContainerId ?? null,
    creationId: row.containerId,
    publishSentAt: row.publishSentAt,
    mediaId: row.remoteId,
    permalink: row.permalink,
    publishedAt: row.publishedAt,
    insightsStoppedAt: row.resultsStoppedAt,
  };
}

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

/** The post's Instagram publication steps; undefined before its first try prepared them. */
export async function findPublication(db: Db, postId: string): Promise<PublicationRow | undefined> {
  const [row] = await db.select().from(publications).where(instagramOf(postId));
  return row && asInstagram(row);
}

/** Records the first try's account and prepared photos on the post's publication (kept when another try did already). */
export async function startPublication(
  db: Db,
  row: { postId: string; igUserId: string; reel: boolean; children: PublicationChild[] },
): Promise<PublicationRow> {
  await db
    .update(publications)
    .set({
      accountRef: row.igUserId,
      steps: { reel: row.reel, children: row.children, parentContainerId: null },
      updatedAt: sql`now()`,
    })
    .where(and(instagramOf(row.postId), isNull(publications.accountRef)));
  const found = await findPublication(db, row.postId);
  if (!found) throw new Error("publication record missing after start");
  return found;
}

/** Writes steps of the post's Instagram publication (the whole list of children when they change). */
export async function updatePublication(db: Db, postId: string, changes: PublicationChange): Promise<PublicationRow> {
  const current = await findPublication(db, postId);
  if (!current) throw new Error("publication record missing");
  const next = { ...current, ...changes };
  const [row] = await db
    .update(publications)
    .set({
      accountRef: next.igUserId,
      steps: { reel: next.reel, children: next.children, parentContainerId: next.parentContainerId },
      containerId: next.creationId,
      publishSentAt: next.publishSentAt,
      remoteId: next.mediaId,
      permalink: next.permalink,
      publishedAt: next.publishedAt,
      updatedAt: sql`now()`,
    })
    .where(instagramOf(postId))
    .returning();
  const written = row && asInstagram(row);
  if (!written) throw new Error("publication record missing");
  return written;
}

/** Forgets the steps of a try that cannot be resumed (other photos, fit or account): the next try starts afresh. */
export async function deletePublication(db: Db, postId: string) {
  await db
    .update(publications)
    .set({
      accountRef: null,
      steps: {},
      containerId: null,
      publishSentAt: null,
      remoteId: null,
      permalink: null,
      publishedAt: null,
      updatedAt: sql`now()`,
    })
    .where(instagramOf(postId));
}

/**
 * When the workspace's posts that go out through Instagram's API (their Instagram publication
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
  const at = sql<Date>`coalesce(${publications.publishedAt}, ${posts.postedAt}, ${posts.scheduledAt})`;
  const rows = await db
    .select({ at })
    .from(publications)
    .innerJoin(posts, eq(posts.id, publications.postId))
    .where(
      and(
        eq(posts.workspaceId, workspaceId),
        eq(publications.destination, "instagram"),
        inArray(publications.state, ["scheduled", "publishing", "published"]),
        ne(posts.id, exceptPostId),
        sql`${at} > ${from.toISOString()}::timestamptz and ${at} < ${to.toISOString()}::timestamptz`,
      ),
    );
  return rows.map((row) => new Date(row.at));
}
