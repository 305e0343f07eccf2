import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { type I18nData, LANGUAGE_COOKIE, LOCALE_OF } from "#contract/i18n/languages.ts";
import { withHead } from "#contract/route-heads.ts";
import { webRoutes as declared } from "#contract/route-table.ts";
import { notFoundMeta } from "#contract/routes.ts";
import { sessionCookieName } from "../auth/sessions.ts";
import type { Deps } from "../deps.ts";
import { publicMessages, requestLanguage, setLanguageCookie, translate, webMessages } from "../i18n.ts";
import { declarePluginRoutes, serveRoute } from "../route.ts";
import { loadHtmlTemplate, renderHtml } from "../web/html.ts";
import { loadPreloadLinks } from "../web/preloads.ts";
import { loadPageRenderer } from "../web/prerender.ts";
import { resolveRoute } from "../web/resolve-route.ts";
import { structuredDataFor } from "../web/structured-data.ts";
import { replyLanguage } from "./errors.ts";
import { securityHeaders } from "./security-headers.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built React app: hashed assets cached for a year, other files for an hour, and
 * for every page path the HTML shell with that page's <head>, never cached.
 */
export async function webRoutes(app: FastifyInstance, { config }: Deps) {
  const security = securityHeaders(config);
  const template = await loadHtmlTemplate(config.webDistDir);
  const preloadLinks = await loadPreloadLinks(config.webDistDir);
  if (!template) {
    app.log.warn({ dir: config.webDistDir }, "web app not built; run `npm run build` to serve pages");
  }
  const publicConfig = {
    productName: config.brand.name,
    publicUrl: config.publicUrl,
    hashtag: config.brand.hashtag,
    supportEmail: config.brand.supportEmail,
    otherLogin: config.oidc !== undefined,
    offlineWriter: config.ai.provider === "offline",
    testimonials: config.site.testimonials,
    social: config.site.social,
    company: config.site.company,
    grievanceOfficer: config.site.grievanceOfficer,
    ...(config.analyticsTag ? { analyticsTag: config.analyticsTag } : {}),
  };

  const renderPage = await loadPageRenderer(config.webDistDir, publicConfig, app.log);
  const cookieName = sessionCookieName(config);

  if (existsSync(config.webDistDir)) {
    await app.register(async (scope) => {
      declarePluginRoutes(scope, declared.builtFile);
      await scope.register(fastifyStatic, {
        root: config.webDistDir,
        prefix: "/",
        index: false,
        wildcard: false,
        preCompressed: true,
        // The shell is rendered per path below; the raw template is not served on its own.
        allowedPath: (pathName) => pathName !== "/index.html",
        setHeaders(reply, filePath) {
          const relative = path.relative(config.webDistDir, filePath);
          // The service worker is checked on every visit, so a new version reaches phones at once.
          if (relative === "sw.js") reply.header("cache-control", "no-cache");
          else
            reply.header(
              "cache-control",
              relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : "public, max-age=3600",
            );
        },
      });
    });
  }

  serveRoute(app, declared.page, async (_input, request, reply) => {
    const pathname = decodeURIComponent(request.url.split("?")[0] ?? "/");
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      const message = translate(replyLanguage(request), {
        key: "errors.request.noEndpoint",
        values: { endpoint: `GET ${pathname}` },
      });
      return reply.code(404).send({ error: { code: "not_found", message } });
    }
    // Each interface language has its own landing page (decision 816): a signed-out visitor
    // whose language is Hindi (the switcher's cookie, else Accept-Language) asking for the
    // English one gets the Hindi one; the switcher (which sets the cookie) goes between them.
    // Only a page the browser opens (a navigation, or a client that does not say): the service
    // worker's own fetch of the app shell (`/?app-shell`, no cookies) must get `/` itself.
    const fetchMode = request.headers["sec-fetch-mode"];
    const isNavigation = fetchMode === undefined || fetchMode === "navigate";
    if (pathname === "/" && isNavigation && !request.cookies[cookieName] && requestLanguage(request) === "hi") {
      const query = request.url.indexOf("?");
      return reply
        .code(302)
        .header("vary", "Cookie, Accept-Language")
        .header("cache-control", "no-store")
        .redirect(`/hi/${query === -1 ? "" : request.url.slice(query)}`);
    }
    if (!template) {
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send("The web app has not been built. Run `npm run build`, or use `npm start`.");
    }
    const meta = resolveRoute(pathname);
    // Without a session cookie the visitor is signed out: public pages go out rendered. A page
    // asked for with a query string is drawn by the browser (what it shows may depend on the
    // query, and a cache keyed by it would have no bound).
    const isSignedOut = !request.cookies[cookieName];
    const hasQuery = request.url.includes("?");
    // The interface language (decision 775): a Hindi page (/hi/) sets Hindi; otherwise the
    // cookie (the switcher's, or the saved setting put there at sign-in), Accept-Language, English.
    const isHindiRoute = meta?.lang === "hi-IN";
    const language = isHindiRoute ? "hi" : requestLanguage(request);
    if (isHindiRoute && request.cookies[LANGUAGE_COOKIE] !== "hi") setLanguageCookie(reply, "hi");
    // A signed-out page carries only the public areas of the catalogue; the signed-in app the whole (decision 791).
    const i18n: I18nData = isSignedOut
      ? { language, messages: publicMessages(language), partial: true }
      : { language, messages: webMessages(language) };
    const page = meta && isSignedOut && !hasQuery ? await renderPage(meta, pathname, i18n) : undefined;
    const html = renderHtml(template, {
      meta: meta ?? withHead(notFoundMeta),
      pathname,
      publicUrl: config.publicUrl,
      publicConfig,
      styleNonce: security.styleNonce(reply),
      structuredData: meta ? structuredDataFor(meta.path, pathname, publicConfig) : [],
      preloads: meta ? preloadLinks({ ...meta, lang: LOCALE_OF[language] }, page !== undefined) : [],
      isSignedOut,
      page,
      i18n,
    });
    return reply
      .code(meta ? 200 : 404)
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(html);
  });
}
