import type { FastifyInstance } from "fastify";
import type { FestivalsResponse } from "#contract/festivals.ts";
import { festivalsRoutes as declared } from "#contract/route-table.ts";
import { serveRoute } from "#server/route.ts";
import { festivalsBetween } from "./festivals.service.ts";

/** GET /api/festivals: India's festivals in a range of days for a language's region (issue 28). */
export function festivalsRoutes(app: FastifyInstance) {
  serveRoute(app, declared.between, async ({ query }, _request, reply) => {
    const response: FestivalsResponse = { ...query, festivals: festivalsBetween(query) };
    // The same days always answer the same festivals; an hour keeps a moved moon-sighted date fresh enough.
    reply.header("cache-control", "private, max-age=3600");
    return response;
  });
}
