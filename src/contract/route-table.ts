/**
 * Every route of the server, each declared once (decision 748): who may call it, its input
 * schemas and its answer. The app's routes are grouped by the feature that registers them;
 * the Business API's endpoints (api-v1.ts) are declarations too, with their documentation.
 * The browser imports this file for types only (src/contract/api.ts).
 */
import { z } from "zod";
import { adminMailListSchema, adminStatsQuerySchema, adminUsersPageSchema, adminUsersQuerySchema } from "./admin.ts";
import { adminContentSchema, adminStatsSchema, adminSubscriptionsSchema, adminTrafficSchema } from "./admin-stats.ts";
import {
  adminReasonRequestSchema,
  adminUserDetailSchema,
  auditPageSchema,
  auditQuerySchema,
  grantPassRequestSchema,
} from "./admin-users.ts";
import { analyticsBatchSchema } from "./analytics.ts";
import { type ApiKey, apiKeyListSchema, createApiKeySchema, createdApiKeySchema } from "./api-keys.ts";
import { apiV1Endpoints } from "./api-v1.ts";
import { MANIFEST_PATH, SHARE_TARGET_PATH } from "./app-manifest.ts";
import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  profilePictureRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updateProfileRequestSchema,
} from "./auth.ts";
import {
  type BillingSummary,
  type CreatePaymentResponse,
  createPaymentRequestSchema,
  type PaymentStatusResponse,
  razorpayVerifyRequestSchema,
  transactionIdSchema,
  type UpgradeSubscriptionResponse,
} from "./billing.ts";
import {
  type BrandComparison,
  brandCompareRequestSchema,
  brandExampleSchema,
  createBrandExampleSchema,
  createVoiceStyleSchema,
  exampleFromPostSchema,
  updateVoiceStyleSchema,
  voiceStyleSchema,
} from "./brand.ts";
import {
  calendarQuerySchema,
  calendarResponseSchema,
  calendarSettingsRequestSchema,
  calendarSettingsSchema,
} from "./calendar.ts";
import {
  type GenerateResponse,
  generateAdvancedRequestSchema,
  generateCaptionRequestSchema,
  type InstagramPreviewResponse,
  instagramPreviewRequestSchema,
  type PostingTimeResponse,
  postingTimeQuerySchema,
} from "./captions.ts";
import { contactRequestSchema } from "./contact.ts";
import { type DemoResponse, demoRequestSchema } from "./demo.ts";
import { type FestivalsResponse, festivalsQuerySchema } from "./festivals.ts";
import type { MessageKey } from "./i18n/en.ts";
import { instagramImportSchema, resultsBreakdownSchema } from "./insights.ts";
import {
  autoPublishRequestSchema,
  instagramAccountSchema,
  instagramCallbackQuerySchema,
  type Preflight,
  preflightImageQuerySchema,
  preflightRequestSchema,
  preflightSchema,
  publishingQuotaSchema,
  sandboxAuthorizeQuerySchema,
} from "./instagram.ts";
import {
  contentItemSchema,
  createContentSchema,
  imageVariantSchema,
  storageStatsSchema,
  updateContentSchema,
  uploadCompleteSchema,
  uploadRequestSchema,
  uploadTargetSchema,
} from "./library.ts";
import { type NewsletterStats, newsletterSubscribeSchema, newsletterTokenQuerySchema } from "./newsletter.ts";
import {
  createPostSchema,
  dashboardStatsSchema,
  listPostsQuerySchema,
  type Post,
  postSchema,
  postsPageSchema,
  reviewPostSchema,
  updatePostSchema,
} from "./posts.ts";
import { rewriteRequestSchema, rewriteResponseSchema } from "./rewrite.ts";
import { declareRoute, type RouteDeclaration, typedJson } from "./route-declaration.ts";
import { signedDownloadQuerySchema, signedUploadQuerySchema } from "./storage.ts";
import type { CurrentUser } from "./user.ts";
import {
  acceptInvitationSchema,
  createTeamSchema,
  invitationAcceptedSchema,
  invitationCreatedSchema,
  invitationParamsSchema,
  inviteSchema,
  memberParamsSchema,
  memberRoleSchema,
  switchWorkspaceSchema,
  teamMemberSchema,
  teamSchema,
  transferOwnershipSchema,
  workspaceSchema,
  workspacesSchema,
} from "./workspaces.ts";

