import { randomUUID } from "node:crypto";
import {
  type ContentItem,
  IMAGE_MAX_BYTES,
  type UploadRequest,
  type UploadTarget,
  VIDEO_MAX_BYTES,
} from "#contract/library.ts";
import { requireInWorkspace } from "#server/auth/access.ts";
import { lockUserForQuota } from "#server/db/locks.ts";
import type { Deps } from "#server/deps.ts";
import { AppError, badRequest, conflict, notFound, payloadTooLarge, unsupportedMediaType } from "#server/errors.ts";
import { readStored, storeMessage } from "#server/i18n.ts";
import { enqueueJob } from "#server/jobs/queue.ts";
import { detectMedia } from "#server/media/media.ts";
import { presentContentItem } from "./library.presenter.ts";
import {
  type ContentRow,
  findContentItem,
  findContentItemByKey,
  insertContentItem,
  sumStoredBytes,
  updateContentItem,
} from "./library.queries.ts";
import { JOB_ANALYSE_CONTENT, type LibraryMember } from "./library.service.ts";
import { keyFor, OBJECTS_PREFIX, storedKeysOf } from "./storage-keys.ts";
import { storageExceeded, workspaceStorageLimit } from "./storage-usage.ts";
import { type Processed, processStoredImage, processStoredVideo, readHead } from "./upload-processing.ts";

/*
 * An upload, step by step (spec §4): the quota is checked and a signed URL handed out, the
 * browser PUTs the file to storage and names it, then asks the server to complete it; the
 * server checks the stored bytes themselves and counts them against the workspace's quota
 * under its owner's row lock. The item belongs to the workspace the member acts in; its files
 * sit under the uploader's key prefix (`users/<id>/…`, storage-keys.ts). The processing of the
 * bytes is upload-processing.ts.
 */

/**
 * Step 1 of an upload: checks the quota first, records a pending item and returns a URL the
 * browser PUTs the file to (valid UPLOAD_LINK_SECONDS, 15 minutes by default, for exactly this
 * size and type).
 */
