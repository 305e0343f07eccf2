import { z } from "zod";
import { PLAN_IDS } from "./plans.ts";
import { line } from "./text.ts";

/** Spec §9: the admin dashboard's ranges. */
export const ADMIN_RANGES = ["24h", "7d", "30d", "90d"] as const;
export type AdminRange = (typeof ADMIN_RANGES)[number];
export const ADMIN_RANGE_HOURS: Readonly<Record<AdminRange, number>> = {
  "24h": 24,
  "7d": 168,
  "30d": 720,
  "90d": 2160,
};

/** What a signed-in user who is not an admin is told, by the API and the page (spec §6). */
export const ADMIN_ACCESS_DENIED = "Access Denied: You don't have permission to access the admin dashboard.";

export const ADMIN_USERS_PAGE_DEFAULT = 50;
export const ADMIN_USERS_PAGE_MAX = 100;

const pageLimitMessage = `limit must be a number from 1 to ${ADMIN_USERS_PAGE_MAX}`;

/** GET /api/admin/users query: newest accounts first, one cursor page at a time, optionally searched. */
export const adminUsersQuerySchema = z.object({
  /**
   * The start of an e-mail, a full name or a last name, any case (or a whole account id);
   * blank lists everyone (decision 570).
   */
  q: line()
    .trim()
    .max(200, "Search for at most 200 characters")
    .optional()
    .transform((value) => value || undefined),
  limit: z.coerce
    .number({ error: pageLimitMessage })
    .int(pageLimitMessage)
    .min(1, pageLimitMessage)
    .max(ADMIN_USERS_PAGE_MAX, pageLimitMessage)
    .default(ADMIN_USERS_PAGE_DEFAULT),
  cursor: line().max(200, "This page link is not valid").optional(),
});

/** One account as the admin list shows it (never the password hash). */
export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  /** First and last name joined; empty when the user gave none. */
  name: z.string(),
  plan: z.enum(PLAN_IDS),
  /** Bytes of the user's stored files (what counts against the quota). */
  storageUsed: z.number().int(),
  /** ISO time of the last sign-in or session refresh; null if never. */
  lastActive: z.string().nullable(),
  createdAt: z.string(),
  /** Successful AI generations, all time. */
  generations: z.number().int(),
  /** ISO end of the last plan pass (paid or complimentary) not yet over; null on the free plan. */
  passEndsAt: z.string().nullable(),
  /** ISO time an admin disabled the account; null when it may sign in. */
  disabledAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageSchema = z.object({
  users: z.array(adminUserSchema),
  nextCursor: z.string().nullable(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** The query of GET /api/admin/stats, /content, /subscriptions and /traffic. */
export const adminStatsQuerySchema = z.object({
  range: z.enum(ADMIN_RANGES, { error: `range must be one of ${ADMIN_RANGES.join(", ")}` }).default("7d"),
});

// The stats' answer and the other tabs' shapes: admin-stats.ts (decision 551).

/** How many outbox messages the admin's Mail tab shows (newest first). */
export const ADMIN_MAIL_LIMIT = 50;

/**
 * One message of the outbox as GET /api/admin/mail answers it. Without SMTP_URL this is the
 * only place mail can be read in the app, and only by an admin (decision 156).
 */
export const adminMailSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  /** The plain-text body, links included. */
  text: z.string(),
  /** Extra header fields sent with it (e.g. List-Unsubscribe). */
  headers: z.record(z.string(), z.string()),
  /** ISO time handed to SMTP; null when only kept in the outbox. */
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;

export const adminMailListSchema = z.object({
  messages: z.array(adminMailSchema),
  /** True when mail is delivered by SMTP; false when the outbox is the only copy. */
  smtp: z.boolean(),
});
export type AdminMailList = z.infer<typeof adminMailListSchema>;
