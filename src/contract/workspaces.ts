import { z } from "zod";
import { emailSchema } from "./auth.ts";
import { line } from "./text.ts";

/**
 * Workspaces and teams (issue 29, decision 760). Every account has a personal workspace; a
 * Business owner may create teams. Roles, from most to least:
 * - owner: billing, members, everything;
 * - manager: everything but billing and deleting the team; approves, schedules, publishes;
 * - creator: uploads, writes, edits, saves drafts, submits for approval;
 * - viewer: reads only.
 */
export const TEAM_ROLES = ["owner", "manager", "creator", "viewer"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The roles an invitation or a role change may give (ownership is never handed out this way). */
export const INVITABLE_ROLES = ["manager", "creator", "viewer"] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

const RANK: Record<TeamRole, number> = { viewer: 0, creator: 1, manager: 2, owner: 3 };

/** Whether `role` may do what `needed` may (owner ⊃ manager ⊃ creator ⊃ viewer). */
export const roleAtLeast = (role: TeamRole, needed: TeamRole) => RANK[role] >= RANK[needed];

export const ROLE_LABELS: Record<TeamRole, string> = {
  owner: "Owner",
  manager: "Manager",
  creator: "Creator",
  viewer: "Viewer",
};

export const TEAM_NAME_MAX_CHARS = 60;
/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

export const workspaceIdSchema = z.uuid({ error: "Choose a workspace" });

/** PUT /api/session/workspace */
export const switchWorkspaceSchema = z.object({ workspaceId: workspaceIdSchema }).strict();

/** POST /api/teams */
export const createTeamSchema = z
  .object({
    name: line({ error: "Give the team a name" })
      .trim()
      .min(1, "Give the team a name")
      .max(TEAM_NAME_MAX_CHARS, `A team's name can be at most ${TEAM_NAME_MAX_CHARS} characters`),
  })
  .strict();

const roleSchema = z.enum(INVITABLE_ROLES, { error: "The role is manager, creator or viewer" });

/** POST /api/team/invitations */
export const inviteSchema = z
  .object({
    email: emailSchema,
    role: roleSchema,
  })
  .strict();

/** POST /api/team/invitations/accept */
export const acceptInvitationSchema = z
  .object({
    token: line({ error: "The invitation link is not valid" })
      .min(20, "The invitation link is not valid")
      .max(200, "The invitation link is not valid"),
  })
  .strict();

/** POST /api/team/transfer: the owner hands the team to a member (and stays as a manager). */
export const transferOwnershipSchema = z.object({ userId: z.uuid({ error: "Choose a member" }) }).strict();

/** PATCH /api/team/members/:userId */
export const memberRoleSchema = z.object({ role: roleSchema }).strict();
export const memberParamsSchema = z.object({ userId: z.uuid() });
export const invitationParamsSchema = z.object({ id: z.uuid() });

export const workspaceSchema = z.object({
  id: z.uuid(),
  kind: z.enum(["personal", "team"]),
  /** The team's name, or "Personal" for one's own. */
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  active: z.boolean(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

/** GET /api/workspaces */
export const workspacesSchema = z.object({
  workspaces: z.array(workspaceSchema),
  /** Whether the caller may create a team now (a running Business pass). */
  canCreateTeam: z.boolean(),
});
export type Workspaces = z.infer<typeof workspacesSchema>;

export const teamMemberSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(TEAM_ROLES),
  joinedAt: z.iso.datetime(),
});

export const teamInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  expiresAt: z.iso.datetime(),
});

export const teamActivitySchema = z.object({
  at: z.iso.datetime(),
  actor: z.string().nullable(),
  action: z.string(),
  subject: z.string(),
});

/** GET /api/team: the active team. */
export const teamSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  seats: z.object({ used: z.number().int(), limit: z.number().int() }),
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
  activity: z.array(teamActivitySchema),
});
export type Team = z.infer<typeof teamSchema>;

/** POST /api/team/invitations: the invitation made (the link itself goes only by e-mail). */
export const invitationCreatedSchema = teamInvitationSchema;

/** POST /api/team/invitations/accept */
export const invitationAcceptedSchema = z.object({ workspace: workspaceSchema });
