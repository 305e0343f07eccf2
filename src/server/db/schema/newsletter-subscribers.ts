import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Blog newsletter subscriptions (double opt-in). One row per address (stored lower-case);
 * tokens are random and only their SHA-256 hashes are stored.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    /** pending → confirmed → unsubscribed (subscribing again starts over at pending). */
    status: text("status", { enum: ["pending", "confirmed", "unsubscribed"] })
      .notNull()
      .default("pending"),
    confirmTokenHash: text("confirm_token_hash"),
    unsubscribeTokenHash: text("unsubscribe_token_hash"),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("newsletter_confirm_token_idx").on(t.confirmTokenHash),
    index("newsletter_unsubscribe_token_idx").on(t.unsubscribeTokenHash),
  ],
);
