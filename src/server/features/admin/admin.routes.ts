import type { FastifyInstance } from "fastify";
import { adminRoutes as declared } from "#contract/route-table.ts";
import type { Deps } from "#server/deps.ts";
import { serveRoute } from "#server/route.ts";
import { listMail } from "./admin.service.ts";

/**
 * The admin dashboard's data (spec §7); the role is checked before anything else on every call.
 * The figures of the Analytics, Content and Subscriptions tabs: stats.routes.ts; the Users
 * tab, its actions and the audit log: admin-users.routes.ts.
 */
export function adminRoutes(app: FastifyInstance, deps: Deps) {
  // The outbox: every e-mail the app wrote, reset and sign-in links included, so admins only.
  serveRoute(app, declared.mail, async (_input, _request, reply) => {
    reply.header("cache-control", "no-store");
    return listMail(deps);
  });
}
