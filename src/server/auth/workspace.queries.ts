import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users, workspaceMembers, workspaces } from "../db/schema/index.ts";
import type { UserRow } from "../db/schema/users.ts";
import type { ActiveWorkspace } from "./workspace.ts";

// The membership check of the access guard for API keys (issue 29): shared server code,
// because every key route reads it (decision 020).

/** An account's membership of a workspace, with the workspace's owner (whose pass gives its plan). */
export async function findMembership(
  db: Db,
  workspaceId: string,
  userId: string,
): Promise<{ workspace: Omit<ActiveWorkspace, "plan" | "lapsed">; owner: UserRow } | undefined> {
  const [row] = await db
    .select({
      role: workspaceMembers.role,
      kind: workspaces.kind,
      name: workspaces.name,
      ownerId: workspaces.ownerId,
      owner: users,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  if (!row) return undefined;
  const { owner, ...rest } = row;
  return { workspace: { id: workspaceId, ...rest }, owner };
}
