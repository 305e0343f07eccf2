import { z } from "zod";
import { adminUserSchema } from "./admin.ts";
import { line } from "./text.ts";
import { TEAM_ROLES } from "./workspaces.ts";

/**
 * The admin's actions on an account and the audit log that records them (decisions 571, 572).
 * Every action needs a reason, kept in the log with who did it, to whom and when.
 */

export const AUDIT_ACTIONS = [
  "pass.granted",
  "user.disabled",
  "user.enabled",
  "payment.refunded",
  "retention.ran",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Plans an admin may give as a complimentary pass. */
export const COMPLIMENTARY_PLANS = ["starter", "pro", "business"] as const;
export const COMPLIMENTARY_DAYS_MAX = 365;

const reason = line()
  .trim()
  .min(3, "Give a reason of at least 3 characters")
  .max(500, "Keep the reason under 500 characters");

const daysMessage = `days must be a whole number from 1 to ${COMPLIMENTARY_DAYS_MAX}`;

/** POST /api/admin/users/:id/passes */
export const grantPassRequestSchema = z.object({
  plan: z.enum(COMPLIMENTARY_PLANS, { error: `plan must be one of ${COMPLIMENTARY_PLANS.join(", ")}` }),
  days: z.number({ error: daysMessage }).int(daysMessage).min(1, daysMessage).max(COMPLIMENTARY_DAYS_MAX, daysMessage),
  reason,
});
export type GrantPassRequest = z.infer<typeof grantPassRequestSchema>;

/** POST /api/admin/users/:id/disable, /enable and /payments/:orderId/refund */
export const adminReasonRequestSchema = z.object({ reason });

export const AUDIT_PAGE_DEFAULT = 25;
export const AUDIT_PAGE_MAX = 100;
const auditLimitMessage = `limit must be a number from 1 to ${AUDIT_PAGE_MAX}`;

/** GET /api/admin/audit: newest first; `userId` keeps the entries about one account. */
export const auditQuerySchema = z.object({
  limit: z.coerce
    .number({ error: auditLimitMessage })
    .int(auditLimitMessage)
    .min(1, auditLimitMessage)
    .max(AUDIT_PAGE_MAX, auditLimitMessage)
    .default(AUDIT_PAGE_DEFAULT),
  cursor: line()
    .max(15, "This page link is not valid")
    .regex(/^[1-9][0-9]{0,14}$/, "This page link is not valid")
    .optional(),
  userId: z.uuid("userId must be an account id").optional(),
});

/** One audit log entry as the dashboard lists it. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** The admin who acted; null for the system (a background job). */
  actor: z.object({ id: z.string(), email: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  /** The account acted on (its e-mail as it was then); null for a job's run. */
  target: z.object({ id: z.string(), email: z.string() }).nullable(),
  reason: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** A plan pass or add-on of the account that has not ended. */
export const adminPassSchema = z.object({
  productId: z.string(),
  kind: z.enum(["plan", "addon"]),
  source: z.enum(["payment", "complimentary"]),
  startsAt: z.string(),
  endsAt: z.string(),
});

export const adminPaymentSchema = z.object({
  id: z.string(),
  product: z.string(),
  amountPaise: z.number().int(),
  provider: z.string(),
  status: z.enum(["created", "completed", "failed", "refunded"]),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** Until when the Refund Policy allows a refund; null when it cannot be refunded (not completed). */
  refundableUntil: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminInvoiceSchema = z.object({
  id: z.string(),
  kind: z.enum(["invoice", "credit_note"]),
  number: z.string(),
  issuedAt: z.string(),
  description: z.string(),
  totalPaise: z.number().int(),
});

/** GET /api/admin/users/:id: the account, its passes, payments, invoices and its audit entries. */
/** A team the account belongs to, as the admin sees it (issue 29). */
export const adminUserTeamSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  ownerEmail: z.string(),
  /** People besides the owner, and pending invitations, against the seats. */
  seatsUsed: z.number().int(),
  seats: z.number().int(),
});

export const adminUserDetailSchema = z.object({
  user: adminUserSchema.extend({ isAdmin: z.boolean() }),
  passes: z.array(adminPassSchema),
  teams: z.array(adminUserTeamSchema),
  payments: z.array(adminPaymentSchema),
  invoices: z.array(adminInvoiceSchema),
  audit: z.array(auditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
