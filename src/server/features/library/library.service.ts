import { buffer as readAll } from "node:stream/consumers";
import type { ContentItem } from "#contract/library.ts";
import type { Member } from "#server/auth/workspace.ts";
import { type ByteRange, rangeOutside } from "#server/byte-range.ts";
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
  findWorkspaceContentItems,
  markContentOpened,
  updateContentItem,
} from "./library.queries.ts";
import { storedKeysOf } from "./storage-keys.ts";
import { type VideoRecord, videoRecordOf } from "./video-record.ts";

/**
 * The library's service: a workspace's items (list, rename, delete, their pictures and files),
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

import { requireInWorkspace } from "#server/auth/access.ts";

export { getStorageStats, readStorageStats, readStorageStatsUntil, storageStatsUntil } from "./storage-usage.ts";
export { completeUpload, createContent, requestUpload } from "./uploads.ts";
export { videoFramesOf } from "./video-record.ts";

export const JOB_ANALYSE_CONTENT = "library.analyse";
export const JOB_CLEANUP_ABANDONED = "library.cleanup-abandoned";

/**
 * What the library reads of the caller (a `Member`, issue 29): who acts (`id`, the uploader of
 * a new item), the workspace it acts in, that workspace's plan (its owner's) and its owner
 * (whose add-ons add storage and whose row serialises the quota).
 */
export type LibraryMember = Pick<Member, "id" | "workspaceId" | "subscriptionStatus"> & {
  workspace: Pick<Member["workspace"], "kind" | "ownerId">;
};

/** The workspace's library, newest first, whoever of its members uploaded each item. */
export async function listContent(deps: Deps, member: LibraryMember): Promise<ContentItem[]> {
  return (await findContentItems(deps.database.db, member.workspaceId)).map(presentContentItem);
}

/**
 * GET /api/content as the JSON bytes the route sends, from the user reads cache (keyed by the
 * workspace: every write of an item announces its workspace) while no item of the workspace's
 * library changed (decision 742).
 */
export function listContentJson(deps: Deps, member: LibraryMember): Promise<Buffer> {
  return cachedUserRead(deps.database, "content", { id: member.workspaceId, variant: "" }, async () => ({
    value: Buffer.from(JSON.stringify(await listContent(deps, member))),
    validUntil: Number.POSITIVE_INFINITY,
  }));
}

/** Renames an item of the workspace or changes its alt text. */
export async function updateContent(
  deps: Deps,
  member: LibraryMember,
  id: string,
  input: { originalName?: string; altText?: string },
): Promise<ContentItem> {
  const row = requireInWorkspace(member, await findContentItem(deps.database.db, member.workspaceId, id), {
    key: "errors.library.contentNotFound",
  });
  const updated = await updateContentItem(deps.database.db, id, {
    ...(input.originalName !== undefined ? { originalName: input.originalName } : {}),
    ...(input.altText !== undefined ? { altText: input.altText || null } : {}),
  });
  return presentContentItem(updated ?? row);
}

/** Removes every stored variant (frames too) and the record, which frees the workspace's quota. */
export async function deleteContent(deps: Deps, member: LibraryMember, id: string): Promise<void> {
  const row = requireInWorkspace(member, await findContentItem(deps.database.db, member.workspaceId, id), {
    key: "errors.library.contentNotFound",
  });
  await deps.storage.delete(storedKeysOf(row));
  await deleteContentItem(deps.database.db, id);
  // Only its uploader can have made it a profile picture (getOwnedPhoto).
  await clearProfilePictureFor(deps.database.db, row.userId, `/api/content/${id}/`);
}

export type ImageVariant = "thumbnail" | "preview" | "original";

/** The stored bytes of one picture of an item of the workspace. */
export async function openContentImage(deps: Deps, member: LibraryMember, id: string, variant: ImageVariant) {
  // A thumbnail of the person's own personal items stays theirs to see from any workspace:
  // their profile picture is one, shown in the header while they work in a team (the personal
  // workspace's id is the person's).
  const row =
    (await findContentItem(deps.database.db, member.workspaceId, id)) ??
    (variant === "thumbnail" && member.workspaceId !== member.id
      ? await findContentItem(deps.database.db, member.id, id)
      : undefined);
  if (row?.status !== "ready") throw notFound({ key: "errors.library.contentNotFound" });
  const key =
    variant === "thumbnail"
      ? row.thumbnailKey
      : variant === "preview"
        ? row.previewKey
        : row.fileType === "image"
          ? row.objectKey
          : row.previewKey;
  const mime = variant === "original" && row.fileType === "image" ? row.mimeType : "image/webp";
  if (!key) throw notFound({ key: "errors.library.noPicture" });
  const stream = await deps.storage.read(key);
  if (!stream) throw notFound({ key: "errors.library.pictureMissing" });
  // Viewing the item (its preview or original, not the library grid's thumbnail) opens it.
  if (variant !== "thumbnail") await markContentOpened(deps.database.db, member, [row.id], new Date());
  return { stream, mime, etag: `"${row.id}-${variant}-${row.updatedAt.getTime()}"` };
}