export async function requestUpload(deps: Deps, member: LibraryMember, input: UploadRequest): Promise<UploadTarget> {
  const { bytes } = await sumStoredBytes(deps.database.db, member.workspaceId);
  const limit = await workspaceStorageLimit(deps, member);
  if (bytes + input.fileSize > limit) throw storageExceeded(member, bytes, limit);

  const id = randomUUID();
  const objectKey = keyFor(member.id, id, "original");
  const target = await deps.storage.createUploadUrl(objectKey, {
    contentType: input.mimeType,
    size: input.fileSize,
    expiresInSeconds: deps.config.uploadLinkSeconds,
  });
  await insertContentItem(deps.database.db, {
    id,
    userId: member.id,
    workspaceId: member.workspaceId,
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
  member: LibraryMember,
  input: { fileName: string; originalName: string; fileType: "image" | "video"; objectPath: string },
): Promise<ContentItem> {
  const key = input.objectPath.startsWith(OBJECTS_PREFIX)
    ? input.objectPath.slice(OBJECTS_PREFIX.length)
    : input.objectPath;
  const row = requireInWorkspace(
    member,
    await findContentItemByKey(deps.database.db, member.workspaceId, key),
    "No upload was started for this file. Please upload it again.",
  );
  if (row.fileType !== input.fileType) throw badRequest({ key: "errors.library.typeMismatch" });
  const updated = await updateContentItem(deps.database.db, row.id, {
    fileName: input.fileName,
    originalName: input.originalName,
  });
  return presentContentItem(updated ?? row);
}

async function fail(deps: Deps, row: ContentRow, error: AppError, keys: string[] = []): Promise<never> {
  await deps.storage.delete([row.objectKey, ...keys]);
  // Kept as the catalogue message when there is one: worded for whoever reads it (decision 809).
  const failureReason = error.translatable ? storeMessage(error.translatable) : error.message;
  await updateContentItem(deps.database.db, row.id, { status: "failed", failureReason, storedBytes: 0 });
  throw error;
}

/**
 * Step 4: the server checks the stored object itself — it exists, its real size and type
 * (from the bytes), a safe decode for photos (metadata removed, previews made) or the
 * container and duration for videos — then counts it against the workspace's quota
 * atomically: parallel completions in one workspace (by any of its members) are serialised by
 * a lock on its owner's row (the account's own for a personal workspace, as before teams).
 */
export async function completeUpload(
  deps: Deps,
  member: LibraryMember,
  id: string,
  input: { objectURL: string; posterDataUrl?: string; frames?: readonly { at: number; dataUrl: string }[] },
): Promise<ContentItem> {
  const row = requireInWorkspace(member, await findContentItem(deps.database.db, member.workspaceId, id), {
    key: "errors.library.contentNotFound",
  });
  if (row.status === "ready") return presentContentItem(row);
  if (row.status === "failed")
    throw conflict(
      row.failureReason ? readStored(row.failureReason) : { key: "errors.library.uploadFailed" },
      "upload_failed",
    );
  if (!input.objectURL.includes(row.objectKey) && !input.objectURL.includes(encodeURIComponent(row.objectKey))) {
    throw badRequest({ key: "errors.library.foreignUrl" });
  }

  const stat = await deps.storage.stat(row.objectKey);
  if (!stat) {
    return fail(deps, row, conflict({ key: "errors.library.neverArrived" }, "upload_missing"));
  }
  if (stat.size === 0) return fail(deps, row, badRequest({ key: "errors.library.empty" }, "empty_file"));
  if (stat.size > row.declaredSize) {
    return fail(deps, row, payloadTooLarge({ key: "errors.library.largerThanAnnounced" }, "too_large"));
  }
  // Both providers refuse a PUT of another size; a short object means the upload was cut off.
  if (stat.size < row.declaredSize) {
    return fail(deps, row, badRequest({ key: "errors.library.incomplete" }, "incomplete_upload"));
  }

  let processed: Processed;
  const extraKeys = storedKeysOf(row).filter((key) => key !== row.objectKey);
  try {
    const head = await deps.storage.read(row.objectKey).then((s) => (s ? readHead(s) : Buffer.alloc(0)));
    const detected = await detectMedia(head);
    if (detected.kind !== row.fileType) {
      throw unsupportedMediaType({ key: "errors.library.notA", values: { kind: row.fileType } }, "type_mismatch");
    }
    if (detected.kind === "image") {
      if (stat.size > IMAGE_MAX_BYTES) throw payloadTooLarge({ key: "errors.library.photoTooLarge" }, "too_large");
      processed = await processStoredImage(deps, row, detected.mime);
    } else {
      if (stat.size > VIDEO_MAX_BYTES) throw payloadTooLarge({ key: "errors.library.videoTooLarge" }, "too_large");
      processed = await processStoredVideo(deps, row, detected.mime, stat.size, input.posterDataUrl, input.frames);
    }
  } catch (error) {
    if (error instanceof AppError) return fail(deps, row, error, extraKeys);
    throw error;
  }

  const limit = await workspaceStorageLimit(deps, member);
  const outcome = await deps.database.db.transaction(async (tx) => {
    await lockUserForQuota(tx, member.workspace.ownerId);
    const { bytes } = await sumStoredBytes(tx, member.workspaceId);
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
      ...(processed.video ? { analysis: { video: processed.video } } : {}),
    });
    return { exceeded: false as const, row: updated };
  });
  if (outcome.exceeded) return fail(deps, row, storageExceeded(member, outcome.used, limit), extraKeys);
  if (!outcome.row) throw notFound({ key: "errors.library.contentNotFound" });

  if (processed.previewKey) {
    await enqueueJob(deps.database.db, JOB_ANALYSE_CONTENT, { contentId: row.id }, { uniqueKey: `analyse:${row.id}` });
  }
  return presentContentItem(outcome.row);
}
