/**
 * The Business plan's API, version 1 (issue 19): every /api/v1 endpoint with the zod schemas
 * its handler validates and answers with. The server registers its routes from this table
 * (src/server/features/api/api.routes.ts) and the OpenAPI 3.1 description is generated from it
 * (openapi.ts), so the description cannot drift from what the server does.
 */
import { z } from "zod";
import { API_SCOPES, API_V1_PREFIX, type ApiScope, IDEMPOTENCY_TTL_HOURS } from "./api-values.ts";
import { createVoiceStyleSchema, updateVoiceStyleSchema, voiceStyleSchema } from "./brand.ts";
import { calendarQuerySchema, calendarResponseSchema } from "./calendar.ts";
import { generateCaptionRequestSchema, generateResponseSchema } from "./captions.ts";
import { GENERATION_ERROR_CODES } from "./errors.ts";
import type { MessageKey } from "./i18n/en.ts";
import {
  contentItemSchema,
  imageVariantSchema,
  storageStatsSchema,
  uploadRequestSchema,
  VIDEO_FRAMES_MAX,
  videoFrameSchema,
} from "./library.ts";
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS } from "./library-limits.ts";
import { PLAN_IDS } from "./plans.ts";
import {
  createPostSchema,
  listPostsQuerySchema,
  postSchema,
  postsPageSchema,
  reviewPostSchema,
  updatePostSchema,
} from "./posts.ts";
import { REWRITE_ACTIONS, rewriteRequestSchema, rewriteResponseSchema } from "./rewrite.ts";
import type { RouteDeclaration } from "./route-declaration.ts";
import { line } from "./text.ts";

const MB = 1024 * 1024;

export { API_V1_PREFIX, IDEMPOTENCY_TTL_HOURS };

/** The header a client sends so a retried request runs once (generate and save). */
export const IDEMPOTENCY_HEADER = "idempotency-key";
/** The header on an answer replayed from an earlier request with the same Idempotency-Key. */
export const IDEMPOTENT_REPLAY_HEADER = "idempotent-replayed";
export const IDEMPOTENCY_KEY_MAX_CHARS = 255;

export type ApiMethod = "GET" | "POST" | "PATCH" | "DELETE";
export type ApiTag = "Content" | "Generate" | "Posts" | "Voice styles" | "Usage" | "Description";

/** An error an endpoint may answer, documented with it: status, the body's error.code, and when. */
export interface ApiErrorCase {
  status: number;
  code: string;
  description: string;
}

/** The success answer as the reference documents it; its body is the declaration's `response`. */
export interface ApiSuccess {
  status: number;
  description: string;
}

/**
 * An endpoint: its route declaration (decision 748; the path as Fastify writes it, `:id`,
 * which the description writes `{id}`), and what the reference says about it.
 */
export interface ApiEndpoint extends RouteDeclaration {
  method: ApiMethod;
  /** A key with a scope; `public` for the one endpoint that needs no key. */
  access: "public" | { apiKey: ApiScope };
  params?: z.ZodObject;
  query?: z.ZodObject;
  operationId: string;
  tag: ApiTag;
  summary: string;
  description: string;
  /** Takes an Idempotency-Key header: a retry with the same key runs once. */
  idempotent?: boolean;
  success: ApiSuccess;
  /** The errors of this endpoint beyond those every keyed endpoint shares (KEY_ERRORS). */
  errors: ApiErrorCase[];
  /** A valid request, shown in the reference's examples and sent by the tests. */
  example?: { body?: unknown; query?: Record<string, string> };
  /** Shown in the reference's quick start with curl and JavaScript. */
  main?: boolean;
}

/** A malformed id's message as a catalogue key, worded in the requester's language (issue 30); English unchanged. */
const ID_NOT_FOUND: Record<string, MessageKey> = {
  Content: "errors.library.contentNotFound",
  Post: "errors.posts.notFound",
  "Voice style": "errors.brand.styleNotFound",
};
const id = (what: string) => z.object({ id: z.uuid(ID_NOT_FOUND[what] ?? `${what} not found.`) });

