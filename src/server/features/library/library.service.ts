import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { buffer as readAll } from "node:stream/consumers";
import {
  type ContentItem,
  IMAGE_MAX_BYTES,
  STORAGE_WARNING_PERCENT,
  type StorageStats,
  type UploadRequest,
  type UploadTarget,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
} from "../../../contract/library.ts";
import type { PlanId } from "../../../contract/plans.ts";
import { requireOwned } from "../../auth/access.ts";
import { lockUserForQuota } from "../../db/locks.ts";
import type { Deps } from "../../deps.ts";
import {
  AppError,
  badRequest,
  conflict,
  notFound,
  payloadTooLarge,
  unprocessable,
  unsupportedMediaType,
} from "../../errors.ts";
import { storageLimitOf } from "../billing/billing.service.ts";
import { enqueueJob } from "../../jobs/queue.ts";
import { analyseImage } from "../../media/analysis/analyse.ts";
import { detectMedia, processImage } from "../../media/media.ts";
import { probeVideoDuration } from "../../media/video-probe.ts";
import {
  type ContentRow,
  clearProfilePictureFor,
  deleteContentItem,
  findAbandonedContent,
  findAllContentItems,
  findContentForAnalysis,
  findContentItem,
  findContentItemByKey,
  findContentItems,
  insertContentItem,
  sumStoredBytes,
  updateContentItem,
} from "./library.queries.ts";

export const JOB_ANALYSE_CONTENT = "library.analyse";
export const JOB_CLEANUP_ABANDONED = "library.cleanup-abandoned";

const MB = 1024 * 1024;

export interface LibraryUser {
  id: string;
  subscriptionStatus: PlanId;
}

const OBJECTS_PREFIX = "/objects/";
const keyFor = (userId: string, itemId: string, part: string) => `users/${userId}/${itemId}/${part}`;

/** The fields of an item that leave the server. */
export function presentContentItem(row: ContentRow): ContentItem {
  const ready = row.status === "ready";
  const picture = (variant: string, key: string | null) =>
    ready && key ? `/api/content/${row.id}/image?variant=${variant}` : null;
  return {
    id: row.id,
    fileName: row.fileName,
    originalName: row.originalName,
    fileType: row.fileType,
    mimeType: row.mimeType,
    fileSize: ready ? row.storedBytes : row.declaredSize,
    objectPath: ready ? `${OBJECTS_PREFIX}${row.objectKey}` : null,
    status: row.status,
    failureReason: row.failureReason,
    analyzed: row.analyzed,
    altText: row.altText,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
    previewUrl: picture("preview", row.previewKey),
    thumbnailUrl: picture("thumbnail", row.thumbnailKey),
    createdAt: row.createdAt.toISOString(),
  };
}

const mb = (bytes: number) => Math.round((bytes / MB) * 100) / 100;

function storageExceeded(user: LibraryUser, used: number, limit: number): AppError {
  const upgradeRequired = user.subscriptionStatus !== "business";
  const message = `Storage limit exceeded! Used: ${mb(used)} MB / ${mb(limit)} MB. ${
    upgradeRequired ? "Please upgrade your plan." : "Please free up space."
  }`;
  return payloadTooLarge(message, "storage_exceeded", {
    details: {
      storageExceeded: true,
      currentUsage: used,
      limit,
      upgradeRequired,
      message,
    },
  });
}

/** Storage use and limit (the plan's plus running add-ons'), as the dashboard and upload page show it. */
export async function getStorageStats(deps: Deps, user: LibraryUser): Promise<StorageStats> {
  const { bytes, files } = await sumStoredBytes(deps.database.db, user.id);
  const limit = await storageLimitOf(deps.database.db, user);
  const usagePercent = Math.min(100, Math.round((bytes / limit) * 1000) / 10);
  return {
    storageUsed: bytes,
    storageLimit: limit,
    storageUsedMB: mb(bytes),
    storageLimitMB: mb(limit),
    usagePercent,
    nearLimit: usagePercent >= STORAGE_WARNING_PERCENT,
    upgradeRequired: bytes >= limit,
    plan: user.subscriptionStatus,
    fileCount: files,
  };
}

