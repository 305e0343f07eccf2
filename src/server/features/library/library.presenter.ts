import type { ContentItem } from "#contract/library.ts";
import { storedTextIn } from "#server/i18n.ts";
import type { ContentRow } from "./library.queries.ts";
import { OBJECTS_PREFIX } from "./storage-keys.ts";
import { videoRecordOf } from "./video-record.ts";

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
    // The API's field stays English (decision 809); the upload's 409 words it for the reader.
    failureReason: row.failureReason === null ? null : storedTextIn("en", row.failureReason),
    analyzed: row.analyzed,
    altText: row.altText,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
    reel: ready && row.fileType === "video" ? (videoRecordOf(row.analysis)?.reel ?? null) : null,
    previewUrl: picture("preview", row.previewKey),
    thumbnailUrl: picture("thumbnail", row.thumbnailKey),
    createdAt: row.createdAt.toISOString(),
  };
}