/** The answer of routes that only confirm, in words the page shows. */
export interface MessageResponse {
  message: string;
}

/** An id in the path: a malformed one answers 400 with "id: <what> not found.". */
/** A malformed id's message as a catalogue key, worded in the requester's language (issue 30); English unchanged. */
const ID_NOT_FOUND: Record<string, MessageKey> = {
  Content: "errors.library.contentNotFound",
  Post: "errors.posts.notFound",
  "Training data": "errors.brand.trainingDataNotFound",
  "Voice style": "errors.brand.styleNotFound",
  "API key": "errors.apiKeys.notFound",
};
const idParams = (what: string) => z.object({ id: z.uuid(ID_NOT_FOUND[what] ?? `${what} not found.`) });
const transactionParams = z.object({ transactionId: transactionIdSchema });

const JSON_EMPTY = { kind: "empty" } as const;
const REDIRECT = { kind: "redirect" } as const;
const bytes = (...media: string[]) => ({ kind: "bytes", media }) as const;
const HTML = bytes("text/html");
const PICTURE = bytes("image/webp", "image/jpeg", "image/png");

export const healthRoutes = {
  alive: declareRoute({
    method: "GET",
    path: "/healthz",
    access: "public",
    response: typedJson<{ status: "ok" }>(),
  }),
  ready: declareRoute({
    method: "GET",
    path: "/readyz",
    access: "public",
    response: typedJson<{ status: "ready" | "not_ready"; database: string }>(),
  }),
};

export const accountsRoutes = {
  register: declareRoute({
    method: "POST",
    path: "/api/auth/register",
    access: "public",
    body: registerRequestSchema,
    response: typedJson<CurrentUser>(),
  }),
  login: declareRoute({
    method: "POST",
    path: "/api/auth/login",
    access: "public",
    body: loginRequestSchema,
    response: typedJson<CurrentUser>(),
  }),
  me: declareRoute({ method: "GET", path: "/api/auth/me", access: "user", response: typedJson<CurrentUser>() }),
  user: declareRoute({ method: "GET", path: "/api/auth/user", access: "user", response: typedJson<CurrentUser>() }),
  logout: declareRoute({ method: "GET", path: "/api/logout", access: "public", response: REDIRECT }),
  otherLogin: declareRoute({ method: "GET", path: "/api/login", access: "public", response: REDIRECT }),
  otherLoginCallback: declareRoute({
    method: "GET",
    path: "/api/login/callback",
    access: "public",
    response: REDIRECT,
  }),
  forgotPassword: declareRoute({
    method: "POST",
    path: "/api/auth/forgot-password",
    access: "public",
    body: forgotPasswordRequestSchema,
    response: typedJson<MessageResponse>(),
  }),
  resetPassword: declareRoute({
    method: "POST",
    path: "/api/auth/reset-password",
    access: "public",
    body: resetPasswordRequestSchema,
    response: typedJson<MessageResponse>(),
  }),
  updateProfile: declareRoute({
    method: "PATCH",
    path: "/api/account",
    access: "user",
    body: updateProfileRequestSchema,
    response: typedJson<CurrentUser>(),
  }),
  profilePicture: declareRoute({
    method: "PUT",
    path: "/api/account/profile-picture",
    access: "user",
    body: profilePictureRequestSchema,
    response: typedJson<CurrentUser>(),
  }),
  changePassword: declareRoute({
    method: "POST",
    path: "/api/account/password",
    access: "user",
    body: changePasswordRequestSchema,
    response: typedJson<MessageResponse>(),
  }),
  deleteAccount: declareRoute({
    method: "POST",
    path: "/api/account/delete",
    access: "user",
    body: deleteAccountRequestSchema,
    response: typedJson<MessageResponse>(),
  }),
};

export const dataExportRoutes = {
  export: declareRoute({
    method: "GET",
    path: "/api/account/export",
    access: "user",
    response: bytes("application/zip"),
  }),
};

