import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { createApiKeySchema } from "#contract/api-keys.ts";
import type { Deps } from "#server/deps.ts";
import { validate } from "#server/errors.ts";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys.service.ts";

const idParams = z.object({ id: z.uuid("API key not found.") });

/** The account page's API keys (issue 19): list, create (shown once), revoke. Signed-in owner only. */
export function apiKeysRoutes(app: FastifyInstance, deps: Deps) {
  app.get("/api/api-keys", { config: { access: "user" } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return listApiKeys(deps, request.user);
  });

  app.post("/api/api-keys", { config: { access: "user" } }, async (request, reply) => {
    const created = await createApiKey(deps, request.user, validate(createApiKeySchema, request.body));
    return reply.code(201).header("cache-control", "no-store").send(created);
  });

  app.delete("/api/api-keys/:id", { config: { access: "user" } }, async (request) => {
    const { id } = validate(idParams, request.params);
    return revokeApiKey(deps, request.user, id);
  });
}
