import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { ImportOutcome } from "#contract/insights.ts";
import type { Db } from "#server/db/client.ts";
import { instagramAccounts, instagramImportedMedia, publications } from "#server/db/schema/index.ts";

export type ImportedMediaRow = typeof instagramImportedMedia.$inferSelect;
export type NewImportedMedia = typeof instagramImportedMedia.$inferInsert;

/** The workspace's imported posts, newest first. */
export function findImportedMedia(db: Db, workspaceId: string): Promise<ImportedMediaRow[]> {
  return db
    .select()
    .from(instagramImportedMedia)
    .where(eq(instagramImportedMedia.workspaceId, workspaceId))
    .orderBy(sql`${instagramImportedMedia.postedAt} desc nulls last`, desc(instagramImportedMedia.mediaId));
}

/** How many posts the workspace imported, and how many of them have figures. */
export async function countImportedMedia(db: Db, workspaceId: string): Promise<{ count: number; withFigures: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      withFigures: sql<number>`(count(*) filter (where ${instagramImportedMedia.reach} > 0 and ${instagramImportedMedia.totalInteractions} is not null))::int`,
    })
    .from(instagramImportedMedia)
    .where(eq(instagramImportedMedia.workspaceId, workspaceId));
  return { count: Number(row?.count ?? 0), withFigures: Number(row?.withFigures ?? 0) };
}

/**
 * Stores an imported post, or updates the one already there (same workspace and media): its
 * caption, link and time always, its figures only when `row.fetchedAt` is given (a post whose
 * figures could not be read this time keeps the last ones).
 */
export async function upsertImportedMedia(db: Db, row: NewImportedMedia): Promise<void> {
  const listing = {
    igUserId: row.igUserId,
    caption: row.caption ?? "",
    mediaType: row.mediaType ?? null,
    permalink: row.permalink ?? null,
    postedAt: row.postedAt ?? null,
    source: row.source,
    updatedAt: sql`now()`,
  };
  const figures =
    row.fetchedAt === undefined || row.fetchedAt === null
      ? {}
      : {
          fetchedAt: row.fetchedAt,
          notEnoughViewers: row.notEnoughViewers ?? false,
          reach: row.reach ?? null,
          views: row.views ?? null,
          likes: row.likes ?? null,
          comments: row.comments ?? null,
          saved: row.saved ?? null,
          shares: row.shares ?? null,
          totalInteractions: row.totalInteractions ?? null,
        };
  await db
    .insert(instagramImportedMedia)
    .values(row)
    .onConflictDoUpdate({
      target: [instagramImportedMedia.workspaceId, instagramImportedMedia.mediaId],
      set: { ...listing, ...figures },
    });
}

export async function deleteImportedMedia(db: Db, workspaceId: string, mediaIds: string[]): Promise<number> {
  if (mediaIds.length === 0) return 0;
  const rows = await db
    .delete(instagramImportedMedia)
    .where(and(eq(instagramImportedMedia.workspaceId, workspaceId), inArray(instagramImportedMedia.mediaId, mediaIds)))
    .returning({ mediaId: instagramImportedMedia.mediaId });
  return rows.length;
}

/** Which of these media CaptionKaro published (any workspace's post): they are not "outside" posts. */
export async function findPublishedMediaIds(db: Db, mediaIds: string[]): Promise<Set<string>> {
  if (mediaIds.length === 0) return new Set();
  const rows = await db
    .select({ mediaId: publications.remoteId })
    .from(publications)
    .where(and(eq(publications.destination, "instagram"), inArray(publications.remoteId, mediaIds)));
  return new Set(rows.flatMap((row) => (row.mediaId ? [row.mediaId] : [])));
}

/**
 * Starts an import of the workspace's account: sets the time it was asked, unless one was asked
 * less than `minIntervalMs` ago and did not fail outright (nor meet a missing insights permission
 * given since). The account row when this call
 * started it; undefined otherwise (one started meanwhile, or too soon).
 */
export async function claimImport(db: Db, workspaceId: string, now: Date, minIntervalMs: number) {
  const [row] = await db
    .update(instagramAccounts)
    .set({ importRequestedAt: now, updatedAt: sql`now()` })
    .where(
      and(
        eq(instagramAccounts.workspaceId, workspaceId),
        or(
          isNull(instagramAccounts.importRequestedAt),
          lt(instagramAccounts.importRequestedAt, new Date(now.getTime() - minIntervalMs)),
          // The last one could not read the list at all, or met a missing insights permission
          // that a new connection has since given: it may be tried again now.
          and(
            isNotNull(instagramAccounts.importFinishedAt),
            gte(instagramAccounts.importFinishedAt, instagramAccounts.importRequestedAt),
            or(
              sql`(${instagramAccounts.importOutcome}->>'completed')::boolean is false`,
              and(
                sql`(${instagramAccounts.importOutcome}->>'insightsDenied')::boolean is true`,
                isNull(instagramAccounts.insightsDeniedAt),
              ),
            ),
          ),
        ),
      ),
    )
    .returning();
  return row;
}

/** Records what the import asked at `requestedAt` did; a newer import's record is left alone. */
export async function finishImport(
  db: Db,
  workspaceId: string,
  requestedAt: Date,
  outcome: ImportOutcome,
): Promise<boolean> {
  const rows = await db
    .update(instagramAccounts)
    .set({ importFinishedAt: sql`now()`, importOutcome: outcome, updatedAt: sql`now()` })
    .where(and(eq(instagramAccounts.workspaceId, workspaceId), eq(instagramAccounts.importRequestedAt, requestedAt)))
    .returning({ workspaceId: instagramAccounts.workspaceId });
  return rows.length > 0;
}
