import type { z } from "zod";
import { adminStatsQuerySchema, adminUsersQuerySchema } from "./admin.ts";
import { adminReasonRequestSchema, auditQuerySchema, grantPassRequestSchema } from "./admin-users.ts";
import { analyticsBatchSchema } from "./analytics.ts";
import { createApiKeySchema } from "./api-keys.ts";
import { apiV1Endpoints } from "./api-v1.ts";
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
import { createPaymentRequestSchema, razorpayVerifyRequestSchema } from "./billing.ts";
import {
  brandCompareRequestSchema,
  createBrandExampleSchema,
  createVoiceStyleSchema,
  updateVoiceStyleSchema,
} from "./brand.ts";
import {
  generateAdvancedRequestSchema,
  generateCaptionRequestSchema,
  instagramPreviewRequestSchema,
  postingTimeQuerySchema,
} from "./captions.ts";
import { contactRequestSchema } from "./contact.ts";
import { demoRequestSchema } from "./demo.ts";
import { festivalsQuerySchema } from "./festivals.ts";
import { autoPublishRequestSchema, preflightImageQuerySchema, preflightRequestSchema } from "./instagram.ts";
import {
  createContentSchema,
  imageVariantSchema,
  updateContentSchema,
  uploadCompleteSchema,
  uploadRequestSchema,
} from "./library.ts";
import { newsletterSubscribeSchema, newsletterTokenQuerySchema } from "./newsletter.ts";
import { createPostSchema, listPostsQuerySchema, updatePostSchema } from "./posts.ts";
import { rewriteRequestSchema } from "./rewrite.ts";
import { signedDownloadQuerySchema, signedUploadQuerySchema } from "./storage.ts";

/** Who may call a route: its body is only read once this guard has let the caller in. */
export type RequestAccess = "anyone" | "user" | "admin" | "apiKey";

export interface RequestContract {
  access: RequestAccess;
  body?: z.ZodType;
  query?: z.ZodType;
}

/**
 * Every API route that reads a JSON body or a query (the e-mail links GET
 * /api/newsletter/confirm and /unsubscribe answer with a redirect, not JSON, and are checked
 * apart), keyed "METHOD /path" as Fastify lists it,
 * with the contract schema its handler validates. The text-rule test (decision 010) walks
 * these schemas for every string field and sends each one bad text; it also fails when the
 * server has a body-reading route that is missing here, so a new route or field is covered
 * without anyone remembering to add a case.
 */
const contracts = {
  "POST /api/auth/register": { access: "anyone", body: registerRequestSchema },
  "POST /api/auth/login": { access: "anyone", body: loginRequestSchema },
  "POST /api/auth/forgot-password": { access: "anyone", body: forgotPasswordRequestSchema },
  "POST /api/auth/reset-password": { access: "anyone", body: resetPasswordRequestSchema },
  "PATCH /api/account": { access: "user", body: updateProfileRequestSchema },
  "PUT /api/account/profile-picture": { access: "user", body: profilePictureRequestSchema },
  "POST /api/account/password": { access: "user", body: changePasswordRequestSchema },
  "POST /api/account/delete": { access: "user", body: deleteAccountRequestSchema },
  "GET /api/admin/users": { access: "admin", query: adminUsersQuerySchema },
  "GET /api/admin/stats": { access: "admin", query: adminStatsQuerySchema },
  "GET /api/admin/content": { access: "admin", query: adminStatsQuerySchema },
  "GET /api/admin/subscriptions": { access: "admin", query: adminStatsQuerySchema },
  "GET /api/admin/traffic": { access: "admin", query: adminStatsQuerySchema },
  "POST /api/analytics": { access: "anyone", body: analyticsBatchSchema },
  "POST /api/admin/users/:id/passes": { access: "admin", body: grantPassRequestSchema },
  "POST /api/admin/users/:id/disable": { access: "admin", body: adminReasonRequestSchema },
  "POST /api/admin/users/:id/enable": { access: "admin", body: adminReasonRequestSchema },
  "POST /api/admin/users/:id/payments/:orderId/refund": { access: "admin", body: adminReasonRequestSchema },
  "GET /api/admin/audit": { access: "admin", query: auditQuerySchema },
  "POST /api/brand-training": { access: "user", body: createBrandExampleSchema },
  "POST /api/brand-training/compare": { access: "user", body: brandCompareRequestSchema },
  "POST /api/voice-styles": { access: "user", body: createVoiceStyleSchema },
  "PATCH /api/voice-styles/:id": { access: "user", body: updateVoiceStyleSchema },
  "POST /api/objects/upload": { access: "user", body: uploadRequestSchema },
  "POST /api/content": { access: "user", body: createContentSchema },
  "PUT /api/content/:id/upload-complete": { access: "user", body: uploadCompleteSchema },
  "PATCH /api/content/:id": { access: "user", body: updateContentSchema },
  "GET /api/content/:id/image": { access: "user", query: imageVariantSchema },
  "GET /api/posts": { access: "user", query: listPostsQuerySchema },
  "POST /api/posts": { access: "user", body: createPostSchema },
  "PATCH /api/posts/:id": { access: "user", body: updatePostSchema },
  "POST /api/generate-caption": { access: "user", body: generateCaptionRequestSchema },
  "POST /api/generate-advanced-content": { access: "user", body: generateAdvancedRequestSchema },
  "GET /api/generate-posting-time": { access: "user", query: postingTimeQuerySchema },
  "POST /api/generate-instagram-preview": { access: "user", body: instagramPreviewRequestSchema },
  "POST /api/captions/rewrite": { access: "user", body: rewriteRequestSchema },
  "POST /api/contact": { access: "anyone", body: contactRequestSchema },
  "POST /api/demo-generate-caption": { access: "anyone", body: demoRequestSchema },
  "POST /api/newsletter/subscribe": { access: "anyone", body: newsletterSubscribeSchema },
  "POST /api/newsletter/unsubscribe": { access: "anyone", query: newsletterTokenQuerySchema },
  "PUT /api/storage/upload": { access: "anyone", query: signedUploadQuerySchema },
  "GET /api/storage/object": { access: "anyone", query: signedDownloadQuerySchema },
  "POST /api/instagram/preflight": { access: "user", body: preflightRequestSchema },
  "GET /api/instagram/preflight/image": { access: "user", query: preflightImageQuerySchema },
  "PUT /api/instagram/posts/:id/auto-publish": { access: "user", body: autoPublishRequestSchema },
  "POST /api/phonepe/create-payment": { access: "user", body: createPaymentRequestSchema },
  "POST /api/razorpay/verify": { access: "user", body: razorpayVerifyRequestSchema },
  "POST /api/api-keys": { access: "user", body: createApiKeySchema },
  "GET /api/festivals": { access: "user", query: festivalsQuerySchema },
} satisfies Record<string, RequestContract>;

export const requestContracts: Record<string, RequestContract> = {
  ...contracts,
  // The Business plan's API: every endpoint of its table that reads a body or a query.
  ...Object.fromEntries(
    apiV1Endpoints
      .filter((endpoint) => endpoint.body || endpoint.query)
      .map((endpoint) => [
        `${endpoint.method} ${endpoint.path}`,
        {
          access: endpoint.scope ? ("apiKey" as const) : ("anyone" as const),
          ...(endpoint.body ? { body: endpoint.body } : {}),
          ...(endpoint.query ? { query: endpoint.query } : {}),
        },
      ]),
  ),
};

/** The same table with each route's own schemas: the browser's `apiRequest` types bodies by it. */
export type RequestContracts = typeof contracts;
