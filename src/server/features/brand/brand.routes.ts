import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { createBrandExampleSchema, createVoiceStyleSchema, updateVoiceStyleSchema } from "#contract/brand.ts";
import type { Deps } from "#server/deps.ts";
import { validate } from "#server/errors.ts";
import {
  addBrandExample,
  addVoiceStyle,
  deleteBrandExample,
  deleteVoiceStyle,
  listBrandExamples,
  listVoiceStyles,
  updateVoiceStyle,
} from "./brand.service.ts";

const exampleParams = z.object({ id: z.uuid("Training data not found.") });
const styleParams = z.object({ id: z.uuid("Voice style not found.") });

/** AI Training (spec §2, §7): brand examples and voice styles. Owner only. */
export function brandRoutes(app: FastifyInstance, deps: Deps) {
  app.get("/api/brand-training", { config: { access: "user" } }, async (request, reply) => {
    const { user } = request;
    reply.header("cache-control", "no-store");
    return listBrandExamples(deps, user);
  });

  app.post("/api/brand-training", { config: { access: "user" } }, async (request, reply) => {
    const { user } = request;
    const item = await addBrandExample(deps, user, validate(createBrandExampleSchema, request.body));
    return reply.code(201).send(item);
  });

  app.delete("/api/brand-training/:id", { config: { access: "user" } }, async (request, reply) => {
    const { user } = request;
    const { id } = validate(exampleParams, request.params);
    await deleteBrandExample(deps, user, id);
    return reply.code(204).send();
  });

  app.get("/api/voice-styles", { config: { access: "user" } }, async (request, reply) => {
    const { user } = request;
    reply.header("cache-control", "no-store");
    return listVoiceStyles(deps, user);
  });

  app.post("/api/voice-styles", { config: { access: "user" } }, async (request, reply) => {
    const { user } = request;
    const style = await addVoiceStyle(deps, user, validate(createVoiceStyleSchema, request.body));
    return reply.code(201).send(style);
  });

  app.patch("/api/voice-styles/:id", { config: { access: "user" } }, async (request) => {
    const { user } = request;
    const { id } = validate(styleParams, request.params);
    return updateVoiceStyle(deps, user, id, validate(updateVoiceStyleSchema, request.body));
  });

  app.delete("/api/voice-styles/:id", { config: { access: "user" } }, async (request, reply) => {
    const { user } = request;
    const { id } = validate(styleParams, request.params);
    await deleteVoiceStyle(deps, user, id);
    return reply.code(204).send();
  });
}
