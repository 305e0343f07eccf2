import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { loginPathReturningTo } from "#contract/return-path.ts";
import type { InvitableRole, TeamRole } from "#contract/workspaces.ts";
import { apiGet, apiRequest } from "#web/lib/api.ts";
import { LOGOUT_URL } from "#web/lib/auth.ts";

export const WORKSPACES_QUERY_KEY = ["/api/workspaces"] as const;
export const TEAM_QUERY_KEY = ["/api/team"] as const;

/** GET /api/workspaces: the caller's workspaces (the active one marked) and whether they may create a team. */
export const useWorkspaces = () =>
  useQuery({ queryKey: WORKSPACES_QUERY_KEY, queryFn: ({ signal }) => apiGet("/api/workspaces", { signal }) });

/**
 * What the caller may do where they work now: the active workspace's kind and role. Until it is
 * known, `known` is false (controls only an owner or manager may use stay hidden); if it cannot
 * be read, the account's own workspace is assumed — the server checks every step anyway.
 */
export function useActiveWorkspace(): { known: boolean; kind: "personal" | "team"; role: TeamRole } {
  const { data, isError } = useWorkspaces();
  const active = data?.workspaces.find((workspace) => workspace.active);
  if (active) return { known: true, kind: active.kind, role: active.role };
  return { known: isError, kind: "personal", role: "owner" };
}

/** GET /api/team: the active team (asked only while a team is active). */
export const useTeam = (enabled: boolean) =>
  useQuery({ queryKey: TEAM_QUERY_KEY, queryFn: ({ signal }) => apiGet("/api/team", { signal }), enabled });

/**
 * After the active workspace changed (switch, new team, accepted invitation) every list, quota
 * and upload follows it: every cached answer is marked stale, and those on screen are asked again.
 */
export function useWorkspaceChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

/** PUT /api/session/workspace: this session works in another workspace. */
export const useSwitchWorkspace = () =>
  useMutation({
    mutationFn: async (workspaceId: string) =>
      (await apiRequest("PUT", "/api/session/workspace", { workspaceId })).json(),
  });

/** POST /api/teams: a Business owner's new team, which becomes the active workspace. */
export const useCreateTeam = () =>
  useMutation({
    mutationFn: async (name: string) => (await apiRequest("POST", "/api/teams", { name })).json(),
  });

/** POST /api/team/invitations/accept: the signed-in account joins; the session moves to the team. */
export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: async (token: string) => (await apiRequest("POST", "/api/team/invitations/accept", { token })).json(),
  });

/** A change to the active team; the team is read again afterwards. */
function useTeamMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}

/** POST /api/team/invitations: the invitation e-mail goes out with a single-use link. */
export const useInvite = () =>
  useTeamMutation(async (input: { email: string; role: InvitableRole }) =>
    (await apiRequest("POST", "/api/team/invitations", input)).json(),
  );

/** DELETE /api/team/invitations/{id}: the link stops working. */
export const useWithdrawInvitation = () =>
  useTeamMutation(async (id: string) => {
    await apiRequest("DELETE", `/api/team/invitations/${id}`);
  });

/** PATCH /api/team/members/{userId}: the owner gives a member another role. */
export const useChangeRole = () =>
  useTeamMutation(async (input: { userId: string; role: InvitableRole }) =>
    (await apiRequest("PATCH", `/api/team/members/${input.userId}`, { role: input.role })).json(),
  );

/** DELETE /api/team/members/{userId}: the owner removes a member, or a member leaves. */
export const useRemoveMember = () =>
  useTeamMutation(async (userId: string) => {
    await apiRequest("DELETE", `/api/team/members/${userId}`);
  });

/**
 * GET /api/logout, then the sign-in page returning to `path`: for an invitation opened while
 * signed in with another address, so the right account can come back to the same link.
 */
export async function signOutAndReturnTo(path: string) {
  await apiRequest("GET", LOGOUT_URL);
  window.location.assign(loginPathReturningTo(path));
}