/** Errors every endpoint that takes a key may answer. */
export const KEY_ERRORS: ApiErrorCase[] = [
  {
    status: 401,
    code: "api_key_required",
    description: "No key: send `Authorization: Bearer <key>`. A session cookie is never accepted here.",
  },
  { status: 401, code: "api_key_invalid", description: "The key is not one of ours (mistyped, or deleted)." },
  { status: 401, code: "api_key_revoked", description: "The key was revoked on the account page." },
  {
    status: 402,
    code: "business_plan_required",
    description: "The key's owner has no running Business pass; the key works again once a pass is bought.",
  },
  { status: 403, code: "insufficient_scope", description: "The key lacks the scope this endpoint needs." },
  {
    status: 429,
    code: "rate_limited",
    description: "Too many requests with this key in a minute; `Retry-After` says how many seconds to wait.",
  },
];

const VALIDATION: ApiErrorCase = {
  status: 400,
  code: "validation_failed",
  description: "A field is missing or not valid; the message names it.",
};
const IDEMPOTENCY_ERRORS: ApiErrorCase[] = [
  {
    status: 400,
    code: "bad_idempotency_key",
    description: `The Idempotency-Key header is empty or longer than ${IDEMPOTENCY_KEY_MAX_CHARS} characters.`,
  },
  {
    status: 409,
    code: "idempotency_in_progress",
    description: "A request with this Idempotency-Key is still running; retry when it has answered.",
  },
  {
    status: 422,
    code: "idempotency_key_reused",
    description: "This Idempotency-Key was used for a different request (another body or endpoint).",
  },
];
/** A model's failure, one code per cause (decision 744); nothing is counted for any of them. */
const GENERATION_ERRORS: ApiErrorCase[] = [
  {
    status: 503,
    code: GENERATION_ERROR_CODES.rateLimited,
    description:
      "The AI model's provider is limiting requests; `Retry-After` and `retryAfterSeconds` say when to try again when the provider said (otherwise `retryAfterSeconds` is null).",
  },
  {
    status: 504,
    code: GENERATION_ERROR_CODES.timedOut,
    description: "The AI model did not answer in time. Try again.",
  },
  {
    status: 502,
    code: GENERATION_ERROR_CODES.unavailable,
    description: "The AI model's provider is down or answered with a server error. Try again in a few minutes.",
  },
  {
    status: 422,
    code: GENERATION_ERROR_CODES.safety,
    description: "The AI model refused the photos or the request for safety reasons.",
  },
  {
    status: 502,
    code: GENERATION_ERROR_CODES.wrongLanguage,
    description: "The AI model wrote in another language or script, also when asked again.",
  },
  {
    status: 503,
    code: GENERATION_ERROR_CODES.notConfigured,
    description: "The AI model's provider refused this server's key or model name: the operator must fix it.",
  },
  {
    status: 502,
    code: GENERATION_ERROR_CODES.failed,
    description: "The AI model's answer could not be used (for example not valid JSON twice). Try again.",
  },
];
const UNKNOWN_CONTENT: ApiErrorCase = {
  status: 400,
  code: "unknown_content",
  description:
    "A chosen content item is not a ready item of the owner's library (another account's ids answer the same).",
};
const notFound = (what: string): ApiErrorCase => ({
  status: 404,
  code: "not_found",
  description: `No such ${what} among the key owner's (another account's ids answer the same).`,
});

/** GET /api/v1/content: the key owner's library. */
export const contentListSchema = z.object({ items: z.array(contentItemSchema) });

/** POST /api/v1/content: the new item and where to PUT its bytes. */
export const contentUploadSchema = z.object({
  item: contentItemSchema,
  upload: z.object({
    /** PUT the file's bytes here, with exactly `headers`, before `expiresAt`. */
    url: z.string(),
    method: z.literal("PUT"),
    headers: z.record(z.string(), z.string()),
    expiresAt: z.string(),
    /** Send it back to POST /content/{id}/complete. */
    objectPath: z.string(),
  }),
});

