import { SHARED_FILE_NAME_HEADER, SHARED_FILE_PREFIX, SHARED_FILES_CACHE } from "#contract/app-manifest.ts";

/**
 * The files the service worker kept from a share into the app (decision 752), in the order
 * they were shared; none where the browser has no Cache Storage.
 */
export async function readSharedFiles(): Promise<File[]> {
  if (typeof caches === "undefined") return [];
  const cache = await caches.open(SHARED_FILES_CACHE);
  const keys = (await cache.keys())
    .filter((request) => new URL(request.url).pathname.startsWith(SHARED_FILE_PREFIX))
    .sort((a, b) => a.url.localeCompare(b.url));
  const files: File[] = [];
  for (const key of keys) {
    const response = await cache.match(key);
    if (!response) continue;
    const blob = await response.blob();
    const name = decodeURIComponent(response.headers.get(SHARED_FILE_NAME_HEADER) ?? "shared-file");
    files.push(new File([blob], name, { type: response.headers.get("content-type") ?? blob.type }));
  }
  return files;
}

/** Forgets the shared files once Create Post has taken them. */
export async function clearSharedFiles() {
  if (typeof caches !== "undefined") await caches.delete(SHARED_FILES_CACHE);
}
