import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Messages sent through the contact form (also e-mailed to the support address). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull().default(""),
    category: text("category").notNull(),
    message: text("message").notNull(),
    /** The sender's IP address, kept to investigate abuse. */
    ipAddress: text("ip_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);
