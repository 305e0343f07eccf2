import type { InjectOptions } from "fastify";
import type { TeamRole } from "#contract/workspaces.ts";
import { newToken, SESSION_TTL_MS } from "#server/auth/sessions.ts";
import { sessions, workspaceMembers, workspaces } from "#server/db/schema/index.ts";
import { cookieHeader } from "./accounts.ts";
import type { TestApp } from "./app.ts";

/**
 * A team workspace owned by `owner` with `members` in their roles, written straight to the
 * database (the team feature's own tests go through its endpoints). Returns the team's id.
 */
export async function buildTeam(
  t: TestApp,
  owner: { id: string },
  members: { user: { id: string }; role: Exclude<TeamRole, "owner"> }[] = [],
  name = "Test team",
): Promise<string> {
  const db = t.deps.database.db;
  const [team] = await db.insert(workspaces).values({ kind: "team", name, ownerId: owner.id }).returning();
  if (!team) throw new Error("team insert returned nothing");
  await db
    .insert(workspaceMembers)
    .values([
      { workspaceId: team.id, userId: owner.id, role: "owner" },
      ...members.map((m) => ({ workspaceId: team.id, userId: m.user.id, role: m.role })),
    ]);
  return team.id;
}

/**
 * Like injectAs (accounts.ts), with a session whose active workspace is `workspaceId`
 * (null: the account's personal one).
 */
export async function injectIn(t: TestApp, user: { id: string }, workspaceId: string | null) {
  const { token, id } = newToken();
  await t.deps.database.db
    .insert(sessions)
    .values({ id, userId: user.id, expiresAt: new Date(Date.now() + SESSION_TTL_MS), activeWorkspaceId: workspaceId });
  const cookie = cookieHeader(t, token);
  const inject = (options: InjectOptions) => t.app.inject({ ...options, headers: { ...options.headers, cookie } });
  return Object.assign(inject, { cookie });
}
