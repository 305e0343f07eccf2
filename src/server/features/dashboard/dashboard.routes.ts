import type { FastifyInstance } from "fastify";
import { dashboardRoutes as declared } from "#contract/route-table.ts";
import type { Deps } from "#server/deps.ts";
import { serveRoute } from "#server/route.ts";
import { getResultsBreakdown } from "../instagram/instagram.service.ts";
import { readDashboardStats } from "./dashboard.service.ts";

/** The active workspace's dashboard: stat cards and plan counters, and the results' breakdown. */
export function dashboardRoutes(app: FastifyInstance, deps: Deps) {
  serveRoute(app, declared.stats, async (_input, request, reply) => {
    reply.header("cache-control", "no-store");
    return readDashboardStats(deps, request.member);
  });

  serveRoute(app, declared.results, async (_input, request, reply) => {
    reply.header("cache-control", "no-store");
    return getResultsBreakdown(deps, request.member);
  });
}