export const libraryRoutes = {
  requestUpload: declareRoute({
    method: "POST",
    path: "/api/objects/upload",
    access: "user",
    role: "creator",
    body: uploadRequestSchema,
    response: uploadTargetSchema,
  }),
  create: declareRoute({
    method: "POST",
    path: "/api/content",
    access: "user",
    role: "creator",
    body: createContentSchema,
    response: contentItemSchema,
  }),
  completeUpload: declareRoute({
    method: "PUT",
    path: "/api/content/:id/upload-complete",
    access: "user",
    role: "creator",
    params: idParams("Content"),
    body: uploadCompleteSchema,
    response: contentItemSchema,
  }),
  list: declareRoute({
    method: "GET",
    path: "/api/content",
    access: "user",
    role: "viewer",
    response: z.array(contentItemSchema),
  }),
  update: declareRoute({
    method: "PATCH",
    path: "/api/content/:id",
    access: "user",
    role: "creator",
    params: idParams("Content"),
    body: updateContentSchema,
    response: contentItemSchema,
  }),
  delete: declareRoute({
    method: "DELETE",
    path: "/api/content/:id",
    access: "user",
    role: "creator",
    params: idParams("Content"),
    response: JSON_EMPTY,
  }),
  image: declareRoute({
    method: "GET",
    path: "/api/content/:id/image",
    access: "user",
    role: "viewer",
    params: idParams("Content"),
    query: imageVariantSchema,
    response: PICTURE,
  }),
  object: declareRoute({
    method: "GET",
    path: "/objects/*",
    access: "user",
    role: "viewer",
    params: z.object({ "*": z.string() }),
    response: bytes("application/octet-stream"),
  }),
  storageStats: declareRoute({
    method: "GET",
    path: "/api/storage-stats",
    access: "user",
    role: "viewer",
    response: storageStatsSchema,
  }),
};

export const captionsRoutes = {
  generate: declareRoute({
    method: "POST",
    path: "/api/generate-caption",
    access: "user",
    role: "creator",
    body: generateCaptionRequestSchema,
    response: typedJson<GenerateResponse>(),
    streams: true,
  }),
  generateAdvanced: declareRoute({
    method: "POST",
    path: "/api/generate-advanced-content",
    access: "user",
    role: "creator",
    body: generateAdvancedRequestSchema,
    response: typedJson<GenerateResponse>(),
    streams: true,
  }),
  rewrite: declareRoute({
    method: "POST",
    path: "/api/captions/rewrite",
    access: "user",
    role: "creator",
    body: rewriteRequestSchema,
    response: rewriteResponseSchema,
  }),
  compareBrand: declareRoute({
    method: "POST",
    path: "/api/brand-training/compare",
    access: "user",
    role: "creator",
    body: brandCompareRequestSchema,
    response: typedJson<BrandComparison>(),
  }),
  postingTime: declareRoute({
    method: "GET",
    path: "/api/generate-posting-time",
    access: "user",
    role: "viewer",
    query: postingTimeQuerySchema,
    response: typedJson<PostingTimeResponse>(),
  }),
  instagramPreview: declareRoute({
    method: "POST",
    path: "/api/generate-instagram-preview",
    access: "user",
    role: "creator",
    body: instagramPreviewRequestSchema,
    response: typedJson<InstagramPreviewResponse>(),
  }),
};

export const demoRoutes = {
  generate: declareRoute({
    method: "POST",
    path: "/api/demo-generate-caption",
    access: "public",
    body: demoRequestSchema,
    response: typedJson<DemoResponse>(),
  }),
};

export const contactRoutes = {
  send: declareRoute({
    method: "POST",
    path: "/api/contact",
    access: "public",
    body: contactRequestSchema,
    response: typedJson<MessageResponse>(),
  }),
};

export const newsletterRoutes = {
  subscribe: declareRoute({
    method: "POST",
    path: "/api/newsletter/subscribe",
    access: "public",
    body: newsletterSubscribeSchema,
    response: typedJson<MessageResponse>(),
  }),
  confirm: declareRoute({
    method: "GET",
    path: "/api/newsletter/confirm",
    access: "public",
    query: newsletterTokenQuerySchema,
    queryOutcome: true,
    response: REDIRECT,
  }),
  unsubscribeLink: declareRoute({
    method: "GET",
    path: "/api/newsletter/unsubscribe",
    access: "public",
    query: newsletterTokenQuerySchema,
    queryOutcome: true,
    response: REDIRECT,
  }),
  /** One-click unsubscribe (RFC 8058): a form body the route does not read, the token in the query. */
  unsubscribeOneClick: declareRoute({
    method: "POST",
    path: "/api/newsletter/unsubscribe",
    access: "public",
    query: newsletterTokenQuerySchema,
    response: typedJson<MessageResponse>(),
  }),
  stats: declareRoute({
    method: "GET",
    path: "/api/newsletter/stats",
    access: "public",
    response: typedJson<NewsletterStats>(),
  }),
};

