import { z } from "zod";
import { ACCEPTED_IMAGE_TYPES, ACCEPTED_VIDEO_TYPES, IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from "./library-limits.ts";
import { line, text } from "./text.ts";

export * from "./library-limits.ts";

const fileName = line().trim().min(1, "File name is required").max(255, "File name is too long");

/** POST /api/objects/upload: ask for a URL to PUT one file to. */
export const uploadRequestSchema = z
  .object({
    fileName,
    fileSize: z.number().int().min(1, "The file is empty").max(VIDEO_MAX_BYTES, "Videos can be at most 100 MB"),
    mimeType: z.enum([...ACCEPTED_IMAGE_TYPES, ...ACCEPTED_VIDEO_TYPES], {
      error: "Only JPG, PNG and WebP photos and MP4, MOV and WebM videos can be uploaded",
    }),
  })
  .refine((v) => !v.mimeType.startsWith("image/") || v.fileSize <= IMAGE_MAX_BYTES, {
    path: ["fileSize"],
    message: "Photos can be at most 5 MB",
  });
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

export const uploadTargetSchema = z.object({
  uploadURL: z.string(),
  /** Where the file will live, to send back in POST /api/content. */
  objectPath: z.string(),
  method: z.literal("PUT"),
  /** Headers the PUT must carry exactly. */
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type UploadTarget = z.infer<typeof uploadTargetSchema>;

/** POST /api/content: record the file the browser is uploading. */
export const createContentSchema = z.object({
  fileName,
  originalName: fileName,
  fileType: z.enum(["image", "video"]),
  mimeType: line().max(100),
  fileSize: z.number().int().min(1),
  objectPath: line().min(1).max(400),
});
export type CreateContentInput = z.input<typeof createContentSchema>;

/** PUT /api/content/{id}/upload-complete. A video may carry a poster frame made by the browser. */
export const uploadCompleteSchema = z.object({
  objectURL: line().max(2000),
  posterDataUrl: line()
    .max(2 * 1024 * 1024, "The poster frame is too large")
    .regex(/^data:image\/(jpeg|png|webp);base64,/, "The poster frame must be a JPEG, PNG or WebP data URL")
    .optional(),
});
export type UploadCompleteInput = z.input<typeof uploadCompleteSchema>;

/** PATCH /api/content/{id}: rename, or describe for screen readers. */
export const updateContentSchema = z
  .object({
    originalName: fileName.optional(),
    altText: text().trim().max(250, "Alt text can be at most 250 characters").optional(),
  })
  .refine((v) => v.originalName !== undefined || v.altText !== undefined, { message: "Nothing to change" });
export type UpdateContentInput = z.input<typeof updateContentSchema>;

export const contentStatusSchema = z.enum(["pending", "ready", "failed"]);

/** A content item as the API returns it (spec §3, plus what the library shows). */
export const contentItemSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  originalName: z.string(),
  fileType: z.enum(["image", "video"]),
  mimeType: z.string(),
  /** Bytes stored for this item (the cleaned original and its previews). */
  fileSize: z.number(),
  /** Null until the upload has completed. */
  objectPath: z.string().nullable(),
  status: contentStatusSchema,
  /** Why the upload failed, when it did. */
  failureReason: z.string().nullable(),
  analyzed: z.boolean(),
  altText: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  durationSeconds: z.number().nullable(),
  /** GET URLs of the preview (1080 px) and thumbnail (320 px); null when there is no picture. */
  previewUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const imageVariantSchema = z.object({
  variant: z.enum(["thumbnail", "preview", "original"]).default("preview"),
});

/** GET /api/storage-stats (spec §3). */
export const storageStatsSchema = z.object({
  storageUsed: z.number(),
  storageLimit: z.number(),
  storageUsedMB: z.number(),
  storageLimitMB: z.number(),
  usagePercent: z.number(),
  nearLimit: z.boolean(),
  upgradeRequired: z.boolean(),
  plan: z.enum(["free", "starter", "pro", "business"]),
  fileCount: z.number(),
});
export type StorageStats = z.infer<typeof storageStatsSchema>;
