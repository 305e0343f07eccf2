import type { FastifyInstance } from "fastify";
import { contactRoutes as declared } from "#contract/route-table.ts";
import { clientAddress, clientAddressKey } from "#server/client-address.ts";
import type { Deps } from "#server/deps.ts";
import { translate } from "#server/i18n.ts";
import { replyLanguage } from "#server/plugins/errors.ts";
import { serveRoute } from "#server/route.ts";
import { requireContactAllowance, sendContactMessage } from "./contact.service.ts";

/** POST /api/contact: the contact form (spec §5). */
export function contactRoutes(app: FastifyInstance, deps: Deps) {
  serveRoute(
    app,
    declared.send,
    async ({ body: input }, request, reply) => {
      await sendContactMessage(deps, input, clientAddress(request), request.log);
      return reply.code(201).send({ message: translate(replyLanguage(request), { key: "contact.sent" }) });
    },
    // Every message counts against the address's allowance, one with a bad field too.
    { before: (request) => requireContactAllowance(deps, clientAddressKey(request)) },
  );
}
