import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { instagramRoutes as declared } from "#contract/route-table.ts";
import {
  issueSandboxCode,
  readSandboxImageKey,
  readSandboxPost,
  readSandboxVideoKey,
  sandboxImagePath,
  sandboxVideoPath,
} from "#server/adapters/instagram/index.ts";
import { parseByteRange, partHeaders, rangeOutside } from "#server/byte-range.ts";
import type { Deps } from "#server/deps.ts";
import { badRequest, notFound } from "#server/errors.ts";
import { replyLanguage } from "#server/plugins/errors.ts";
import { securityHeaders } from "#server/plugins/security-headers.ts";
import { serveRoute } from "#server/route.ts";
import { getImportState, startImport } from "./import.ts";
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
import { SANDBOX_REEL_SCRIPT, sandboxConsentPage, sandboxPermalinkPage } from "./sandbox-pages.ts";

/**
 * The sandbox account of a workspace: the same digits every time, so reconnecting finds the same
 * posts whoever of the team connects (a personal workspace's are its owner's, as before teams).
 */
const sandboxIgUserId = (workspaceId: string) =>
  `1784${BigInt(`0x${createHash("sha256").update(workspaceId).digest("hex").slice(0, 12)}`)
    .toString()
    .padStart(15, "0")
    .slice(0, 13)}`;

/** Connecting an Instagram account (Instagram Login), the account page's card, and the sandbox's pages. */
export function instagramRoutes(app: FastifyInstance, deps: Deps) {
  serveRoute(app, declared.account, async (_input, request, reply) => {
    reply.header("cache-control", "no-store");
    return getInstagramAccount(deps, request.member, replyLanguage(request));
  });

  serveRoute(app, declared.connect, async (_input, request) => startConnect(deps, request.member, request.session));

  // Instagram sends the browser back here; the outcome is shown on the account page, and the
  // account is stored for the workspace the login was started in (recorded with its state).
  serveRoute(app, declared.callback, async ({ query }, request, reply) => {
    const outcome = query ? await finishConnect(deps, request.member, request.session, query) : ("invalid" as const);
    return reply.header("cache-control", "no-store").redirect(`/account?instagram=${outcome}`, 303);
  });

  serveRoute(app, declared.disconnect, async (_input, request, reply) => {
    await disconnectInstagram(deps, request.member);
    return reply.code(204).send();
  });

  serveRoute(app, declared.picture, async (_input, request, reply) => {
    const stream = await readProfilePicture(deps, request.member);
    return reply.header("cache-control", "private, max-age=3600").type("image/jpeg").send(stream);
  });

  serveRoute(app, declared.quota, async (_input, request, reply) => {
    reply.header("cache-control", "no-store");
    return publishingQuota(deps, request.member, replyLanguage(request));
  });

  // Pre-flight before scheduling: each photo against Instagram's limits, with its automatic fix.
  serveRoute(app, declared.preflight, async ({ body }, request) =>
    preflightForItems(deps, request.member, body, replyLanguage(request)),
  );

  serveRoute(app, declared.preflightImage, async ({ query }, request, reply) => {
    const jpeg = await preflightImage(deps, request.member, query.item, query.fit);
    return reply.header("cache-control", "private, no-store").type("image/jpeg").send(jpeg);
  });

  serveRoute(app, declared.autoPublish, async ({ params: { id }, body }, request) =>
    setPostAutoPublish(deps, request.member, id, body, replyLanguage(request)),
  );

  serveRoute(app, declared.importState, async (_input, request, reply) => {
    reply.header("cache-control", "no-store");
    return getImportState(deps, request.member, undefined, replyLanguage(request));
  });

  serveRoute(app, declared.startImport, async (_input, request, reply) => {
    reply.code(202).header("cache-control", "no-store");
    return startImport(deps, request.member, undefined, replyLanguage(request));
  });

  serveRoute(app, declared.retry, async ({ params: { id } }, request) => retryPostPublish(deps, request.member, id));

  if (deps.instagram?.kind !== "sandbox") return;

  // The sandbox's consent screen (decision 650): Allow returns a code, Cancel an error, like Instagram.
  const security = securityHeaders(deps.config);
  serveRoute(app, declared.sandboxAuthorize, async ({ query }, request, reply) => {
    if (query.redirect_uri !== `${deps.config.publicUrl}${CALLBACK_PATH}`) {
      throw badRequest({ key: "errors.instagram.wrongRedirect" }, "invalid_redirect");
    }
    const { member } = request;
    const igUserId = sandboxIgUserId(member.workspaceId);
    // Issued to this person and remembered for them: the callback takes it from nobody else.
    const code = await issueSandboxCode(deps.database.db, { userId: member.id, igUserId });
    const withoutInsights = await issueSandboxCode(deps.database.db, {
      userId: member.id,
      igUserId,
      insights: false,
    });
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
          allowWithoutInsightsUrl: back({ code: withoutInsights }),
          cancelUrl: back({ error: "access_denied", error_reason: "user_denied" }),
          styleNonce: security.styleNonce(reply),
        }),
      );
  });

  serveRoute(app, declared.sandboxPost, async ({ params }, _request, reply) => {
    const post = await readSandboxPost(deps.database.db, params.id);
    if (!post) throw notFound({ key: "errors.instagram.noSandboxPost" });
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(
        sandboxPermalinkPage({
          username: `sandbox_creator_${post.igUserId.slice(-4)}`,
          caption: post.caption,
          publishedAt: post.publishedAt,
          images: post.images.map((image) => ({ url: sandboxImagePath(image.containerId), altText: image.altText })),
          video: post.video && {
            url: sandboxVideoPath(post.video.containerId),
            coverOffsetMs: post.video.coverOffsetMs,
          },
          styleNonce: security.styleNonce(reply),
        }),
      );
  });

  serveRoute(app, declared.sandboxMedia, async ({ params }, _request, reply) => {
    const key = await readSandboxImageKey(deps.database.db, params.file.replace(/\.jpg$/, ""));
    const stream = key ? await deps.storage.read(key) : undefined;
    if (!stream) throw notFound({ key: "errors.instagram.noPhoto" });
    return reply.header("cache-control", "public, max-age=86400").type("image/jpeg").send(stream);
  });

  serveRoute(app, declared.sandboxReelScript, async (_input, _request, reply) =>
    reply
      .header("cache-control", "public, max-age=3600")
      .type("text/javascript; charset=utf-8")
      .send(SANDBOX_REEL_SCRIPT),
  );

  // A Reel's video in byte ranges: the browser seeks to its cover moment (decisions 811, 812).
  serveRoute(app, declared.sandboxVideo, async ({ params }, request, reply) => {
    const key = await readSandboxVideoKey(deps.database.db, params.file.replace(/\.mp4$/, ""));
    const stored = key ? await deps.storage.stat(key) : undefined;
    if (!key || !stored) throw notFound({ key: "errors.instagram.noVideo" });
    reply
      .header("cache-control", "public, max-age=86400")
      .header("accept-ranges", "bytes")
      .type(stored.contentType ?? "video/mp4");
    const range = parseByteRange(request.headers.range);
    if (!range) {
      const stream = await deps.storage.read(key);
      if (!stream) throw notFound({ key: "errors.instagram.noVideo" });
      return reply.header("content-length", String(stored.size)).send(stream);
    }
    const part = await deps.storage.readRange(key, range);
    if (!part) throw notFound({ key: "errors.instagram.noVideo" });
    if ("unsatisfiable" in part) throw rangeOutside(part.size);
    return reply.code(206).headers(partHeaders(part)).send(part.stream);
  });
}
