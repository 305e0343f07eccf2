import type { FastifyInstance } from "fastify";
import { type FestivalsResponse, festivalsQuerySchema } from "#contract/festivals.ts";
import { validate } from "#server/errors.ts";
import { festivalsBetween } from "./festivals.service.ts";

/** GET /api/festivals: India's festivals in a range of days for a language's region (issue 28). */
export function festivalsRoutes(app: FastifyInstance) {
  app.get("/api/festivals", { config: { access: "user" } }, async (request, reply) => {
    const query = validate(festivalsQuerySchema, request.query);
    const response: FestivalsResponse = { ...query, festivals: festivalsBetween(query) };
    // The same days always answer the same festivals; an hour keeps a moved moon-sighted date fresh enough.
    reply.header("cache-control", "private, max-age=3600");
    return response;
  });
}