export const seoRoutes = {
  sitemap: declareRoute({ method: "GET", path: "/sitemap.xml", access: "public", response: bytes("application/xml") }),
  robots: declareRoute({ method: "GET", path: "/robots.txt", access: "public", response: bytes("text/plain") }),
};

export const postsRoutes = {
  list: declareRoute({
    method: "GET",
    path: "/api/posts",
    access: "user",
    role: "viewer",
    query: listPostsQuerySchema,
    response: postsPageSchema,
  }),
  create: declareRoute({
    method: "POST",
    path: "/api/posts",
    access: "user",
    role: "creator",
    body: createPostSchema,
    response: postSchema,
  }),
  get: declareRoute({
    method: "GET",
    path: "/api/posts/:id",
    access: "user",
    role: "viewer",
    params: idParams("Post"),
    response: postSchema,
  }),
  update: declareRoute({
    method: "PATCH",
    path: "/api/posts/:id",
    access: "user",
    role: "creator",
    params: idParams("Post"),
    body: updatePostSchema,
    response: postSchema,
  }),
  duplicate: declareRoute({
    method: "POST",
    path: "/api/posts/:id/duplicate",
    access: "user",
    role: "creator",
    params: idParams("Post"),
    response: postSchema,
  }),
  delete: declareRoute({
    method: "DELETE",
    path: "/api/posts/:id",
    access: "user",
    role: "creator",
    params: idParams("Post"),
    response: JSON_EMPTY,
  }),
  /** A team's approvals (decision 761): a creator sends a draft for review… */
  submit: declareRoute({
    method: "POST",
    path: "/api/posts/:id/submit",
    access: "user",
    role: "creator",
    params: idParams("Post"),
    response: postSchema,
  }),
  /** …and an owner or manager approves it or sends it back with a comment. */
  review: declareRoute({
    method: "POST",
    path: "/api/posts/:id/review",
    access: "user",
    role: "manager",
    params: idParams("Post"),
    body: reviewPostSchema,
    response: postSchema,
  }),
};

