import type { FastifyInstance } from "fastify";
import { analyticsRoutes as declared } from "#contract/route-table.ts";
import { clientAddressKey } from "#server/client-address.ts";
import type { Deps } from "#server/deps.ts";
import { serveRoute } from "#server/route.ts";
import { recordBatch, requireAnalyticsAllowance } from "./analytics.service.ts";

/**
 * POST /api/analytics: the app's own analytics tag (spec §7, decision 553). Public by
 * declaration and by design: the handler never looks at a cookie or a session, and stores
 * only per-day counts of known pages and events.
 */
export function analyticsRoutes(app: FastifyInstance, deps: Deps) {
  serveRoute(
    app,
    declared.batch,
    async ({ body: batch }, _request, reply) => {
      await recordBatch(deps, batch);
      return reply.code(204).header("cache-control", "no-store").send();
    },
    // Every batch counts against the address's allowance, a malformed one too.
    { before: (request) => requireAnalyticsAllowance(deps, clientAddressKey(request)) },
  );
}