/**
 * Step 1 of an upload: checks the quota first, records a pending item and returns a URL the
 * browser PUTs the file to (valid UPLOAD_LINK_SECONDS, 15 minutes by default, for exactly this
 * size and type).
 */
export async function requestUpload(deps: Deps, user: LibraryUser, input: UploadRequest): Promise<UploadTarget> {
  const { bytes } = await sumStoredBytes(deps.database.db, user.id);
  const limit = await storageLimitOf(deps.database.db, user);
  if (bytes + input.fileSize > limit) throw storageExceeded(user, bytes, limit);

  const id = randomUUID();
  const objectKey = keyFor(user.id, id, "original");
  const target = await deps.storage.createUploadUrl(objectKey, {
    contentType: input.mimeType,
    size: input.fileSize,
    expiresInSeconds: deps.config.uploadLinkSeconds,
  });
  await insertContentItem(deps.database.db, {
    id,
    userId: user.id,
    fileName: input.fileName,
    originalName: input.fileName,
    fileType: input.mimeType.startsWith("video/") ? "video" : "image",
    mimeType: input.mimeType,
    declaredSize: input.fileSize,
    objectKey,
    uploadExpiresAt: target.expiresAt,
  });
  return {
    uploadURL: target.url,
    objectPath: `${OBJECTS_PREFIX}${objectKey}`,
    method: target.method,
    headers: target.headers,
    expiresAt: target.expiresAt.toISOString(),
  };
}

/** Step 3: names the pending item the browser uploaded to `objectPath`. */
export async function createContent(
  deps: Deps,
  user: LibraryUser,
  input: { fileName: string; originalName: string; fileType: "image" | "video"; objectPath: string },
): Promise<ContentItem> {
  const key = input.objectPath.startsWith(OBJECTS_PREFIX)
    ? input.objectPath.slice(OBJECTS_PREFIX.length)
    : input.objectPath;
  const row = requireOwned(
    user,
    await findContentItemByKey(deps.database.db, user.id, key),
    "No upload was started for this file. Please upload it again.",
  );
  if (row.fileType !== input.fileType) throw badRequest("The file type does not match the upload.");
  const updated = await updateContentItem(deps.database.db, row.id, {
    fileName: input.fileName,
    originalName: input.originalName,
  });
  return presentContentItem(updated ?? row);
}

async function fail(deps: Deps, row: ContentRow, error: AppError, keys: string[] = []): Promise<never> {
  await deps.storage.delete([row.objectKey, ...keys]);
  await updateContentItem(deps.database.db, row.id, { status: "failed", failureReason: error.message, storedBytes: 0 });
  throw error;
}

async function readHead(stream: Readable, bytes = 4100): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    length += chunk.length;
    if (length >= bytes) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, bytes);
}

interface Processed {
  storedBytes: number;
  mimeType: string;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  previewKey: string | null;
  thumbnailKey: string | null;
}

async function processStoredImage(deps: Deps, row: ContentRow, mime: Parameters<typeof processImage>[1]) {
  const stream = await deps.storage.read(row.objectKey);
  if (!stream) throw conflict("The file never arrived. Please upload it again.", "upload_missing");
  const images = await processImage(await readAll(stream), mime);
  const previewKey = keyFor(row.userId, row.id, "preview.webp");
  const thumbnailKey = keyFor(row.userId, row.id, "thumbnail.webp");
  // The cleaned original replaces what the browser sent: no location or device data is kept.
  await Promise.all([
    deps.storage.put(row.objectKey, images.original.data, images.original.mime),
    deps.storage.put(previewKey, images.preview.data, "image/webp"),
    deps.storage.put(thumbnailKey, images.thumbnail.data, "image/webp"),
  ]);
  return {
    storedBytes: images.original.data.length + images.preview.data.length + images.thumbnail.data.length,
    mimeType: images.original.mime,
    width: images.original.width,
    height: images.original.height,
    durationSeconds: null,
    previewKey,
    thumbnailKey,
  } satisfies Processed;
}

