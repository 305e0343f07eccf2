import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { POST_STATUSES } from "../../../contract/posts.ts";
import { users } from "./users.ts";

/**
 * A saved post (caption history). `hashtags` is the post's set as one string ("#a #b"), as
 * the spec stores it. `createdAt` keeps milliseconds only, so a page cursor made from a
 * JavaScript Date finds the row again exactly. `remindedFor` is the scheduled time a
 * reminder e-mail was sent for: the reminder job claims it before sending, so it goes once.
 */
export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    caption: text("caption").notNull().default(""),
    detailedDescription: text("detailed_description").notNull().default(""),
    hashtags: text("hashtags").notNull().default(""),
    altText: text("alt_text").notNull().default(""),
    contentItemIds: uuid("content_item_ids").array().notNull(),
    status: text("status", { enum: POST_STATUSES }).notNull().default("draft"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true, precision: 3 }),
    remindedFor: timestamp("reminded_for", { withTimezone: true, precision: 3 }),
    engagementPrediction: integer("engagement_prediction"),
    language: text("language").notNull().default("english"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index("posts_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    check("posts_engagement_range", sql`${t.engagementPrediction} between 0 and 100`),
    check("posts_scheduled_has_time", sql`${t.status} <> 'scheduled' or ${t.scheduledAt} is not null`),
  ],
);
