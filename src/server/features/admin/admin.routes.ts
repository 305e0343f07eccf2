import type { FastifyInstance } from "fastify";
import { adminStatsQuerySchema, adminUsersQuerySchema } from "../../../contract/admin.ts";
import type { Deps } from "../../deps.ts";
import { validate } from "../../errors.ts";
import { requireAdmin } from "../accounts/sessions.ts";
import { getStats, listUsers } from "./admin.service.ts";

/** The admin dashboard's data (spec §7); the role is checked before anything else on every call. */
export function adminRoutes(app: FastifyInstance, deps: Deps) {
  app.get("/api/admin/users", async (request, reply) => {
    await requireAdmin(deps, request, reply);
    const query = validate(adminUsersQuerySchema, request.query);
    reply.header("cache-control", "no-store");
    return listUsers(deps, query);
  });

  app.get("/api/admin/stats", async (request, reply) => {
    await requireAdmin(deps, request, reply);
    const { range } = validate(adminStatsQuerySchema, request.query);
    reply.header("cache-control", "no-store");
    return getStats(deps, range);
  });
}
