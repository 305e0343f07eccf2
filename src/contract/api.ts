import type { z } from "zod";
import type { AdminMailList, AdminUsersPage } from "./admin.ts";
import type { AdminStats } from "./admin-stats.ts";
import type { AdminUserDetail, AuditPage } from "./admin-users.ts";
import type {
  BillingSummary,
  CreatePaymentResponse,
  PaymentStatusResponse,
  UpgradeSubscriptionResponse,
} from "./billing.ts";
import type { BrandComparison, BrandExample, VoiceStyle } from "./brand.ts";
import type { GenerateResponse, InstagramPreviewResponse, PostingTimeResponse } from "./captions.ts";
import type { DemoResponse } from "./demo.ts";
import type { FestivalsResponse } from "./festivals.ts";
import type { ContentItem, StorageStats, UploadTarget } from "./library.ts";
import type { NewsletterStats } from "./newsletter.ts";
import type { DashboardStats, Post, PostsPage } from "./posts.ts";
import type { RequestContracts } from "./requests.ts";
import type { RewriteResponse } from "./rewrite.ts";
import type { CurrentUser } from "./user.ts";

/** The answer of routes that only confirm, in words the page shows. */
export interface MessageResponse {
  message: string;
}

/**
 * What each API route the browser calls answers with (204 routes: `undefined`), keyed
 * "METHOD /path" like `requestContracts`. With `RequestContracts` (the bodies) it types
 * `apiRequest` in src/web/lib/api.ts: a body the route's schema would not accept, or a body
 * for a route that takes none, does not compile.
 */
export interface ApiResponses {
  "GET /api/auth/me": CurrentUser;
  "GET /api/auth/user": CurrentUser;
  "POST /api/auth/register": CurrentUser;
  "POST /api/auth/login": CurrentUser;
  "POST /api/auth/forgot-password": MessageResponse;
  "POST /api/auth/reset-password": MessageResponse;
  "PATCH /api/account": CurrentUser;
  "PUT /api/account/profile-picture": CurrentUser;
  "POST /api/account/password": MessageResponse;
  "POST /api/account/delete": MessageResponse;
  "GET /api/admin/users": AdminUsersPage;
  "GET /api/admin/stats": AdminStats;
  "GET /api/admin/mail": AdminMailList;
  "GET /api/brand-training": BrandExample[];
  "POST /api/brand-training": BrandExample;
  "DELETE /api/brand-training/:id": undefined;
  "POST /api/brand-training/compare": BrandComparison;
  "GET /api/voice-styles": VoiceStyle[];
  "POST /api/voice-styles": VoiceStyle;
  "PATCH /api/voice-styles/:id": VoiceStyle;
  "DELETE /api/voice-styles/:id": undefined;
  "POST /api/objects/upload": UploadTarget;
  "GET /api/content": ContentItem[];
  "POST /api/content": ContentItem;
  "PUT /api/content/:id/upload-complete": ContentItem;
  "PATCH /api/content/:id": ContentItem;
  "DELETE /api/content/:id": undefined;
  "GET /api/storage-stats": StorageStats;
  "GET /api/dashboard": DashboardStats;
  "GET /api/festivals": FestivalsResponse;
  "GET /api/posts": PostsPage;
  "GET /api/posts/:id": Post;
  "POST /api/posts": Post;
  "PATCH /api/posts/:id": Post;
  "POST /api/posts/:id/duplicate": Post;
  "DELETE /api/posts/:id": undefined;
  "POST /api/generate-caption": GenerateResponse;
  "POST /api/captions/rewrite": RewriteResponse;
  "POST /api/generate-advanced-content": GenerateResponse;
  "GET /api/generate-posting-time": PostingTimeResponse;
  "POST /api/generate-instagram-preview": InstagramPreviewResponse;
  "POST /api/contact": MessageResponse;
  "POST /api/demo-generate-caption": DemoResponse;
  "GET /api/newsletter/stats": NewsletterStats;
  "POST /api/newsletter/subscribe": MessageResponse;
  "GET /api/billing": BillingSummary;
  "POST /api/phonepe/create-payment": CreatePaymentResponse;
  "GET /api/phonepe/status/:transactionId": PaymentStatusResponse;
  "POST /api/razorpay/verify": PaymentStatusResponse;
  "POST /api/upgrade-subscription": UpgradeSubscriptionResponse;
  "GET /api/admin/users/:id": AdminUserDetail;
  "POST /api/admin/users/:id/passes": AdminUserDetail;
  "POST /api/admin/users/:id/disable": AdminUserDetail;
  "POST /api/admin/users/:id/enable": AdminUserDetail;
  "POST /api/admin/users/:id/payments/:orderId/refund": AdminUserDetail;
  "GET /api/admin/audit": AuditPage;
}

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type ApiRoute = keyof ApiResponses | keyof RequestContracts;

/** "/api/posts/:id" → `/api/posts/${string}`: the addresses a route answers. */
type PathPattern<S extends string> = S extends `${infer Head}:${infer _Param}/${infer Tail}`
  ? `${Head}${string}/${PathPattern<Tail>}`
  : S extends `${infer Head}:${infer _Param}`
    ? `${Head}${string}`
    : S;

/** The route(s) a method and an address reach (never for an address the types cannot see). */
export type RouteOf<M extends ApiMethod, P extends string> = {
  [K in ApiRoute]: `${M} ${P}` extends PathPattern<K> | `${PathPattern<K>}?${string}` ? K : never;
}[ApiRoute];

/** The JSON body a route reads (its contract schema's input), or undefined for one that reads none. */
export type BodyOf<R> = R extends keyof RequestContracts
  ? RequestContracts[R] extends { body: infer S extends z.ZodType }
    ? z.input<S>
    : undefined
  : undefined;

/** What a route answers with; unknown for an address the types cannot see. */
export type ResponseOf<R> = [R] extends [never] ? unknown : R extends keyof ApiResponses ? ApiResponses[R] : unknown;
