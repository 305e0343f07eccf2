import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { Database, Db } from "#server/db/client.ts";
import {
  announceChanges,
  announceHere,
  listenForChanges,
  liveFromStart,
  NotifiedCache,
  notifyCommitted,
  notifyExpression,
} from "#server/db/notified-cache.ts";
import { userReadChange, userReadChangeOfRow } from "#server/db/user-reads-cache.ts";

/**
 * The first page of a workspace's posts as the JSON bytes `GET /api/posts` sends (decision
 * 014): the dashboard and Create Post ask for it on every visit, and it changes only when a
 * member saves, edits or deletes a post. Grouped by workspace (issue 29): every member of a
 * team reads the same page, and a change by any of them drops it (or patches it) for all, here
 * and on every server. Kept by the rules of every notified cache (db/notified-cache.ts): each
 * write of a post row in posts.queries.ts calls `postsChanged` with the post's workspace.
 */
export const POSTS_PAGE_TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;
export const POSTS_CHANGES_CHANNEL = "ck_posts_changes";

export interface CachedPostsPage {
  /** The workspace whose posts the page lists (the cache's group). */
  workspaceId: string;
  body: Buffer;
  /** The listed posts and the row version each was rendered at (post-fragments.ts). */
  heads: readonly { id: string; version: string }[];
  nextCursor: string | null;
}

export type PostsPageCache = NotifiedCache<CachedPostsPage>;

/** Each database's cache, made on first use. */
const byDatabase = new WeakMap<Database, PostsPageCache>();

/**
 * Each cache's name for itself in the changes it announces about edits it applies in place
 * (`patchGroup`, posts.service.ts): it ignores their NOTIFY, which every other server hears.
 */
const origins = new WeakMap<Database, string>();

/**
 * A cache for a database, listening for changes: `inProcess: false` leaves it out of this
 * process's own announcements, so that only NOTIFY reaches it (a test's second server).
 */
export function createPostsPageCache(database: Database, options: { inProcess?: boolean } = {}): PostsPageCache {
  const cache = new NotifiedCache<CachedPostsPage>(liveFromStart(database), {
    ttlMs: POSTS_PAGE_TTL_MS,
    maxEntries: MAX_ENTRIES,
    groupOf: (value) => value.workspaceId,
  });
  const origin = randomUUID();
  listenForChanges(
    database,
    POSTS_CHANGES_CHANNEL,
    (payload) => {
      // "<workspace id>" or, for an edit a cache applied in place, "<workspace id> <its origin>".
      const [workspaceId, from] = payload.split(" ");
      if (from === origin) return;
      if (workspaceId) cache.forgetGroup(workspaceId);
      else cache.clear();
    },
    (live) => cache.setLive(live),
    options,
  );
  byDatabase.set(database, cache);
  origins.set(database, origin);
  return cache;
}

export function postsPageCache(database: Database): PostsPageCache {
  return byDatabase.get(database) ?? createPostsPageCache(database);
}

/** The name the database's cache gives itself in announcements of its own in-place edits. */
export function postsPageOrigin(database: Database): string {
  postsPageCache(database);
  return origins.get(database) as string;
}

/** The key of a workspace's first page of `limit` posts. */
export const firstPageKey = (workspaceId: string, limit: number) => `${workspaceId}:${limit}`;

/**
 * A workspace's posts changed: its cached pages go, and the dashboard's counts of its posts
 * (the reads cache, keyed by the workspace) unless the writer knows they stand
 * (`countsChanged: false`, an edit of a post's text), here and (at commit) on every server.
 */
export async function postsChanged(db: Db, workspaceId: string, options: { countsChanged?: boolean } = {}) {
  await announceChanges(db, postsChanges(workspaceId, options));
}

const postsChanges = (workspaceId: string, options: { countsChanged?: boolean }) => [
  [POSTS_CHANGES_CHANNEL, workspaceId] as const,
  ...(options.countsChanged === false ? [] : [userReadChange("dashboard", workspaceId)]),
];

/**
 * postsChanged inside the statement that writes the posts (db/notified-cache.ts
 * notifyExpression): the NOTIFYs as an expression of its RETURNING list, the workspace read
 * from the row. Run `postsChangedHere` with the row's workspace after the statement — or, with
 * `origin` (postsPageOrigin), patch this process's pages: its own cache ignores the NOTIFY.
 */
export function postsChangedReturning(
  workspaceIdColumn: SQL,
  options: { countsChanged?: boolean; origin?: SQL } = {},
): SQL {
  return notifyExpression([
    [
      POSTS_CHANGES_CHANNEL,
      options.origin ? sql`${workspaceIdColumn}::text || ' ' || ${options.origin}` : sql`${workspaceIdColumn}::text`,
    ],
    ...(options.countsChanged === false ? [] : [userReadChangeOfRow("dashboard", workspaceIdColumn)]),
  ]);
}

/** This process's side of postsChangedReturning. */
export function postsChangedHere(workspaceId: string, options: { countsChanged?: boolean } = {}) {
  announceHere(postsChanges(workspaceId, options));
}

/**
 * A text edit of a workspace's post, committed and already patched into this process's pages
 * (posts.service.ts editText): the other servers drop theirs. Sent in a batch after the commit
 * (notifyCommitted, decision 814), as from `origin`, which this process's cache ignores.
 */
export function postTextEditedElsewhere(db: Db, workspaceId: string, origin: string): Promise<void> {
  return notifyCommitted(db, [[POSTS_CHANGES_CHANNEL, `${workspaceId} ${origin}`]]);
}
