import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * What admins and the retention job did (decision 572): who, what, to whom, when, why and the
 * figures. Append-only: a trigger sets `created_at` to the time of writing and refuses UPDATE,
 * TRUNCATE and any DELETE except of rows older than the kept period (7 years). No foreign key
 * to users: the e-mails are copied so a record outlives the accounts it names.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The admin who acted; null for the system (a background job). */
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    targetUserId: uuid("target_user_id"),
    targetEmail: text("target_email"),
    reason: text("reason").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt, t.id), index("audit_log_target_idx").on(t.targetUserId, t.id)],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
