import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { createBrandExampleSchema, createVoiceStyleSchema, updateVoiceStyleSchema } from "../../../contract/brand.ts";
import type { Deps } from "../../deps.ts";
import { validate } from "../../errors.ts";
import { requireUser } from "../accounts/sessions.ts";
import {
  addBrandExample,
  addVoiceStyle,
  deleteBrandExample,
  deleteVoiceStyle,
  listBrandExamples,
  listVoiceStyles,
  setDefaultVoiceStyle,
} from "./brand.service.ts";

const exampleParams = z.object({ id: z.uuid("Training data not found.") });
const styleParams = z.object({ id: z.uuid("Voice style not found.") });

/** AI Training (spec §2, §7): brand examples and voice styles. Owner only. */
export function brandRoutes(app: FastifyInstance, deps: Deps) {
  app.get("/api/brand-training", async (request, reply) => {
    const { user } = await requireUser(deps, request, reply);
    reply.header("cache-control", "no-store");
    return listBrandExamples(deps, user);
  });

  app.post("/api/brand-training", async (request, reply) => {
    const { user } = await requireUser(deps, request, reply);
    const item = await addBrandExample(deps, user, validate(createBrandExampleSchema, request.body));
    return reply.code(201).send(item);
  });

  app.delete("/api/brand-training/:id", async (request, reply) => {
    const { user } = await requireUser(deps, request, reply);
    const { id } = validate(exampleParams, request.params);
    await deleteBrandExample(deps, user, id);
    return reply.code(204).send();
  });

  app.get("/api/voice-styles", async (request, reply) => {
    const { user } = await requireUser(deps, request, reply);
    reply.header("cache-control", "no-store");
    return listVoiceStyles(deps, user);
  });

  app.post("/api/voice-styles", async (request, reply) => {
    const { user } = await requireUser(deps, request, reply);
    const style = await addVoiceStyle(deps, user, validate(createVoiceStyleSchema, request.body));
    return reply.code(201).send(style);
  });

  app.patch("/api/voice-styles/:id", async (request, reply) => {
    const { user } = await requireUser(deps, request, reply);
    const { id } = validate(styleParams, request.params);
    const { isDefault } = validate(updateVoiceStyleSchema, request.body);
    return setDefaultVoiceStyle(deps, user, id, isDefault);
  });

  app.delete("/api/voice-styles/:id", async (request, reply) => {
    const { user } = await requireUser(deps, request, reply);
    const { id } = validate(styleParams, request.params);
    await deleteVoiceStyle(deps, user, id);
    return reply.code(204).send();
  });
}
