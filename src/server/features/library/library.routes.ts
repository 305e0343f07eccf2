import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  createContentSchema,
  imageVariantSchema,
  updateContentSchema,
  uploadCompleteSchema,
  uploadRequestSchema,
} from "#contract/library.ts";
import type { Deps } from "#server/deps.ts";
import { validate } from "#server/errors.ts";
import {
  deleteContent,
  listContentJson,
  openContentImage,
  openObject,
  readStorageStats,
  updateContent,
} from "./library.service.ts";
import { completeUpload, createContent, requestUpload } from "./uploads.ts";

const idParams = z.object({ id: z.uuid("Content not found.") });

/** The content library: uploads, items, their pictures, storage use. Owner only throughout. */
export function libraryRoutes(app: FastifyInstance, deps: Deps) {
  app.post("/api/objects/upload", { config: { access: "user" } }, async (request) => {
    const { user } = request;
    return requestUpload(deps, user, validate(uploadRequestSchema, request.body));
  });

  app.post("/api/content", { config: { access: "user" } }, async (request, reply) => {
    const { user } = request;
    const item = await createContent(deps, user, validate(createContentSchema, request.body));
    return reply.code(201).send(item);
  });

  app.put("/api/content/:id/upload-complete", { config: { access: "user" } }, async (request) => {
    const { user } = request;
    const { id } = validate(idParams, request.params);
    return completeUpload(deps, user, id, validate(uploadCompleteSchema, request.body));
  });

  app.get("/api/content", { config: { access: "user" } }, async (request, reply) => {
    const { user } = request;
    const body = await listContentJson(deps, user);
    return reply.header("cache-control", "no-store").type("application/json; charset=utf-8").send(body);
  });

  app.patch("/api/content/:id", { config: { access: "user" } }, async (request) => {
    const { user } = request;
    const { id } = validate(idParams, request.params);
    return updateContent(deps, user, id, validate(updateContentSchema, request.body));
  });

  app.delete("/api/content/:id", { config: { access: "user" } }, async (request, reply) => {
    const { user } = request;
    const { id } = validate(idParams, request.params);
    await deleteContent(deps, user, id);
    return reply.code(204).send();
  });

  app.get("/api/content/:id/image", { config: { access: "user" } }, async (request, reply) => {
    const { user } = request;
    const { id } = validate(idParams, request.params);
    const { variant } = validate(imageVariantSchema, request.query);
    const image = await openContentImage(deps, user, id, variant);
    reply.header("etag", image.etag).header("cache-control", "private, max-age=86400").header("vary", "cookie");
    if (request.headers["if-none-match"] === image.etag) {
      image.stream.destroy();
      return reply.code(304).send();
    }
    return reply.type(image.mime).send(image.stream);
  });

  app.get("/objects/*", { config: { access: "user" } }, async (request, reply) => {
    const { user } = request;
    const key = (request.params as { "*": string })["*"];
    const file = await openObject(deps, user, key);
    return reply
      .type(file.mime)
      .header("cache-control", "private, no-cache")
      .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .send(file.stream);
  });

  app.get("/api/storage-stats", { config: { access: "user" } }, async (request, reply) => {
    const { user } = request;
    reply.header("cache-control", "no-store");
    return readStorageStats(deps, user);
  });
}
