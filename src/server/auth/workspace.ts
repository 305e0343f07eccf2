import type { TeamRole } from "#contract/workspaces.ts";
import type { SessionRow, UserRow } from "../db/schema/users.ts";

type Plan = UserRow["subscriptionStatus"];

/** The plan whose pass keeps a team working. */
export const TEAM_PLAN = "business" as const;

/**
 * The workspace a request acts in (issue 29, decision 760): the session's active one while the
 * account is still a member of it, else the account's personal workspace (same id as the
 * account). Its plan is its owner's: every quota, limit and plan feature follows the workspace.
 */
export interface ActiveWorkspace {
  id: string;
  kind: "personal" | "team";
  /** A team's name; null for a personal workspace. */
  name: string | null;
  role: TeamRole;
  ownerId: string;
  plan: Plan;
  /**
   * A team whose owner has no running Business pass (or can no longer act): read-only for
   * everyone until the owner renews — nothing is written or published; the owner still
   * manages members (decision 760).
   */
  lapsed: boolean;
}

/** The membership row the session query joins for the session's active workspace (all null when none). */
export interface ActiveMembership {
  role: TeamRole | null;
  kind: "personal" | "team" | null;
  name: string | null;
  ownerId: string | null;
  ownerPlan: Plan | null;
  /** The owner can no longer act (disabled or deleted): the team keeps no plan. */
  ownerInactive: boolean | null;
}

export const personalWorkspace = (user: UserRow): ActiveWorkspace => ({
  id: user.id,
  kind: "personal",
  name: null,
  role: "owner",
  ownerId: user.id,
  plan: user.subscriptionStatus,
  lapsed: false,
});

/** The active workspace from a session, its account and the joined membership. */
export function activeWorkspace(
  user: UserRow,
  session: SessionRow,
  membership: ActiveMembership | null,
): ActiveWorkspace {
  const id = session.activeWorkspaceId;
  if (!id || id === user.id || !membership?.role || !membership.kind || !membership.ownerId)
    return personalWorkspace(user);
  const plan = membership.ownerInactive ? "free" : (membership.ownerPlan ?? "free");
  return {
    id,
    kind: membership.kind,
    name: membership.name,
    role: membership.role,
    ownerId: membership.ownerId,
    plan,
    lapsed: membership.kind === "team" && plan !== TEAM_PLAN,
  };
}

/**
 * The caller as a workspace member: the account, acting in `workspace` under its plan
 * (`subscriptionStatus` is the workspace's plan, its owner's), with `workspaceId` for every
 * query of the workspace's things and `id` for who did it. Read as `request.member` on routes
 * that declare a role.
 */
export type Member = UserRow & { workspaceId: string; role: TeamRole; workspace: ActiveWorkspace };

export const memberOf = (user: UserRow, workspace: ActiveWorkspace): Member => ({
  ...user,
  subscriptionStatus: workspace.plan,
  workspaceId: workspace.id,
  role: workspace.role,
  workspace,
});
