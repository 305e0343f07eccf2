import { VIDEO_FRAMES_MAX } from "#contract/reel-limits.ts";

/** Where an item's files live in storage, and the /objects/… paths the browser sees for them. */
export const OBJECTS_PREFIX = "/objects/";
export const keyFor = (userId: string, itemId: string, part: string) => `users/${userId}/${itemId}/${part}`;

/** Where a video's sampled frame number `index` (0-based, in clip order) is kept, as a WebP preview. */
export const frameKeyFor = (userId: string, itemId: string, index: number) =>
  keyFor(userId, itemId, `frame-${index}.webp`);

/**
 * Every key an item may have written: the original, its previews, a video's frames, and where
 * previews go before they are recorded.
 */
export const storedKeysOf = (row: {
  id: string;
  userId: string;
  objectKey: string;
  previewKey: string | null;
  thumbnailKey: string | null;
  fileType?: "image" | "video";
}) =>
  [
    row.objectKey,
    row.previewKey,
    row.thumbnailKey,
    keyFor(row.userId, row.id, "preview.webp"),
    keyFor(row.userId, row.id, "thumbnail.webp"),
    ...(row.fileType === "image"
      ? []
      : Array.from({ length: VIDEO_FRAMES_MAX }, (_, i) => frameKeyFor(row.userId, row.id, i))),
  ].filter((k): k is string => Boolean(k));
