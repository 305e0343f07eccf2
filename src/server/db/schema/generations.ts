import { bigint, date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";
import { workspaceColumn } from "./workspaces.ts";

/** A result as a generation gave it (the contract's GeneratedResult and its post set). */
export type StoredResult = {
  postHeading: string;
  caption: string;
  detailedDescription: string;
  hashtags: string[];
  altText: string;
  postHashtags: string[];
  engagementPrediction?: number;
  engagementBasis?: string;
  uniquenessScore?: number;
  influencerPatternMatch?: string;
};

/** The inputs a generation was written from, kept so that a rewrite can write it again (decision 745). */
export type StoredGenerationRequest = {
  contentItemIds: string[];
  language: string;
  script: "native" | "latin";
  contentField: string;
  tone: string;
  note?: string;
  advanced: boolean;
  /** For a rewrite: the generation it rewrote. */
  rewriteOf?: string;
  /** For a rewrite: the first generation's seed and the variation it descends from (the offline writer writes it again). */
  seed?: string;
  variation?: number;
  /** The rewrites applied since the writer's text, oldest first (an offline translation applies "shorter" again). */
  rewrites?: { action: string; targetLanguage?: string }[];
};

/**
 * One AI generation. A row is reserved (under a lock on the user's row) before the model is
 * called, so parallel requests cannot pass the quota; it becomes "succeeded" with the text it
 * produced, or "failed" (with the engine that failed) when the engine could not write it — only
 * successes count against quotas; failures are kept for the admin figures (decision 551).
 */
export const generations = pgTable(
  "generations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workspaceId: workspaceColumn(),
    status: text("status", { enum: ["reserved", "succeeded", "failed"] })
      .notNull()
      .default("reserved"),
    /** "rewrite": a one-tap rewrite of an earlier generation (issue 28, decision 745). */
    kind: text("kind", { enum: ["basic", "advanced", "rewrite"] }).notNull(),
    /** The IST calendar day (YYYY-MM-DD) daily quotas count against. */
    istDay: text("ist_day").notNull(),
    language: text("language").notNull(),
    engine: text("engine"),
    postHeading: text("post_heading"),
    caption: text("caption"),
    /** The engagement figures this generation's variations carried, each with its basis (decision 207). */
    engagementEstimates: jsonb("engagement_estimates").$type<{ prediction: number; basis: string }[]>(),
    /**
     * What the post was written from (the items, field, tone, script and note) and, for a
     * rewrite, the generation it rewrote and the rewrites applied since the writer's text: a
     * rewrite of this result starts here (decision 745). Null for generations before it.
     */
    request: jsonb("request").$type<StoredGenerationRequest>(),
    /** The variations as the user was given them (with the post's hashtag set), for rewrites. */
    results: jsonb("results").$type<StoredResult[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("generations_user_day_idx").on(t.userId, t.istDay),
    index("generations_workspace_day_idx").on(t.workspaceId, t.istDay),
    // The quota counts and recent lists of a workspace, from the index alone (as the user's above).
    index("generations_workspace_created_idx").on(t.workspaceId, t.createdAt, t.status),
    // With the status, "has this user a caption" (the admin funnel) and the quota counts are
    // answered from the index alone (decision 551).
    index("generations_user_created_idx").on(t.userId, t.createdAt, t.status),
    // The admin figures of a range read only these columns: an index-only scan (decision 551).
    index("generations_created_idx").on(t.createdAt, t.status, t.language, t.engine),
  ],
);

/**
 * Finished generations (succeeded or failed) counted per IST day, status, language and engine
 * ("unknown" when none was recorded). Kept by a trigger on generations (migration 0012), so
 * the admin figures of a long range read a few hundred rows instead of every generation
 * (decision 551). Never written by the app.
 */
export const generationCounts = pgTable(
  "generation_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    status: text("status").notNull(),
    language: text("language").notNull(),
    engine: text("engine").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.language, t.engine] })],
);
