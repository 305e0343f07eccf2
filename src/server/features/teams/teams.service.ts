import type { InterfaceLanguage } from "#contract/i18n/languages.ts";
import {
  INVITATION_DAYS,
  type InvitableRole,
  ROLE_LABELS,
  roleAtLeast,
  type Team,
  type Workspace,
  type Workspaces,
} from "#contract/workspaces.ts";
import { roleRefusal } from "#server/auth/access.ts";
import { sessionsChanged } from "#server/auth/session-cache.ts";
import { setActiveWorkspace } from "#server/auth/sessions.queries.ts";
import { hashToken, newToken } from "#server/auth/sessions.ts";
import type { Member } from "#server/auth/workspace.ts";
import type { Db } from "#server/db/client.ts";
import { lockUserForQuota } from "#server/db/locks.ts";
import type { SessionRow, UserRow } from "#server/db/schema/index.ts";
import type { Deps } from "#server/deps.ts";
import { conflict, forbidden, gone, notFound, paymentRequired } from "#server/errors.ts";
import { type Message, recipientLanguage } from "#server/i18n.ts";
import { getBillingSummary } from "../billing/billing.service.ts";
import { invitationMail } from "./teams.mail.ts";
import { presentActivity, presentInvitation, presentMember, presentWorkspace } from "./teams.presenter.ts";
import {
  countMembers,
  countOwnedTeams,
  deleteMember,
  deletePendingInvitation,
  deletePendingInvitationsFor,
  findInvitationByTokenHash,
  findLanguageOfEmail,
  findMembershipOf,
  findTeam,
  handOverWorkToTeams,
  insertInvitation,
  insertMember,
  insertTeam,
  listActivity,
  listMembers,
  listMemberships,
  listOwnedTeamsWithMembers,
  listPendingInvitations,
  listTeamsOf,
  lockTeam,
  markInvitationAccepted,
  recordActivity,
  teamTotals,
  transferTeam,
  updateMemberRole,
} from "./teams.queries.ts";

/** Teams one Business owner may own (decision 760). */
export const TEAMS_PER_OWNER = 1;
const ACTIVITY_SHOWN = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

export const TEAMS_NEED_BUSINESS: Message = { key: "errors.teams.needBusiness" };
export const NOT_IN_A_TEAM: Message = { key: "errors.teams.notInATeam" };
export const WORKSPACE_NOT_FOUND: Message = { key: "errors.teams.workspaceNotFound" };
export const INVITATION_NOT_VALID: Message = { key: "errors.teams.invitationNotValid" };
export const INVITATION_USED: Message = { key: "errors.teams.invitationUsed" };
export const INVITATION_EXPIRED: Message = { key: "errors.teams.invitationExpired", values: { days: INVITATION_DAYS } };
export const OWNER_STAYS: Message = { key: "errors.teams.ownerStays" };
export const seatsFull = (seats: number): Message => ({ key: "errors.teams.seatsFull", values: { seats } });

const hasBusinessPass = async (deps: Deps, userId: string) =>
  (await getBillingSummary(deps, { id: userId })).plan === "business";

