import type { FastifyInstance } from "fastify";
import { adminStatsQuerySchema, adminUsersQuerySchema } from "../../../contract/admin.ts";
import type { Deps } from "../../deps.ts";
import { validate } from "../../errors.ts";
import { getStats, listMail, listUsers } from "./admin.service.ts";

/** The admin dashboard's data (spec §7); the role is checked before anything else on every call. */
export function adminRoutes(app: FastifyInstance, deps: Deps) {
  app.get("/api/admin/users", { config: { access: "admin" } }, async (request, reply) => {
    const query = validate(adminUsersQuerySchema, request.query);
    reply.header("cache-control", "no-store");
    return listUsers(deps, query);
  });

  app.get("/api/admin/stats", { config: { access: "admin" } }, async (request, reply) => {
    const { range } = validate(adminStatsQuerySchema, request.query);
    reply.header("cache-control", "no-store");
    return getStats(deps, range);
  });

  // The outbox: every e-mail the app wrote, reset and sign-in links included, so admins only.
  app.get("/api/admin/mail", { config: { access: "admin" } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return listMail(deps);
  });
}
