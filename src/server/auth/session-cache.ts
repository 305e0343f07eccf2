import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client.ts";
import type { SessionRow, UserRow } from "../db/schema/users.ts";

/**
 * A short-lived in-process copy of "session → session row and user" (decision 012), so a
 * signed-in read does not ask the database who is signed in on every request.
 *
 * Correctness rules:
 * - Every write of a session or user row goes through a query function that calls
 *   `sessionsChanged` / `sessionEnded`: the entries go at once in this process, and a
 *   NOTIFY sent with the write (delivered at commit) makes every server on the same
 *   PostgreSQL database drop them too.
 * - A lookup started before a change is never stored after it (a generation counter).
 * - On PostgreSQL the cache is used only while this server listens for those notifications;
 *   while the listening connection is down nothing is cached.
 * - Entries live at most `SESSION_CACHE_TTL_MS`, which bounds changes made outside the app
 *   (an administrator's SQL), and a session's own expiry is checked on every use.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;
export const SESSION_CHANGES_CHANNEL = "ck_session_changes";

export interface CachedSignedIn {
  user: UserRow;
  session: SessionRow;
}

interface Entry {
  value: CachedSignedIn;
  storedAt: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  /** False while changes from other servers could be missed (PostgreSQL listener down). */
  private live: boolean;
  private readonly now: () => number;

  constructor(live: boolean, now: () => number = Date.now) {
    this.live = live;
    this.now = now;
  }

  /** The cached lookup of a session id, when fresh and the session not yet expired. */
  get(sessionId: string): CachedSignedIn | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    const now = this.now();
    if (now - entry.storedAt >= SESSION_CACHE_TTL_MS || entry.value.session.expiresAt.getTime() <= now) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.value;
  }

  /** A token to pass to `set`: a lookup started before a change is not stored after it. */
  begin(): number {
    return this.generation;
  }

  set(sessionId: string, value: CachedSignedIn, startedAt: number) {
    if (!this.live || startedAt !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sessionId, { value: Object.freeze({ ...value }), storedAt: this.now() });
  }

  forgetUser(userId: string) {
    this.generation++;
    for (const [id, entry] of this.entries) if (entry.value.user.id === userId) this.entries.delete(id);
  }

  forgetSession(sessionId: string) {
    this.generation++;
    this.entries.delete(sessionId);
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }

  setLive(live: boolean) {
    this.generation++;
    this.live = live;
    if (!live) this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

/** Every cache of this process (tests run several apps in one process). */
const caches = new Set<SessionCache>();

const USER = "u:";
const SESSION = "s:";

/** Applies one change announced by `sessionsChanged` / `sessionEnded` to a cache. */
export function applyChange(cache: SessionCache, payload: string) {
  if (payload.startsWith(USER)) cache.forgetUser(payload.slice(USER.length));
  else if (payload.startsWith(SESSION)) cache.forgetSession(payload.slice(SESSION.length));
  else cache.clear();
}

/**
 * The cache for a database: always usable on embedded PGlite (one process owns it), and on
 * PostgreSQL only while listening for other servers' changes.
 */
export function createSessionCache(database: Database): SessionCache {
  const cache = new SessionCache(database.kind === "pglite");
  caches.add(cache);
  database.listen?.(
    SESSION_CHANGES_CHANNEL,
    (payload) => applyChange(cache, payload),
    (live) => cache.setLive(live),
  );
  return cache;
}

/** Forgets a cache (the database is closing). */
export function dropSessionCache(cache: SessionCache) {
  cache.setLive(false);
  caches.delete(cache);
}

async function announce(db: Db, payload: string) {
  for (const cache of caches) applyChange(cache, payload);
  // Delivered when the surrounding transaction (if any) commits, to every server listening,
  // this one included: an entry read between the write and its commit goes then.
  await db.execute(sql`select pg_notify(${SESSION_CHANGES_CHANNEL}, ${payload})`);
}

/** A user row or the user's sessions changed: their cached sign-ins go, here and on every server. */
export const sessionsChanged = (db: Db, userId: string) => announce(db, `${USER}${userId}`);

/** One session ended: its cached sign-in goes, here and on every server. */
export const sessionEnded = (db: Db, sessionId: string) => announce(db, `${SESSION}${sessionId}`);