export const instagramRoutes = {
  account: declareRoute({
    method: "GET",
    path: "/api/instagram/account",
    access: "user",
    role: "viewer",
    response: instagramAccountSchema,
  }),
  connect: declareRoute({
    method: "POST",
    path: "/api/instagram/connect",
    access: "user",
    role: "manager",
    response: typedJson<{ url: string }>(),
  }),
  /** Instagram sends the browser back here; bad input is an "invalid" outcome on the account page. */
  callback: declareRoute({
    method: "GET",
    path: "/api/instagram/callback",
    access: "user",
    role: "manager",
    query: instagramCallbackQuerySchema,
    queryOutcome: true,
    response: REDIRECT,
  }),
  disconnect: declareRoute({
    method: "DELETE",
    path: "/api/instagram/account",
    access: "user",
    role: "manager",
    response: JSON_EMPTY,
  }),
  picture: declareRoute({
    method: "GET",
    path: "/api/instagram/account/picture",
    access: "user",
    role: "viewer",
    response: bytes("image/jpeg"),
  }),
  quota: declareRoute({
    method: "GET",
    path: "/api/instagram/quota",
    access: "user",
    role: "viewer",
    response: publishingQuotaSchema,
  }),
  preflight: declareRoute({
    method: "POST",
    path: "/api/instagram/preflight",
    access: "user",
    role: "creator",
    body: preflightRequestSchema,
    response: preflightSchema,
  }),
  preflightImage: declareRoute({
    method: "GET",
    path: "/api/instagram/preflight/image",
    access: "user",
    role: "viewer",
    query: preflightImageQuerySchema,
    response: bytes("image/jpeg"),
  }),
  autoPublish: declareRoute({
    method: "PUT",
    path: "/api/instagram/posts/:id/auto-publish",
    access: "user",
    role: "manager",
    params: idParams("Post"),
    body: autoPublishRequestSchema,
    response: typedJson<{ post: Post; preflight: Preflight | null }>(),
  }),
  /** The import of the account's recent posts made outside CaptionKaro (issue 32): its state and the posts. */
  importState: declareRoute({
    method: "GET",
    path: "/api/instagram/import",
    access: "user",
    role: "viewer",
    response: instagramImportSchema,
  }),
  /** Starts an import (at most one an hour per workspace): 202 with its state; 429 import_too_soon. */
  startImport: declareRoute({
    method: "POST",
    path: "/api/instagram/import",
    access: "user",
    role: "manager",
    response: instagramImportSchema,
  }),
  retry: declareRoute({
    method: "POST",
    path: "/api/instagram/posts/:id/retry",
    access: "user",
    role: "manager",
    params: idParams("Post"),
    response: postSchema,
  }),
  sandboxAuthorize: declareRoute({
    method: "GET",
    path: "/instagram-sandbox/authorize",
    access: "user",
    role: "manager",
    query: sandboxAuthorizeQuerySchema,
    response: HTML,
    onlyWhen: "INSTAGRAM_PROVIDER is the sandbox",
  }),
  sandboxPost: declareRoute({
    method: "GET",
    path: "/instagram-sandbox/p/:id",
    access: "public",
    params: z.object({ id: z.string().regex(/^\d{6,30}$/) }),
    paramsNotFound: "errors.instagram.noSandboxPost",
    response: HTML,
    onlyWhen: "INSTAGRAM_PROVIDER is the sandbox",
  }),
  sandboxMedia: declareRoute({
    method: "GET",
    path: "/instagram-sandbox/media/:file",
    access: "public",
    params: z.object({ file: z.string().regex(/^\d{6,30}\.jpg$/) }),
    paramsNotFound: "errors.instagram.noPhoto",
    response: bytes("image/jpeg"),
    onlyWhen: "INSTAGRAM_PROVIDER is the sandbox",
  }),
  /** The sandbox Reel page's script that draws the cover frame as the video's poster (decision 812). */
  sandboxReelScript: declareRoute({
    method: "GET",
    path: "/instagram-sandbox/reel-cover.js",
    access: "public",
    response: bytes("text/javascript"),
    onlyWhen: "INSTAGRAM_PROVIDER is the sandbox",
  }),
  /** A published sandbox Reel's video, in byte ranges as the browser asks (decisions 811, 812). */
  sandboxVideo: declareRoute({
    method: "GET",
    path: "/instagram-sandbox/video/:file",
    access: "public",
    params: z.object({ file: z.string().regex(/^\d{6,30}\.mp4$/) }),
    paramsNotFound: "errors.instagram.noVideo",
    response: bytes("video/mp4", "video/quicktime"),
    onlyWhen: "INSTAGRAM_PROVIDER is the sandbox",
  }),
};

export const brandRoutes = {
  examples: declareRoute({
    method: "GET",
    path: "/api/brand-training",
    access: "user",
    role: "viewer",
    response: z.array(brandExampleSchema),
  }),
  addExample: declareRoute({
    method: "POST",
    path: "/api/brand-training",
    access: "user",
    role: "creator",
    body: createBrandExampleSchema,
    response: brandExampleSchema,
  }),
  /** "Use as example" (issue 32): a posted post with results becomes an example; once per post. */
  exampleFromPost: declareRoute({
    method: "POST",
    path: "/api/brand-training/from-post/:id",
    access: "user",
    role: "creator",
    params: idParams("Post"),
    response: exampleFromPostSchema,
  }),
  deleteExample: declareRoute({
    method: "DELETE",
    path: "/api/brand-training/:id",
    access: "user",
    role: "creator",
    params: idParams("Training data"),
    response: JSON_EMPTY,
  }),
  voiceStyles: declareRoute({
    method: "GET",
    path: "/api/voice-styles",
    access: "user",
    role: "viewer",
    response: z.array(voiceStyleSchema),
  }),
  addVoiceStyle: declareRoute({
    method: "POST",
    path: "/api/voice-styles",
    access: "user",
    role: "creator",
    body: createVoiceStyleSchema,
    response: voiceStyleSchema,
  }),
  updateVoiceStyle: declareRoute({
    method: "PATCH",
    path: "/api/voice-styles/:id",
    access: "user",
    role: "creator",
    params: idParams("Voice style"),
    body: updateVoiceStyleSchema,
    response: voiceStyleSchema,
  }),
  deleteVoiceStyle: declareRoute({
    method: "DELETE",
    path: "/api/voice-styles/:id",
    access: "user",
    role: "creator",
    params: idParams("Voice style"),
    response: JSON_EMPTY,
  }),
};

