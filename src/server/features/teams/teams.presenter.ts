import type { TeamRole, Workspace } from "#contract/workspaces.ts";
import type { TeamInvitationRow } from "#server/db/schema/index.ts";

/** A workspace as the switcher lists it; a personal one is called "Personal". */
export const presentWorkspace = (
  row: { id: string; kind: "personal" | "team"; name: string | null; role: TeamRole },
  activeId: string,
): Workspace => ({
  id: row.id,
  kind: row.kind,
  name: row.kind === "personal" ? "Personal" : (row.name ?? "Team"),
  role: row.role,
  active: row.id === activeId,
});

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ") || null;

export const presentMember = (row: {
  userId: string;
  role: TeamRole;
  joinedAt: Date;
  email: string;
  firstName: string | null;
  lastName: string | null;
}) => ({
  userId: row.userId,
  email: row.email,
  name: fullName(row.firstName, row.lastName),
  role: row.role,
  joinedAt: row.joinedAt.toISOString(),
});

export const presentInvitation = (row: TeamInvitationRow) => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expiresAt: row.expiresAt.toISOString(),
});

export const presentActivity = (row: {
  at: Date;
  action: string;
  subject: string;
  actorEmail: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
}) => ({
  at: row.at.toISOString(),
  actor: fullName(row.actorFirstName, row.actorLastName) ?? row.actorEmail,
  action: row.action,
  subject: row.subject,
});
