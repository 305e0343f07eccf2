import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * One AI generation. A row is reserved (under a lock on the user's row) before the model is
 * called, so parallel requests cannot pass the quota; it becomes "succeeded" with the text it
 * produced, or is deleted when generation fails — only successes count.
 */
export const generations = pgTable(
  "generations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["reserved", "succeeded"] })
      .notNull()
      .default("reserved"),
    kind: text("kind", { enum: ["basic", "advanced"] }).notNull(),
    /** The IST calendar day (YYYY-MM-DD) daily quotas count against. */
    istDay: text("ist_day").notNull(),
    language: text("language").notNull(),
    engine: text("engine"),
    postHeading: text("post_heading"),
    caption: text("caption"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("generations_user_day_idx").on(t.userId, t.istDay),
    index("generations_user_created_idx").on(t.userId, t.createdAt),
  ],
);
