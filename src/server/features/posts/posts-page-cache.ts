import type { Database, Db } from "#server/db/client.ts";
import { announceChanges, listenForChanges, liveFromStart, NotifiedCache } from "#server/db/notified-cache.ts";
import { userReadChange } from "#server/db/user-reads-cache.ts";

/**
 * The first page of a user's posts as the JSON bytes `GET /api/posts` sends (decision 014):
 * the dashboard and Create Post ask for it on every visit, and it changes only when the user
 * saves, edits or deletes a post. Kept by the rules of every notified cache
 * (db/notified-cache.ts): each write of a post row in posts.queries.ts calls `postsChanged`.
 */
export const POSTS_PAGE_TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;
export const POSTS_CHANGES_CHANNEL = "ck_posts_changes";

export interface CachedPostsPage {
  userId: string;
  body: Buffer;
}

export type PostsPageCache = NotifiedCache<CachedPostsPage>;

/** Each database's cache, made on first use. */
const byDatabase = new WeakMap<Database, PostsPageCache>();

/**
 * A cache for a database, listening for changes: `inProcess: false` leaves it out of this
 * process's own announcements, so that only NOTIFY reaches it (a test's second server).
 */
export function createPostsPageCache(database: Database, options: { inProcess?: boolean } = {}): PostsPageCache {
  const cache = new NotifiedCache<CachedPostsPage>(liveFromStart(database), {
    ttlMs: POSTS_PAGE_TTL_MS,
    maxEntries: MAX_ENTRIES,
    groupOf: (value) => value.userId,
  });
  listenForChanges(
    database,
    POSTS_CHANGES_CHANNEL,
    (userId) => (userId ? cache.forgetGroup(userId) : cache.clear()),
    (live) => cache.setLive(live),
    options,
  );
  byDatabase.set(database, cache);
  return cache;
}

export function postsPageCache(database: Database): PostsPageCache {
  return byDatabase.get(database) ?? createPostsPageCache(database);
}

/** The key of a user's first page of `limit` posts. */
export const firstPageKey = (userId: string, limit: number) => `${userId}:${limit}`;

/**
 * A user's posts changed: their cached pages go, and the dashboard's counts of their posts
 * (the user reads cache) unless the writer knows they stand (`countsChanged: false`, an edit of
 * a post's text), here and (at commit) on every server.
 */
export async function postsChanged(db: Db, userId: string, options: { countsChanged?: boolean } = {}) {
  await announceChanges(db, [
    [POSTS_CHANGES_CHANNEL, userId],
    ...(options.countsChanged === false ? [] : [userReadChange("dashboard", userId)]),
  ]);
}
