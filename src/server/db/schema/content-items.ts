import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";
import { workspaceColumn } from "./workspaces.ts";

/**
 * A photo or video in a user's library. Created "pending" when the browser asks to upload,
 * "ready" once the server has checked and processed the stored object, "failed" otherwise.
 * `storedBytes` is what counts against the storage quota: the stored original, never more than
 * the upload (previews are the product's cost, not the creator's; decision 727).
 */
export const contentItems = pgTable(
  "content_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workspaceId: workspaceColumn(),
    fileName: text("file_name").notNull(),
    originalName: text("original_name").notNull(),
    fileType: text("file_type", { enum: ["image", "video"] }).notNull(),
    /** Declared by the browser at first, replaced by the type detected from the bytes. */
    mimeType: text("mime_type").notNull(),
    declaredSize: bigint("declared_size", { mode: "number" }).notNull(),
    storedBytes: bigint("stored_bytes", { mode: "number" }).notNull().default(0),
    status: text("status", { enum: ["pending", "ready", "failed"] })
      .notNull()
      .default("pending"),
    failureReason: text("failure_reason"),
    /** Storage key of the (cleaned) original. */
    objectKey: text("object_key").notNull(),
    previewKey: text("preview_key"),
    thumbnailKey: text("thumbnail_key"),
    width: integer("width"),
    height: integer("height"),
    durationSeconds: real("duration_seconds"),
    altText: text("alt_text"),
    analyzed: boolean("analyzed").notNull().default(false),
    analysis: jsonb("analysis").$type<Record<string, unknown>>(),
    uploadExpiresAt: timestamp("upload_expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the item was last opened: viewed, generated from or downloaded (retention, decision 573). */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the owner was warned that the untouched item will be deleted; cleared when it is opened. */
    retentionWarnedAt: timestamp("retention_warned_at", { withTimezone: true }),
  },
  (t) => [
    index("content_items_user_created_idx").on(t.userId, t.createdAt),
    index("content_items_workspace_created_idx").on(t.workspaceId, t.createdAt),
    index("content_items_object_key_idx").on(t.objectKey),
    // Uploads in a range and storage by type for the admin's Content tab (decision 551).
    index("content_items_created_idx").on(t.createdAt),
    // What is stored now (total, by type, by account), read from the index alone.
    index("content_items_ready_idx").on(t.userId, t.fileType, t.storedBytes).where(sql`status = 'ready'`),
    index("content_items_workspace_ready_idx")
      .on(t.workspaceId, t.fileType, t.storedBytes)
      .where(sql`status = 'ready'`),
    index("content_items_pending_idx").on(t.uploadExpiresAt).where(sql`status = 'pending'`),
    // The retention job (decision 573): items not yet warned by age, warned items by warning time.
    index("content_items_unwarned_idx").on(t.lastUsedAt).where(sql`status = 'ready' AND retention_warned_at IS NULL`),
    index("content_items_warned_idx").on(t.retentionWarnedAt).where(sql`retention_warned_at IS NOT NULL`),
  ],
);
