import {
  type ContentItem,
  IMAGE_MAX_BYTES,
  UPLOAD_TIMEOUT_MS,
  type UploadRequest,
  type UploadTarget,
  VIDEO_MAX_SECONDS,
} from "#contract/library.ts";
import { translateNow as t } from "#web/i18n/i18n.tsx";
import { ApiRequestError } from "#web/lib/api.ts";
import { downscalePhoto, readVideo } from "./browser-media.ts";
import { uploadRequests } from "./queries.ts";
import {
  imageTooLarge,
  isAcceptedImageType,
  isConvertibleImageType,
  isStorageExceeded,
  jpegName,
  storageExceededMessage,
  typeRefusal,
  videoTooLong,
  withRetry,
} from "./upload-rules.ts";

/** A failed upload with the toast title and message to show (spec §8). */
export class UploadError extends Error {
  readonly title: string;
  constructor(title: string, message: string) {
    super(message);
    this.name = "UploadError";
    this.title = title;
  }
}

export type UploadPhase = "checking" | "uploading" | "processing" | "done" | "failed";

export interface UploadUpdate {
  phase: UploadPhase;
  /** 0–100 while uploading. */
  percent?: number;
  /** What happened to the file on the way, e.g. "Resized from 12.1 MB to 3.2 MB". */
  note?: string;
}

/** A failed PUT: its HTTP status (0 when the network failed) or a timeout. */
class PutError extends Error {
  readonly status: number | undefined;
  readonly body: string;
  constructor(status: number | undefined, body: string, message: string) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

/** PUTs the file with XMLHttpRequest, which (unlike fetch) reports upload progress. */
function putWithProgress(target: UploadTarget, body: Blob, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, target.uploadURL);
    for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      reject(new PutError(xhr.status, xhr.responseText, t("upload.failedStatus", { status: xhr.status })));
    };
    xhr.onerror = () => reject(new PutError(0, "", t("upload.unreachable")));
    xhr.ontimeout = () => reject(new PutError(undefined, "", t("upload.timeout")));
    xhr.send(body);
  });
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * The message of a failed call: storage exceeded, the server's own message (in the interface
 * language, decision 776), or a fallback that names the status.
 */
function failureMessage(status: number, body: string, fallback: (status: number) => string): string {
  const parsed = parse(body);
  if (isStorageExceeded(parsed)) return storageExceededMessage(t, parsed);
  const error = parsed as { error?: { message?: unknown }; message?: unknown } | undefined;
  const message = error?.error?.message ?? error?.message;
  return typeof message === "string" && message ? message : fallback(status);
}

const uploadFailed = (status: number) => t("upload.failedStatus", { status });

const statusOfApiError = (error: unknown) =>
  error instanceof ApiRequestError ? error.status : error instanceof TypeError ? 0 : undefined;

interface Prepared {
  body: Blob;
  fileName: string;
  mimeType: string;
  fileType: "image" | "video";
  posterDataUrl?: string;
  frames?: { at: number; dataUrl: string }[];
  note?: string;
}

/** Checks a file against the rules and turns it into what will be uploaded. */
async function prepare(file: File, mobile: boolean): Promise<Prepared> {
  const refusal = typeRefusal(t, file, mobile);
  if (refusal) throw new UploadError(refusal.title, refusal.description);

  if (isAcceptedImageType(file.type) || isConvertibleImageType(file.type)) {
    const mustConvert = isConvertibleImageType(file.type);
    if (!mustConvert && file.size <= IMAGE_MAX_BYTES) {
      return { body: file, fileName: file.name, mimeType: file.type, fileType: "image" };
    }
    const jpeg = await downscalePhoto(file);
    if (!jpeg) {
      if (mustConvert) throw new UploadError(t("upload.invalidType"), t("upload.notImage", { name: file.name }));
      const refused = imageTooLarge(t, file.name, file.size);
      throw new UploadError(refused.title, refused.description);
    }
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    return {
      body: jpeg,
      fileName: jpegName(file.name),
      mimeType: "image/jpeg",
      fileType: "image",
      note: mustConvert ? t("upload.converted") : t("upload.resized", { from: mb(file.size), to: mb(jpeg.size) }),
    };
  }

  const video = await readVideo(file);
  if (video.durationSeconds !== null && video.durationSeconds > VIDEO_MAX_SECONDS) {
    const refused = videoTooLong(t, file.name, video.durationSeconds);
    throw new UploadError(refused.title, refused.description);
  }
  return {
    body: file,
    fileName: file.name,
    mimeType: file.type,
    fileType: "video",
    posterDataUrl: video.posterDataUrl,
    ...(video.frames ? { frames: video.frames } : {}),
  };
}

/**
 * Spec §4: check → ask for an upload URL → PUT the file → record it → mark it complete.
 * Throws UploadError with the spec's toast title and message when any step fails.
 */
export async function uploadFile(
  file: File,
  options: { mobile: boolean; onUpdate: (update: UploadUpdate) => void },
): Promise<ContentItem> {
  const { onUpdate } = options;
  onUpdate({ phase: "checking" });
  const prepared = await prepare(file, options.mobile);
  onUpdate({ phase: "uploading", percent: 0, note: prepared.note });

  let target: UploadTarget;
  try {
    target = await withRetry(
      () =>
        uploadRequests.target({
          fileName: prepared.fileName,
          fileSize: prepared.body.size,
          // What the file says it is; the server answers 400 with the accepted types otherwise.
          mimeType: prepared.mimeType as UploadRequest["mimeType"],
        }),
      statusOfApiError,
    );
  } catch (error) {
    if (error instanceof ApiRequestError)
      throw new UploadError(t("upload.setupFailed"), failureMessage(error.status, error.body, uploadFailed));
    throw new UploadError(t("upload.error"), t("upload.noParameters"));
  }
  if (!target?.uploadURL) throw new UploadError(t("upload.setupFailed"), t("upload.noUrl"));

  try {
    await withRetry(
      () => putWithProgress(target, prepared.body, (percent) => onUpdate({ phase: "uploading", percent })),
      (error) => (error instanceof PutError ? error.status : undefined),
    );
  } catch (error) {
    if (error instanceof PutError && error.status)
      throw new UploadError(t("upload.failed"), failureMessage(error.status, error.body, uploadFailed));
    throw new UploadError(t("upload.failed"), error instanceof Error ? error.message : t("upload.failedPlain"));
  }
  onUpdate({ phase: "processing", percent: 100 });

  let created: ContentItem;
  try {
    created = await uploadRequests.create({
      fileName: prepared.fileName,
      originalName: file.name,
      fileType: prepared.fileType,
      mimeType: prepared.mimeType,
      fileSize: prepared.body.size,
      objectPath: target.objectPath,
    });
  } catch (error) {
    const message =
      error instanceof ApiRequestError
        ? failureMessage(error.status, error.body, (status) => t("upload.recordFailedStatus", { status }))
        : t("upload.recordFailed");
    throw new UploadError(t("upload.error"), message);
  }

  try {
    const item = await uploadRequests.complete(created.id, {
      objectURL: target.uploadURL,
      ...(prepared.posterDataUrl ? { posterDataUrl: prepared.posterDataUrl } : {}),
      ...(prepared.frames ? { frames: prepared.frames } : {}),
    });
    onUpdate({ phase: "done", percent: 100 });
    return item;
  } catch (error) {
    const message =
      error instanceof ApiRequestError
        ? failureMessage(error.status, error.body, (status) => t("upload.completeFailedStatus", { status }))
        : t("upload.completeFailed");
    throw new UploadError(t("upload.error"), message);
  }
}