/** POST /api/v1/content/{id}/complete. */
export const contentCompleteSchema = z.object({
  objectPath: line().min(1).max(400),
  posterDataUrl: line()
    .max(2 * 1024 * 1024, "The poster frame is too large")
    .regex(/^data:image\/(jpeg|png|webp);base64,/, "The poster frame must be a JPEG, PNG or WebP data URL")
    .optional(),
  /** A video's frames across the clip, each `{ at: seconds, dataUrl }`; its caption is written from them. */
  frames: z.array(videoFrameSchema).max(VIDEO_FRAMES_MAX, `At most ${VIDEO_FRAMES_MAX} frames`).optional(),
});

/** POST /api/v1/generate: the app's generation request, and `advanced` for the advanced mode. */
export const apiGenerateRequestSchema = generateCaptionRequestSchema.extend({
  /** Adds a uniqueness estimate and the caption's pattern, as the app's Advanced mode does. */
  advanced: z.boolean().default(false),
});

export const voiceStyleListSchema = z.object({ voiceStyles: z.array(voiceStyleSchema) });

/** GET /api/v1/usage: the owner's plan, quota and storage, and this key's limits. */
export const usageSchema = z.object({
  plan: z.enum(PLAN_IDS),
  generations: z.object({
    used: z.number().int(),
    limit: z.number().int(),
    /** "day": counted per calendar day in India (IST); "pass": per 30-day pass. */
    window: z.enum(["day", "pass"]),
  }),
  posts: z.object({ total: z.number().int(), scheduled: z.number().int() }),
  storage: storageStatsSchema,
  key: z.object({
    name: z.string(),
    prefix: z.string(),
    scopes: z.array(z.enum(API_SCOPES)),
    requestsPerMinute: z.number().int(),
    concurrentGenerations: z.number().int(),
  }),
});
export type Usage = z.infer<typeof usageSchema>;

const EXAMPLE_ID = "3f1c2a9e-8b4d-4c6e-9f12-7a5b3c2d1e0f";

