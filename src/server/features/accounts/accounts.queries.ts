import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { sessionsChanged } from "#server/auth/session-cache.ts";
import type { Db } from "#server/db/client.ts";
import { passwordResetTokens, sessions, userIdentities, users } from "#server/db/schema/index.ts";

import type { SessionRow, UserRow } from "#server/db/schema/users.ts";

export type { SessionRow, UserRow };

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Inserts a user; returns undefined when the e-mail is taken. */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<Pick<UserRow, "firstName" | "lastName" | "passwordHash" | "deletedAt" | "profileImageUrl">>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning();
  await sessionsChanged(db, id);
  return row;
}

/**
 * Sets or clears an admin's disabling of a live account (decision 570); undefined when there is
 * no such live account. The user's cached sign-ins go here and on every server.
 */
export async function setUserDisabledAt(db: Db, id: string, disabledAt: Date | null): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ disabledAt, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning();
  await sessionsChanged(db, id);
  return row;
}

/** Ends every session of a user, except `keepSessionId` when given. */
export async function deleteUserSessions(db: Db, userId: string, keepSessionId?: string) {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), sql`${sessions.id} <> ${keepSessionId}`)
        : eq(sessions.userId, userId),
    );
  await sessionsChanged(db, userId);
}

export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

export async function insertResetToken(db: Db, values: typeof passwordResetTokens.$inferInsert) {
  await db.insert(passwordResetTokens).values(values);
}

/**
 * Marks a reset token used, only if it is unused, unexpired and its account is live;
 * returns its user id. Two requests racing with one token: only one gets the id.
 */
export async function consumeResetToken(db: Db, tokenId: string): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.id, tokenId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
        sql`exists (select 1 from ${users} where ${users.id} = ${passwordResetTokens.userId} and ${users.deletedAt} is null)`,
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Invalidates every outstanding reset link of a user (after a reset or password change). */
export async function deleteUserResetTokens(db: Db, userId: string) {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}

export async function findUserSessions(db: Db, userId: string): Promise<SessionRow[]> {
  return db.select().from(sessions).where(eq(sessions.userId, userId));
}

/** Deleted accounts whose deletion is older than `olderThanMs` (the purge job's work list). */
export async function findDeletedUserIds(db: Db, olderThanMs: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(lt(users.deletedAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`));
  return rows.map((row) => row.id);
}

/** Removes a deleted account and, by cascade, everything that references it. */
export async function purgeDeletedUser(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(users)
    .where(and(eq(users.id, id), sql`${users.deletedAt} is not null`))
    .returning({ id: users.id });
  await sessionsChanged(db, id);
  return rows.length > 0;
}

/** The account an external identity is linked to. */
export async function findUserByIdentity(db: Db, issuer: string, subject: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
  return row?.user;
}

export async function insertIdentity(db: Db, values: typeof userIdentities.$inferInsert) {
  await db.insert(userIdentities).values(values).onConflictDoNothing();
}

export async function findUserIdentities(db: Db, userId: string) {
  return db
    .select({ issuer: userIdentities.issuer, createdAt: userIdentities.createdAt })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId));
}
