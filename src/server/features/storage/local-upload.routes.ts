import type { FastifyInstance } from "fastify";
import { storageRoutes as declared } from "#contract/route-table.ts";
import type { LocalStorage } from "#server/adapters/storage/local.ts";
import { notFound } from "#server/errors.ts";
import { serveRoute } from "#server/route.ts";

/**
 * Receives uploads for the local storage provider: the body streams to disk, never into
 * memory, and is cut off past the signed size.
 */
export async function localUploadRoutes(app: FastifyInstance, storage: LocalStorage) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Leave the body unread: the handler streams it to disk itself.
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    serveRoute(scope, declared.upload, async ({ query: params }, request, reply) => {
      const length = request.headers["content-length"];
      const { size } = await storage.acceptUpload(
        params,
        {
          contentType: request.headers["content-type"],
          contentLength: length === undefined ? undefined : Number(length),
        },
        request.raw,
      );
      return reply.code(200).send({ size });
    });
  });

  // A signed, expiring link to one stored object (what Instagram downloads a photo from).
  serveRoute(app, declared.download, async ({ query }, _request, reply) => {
    const key = storage.checkDownload(query);
    const info = await storage.stat(key);
    const body = info ? await storage.read(key) : undefined;
    if (!info || !body) throw notFound({ key: "errors.links.fileGone" });
    return reply
      .header("cache-control", "private, no-store")
      .header("content-length", String(info.size))
      .type(info.contentType ?? "application/octet-stream")
      .send(body);
  });
}