async function processStoredVideo(deps: Deps, row: ContentRow, mime: string, size: number, posterDataUrl?: string) {
  const stream = await deps.storage.read(row.objectKey);
  if (!stream) throw conflict("The file never arrived. Please upload it again.", "upload_missing");
  const seconds = await probeVideoDuration(stream, mime);
  if (seconds > VIDEO_MAX_SECONDS + 0.5) {
    throw unprocessable(
      `This video is ${Math.round(seconds)} seconds long. Videos can be at most ${VIDEO_MAX_SECONDS} seconds.`,
      "video_too_long",
    );
  }
  let previewKey: string | null = null;
  let thumbnailKey: string | null = null;
  let extra = 0;
  let width: number | null = null;
  let height: number | null = null;
  if (posterDataUrl) {
    const poster = Buffer.from(posterDataUrl.slice(posterDataUrl.indexOf(",") + 1), "base64");
    const detected = await detectMedia(poster);
    if (detected.kind !== "image") throw badRequest("The poster frame must be a picture.");
    const images = await processImage(poster, detected.mime);
    previewKey = keyFor(row.userId, row.id, "preview.webp");
    thumbnailKey = keyFor(row.userId, row.id, "thumbnail.webp");
    await Promise.all([
      deps.storage.put(previewKey, images.preview.data, "image/webp"),
      deps.storage.put(thumbnailKey, images.thumbnail.data, "image/webp"),
    ]);
    extra = images.preview.data.length + images.thumbnail.data.length;
    width = images.original.width;
    height = images.original.height;
  }
  return {
    storedBytes: size + extra,
    mimeType: mime,
    width,
    height,
    durationSeconds: Math.round(seconds * 10) / 10,
    previewKey,
    thumbnailKey,
  } satisfies Processed;
}

/**
 * Step 4: the server checks the stored object itself — it exists, its real size and type
 * (from the bytes), a safe decode for photos (metadata removed, previews made) or the
 * container and duration for videos — then counts it against the quota atomically: parallel
 * completions of one user are serialised by a lock on the user's row.
 */
export async function completeUpload(
  deps: Deps,
  user: LibraryUser,
  id: string,
  input: { objectURL: string; posterDataUrl?: string },
): Promise<ContentItem> {
  const row = requireOwned(user, await findContentItem(deps.database.db, user.id, id), "Content not found.");
  if (row.status === "ready") return presentContentItem(row);
  if (row.status === "failed") throw conflict(row.failureReason ?? "This upload failed.", "upload_failed");
  if (!input.objectURL.includes(row.objectKey) && !input.objectURL.includes(encodeURIComponent(row.objectKey))) {
    throw badRequest("objectURL does not belong to this upload.");
  }

  const stat = await deps.storage.stat(row.objectKey);
  if (!stat) {
    return fail(deps, row, conflict("The file never arrived. Please upload it again.", "upload_missing"));
  }
  if (stat.size === 0) return fail(deps, row, badRequest("The file is empty.", "empty_file"));
  if (stat.size > row.declaredSize) {
    return fail(deps, row, payloadTooLarge("The stored file is larger than announced.", "too_large"));
  }
  // Both providers refuse a PUT of another size; a short object means the upload was cut off.
  if (stat.size < row.declaredSize) {
    return fail(deps, row, badRequest("Only part of the file arrived. Please upload it again.", "incomplete_upload"));
  }

  let processed: Processed;
  const extraKeys = [keyFor(row.userId, row.id, "preview.webp"), keyFor(row.userId, row.id, "thumbnail.webp")];
  try {
    const head = await deps.storage.read(row.objectKey).then((s) => (s ? readHead(s) : Buffer.alloc(0)));
    const detected = await detectMedia(head);
    if (detected.kind !== row.fileType) {
      throw unsupportedMediaType(
        `This file is not a ${row.fileType === "image" ? "photo" : "video"}.`,
        "type_mismatch",
      );
    }
    if (detected.kind === "image") {
      if (stat.size > IMAGE_MAX_BYTES) throw payloadTooLarge("Photos can be at most 5 MB.", "too_large");
      processed = await processStoredImage(deps, row, detected.mime);
    } else {
      if (stat.size > VIDEO_MAX_BYTES) throw payloadTooLarge("Videos can be at most 100 MB.", "too_large");
      processed = await processStoredVideo(deps, row, detected.mime, stat.size, input.posterDataUrl);
    }
  } catch (error) {
    if (error instanceof AppError) return fail(deps, row, error, extraKeys);
    throw error;
  }

  const limit = await storageLimitOf(deps.database.db, user);
  const outcome = await deps.database.db.transaction(async (tx) => {
    await lockUserForQuota(tx, user.id);
    const { bytes } = await sumStoredBytes(tx, user.id);
    if (bytes + processed.storedBytes > limit) return { exceeded: true as const, used: bytes };
    const updated = await updateContentItem(tx, row.id, {
      status: "ready",
      failureReason: null,
      storedBytes: processed.storedBytes,
      mimeType: processed.mimeType,
      width: processed.width,
      height: processed.height,
      durationSeconds: processed.durationSeconds,
      previewKey: processed.previewKey,
      thumbnailKey: processed.thumbnailKey,
    });
    return { exceeded: false as const, row: updated };
  });
  if (outcome.exceeded) return fail(deps, row, storageExceeded(user, outcome.used, limit), extraKeys);
  if (!outcome.row) throw notFound("Content not found.");

  if (processed.previewKey) {
    await enqueueJob(deps.database.db, JOB_ANALYSE_CONTENT, { contentId: row.id }, { uniqueKey: `analyse:${row.id}` });
  }
  return presentContentItem(outcome.row);
}

