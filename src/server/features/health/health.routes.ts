import type { FastifyInstance } from "fastify";
import type { Deps } from "#server/deps.ts";

/** Liveness (the process answers) and readiness (the database answers and is migrated). */
export function healthRoutes(app: FastifyInstance, { database }: Deps) {
  app.get("/healthz", { config: { access: "anonymous" } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" };
  });

  app.get("/readyz", { config: { access: "anonymous" } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    const ready = await database.isReady();
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "not_ready", database: database.kind });
  });
}
