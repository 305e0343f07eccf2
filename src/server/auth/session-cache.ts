import type { Database, Db } from "../db/client.ts";
import { announceChange, listenForChanges, liveFromStart, NotifiedCache } from "../db/notified-cache.ts";
import type { SessionRow, UserRow } from "../db/schema/users.ts";
import type { ActiveWorkspace } from "./workspace.ts";

/**
 * A short-lived in-process copy of "session → session row and user" (decision 012), so a
 * signed-in read does not ask the database who is signed in on every request. Its rules are
 * those of every notified cache (db/notified-cache.ts): every write of a session or user row
 * goes through a query function that calls `sessionsChanged` / `sessionEnded`; entries live
 * at most `SESSION_CACHE_TTL_MS`, and a session's own expiry is checked on every use.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;
export const SESSION_CHANGES_CHANNEL = "ck_session_changes";

export interface CachedSignedIn {
  user: UserRow;
  session: SessionRow;
  /** The workspace the session works in, with the role and plan it had when read. */
  workspace: ActiveWorkspace;
}

export class SessionCache extends NotifiedCache<CachedSignedIn> {
  constructor(live: boolean, now: () => number = Date.now) {
    super(live, {
      ttlMs: SESSION_CACHE_TTL_MS,
      maxEntries: MAX_ENTRIES,
      groupOf: (value) => value.user.id,
      fresh: (value, at) => value.session.expiresAt.getTime() > at,
      now,
    });
  }

  override set(sessionId: string, value: CachedSignedIn, startedAt: number) {
    super.set(sessionId, Object.freeze({ ...value }), startedAt);
  }

  forgetUser(userId: string) {
    this.forgetGroup(userId);
  }

  forgetSession(sessionId: string) {
    this.forgetKey(sessionId);
  }
}

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
  const cache = new SessionCache(liveFromStart(database));
  listenForChanges(
    database,
    SESSION_CHANGES_CHANNEL,
    (payload) => applyChange(cache, payload),
    (live) => cache.setLive(live),
  );
  return cache;
}

/** A user row or the user's sessions changed: their cached sign-ins go, here and on every server. */
export const sessionsChanged = (db: Db, userId: string) =>
  announceChange(db, SESSION_CHANGES_CHANNEL, `${USER}${userId}`);

/** One session ended: its cached sign-in goes, here and on every server. */
export const sessionEnded = (db: Db, sessionId: string) =>
  announceChange(db, SESSION_CHANGES_CHANNEL, `${SESSION}${sessionId}`);