const displayName = (user: Pick<UserRow, "firstName" | "lastName" | "email">) =>
  [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;

/** GET /api/workspaces: where the account can work, which one this session is in, and whether it may create a team. */
export async function listWorkspaces(deps: Deps, user: UserRow, session: SessionRow): Promise<Workspaces> {
  const db = deps.database.db;
  const [rows, business, owned] = await Promise.all([
    listMemberships(db, user.id),
    hasBusinessPass(deps, user.id),
    countOwnedTeams(db, user.id),
  ]);
  const activeId = rows.some((row) => row.id === session.activeWorkspaceId) ? session.activeWorkspaceId : user.id;
  return {
    workspaces: rows.map((row) => presentWorkspace(row, activeId ?? user.id)),
    canCreateTeam: business && owned < TEAMS_PER_OWNER,
    teamSeats: deps.config.teams.seats,
  };
}

/** PUT /api/session/workspace: this session works in another workspace the account belongs to. */
export async function switchWorkspace(
  deps: Deps,
  user: UserRow,
  session: SessionRow,
  workspaceId: string,
): Promise<Workspace> {
  const row = await findMembershipOf(deps.database.db, workspaceId, user.id);
  if (!row) throw notFound(WORKSPACE_NOT_FOUND);
  await setActiveWorkspace(deps.database.db, session.id, row.kind === "personal" ? null : row.id);
  return presentWorkspace(row, row.id);
}

/** POST /api/teams: a Business owner creates a team, which becomes this session's workspace. */
export async function createTeam(deps: Deps, user: UserRow, session: SessionRow, name: string): Promise<Workspace> {
  if (!(await hasBusinessPass(deps, user.id))) throw paymentRequired(TEAMS_NEED_BUSINESS, "business_plan_required");
  const team = await deps.database.db.transaction(async (tx) => {
    // One owner's teams are counted one request at a time.
    await lockUserForQuota(tx, user.id);
    if ((await countOwnedTeams(tx, user.id)) >= TEAMS_PER_OWNER) {
      throw conflict({ key: "errors.teams.teamLimit" }, "team_limit");
    }
    const created = await insertTeam(tx, user.id, name);
    await recordActivity(tx, { workspaceId: created.id, actorId: user.id, action: "created the team", subject: name });
    return created;
  });
  await setActiveWorkspace(deps.database.db, session.id, team.id);
  return presentWorkspace({ ...team, role: "owner" }, team.id);
}

function requireTeam(member: Member) {
  if (member.workspace.kind !== "team") throw notFound(NOT_IN_A_TEAM, "not_in_a_team");
}

/** GET /api/team: the active team's members, pending invitations, seats and latest activity. */
export async function getTeam(deps: Deps, member: Member): Promise<Team> {
  requireTeam(member);
  const db = deps.database.db;
  const [members, invitations, activity] = await Promise.all([
    listMembers(db, member.workspaceId),
    listPendingInvitations(db, member.workspaceId),
    listActivity(db, member.workspaceId, ACTIVITY_SHOWN),
  ]);
  // Only those who manage members see the invitations' addresses.
  const shownInvitations = roleAtLeast(member.role, "manager") ? invitations : [];
  return {
    id: member.workspaceId,
    name: member.workspace.name ?? "Team",
    role: member.role,
    // The owner does not take a seat: seats are for the people they invite.
    seats: { used: members.length - 1 + invitations.length, limit: deps.config.teams.seats },
    members: members.map(presentMember),
    invitations: shownInvitations.map(presentInvitation),
    activity: activity.map(presentActivity),
  };
}

/**
 * POST /api/team/invitations: an owner or manager invites by e-mail (a manager may not make
 * managers), while the owner's Business pass runs and a seat is free — members and pending
 * invitations counted under the team's row lock, so parallel invitations cannot pass the limit.
 */
export async function invite(
  deps: Deps,
  member: Member,
  input: { email: string; role: InvitableRole },
  /** The inviter's page language: the invitation's, unless the address is an account with its own (decision 807). */
  language?: InterfaceLanguage,
) {
  requireTeam(member);
  if (input.role === "manager" && member.role !== "owner")
    throw forbidden(roleRefusal(member.role, "owner"), "role_not_allowed");
  if (!(await hasBusinessPass(deps, member.workspace.ownerId))) {
    throw paymentRequired({ key: "errors.teams.passEndedNoJoin" }, "business_plan_required");
  }
  const seats = deps.config.teams.seats;
  const { token, id: tokenHash } = newToken();
  const { row, teamName } = await deps.database.db.transaction(async (tx) => {
    const team = await lockTeam(tx, member.workspaceId);
    if (!team) throw notFound(NOT_IN_A_TEAM, "not_in_a_team");
    const members = await listMembers(tx, member.workspaceId);
    if (members.some((m) => m.email === input.email)) {
      throw conflict({ key: "errors.teams.alreadyMember", values: { email: input.email } }, "already_member");
    }
    await deletePendingInvitationsFor(tx, member.workspaceId, input.email); // a new link replaces the old
    const pending = await listPendingInvitations(tx, member.workspaceId);
    if (members.length - 1 + pending.length >= seats) throw conflict(seatsFull(seats), "seats_full");
    const created = await insertInvitation(tx, {
      workspaceId: member.workspaceId,
      email: input.email,
      role: input.role,
      tokenHash,
      invitedBy: member.id,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY_MS),
    });
    await recordActivity(tx, {
      workspaceId: member.workspaceId,
      actorId: member.id,
      action: "invited",
      subject: `${input.email} as ${ROLE_LABELS[input.role].toLowerCase()}`,
    });
    return { row: created, teamName: team.name ?? "Team" };
  });
  const inviteeLanguage = await findLanguageOfEmail(deps.database.db, input.email);
  await deps.mailer.send(
    invitationMail(deps.config, {
      to: input.email,
      teamName,
      inviter: displayName(member),
      role: input.role,
      token,
      language: recipientLanguage(inviteeLanguage, language),
    }),
  );
  return presentInvitation(row);
}

