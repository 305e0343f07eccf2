import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type AdminRange, adminStatsQuerySchema } from "#contract/admin.ts";
import type { Deps } from "#server/deps.ts";
import { validate } from "#server/errors.ts";
import { getContent, getStats, getSubscriptions, getTraffic } from "./stats.service.ts";

/**
 * The admin dashboard's figures (spec §2, §3, §7; decision 551): Analytics (stats and
 * traffic), Content and Subscriptions, each for ?range=24h|7d|30d|90d. Declared admin: the
 * access guard answers 401/403 before the range is looked at. Each route is written out (not
 * made in a loop) so the tests that read routes from the source find them.
 */
export function adminStatsRoutes(app: FastifyInstance, deps: Deps) {
  const answer =
    <T>(figures: (deps: Deps, range: AdminRange) => Promise<T>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { range } = validate(adminStatsQuerySchema, request.query);
      reply.header("cache-control", "no-store");
      return figures(deps, range);
    };
  app.get("/api/admin/stats", { config: { access: "admin" } }, answer(getStats));
  app.get("/api/admin/traffic", { config: { access: "admin" } }, answer(getTraffic));
  app.get("/api/admin/content", { config: { access: "admin" } }, answer(getContent));
  app.get("/api/admin/subscriptions", { config: { access: "admin" } }, answer(getSubscriptions));
}
