import type { FastifyInstance } from "fastify";
import { appManifest, SHARED_NONE, SHARED_PARAM } from "#contract/app-manifest.ts";
import { pwaRoutes as declared } from "#contract/route-table.ts";
import type { Deps } from "#server/deps.ts";
import { serveRoute } from "#server/route.ts";

/**
 * The installed app's server side (issue 34, decisions 751, 752): the manifest, and the share
 * target's answer for a POST that no service worker took.
 */
export async function pwaRoutes(app: FastifyInstance, { config }: Deps) {
  const manifest = JSON.stringify(appManifest(config.brand.name));

  serveRoute(app, declared.manifest, async (_input, _request, reply) =>
    reply.header("cache-control", "public, max-age=3600").type("application/manifest+json").send(manifest),
  );

  // The phone's share sheet POSTs multipart/form-data. The service worker normally answers it
  // in the browser and keeps the files there; one that reaches the server is not read (its
  // files may be 100 MB and nobody may be signed in): Create Post says to share again.
  await app.register(async (scope) => {
    scope.addContentTypeParser("multipart/form-data", (_request, _payload, done) => done(null, undefined));
    // It acts on nothing (no cookie is read, nothing is stored), so the share sheet's POST is
    // taken whatever site the browser says it came from.
    serveRoute(
      scope,
      declared.shareTarget,
      async (_input, _request, reply) =>
        reply.header("cache-control", "no-store").redirect(`/create?${SHARED_PARAM}=${SHARED_NONE}`, 303),
      { allowCrossSite: true },
    );
  });
}
