import { and, asc, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { TeamRole } from "#contract/workspaces.ts";
import { type Db, queryRows } from "#server/db/client.ts";
import { teamActivity, teamInvitations, users, workspaceMembers, workspaces } from "#server/db/schema/index.ts";

// The teams feature's SQL (issue 29): workspaces an account belongs to, members, invitations
// and the activity log.

/** Every workspace the account is a member of, its personal one first, then teams by name. */
export function listMemberships(db: Db, userId: string) {
  return db
    .select({ id: workspaces.id, kind: workspaces.kind, name: workspaces.name, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(desc(sql`${workspaces.kind} = 'personal'`), asc(workspaces.name), asc(workspaces.id));
}

export async function findMembershipOf(db: Db, workspaceId: string, userId: string) {
  const [row] = await db
    .select({ id: workspaces.id, kind: workspaces.kind, name: workspaces.name, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row;
}

/** A team workspace (undefined for a personal one or none). */
export async function findTeam(db: Db, workspaceId: string) {
  const [row] = await db
    .select({ id: workspaces.id, name: workspaces.name, ownerId: workspaces.ownerId })
    .from(workspaces)
    .where(and(eq(workspaces.id, workspaceId), eq(workspaces.kind, "team")));
  return row;
}

/** Locks the team's row until the transaction ends: its seats are counted one change at a time. */
export async function lockTeam(db: Db, workspaceId: string) {
  const [row] = await db
    .select({ id: workspaces.id, name: workspaces.name, ownerId: workspaces.ownerId })
    .from(workspaces)
    .where(and(eq(workspaces.id, workspaceId), eq(workspaces.kind, "team")))
    .for("update");
  return row;
}

export async function countOwnedTeams(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workspaces)
    .where(and(eq(workspaces.ownerId, ownerId), eq(workspaces.kind, "team")));
  return row?.n ?? 0;
}

export async function insertTeam(db: Db, ownerId: string, name: string) {
  const [team] = await db.insert(workspaces).values({ kind: "team", name, ownerId }).returning();
  if (!team) throw new Error("team insert returned nothing");
  await db.insert(workspaceMembers).values({ workspaceId: team.id, userId: ownerId, role: "owner" });
  return team;
}

export function listMembers(db: Db, workspaceId: string) {
  return db
    .select({
      userId: workspaceMembers.userId,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.interfaceLanguage,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.createdAt), asc(workspaceMembers.userId));
}

export async function countMembers(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  return row?.n ?? 0;
}

/** Invitations not yet accepted and not expired: each holds a seat. */
export function listPendingInvitations(db: Db, workspaceId: string) {
  return db
    .select()
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.workspaceId, workspaceId),
        isNull(teamInvitations.acceptedAt),
        gt(teamInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(teamInvitations.createdAt));
}

export async function deletePendingInvitationsFor(db: Db, workspaceId: string, email: string) {
  await db
    .delete(teamInvitations)
    .where(
      and(
        eq(teamInvitations.workspaceId, workspaceId),
        eq(teamInvitations.email, email),
        isNull(teamInvitations.acceptedAt),
      ),
    );
}

export async function insertInvitation(db: Db, values: typeof teamInvitations.$inferInsert) {
  const [row] = await db.insert(teamInvitations).values(values).returning();
  if (!row) throw new Error("invitation insert returned nothing");
  return row;
}

export async function findInvitationByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ invitation: teamInvitations, teamName: workspaces.name })
    .from(teamInvitations)
    .innerJoin(workspaces, eq(workspaces.id, teamInvitations.workspaceId))
    .where(eq(teamInvitations.tokenHash, tokenHash));
  return row;
}

/** Marks an invitation used; true only for the request that did (single use). */
export async function markInvitationAccepted(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(teamInvitations)
    .set({ acceptedAt: sql`now()` })
    .where(and(eq(teamInvitations.id, id), isNull(teamInvitations.acceptedAt)))
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}

/** Withdraws a pending invitation of the team; true when there was one. */
export async function deletePendingInvitation(db: Db, workspaceId: string, id: string) {
  const rows = await db
    .delete(teamInvitations)
    .where(
      and(eq(teamInvitations.id, id), eq(teamInvitations.workspaceId, workspaceId), isNull(teamInvitations.acceptedAt)),
    )
    .returning({ email: teamInvitations.email });
  return rows[0];
}

export async function insertMember(db: Db, workspaceId: string, userId: string, role: TeamRole) {
  await db.insert(workspaceMembers).values({ workspaceId, userId, role }).onConflictDoNothing();
}

export async function updateMemberRole(db: Db, workspaceId: string, userId: string, role: TeamRole) {
  const [row] = await db
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .returning();
  return row;
}

