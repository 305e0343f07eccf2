import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  API_V1_PREFIX,
  type ApiEndpoint,
  apiV1Endpoints,
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
} from "#contract/api-v1.ts";
import type { GenerateResponse } from "#contract/captions.ts";
import { buildOpenApiDocument } from "#contract/openapi.ts";
import { UPLOAD_COMPLETE_BODY_MAX } from "#contract/reel-limits.ts";
import type { Deps } from "#server/deps.ts";
import { type HandlerResult, serveRoute } from "#server/route.ts";
import { respondWithEvents } from "#server/sse.ts";
import { addVoiceStyle, deleteVoiceStyle, listVoiceStyles, updateVoiceStyle } from "../brand/brand.service.ts";
import { readCalendar } from "../calendar/calendar.service.ts";
import { generatePost, rewritePost } from "../captions/captions.service.ts";
import {
  completeUpload,
  createContent,
  deleteContent,
  listContent,
  openContentImage,
  requestUpload,
} from "../library/library.service.ts";
import {
  createPost,
  deletePost,
  getPost,
  listPosts,
  reviewPost,
  submitForReview,
  updatePost,
} from "../posts/posts.service.ts";
import { claimIdempotency, getApiUsage, presentApiContentItem, takeGenerationSlot } from "./api.service.ts";

