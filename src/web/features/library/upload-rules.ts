import {
  ACCEPTED_IMAGE_TYPES,
  ACCEPTED_VIDEO_TYPES,
  IMAGE_MAX_BYTES,
  UPLOAD_BATCH_MAX,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
} from "#contract/library.ts";

/**
 * The upload rules of spec §5 and §8 and decisions.md (Uploads) as pure functions, so the
 * page and the unit tests share them. Messages keep the spec's wording where it has one.
 */
const MB = 1024 * 1024;

/** Below this width the page follows the mobile rules (spec §2: mobile is < 768 px). */
export const MOBILE_MAX_WIDTH = 767;

/** Setup attempts for a 5xx answer (spec §8). */
export const MAX_ATTEMPTS = 3;

export interface Refusal {
  title: string;
  description: string;
}

/** "12.3" for 12.3 MB, "100" for exactly 100 MB. */
export function formatMB(bytes: number): string {
  return String(Number((bytes / MB).toFixed(1)));
}

/** "2:05" for 125 s. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

export const isAcceptedImageType = (type: string) => (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);
export const isAcceptedVideoType = (type: string) => (ACCEPTED_VIDEO_TYPES as readonly string[]).includes(type);
/** Photos the browser may be able to turn into a JPEG (HEIC on Safari), never SVG. */
export const isConvertibleImageType = (type: string) => type === "image/heic" || type === "image/heif";

/** The refusal for too many files at once, or null when the batch size is fine. */
export function batchRefusal(count: number): Refusal | null {
  if (count <= UPLOAD_BATCH_MAX) return null;
  return {
    title: "Too Many Files",
    description: `You can upload up to ${UPLOAD_BATCH_MAX} files at once. You chose ${count}.`,
  };
}

/** Checks what can be checked from the name, type and size alone; null when the file may go on. */
export function typeRefusal(file: { name: string; type: string; size: number }, mobile: boolean): Refusal | null {
  const image = isAcceptedImageType(file.type) || isConvertibleImageType(file.type);
  if (mobile && !image) {
    return { title: "Invalid File Type", description: `${file.name} is not a supported image format.` };
  }
  if (!image && !isAcceptedVideoType(file.type)) {
    return {
      title: "Invalid File Type",
      description: `${file.name} is not a supported file type. Use JPG, PNG or WebP photos, or MP4, MOV or WebM videos.`,
    };
  }
  if (file.size === 0) return { title: "Empty File", description: `${file.name} is empty.` };
  if (!image && file.size > VIDEO_MAX_BYTES) {
    return {
      title: "File Too Large",
      description: `${file.name} is ${formatMB(file.size)}MB. Maximum allowed size for videos is ${formatMB(VIDEO_MAX_BYTES)}MB.`,
    };
  }
  return null;
}

/** The refusal for a photo that is still over the limit after downscaling (spec §5 wording). */
export function imageTooLarge(name: string, size: number): Refusal {
  return {
    title: "File Too Large",
    description: `${name} is ${formatMB(size)}MB. Maximum allowed size is ${formatMB(IMAGE_MAX_BYTES)}MB.`,
  };
}

export function videoTooLong(name: string, seconds: number): Refusal {
  return {
    title: "Video Too Long",
    description: `${name} is ${formatDuration(seconds)} long. Videos can be at most ${VIDEO_MAX_SECONDS} seconds (1 minute).`,
  };
}

/** The 413 body of POST /api/objects/upload and of upload-complete (contract/library.ts). */
export interface StorageExceededBody {
  storageExceeded: true;
  currentUsage: number;
  limit: number;
  upgradeRequired: boolean;
}

export function isStorageExceeded(body: unknown): body is StorageExceededBody {
  const value = body as Partial<StorageExceededBody> | null;
  return (
    typeof value === "object" &&
    value !== null &&
    value.storageExceeded === true &&
    typeof value.currentUsage === "number" &&
    typeof value.limit === "number"
  );
}

/** Spec §8: 'Storage limit exceeded! Used: X MB / Y MB.' plus what to do about it. */
export function storageExceededMessage(body: StorageExceededBody): string {
  const advice = body.upgradeRequired ? "Please upgrade your plan." : "Please free up space.";
  return `Storage limit exceeded! Used: ${formatMB(body.currentUsage)} MB / ${formatMB(body.limit)} MB. ${advice}`;
}

/**
 * Spec §8: 4xx answers are final; 5xx answers are tried again (the upload service's exceptions
 * 501 and 505 mean "never works", so those are final too). A network failure (status 0) is
 * tried again like a 5xx.
 */
export function isRetryable(status: number): boolean {
  if (status === 0) return true;
  return status >= 500 && status !== 501 && status !== 505;
}

/** Spec §8: the delay before attempt `attempt + 1` is attempt × 1 s. */
export const retryDelayMs = (attempt: number) => attempt * 1000;

/** The JPEG name of a photo re-encoded by the browser: "IMG_1.HEIC" → "IMG_1.jpg". */
export function jpegName(name: string): string {
  const dot = name.lastIndexOf(".");
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`;
}

/** The spec's success toast text. */
export const uploadedText = (count: number) => `${count} file(s) uploaded successfully`;

/**
 * Runs `attempt` until it succeeds, it fails with a final answer, or MAX_ATTEMPTS is reached,
 * waiting attempt × 1 s between tries. `statusOf` reads the HTTP status of a failure (0 for a
 * network failure, undefined for a failure that must not be retried, such as a timeout).
 */
export async function withRetry<T>(
  attempt: (n: number) => Promise<T>,
  statusOf: (error: unknown) => number | undefined,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      const status = statusOf(error);
      if (status === undefined || !isRetryable(status) || n >= MAX_ATTEMPTS) throw error;
      await sleep(retryDelayMs(n));
    }
  }
}
