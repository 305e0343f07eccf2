import type { FastifyInstance } from "fastify";
import { demoRoutes as declared } from "#contract/route-table.ts";
import { clientAddressKey } from "#server/client-address.ts";
import type { Deps } from "#server/deps.ts";
import { serveRoute } from "#server/route.ts";
import { createDemoService, type DemoService } from "./demo.service.ts";

/** The no-login demo (spec §7). The body may carry a 5 MB photo as base64. */
export function demoRoutes(app: FastifyInstance, deps: Deps, service: DemoService = createDemoService(deps)) {
  serveRoute(app, declared.generate, async ({ body }, request) => service.generate(body, clientAddressKey(request)), {
    bodyLimit: 7_500_000,
  });
}