export const dashboardRoutes = {
  stats: declareRoute({
    method: "GET",
    path: "/api/dashboard",
    access: "user",
    role: "viewer",
    response: dashboardStatsSchema,
  }),
  /** The real engagement rate by language and by content field, and the best posts (issue 32). */
  results: declareRoute({
    method: "GET",
    path: "/api/dashboard/results",
    access: "user",
    role: "viewer",
    response: resultsBreakdownSchema,
  }),
};

export const calendarRoutes = {
  /** The content calendar (issue 31): a range of IST days of the active workspace. */
  read: declareRoute({
    method: "GET",
    path: "/api/calendar",
    access: "user",
    role: "viewer",
    query: calendarQuerySchema,
    response: calendarResponseSchema,
  }),
  /** The caller's calendar settings for the active workspace: festival region, weekly digest (issue 31). */
  settings: declareRoute({
    method: "PUT",
    path: "/api/calendar/settings",
    access: "user",
    role: "viewer",
    body: calendarSettingsRequestSchema,
    response: calendarSettingsSchema,
  }),
};

export const festivalsRoutes = {
  between: declareRoute({
    method: "GET",
    path: "/api/festivals",
    access: "user",
    query: festivalsQuerySchema,
    response: typedJson<FestivalsResponse>(),
  }),
};

const userParams = z.object({ id: z.uuid("User not found.") });

export const adminRoutes = {
  mail: declareRoute({ method: "GET", path: "/api/admin/mail", access: "admin", response: adminMailListSchema }),
  stats: declareRoute({
    method: "GET",
    path: "/api/admin/stats",
    access: "admin",
    query: adminStatsQuerySchema,
    response: adminStatsSchema,
  }),
  traffic: declareRoute({
    method: "GET",
    path: "/api/admin/traffic",
    access: "admin",
    query: adminStatsQuerySchema,
    response: adminTrafficSchema,
  }),
  content: declareRoute({
    method: "GET",
    path: "/api/admin/content",
    access: "admin",
    query: adminStatsQuerySchema,
    response: adminContentSchema,
  }),
  subscriptions: declareRoute({
    method: "GET",
    path: "/api/admin/subscriptions",
    access: "admin",
    query: adminStatsQuerySchema,
    response: adminSubscriptionsSchema,
  }),
  users: declareRoute({
    method: "GET",
    path: "/api/admin/users",
    access: "admin",
    query: adminUsersQuerySchema,
    response: adminUsersPageSchema,
  }),
  user: declareRoute({
    method: "GET",
    path: "/api/admin/users/:id",
    access: "admin",
    params: userParams,
    response: adminUserDetailSchema,
  }),
  grantPass: declareRoute({
    method: "POST",
    path: "/api/admin/users/:id/passes",
    access: "admin",
    params: userParams,
    body: grantPassRequestSchema,
    response: adminUserDetailSchema,
  }),
  disable: declareRoute({
    method: "POST",
    path: "/api/admin/users/:id/disable",
    access: "admin",
    params: userParams,
    body: adminReasonRequestSchema,
    response: adminUserDetailSchema,
  }),
  enable: declareRoute({
    method: "POST",
    path: "/api/admin/users/:id/enable",
    access: "admin",
    params: userParams,
    body: adminReasonRequestSchema,
    response: adminUserDetailSchema,
  }),
  refund: declareRoute({
    method: "POST",
    path: "/api/admin/users/:id/payments/:orderId/refund",
    access: "admin",
    params: userParams.extend({ orderId: transactionIdSchema }),
    body: adminReasonRequestSchema,
    response: adminUserDetailSchema,
  }),
  audit: declareRoute({
    method: "GET",
    path: "/api/admin/audit",
    access: "admin",
    query: auditQuerySchema,
    response: auditPageSchema,
  }),
};

export const analyticsRoutes = {
  // The path is ANALYTICS_ENDPOINT of analytics-values.ts.
  batch: declareRoute({
    method: "POST",
    path: "/api/analytics",
    access: "public",
    body: analyticsBatchSchema,
    response: JSON_EMPTY,
  }),
};

