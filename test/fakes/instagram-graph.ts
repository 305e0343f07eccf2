import { randomBytes, randomInt } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/**
 * Instagram's Graph API (Instagram Login variant) on this machine, written from the protocol
 * notes (../shared/design/third-party-protocols.md): the consent page (auto-approves, like a
 * creator tapping Allow), code → short token (flat or `{data:[…]}` answers), long-lived token
 * and refresh, /me, image and carousel containers that download their image_url and check it
 * against Instagram's limits (IN_PROGRESS → FINISHED or ERROR, EXPIRED on request), media_publish,
 * content_publishing_limit, the account's media and permalink pages.
 *
 * Reels (`media_type=REELS`, issue 33): the container downloads its `video_url` (an MP4 or MOV:
 * an `ftyp` box) and keeps `caption`, `share_to_feed`, `thumb_offset` and `cover_url` as sent; it
 * stays IN_PROGRESS for `reelProcessingPolls` status reads (several, as a video takes minutes),
 * then FINISHED — or ERROR with "Error: 2207026: …" when the file is no video or `failReels` asks
 * for a failed transcode; a `thumb_offset` that is not whole milliseconds is refused (2207057).
 *
 * Errors speak Graph API's shape `{error:{message,type,code,error_subcode}}`: expired or
 * revoked tokens (190), a removed permission (10), rate limits (4), the publishing limit
 * (9/2207042), refused media (36003), container ERROR/EXPIRED.
 *
 * The account's media (`GET /{ig-user-id}/media?fields=…&limit=…&after=…`) answer Graph's shape:
 * only the fields asked (id always), newest first, timestamps as "2026-11-20T10:00:00+0000",
 * and cursor paging `{paging:{cursors:{before,after}, next}}` with `next` only when more follow
 * (at most 100 a page, 25 by default). `addOutsidePost` adds posts made in the Instagram app.
 *
 * Insights (`GET /{media-id}/insights?metric=…`, issue 32) answer Graph's shape
 * `{data:[{name, period:"lifetime", values:[{value}], title, id}]}` from `setInsights` (or a
 * default that grows with the post's age); "(#10) Not enough viewers for the media to show
 * insights", a deleted post (100/33), a metric a media type does not support (100), a removed
 * insights permission (10) and the usual token and rate-limit errors.
 *
 * On purpose the fake is lenient where Instagram is undocumented: a second media_publish of the
 * same container makes a second post, so a test of "exactly once" cannot pass by luck.
 */

export interface FakeContainer {
  id: string;
  igUserId: string;
  kind: "IMAGE" | "CAROUSEL" | "REELS";
  /** A Reel's: the link, the fields as sent, the video downloaded, status reads left before it is done. */
  videoUrl?: string | null;
  shareToFeed?: string | null;
  thumbOffset?: string | null;
  coverUrl?: string | null;
  video?: { bytes: number } | null;
  pollsLeft?: number;
  /** What the processing decided, shown once the status reads are used up. */
  outcome?: { status: "FINISHED" | "ERROR"; detail: string } | null;
  imageUrl: string | null;
  caption: string | null;
  altText: string | null;
  isCarouselItem: boolean;
  children: string[];
  status: "IN_PROGRESS" | "FINISHED" | "ERROR" | "EXPIRED" | "PUBLISHED";
  statusDetail: string | null;
  /** The JPEG Instagram downloaded, with its size. */
  image: { bytes: number; width: number; height: number; format: string } | null;
}

export interface FakePost {
  id: string;
  igUserId: string;
  creationId: string;
  caption: string;
  /** Alt text of each image, in order (one for a single photo). */
  altTexts: (string | null)[];
  images: { width: number; height: number; bytes: number }[];
  permalink: string;
  timestamp: string;
  /** IMAGE, VIDEO or CAROUSEL_ALBUM (published through the API: IMAGE or CAROUSEL_ALBUM). */
  mediaType: "IMAGE" | "VIDEO" | "CAROUSEL_ALBUM";
  /** FEED or REELS. */
  productType: "FEED" | "REELS";
  /** A Reel's fields as sent: share_to_feed, thumb_offset (ms), cover_url; and the video's size. */
  reel?: { shareToFeed: string | null; thumbOffset: string | null; coverUrl: string | null; videoBytes: number };
}

export interface FakeRequestLog {
  method: string;
  path: string;
  params: Record<string, string>;
  status: number;
}

