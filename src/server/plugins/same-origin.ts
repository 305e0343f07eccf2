import type { FastifyInstance, FastifyRequest } from "fastify";
import { isApiKeyAccess } from "../auth/access.ts";
import type { Config } from "../config.ts";
import { forbidden } from "../errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route takes requests from other sites: it needs no cookie and acts only on a secret
     * token in the request (e.g. the newsletter's one-click unsubscribe link).
     */
    allowCrossSite?: boolean;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function isSameOrigin(request: FastifyRequest, config: Config): boolean {
  // Browsers since 2020 say where a request comes from; "none" is the user typing or a bookmark.
  const site = request.headers["sec-fetch-site"];
  if (site) return site === "same-origin" || site === "none";
  // Older browsers: compare Origin with this site (the public URL or the Host the request used).
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === config.publicUrl) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF), using
 * Sec-Fetch-Site or Origin. Requests without either (curl, server-to-server, tests) pass:
 * they carry no victim's cookies. API key routes are exempt: they take no cookie.
 */
export function registerSameOriginCheck(app: FastifyInstance, config: Config) {
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.allowCrossSite) return;
    // Key routes never read a cookie (decision 600): a request from another site carries no
    // victim's credentials there, only the key its sender already holds.
    if (isApiKeyAccess(request.routeOptions.config?.declaration?.access)) return;
    if (!isSameOrigin(request, config)) {
      throw forbidden({ key: "errors.links.crossOrigin" }, "cross_origin");
    }
  });
}
