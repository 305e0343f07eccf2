import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { ContentItem, StorageStats } from "../../../contract/library.ts";
import { MOBILE_MAX_WIDTH } from "./upload-rules.ts";

export const CONTENT_QUERY_KEY = ["/api/content"] as const;
export const STORAGE_QUERY_KEY = ["/api/storage-stats"] as const;
/** Spec §4 and §9: lists refresh about 0.5 s after an upload or delete. */
export const REFRESH_DELAY_MS = 500;

export const useContent = () => useQuery<ContentItem[]>({ queryKey: CONTENT_QUERY_KEY });
export const useStorageStats = () => useQuery<StorageStats>({ queryKey: STORAGE_QUERY_KEY });

/** Refreshes the library and the storage figures (now, or after the spec's 0.5 s). */
export function refreshLibrary(queryClient: QueryClient, delayMs = REFRESH_DELAY_MS) {
  const run = () => {
    void queryClient.invalidateQueries({ queryKey: CONTENT_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: STORAGE_QUERY_KEY });
  };
  if (delayMs > 0) setTimeout(run, delayMs);
  else run();
}

/** True below 768 px (spec §2), following resizes. */
export function useIsMobile(): boolean {
  const query = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
  const [mobile, setMobile] = useState(() => typeof window !== "undefined" && window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setMobile(list.matches);
    onChange();
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, [query]);
  return mobile;
}

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** "820 KB", "12.4 MB", "1.5 GB" for sizes shown in lists and cards. */
export function formatBytes(bytes: number): string {
  if (bytes >= GB) return `${Number((bytes / GB).toFixed(1))} GB`;
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes <= 0) return "0 KB";
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The download address of an item's original (spec §2: the file list uses /objects/{path}). */
export function objectHref(objectPath: string): string {
  if (objectPath.startsWith("/objects/")) return objectPath;
  return `/objects/${objectPath.replace(/^\/+/, "")}`;
}

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
