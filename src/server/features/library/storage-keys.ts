/** Where an item's files live in storage, and the /objects/… paths the browser sees for them. */
export const OBJECTS_PREFIX = "/objects/";
export const keyFor = (userId: string, itemId: string, part: string) => `users/${userId}/${itemId}/${part}`;

/** Every key an item may have written: the original, its previews, and where previews go before they are recorded. */
export const storedKeysOf = (row: {
  id: string;
  userId: string;
  objectKey: string;
  previewKey: string | null;
  thumbnailKey: string | null;
}) =>
  [
    row.objectKey,
    row.previewKey,
    row.thumbnailKey,
    keyFor(row.userId, row.id, "preview.webp"),
    keyFor(row.userId, row.id, "thumbnail.webp"),
  ].filter((k): k is string => Boolean(k));
