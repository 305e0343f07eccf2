import { buffer as readAll } from "node:stream/consumers";
import type { ContentItem } from "#contract/library.ts";
import type { PlanId } from "#contract/plans.ts";
import { requireOwned } from "#server/auth/access.ts";
import { cachedUserRead } from "#server/db/user-reads-cache.ts";
import type { Deps } from "#server/deps.ts";
import { notFound } from "#server/errors.ts";
import { analyseImage } from "#server/media/analysis/analyse.ts";
import { mergeFrameAnalyses } from "#server/media/analysis/frames.ts";
import { presentContentItem } from "./library.presenter.ts";
import {
  clearProfilePictureFor,
  deleteContentItem,
  findAbandonedContent,
  findAllContentItems,
  findContentForAnalysis,
  findContentItem,
  findContentItemByKey,
  findContentItems,
  markContentOpened,
  updateContentItem,
} from "./library.queries.ts";
import { storedKeysOf } from "./storage-keys.ts";
import { type VideoRecord, videoRecordOf } from "./video-record.ts";

/**
 * The library's service: the user's items (list, rename, delete, their pictures and files),
 * the background jobs, and what other features ask of the library. Its parts, by
 * responsibility: uploads.ts (an upload step by step) with upload-processing.ts (what is done
 * to the stored bytes), storage-usage.ts (use, limit and the 413), export-files.ts (the
 * library's part of a data export), library.presenter.ts (what leaves the server).
 */

// What other features use (decision 021: only through this file or the presenter).
export { type ExportedFile, exportContent } from "./export-files.ts";
export {
  deleteStoredFiles,
  JOB_DELETE_STORED_FILES,
  JOB_RETENTION,
  JOB_RETENTION_WARNING,
  markContentUsed,
  RETENTION_WARNING_DAYS,
  type RetentionFigures,
  runRetention,
  sendRetentionWarning,
} from "./retention.ts";
export { getStorageStats, readStorageStats, readStorageStatsUntil, storageStatsUntil } from "./storage-usage.ts";
export { completeUpload, createContent, requestUpload } from "./uploads.ts";
export { videoFramesOf } from "./video-record.ts";

export const JOB_ANALYSE_CONTENT = "library.analyse";
export const JOB_CLEANUP_ABANDONED = "library.cleanup-abandoned";

export interface LibraryUser {
  id: string;
  subscriptionStatus: PlanId;
}

export async function listContent(deps: Deps, user: LibraryUser): Promise<ContentItem[]> {
  return (await findContentItems(deps.database.db, user.id)).map(presentContentItem);
}

/**
 * GET /api/content as the JSON bytes the route sends, from the user reads cache while no item
 * of the user's library changed (decision 742).
 */
export function listContentJson(deps: Deps, user: LibraryUser): Promise<Buffer> {
  return cachedUserRead(deps.database, "content", { id: user.id, variant: "" }, async () => ({
    value: Buffer.from(JSON.stringify(await listContent(deps, user))),
    validUntil: Number.POSITIVE_INFINITY,
  }));
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
  await deps.storage.delete(storedKeysOf(row));
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
  // Viewing the item (its preview or original, not the library grid's thumbnail) opens it.
  if (variant !== "thumbnail") await markContentOpened(deps.database.db, user.id, [row.id], new Date());
  return { stream, mime, etag: `"${row.id}-${variant}-${row.updatedAt.getTime()}"` };
}

/** The original file behind an /objects/… path, for its owner only. */
export async function openObject(deps: Deps, user: LibraryUser, objectKey: string) {
  if (!objectKey.startsWith(`users/${user.id}/`)) throw notFound("File not found.");
  const row = await findContentItemByKey(deps.database.db, user.id, objectKey);
  if (row?.status !== "ready") throw notFound("File not found.");
  const stream = await deps.storage.read(objectKey);
  if (!stream) throw notFound("File not found.");
  await markContentOpened(deps.database.db, user.id, [row.id], new Date());
  return { stream, mime: row.mimeType, name: row.originalName };
}

/** Removes every stored file of a user (account purge); the rows go with the account. */
export async function deleteAllStoredFiles(deps: Deps, userId: string): Promise<number> {
  const rows = await findAllContentItems(deps.database.db, userId);
  const keys = rows.flatMap(storedKeysOf);
  await deps.storage.delete([...new Set(keys)]);
  return rows.length;
}

/** Background: removes uploads that were never completed and old failures, with their files. */
export async function cleanupAbandonedUploads(deps: Deps): Promise<number> {
  const rows = await findAbandonedContent(deps.database.db);
  for (const row of rows) {
    await deps.storage.delete(storedKeysOf(row));
    await deleteContentItem(deps.database.db, row.id);
  }
  return rows.length;
}

/**
 * Background: analyses a ready item for the caption engine and marks it AI Ready: a photo's
 * preview, or each sampled frame of a video, merged into what the whole clip shows (decision
 * 755); a video without frames (older uploads) is analysed from its poster.
 */
export async function analyseContent(deps: Deps, contentId: string): Promise<void> {
  const row = await findContentForAnalysis(deps.database.db, contentId);
  if (row?.status !== "ready" || !row.previewKey) return;
  const video = videoRecordOf(row.analysis);
  if (video && video.frames.length > 0) {
    const frames: VideoRecord["frames"] = [];
    for (const frame of video.frames) {
      const stream = await deps.storage.read(frame.key);
      if (!stream) continue;
      frames.push({ ...frame, facts: await analyseImage(await readAll(stream), deps.detector, deps.textReader) });
    }
    const analysed = frames.flatMap((f) => (f.facts ? [f.facts] : []));
    if (analysed.length > 0) {
      const facts = mergeFrameAnalyses(analysed);
      await updateContentItem(deps.database.db, row.id, {
        analyzed: true,
        analysis: { ...facts, video: { ...video, frames } },
      });
      return;
    }
  }
  const stream = await deps.storage.read(row.previewKey);
  if (!stream) return;
  const facts = await analyseImage(await readAll(stream), deps.detector, deps.textReader);
  await updateContentItem(deps.database.db, row.id, {
    analyzed: true,
    analysis: { ...facts, ...(video ? { video } : {}) },
  });
}

/** One of the user's ready photos with a thumbnail (a profile picture); anything else is not found. */
export async function getOwnedPhoto(deps: Deps, user: LibraryUser, id: string) {
  const item = await findContentItem(deps.database.db, user.id, id);
  if (item?.status !== "ready" || !item.thumbnailKey) throw notFound("Photo not found.");
  return presentContentItem(item);
}

/** The user's ready items with these ids, in the order asked; missing or unfinished ones are left out. */
export async function getOwnedItems(deps: Deps, user: { id: string }, ids: string[]): Promise<ContentItem[]> {
  const items: ContentItem[] = [];
  for (const id of ids) {
    const row = await findContentItem(deps.database.db, user.id, id);
    if (row?.status === "ready") items.push(presentContentItem(row));
  }
  return items;
}

/** The stored original of a ready photo the user owns, as bytes (publishing re-encodes it). */
export async function readOriginalPhoto(deps: Deps, user: { id: string }, id: string): Promise<Buffer> {
  const row = await findContentItem(deps.database.db, user.id, id);
  if (row?.status !== "ready" || row.fileType !== "image") throw notFound("Photo not found.");
  const stream = await deps.storage.read(row.objectKey);
  if (!stream) throw notFound("This photo is missing from storage.");
  return readAll(stream);
}
