import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A photo or video in a user's library. Created "pending" when the browser asks to upload,
 * "ready" once the server has checked and processed the stored object, "failed" otherwise.
 * `storedBytes` is what counts against the storage quota: every stored variant.
 */
export const contentItems = pgTable(
  "content_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("content_items_user_created_idx").on(t.userId, t.createdAt),
    index("content_items_object_key_idx").on(t.objectKey),
    index("content_items_pending_idx").on(t.uploadExpiresAt).where(sql`status = 'pending'`),
  ],
);
