import type { FastifyInstance } from "fastify";
import { analyticsBatchSchema } from "#contract/analytics.ts";
import { clientAddressKey } from "#server/client-address.ts";
import type { Deps } from "#server/deps.ts";
import { validate } from "#server/errors.ts";
import { recordBatch, requireAnalyticsAllowance } from "./analytics.service.ts";

/**
 * POST /api/analytics: the app's own analytics tag (spec §7, decision 553). Anonymous by
 * declaration and by design: the handler never looks at a cookie or a session, and stores
 * only per-day counts of known pages and events.
 */
export function analyticsRoutes(app: FastifyInstance, deps: Deps) {
  // The path is ANALYTICS_ENDPOINT of analytics-values.ts, written out for the route crawlers.
  app.post("/api/analytics", { config: { access: "anonymous" } }, async (request, reply) => {
    await requireAnalyticsAllowance(deps, clientAddressKey(request));
    const batch = validate(analyticsBatchSchema, request.body);
    await recordBatch(deps, batch);
    return reply.code(204).header("cache-control", "no-store").send();
  });
}
