import type { FastifyInstance } from "fastify";
import { postsRoutes as declared } from "#contract/route-table.ts";
import type { Deps } from "#server/deps.ts";
import { serveRoute } from "#server/route.ts";
import {
  createPost,
  deletePost,
  duplicatePost,
  getPost,
  listPostsJson,
  reviewPost,
  submitForReview,
  updatePost,
} from "./posts.service.ts";

/** Caption history: saved posts, their edits and status (draft, scheduled, posted) of the active workspace, by role. */
export function postsRoutes(app: FastifyInstance, deps: Deps) {
  serveRoute(app, declared.list, async ({ query }, request, reply) => {
    // The page's JSON text as cached per workspace (decision 014).
    const body = await listPostsJson(deps, request.member, query);
    return reply.header("cache-control", "no-store").type("application/json; charset=utf-8").send(body);
  });

  serveRoute(app, declared.create, async ({ body }, request, reply) => {
    const post = await createPost(deps, request.member, body);
    return reply.code(201).send(post);
  });

  serveRoute(app, declared.get, async ({ params: { id } }, request, reply) => {
    reply.header("cache-control", "no-store");
    return getPost(deps, request.member, id);
  });

  serveRoute(app, declared.update, async ({ params: { id }, body }, request) =>
    updatePost(deps, request.member, id, body),
  );

  serveRoute(app, declared.duplicate, async ({ params: { id } }, request, reply) =>
    reply.code(201).send(await duplicatePost(deps, request.member, id)),
  );

  serveRoute(app, declared.submit, async ({ params: { id } }, request) => submitForReview(deps, request.member, id));

  serveRoute(app, declared.review, async ({ params: { id }, body }, request) =>
    reviewPost(deps, request.member, id, body),
  );

  serveRoute(app, declared.delete, async ({ params: { id } }, request, reply) => {
    await deletePost(deps, request.member, id);
    return reply.code(204).send();
  });
}
