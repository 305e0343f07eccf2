import type { ContentItem } from "#contract/library.ts";
import { objectHref, useContent } from "../library/queries.ts";

export type ShareableItem = Pick<ContentItem, "objectPath" | "fileName" | "mimeType">;

/**
 * The stored originals of a post's photos and videos as files to hand to the share sheet, in
 * the post's order; an item whose file cannot be read (deleted meanwhile) is left out.
 */
export async function loadPostFiles(items: readonly ShareableItem[]): Promise<File[]> {
  const files = await Promise.all(
    items.map(async (item) => {
      if (!item.objectPath) return null;
      try {
        const response = await fetch(objectHref(item.objectPath), { credentials: "include" });
        if (!response.ok) return null;
        const blob = await response.blob();
        return new File([blob], item.fileName, { type: item.mimeType || blob.type });
      } catch {
        return null;
      }
    }),
  );
  return files.filter((file): file is File => file !== null);
}

/** A post's items from the library list (the ones still in it), in the post's order. */
export function usePostItems(ids: readonly string[]): ContentItem[] {
  const content = useContent();
  const byId = new Map((content.data ?? []).map((item) => [item.id, item]));
  return ids.map((id) => byId.get(id)).filter((item): item is ContentItem => item !== undefined);
}
