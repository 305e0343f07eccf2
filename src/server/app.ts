import { randomUUID } from "node:crypto";
import { constants as zlib } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import type { LocalStorage } from "./adapters/storage/local.ts";
import type { Deps } from "./deps.ts";
import { accountsRoutes } from "./features/accounts/accounts.routes.ts";
import { adminRoutes } from "./features/admin/admin.routes.ts";
import { brandRoutes } from "./features/brand/brand.routes.ts";
import { captionsRoutes } from "./features/captions/captions.routes.ts";
import { contactRoutes } from "./features/contact/contact.routes.ts";
import { dashboardRoutes } from "./features/dashboard/dashboard.routes.ts";
import { demoRoutes } from "./features/demo/demo.routes.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { libraryRoutes } from "./features/library/library.routes.ts";
import { devMailboxRoutes } from "./features/mail/dev-mailbox.routes.ts";
import { newsletterRoutes } from "./features/newsletter/newsletter.routes.ts";
import { postsRoutes } from "./features/posts/posts.routes.ts";
import { seoRoutes } from "./features/seo/seo.routes.ts";
import { localUploadRoutes } from "./features/storage/local-upload.routes.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { registerSameOriginCheck } from "./plugins/same-origin.ts";
import { webRoutes } from "./plugins/web.ts";

export const REQUEST_ID_HEADER = "x-request-id";

function storageOrigins(config: Deps["config"]): string[] {
  const storage = config.storage;
  if (storage.kind !== "s3") return [];
  if (storage.endpoint) return [new URL(storage.endpoint).origin];
  return [`https://${storage.bucket}.s3.${storage.region}.amazonaws.com`, `https://s3.${storage.region}.amazonaws.com`];
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
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    trustProxy: config.trustProxy,
  }) as unknown as FastifyInstance;

  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // While shutting down, answers close their keep-alive connection so clients move on to
  // another server instead of holding this one open.
  let isClosing = false;
  app.addHook("preClose", async () => {
    isClosing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (isClosing) reply.header("connection", "close");
  });

  await app.register(fastifyHelmet, {
    // A fresh nonce per response lets the page's own <style> tags (Radix dialogs' scroll lock)
    // through while injected styles stay blocked.
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        // Browsers PUT uploads straight to an S3-compatible store when one is configured.
        connectSrc: ["'self'", ...storageOrigins(config)],
        mediaSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    xFrameOptions: { action: "deny" },
    strictTransportSecurity: config.isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
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
  healthRoutes(app, deps);
  accountsRoutes(app, deps);
  libraryRoutes(app, deps);
  captionsRoutes(app, deps);
  demoRoutes(app, deps);
  contactRoutes(app, deps);
  await newsletterRoutes(app, deps);
  seoRoutes(app, deps);
  postsRoutes(app, deps);
  brandRoutes(app, deps);
  dashboardRoutes(app, deps);
  adminRoutes(app, deps);
  if (config.mail.devMailbox) devMailboxRoutes(app, deps);
  if (deps.storage.kind === "local") await localUploadRoutes(app, deps.storage as LocalStorage);
  await webRoutes(app, deps);

  return app;
}
