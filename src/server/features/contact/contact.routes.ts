import type { FastifyInstance } from "fastify";
import { contactRoutes as declared } from "#contract/route-table.ts";
import { clientAddress, clientAddressKey } from "#server/client-address.ts";
import type { Deps } from "#server/deps.ts";
import { replyLanguage } from "#server/plugins/errors.ts";
import { serveRoute } from "#server/route.ts";
import { requireContactAllowance, sendContactMessage } from "./contact.service.ts";

/** POST /api/contact: the contact form (spec §5). */
export function contactRoutes(app: FastifyInstance, deps: Deps) {
  serveRoute(
    app,
    declared.send,
    async ({ body: input }, request, reply) => {
      await sendContactMessage(deps, input, clientAddress(request), request.log, replyLanguage(request));
      return reply.code(201).send({ message: "Thanks! Your message has been sent. We'll reply within 24 hours." });
    },
    // Every message counts against the address's allowance, one with a bad field too.
    { before: (request) => requireContactAllowance(deps, clientAddressKey(request)) },
  );
}
