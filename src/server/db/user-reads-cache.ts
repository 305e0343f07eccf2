import { type SQL, sql } from "drizzle-orm";
import type { Database, Db } from "./client.ts";
import { announceChange, listenForChanges, liveFromStart, NotifiedCache } from "./notified-cache.ts";

/**
 * The signed-in reads every dashboard page makes and that change only when the user changes
 * something (decision 742): the library list, storage use, the dashboard's figures and the
 * billing summary. Kept by the rules of every notified cache (db/notified-cache.ts):
 * - every write of a row they are read from goes through a query function that calls
 *   `userReadsChanged` (library, captions and billing query modules); a change to the user's
 *   posts (`postsChanged`) calls `userReadChanged(…, "dashboard", …)`, which drops only the
 *   dashboard's figures;
 * - a figure that changes with the clock (today's captions at IST midnight, a pass or add-on
 *   starting or ending, an upgrade credit losing a day) is stored with the instant it stops
 *   being true (`validUntil`), and is never served after it;
 * - entries live at most `USER_READS_TTL_MS`, which bounds changes made outside the app.
 * Only the routes read through it; the services, the quota checks of uploads and generations
 * and the tests with a clock of their own read the database.
 */
export const USER_READS_TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;
export const USER_READS_CHANNEL = "ck_user_reads";

export type UserRead = "content" | "storage" | "dashboard" | "billing";

interface CachedRead {
  userId: string;
  /** What else the value depends on (the user's plan): a different variant is a miss. */
  variant: string;
  /** Epoch ms from which the value may no longer be true. */
  validUntil: number;
  value: unknown;
}

export type UserReadsCache = NotifiedCache<CachedRead>;

const byDatabase = new WeakMap<Database, UserReadsCache>();

const keyOf = (read: UserRead, userId: string) => `${read}:${userId}`;

/**
 * A cache for a database, listening for changes: `inProcess: false` leaves it out of this
 * process's own announcements, so that only NOTIFY reaches it (a test's second server).
 */
export function createUserReadsCache(database: Database, options: { inProcess?: boolean } = {}): UserReadsCache {
  const cache = new NotifiedCache<CachedRead>(liveFromStart(database), {
    ttlMs: USER_READS_TTL_MS,
    maxEntries: MAX_ENTRIES,
    groupOf: (value) => value.userId,
    fresh: (value, now) => now < value.validUntil,
  });
  listenForChanges(
    database,
    USER_READS_CHANNEL,
    (payload) => {
      if (!payload) return cache.clear();
      // "<read>:<user id>" drops one read of the user; "<user id>" drops all of them.
      if (payload.includes(":")) cache.forgetKey(payload);
      else cache.forgetGroup(payload);
    },
    (live) => cache.setLive(live),
    options,
  );
  byDatabase.set(database, cache);
  return cache;
}

export function userReadsCache(database: Database): UserReadsCache {
  return byDatabase.get(database) ?? createUserReadsCache(database);
}

/**
 * The user's `read`, from the cache while it is fresh and for the same `variant`, else from
 * `load`, which answers the value and the instant it stops being true (`Infinity`: only a
 * write changes it).
 */
export async function cachedUserRead<T>(
  database: Database,
  read: UserRead,
  user: { id: string; variant: string },
  load: () => Promise<{ value: T; validUntil: number }>,
): Promise<T> {
  return (await cachedUserReadUntil(database, read, user, load)).value;
}

/** cachedUserRead, with the instant the value stops being true (for a read built on another). */
export async function cachedUserReadUntil<T>(
  database: Database,
  read: UserRead,
  user: { id: string; variant: string },
  load: () => Promise<{ value: T; validUntil: number }>,
): Promise<{ value: T; validUntil: number }> {
  const cache = userReadsCache(database);
  const key = keyOf(read, user.id);
  const hit = cache.get(key);
  if (hit && hit.variant === user.variant) return { value: hit.value as T, validUntil: hit.validUntil };
  const startedAt = cache.begin();
  const loaded = await load();
  cache.set(
    key,
    { userId: user.id, variant: user.variant, validUntil: loaded.validUntil, value: loaded.value },
    startedAt,
  );
  return loaded;
}

/** Rows a user's reads come from changed: their cached reads go, here and (at commit) on every server. */
export const userReadsChanged = (db: Db, userId: string) => announceChange(db, USER_READS_CHANNEL, userId);

/** Rows only one of a user's reads comes from changed (their posts: the dashboard's counts). */
export const userReadChanged = (db: Db, read: UserRead, userId: string) =>
  announceChange(db, ...userReadChange(read, userId));

/** userReadChanged's announcement, to send with others (db/notified-cache.ts announceChanges). */
export const userReadChange = (read: UserRead, userId: string) => [USER_READS_CHANNEL, keyOf(read, userId)] as const;

/** userReadChange with the user's id read from a written row (db/notified-cache.ts notifyExpression): keyOf in SQL. */
export const userReadChangeOfRow = (read: UserRead, userIdColumn: SQL) =>
  [USER_READS_CHANNEL, sql`${`${read}:`} || ${userIdColumn}::text`] as const;
