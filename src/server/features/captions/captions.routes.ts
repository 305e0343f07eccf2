import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { brandCompareRequestSchema } from "../../../contract/brand.ts";
import {
  generateAdvancedRequestSchema,
  generateCaptionRequestSchema,
  instagramPreviewRequestSchema,
  type PostingTimeResponse,
  postingTimeQuerySchema,
} from "../../../contract/captions.ts";
import type { Deps } from "../../deps.ts";
import { AppError, notFound, validate } from "../../errors.ts";
import { findContentForGeneration } from "./captions.queries.ts";
import { compareBrandEffect, type GenerationRequest, generatePost } from "./captions.service.ts";
import type { ImageAnalysis } from "./offline/types.ts";
import { fieldFromAnalyses, recommendPostingTime } from "./posting-time.ts";

const wantsStream = (request: FastifyRequest) => String(request.headers.accept ?? "").includes("text/event-stream");

/**
 * Answers a generation as JSON, or — when the client asks for text/event-stream — as
 * server-sent events: `partial` objects while the model writes, then `result` or `error`.
 */
async function respond(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (onPartial?: (p: Record<string, unknown>) => void) => ReturnType<typeof generatePost>,
) {
  if (!wantsStream(request)) return run();
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    "x-accel-buffering": "no",
  });
  const send = (event: string, data: unknown) => raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  try {
    const result = await run((partial) => send("partial", partial));
    send("result", result);
  } catch (error) {
    if (error instanceof AppError) {
      if (error.cause) request.log.warn({ err: error.cause, code: error.code }, "generation failed");
      send("error", { ...error.details, error: { code: error.code, message: error.message }, status: error.status });
    } else {
      request.log.error({ err: error }, "generation failed");
      send("error", {
        error: {
          code: "internal_error",
          message: `Something went wrong on our side. Please try again. (Reference ${request.id})`,
        },
        status: 500,
      });
    }
  }
  raw.end();
}

/** Caption generation, posting-time suggestions and the Instagram preview (spec §7). */
export function captionsRoutes(app: FastifyInstance, deps: Deps) {
  app.post("/api/generate-caption", { config: { access: "user" } }, async (request, reply) => {
    const { user } = request;
    const input = validate(generateCaptionRequestSchema, request.body);
    const generation: GenerationRequest = { ...input, advanced: false };
    return respond(request, reply, (onPartial) => generatePost(deps, user, generation, onPartial));
  });

  app.post("/api/generate-advanced-content", { config: { access: "user" } }, async (request, reply) => {
    const { user } = request;
    const { brandField, ...input } = validate(generateAdvancedRequestSchema, request.body);
    const generation: GenerationRequest = { ...input, contentField: brandField, advanced: true };
    return respond(request, reply, (onPartial) => generatePost(deps, user, generation, onPartial));
  });

  app.post("/api/brand-training/compare", { config: { access: "user" } }, async (request) => {
    const input = validate(brandCompareRequestSchema, request.body);
    return compareBrandEffect(deps, request.user, input);
  });

  app.get("/api/generate-posting-time", { config: { access: "user" } }, async (request) => {
    const { user } = request;
    const { contentItemIds, contentField } = validate(postingTimeQuerySchema, request.query);
    const rows = await findContentForGeneration(deps.database.db, user.id, contentItemIds);
    if (rows.length !== new Set(contentItemIds).size) throw notFound("Some selected content was not found.");
    // The field the user chose for the post wins; otherwise what the analysed photos show
    // (in the order selected); otherwise lifestyle (decision 201).
    const analyses = contentItemIds
      .map((id) => rows.find((r) => r.id === id))
      .filter((r) => r?.analyzed && r.analysis)
      .map((r) => r?.analysis as unknown as ImageAnalysis);
    const derived = contentField ? undefined : fieldFromAnalyses(analyses);
    const field = contentField ?? derived ?? "lifestyle";
    const response: PostingTimeResponse = {
      ...recommendPostingTime(field, new Date()),
      contentField: field,
      fieldSource: contentField ? "request" : derived ? "analysis" : "default",
    };
    return response;
  });

  app.post("/api/generate-instagram-preview", { config: { access: "user" } }, async (request) => {
    const { user } = request;
    const input = validate(instagramPreviewRequestSchema, request.body);
    const fallbackName = `${user.firstName ?? ""}${user.lastName ?? ""}`.toLowerCase().replace(/[^a-z0-9._]/g, "");
    return {
      postHeading: input.postHeading,
      caption: input.caption,
      username: input.username || fallbackName || user.email.split("@")[0]?.replace(/[^A-Za-z0-9._]/g, "") || "creator",
      profileImage: user.profileImageUrl,
      timestamp: new Date().toISOString(),
      // No invented counts: a new post has no likes yet.
      likes: null,
    };
  });
}
