import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type {
  ContentItem,
  CreateContentInput,
  UpdateContentInput,
  UploadCompleteInput,
  UploadRequest,
} from "#contract/library.ts";
import { apiGet, apiRequest } from "#web/lib/api.ts";
import { MOBILE_MAX_WIDTH } from "./upload-rules.ts";

export const CONTENT_QUERY_KEY = ["/api/content"] as const;
export const STORAGE_QUERY_KEY = ["/api/storage-stats"] as const;
/** Spec §4 and §9: lists refresh about 0.5 s after an upload or delete. */
export const REFRESH_DELAY_MS = 500;

/** While a photo uploaded in the last few minutes waits for its analysis, the list looks again this often. */
export const ANALYSIS_POLL_MS = 3_000;
const ANALYSIS_WAIT_MS = 3 * 60_000;

/**
 * Whether the library should look again for analysis results: the background analysis marks
 * a finished upload "AI Ready" seconds later, and nothing else would refresh the list then.
 * Only recent uploads count, so an item whose analysis never comes does not poll for ever.
 */
export function awaitsAnalysis(items: readonly ContentItem[] | undefined, now = Date.now()): boolean {
  return (items ?? []).some(
    (item) =>
      item.status === "ready" &&
      item.previewUrl !== null &&
      !item.analyzed &&
      now - Date.parse(item.createdAt) < ANALYSIS_WAIT_MS,
  );
}

export const useContent = () =>
  useQuery({
    queryKey: CONTENT_QUERY_KEY,
    queryFn: ({ signal }) => apiGet("/api/content", { signal }),
    refetchInterval: (query) => (awaitsAnalysis(query.state.data) ? ANALYSIS_POLL_MS : false),
  });
export const useStorageStats = () =>
  useQuery({ queryKey: STORAGE_QUERY_KEY, queryFn: ({ signal }) => apiGet("/api/storage-stats", { signal }) });

/** Refreshes the library and the storage figures (now, or after the spec's 0.5 s). */
export function refreshLibrary(queryClient: QueryClient, delayMs = REFRESH_DELAY_MS) {
  const run = () => {
    void queryClient.invalidateQueries({ queryKey: CONTENT_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: STORAGE_QUERY_KEY });
  };
  if (delayMs > 0) setTimeout(run, delayMs);
  else run();
}

/** PATCH /api/content/{id}: rename, or describe for screen readers; the library reloads at once. */
export function useUpdateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: UpdateContentInput }) =>
      (await apiRequest("PATCH", `/api/content/${id}`, changes)).json(),
    onSuccess: () => refreshLibrary(queryClient, 0),
  });
}

const deleteItem = async (id: string) => {
  await apiRequest("DELETE", `/api/content/${id}`);
};

/** DELETE /api/content/{id}; the library reloads 0.5 s after it is gone. */
export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteItem, onSuccess: () => refreshLibrary(queryClient) });
}

/**
 * One DELETE per file (spec §7), each settling on its own: answers how each went, and the
 * library reloads 0.5 s later whatever the outcome.
 */
export function useDeleteContents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => Promise.allSettled(ids.map(deleteItem)),
    onSettled: () => refreshLibrary(queryClient),
  });
}

/** The upload flow's requests (upload.ts, spec §4): where to PUT the file, the record, and its completion. */
export const uploadRequests = {
  target: async (input: UploadRequest) => (await apiRequest("POST", "/api/objects/upload", input)).json(),
  create: async (input: CreateContentInput) => (await apiRequest("POST", "/api/content", input)).json(),
  complete: async (id: string, input: UploadCompleteInput) =>
    (await apiRequest("PUT", `/api/content/${id}/upload-complete`, input)).json(),
};

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

/** The download address of an item's original (spec §2: the file list uses /objects/{path}). */
export function objectHref(objectPath: string): string {
  if (objectPath.startsWith("/objects/")) return objectPath;
  return `/objects/${objectPath.replace(/^\/+/, "")}`;
}

// pages/admin.tsx still imports formatBytes from here; the admin work moves it to lib/format.ts.
export { formatBytes } from "#web/lib/format.ts";