/**
 * The original file behind an /objects/… path, whole or one byte range of it, for the members
 * of the item's workspace only.
 * The key names its uploader (`users/<id>/…`), not its workspace, so the item's row decides:
 * a teammate opens what another member uploaded to the team; nobody else, not even the
 * uploader acting in another workspace.
 */
export async function openObject(deps: Deps, member: LibraryMember, objectKey: string, range?: ByteRange) {
  const row = await findContentItemByKey(deps.database.db, member.workspaceId, objectKey);
  if (row?.status !== "ready") throw notFound({ key: "errors.library.fileNotFound" });
  const file = { mime: row.mimeType, name: row.originalName };
  if (range) {
    // One range, served by the store as a range (decision 811): a video is scrubbed, not downloaded.
    const part = await deps.storage.readRange(objectKey, range);
    if (!part) throw notFound({ key: "errors.library.fileNotFound" });
    if ("unsatisfiable" in part) throw rangeOutside(part.size);
    // A player asks for many parts of one file: the first part counts as opening it.
    if (part.start === 0) await markContentOpened(deps.database.db, member, [row.id], new Date());
    return { ...file, stream: part.stream, part };
  }
  const stream = await deps.storage.read(objectKey);
  if (!stream) throw notFound({ key: "errors.library.fileNotFound" });
  await markContentOpened(deps.database.db, member, [row.id], new Date());
  return { ...file, stream, part: undefined };
}

/**
 * Removes every stored file a person uploaded, in any workspace (account purge); the rows go
 * with the account (`content_items.user_id` cascades).
 */
export async function deleteAllStoredFiles(deps: Deps, userId: string): Promise<number> {
  const rows = await findAllContentItems(deps.database.db, userId);
  const keys = rows.flatMap(storedKeysOf);
  await deps.storage.delete([...new Set(keys)]);
  return rows.length;
}

/**
 * Removes every stored file of a workspace, whoever uploaded it (a team deleted: its rows go
 * with the workspace, `content_items.workspace_id` cascades). Call it before the rows go.
 */
export async function deleteWorkspaceStoredFiles(deps: Deps, workspaceId: string): Promise<number> {
  const rows = await findWorkspaceContentItems(deps.database.db, workspaceId);
  await deps.storage.delete([...new Set(rows.flatMap(storedKeysOf))]);
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

/**
 * One of the ready photos with a thumbnail of the person's own (personal) workspace, for a
 * profile picture; anything else is not found. The profile picture belongs to the person, not
 * to a team: a team's photo would show only while that team is active, and would go with the
 * team (issue 29; the personal workspace's id is the account's).
 */
export async function getOwnedPhoto(deps: Deps, user: { id: string }, id: string) {
  const item = await findContentItem(deps.database.db, user.id, id);
  if (item?.status !== "ready" || !item.thumbnailKey) throw notFound({ key: "errors.library.photoNotFound" });
  return presentContentItem(item);
}

/**
 * The workspace's ready items with these ids, in the order asked; missing or unfinished ones
 * (and another workspace's) are left out. A background job passes its row's `workspaceId`.
 */
export async function getOwnedItems(deps: Deps, scope: { workspaceId: string }, ids: string[]): Promise<ContentItem[]> {
  const items: ContentItem[] = [];
  for (const id of ids) {
    const row = await findContentItem(deps.database.db, scope.workspaceId, id);
    if (row?.status === "ready") items.push(presentContentItem(row));
  }
  return items;
}

/**
 * The storage key of a ready video of the workspace: publishing a Reel hands Instagram a
 * short-lived signed link to it (decision 801). Not found for a photo, a missing or another
 * workspace's item.
 */
export async function getOriginalVideoKey(deps: Deps, scope: { workspaceId: string }, id: string): Promise<string> {
  const row = await findContentItem(deps.database.db, scope.workspaceId, id);
  if (row?.status !== "ready" || row.fileType !== "video") throw notFound({ key: "errors.library.videoNotFound" });
  return row.objectKey;
}

/** The stored original of a ready photo of the workspace, as bytes (publishing re-encodes it). */
export async function readOriginalPhoto(deps: Deps, scope: { workspaceId: string }, id: string): Promise<Buffer> {
  const row = await findContentItem(deps.database.db, scope.workspaceId, id);
  if (row?.status !== "ready" || row.fileType !== "image") throw notFound({ key: "errors.library.photoNotFound" });
  const stream = await deps.storage.read(row.objectKey);
  if (!stream) throw notFound({ key: "errors.library.photoMissing" });
  return readAll(stream);
}
