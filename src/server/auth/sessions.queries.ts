import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { sessions, users, workspaceMembers, workspaces } from "../db/schema/index.ts";
import type { SessionRow, UserRow } from "../db/schema/users.ts";
import { sessionEnded } from "./session-cache.ts";
import { type ActiveWorkspace, activeWorkspace } from "./workspace.ts";

// The session table's SQL: shared server code, because every signed-in route reads it
// through the access guard (decision 020).

/** Stores a new session and records the user as active. */
export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
  await db.update(users).set({ lastActiveAt: sql`now()` }).where(eq(users.id, values.userId));
}

const owner = alias(users, "workspace_owner");

/**
 * The session, its user and, when the session works in a team, the account's membership of
 * that team with the team's owner's plan — in one query, when the session is live and the
 * account neither deleted nor disabled. A removed member's session finds no membership and
 * works in their personal workspace again (workspace.ts).
 */
export async function findLiveSession(
  db: Db,
  sessionId: string,
): Promise<{ session: SessionRow; user: UserRow; workspace: ActiveWorkspace } | undefined> {
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      membership: {
        role: workspaceMembers.role,
        kind: workspaces.kind,
        name: workspaces.name,
        ownerId: workspaces.ownerId,
        ownerPlan: owner.subscriptionStatus,
        ownerInactive: sql<boolean>`(${owner.disabledAt} is not null or ${owner.deletedAt} is not null)`,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, sessions.activeWorkspaceId), eq(workspaceMembers.userId, sessions.userId)),
    )
    .leftJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .leftJoin(owner, eq(owner.id, workspaces.ownerId))
    .where(
      and(
        eq(sessions.id, sessionId),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.deletedAt),
        isNull(users.disabledAt),
      ),
    );
  if (!row) return undefined;
  return { session: row.session, user: row.user, workspace: activeWorkspace(row.user, row.session, row.membership) };
}

/** Sets the workspace a session works in (null: the account's personal one). */
export async function setActiveWorkspace(db: Db, sessionId: string, workspaceId: string | null) {
  await db.update(sessions).set({ activeWorkspaceId: workspaceId }).where(eq(sessions.id, sessionId));
  await sessionEnded(db, sessionId); // its cached copy has the old workspace
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
