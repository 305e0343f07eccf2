import type { FastifyInstance } from "fastify";
import { adminRoutes as declared } from "#contract/route-table.ts";
import type { Deps } from "#server/deps.ts";
import { serveRoute } from "#server/route.ts";
import { listAuditLog } from "../audit/audit.service.ts";
import { disableUser, enableUser, getUserDetail, grantPass, listUsers, refundPayment } from "./admin-users.service.ts";

/** The admin's Users tab and audit log (decisions 570–572): admins only, never cached. */
export function adminUsersRoutes(app: FastifyInstance, deps: Deps) {
  serveRoute(app, declared.users, async ({ query }, _request, reply) => {
    reply.header("cache-control", "no-store");
    return listUsers(deps, query);
  });

  serveRoute(app, declared.user, async ({ params: { id } }, _request, reply) => {
    reply.header("cache-control", "no-store");
    return getUserDetail(deps, id);
  });

  serveRoute(app, declared.grantPass, async ({ params: { id }, body }, request) =>
    grantPass(deps, request.user, id, body),
  );

  serveRoute(app, declared.disable, async ({ params: { id }, body: { reason } }, request) =>
    disableUser(deps, request.user, id, reason),
  );

  serveRoute(app, declared.enable, async ({ params: { id }, body: { reason } }, request) =>
    enableUser(deps, request.user, id, reason),
  );

  serveRoute(app, declared.refund, async ({ params: { id, orderId }, body: { reason } }, request) =>
    refundPayment(deps, request.user, id, orderId, reason),
  );

  serveRoute(app, declared.audit, async ({ query }, _request, reply) => {
    reply.header("cache-control", "no-store");
    return listAuditLog(deps, query);
  });
}
