import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { INSIGHT_AGE_BUCKETS, type ImportOutcome } from "#contract/insights.ts";
import { posts } from "./posts.ts";
import { users } from "./users.ts";
import { workspaceColumn, workspaces } from "./workspaces.ts";

/**
 * A user's connected Instagram professional account (one per user). The long-lived token is
 * stored only encrypted (AES-256-GCM, decision 651); disconnecting deletes the row.
 * `needsReconnectAt` is set when Instagram refused the token or a permission: publishing
 * stops and the account page asks the creator to connect again.
 */
export const instagramAccounts = pgTable("instagram_accounts", {
  /** One connection per workspace (issue 29): a team shares the account its owner or a manager connected. */
  workspaceId: uuid("workspace_id")
    .primaryKey()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  /** Who connected it. */
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  provider: text("provider", { enum: ["graph", "sandbox"] }).notNull(),
  igUserId: text("ig_user_id").notNull(),
  username: text("username").notNull(),
  name: text("name"),
  accountType: text("account_type"),
  profilePictureUrl: text("profile_picture_url"),
  tokenCiphertext: text("token_ciphertext").notNull(),
  tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }).notNull(),
  tokenRefreshedAt: timestamp("token_refreshed_at", { withTimezone: true }).notNull(),
  needsReconnectAt: timestamp("needs_reconnect_at", { withTimezone: true }),
  reconnectReason: text("reconnect_reason"),
  /**
   * When Instagram refused to give a post's insights for want of `instagram_business_manage_insights`
   * (an account connected before it was asked, or one that removed it): results stop and the app
   * asks to connect again, without pausing publishing (issue 32, decision 770). Cleared by connecting.
   */
  insightsDeniedAt: timestamp("insights_denied_at", { withTimezone: true }),
  /** The import of the account's recent posts (issue 32): asked at, finished at, and what it did. */
  importRequestedAt: timestamp("import_requested_at", { withTimezone: true }),
  importFinishedAt: timestamp("import_finished_at", { withTimezone: true }),
  importOutcome: jsonb("import_outcome").$type<ImportOutcome>(),
  connectedAt: timestamp("connected_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The `state` of an Instagram Login in progress: single use (deleted when the callback
 * arrives), bound to the session that started it (a hash of its id) and short-lived.
 */
export const instagramOauthStates = pgTable("instagram_oauth_states", {
  nonce: text("nonce").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  workspaceId: workspaceColumn(),
  sessionBinding: text("session_binding").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * The embedded sandbox's Instagram: containers and the posts "published" from them, with a
 * copy of each photo or Reel's video (storage key) and a permalink page in the app (decisions
 * 650, 812).
 */
export const instagramSandboxMedia = pgTable(
  "instagram_sandbox_media",
  {
    id: text("id").primaryKey(),
    igUserId: text("ig_user_id").notNull(),
    mediaType: text("media_type", { enum: ["IMAGE", "CAROUSEL", "REELS"] }).notNull(),
    status: text("status", { enum: ["IN_PROGRESS", "FINISHED", "ERROR", "PUBLISHED"] }).notNull(),
    statusDetail: text("status_detail"),
    isCarouselItem: boolean("is_carousel_item").notNull().default(false),
    caption: text("caption"),
    altText: text("alt_text"),
    imageKey: text("image_key"),
    /** A Reel's video as the sandbox downloaded it (storage key), and its cover moment as sent (`thumb_offset`). */
    videoKey: text("video_key"),
    thumbOffsetMs: integer("thumb_offset_ms"),
    children: text("children").array(),
    /** The published post made from this container. */
    mediaId: text("media_id"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("instagram_sandbox_media_user_idx").on(t.igUserId, t.publishedAt)],
);

/**
 * The sandbox's authorization codes (decision 723): issued by its consent page to the app user
 * who pressed Allow, remembered here (only the code's SHA-256), taken once and only by that
 * user, within minutes — so a code naming another user's sandbox account connects nothing.
 */
export const instagramSandboxCodes = pgTable("instagram_sandbox_codes", {
  codeHash: text("code_hash").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  igUserId: text("ig_user_id").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * What Instagram reported for a published post at each age (issue 32, decision 749): one row per
 * post and age bucket (1h, 24h, 72h, 7d, 14d, 21d, 28d), so a job run twice — or by two
 * servers — cannot add a second reading. A null metric is one Instagram gave no figure for
 * (none yet, or not for this media type); `notEnoughViewers` rows carry no figures at all.
 * `source` says whether the figures are Instagram's or the embedded sandbox's made-up ones.
 */
export const instagramInsights = pgTable(
  "instagram_insights",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workspaceId: workspaceColumn(),
    mediaId: text("media_id").notNull(),
    ageBucket: text("age_bucket", { enum: INSIGHT_AGE_BUCKETS }).notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true, precision: 3 }).notNull(),
    source: text("source", { enum: ["graph", "sandbox"] }).notNull(),
    notEnoughViewers: boolean("not_enough_viewers").notNull().default(false),
    reach: integer("reach"),
    views: integer("views"),
    likes: integer("likes"),
    comments: integer("comments"),
    saved: integer("saved"),
    shares: integer("shares"),
    totalInteractions: integer("total_interactions"),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.ageBucket] }),
    index("instagram_insights_user_idx").on(t.userId, t.fetchedAt),
    index("instagram_insights_workspace_idx").on(t.workspaceId, t.fetchedAt),
  ],
);

/**
 * The account's recent posts made outside CaptionKaro, read by the import (issue 32, decision 770):
 * one row per workspace and Instagram media, so an import run again updates its rows instead of
 * adding new ones. Not posts: the publishing job, the history limit and My Posts never see them.
 * Their figures are the reading at the last import (lifetime values, as for published posts);
 * a null metric is one Instagram gave none for.
 */
export const instagramImportedMedia = pgTable(
  "instagram_imported_media",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    mediaId: text("media_id").notNull(),
    igUserId: text("ig_user_id").notNull(),
    caption: text("caption").notNull().default(""),
    mediaType: text("media_type", { enum: ["IMAGE", "VIDEO", "CAROUSEL_ALBUM"] }),
    permalink: text("permalink"),
    postedAt: timestamp("posted_at", { withTimezone: true }),
    source: text("source", { enum: ["graph", "sandbox"] }).notNull(),
    /** When the figures below were read; null before any were. */
    fetchedAt: timestamp("fetched_at", { withTimezone: true, precision: 3 }),
    notEnoughViewers: boolean("not_enough_viewers").notNull().default(false),
    reach: integer("reach"),
    views: integer("views"),
    likes: integer("likes"),
    comments: integer("comments"),
    saved: integer("saved"),
    shares: integer("shares"),
    totalInteractions: integer("total_interactions"),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.mediaId] }),
    index("instagram_imported_media_posted_idx").on(t.workspaceId, t.postedAt),
  ],
);
