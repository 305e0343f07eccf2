import type { FastifyInstance } from "fastify";
import { healthRoutes as declared } from "#contract/route-table.ts";
import type { Deps } from "#server/deps.ts";
import { serveRoute } from "#server/route.ts";

/** Liveness (the process answers) and readiness (the database answers and is migrated). */
export function healthRoutes(app: FastifyInstance, { database }: Deps) {
  serveRoute(app, declared.alive, async (_input, _request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" as const };
  });

  serveRoute(app, declared.ready, async (_input, _request, reply) => {
    reply.header("cache-control", "no-store");
    const ready = await database.isReady();
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "not_ready", database: database.kind });
  });
}
