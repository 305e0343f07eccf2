import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  autoPublishRequestSchema,
  instagramCallbackQuerySchema,
  preflightImageQuerySchema,
  preflightRequestSchema,
  sandboxAuthorizeQuerySchema,
} from "#contract/instagram.ts";
import {
  issueSandboxCode,
  readSandboxImageKey,
  readSandboxPost,
  sandboxImagePath,
} from "#server/adapters/instagram/index.ts";
import type { Deps } from "#server/deps.ts";
import { badRequest, notFound, validate } from "#server/errors.ts";
import { securityHeaders } from "#server/plugins/security-headers.ts";
import {
  CALLBACK_PATH,
  disconnectInstagram,
  finishConnect,
  getInstagramAccount,
  preflightForItems,
  preflightImage,
  publishingQuota,
  readProfilePicture,
  retryPostPublish,
  setPostAutoPublish,
  startConnect,
} from "./instagram.service.ts";
import { sandboxConsentPage, sandboxPermalinkPage } from "./sandbox-pages.ts";

const postParams = z.object({ id: z.uuid("Post not found.") });
const mediaParams = z.object({ id: z.string().regex(/^\d{6,30}$/) });
const imageParams = z.object({ file: z.string().regex(/^\d{6,30}\.jpg$/) });

/** The sandbox account of a user: the same digits every time, so reconnecting finds the same posts. */
const sandboxIgUserId = (userId: string) =>
  `1784${BigInt(`0x${createHash("sha256").update(userId).digest("hex").slice(0, 12)}`)
    .toString()
    .padStart(15, "0")
    .slice(0, 13)}`;

/** Connecting an Instagram account (Instagram Login), the account page's card, and the sandbox's pages. */
export function instagramRoutes(app: FastifyInstance, deps: Deps) {
  app.get("/api/instagram/account", { config: { access: "user" } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return getInstagramAccount(deps, request.user);
  });

  app.post("/api/instagram/connect", { config: { access: "user" } }, async (request) => {
    return startConnect(deps, request.user, request.session);
  });

  // Instagram sends the browser back here; the outcome is shown on the account page.
  app.get(CALLBACK_PATH, { config: { access: "user" } }, async (request, reply) => {
    const parsed = instagramCallbackQuerySchema.safeParse(request.query);
    const outcome = parsed.success
      ? await finishConnect(deps, request.user, request.session, parsed.data)
      : ("invalid" as const);
    return reply.header("cache-control", "no-store").redirect(`/account?instagram=${outcome}`, 303);
  });

  app.delete("/api/instagram/account", { config: { access: "user" } }, async (request, reply) => {
    await disconnectInstagram(deps, request.user);
    return reply.code(204).send();
  });

  app.get("/api/instagram/account/picture", { config: { access: "user" } }, async (request, reply) => {
    const stream = await readProfilePicture(deps, request.user);
    return reply.header("cache-control", "private, max-age=3600").type("image/jpeg").send(stream);
  });

  app.get("/api/instagram/quota", { config: { access: "user" } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return publishingQuota(deps, request.user);
  });

  // Pre-flight before scheduling: each photo against Instagram's limits, with its automatic fix.
  app.post("/api/instagram/preflight", { config: { access: "user" } }, async (request) => {
    return preflightForItems(deps, request.user, validate(preflightRequestSchema, request.body));
  });

  app.get("/api/instagram/preflight/image", { config: { access: "user" } }, async (request, reply) => {
    const query = validate(preflightImageQuerySchema, request.query);
    const jpeg = await preflightImage(deps, request.user, query.item, query.fit);
    return reply.header("cache-control", "private, no-store").type("image/jpeg").send(jpeg);
  });

  app.put("/api/instagram/posts/:id/auto-publish", { config: { access: "user" } }, async (request) => {
    const { id } = validate(postParams, request.params);
    return setPostAutoPublish(deps, request.user, id, validate(autoPublishRequestSchema, request.body));
  });

  app.post("/api/instagram/posts/:id/retry", { config: { access: "user" } }, async (request) => {
    const { id } = validate(postParams, request.params);
    return retryPostPublish(deps, request.user, id);
  });

  if (deps.instagram?.kind !== "sandbox") return;

  // The sandbox's consent screen (decision 650): Allow returns a code, Cancel an error, like Instagram.
  const security = securityHeaders(deps.config);
  app.get("/instagram-sandbox/authorize", { config: { access: "user" } }, async (request, reply) => {
    const query = validate(sandboxAuthorizeQuerySchema, request.query);
    if (query.redirect_uri !== `${deps.config.publicUrl}${CALLBACK_PATH}`) {
      throw badRequest("This sign-in link is not for this app.", "invalid_redirect");
    }
    const igUserId = sandboxIgUserId(request.user.id);
    // Issued to this user and remembered for them: the callback takes it from nobody else.
    const code = await issueSandboxCode(deps.database.db, { userId: request.user.id, igUserId });
    const back = (params: Record<string, string>) =>
      `${query.redirect_uri}?${new URLSearchParams({ ...params, state: query.state })}`;
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(
        sandboxConsentPage({
          productName: deps.config.brand.name,
          username: `sandbox_creator_${igUserId.slice(-4)}`,
          allowUrl: back({ code }),
          cancelUrl: back({ error: "access_denied", error_reason: "user_denied" }),
          styleNonce: security.styleNonce(reply),
        }),
      );
  });

  app.get("/instagram-sandbox/p/:id", { config: { access: "anonymous" } }, async (request, reply) => {
    const params = mediaParams.safeParse(request.params);
    const post = params.success ? await readSandboxPost(deps.database.db, params.data.id) : undefined;
    if (!post) throw notFound("This sandbox post does not exist.");
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(
        sandboxPermalinkPage({
          username: `sandbox_creator_${post.igUserId.slice(-4)}`,
          caption: post.caption,
          publishedAt: post.publishedAt,
          images: post.images.map((image) => ({ url: sandboxImagePath(image.containerId), altText: image.altText })),
          styleNonce: security.styleNonce(reply),
        }),
      );
  });

  app.get("/instagram-sandbox/media/:file", { config: { access: "anonymous" } }, async (request, reply) => {
    const params = imageParams.safeParse(request.params);
    const key = params.success
      ? await readSandboxImageKey(deps.database.db, params.data.file.replace(/\.jpg$/, ""))
      : undefined;
    const stream = key ? await deps.storage.read(key) : undefined;
    if (!stream) throw notFound("This photo does not exist.");
    return reply.header("cache-control", "public, max-age=86400").type("image/jpeg").send(stream);
  });
}
