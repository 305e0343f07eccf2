import type { FastifyInstance } from "fastify";
import { demoRequestSchema } from "#contract/demo.ts";
import { clientAddressKey } from "#server/client-address.ts";
import type { Deps } from "#server/deps.ts";
import { validate } from "#server/errors.ts";
import { createDemoService, type DemoService } from "./demo.service.ts";

/** The no-login demo (spec §7). The body may carry a 5 MB photo as base64. */
export function demoRoutes(app: FastifyInstance, deps: Deps, service: DemoService = createDemoService(deps)) {
  app.post("/api/demo-generate-caption", { config: { access: "anonymous" }, bodyLimit: 7_500_000 }, async (request) => {
    return service.generate(validate(demoRequestSchema, request.body), clientAddressKey(request));
  });
}
