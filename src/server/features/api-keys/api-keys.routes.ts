import type { FastifyInstance } from "fastify";
import { apiKeysRoutes as declared } from "#contract/route-table.ts";
import type { Deps } from "#server/deps.ts";
import { serveRoute } from "#server/route.ts";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys.service.ts";

/** The account page's API keys (issue 19): the active workspace's — list, create (shown once), revoke; a manager or the owner. */
export function apiKeysRoutes(app: FastifyInstance, deps: Deps) {
  serveRoute(app, declared.list, async (_input, request, reply) => {
    reply.header("cache-control", "no-store");
    return listApiKeys(deps, request.member);
  });

  serveRoute(app, declared.create, async ({ body }, request, reply) => {
    const created = await createApiKey(deps, request.member, body);
    return reply.code(201).header("cache-control", "no-store").send(created);
  });

  serveRoute(app, declared.revoke, async ({ params: { id } }, request) => revokeApiKey(deps, request.member, id));
}
