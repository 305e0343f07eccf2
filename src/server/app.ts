import { randomUUID } from "node:crypto";
import { constants as zlib } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from "fastify";
import type { LocalStorage } from "./adapters/storage/local.ts";
import { registerAccessGuard } from "./auth/access.ts";
import type { Deps } from "./deps.ts";
import { accountsRoutes } from "./features/accounts/accounts.routes.ts";
import { adminRoutes } from "./features/admin/admin.routes.ts";
import { adminUsersRoutes } from "./features/admin/admin-users.routes.ts";
import { adminStatsRoutes } from "./features/admin/stats.routes.ts";
import { analyticsRoutes } from "./features/analytics/analytics.routes.ts";
import { apiRoutes } from "./features/api/api.routes.ts";
import { apiKeysRoutes } from "./features/api-keys/api-keys.routes.ts";
import { hasApiAccess } from "./features/api-keys/api-keys.service.ts";
import { billingRoutes } from "./features/billing/billing.routes.ts";
import { brandRoutes } from "./features/brand/brand.routes.ts";
import { captionsRoutes } from "./features/captions/captions.routes.ts";
import { contactRoutes } from "./features/contact/contact.routes.ts";
import { dashboardRoutes } from "./features/dashboard/dashboard.routes.ts";
import { dataExportRoutes } from "./features/data-export/data-export.routes.ts";
import { demoRoutes } from "./features/demo/demo.routes.ts";
import { calendarRoutes } from "./features/calendar/calendar.routes.ts";
import { festivalsRoutes } from "./features/festivals/festivals.routes.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { instagramRoutes } from "./features/instagram/instagram.routes.ts";
import { libraryRoutes } from "./features/library/library.routes.ts";
import { newsletterRoutes } from "./features/newsletter/newsletter.routes.ts";
import { postsRoutes } from "./features/posts/posts.routes.ts";
import { pwaRoutes } from "./features/pwa/pwa.routes.ts";
import { seoRoutes } from "./features/seo/seo.routes.ts";
import { localUploadRoutes } from "./features/storage/local-upload.routes.ts";
import { teamsRoutes } from "./features/teams/teams.routes.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { registerSameOriginCheck } from "./plugins/same-origin.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { webRoutes } from "./plugins/web.ts";

export const REQUEST_ID_HEADER = "x-request-id";

/**
 * One access-log line per request, written when it is answered, instead of Fastify's two
 * ("incoming request" and "request completed"): half the log writes of a busy server.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const req = { method: request.method, url: request.url, remoteAddress: request.ip };
    const res = { statusCode: reply.statusCode };
    if (error) reply.log.error({ req, res, err: error, responseTime: reply.elapsedTime }, "request errored");
    else reply.log.info({ req, res, responseTime: reply.elapsedTime }, "request completed");
  }
}

export interface BuildAppOptions {
  /** A logger to use instead of the one built from the configuration (tests capture logs this way). */
  logger?: FastifyBaseLogger;
}

/** Builds the HTTP application without listening; tests drive it with `inject`. */
export async function buildApp(deps: Deps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(options.logger
      ? { loggerInstance: options.logger }
      : {
          logger: {
            level: config.logLevel,
            redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
          },
        }),
    // Our own ids only: a client-chosen id could forge or collide in the logs.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // A hop count: only what the nearest proxies wrote in X-Forwarded-For counts (client-address.ts).
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
  }) as unknown as FastifyInstance;

  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // While shutting down, answers close their keep-alive connection so clients move on to
  // another server instead of holding this one open.
  let isClosing = false;
  app.addHook("preClose", async () => {
    isClosing = true;
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (isClosing) reply.header("connection", "close");
    done(null, payload);
  });

  registerSecurityHeaders(app, config);
  // Brotli at quality 4 compresses HTML and JSON well at a small CPU cost; static assets are
  // compressed once at build time (vite.config.ts) and served as they are.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(fastifyCookie);

  registerErrorHandling(app);
  registerSameOriginCheck(app, config);
  // A key's owner needs a running Business pass, as billing counts it (decision 600).
  registerAccessGuard(app, deps, { apiKeyPlanAllows: (user, now) => hasApiAccess(deps, user, now) });
  healthRoutes(app, deps);
  accountsRoutes(app, deps);
  dataExportRoutes(app, deps);
  libraryRoutes(app, deps);
  captionsRoutes(app, deps);
  demoRoutes(app, deps);
  contactRoutes(app, deps);
  await newsletterRoutes(app, deps);
  seoRoutes(app, deps);
  postsRoutes(app, deps);
  instagramRoutes(app, deps);
  brandRoutes(app, deps);
  dashboardRoutes(app, deps);
  festivalsRoutes(app);
  calendarRoutes(app, deps);
  adminRoutes(app, deps);
  adminStatsRoutes(app, deps);
  analyticsRoutes(app, deps);
  adminUsersRoutes(app, deps);
  await billingRoutes(app, deps);
  apiKeysRoutes(app, deps);
  teamsRoutes(app, deps);
  apiRoutes(app, deps);
  await pwaRoutes(app, deps);
  if (deps.storage.kind === "local") await localUploadRoutes(app, deps.storage as LocalStorage);
  await webRoutes(app, deps);

  return app;
}