interface Token {
  igUserId: string;
  kind: "short" | "long";
  expiresAt: number;
  issuedAt: number;
  revoked: boolean;
}

type Hook = {
  method: string;
  path: RegExp;
  /** before: ahead of the work; after: the work is done, the answer not yet sent. */
  when: "before" | "after";
  /** `drop()` closes the connection without an answer (a network failure, or a server killed). */
  run: (request: { drop(): void; params: Record<string, string> }) => Promise<void> | void;
  once: boolean;
};

export type FakeInsightMetric = "reach" | "views" | "likes" | "comments" | "saved" | "shares" | "total_interactions";
const INSIGHT_METRICS: FakeInsightMetric[] = [
  "reach",
  "views",
  "likes",
  "comments",
  "saved",
  "shares",
  "total_interactions",
];

export interface FakeInsights {
  /** The figures to answer; a metric left out is not in the answer (Instagram has no data for it). */
  figures?: Partial<Record<FakeInsightMetric, number>>;
  notEnoughViewers?: boolean;
  /** Metrics this post's media type refuses with (#100) "… is not supported for this media type". */
  unsupported?: FakeInsightMetric[];
}

type Injected = {
  method: string;
  path: RegExp;
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  times: number;
};

export const GRAPH_ERRORS = {
  expiredToken: {
    status: 400,
    body: {
      error: {
        message: "Error validating access token: Session has expired on Monday, 01-Dec-26 10:00:00 PST.",
        type: "OAuthException",
        code: 190,
        error_subcode: 463,
      },
    },
  },
  revokedPermission: {
    status: 403,
    body: {
      error: { message: "Application does not have permission for this action", type: "OAuthException", code: 10 },
    },
  },
  rateLimit: {
    status: 400,
    body: {
      error: { message: "Application request limit reached", type: "OAuthException", code: 4, is_transient: true },
    },
  },
  publishingLimit: {
    status: 400,
    body: {
      error: {
        message: "The account has reached its limit of published posts in 24 hours",
        type: "OAuthException",
        code: 9,
        error_subcode: 2207042,
        error_user_msg: "You have reached the maximum number of posts that is allowed for the API.",
      },
    },
  },
  mediaRefused: {
    status: 400,
    body: {
      error: {
        message: "The aspect ratio is not supported.",
        type: "OAuthException",
        code: 36003,
        error_subcode: 2207009,
        error_user_msg: "The submitted image with aspect ratio ('9:16') cannot be published.",
      },
    },
  },
  serverError: {
    status: 500,
    body: {
      error: {
        message: "An unexpected error has occurred. Please retry your request later.",
        type: "OAuthException",
        code: 2,
        is_transient: true,
      },
    },
  },
} as const;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeInstagram(
  options: {
    processingMs?: number;
    fetchImage?: typeof fetch;
    quotaTotal?: number;
    /** Status reads a Reel answers IN_PROGRESS before it is done (default 3). */
    reelProcessingPolls?: number;
  } = {},
) {
  const appId = "1234567890123456";
  const appSecret = "fake-instagram-app-secret";
  const account = { igUserId: "17841400000000001", username: "priya.creates", name: "Priya Nair" };
  const processingMs = options.processingMs ?? 150;
  const fetchImage = options.fetchImage ?? fetch;
  let quotaTotal = options.quotaTotal ?? 50;
  let quotaUsedExtra = 0;
  let reelProcessingPolls = options.reelProcessingPolls ?? 3;
  /** The next Reels' transcodes fail with this status detail. */
  let reelFailure: string | null = null;
  let shortTokenShape: "flat" | "data" = "data";
  const codes = new Map<string, { redirectUri: string; igUserId: string }>();
  const tokens = new Map<string, Token>();
  const containers = new Map<string, FakeContainer>();
  const posts: FakePost[] = [];
  const requests: FakeRequestLog[] = [];
  const hooks: Hook[] = [];
  const injected: Injected[] = [];
  const refuseRequirements = { permissionRevoked: false, insightsRevoked: false };
  const insights = new Map<string, FakeInsights>();
  let defaultInsights: FakeInsights = {};
  let base = "";

  const newId = () => `17${randomInt(10 ** 9, 10 ** 10 - 1)}${randomInt(10 ** 4, 10 ** 5 - 1)}`;
  const issue = (igUserId: string, kind: Token["kind"], days: number) => {
    const token = `IGAA${kind === "long" ? "L" : "S"}${randomBytes(24).toString("hex")}`;
    tokens.set(token, {
      igUserId,
      kind,
      issuedAt: Date.now(),
      expiresAt: Date.now() + days * 86_400_000,
      revoked: false,
    });
    return token;
  };

  const processReel = async (container: FakeContainer) => {
    try {
      const response = await fetchImage(container.videoUrl ?? "", { signal: AbortSignal.timeout(20_000) });
      if (!response.ok) throw new Error(`video_url answered HTTP ${response.status}`);
      const data = Buffer.from(await response.arrayBuffer());
      container.video = { bytes: data.length };
      const isVideo = data.subarray(4, 8).toString("latin1") === "ftyp";
      const failure = reelFailure ?? (isVideo ? null : "Error: 2207026: The video format is not supported");
      container.outcome = failure
        ? { status: "ERROR", detail: failure }
        : { status: "FINISHED", detail: "Finished: Media has been uploaded and it is ready to be published." };
    } catch (error) {
      container.outcome = {
        status: "ERROR",
        detail: `Error: 2207052: The media could not be fetched from this URI (${(error as Error).message})`,
      };
    }
  };

  const processContainer = async (container: FakeContainer) => {
    if (container.kind === "REELS") return processReel(container);
    await new Promise((resolve) => setTimeout(resolve, processingMs));
    if (container.status !== "IN_PROGRESS") return;
    if (container.kind === "CAROUSEL") {
      container.status = "FINISHED";
      return;
    }
    try {
      const response = await fetchImage(container.imageUrl ?? "", { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`image_url answered HTTP ${response.status}`);
      const data = Buffer.from(await response.arrayBuffer());
      const meta = await sharp(data).metadata();
      const width = meta.width ?? 0;
      const height = meta.height ?? 0;
      container.image = { bytes: data.length, width, height, format: meta.format ?? "unknown" };
      const ratio = width / height;
      const problem =
        meta.format !== "jpeg"
          ? "2207026: Only JPEG images are supported"
          : data.length > 8 * 1024 * 1024
            ? "2207004: The image is larger than 8 MB"
            : ratio < 0.8 - 0.005 || ratio > 1.91 + 0.005
              ? `2207009: The aspect ratio ${width}:${height} is not supported`
              : width < 320 || width > 1440
                ? `2207005: The image width ${width} is not supported`
                : null;
      container.status = problem ? "ERROR" : "FINISHED";
      container.statusDetail = problem
        ? `Error: ${problem}`
        : "Finished: Media has been uploaded and it is ready to be published.";
    } catch (error) {
      container.status = "ERROR";
      container.statusDetail = `Error: 2207052: The media could not be fetched from this URI (${(error as Error).message})`;
    }
  };

  const permalinkOf = (id: string) => `${base}/p/${id.slice(-11)}/`;

  const server: Server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const method = request.method ?? "GET";
    const raw = await readBody(request);
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    if (raw && (request.headers["content-type"] ?? "").includes("application/x-www-form-urlencoded")) {
      Object.assign(params, Object.fromEntries(new URLSearchParams(raw)));
    }
    const path = url.pathname.replace(/^\/v\d+\.\d+/, "");
    const logged: Record<string, string> = { ...params };
    delete logged.access_token;
    delete logged.client_secret;
    const entry: FakeRequestLog = { method, path, params: logged, status: 0 };
    requests.push(entry);
    const runHooks = async (when: Hook["when"]) => {
      for (const hook of [...hooks]) {
        if (hook.when === when && hook.method === method && hook.path.test(path)) {
          if (hook.once) hooks.splice(hooks.indexOf(hook), 1);
          await hook.run({ drop: () => response.destroy(), params: logged });
        }
      }
    };
    const reply = async (status: number, body: unknown, headers: Record<string, string> = {}) => {
      await runHooks("after");
      entry.status = status;
      if (response.destroyed) return;
      response.writeHead(status, { "content-type": "application/json", ...headers });
      // Instagram sends user_id as a bare number, even past 2^53.
      response.end(JSON.stringify(body).replace(/"user_id":"(\d+)"/g, '"user_id":$1'));
    };
    const graphError = (status: number, message: string, code: number, extra: Record<string, unknown> = {}) =>
      reply(status, {
        error: { message, type: "OAuthException", code, fbtrace_id: randomBytes(6).toString("hex"), ...extra },
      });

    await runHooks("before");
    if (response.destroyed) return;
    const fault = injected.find((f) => f.method === method && f.path.test(path));
    if (fault) {
      fault.times -= 1;
      if (fault.times <= 0) injected.splice(injected.indexOf(fault), 1);
      entry.status = fault.status;
      response.writeHead(fault.status, { "content-type": "application/json", ...fault.headers });
      response.end(JSON.stringify(fault.body));
      return;
    }

    // Consent page: Instagram asks the creator, who taps Allow; back to the app with a code.
    if (method === "GET" && path === "/oauth/authorize") {
      if (params.client_id !== appId || !params.redirect_uri || params.response_type !== "code") {
        return graphError(400, "Invalid platform app", 100);
      }
      const code = `AQ${randomBytes(20).toString("hex")}`;
      codes.set(code, { redirectUri: params.redirect_uri, igUserId: account.igUserId });
      const target = new URL(params.redirect_uri);
      target.searchParams.set("code", code);
      if (params.state !== undefined) target.searchParams.set("state", params.state);
      entry.status = 302;
      response.writeHead(302, { location: `${target.toString()}#_` });
      response.end();
      return;
    }
    if (method === "POST" && path === "/oauth/access_token") {
      const grant = codes.get(params.code ?? "");
      if (params.client_id !== appId || params.client_secret !== appSecret)
        return graphError(400, "Invalid client_secret", 101);
      if (params.grant_type !== "authorization_code" || !grant || grant.redirectUri !== params.redirect_uri) {
        return reply(400, { error_type: "OAuthException", code: 400, error_message: "Invalid authorization code" });
      }
      codes.delete(params.code ?? "");
      const token = issue(grant.igUserId, "short", 1 / 24);
      const fields = {
        access_token: token,
        user_id: grant.igUserId,
        permissions: "instagram_business_basic,instagram_business_content_publish,instagram_business_manage_insights",
      };
      return reply(200, shortTokenShape === "data" ? { data: [fields] } : fields);
    }
    if (method === "GET" && path === "/avatar.jpg") {
      const jpeg = await sharp({ create: { width: 150, height: 150, channels: 3, background: "#c13584" } })
        .jpeg()
        .toBuffer();
      entry.status = 200;
      response.writeHead(200, { "content-type": "image/jpeg", "content-length": jpeg.length });
      response.end(jpeg);
      return;
    }
    if (method === "GET" && path === "/oauth/authorize/") return graphError(404, "Unknown path", 100);
    if (method === "GET" && /^\/p\/[^/]+\/?$/.test(path)) {
      const post = posts.find((p) => p.permalink.endsWith(`${path.replace(/\/?$/, "/")}`));
      if (!post) return reply(404, { error: "not found" });
      entry.status = 200;
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Instagram post</title></head><body><main><h1>@${account.username}</h1><p data-testid="fake-caption">${post.caption.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</p><p>${post.images.length} photo(s)</p></main></body></html>`,
      );
      return;
    }

    // Everything below takes a token: Authorization: Bearer or access_token.
    const tokenText = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? params.access_token ?? "";
    const token = tokens.get(tokenText);
    if (!token || token.revoked) {
      return graphError(400, "Error validating access token: The user has not authorized application.", 190, {
        error_subcode: 460,
      });
    }
    if (token.expiresAt < Date.now()) {
      return graphError(400, "Error validating access token: Session has expired.", 190, { error_subcode: 463 });
    }

    if (method === "GET" && path === "/access_token") {
      if (params.grant_type !== "ig_exchange_token" || params.client_secret !== appSecret || token.kind !== "short") {
        return graphError(400, "Invalid exchange request", 100);
      }
      return reply(200, {
        access_token: issue(token.igUserId, "long", 60),
        token_type: "bearer",
        expires_in: 60 * 86_400,
      });
    }
    if (method === "GET" && path === "/refresh_access_token") {
      if (params.grant_type !== "ig_refresh_token" || token.kind !== "long")
        return graphError(400, "Invalid refresh request", 100);
      if (Date.now() - token.issuedAt < 24 * 3_600_000 && !fake.allowEarlyRefresh) {
        return graphError(400, "The token is less than 24 hours old and cannot be refreshed yet", 100);
      }
      return reply(200, {
        access_token: issue(token.igUserId, "long", 60),
        token_type: "bearer",
        expires_in: 60 * 86_400,
      });
    }
    if (method === "GET" && path === "/me") {
      return reply(200, {
        id: `9${account.igUserId.slice(1)}`,
        user_id: account.igUserId,
        username: account.username,
        name: account.name,
        account_type: "MEDIA_CREATOR",
        profile_picture_url: `${base}/avatar.jpg`,
      });
    }
    const publishing = /^\/(\d+)\/(media|media_publish|content_publishing_limit)$/.exec(path);
    if (publishing) {
      const [, igUserId, edge] = publishing;
      if (igUserId !== token.igUserId)
        return graphError(400, "Unsupported request: the object belongs to another account", 100, {
          error_subcode: 33,
        });
      if (refuseRequirements.permissionRevoked && edge !== "content_publishing_limit") {
        return graphError(403, "Application does not have permission for this action", 10);
      }
      if (method === "GET" && edge === "content_publishing_limit") {
        const since = Date.now() - 86_400_000;
        const used =
          posts.filter((p) => p.igUserId === igUserId && Date.parse(p.timestamp) > since).length + quotaUsedExtra;
        return reply(200, {
          data: [{ quota_usage: used, config: { quota_total: quotaTotal, quota_duration: 86_400 } }],
        });
      }
      if (method === "GET" && edge === "media") {
        const limit = params.limit === undefined ? 25 : Number(params.limit);
        if (!Number.isInteger(limit) || limit < 1) return graphError(400, "(#100) Param limit must be a number", 100);
        const mine = posts
          .filter((p) => p.igUserId === igUserId)
          .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp) || (a.id < b.id ? 1 : -1));
        let start = 0;
        if (params.after !== undefined) {
          const afterId = Buffer.from(params.after, "base64url")
            .toString("utf8")
            .replace(/^media:/, "");
          const index = mine.findIndex((p) => p.id === afterId);
          if (index < 0) return graphError(400, "(#100) The after cursor is not valid", 100);
          start = index + 1;
        }
        const page = mine.slice(start, start + Math.min(limit, 100));
        const fields = new Set(["id", ...(params.fields ?? "").split(",").filter(Boolean)]);
        const graphTime = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, "+0000");
        const values: Record<string, (p: FakePost) => string> = {
          id: (p) => p.id,
          caption: (p) => p.caption,
          media_type: (p) => p.mediaType,
          media_product_type: (p) => p.productType,
          permalink: (p) => p.permalink,
          timestamp: (p) => graphTime(p.timestamp),
          username: () => account.username,
        };
        const unknownField = [...fields].find((f) => !values[f]);
        if (unknownField) return graphError(400, `(#100) Tried accessing nonexisting field (${unknownField})`, 100);
        const cursor = (p: FakePost) => Buffer.from(`media:${p.id}`).toString("base64url");
        const first = page[0];
        const last = page.at(-1);
        const more = start + page.length < mine.length;
        const next = new URL(`${base}${url.pathname}`);
        for (const [key, value] of Object.entries(params)) if (key !== "after") next.searchParams.set(key, value);
        if (last) next.searchParams.set("after", cursor(last));
        return reply(200, {
          data: page.map((p) =>
            Object.fromEntries([...fields].filter((f) => values[f]).map((f) => [f, values[f]?.(p)])),
          ),
          ...(first && last
            ? {
                paging: {
                  cursors: { before: cursor(first), after: cursor(last) },
                  ...(more ? { next: next.toString() } : {}),
                },
              }
            : {}),
        });
      }
      if (method === "POST" && edge === "media") {
        const id = newId();
        if (params.media_type === "CAROUSEL") {
          const children = (params.children ?? "").split(",").filter(Boolean);
          if (children.length < 2 || children.length > 10)
            return graphError(400, "Carousels have 2 to 10 children", 100);
          for (const childId of children) {
            const child = containers.get(childId);
            if (!child || child.igUserId !== igUserId || !child.isCarouselItem) {
              return graphError(400, `Invalid carousel child ${childId}`, 100);
            }
            if (child.status !== "FINISHED")
              return graphError(400, `The carousel child ${childId} is not ready (${child.status})`, 9007, {
                error_subcode: 2207027,
              });
          }
          const container: FakeContainer = {
            id,
            igUserId: igUserId ?? "",
            kind: "CAROUSEL",
            imageUrl: null,
            caption: params.caption ?? "",
            altText: null,
            isCarouselItem: false,
            children,
            status: "IN_PROGRESS",
            statusDetail: null,
            image: null,
          };
          containers.set(id, container);
          void processContainer(container);
          return reply(200, { id });
        }
        if (params.media_type === "REELS") {
          if (!params.video_url) return graphError(400, "The parameter video_url is required", 100);
          if ((params.caption?.length ?? 0) > 2200)
            return graphError(400, "The caption is longer than 2200 characters", 100, { error_subcode: 2207010 });
          if (params.thumb_offset !== undefined && !/^\d+$/.test(params.thumb_offset))
            return graphError(400, "The thumb_offset must be a number of milliseconds", 100, {
              error_subcode: 2207057,
            });
          const container: FakeContainer = {
            id,
            igUserId: igUserId ?? "",
            kind: "REELS",
            imageUrl: null,
            caption: params.caption ?? "",
            altText: null,
            isCarouselItem: false,
            children: [],
            status: "IN_PROGRESS",
            statusDetail: null,
            image: null,
            videoUrl: params.video_url,
            shareToFeed: params.share_to_feed ?? null,
            thumbOffset: params.thumb_offset ?? null,
            coverUrl: params.cover_url ?? null,
            video: null,
            pollsLeft: reelProcessingPolls,
            outcome: null,
          };
          containers.set(id, container);
          void processContainer(container);
          return reply(200, { id });
        }
        if (!params.image_url) return graphError(400, "The parameter image_url is required", 100);
        const container: FakeContainer = {
          id,
          igUserId: igUserId ?? "",
          kind: "IMAGE",
          imageUrl: params.image_url,
          caption: params.caption ?? null,
          altText: params.alt_text ?? null,
          isCarouselItem: params.is_carousel_item === "true",
          children: [],
          status: "IN_PROGRESS",
          statusDetail: null,
          image: null,
        };
        if ((container.caption?.length ?? 0) > 2200)
          return graphError(400, "The caption is longer than 2200 characters", 100, { error_subcode: 2207010 });
        containers.set(id, container);
        void processContainer(container);
        return reply(200, { id });
      }
      if (method === "POST" && edge === "media_publish") {
        const container = containers.get(params.creation_id ?? "");
        if (!container || container.igUserId !== igUserId)
          return graphError(400, "Media ID is not available", 9007, { error_subcode: 2207027 });
        if (container.isCarouselItem) return graphError(400, "A carousel item cannot be published by itself", 100);
        if (container.status === "EXPIRED")
          return graphError(400, "The media has expired", 9007, { error_subcode: 2207008 });
        if (container.status !== "FINISHED" && container.status !== "PUBLISHED") {
          return graphError(400, "Media ID is not available", 9007, { error_subcode: 2207027 });
        }
        const since = Date.now() - 86_400_000;
        const used =
          posts.filter((p) => p.igUserId === igUserId && Date.parse(p.timestamp) > since).length + quotaUsedExtra;
        if (used >= quotaTotal) return reply(400, GRAPH_ERRORS.publishingLimit.body);
        const items = container.kind === "CAROUSEL" ? container.children.map((c) => containers.get(c)) : [container];
        const id = newId();
        posts.push({
          id,
          igUserId: igUserId ?? "",
          creationId: container.id,
          caption: container.caption ?? "",
          altTexts: items.map((c) => c?.altText ?? null),
          images: items.map((c) => ({
            width: c?.image?.width ?? 0,
            height: c?.image?.height ?? 0,
            bytes: c?.image?.bytes ?? 0,
          })),
          permalink: permalinkOf(id),
          timestamp: new Date().toISOString(),
          mediaType: container.kind === "CAROUSEL" ? "CAROUSEL_ALBUM" : container.kind === "REELS" ? "VIDEO" : "IMAGE",
          productType: container.kind === "REELS" ? "REELS" : "FEED",
          ...(container.kind === "REELS"
            ? {
                reel: {
                  shareToFeed: container.shareToFeed ?? null,
                  thumbOffset: container.thumbOffset ?? null,
                  coverUrl: container.coverUrl ?? null,
                  videoBytes: container.video?.bytes ?? 0,
                },
              }
            : {}),
        });
        container.status = "PUBLISHED";
        return reply(200, { id });
      }
    }
    const insightsOf = /^\/(\d+)\/insights$/.exec(path);
    if (method === "GET" && insightsOf?.[1]) {
      const post = posts.find((p) => p.id === insightsOf[1] && p.igUserId === token.igUserId);
      if (!post) {
        return graphError(
          400,
          `Unsupported get request. Object with ID '${insightsOf[1]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          100,
          { error_subcode: 33 },
        );
      }
      if (refuseRequirements.insightsRevoked) {
        return graphError(403, "(#10) Application does not have permission for this action", 10);
      }
      const asked = (params.metric ?? "").split(",").filter(Boolean);
      if (asked.length === 0) return graphError(400, "(#100) The parameter metric is required", 100);
      const unknown = asked.find((m) => !INSIGHT_METRICS.includes(m as FakeInsightMetric));
      if (unknown)
        return graphError(
          400,
          `(#100) metric[0] must be one of the following values: ${INSIGHT_METRICS.join(", ")}`,
          100,
        );
      const setting = insights.get(post.id) ?? defaultInsights;
      const refused = asked.find((m) => setting.unsupported?.includes(m as FakeInsightMetric));
      if (refused) return graphError(400, `(#100) The metric ${refused} is not supported for this media type`, 100);
      if (setting.notEnoughViewers)
        return graphError(400, "(#10) Not enough viewers for the media to show insights", 10);
      const hours = Math.max(0, Date.now() - Date.parse(post.timestamp)) / 3_600_000;
      const reach = Math.round(120 + 40 * hours);
      const figures: Partial<Record<FakeInsightMetric, number>> = setting.figures ?? {
        reach,
        views: Math.round(reach * 1.5),
        likes: Math.round(reach / 10),
        comments: Math.round(reach / 50),
        saved: Math.round(reach / 40),
        shares: Math.round(reach / 60),
        total_interactions:
          Math.round(reach / 10) + Math.round(reach / 50) + Math.round(reach / 40) + Math.round(reach / 60),
      };
      return reply(200, {
        data: asked
          .filter((m) => figures[m as FakeInsightMetric] !== undefined)
          .map((name) => ({
            name,
            period: "lifetime",
            values: [{ value: figures[name as FakeInsightMetric] }],
            title: name,
            description: `Lifetime ${name} of the media`,
            id: `${post.id}/insights/${name}/lifetime`,
          })),
      });
    }
    const node = /^\/(\d+)$/.exec(path);
    if (method === "GET" && node?.[1]) {
      const container = containers.get(node[1]);
      if (container && container.igUserId === token.igUserId) {
        // A Reel processes for a number of status reads, then shows what its processing decided.
        if (container.kind === "REELS" && container.status === "IN_PROGRESS") {
          if ((container.pollsLeft ?? 0) > 0 || !container.outcome) {
            container.pollsLeft = Math.max(0, (container.pollsLeft ?? 0) - 1);
          } else {
            container.status = container.outcome.status;
            container.statusDetail = container.outcome.detail;
          }
        }
        return reply(200, {
          id: container.id,
          status_code: container.status,
          ...(container.statusDetail ? { status: container.statusDetail } : {}),
        });
      }
      const post = posts.find((p) => p.id === node[1] && p.igUserId === token.igUserId);
      if (post)
        return reply(200, { id: post.id, permalink: post.permalink, caption: post.caption, timestamp: post.timestamp });
      return graphError(400, `Unsupported get request. Object with ID '${node[1]}' does not exist`, 100, {
        error_subcode: 33,
      });
    }
    return graphError(404, `Unknown path components: ${path}`, 2500);
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake = {
    url: base,
    appId,
    appSecret,
    account,
    posts,
    containers,
    requests,
    allowEarlyRefresh: false,
    /** The settings a server needs to use this fake. */
    env(): Record<string, string> {
      return {
        INSTAGRAM_APP_ID: appId,
        INSTAGRAM_APP_SECRET: appSecret,
        INSTAGRAM_GRAPH_URL: `${base}/v23.0`,
        INSTAGRAM_OAUTH_URL: base,
        INSTAGRAM_AUTHORIZE_URL: `${base}/oauth/authorize`,
        INSTAGRAM_TOKEN_KEY: "0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0",
      };
    },
    /** Answers the code exchange flat instead of `{data:[…]}`. */
    setShortTokenShape(shape: "flat" | "data") {
      shortTokenShape = shape;
    },
    /** A code as the consent page would give it (for tests without a browser). */
    grantCode(redirectUri: string) {
      const code = `AQ${randomBytes(20).toString("hex")}`;
      codes.set(code, { redirectUri, igUserId: account.igUserId });
      return code;
    },
    /** Moves every token of the account past its expiry. */
    expireTokens() {
      for (const token of tokens.values()) token.expiresAt = Date.now() - 1000;
    },
    revokeTokens() {
      for (const token of tokens.values()) token.revoked = true;
    },
    revokePublishPermission(revoked = true) {
      refuseRequirements.permissionRevoked = revoked;
    },
    /** What `GET /{id}/insights` answers for this post (figures, "not enough viewers", unsupported metrics). */
    setInsights(mediaId: string, setting: FakeInsights) {
      insights.set(mediaId, setting);
    },
    /** What `GET /{id}/insights` answers for posts without their own setting (e.g. posts not made yet). */
    setDefaultInsights(setting: FakeInsights) {
      defaultInsights = setting;
    },
    /**
     * A post the creator made in the Instagram app (not through the API): in the account's media
     * list by its time, with insights like any post. Its media id.
     */
    addOutsidePost(post: {
      caption: string;
      timestamp: Date;
      mediaType?: FakePost["mediaType"];
      productType?: FakePost["productType"];
      insights?: FakeInsights;
    }): string {
      const id = newId();
      posts.push({
        id,
        igUserId: account.igUserId,
        creationId: "",
        caption: post.caption,
        altTexts: [],
        images: [],
        permalink: permalinkOf(id),
        timestamp: post.timestamp.toISOString(),
        mediaType: post.mediaType ?? "IMAGE",
        productType: post.productType ?? (post.mediaType === "VIDEO" ? "REELS" : "FEED"),
      });
      if (post.insights) insights.set(id, post.insights);
      return id;
    },
    /** The creator deleted the post on Instagram. */
    deletePost(mediaId: string) {
      const index = posts.findIndex((p) => p.id === mediaId);
      if (index >= 0) posts.splice(index, 1);
    },
    /** The creator removed the insights permission (code 10 on every insights call). */
    revokeInsightsPermission(revoked = true) {
      refuseRequirements.insightsRevoked = revoked;
    },
    /** The next `times` matching calls answer this instead (e.g. GRAPH_ERRORS.rateLimit). */
    inject(
      method: string,
      path: RegExp,
      fault: { status: number; body: unknown; headers?: Record<string, string> },
      times = 1,
    ) {
      injected.push({ method, path, status: fault.status, body: fault.body, headers: fault.headers, times });
    },
    /** Runs `run` when a matching call arrives (before) or after its work, before the answer (after). */
    hook(method: string, path: RegExp, when: Hook["when"], run: Hook["run"], once = true) {
      hooks.push({ method, path, when, run, once });
    },
    /** Removes every hook (a test's hook that runs on every matching call). */
    clearHooks() {
      hooks.length = 0;
    },
    expireContainer(id: string) {
      const container = containers.get(id);
      if (container) container.status = "EXPIRED";
    },
    failContainer(id: string, detail = "Error: 2207001: Instagram server error") {
      const container = containers.get(id);
      if (container) {
        container.status = "ERROR";
        container.statusDetail = detail;
      }
    },
    /** Status reads the next Reels answer IN_PROGRESS before they are done. */
    setReelProcessingPolls(polls: number) {
      reelProcessingPolls = polls;
    },
    /** The next Reels' transcodes fail with this status (null: they succeed again). */
    failReels(detail: string | null = "Error: 2207026: The video format is not supported") {
      reelFailure = detail;
    },
    /** Status reads of a container so far (how many IN_PROGRESS polls a Reel survived). */
    statusReads(containerId: string) {
      return requests.filter((r) => r.method === "GET" && r.path === `/${containerId}` && r.params.fields).length;
    },
    /** Pretends the account already published this many posts today. */
    useQuota(n: number, total = quotaTotal) {
      quotaUsedExtra = n;
      quotaTotal = total;
    },
    calls(method: string, path: RegExp) {
      return requests.filter((r) => r.method === method && path.test(r.path));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

export type FakeInstagram = Awaited<ReturnType<typeof startFakeInstagram>>;
