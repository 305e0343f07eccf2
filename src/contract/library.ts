import { z } from "zod";
import {
  ACCEPTED_IMAGE_TYPES,
  ACCEPTED_VIDEO_TYPES,
  IMAGE_MAX_BYTES,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
} from "./library-limits.ts";
import { REEL_PROBLEM_CODES, VIDEO_FRAME_MAX_CHARS, VIDEO_FRAMES_MAX } from "./reel-limits.ts";
import { line, text } from "./text.ts";

export * from "./library-limits.ts";
export * from "./reel-limits.ts";

const fileName = line().trim().min(1, "validation.fileNameRequired").max(255, "validation.fileNameTooLong");

/** POST /api/objects/upload: ask for a URL to PUT one file to. */
export const uploadRequestSchema = z
  .object({
    fileName,
    fileSize: z.number().int().min(1, "validation.fileEmpty").max(VIDEO_MAX_BYTES, "validation.videoTooLarge"),
    mimeType: z.enum([...ACCEPTED_IMAGE_TYPES, ...ACCEPTED_VIDEO_TYPES], {
      error: "validation.uploadType",
    }),
  })
  .refine((v) => !v.mimeType.startsWith("image/") || v.fileSize <= IMAGE_MAX_BYTES, {
    path: ["fileSize"],
    message: "validation.photoTooLarge",
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

/** One frame of a video as the browser drew it: where in the clip (seconds) and the picture. */
export const videoFrameSchema = z.object({
  at: z
    .number()
    .min(0)
    .max(VIDEO_MAX_SECONDS + 1),
  dataUrl: line()
    .max(VIDEO_FRAME_MAX_CHARS, "A video frame is too large")
    .regex(/^data:image\/(jpeg|png|webp);base64,/, "A video frame must be a JPEG, PNG or WebP data URL"),
});

/**
 * PUT /api/content/{id}/upload-complete. A video may carry a poster frame and the frames sampled
 * across it (start, middle, end, scene changes; decision 755), all drawn by the browser.
 */
export const uploadCompleteSchema = z.object({
  objectURL: line().max(2000),
  posterDataUrl: line()
    .max(2 * 1024 * 1024, "validation.posterTooLarge")
    .regex(/^data:image\/(jpeg|png|webp);base64,/, "validation.posterType")
    .optional(),
  frames: z.array(videoFrameSchema).max(VIDEO_FRAMES_MAX, "validation.framesMax").optional(),
});
export type UploadCompleteInput = z.input<typeof uploadCompleteSchema>;

/** PATCH /api/content/{id}: rename, or describe for screen readers. */
export const updateContentSchema = z
  .object({
    originalName: fileName.optional(),
    altText: text().trim().max(250, "validation.altTextTooLong").optional(),
  })
  .refine((v) => v.originalName !== undefined || v.altText !== undefined, { message: "validation.nothingToChange" });
export type UpdateContentInput = z.input<typeof updateContentSchema>;

export const contentStatusSchema = z.enum(["pending", "ready", "failed"]);

/**
 * Whether a video can go out as an Instagram Reel as it is (decision 756): read from the file
 * at upload by a media parser. `problems` says exactly why not, one line each; `notes` are
 * advice that does not stop publishing (9:16 fills the screen).
 */
export const reelCheckSchema = z.object({
  publishable: z.boolean(),
  problems: z.array(z.object({ code: z.enum(REEL_PROBLEM_CODES), message: z.string() })),
  notes: z.array(z.string()),
  /** What was read from the file; null where it could not be read. */
  facts: z.object({
    container: z.string().nullable(),
    videoCodec: z.string().nullable(),
    audioCodec: z.string().nullable(),
    audioSampleRate: z.number().nullable(),
    frameRate: z.number().nullable(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    durationSeconds: z.number().nullable(),
    sizeBytes: z.number(),
  }),
});
export type ReelCheck = z.infer<typeof reelCheckSchema>;

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
  /** A video's Reel pre-flight; null for photos and for videos uploaded before the check existed. */
  reel: reelCheckSchema.nullable(),
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
