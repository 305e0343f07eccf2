import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { BRAND_CONTENT_TYPES } from "#contract/brand.ts";
import { posts } from "./posts.ts";
import { users } from "./users.ts";
import { workspaceColumn } from "./workspaces.ts";

/**
 * Brand training material a user adds in AI Training: example posts, brand guidelines and
 * voice samples. `hashtags` holds cleaned tags without '#'. The newest few are given to the
 * caption model as data (decision 450).
 */
export const brandTrainingItems = pgTable(
  "brand_training_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workspaceId: workspaceColumn(),
    contentType: text("content_type", { enum: BRAND_CONTENT_TYPES }).notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    hashtags: text("hashtags").array().notNull().default(sql`'{}'::text[]`),
    engagement: integer("engagement"),
    /** The posted post this example was made from with "Use as example" (issue 32); null when typed in. */
    sourcePostId: uuid("source_post_id").references(() => posts.id, { onDelete: "set null" }),
    /** Where the engagement figure comes from, in words ("Instagram: 1,180 likes, … as of 27 Nov"). */
    engagementBasis: text("engagement_basis"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index("brand_training_items_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("brand_training_items_workspace_created_idx").on(t.workspaceId, t.createdAt.desc(), t.id.desc()),
    /** One example per post: a second "Use as example" adds nothing. */
    uniqueIndex("brand_training_items_source_post_idx").on(t.workspaceId, t.sourcePostId),
    check(
      "brand_training_items_content_type",
      sql`${t.contentType} in (${sql.raw(BRAND_CONTENT_TYPES.map((type) => `'${type}'`).join(", "))})`,
    ),
    check("brand_training_items_engagement", sql`${t.engagement} >= 0`),
  ],
);
