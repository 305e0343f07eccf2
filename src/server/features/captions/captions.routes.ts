import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { InstagramPreviewResponse, PostingTimeResponse } from "#contract/captions.ts";
import { captionsRoutes as declared } from "#contract/route-table.ts";
import type { Deps } from "#server/deps.ts";
import { notFound } from "#server/errors.ts";
import { seventyTwoHourRates } from "#server/features/instagram/instagram.service.ts";
import { replyLanguage } from "#server/plugins/errors.ts";
import { serveRoute } from "#server/route.ts";
import { respondWithEvents } from "#server/sse.ts";
import { findContentForGeneration } from "./captions.queries.ts";
import { compareBrandEffect, type GenerationRequest, generatePost, rewritePost } from "./captions.service.ts";
import type { ImageAnalysis } from "./offline/types.ts";
import { fieldFromAnalyses, recommendPostingTimeFrom } from "./posting-time.ts";

/** JSON, or server-sent events when the client asks for text/event-stream (src/server/sse.ts). */
const respond = (
  request: FastifyRequest,
  reply: FastifyReply,
  run: (onPartial?: (p: Record<string, unknown>) => void) => ReturnType<typeof generatePost>,
) => respondWithEvents(request, reply, run);

/** Caption generation, posting-time suggestions and the Instagram preview (spec §7). */
export function captionsRoutes(app: FastifyInstance, deps: Deps) {
  serveRoute(app, declared.generate, async ({ body: input }, request, reply) => {
    const { member } = request;
    const generation: GenerationRequest = { ...input, advanced: false };
    return respond(request, reply, (onPartial) => generatePost(deps, member, generation, onPartial));
  });

  serveRoute(app, declared.generateAdvanced, async ({ body: { brandField, ...input } }, request, reply) => {
    const { member } = request;
    const generation: GenerationRequest = { ...input, contentField: brandField, advanced: true };
    return respond(request, reply, (onPartial) => generatePost(deps, member, generation, onPartial));
  });

  // One-tap rewrites of a stored result (issue 28, decision 745).
  serveRoute(app, declared.rewrite, async ({ body }, request) => rewritePost(deps, request.member, body));

  serveRoute(app, declared.compareBrand, async ({ body }, request) => compareBrandEffect(deps, request.member, body));

  serveRoute(app, declared.postingTime, async ({ query: { contentItemIds, contentField } }, request) => {
    const { member } = request;
    const rows = await findContentForGeneration(deps.database.db, member.workspaceId, contentItemIds);
    if (rows.length !== new Set(contentItemIds).size) throw notFound({ key: "errors.captions.contentNotFound" });
    // The field the member chose for the post wins; otherwise what the analysed photos show
    // (in the order selected); otherwise lifestyle (decision 201).
    const analyses = contentItemIds
      .map((id) => rows.find((r) => r.id === id))
      .filter((r) => r?.analyzed && r.analysis)
      .map((r) => r?.analysis as unknown as ImageAnalysis);
    const derived = contentField ? undefined : fieldFromAnalyses(analyses);
    const field = contentField ?? derived ?? "lifestyle";
    const response: PostingTimeResponse = {
      // Worded in the caller's interface language (decision 776), as its errors are.
      ...recommendPostingTimeFrom(
        field,
        await seventyTwoHourRates(deps, member.workspaceId),
        new Date(),
        replyLanguage(request),
      ),
      contentField: field,
      fieldSource: contentField ? "request" : derived ? "analysis" : "default",
    };
    return response;
  });

  serveRoute(app, declared.instagramPreview, async ({ body: input }, request) => {
    // The person's own name and picture stand in for an Instagram handle not given.
    const user = request.member;
    const fallbackName = `${user.firstName ?? ""}${user.lastName ?? ""}`.toLowerCase().replace(/[^a-z0-9._]/g, "");
    const preview: InstagramPreviewResponse = {
      postHeading: input.postHeading,
      caption: input.caption,
      username: input.username || fallbackName || user.email.split("@")[0]?.replace(/[^A-Za-z0-9._]/g, "") || "creator",
      profileImage: user.profileImageUrl,
      timestamp: new Date().toISOString(),
      // No invented counts: a new post has no likes yet.
      likes: null,
    };
    return preview;
  });
}
