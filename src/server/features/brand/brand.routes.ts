import type { FastifyInstance } from "fastify";
import { brandRoutes as declared } from "#contract/route-table.ts";
import type { Deps } from "#server/deps.ts";
import { replyLanguage } from "#server/plugins/errors.ts";
import { serveRoute } from "#server/route.ts";
import {
  addBrandExample,
  addExampleFromPost,
  addVoiceStyle,
  deleteBrandExample,
  deleteVoiceStyle,
  listBrandExamples,
  listVoiceStyles,
  updateVoiceStyle,
} from "./brand.service.ts";

/** AI Training (spec §2, §7): the active workspace's brand examples and voice styles, by role. */
export function brandRoutes(app: FastifyInstance, deps: Deps) {
  serveRoute(app, declared.examples, async (_input, request, reply) => {
    reply.header("cache-control", "no-store");
    return listBrandExamples(deps, request.member);
  });

  serveRoute(app, declared.addExample, async ({ body }, request, reply) => {
    const item = await addBrandExample(deps, request.member, body);
    return reply.code(201).send(item);
  });

  serveRoute(app, declared.exampleFromPost, async ({ params: { id } }, request, reply) => {
    const answer = await addExampleFromPost(deps, request.member, id, replyLanguage(request));
    return reply.code(answer.added ? 201 : 200).send(answer);
  });

  serveRoute(app, declared.deleteExample, async ({ params: { id } }, request, reply) => {
    await deleteBrandExample(deps, request.member, id);
    return reply.code(204).send();
  });

  serveRoute(app, declared.voiceStyles, async (_input, request, reply) => {
    reply.header("cache-control", "no-store");
    return listVoiceStyles(deps, request.member);
  });

  serveRoute(app, declared.addVoiceStyle, async ({ body }, request, reply) => {
    const style = await addVoiceStyle(deps, request.member, body);
    return reply.code(201).send(style);
  });

  serveRoute(app, declared.updateVoiceStyle, async ({ params: { id }, body }, request) =>
    updateVoiceStyle(deps, request.member, id, body),
  );

  serveRoute(app, declared.deleteVoiceStyle, async ({ params: { id } }, request, reply) => {
    await deleteVoiceStyle(deps, request.member, id);
    return reply.code(204).send();
  });
}