export async function deleteMember(db: Db, workspaceId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .returning({ userId: workspaceMembers.userId });
  return rows.length > 0;
}

export async function recordActivity(
  db: Db,
  values: { workspaceId: string; actorId: string | null; action: string; subject?: string },
) {
  await db.insert(teamActivity).values(values);
}

export function listActivity(db: Db, workspaceId: string, limit: number) {
  return db
    .select({
      at: teamActivity.createdAt,
      action: teamActivity.action,
      subject: teamActivity.subject,
      actorEmail: users.email,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(teamActivity)
    .leftJoin(users, eq(users.id, teamActivity.actorId))
    .where(eq(teamActivity.workspaceId, workspaceId))
    .orderBy(desc(teamActivity.createdAt), desc(teamActivity.id))
    .limit(limit);
}

/** Makes `newOwnerId` the team's owner and the previous owner a manager, in one transaction. */
export async function transferTeam(db: Db, workspaceId: string, fromId: string, toId: string) {
  await db.transaction(async (tx) => {
    await tx.update(workspaces).set({ ownerId: toId }).where(eq(workspaces.id, workspaceId));
    await tx
      .update(workspaceMembers)
      .set({ role: "owner" })
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, toId)));
    await tx
      .update(workspaceMembers)
      .set({ role: "manager" })
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, fromId)));
  });
}

/** The teams an account owns, with how many other people are in each. */
export function listOwnedTeamsWithMembers(db: Db, ownerId: string) {
  return db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      others: sql<number>`(count(${workspaceMembers.userId}) - 1)::int`,
    })
    .from(workspaces)
    .innerJoin(workspaceMembers, eq(workspaceMembers.workspaceId, workspaces.id))
    .where(and(eq(workspaces.ownerId, ownerId), eq(workspaces.kind, "team")))
    .groupBy(workspaces.id, workspaces.name);
}

/**
 * Before a member's account is purged, their work in teams stays with each team: the rows
 * they wrote there are credited to the team's owner instead of going with their account
 * (issue 29). One statement per owned table; a row's own feature never needs to know.
 */
export async function handOverWorkToTeams(db: Db, userId: string) {
  for (const table of HANDED_OVER) {
    await db.execute(
      sql`update ${sql.identifier(table)} t set user_id = w.owner_id from workspaces w
          where t.workspace_id = w.id and t.user_id = ${userId} and w.kind = 'team' and w.owner_id <> ${userId}`,
    );
  }
  // The record of who wrote, approved or published a team's post keeps that it happened, not
  // the name of someone whose account is gone (decision 761).
  await db.execute(
    sql`update posts set people = (
          select jsonb_object_agg(e.key, case when e.value->>'id' = ${userId}
            then e.value || jsonb_build_object('id', null, 'name', ${FORMER_MEMBER}::text) else e.value end)
          from jsonb_each(posts.people) e)
        where exists (select 1 from jsonb_each(posts.people) e where e.value->>'id' = ${userId})`,
  );
}

/** How a post's record names someone whose account was deleted. */
export const FORMER_MEMBER = "A former member";

const HANDED_OVER = [
  "content_items",
  "posts",
  "generations",
  "brand_training_items",
  "voice_styles",
  "instagram_insights",
  // The team's Instagram connection stays when whoever connected it goes (its token is bound
  // to the workspace, decision 651).
  "instagram_accounts",
] as const;

/** The teams an account belongs to, with the owner's address and the seats taken (the admin's view). */
export function listTeamsOf(db: Db, userId: string) {
  return db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      role: workspaceMembers.role,
      ownerEmail: users.email,
      others: sql<number>`(select count(*)::int - 1 from workspace_members m where m.workspace_id = ${workspaces.id})`,
      pending: sql<number>`(select count(*)::int from team_invitations i where i.workspace_id = ${workspaces.id} and i.accepted_at is null and i.expires_at > now())`,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaces.kind, "team")))
    .orderBy(asc(workspaces.name));
}

/** Every team's totals for the admin's Subscriptions tab. */
export async function teamTotals(db: Db) {
  const [row] = await queryRows<{ teams: number; members: number; pending: number }>(
    db,
    sql`select (select count(*)::int from workspaces where kind = 'team') as teams,
               (select count(*)::int from workspace_members m join workspaces w on w.id = m.workspace_id
                 where w.kind = 'team' and m.role <> 'owner') as members,
               (select count(*)::int from team_invitations where accepted_at is null and expires_at > now()) as pending`,
  );
  return row ?? { teams: 0, members: 0, pending: 0 };
}

/** The saved interface language of the live account with this e-mail, if any: an invitation's (decision 807). */
export async function findLanguageOfEmail(db: Db, email: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ language: users.interfaceLanguage })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return row?.language;
}
