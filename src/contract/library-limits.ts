/* The upload limits without zod, so browser code can use them without the schema library. */

/** Upload limits (decisions.md, Uploads). The browser downscales larger photos first. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const VIDEO_MAX_SECONDS = 60;
export const UPLOAD_BATCH_MAX = 5;
/** Long side the browser scales a photo over IMAGE_MAX_BYTES down to before uploading. */
export const DOWNSCALE_LONG_SIDE = 2048;
export const UPLOAD_TIMEOUT_MS = 120_000;
export const RECENT_UPLOADS = 12;
/** The storage warning shows above this share of the limit. */
export const STORAGE_WARNING_PERCENT = 80;

export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const ACCEPTED_VIDEO_TYPES = ["video/mp4", "video/quicktime", "video/webm"] as const;
