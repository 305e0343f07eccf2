import type { FastifyInstance } from "fastify";
import { contactRequestSchema } from "#contract/contact.ts";
import { clientAddress, clientAddressKey } from "#server/client-address.ts";
import type { Deps } from "#server/deps.ts";
import { validate } from "#server/errors.ts";
import { requireContactAllowance, sendContactMessage } from "./contact.service.ts";

/** POST /api/contact: the contact form (spec §5). */
export function contactRoutes(app: FastifyInstance, deps: Deps) {
  app.post("/api/contact", { config: { access: "anonymous" } }, async (request, reply) => {
    await requireContactAllowance(deps, clientAddressKey(request));
    const input = validate(contactRequestSchema, request.body);
    await sendContactMessage(deps, input, clientAddress(request), request.log);
    return reply.code(201).send({ message: "Thanks! Your message has been sent. We'll reply within 24 hours." });
  });
}
