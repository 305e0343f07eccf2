import type { FastifyInstance } from "fastify";
import { signedUploadQuerySchema } from "../../../contract/storage.ts";
import { LOCAL_UPLOAD_PATH, type LocalStorage } from "../../adapters/storage/local.ts";
import { validate } from "../../errors.ts";

/**
 * Receives uploads for the local storage provider: the body streams to disk, never into
 * memory, and is cut off past the signed size.
 */
export async function localUploadRoutes(app: FastifyInstance, storage: LocalStorage) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Leave the body unread: the handler streams it to disk itself.
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    scope.put(LOCAL_UPLOAD_PATH, { config: { access: "anonymous" } }, async (request, reply) => {
      const params = validate(signedUploadQuerySchema, request.query);
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
}