export const billingRoutes = {
  createPayment: declareRoute({
    method: "POST",
    path: "/api/phonepe/create-payment",
    access: "user",
    body: createPaymentRequestSchema,
    response: typedJson<CreatePaymentResponse>(),
  }),
  paymentStatus: declareRoute({
    method: "GET",
    path: "/api/phonepe/status/:transactionId",
    access: "user",
    params: transactionParams,
    paramsNotFound: "errors.billing.paymentNotFound",
    response: typedJson<PaymentStatusResponse>(),
  }),
  verifyCard: declareRoute({
    method: "POST",
    path: "/api/razorpay/verify",
    access: "user",
    body: razorpayVerifyRequestSchema,
    response: typedJson<PaymentStatusResponse>(),
  }),
  upgradeSubscription: declareRoute({
    method: "POST",
    path: "/api/upgrade-subscription",
    access: "user",
    response: typedJson<UpgradeSubscriptionResponse>(),
  }),
  summary: declareRoute({ method: "GET", path: "/api/billing", access: "user", response: typedJson<BillingSummary>() }),
  invoicePdf: declareRoute({
    method: "GET",
    path: "/api/billing/invoices/:id/pdf",
    access: "user",
    params: z.object({ id: z.uuid() }),
    paramsNotFound: "errors.billing.invoiceNotFound",
    response: bytes("application/pdf"),
  }),
  /** Providers' webhooks: raw bytes checked against their signature, then read by the adapter. */
  phonepeWebhook: declareRoute({
    method: "POST",
    path: "/api/webhooks/phonepe",
    access: "public",
    response: typedJson<{ success: true }>(),
  }),
  razorpayWebhook: declareRoute({
    method: "POST",
    path: "/api/webhooks/razorpay",
    access: "public",
    response: typedJson<{ success: true }>(),
  }),
  sandboxPage: declareRoute({
    method: "GET",
    path: "/payments/sandbox/:transactionId",
    access: "user",
    params: transactionParams,
    paramsNotFound: "errors.billing.paymentNotFound",
    response: HTML,
  }),
  /** The sandbox page's Pay/Fail form posts no fields (the outcome is in the path). */
  sandboxSettle: declareRoute({
    method: "POST",
    path: "/api/payments/sandbox/:transactionId/:outcome",
    access: "user",
    params: transactionParams.extend({ outcome: z.enum(["pay", "fail"]) }),
    paramsNotFound: "errors.billing.paymentNotFound",
    response: REDIRECT,
  }),
};

export const apiKeysRoutes = {
  list: declareRoute({
    method: "GET",
    path: "/api/api-keys",
    access: "user",
    role: "manager",
    response: apiKeyListSchema,
  }),
  create: declareRoute({
    method: "POST",
    path: "/api/api-keys",
    access: "user",
    role: "manager",
    body: createApiKeySchema,
    response: createdApiKeySchema,
  }),
  revoke: declareRoute({
    method: "DELETE",
    path: "/api/api-keys/:id",
    access: "user",
    role: "manager",
    params: idParams("API key"),
    response: typedJson<ApiKey>(),
  }),
};

/** Workspaces and teams (issue 29, decision 760). */
export const teamsRoutes = {
  workspaces: declareRoute({ method: "GET", path: "/api/workspaces", access: "user", response: workspacesSchema }),
  switchWorkspace: declareRoute({
    method: "PUT",
    path: "/api/session/workspace",
    access: "user",
    body: switchWorkspaceSchema,
    response: workspaceSchema,
  }),
  createTeam: declareRoute({
    method: "POST",
    path: "/api/teams",
    access: "user",
    body: createTeamSchema,
    response: workspaceSchema,
  }),
  team: declareRoute({ method: "GET", path: "/api/team", access: "user", role: "viewer", response: teamSchema }),
  invite: declareRoute({
    method: "POST",
    path: "/api/team/invitations",
    access: "user",
    role: "manager",
    body: inviteSchema,
    response: invitationCreatedSchema,
  }),
  withdrawInvitation: declareRoute({
    method: "DELETE",
    path: "/api/team/invitations/:id",
    access: "user",
    role: "manager",
    params: invitationParamsSchema,
    paramsNotFound: "errors.teams.invitationNotFound",
    response: JSON_EMPTY,
  }),
  acceptInvitation: declareRoute({
    method: "POST",
    path: "/api/team/invitations/accept",
    access: "user",
    body: acceptInvitationSchema,
    response: invitationAcceptedSchema,
  }),
  changeRole: declareRoute({
    method: "PATCH",
    path: "/api/team/members/:userId",
    access: "user",
    role: "owner",
    params: memberParamsSchema,
    paramsNotFound: "Member not found.",
    body: memberRoleSchema,
    response: teamMemberSchema,
  }),
  /** The team's work as a ZIP, for its owner (data.json and the library's files). */
  exportTeam: declareRoute({
    method: "GET",
    path: "/api/team/export",
    access: "user",
    role: "owner",
    response: bytes("application/zip"),
  }),
  transferOwnership: declareRoute({
    method: "POST",
    path: "/api/team/transfer",
    access: "user",
    role: "owner",
    body: transferOwnershipSchema,
    response: teamMemberSchema,
  }),
  /** The owner removes anyone else; any member may remove themselves (leave the team). */
  removeMember: declareRoute({
    method: "DELETE",
    path: "/api/team/members/:userId",
    access: "user",
    role: "viewer",
    params: memberParamsSchema,
    paramsNotFound: "Member not found.",
    response: JSON_EMPTY,
  }),
};