/** DELETE /api/team/invitations/:id */
export async function withdrawInvitation(deps: Deps, member: Member, id: string) {
  requireTeam(member);
  const removed = await deletePendingInvitation(deps.database.db, member.workspaceId, id);
  if (!removed) throw notFound({ key: "errors.teams.invitationNotFound" });
  await recordActivity(deps.database.db, {
    workspaceId: member.workspaceId,
    actorId: member.id,
    action: "withdrew the invitation of",
    subject: removed.email,
  });
}

/**
 * POST /api/team/invitations/accept: the signed-in account with the invited address joins
 * in the invited role (once; the invitation held its seat), and this session moves to the team.
 */
export async function acceptInvitation(
  deps: Deps,
  user: UserRow,
  session: SessionRow,
  token: string,
): Promise<{ workspace: Workspace }> {
  const db = deps.database.db;
  const found = await findInvitationByTokenHash(db, hashToken(token));
  if (!found) throw notFound(INVITATION_NOT_VALID, "invitation_not_valid");
  const { invitation, teamName } = found;
  if (invitation.acceptedAt) throw gone(INVITATION_USED, "invitation_used");
  if (invitation.expiresAt.getTime() <= Date.now()) throw gone(INVITATION_EXPIRED, "invitation_expired");
  if (invitation.email !== user.email) {
    throw forbidden({ key: "errors.teams.otherEmail", values: { email: invitation.email } }, "invitation_other_email");
  }
  await db.transaction(async (tx) => {
    if (!(await lockTeam(tx, invitation.workspaceId))) throw notFound(INVITATION_NOT_VALID, "invitation_not_valid");
    if (!(await markInvitationAccepted(tx, invitation.id))) throw gone(INVITATION_USED, "invitation_used");
    if ((await countMembers(tx, invitation.workspaceId)) - 1 >= deps.config.teams.seats) {
      throw conflict(seatsFull(deps.config.teams.seats), "seats_full");
    }
    await insertMember(tx, invitation.workspaceId, user.id, invitation.role);
    await recordActivity(tx, {
      workspaceId: invitation.workspaceId,
      actorId: user.id,
      action: "joined as",
      subject: ROLE_LABELS[invitation.role].toLowerCase(),
    });
  });
  await setActiveWorkspace(db, session.id, invitation.workspaceId);
  return {
    workspace: presentWorkspace(
      { id: invitation.workspaceId, kind: "team", name: teamName, role: invitation.role },
      invitation.workspaceId,
    ),
  };
}

async function findTeamMember(deps: Deps, member: Member, userId: string) {
  const members = await listMembers(deps.database.db, member.workspaceId);
  const target = members.find((m) => m.userId === userId);
  if (!target) throw notFound({ key: "errors.teams.memberNotFound" });
  return target;
}

/** PATCH /api/team/members/:userId: the owner changes a member's role; it applies on every server at once. */
export async function changeRole(deps: Deps, member: Member, userId: string, role: InvitableRole) {
  requireTeam(member);
  const target = await findTeamMember(deps, member, userId);
  if (target.role === "owner") throw conflict(OWNER_STAYS, "owner_stays");
  const updated = await updateMemberRole(deps.database.db, member.workspaceId, userId, role);
  if (!updated) throw notFound({ key: "errors.teams.memberNotFound" });
  await sessionsChanged(deps.database.db, userId); // their cached sign-ins hold the old role
  await recordActivity(deps.database.db, {
    workspaceId: member.workspaceId,
    actorId: member.id,
    action: "changed the role of",
    subject: `${target.email} to ${ROLE_LABELS[role].toLowerCase()}`,
  });
  return presentMember({ ...target, role });
}

