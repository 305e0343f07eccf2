import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { CONTAINER_STATES } from "#contract/destinations.ts";
import { DESTINATIONS, PUBLICATION_STATES } from "#contract/posts.ts";
import { posts } from "./posts.ts";
import { users } from "./users.ts";

/** One photo of an Instagram publication: the JPEG prepared for it and its container. */
export interface PublicationChild {
  contentItemId: string;
  /** Storage key of the prepared JPEG sent to Instagram. */
  preparedKey: string;
  containerId: string | null;
}

/**
 * A destination's own steps before the publishing call, as its adapter records them (Instagram:
 * the photos' containers and the carousel parent; a Reel is one child whose prepared key is the
 * video's stored original). Empty until the first try prepared the media.
 */
export interface PublicationSteps {
  /** Instagram: the post goes out as a Reel (its one child is the video). */
  reel?: boolean;
  children?: PublicationChild[];
  parentContainerId?: string | null;
}

/**
 * How the media is sent: Instagram's photo fit (pad or crop) and whether a Reel also appears in
 * the feed grid (`share_to_feed`, on when absent; decision 801).
 */
export interface PublicationOptions {
  fit: "pad" | "crop";
  shareToFeed?: boolean;
}

/**
 * One post published (or to be published) automatically to one destination (decision 800):
 * its own state, its tries (claimed under a row lock with a lease renewed after each step,
 * `nextAt` the next try after a passing failure), the steps recorded before and after each call
 * so a restarted job resumes where the last one stopped (decision 655) — the container given to
 * the publishing call and when that call was sent — and the published post (its id there and
 * link). The post keeps its own status and `posted_at` (what the calendar and lists read); both
 * are written in the same transaction as the publication's state.
 */
export const publications = pgTable(
  "publications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    destination: text("destination", { enum: DESTINATIONS }).notNull(),
    /** The post's author when it was first published here (who gets the e-mails). */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    state: text("state", { enum: PUBLICATION_STATES }).notNull().default("off"),
    options: jsonb("options").$type<PublicationOptions>().notNull().default({ fit: "pad" }),
    attempts: integer("attempts").notNull().default(0),
    nextAt: timestamp("next_at", { withTimezone: true, precision: 3 }),
    lockedUntil: timestamp("locked_until", { withTimezone: true, precision: 3 }),
    /** Why the last try failed, in words for the creator; `errorCode` for the app. */
    error: text("error"),
    errorCode: text("error_code"),
    /** The destination's account the steps were made with (Instagram: the ig-user-id). */
    accountRef: text("account_ref"),
    steps: jsonb("steps").$type<PublicationSteps>().notNull().default({}),
    /** The container given to the publishing call; set before the call is sent. */
    containerId: text("container_id"),
    publishSentAt: timestamp("publish_sent_at", { withTimezone: true }),
    /**
     * The destination processing the media before it can be published (a Reel's video takes
     * minutes, decision 810): since when (the container was made), how many times its status
     * was asked, the last answer and when. Reset with each new container; shown while publishing.
     */
    processingSince: timestamp("processing_since", { withTimezone: true }),
    statusChecks: integer("status_checks").notNull().default(0),
    lastStatus: text("last_status", { enum: CONTAINER_STATES }),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    /** The published post: its id on the destination, its link, when. */
    remoteId: text("remote_id"),
    permalink: text("permalink"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /**
     * Why the results job stopped reading this post's figures (issue 32): `deleted` (gone from
     * the destination) or `reconnect` (the login or the insights permission was lost).
     */
    resultsStoppedAt: timestamp("results_stopped_at", { withTimezone: true }),
    resultsStopReason: text("results_stop_reason", { enum: ["deleted", "reconnect"] }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("publications_post_destination_key").on(t.postId, t.destination),
    // The publishing job's claim: publications waiting or interrupted.
    index("publications_due_idx").on(t.nextAt).where(sql`${t.state} in ('scheduled', 'publishing')`),
    index("publications_remote_idx").on(t.destination, t.remoteId),
  ],
);
