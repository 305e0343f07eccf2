import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { createPostSchema, listPostsQuerySchema, updatePostSchema } from "#contract/posts.ts";
import type { Deps } from "#server/deps.ts";
import { validate } from "#server/errors.ts";
import { createPost, deletePost, duplicatePost, getPost, listPostsJson, updatePost } from "./posts.service.ts";

const idParams = z.object({ id: z.uuid("Post not found.") });

/** Caption history: saved posts, their edits and status (draft, scheduled, posted). Owner only. */
export function postsRoutes(app: FastifyInstance, deps: Deps) {
  app.get("/api/posts", { config: { access: "user" } }, async (request, reply) => {
    const { user } = request;
    const body = await listPostsJson(deps, user, validate(listPostsQuerySchema, request.query));
    return reply.header("cache-control", "no-store").type("application/json; charset=utf-8").send(body);
  });

  app.post("/api/posts", { config: { access: "user" } }, async (request, reply) => {
    const { user } = request;
    const post = await createPost(deps, user, validate(createPostSchema, request.body));
    return reply.code(201).send(post);
  });

  app.get("/api/posts/:id", { config: { access: "user" } }, async (request, reply) => {
    const { user } = request;
    const { id } = validate(idParams, request.params);
    reply.header("cache-control", "no-store");
    return getPost(deps, user, id);
  });

  app.patch("/api/posts/:id", { config: { access: "user" } }, async (request) => {
    const { user } = request;
    const { id } = validate(idParams, request.params);
    return updatePost(deps, user, id, validate(updatePostSchema, request.body));
  });

  app.post("/api/posts/:id/duplicate", { config: { access: "user" } }, async (request, reply) => {
    const { user } = request;
    const { id } = validate(idParams, request.params);
    return reply.code(201).send(await duplicatePost(deps, user, id));
  });

  app.delete("/api/posts/:id", { config: { access: "user" } }, async (request, reply) => {
    const { user } = request;
    const { id } = validate(idParams, request.params);
    await deletePost(deps, user, id);
    return reply.code(204).send();
  });
}