/**
 * DELETE /api/team/members/:userId: the owner removes a member, or a member leaves. Their
 * access ends at once — their cached sign-ins are dropped on every server — and their work
 * stays with the team.
 */
export async function removeMember(deps: Deps, member: Member, userId: string) {
  requireTeam(member);
  const leaving = userId === member.id;
  const target = await findTeamMember(deps, member, userId); // members see each other (GET /api/team)
  if (!leaving && member.role !== "owner") throw forbidden(roleRefusal(member.role, "owner"), "role_not_allowed");
  if (target.role === "owner") throw conflict(OWNER_STAYS, "owner_stays");
  if (!(await deleteMember(deps.database.db, member.workspaceId, userId)))
    throw notFound({ key: "errors.teams.memberNotFound" });
  await sessionsChanged(deps.database.db, userId);
  await recordActivity(deps.database.db, {
    workspaceId: member.workspaceId,
    actorId: member.id,
    action: leaving ? "left the team" : "removed",
    subject: leaving ? "" : target.email,
  });
}

/**
 * POST /api/team/transfer: the owner hands the team to another member, who becomes its owner
 * (the team's plan is then their Business pass); the previous owner stays as a manager.
 */
export async function transferOwnership(deps: Deps, member: Member, userId: string) {
  requireTeam(member);
  if (userId === member.id) throw conflict({ key: "errors.teams.alreadyOwner" }, "already_owner");
  const target = await findTeamMember(deps, member, userId);
  await transferTeam(deps.database.db, member.workspaceId, member.id, userId);
  await sessionsChanged(deps.database.db, userId);
  await sessionsChanged(deps.database.db, member.id);
  await recordActivity(deps.database.db, {
    workspaceId: member.workspaceId,
    actorId: member.id,
    action: "handed the team to",
    subject: target.email,
  });
  return presentMember({ ...target, role: "owner" });
}

/**
 * Whether an account may be deleted as far as its teams go: an owner whose team has other
 * members must hand it over or remove them first, so no one loses the team's work without
 * a say. A team with no one else goes with the account.
 */
export async function teamsBlockingDeletion(deps: Deps, userId: string): Promise<Message | null> {
  const teams = (await listOwnedTeamsWithMembers(deps.database.db, userId)).filter((team) => team.others > 0);
  const [first] = teams;
  if (!first) return null;
  return {
    key: "errors.teamHasMembers",
    values: { team: first.name ?? { key: "errors.teamUnnamed" }, others: first.others },
  };
}

/** Before a purge: the account's work in others' teams stays with those teams. */
export async function keepWorkInTeams(deps: Deps, userId: string) {
  await handOverWorkToTeams(deps.database.db, userId);
}

/** The admin's user detail: the teams the account is in, with seats (issue 29). */
export async function adminTeamsOf(deps: Deps, userId: string) {
  const rows = await listTeamsOf(deps.database.db, userId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? "Team",
    role: row.role,
    ownerEmail: row.ownerEmail,
    seatsUsed: Number(row.others) + Number(row.pending),
    seats: deps.config.teams.seats,
  }));
}

/** The admin's Subscriptions tab: teams now. */
export async function adminTeamTotals(deps: Deps) {
  const totals = await teamTotals(deps.database.db);
  return {
    count: Number(totals.teams),
    members: Number(totals.members),
    pendingInvitations: Number(totals.pending),
    seatsPerTeam: deps.config.teams.seats,
  };
}

/** A person's name as the team shows it: first and last name, else their e-mail. */
export const memberName = displayName;

/** A line in a team's activity log, written in the caller's transaction (posts' approvals use it). */
export async function recordTeamActivity(
  db: Db,
  values: { workspaceId: string; actorId: string; action: string; subject: string },
) {
  await recordActivity(db, values);
}

/**
 * Who hears about a team's post (approvals' notices, decision 761): the team's name and its
 * members with their roles and addresses; undefined for a personal workspace or none.
 */
export async function teamAudience(deps: Deps, workspaceId: string) {
  const db = deps.database.db;
  const team = await findTeam(db, workspaceId);
  if (!team) return undefined;
  const members = await listMembers(db, workspaceId);
  return { name: team.name ?? "Team", members };
}
