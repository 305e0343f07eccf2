import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CONTENT_FIELDS } from "#contract/captions.ts";
import type { PostResults } from "#contract/insights.ts";
import { POST_STATUSES, type PostPeople } from "#contract/posts.ts";
import { users } from "./users.ts";
import { workspaceColumn } from "./workspaces.ts";

/** `posts.people` as stored: the presented shape with absent keys for what has not happened. */
export type StoredPostPeople = { [K in keyof PostPeople]?: NonNullable<PostPeople[K]> };

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
    workspaceId: workspaceColumn(),
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
    /**
     * How the figure was made, in words (decision 207): the model's guess, or given with the
     * post when it was saved. Null beside a figure only for posts saved before the basis was
     * recorded; those figures are neither shown nor averaged.
     */
    engagementBasis: text("engagement_basis"),
    language: text("language").notNull().default("english"),
    /**
     * The content field (niche) the post was written for, when it was saved from a generation or
     * given through the API; null for posts saved before it was kept (issue 32's breakdown).
     */
    contentField: text("content_field", { enum: CONTENT_FIELDS }),
    /**
     * When the post went out (published automatically, decision 800): its destinations' own
     * states, links and tries are in `publications`; this is the post's, for lists and the calendar.
     */
    postedAt: timestamp("posted_at", { withTimezone: true, precision: 3 }),
    /**
     * A Reel's cover: the moment of its video in milliseconds, sent as `thumb_offset` (decision
     * 801); checked against the video's length when it is chosen. Null: the first frame.
     */
    coverOffsetMs: integer("cover_offset_ms"),
    /**
     * The latest reading of the published post's figures, as the post presents it (issue 32):
     * a copy of the newest instagram_insights row, written with it, so lists and the post's
     * cached JSON change with the row (decision 749).
     */
    results: jsonb("results").$type<PostResults>(),
    /**
     * Who wrote, edited, sent for review, approved and published the post, each the last time
     * (issue 29, decision 761): names as they were then, a record of the team's work. A key is
     * absent until it happens.
     */
    people: jsonb("people").$type<StoredPostPeople>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index("posts_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("posts_workspace_created_idx").on(t.workspaceId, t.createdAt.desc(), t.id.desc()),
    // Posts saved in a range, for the admin's Content tab (decision 551).
    index("posts_created_idx").on(t.createdAt),
    check("posts_engagement_range", sql`${t.engagementPrediction} between 0 and 100`),
    check("posts_scheduled_has_time", sql`${t.status} <> 'scheduled' or ${t.scheduledAt} is not null`),
    // The content calendar's range reads (issue 31): a workspace's posts by when they go out.
    index("posts_workspace_calendar_idx")
      .on(t.workspaceId, sql`coalesce(${t.postedAt}, ${t.scheduledAt})`)
      .where(sql`coalesce(${t.postedAt}, ${t.scheduledAt}) is not null`),
  ],
);
