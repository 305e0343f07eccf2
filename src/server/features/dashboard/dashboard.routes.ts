import type { FastifyInstance } from "fastify";
import type { Deps } from "#server/deps.ts";
import { readDashboardStats } from "./dashboard.service.ts";

/** The signed-in dashboard's stat cards and plan counters. */
export function dashboardRoutes(app: FastifyInstance, deps: Deps) {
  app.get("/api/dashboard", { config: { access: "user" } }, async (request, reply) => {
    const { user } = request;
    reply.header("cache-control", "no-store");
    return readDashboardStats(deps, user);
  });
}
