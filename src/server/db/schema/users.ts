import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Accounts. The e-mail is stored lower-cased and unique. `passwordHash` is null for accounts
 * that only sign in through OpenID Connect. A deleted account keeps its row (and its e-mail,
 * so it cannot sign in again) until the purge job removes it.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    subscriptionStatus: text("subscription_status", { enum: ["free", "starter", "pro", "business"] })
      .notNull()
      .default("free"),
    freePostsUsed: integer("free_posts_used").notNull().default(0),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Set by an admin (decision 570): the account cannot sign in and has no session. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** The GST state code the buyer chose at their last checkout, offered again at the next (decision 732). */
    billingStateCode: text("billing_state_code"),
    /** The interface language the user chose (issue 30, decision 775); null: cookie, then the browser's. */
    interfaceLanguage: text("interface_language", { enum: ["en", "hi"] }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_idx").on(t.email),
    index("users_deleted_idx").on(t.deletedAt).where(sql`deleted_at IS NOT NULL`),
    // The admin figures count live accounts, all and signed up in a range, from this alone (decision 551).
    index("users_created_idx").on(t.createdAt).where(sql`deleted_at IS NULL`),
    // The admin's user search: case-insensitive prefixes of the e-mail (stored lower-cased),
    // the full name and the last name, plain btree indexes that PGlite and PostgreSQL both
    // have (text_pattern_ops serves LIKE 'prefix%' under any collation; decision 570).
    index("users_email_prefix_idx").using("btree", sql`${t.email} text_pattern_ops`),
    index("users_full_name_prefix_idx").using(
      "btree",
      sql`lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) text_pattern_ops`,
    ),
    index("users_last_name_prefix_idx").using("btree", sql`lower(${t.lastName}) text_pattern_ops`),
    // The admin's list, newest first, one page at a time (keyset on created_at, id).
    index("users_newest_idx").on(t.createdAt, t.id),
  ],
);

/** Server-side sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent"),
    /**
     * The workspace this session works in (issue 29); null is the account's personal one. A
     * foreign key is not declared here (workspaces references users): migration 0025 adds it,
     * ON DELETE SET NULL.
     */
    activeWorkspaceId: uuid("active_workspace_id"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Password reset links: random token, only its SHA-256 stored, single use, short-lived. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/** Identities at an OpenID Connect provider linked to an account ("Other Login"). */
export const userIdentities = pgTable(
  "user_identities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("user_identities_issuer_subject_idx").on(t.issuer, t.subject),
    index("user_identities_user_idx").on(t.userId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