export const storageRoutes = {
  /** The local storage provider's signed upload: the body is the file's bytes, streamed to disk. */
  upload: declareRoute({
    method: "PUT",
    path: "/api/storage/upload",
    access: "public",
    query: signedUploadQuerySchema,
    response: typedJson<{ size: number }>(),
    onlyWhen: "STORAGE is local",
  }),
  /** A signed, expiring link to one stored object (what Instagram downloads a photo from). */
  download: declareRoute({
    method: "GET",
    path: "/api/storage/object",
    access: "public",
    query: signedDownloadQuerySchema,
    response: bytes("application/octet-stream"),
    onlyWhen: "STORAGE is local",
  }),
};

/** The installed app (issue 34, decision 751). */
export const pwaRoutes = {
  /** The web app manifest, with the configured product name. */
  manifest: declareRoute({
    method: "GET",
    path: MANIFEST_PATH,
    access: "public",
    response: bytes("application/manifest+json"),
  }),
  /**
   * The share target's POST when no service worker took it (the worker keeps the files in the
   * browser, decision 752): the files cannot be kept here for a browser that may be signed
   * out, so Create Post explains and asks to share again.
   */
  shareTarget: declareRoute({ method: "POST", path: SHARE_TARGET_PATH, access: "public", response: REDIRECT }),
};

export const webRoutes = {
  /** Every page: the built index.html with the path's head (and, signed out, the rendered page). */
  page: declareRoute({
    method: "GET",
    path: "/*",
    access: "public",
    params: z.object({ "*": z.string() }),
    response: HTML,
  }),
  /** The built app's files (one route per file, added by @fastify/static). */
  builtFile: declareRoute({
    method: "GET",
    path: "/<file of the built app>",
    access: "public",
    response: bytes("application/octet-stream"),
    onlyWhen: "the web app is built",
  }),
};

/** The app's routes by feature (the Business API's are apiV1Endpoints). */
export const appRoutes = {
  health: healthRoutes,
  accounts: accountsRoutes,
  dataExport: dataExportRoutes,
  library: libraryRoutes,
  captions: captionsRoutes,
  demo: demoRoutes,
  contact: contactRoutes,
  newsletter: newsletterRoutes,
  seo: seoRoutes,
  posts: postsRoutes,
  calendar: calendarRoutes,
  instagram: instagramRoutes,
  brand: brandRoutes,
  dashboard: dashboardRoutes,
  festivals: festivalsRoutes,
  admin: adminRoutes,
  analytics: analyticsRoutes,
  billing: billingRoutes,
  apiKeys: apiKeysRoutes,
  teams: teamsRoutes,
  storage: storageRoutes,
  pwa: pwaRoutes,
  web: webRoutes,
};

type AppRouteGroups = typeof appRoutes;
/** Every declaration of the app's own routes, as a union of their literal types. */
export type AppRouteDeclaration = {
  [F in keyof AppRouteGroups]: AppRouteGroups[F][keyof AppRouteGroups[F]];
}[keyof AppRouteGroups];

/** Every route of the server: the app's and the Business API's. */
export const routeTable: readonly RouteDeclaration[] = [
  ...Object.values(appRoutes).flatMap((group) => Object.values(group) as RouteDeclaration[]),
  ...apiV1Endpoints,
];