export const apiV1Endpoints: readonly ApiEndpoint[] = [
  {
    method: "GET",
    path: "/api/v1/openapi.json",
    operationId: "getOpenApiDescription",
    tag: "Description",
    summary: "This API's OpenAPI 3.1 description",
    description: "The machine-readable description of every endpoint below. Needs no key.",
    access: "public",
    response: z.record(z.string(), z.unknown()),
    success: { status: 200, description: "The OpenAPI 3.1 document." },
    errors: [],
  },
  {
    method: "GET",
    path: "/api/v1/usage",
    operationId: "getUsage",
    tag: "Usage",
    summary: "Plan, captions used, storage and this key's limits",
    description:
      "What the key's owner has used of the Business plan: AI captions in the current window (a calendar day in India, reset at midnight IST), saved posts, storage, and the limits of this key.",
    access: { apiKey: "read" },
    role: "viewer",
    response: usageSchema,
    success: { status: 200, description: "The owner's usage." },
    errors: [],
    main: true,
  },
  {
    method: "POST",
    path: "/api/v1/content",
    operationId: "startUpload",
    tag: "Content",
    summary: "Start an upload: get a URL to PUT the file to",
    description:
      "Step 1 of 3, the app's own direct-to-storage flow. Checks the storage quota and answers with the new item (status `pending`) and a short-lived URL. Step 2: `PUT` the file's bytes to `upload.url` with exactly `upload.headers` (no key: the URL is signed). Step 3: `POST /content/{id}/complete`. " +
      `Photos: JPG, PNG or WebP up to ${IMAGE_MAX_BYTES / MB} MB; videos: MP4, MOV or WebM up to ${VIDEO_MAX_BYTES / MB} MB and ${VIDEO_MAX_SECONDS} seconds.`,
    access: { apiKey: "write" },
    role: "creator",
    body: uploadRequestSchema,
    response: contentUploadSchema,
    success: { status: 201, description: "The pending item and where to upload it." },
    errors: [
      VALIDATION,
      {
        status: 413,
        code: "storage_exceeded",
        description: "The file would not fit in the owner's storage; the body adds currentUsage and limit.",
      },
    ],
    example: { body: { fileName: "chai.jpg", fileSize: 245_120, mimeType: "image/jpeg" } },
    main: true,
  },
  {
    method: "POST",
    path: "/api/v1/content/:id/complete",
    operationId: "completeUpload",
    tag: "Content",
    summary: "Finish an upload",
    description:
      "Step 3: the server checks the stored file itself (its real type and size, a safe decode of photos with location and device data removed, a video's length), makes the previews and counts it against storage. Answers the item with status `ready`; a photo is then analysed for captions in the background, and a video from the `frames` sent with it (at most " +
      `${VIDEO_FRAMES_MAX}: its start, middle, end and scene changes), else from its poster. A video's ` +
      "`reel` says whether it can be published as an Instagram Reel as it is, and if not every reason (container, codecs, frame rate, width, shape, length: at most " +
      `${VIDEO_MAX_SECONDS} seconds).`,
    access: { apiKey: "write" },
    role: "creator",
    params: id("Content"),
    body: contentCompleteSchema,
    response: contentItemSchema,
    success: { status: 200, description: "The ready item." },
    errors: [
      VALIDATION,
      notFound("content item"),
      { status: 409, code: "upload_missing", description: "The file never arrived at the upload URL." },
      { status: 409, code: "upload_failed", description: "This upload already failed; start a new one." },
      { status: 413, code: "too_large", description: "The stored file is larger than announced or allowed." },
      { status: 413, code: "storage_exceeded", description: "The file no longer fits in the owner's storage." },
      { status: 415, code: "type_mismatch", description: "The bytes are not a photo (or a video) as announced." },
      { status: 422, code: "video_too_long", description: `The video is longer than ${VIDEO_MAX_SECONDS} seconds.` },
    ],
    example: { body: { objectPath: "/objects/users/…/original" } },
    main: true,
  },
  {
    method: "GET",
    path: "/api/v1/content",
    operationId: "listContent",
    tag: "Content",
    summary: "List the library",
    description:
      "Every item of the owner's library whose upload completed, newest first. An upload not yet completed, or one that failed, is not listed (its item answers at `POST /content/{id}/complete`).",
    access: { apiKey: "read" },
    role: "viewer",
    response: contentListSchema,
    success: { status: 200, description: "The library." },
    errors: [],
  },
  {
    method: "GET",
    path: "/api/v1/content/:id/image",
    operationId: "getContentImage",
    tag: "Content",
    summary: "An item's picture",
    description:
      "The preview (1080 px, WebP), the thumbnail (320 px, WebP) or the cleaned original of a ready item. The items' `previewUrl` and `thumbnailUrl` point here.",
    access: { apiKey: "read" },
    role: "viewer",
    params: id("Content"),
    query: imageVariantSchema,
    response: { kind: "bytes", media: ["image/webp", "image/jpeg", "image/png"] },
    success: { status: 200, description: "The picture's bytes." },
    errors: [VALIDATION, notFound("ready content item with a picture")],
    example: { query: { variant: "thumbnail" } },
  },
  {
    method: "DELETE",
    path: "/api/v1/content/:id",
    operationId: "deleteContent",
    tag: "Content",
    summary: "Delete an item",
    description: "Removes the item and every stored copy of it, which frees its storage.",
    access: { apiKey: "write" },
    role: "creator",
    params: id("Content"),
    response: { kind: "empty" },
    success: { status: 204, description: "Deleted." },
    errors: [notFound("content item")],
  },
  {
    method: "POST",
    path: "/api/v1/generate",
    operationId: "generatePost",
    tag: "Generate",
    summary: "Write a post from photos, in any of the 12 languages",
    description:
      "Writes a heading, caption, hashtags and alt text for up to 5 of the owner's ready photos, with the owner's brand training and default voice style, under the same checks as the app (script of the language, Instagram's limits). One generation counts against the plan's daily captions only when it succeeds.\n\nSend `Accept: text/event-stream` to receive server-sent events while the post is written: `partial` events (the fields so far), then one `result` event with the same body as the JSON answer, or one `error` event with the error shape and its `status`.\n\nSend an `Idempotency-Key` header (any unique string) to make a retry safe: the same key with the same body answers the first result again (marked `Idempotent-Replayed: true`) and counts once.\n\nAdd a `note` (the creator's own words about the photo, up to 200 characters, any language) to have the post built around it. When the answer says `askForNote: true`, the built-in writer could not tell what the photos show: send the request again with a note.",
    access: { apiKey: "generate" },
    role: "creator",
    body: apiGenerateRequestSchema,
    idempotent: true,
    streams: true,
    response: generateResponseSchema,
    success: { status: 200, description: "The post (or, streamed, server-sent events)." },
    errors: [
      VALIDATION,
      ...IDEMPOTENCY_ERRORS,
      { status: 400, code: "no_images", description: "None of the chosen items is a ready photo." },
      notFound("content item"),
      {
        status: 429,
        code: "quota_exceeded",
        description: "The plan's captions for today (IST) are used up; they reset at midnight in India.",
      },
      {
        status: 429,
        code: "generation_concurrency",
        description: "This key already has as many generations running as it may; `Retry-After` says when to try.",
      },
      ...GENERATION_ERRORS,
    ],
    example: {
      body: {
        contentItemIds: [EXAMPLE_ID],
        language: "tamil",
        contentField: "food",
        toneOfVoice: "friendly",
        note: "Onam sadya at home",
      },
    },
    main: true,
  },
  {
    method: "POST",
    path: "/api/v1/rewrite",
    operationId: "rewritePost",
    tag: "Generate",
    summary: "Rewrite a generated post in one step: shorter, longer, funnier, more formal, mixed or pure, translated",
    description: `Reshapes one variation of a post this account generated (its \`generationId\`, or that of an earlier rewrite) and keeps its facts: ${REWRITE_ACTIONS.map((a) => `\`${a}\``).join(", ")}. \`translate\` takes a \`targetLanguage\` (any of the 12) and writes it in that language's script; \`add_hinglish\` and \`pure_language\` are for posts in an Indian language.\n\nWith an AI model configured, a rewrite is one text-only request (the photos are not sent again) checked like a generation (script of the language, hashtag rules, Instagram's limits). Without one, the built-in writer does only \`shorter\` and \`translate\` (of its own posts), and any other action answers 400 \`rewrite_unavailable\`.\n\nEach rewrite uses one of the plan's captions, only when it succeeds, and answers a new \`generationId\` to rewrite again. Send an \`Idempotency-Key\` header to make a retry safe.`,
    access: { apiKey: "generate" },
    role: "creator",
    body: rewriteRequestSchema,
    idempotent: true,
    response: rewriteResponseSchema,
    success: { status: 200, description: "The rewritten post." },
    errors: [
      VALIDATION,
      ...IDEMPOTENCY_ERRORS,
      notFound("generation"),
      {
        status: 400,
        code: "rewrite_unavailable",
        description:
          "The configured engine cannot do this rewrite (the built-in writer does `shorter` and `translate` only), or it means nothing for the post's language.",
      },
      {
        status: 422,
        code: "rewrite_not_possible",
        description: "The built-in writer cannot make this caption any shorter; nothing was counted.",
      },
      {
        status: 429,
        code: "quota_exceeded",
        description: "The plan's captions for today (IST) are used up; they reset at midnight in India.",
      },
      {
        status: 429,
        code: "generation_concurrency",
        description: "This key already has as many generations running as it may; `Retry-After` says when to try.",
      },
      { status: 422, code: "content_safety", description: "The AI model's safety checks refused the post." },
      { status: 502, code: "generation_failed", description: "The AI model failed; nothing was counted. Try again." },
    ],
    example: { body: { generationId: EXAMPLE_ID, variation: 0, action: "translate", targetLanguage: "hindi" } },
  },
  {
    method: "GET",
    path: "/api/v1/posts",
    operationId: "listPosts",
    tag: "Posts",
    summary: "List saved posts",
    description: "The owner's caption history, newest first, a page at a time: pass `nextCursor` back as `cursor`.",
    access: { apiKey: "read" },
    role: "viewer",
    query: listPostsQuerySchema,
    response: postsPageSchema,
    success: { status: 200, description: "One page of posts." },
    errors: [VALIDATION],
    example: { query: { limit: "20" } },
    main: true,
  },
  {
    method: "POST",
    path: "/api/v1/posts",
    operationId: "savePost",
    tag: "Posts",
    summary: "Save a post",
    description:
      "Saves a post to the owner's caption history: a draft, or scheduled when `scheduledAt` is given (an e-mail reminder goes out at that time). Send an `Idempotency-Key` header so a retry saves once.",
    access: { apiKey: "write" },
    role: "creator",
    body: createPostSchema,
    idempotent: true,
    response: postSchema,
    success: { status: 201, description: "The saved post." },
    errors: [VALIDATION, UNKNOWN_CONTENT, ...IDEMPOTENCY_ERRORS],
    example: {
      body: {
        title: "Filter coffee mornings",
        caption: "காலை காபி ☕",
        hashtags: ["filtercoffee", "chennai"],
        contentItemIds: [EXAMPLE_ID],
        language: "tamil",
      },
    },
    main: true,
  },
  {
    method: "GET",
    path: "/api/v1/posts/:id",
    operationId: "getPost",
    tag: "Posts",
    summary: "Read a post",
    description:
      "One saved post. Once it is published to Instagram, `results` carries its latest figures (reach, views, likes, comments, saves, shares, total interactions), the age they belong to and when they were read; sandbox figures say so in `source`.",
    access: { apiKey: "read" },
    role: "viewer",
    params: id("Post"),
    response: postSchema,
    success: { status: 200, description: "The post." },
    errors: [notFound("post")],
  },
  {
    method: "PATCH",
    path: "/api/v1/posts/:id",
    operationId: "updatePost",
    tag: "Posts",
    summary: "Edit a post",
    description:
      "Changes any of a post's fields; `status` and `scheduledAt` move it between draft, scheduled and posted.",
    access: { apiKey: "write" },
    role: "creator",
    params: id("Post"),
    body: updatePostSchema,
    response: postSchema,
    success: { status: 200, description: "The post as it now is." },
    errors: [
      VALIDATION,
      UNKNOWN_CONTENT,
      notFound("post"),
      {
        status: 409,
        code: "posted",
        description:
          "The post is posted: it can no longer be edited or scheduled (one marked posted by hand may only go back to draft).",
      },
      { status: 409, code: "publishing", description: "The post is being published to Instagram right now." },
    ],
    example: { body: { status: "posted" } },
  },
  {
    method: "POST",
    path: "/api/v1/posts/:id/submit",
    operationId: "submitPostForReview",
    tag: "Posts",
    summary: "Send a post for review",
    description:
      "In a team: a draft (or a post sent back for changes) goes to the team's owner and managers, who are e-mailed. Only an owner or manager schedules or publishes a team's post.",
    access: { apiKey: "write" },
    role: "creator",
    params: id("Post"),
    response: postSchema,
    success: { status: 200, description: "The post, now in review." },
    errors: [
      notFound("post"),
      { status: 409, code: "wrong_status", description: "Only a draft or a post sent back for changes can be sent." },
      {
        status: 409,
        code: "not_in_a_team",
        description: "The key's workspace is personal: there is no one to review.",
      },
    ],
  },
  {
    method: "POST",
    path: "/api/v1/posts/:id/review",
    operationId: "reviewPost",
    tag: "Posts",
    summary: "Approve a post, or send it back",
    description:
      "An owner's or manager's decision on a post in review: `approve` (optionally with a comment) or `request_changes` with a comment. Give the post's `updatedAt` as you saw it, and an edit made since is not approved unseen.",
    access: { apiKey: "write" },
    role: "manager",
    params: id("Post"),
    body: reviewPostSchema,
    response: postSchema,
    success: { status: 200, description: "The post, approved or sent back." },
    errors: [
      VALIDATION,
      notFound("post"),
      { status: 409, code: "wrong_status", description: "The post is not in review." },
      { status: 409, code: "changed", description: "The post was edited after the `updatedAt` you gave." },
    ],
    example: { body: { decision: "request_changes", comment: "Add the sale dates, please." } },
  },
  {
    method: "DELETE",
    path: "/api/v1/posts/:id",
    operationId: "deletePost",
    tag: "Posts",
    summary: "Delete a post",
    description: "Removes the post from the caption history.",
    access: { apiKey: "write" },
    role: "creator",
    params: id("Post"),
    response: { kind: "empty" },
    success: { status: 204, description: "Deleted." },
    errors: [notFound("post")],
    main: true,
  },
  {
    method: "GET",
    path: "/api/v1/calendar",
    operationId: "readCalendar",
    tag: "Posts",
    summary: "Read the calendar",
    description:
      "The workspace's posts by the IST day they go out (published, else scheduled) between `from` and `to` (IST days, both included, at most 62), its posts without a time yet, and the festivals of a language's region (`language`, else the language its posts are written in most).",
    access: { apiKey: "read" },
    role: "viewer",
    query: calendarQuerySchema,
    response: calendarResponseSchema,
    success: { status: 200, description: "The calendar of those days." },
    errors: [VALIDATION],
    example: { query: { from: "2027-01-01", to: "2027-01-31", language: "tamil" } },
  },
  {
    method: "GET",
    path: "/api/v1/voice-styles",
    operationId: "listVoiceStyles",
    tag: "Voice styles",
    summary: "List voice styles",
    description: "The owner's voice styles; the default one is used by every generation.",
    access: { apiKey: "read" },
    role: "viewer",
    response: voiceStyleListSchema,
    success: { status: 200, description: "The voice styles." },
    errors: [],
  },
  {
    method: "POST",
    path: "/api/v1/voice-styles",
    operationId: "createVoiceStyle",
    tag: "Voice styles",
    summary: "Add a voice style",
    description:
      "Adds a voice style (at most 20). `toneKeywords` and `sampleCaptions` may be lists or text (keywords split by commas, captions by lines); `isDefault` makes it the one default.",
    access: { apiKey: "write" },
    role: "creator",
    body: createVoiceStyleSchema,
    response: voiceStyleSchema,
    success: { status: 201, description: "The new voice style." },
    errors: [VALIDATION, { status: 409, code: "conflict", description: "The owner already has 20 voice styles." }],
    example: {
      body: {
        styleName: "Warm and local",
        brandVoice: "Friendly, short sentences, a little Tamil humour.",
        toneKeywords: ["warm", "homely"],
        isDefault: true,
      },
    },
  },
  {
    method: "PATCH",
    path: "/api/v1/voice-styles/:id",
    operationId: "updateVoiceStyle",
    tag: "Voice styles",
    summary: "Edit a voice style",
    description: "Changes any of a voice style's fields; `isDefault: true` makes it the default.",
    access: { apiKey: "write" },
    role: "creator",
    params: id("Voice style"),
    body: updateVoiceStyleSchema,
    response: voiceStyleSchema,
    success: { status: 200, description: "The voice style as it now is." },
    errors: [VALIDATION, notFound("voice style")],
    example: { body: { isDefault: true } },
  },
  {
    method: "DELETE",
    path: "/api/v1/voice-styles/:id",
    operationId: "deleteVoiceStyle",
    tag: "Voice styles",
    summary: "Delete a voice style",
    description: "Removes the voice style.",
    access: { apiKey: "write" },
    role: "creator",
    params: id("Voice style"),
    response: { kind: "empty" },
    success: { status: 204, description: "Deleted." },
    errors: [notFound("voice style")],
  },
];

/** The key's scope an endpoint needs; undefined for the one endpoint that needs no key. */
export const scopeOf = (endpoint: Pick<ApiEndpoint, "access">): ApiScope | undefined =>
  endpoint.access === "public" ? undefined : endpoint.access.apiKey;

/** The endpoint of a route ("METHOD /path" as Fastify lists it). */
export const apiV1EndpointOf = (method: string, path: string) =>
  apiV1Endpoints.find((endpoint) => endpoint.method === method && endpoint.path === path);
