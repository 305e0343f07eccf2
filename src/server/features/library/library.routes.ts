import type { FastifyInstance } from "fastify";
import { UPLOAD_COMPLETE_BODY_MAX } from "#contract/reel-limits.ts";
import { libraryRoutes as declared } from "#contract/route-table.ts";
import { parseByteRange, partHeaders } from "#server/byte-range.ts";
import type { Deps } from "#server/deps.ts";
import { serveRoute } from "#server/route.ts";
import {
  deleteContent,
  listContentJson,
  openContentImage,
  openObject,
  readStorageStats,
  updateContent,
} from "./library.service.ts";
import { completeUpload, createContent, requestUpload } from "./uploads.ts";

/** The content library of the active workspace: uploads, items, their pictures, storage use (roles as declared). */
export function libraryRoutes(app: FastifyInstance, deps: Deps) {
  serveRoute(app, declared.requestUpload, async ({ body }, request) => requestUpload(deps, request.member, body));

  serveRoute(app, declared.create, async ({ body }, request, reply) => {
    const item = await createContent(deps, request.member, body);
    return reply.code(201).send(item);
  });

  serveRoute(
    app,
    declared.completeUpload,
    async ({ params: { id }, body }, request) => completeUpload(deps, request.member, id, body),
    // A video's poster and sampled frames travel as data URLs (decision 755).
    { bodyLimit: UPLOAD_COMPLETE_BODY_MAX },
  );

  serveRoute(app, declared.list, async (_input, request, reply) => {
    // The JSON text as cached per workspace (decision 742).
    const body = await listContentJson(deps, request.member);
    return reply.header("cache-control", "no-store").type("application/json; charset=utf-8").send(body);
  });

  serveRoute(app, declared.update, async ({ params: { id }, body }, request) =>
    updateContent(deps, request.member, id, body),
  );

  serveRoute(app, declared.delete, async ({ params: { id } }, request, reply) => {
    await deleteContent(deps, request.member, id);
    return reply.code(204).send();
  });

  serveRoute(app, declared.image, async ({ params: { id }, query: { variant } }, request, reply) => {
    const image = await openContentImage(deps, request.member, id, variant);
    reply.header("etag", image.etag).header("cache-control", "private, max-age=86400").header("vary", "cookie");
    if (request.headers["if-none-match"] === image.etag) {
      image.stream.destroy();
      return reply.code(304).send();
    }
    return reply.type(image.mime).send(image.stream);
  });

  serveRoute(app, declared.object, async ({ params }, request, reply) => {
    // One `Range: bytes=` range is answered 206 (or 416); anything else gets the whole file (decision 811).
    const file = await openObject(deps, request.member, params["*"], parseByteRange(request.headers.range));
    reply
      .type(file.mime)
      .header("accept-ranges", "bytes")
      .header("cache-control", "private, no-cache")
      .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
    if (file.part) reply.code(206).headers(partHeaders(file.part));
    return reply.send(file.stream);
  });

  serveRoute(app, declared.storageStats, async (_input, request, reply) => {
    reply.header("cache-control", "no-store");
    return readStorageStats(deps, request.member);
  });
}
