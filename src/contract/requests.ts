import type { z } from "zod";
import { adminStatsQuerySchema, adminUsersQuerySchema } from "./admin.ts";
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
import {
  createContentSchema,
  imageVariantSchema,
  updateContentSchema,
  uploadCompleteSchema,
  uploadRequestSchema,
} from "./library.ts";
import { newsletterSubscribeSchema, newsletterTokenQuerySchema } from "./newsletter.ts";
import { createPostSchema, listPostsQuerySchema, updatePostSchema } from "./posts.ts";
import { signedUploadQuerySchema } from "./storage.ts";

/** Who may call a route: its body is only read once this guard has let the caller in. */
export type RequestAccess = "anyone" | "user" | "admin";

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
export const requestContracts: Record<string, RequestContract> = {
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
  "POST /api/contact": { access: "anyone", body: contactRequestSchema },
  "POST /api/demo-generate-caption": { access: "anyone", body: demoRequestSchema },
  "POST /api/newsletter/subscribe": { access: "anyone", body: newsletterSubscribeSchema },
  "POST /api/newsletter/unsubscribe": { access: "anyone", query: newsletterTokenQuerySchema },
  "PUT /api/storage/upload": { access: "anyone", query: signedUploadQuerySchema },
  "POST /api/phonepe/create-payment": { access: "user", body: createPaymentRequestSchema },
  "POST /api/razorpay/verify": { access: "user", body: razorpayVerifyRequestSchema },
};