export async function listContent(deps: Deps, user: LibraryUser): Promise<ContentItem[]> {
  return (await findContentItems(deps.database.db, user.id)).map(presentContentItem);
}

export async function updateContent(
  deps: Deps,
  user: LibraryUser,
  id: string,
  input: { originalName?: string; altText?: string },
): Promise<ContentItem> {
  const row = requireOwned(user, await findContentItem(deps.database.db, user.id, id), "Content not found.");
  const updated = await updateContentItem(deps.database.db, id, {
    ...(input.originalName !== undefined ? { originalName: input.originalName } : {}),
    ...(input.altText !== undefined ? { altText: input.altText || null } : {}),
  });
  return presentContentItem(updated ?? row);
}

/** Removes every stored variant and the record, which frees the quota. */
export async function deleteContent(deps: Deps, user: LibraryUser, id: string): Promise<void> {
  const row = requireOwned(user, await findContentItem(deps.database.db, user.id, id), "Content not found.");
  await deps.storage.delete([row.objectKey, row.previewKey, row.thumbnailKey].filter((k): k is string => Boolean(k)));
  await deleteContentItem(deps.database.db, id);
  await clearProfilePictureFor(deps.database.db, user.id, `/api/content/${id}/`);
}

export type ImageVariant = "thumbnail" | "preview" | "original";

/** The stored bytes of one picture of an item the user owns. */
export async function openContentImage(deps: Deps, user: LibraryUser, id: string, variant: ImageVariant) {
  const row = await findContentItem(deps.database.db, user.id, id);
  if (row?.status !== "ready") throw notFound("Content not found.");
  const key =
    variant === "thumbnail"
      ? row.thumbnailKey
      : variant === "preview"
        ? row.previewKey
        : row.fileType === "image"
          ? row.objectKey
          : row.previewKey;
  const mime = variant === "original" && row.fileType === "image" ? row.mimeType : "image/webp";
  if (!key) throw notFound("This item has no picture.");
  const stream = await deps.storage.read(key);
  if (!stream) throw notFound("This picture is missing from storage.");
  return { stream, mime, etag: `"${row.id}-${variant}-${row.updatedAt.getTime()}"` };
}

/** The original file behind an /objects/… path, for its owner only. */
export async function openObject(deps: Deps, user: LibraryUser, objectKey: string) {
  if (!objectKey.startsWith(`users/${user.id}/`)) throw notFound("File not found.");
  const row = await findContentItemByKey(deps.database.db, user.id, objectKey);
  if (row?.status !== "ready") throw notFound("File not found.");
  const stream = await deps.storage.read(objectKey);
  if (!stream) throw notFound("File not found.");
  return { stream, mime: row.mimeType, name: row.originalName };
}

/** Removes every stored file of a user (account purge); the rows go with the account. */
export async function deleteAllStoredFiles(deps: Deps, userId: string): Promise<number> {
  const rows = await findAllContentItems(deps.database.db, userId);
  const keys = rows.flatMap((row) =>
    [
      row.objectKey,
      row.previewKey,
      row.thumbnailKey,
      keyFor(row.userId, row.id, "preview.webp"),
      keyFor(row.userId, row.id, "thumbnail.webp"),
    ].filter((k): k is string => Boolean(k)),
  );
  await deps.storage.delete([...new Set(keys)]);
  return rows.length;
}

