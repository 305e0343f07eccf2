import {
  ACCEPTED_IMAGE_TYPES,
  ACCEPTED_VIDEO_TYPES,
  IMAGE_MAX_BYTES,
  UPLOAD_BATCH_MAX,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
} from "#contract/library.ts";
import type { Translate } from "#web/i18n/i18n.tsx";

/**
 * The upload rules of spec §5 and §8 and decisions.md (Uploads) as pure functions, so the
 * page and the unit tests share them. Messages keep the spec's wording where it has one; they
 * are catalogue messages (`upload.`), worded by the `t` the caller passes (decision 790).
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
export function batchRefusal(t: Translate, count: number): Refusal | null {
  if (count <= UPLOAD_BATCH_MAX) return null;
  return {
    title: t("upload.tooMany"),
    description: t("upload.tooManyText", { max: UPLOAD_BATCH_MAX, count }),
  };
}

/** Checks what can be checked from the name, type and size alone; null when the file may go on. */
export function typeRefusal(
  t: Translate,
  file: { name: string; type: string; size: number },
  mobile: boolean,
): Refusal | null {
  const image = isAcceptedImageType(file.type) || isConvertibleImageType(file.type);
  const name = file.name;
  if (mobile && !image) return { title: t("upload.invalidType"), description: t("upload.notImage", { name }) };
  if (!image && !isAcceptedVideoType(file.type)) {
    return { title: t("upload.invalidType"), description: t("upload.notSupported", { name }) };
  }
  if (file.size === 0) return { title: t("upload.empty"), description: t("upload.emptyText", { name }) };
  if (!image && file.size > VIDEO_MAX_BYTES) {
    return {
      title: t("upload.tooLarge"),
      description: t("upload.videoTooLarge", { name, size: formatMB(file.size), max: formatMB(VIDEO_MAX_BYTES) }),
    };
  }
  return null;
}

/** The refusal for a photo that is still over the limit after downscaling (spec §5 wording). */
export function imageTooLarge(t: Translate, name: string, size: number): Refusal {
  return {
    title: t("upload.tooLarge"),
    description: t("upload.imageTooLarge", { name, size: formatMB(size), max: formatMB(IMAGE_MAX_BYTES) }),
  };
}

export function videoTooLong(t: Translate, name: string, seconds: number): Refusal {
  return {
    title: t("upload.videoTooLong"),
    description: t("upload.videoTooLongText", { name, duration: formatDuration(seconds), seconds: VIDEO_MAX_SECONDS }),
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

/** Spec §8: 'Storage limit exceeded! Used: X MB / Y MB.' plus what to do about it (the server's own message). */
export function storageExceededMessage(t: Translate, body: StorageExceededBody): string {
  const advice = t(body.upgradeRequired ? "errors.library.adviceUpgrade" : "errors.library.adviceFree");
  return t("errors.library.storageExceeded", {
    used: formatMB(body.currentUsage),
    limit: formatMB(body.limit),
    advice,
  });
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
export const uploadedText = (t: Translate, count: number) => t("upload.batch.uploaded", { count });

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