/** What a handler gets: the request's parts, each checked against the endpoint's schema. */
interface Input {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

type Handler = (request: FastifyRequest, reply: FastifyReply, input: Input) => Promise<unknown>;

const noStore = (reply: FastifyReply) => reply.header("cache-control", "no-store");

/**
 * Runs `work` once per Idempotency-Key (decision 602): a repeat is answered from the stored
 * answer, marked Idempotent-Replayed; a failure gives the key back so a retry runs again.
 */
async function once<T>(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  statusCode: number,
  work: () => Promise<T>,
) {
  const claim = await claimIdempotency(deps, request.member, request.headers[IDEMPOTENCY_HEADER], {
    method: request.method,
    path: request.url.split("?")[0] ?? request.url,
    body,
  });
  if (claim?.replay) {
    reply.header(IDEMPOTENT_REPLAY_HEADER, "true");
    return reply.code(claim.replay.statusCode).send(claim.replay.body);
  }
  try {
    const result = await work();
    await claim?.store(statusCode, result);
    return reply.code(statusCode).send(result);
  } catch (error) {
    await claim?.release();
    throw error;
  }
}

/** The handler of each endpoint of the contract's table, by operationId. */
function handlersFor(deps: Deps): Record<string, Handler> {
  let document: string | undefined;
  return {
    getOpenApiDescription: async (_request, reply) => {
      document ??= JSON.stringify(
        buildOpenApiDocument({
          productName: deps.config.brand.name,
          serverUrl: `${deps.config.publicUrl}${API_V1_PREFIX}`,
        }),
      );
      return reply
        .type("application/json; charset=utf-8")
        .header("cache-control", "public, max-age=300")
        .send(document);
    },

    getUsage: async (request, reply) => {
      noStore(reply);
      return getApiUsage(deps, request.member, request.apiKey);
    },

    startUpload: async (request, reply, { body }) => {
      const input = body as Parameters<typeof requestUpload>[2];
      const target = await requestUpload(deps, request.member, input);
      const item = await createContent(deps, request.member, {
        fileName: input.fileName,
        originalName: input.fileName,
        fileType: input.mimeType.startsWith("video/") ? "video" : "image",
        objectPath: target.objectPath,
      });
      return reply.code(201).send({
        item: presentApiContentItem(item),
        upload: {
          // A key holder's client (curl, a script) has no page to resolve a path against.
          url: new URL(target.uploadURL, deps.config.publicUrl).href,
          method: target.method,
          headers: target.headers,
          expiresAt: target.expiresAt,
          objectPath: target.objectPath,
        },
      });
    },

    completeUpload: async (request, _reply, { params, body }) => {
      const { objectPath, posterDataUrl, frames } = body as {
        objectPath: string;
        posterDataUrl?: string;
        frames?: { at: number; dataUrl: string }[];
      };
      const item = await completeUpload(deps, request.member, params.id as string, {
        objectURL: objectPath,
        ...(posterDataUrl ? { posterDataUrl } : {}),
        ...(frames ? { frames } : {}),
      });
      return presentApiContentItem(item);
    },

    listContent: async (request, reply) => {
      noStore(reply);
      return { items: (await listContent(deps, request.member)).map(presentApiContentItem) };
    },

    getContentImage: async (request, reply, { params, query }) => {
      const variant = query.variant as "thumbnail" | "preview" | "original";
      const image = await openContentImage(deps, request.member, params.id as string, variant);
      reply
        .header("etag", image.etag)
        .header("cache-control", "private, max-age=86400")
        .header("vary", "authorization");
      if (request.headers["if-none-match"] === image.etag) {
        image.stream.destroy();
        return reply.code(304).send();
      }
      return reply.type(image.mime).send(image.stream);
    },

    deleteContent: async (request, reply, { params }) => {
      await deleteContent(deps, request.member, params.id as string);
      return reply.code(204).send();
    },

    generatePost: async (request, reply, { body }) => {
      const { advanced, ...input } = body as Parameters<typeof generatePost>[2] & { advanced: boolean };
      const { member, apiKey } = request;
      const claim = await claimIdempotency(deps, member, request.headers[IDEMPOTENCY_HEADER], {
        method: request.method,
        path: request.url.split("?")[0] ?? request.url,
        body: request.body,
      });
      if (claim?.replay) {
        reply.header(IDEMPOTENT_REPLAY_HEADER, "true");
        const stored = claim.replay.body as GenerateResponse;
        return respondWithEvents(request, reply, async () => stored);
      }
      let giveBack: (() => Promise<void>) | undefined;
      try {
        giveBack = await takeGenerationSlot(deps, apiKey);
      } catch (error) {
        await claim?.release();
        throw error;
      }
      try {
        return await respondWithEvents(request, reply, async (onPartial) => {
          try {
            const result = await generatePost(deps, member, { ...input, advanced }, onPartial);
            await claim?.store(200, result);
            return result;
          } catch (error) {
            await claim?.release();
            throw error;
          }
        });
      } finally {
        await giveBack();
      }
    },

    rewritePost: async (request, reply, { body }) => {
      const giveBack = await takeGenerationSlot(deps, request.apiKey);
      try {
        return await once(deps, request, reply, request.body, 200, () =>
          rewritePost(deps, request.member, body as Parameters<typeof rewritePost>[2]),
        );
      } finally {
        await giveBack();
      }
    },

    listPosts: async (request, reply, { query }) => {
      noStore(reply);
      return listPosts(deps, request.member, query as Parameters<typeof listPosts>[2]);
    },

    savePost: async (request, reply, { body }) =>
      once(deps, request, reply, request.body, 201, () =>
        createPost(deps, request.member, body as Parameters<typeof createPost>[2]),
      ),

    getPost: async (request, reply, { params }) => {
      noStore(reply);
      return getPost(deps, request.member, params.id as string);
    },

    updatePost: async (request, _reply, { params, body }) =>
      updatePost(deps, request.member, params.id as string, body as Parameters<typeof updatePost>[3]),

    submitPostForReview: async (request, _reply, { params }) =>
      submitForReview(deps, request.member, params.id as string),

    reviewPost: async (request, _reply, { params, body }) =>
      reviewPost(deps, request.member, params.id as string, body as Parameters<typeof reviewPost>[3]),

    deletePost: async (request, reply, { params }) => {
      await deletePost(deps, request.member, params.id as string);
      return reply.code(204).send();
    },

    readCalendar: async (request, reply, { query }) => {
      noStore(reply);
      return readCalendar(deps, request.member, query as Parameters<typeof readCalendar>[2]);
    },

    listVoiceStyles: async (request, reply) => {
      noStore(reply);
      return { voiceStyles: await listVoiceStyles(deps, request.member) };
    },

    createVoiceStyle: async (request, reply, { body }) =>
      reply.code(201).send(await addVoiceStyle(deps, request.member, body as Parameters<typeof addVoiceStyle>[2])),

    updateVoiceStyle: async (request, _reply, { params, body }) =>
      updateVoiceStyle(deps, request.member, params.id as string, body as Parameters<typeof updateVoiceStyle>[3]),

    deleteVoiceStyle: async (request, reply, { params }) => {
      await deleteVoiceStyle(deps, request.member, params.id as string);
      return reply.code(204).send();
    },
  };
}

/**
 * The Business plan's API (issue 19): one route per endpoint of the contract's table
 * (src/contract/api-v1.ts), each a route declaration with access `{ apiKey: scope }` and a
 * role, so the access guard checks the key, its scope, its per-minute limit, its maker's role in
 * the key's workspace and the workspace owner's Business pass before the handler, and the input
 * is parsed by the endpoint's schemas (decision 748); the handlers call the same services as the
 * app's routes with `request.member`: the key acts in the workspace it was made in.
 */
export function apiRoutes(app: FastifyInstance, deps: Deps) {
  const handlers = handlersFor(deps);
  const registerEndpoint = (endpoint: ApiEndpoint) => {
    const handler = handlers[endpoint.operationId];
    if (!handler) throw new Error(`No handler for ${endpoint.method} ${endpoint.path} (${endpoint.operationId})`);
    serveRoute(
      app,
      endpoint,
      async (parsed, request, reply) => {
        const input: Input = {
          params: (parsed.params ?? {}) as Record<string, string>,
          query: (parsed.query ?? {}) as Record<string, unknown>,
          body: parsed.body,
        };
        // The table's endpoints are typed as a list: each handler answers its endpoint's schema.
        return (await handler(request, reply, input)) as HandlerResult<ApiEndpoint>;
      },
      // A video's poster and sampled frames travel as data URLs (decision 755).
      endpoint.operationId === "completeUpload" ? { bodyLimit: UPLOAD_COMPLETE_BODY_MAX } : {},
    );
  };
  for (const endpoint of apiV1Endpoints) registerEndpoint(endpoint);
}