/** A stored original to put into a data export, and where it goes in the archive. */
export interface ExportedFile {
  archivePath: string;
  key: string;
  size: number;
}

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": ".jpg",
  "image/png": ".png",
  "image/webp": ".webp",
  "video/mp4": ".mp4",
  "video/quicktime": ".mov",
  "video/webm": ".webm",
};

/** `files/<item id>/<the user's file name>`, made safe for any unzip tool, with the stored type's extension. */
function archivePathFor(row: ContentRow): string {
  const extension = EXTENSIONS[row.mimeType] ?? "";
  let name = row.originalName
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, "_")
    .trim()
    .slice(0, 120);
  if (!name || name.startsWith(".")) name = `file${name}`;
  const lower = name.toLowerCase();
  const hasExtension = extension && (lower.endsWith(extension) || (extension === ".jpg" && lower.endsWith(".jpeg")));
  return `files/${row.id}/${hasExtension ? name : `${name.replace(/\.[a-z0-9]{1,5}$/i, "")}${extension}`}`;
}

/** Storage look-ups at once while listing an export's files (local disk or S3 HEAD requests). */
const EXPORT_STAT_CONCURRENCY = 8;

/**
 * The user's library for a data export: every item (with where its file sits in the archive)
 * and the stored originals to pack — the cleaned files as kept, not the previews. An item
 * whose object is missing from storage is listed with `archivePath: null`.
 */
export async function exportContent(
  deps: Deps,
  userId: string,
): Promise<{ items: (ContentItem & { archivePath: string | null })[]; files: ExportedFile[] }> {
  const rows = await findAllContentItems(deps.database.db, userId);
  const ready = rows.filter((row) => row.status === "ready");
  const sizes = new Map<string, number>();
  for (let i = 0; i < ready.length; i += EXPORT_STAT_CONCURRENCY) {
    const batch = ready.slice(i, i + EXPORT_STAT_CONCURRENCY);
    const stats = await Promise.all(batch.map((row) => deps.storage.stat(row.objectKey)));
    batch.forEach((row, j) => {
      const stat = stats[j];
      if (stat) sizes.set(row.id, stat.size);
    });
  }
  const files: ExportedFile[] = [];
  const items = rows.map((row) => {
    const size = sizes.get(row.id);
    const archivePath = size === undefined ? null : archivePathFor(row);
    if (archivePath !== null && size !== undefined) files.push({ archivePath, key: row.objectKey, size });
    return { ...presentContentItem(row), archivePath };
  });
  return { items, files };
}

/** Background: removes uploads that were never completed and old failures, with their files. */
export async function cleanupAbandonedUploads(deps: Deps): Promise<number> {
  const rows = await findAbandonedContent(deps.database.db);
  for (const row of rows) {
    await deps.storage.delete(
      [
        row.objectKey,
        row.previewKey,
        row.thumbnailKey,
        keyFor(row.userId, row.id, "preview.webp"),
        keyFor(row.userId, row.id, "thumbnail.webp"),
      ].filter((k): k is string => Boolean(k)),
    );
    await deleteContentItem(deps.database.db, row.id);
  }
  return rows.length;
}

/** Background: analyses a ready item's preview for the caption engine and marks it AI Ready. */
export async function analyseContent(deps: Deps, contentId: string): Promise<void> {
  const row = await findContentForAnalysis(deps.database.db, contentId);
  if (row?.status !== "ready" || !row.previewKey) return;
  const stream = await deps.storage.read(row.previewKey);
  if (!stream) return;
  const facts = await analyseImage(await readAll(stream), deps.detector);
  await updateContentItem(deps.database.db, row.id, { analyzed: true, analysis: { ...facts } });
}

/** One of the user's ready photos with a thumbnail (a profile picture); anything else is not found. */
export async function getOwnedPhoto(deps: Deps, user: LibraryUser, id: string) {
  const item = await findContentItem(deps.database.db, user.id, id);
  if (item?.status !== "ready" || !item.thumbnailKey) throw notFound("Photo not found.");
  return presentContentItem(item);
}
