import type { FastifyInstance } from "fastify";
import { teamsRoutes as declared } from "#contract/route-table.ts";
import type { Deps } from "#server/deps.ts";
import { replyLanguage } from "#server/plugins/errors.ts";
import { serveRoute } from "#server/route.ts";
import {
  acceptInvitation,
  changeRole,
  createTeam,
  getTeam,
  invite,
  listWorkspaces,
  removeMember,
  switchWorkspace,
  transferOwnership,
  withdrawInvitation,
} from "./teams.service.ts";

/** Workspaces and teams (issue 29, decision 760). */
export function teamsRoutes(app: FastifyInstance, deps: Deps) {
  serveRoute(app, declared.workspaces, async (_input, request, reply) => {
    reply.header("cache-control", "no-store");
    return listWorkspaces(deps, request.user, request.session);
  });
  serveRoute(app, declared.switchWorkspace, async ({ body }, request) =>
    switchWorkspace(deps, request.user, request.session, body.workspaceId),
  );
  serveRoute(app, declared.createTeam, async ({ body }, request, reply) =>
    reply.code(201).send(await createTeam(deps, request.user, request.session, body.name)),
  );
  serveRoute(app, declared.team, async (_input, request, reply) => {
    reply.header("cache-control", "no-store");
    return getTeam(deps, request.member);
  });
  serveRoute(app, declared.invite, async ({ body }, request, reply) =>
    reply.code(201).send(await invite(deps, request.member, body, replyLanguage(request))),
  );
  serveRoute(app, declared.withdrawInvitation, async ({ params }, request, reply) => {
    await withdrawInvitation(deps, request.member, params.id);
    return reply.code(204).send();
  });
  serveRoute(app, declared.acceptInvitation, async ({ body }, request) =>
    acceptInvitation(deps, request.user, request.session, body.token),
  );
  serveRoute(app, declared.changeRole, async ({ params, body }, request) =>
    changeRole(deps, request.member, params.userId, body.role),
  );
  serveRoute(app, declared.transferOwnership, async ({ body }, request) =>
    transferOwnership(deps, request.member, body.userId),
  );
  serveRoute(app, declared.removeMember, async ({ params }, request, reply) => {
    await removeMember(deps, request.member, params.userId);
    return reply.code(204).send();
  });
}
