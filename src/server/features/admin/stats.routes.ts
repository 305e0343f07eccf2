import type { FastifyInstance, FastifyReply } from "fastify";
import type { AdminRange } from "#contract/admin.ts";
import { adminRoutes as declared } from "#contract/route-table.ts";
import type { Deps } from "#server/deps.ts";
import { serveRoute } from "#server/route.ts";
import { getContent, getStats, getSubscriptions, getTraffic } from "./stats.service.ts";

/**
 * The admin dashboard's figures (spec §2, §3, §7; decision 551): Analytics (stats and
 * traffic), Content and Subscriptions, each for ?range=24h|7d|30d|90d. Declared admin: the
 * access guard answers 401/403 before the range is looked at.
 */
export function adminStatsRoutes(app: FastifyInstance, deps: Deps) {
  const answer =
    <T>(figures: (deps: Deps, range: AdminRange) => Promise<T>) =>
    async ({ query: { range } }: { query: { range: AdminRange } }, _request: unknown, reply: FastifyReply) => {
      reply.header("cache-control", "no-store");
      return figures(deps, range);
    };
  serveRoute(app, declared.stats, answer(getStats));
  serveRoute(app, declared.traffic, answer(getTraffic));
  serveRoute(app, declared.content, answer(getContent));
  serveRoute(app, declared.subscriptions, answer(getSubscriptions));
}
