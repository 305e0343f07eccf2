import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sessions, users } from "../db/schema/index.ts";
import type { SessionRow, UserRow } from "../db/schema/users.ts";
import { sessionEnded } from "./session-cache.ts";

// The session table's SQL: shared server code, because every signed-in route reads it
// through the access guard (decision 020).

/** Stores a new session and records the user as active. */
export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
  await db.update(users).set({ lastActiveAt: sql`now()` }).where(eq(users.id, values.userId));
}

/** The session and its user in one query, when the session is live and the account neither deleted nor disabled. */
export async function findLiveSession(
  db: Db,
  sessionId: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.deletedAt),
        isNull(users.disabledAt),
      ),
    );
  return row;
}

/** Moves a session's expiry forward and records the user as active. */
export async function extendSession(db: Db, sessionId: string, userId: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
  await db.update(users).set({ lastActiveAt: sql`now()` }).where(eq(users.id, userId));
  await sessionEnded(db, sessionId); // its cached copy has the old expiry
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  await sessionEnded(db, sessionId);
}
