import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PublishFit } from "#contract/instagram.ts";
import type { Post } from "#contract/posts.ts";
import { apiGet, apiRequest } from "#web/lib/api.ts";
import { DASHBOARD_QUERY_KEY, POSTS_QUERY_KEY, RESULTS_QUERY_KEY } from "../posts/queries.ts";

export const INSTAGRAM_ACCOUNT_KEY = ["/api/instagram/account"] as const;

/** GET /api/instagram/account: the connected account as the server reports it (undefined while loading). */
export const useInstagramAccount = () =>
  useQuery({ queryKey: INSTAGRAM_ACCOUNT_KEY, queryFn: ({ signal }) => apiGet("/api/instagram/account", { signal }) });

/** GET /api/instagram/quota: Instagram's publishing limit for the connected account, as Instagram reports it now. */
export function useInstagramQuota(enabled: boolean) {
  return useQuery({
    queryKey: ["/api/instagram/quota"],
    queryFn: ({ signal }) => apiGet("/api/instagram/quota", { signal }),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

/** POST /api/instagram/preflight: the pre-flight of a post's photos and text with a given fix (pad or crop). */
export function usePreflight(post: Post, fit: PublishFit, enabled: boolean) {
  return useQuery({
    queryKey: [
      "instagram-preflight",
      post.id,
      post.contentItemIds.join(),
      post.title,
      post.caption,
      post.hashtags,
      fit,
    ],
    enabled,
    queryFn: async () =>
      (
        await apiRequest("POST", "/api/instagram/preflight", {
          contentItemIds: post.contentItemIds,
          title: post.title,
          caption: post.caption,
          hashtags: post.hashtags,
          fit,
        })
      ).json(),
  });
}

/** POST /api/instagram/connect: where Instagram Login starts (the browser goes there). */
export const useConnectInstagram = () =>
  useMutation({
    mutationFn: async () => (await (await apiRequest("POST", "/api/instagram/connect")).json()).url,
  });

/** DELETE /api/instagram/account: the account and its tokens go. */
export function useDisconnectInstagram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest("DELETE", "/api/instagram/account");
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INSTAGRAM_ACCOUNT_KEY }),
  });
}

/** PUT /api/instagram/posts/{id}/auto-publish: publish by itself (with a fix) or only remind. */
export function useSetAutoPublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      enabled,
      fit,
      reel,
    }: {
      id: string;
      enabled: boolean;
      fit: PublishFit;
      /** A Reel's choices: in the feed grid too, and its cover moment (decision 801). */
      reel?: { shareToFeed: boolean; coverOffsetMs: number | null };
    }) => {
      await apiRequest("PUT", `/api/instagram/posts/${id}/auto-publish`, { enabled, fit, ...reel });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: POSTS_QUERY_KEY }),
  });
}

/** POST /api/instagram/posts/{id}/retry: a failed post is published again. */
export function useRetryPublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("POST", `/api/instagram/posts/${id}/retry`);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: POSTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
      ]),
  });
}

export const INSTAGRAM_IMPORT_KEY = ["/api/instagram/import"] as const;
const IMPORT_POLL_MS = 1500;

/**
 * GET /api/instagram/import: the import's state and the imported posts; asked again every 1.5 s
 * while an import runs, and when it ends the results, the stat cards and the account reload.
 */
export function useInstagramImport(enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: INSTAGRAM_IMPORT_KEY,
    enabled,
    queryFn: async ({ signal }) => {
      const before = queryClient.getQueryData<{ status: string }>(INSTAGRAM_IMPORT_KEY)?.status;
      const state = await apiGet("/api/instagram/import", { signal });
      if (before === "running" && state.status !== "running") {
        void queryClient.invalidateQueries({ queryKey: RESULTS_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
        // An import may have met a missing insights permission: the account card's prompt.
        void queryClient.invalidateQueries({ queryKey: INSTAGRAM_ACCOUNT_KEY });
      }
      return state;
    },
    refetchInterval: (query) => (query.state.data?.status === "running" ? IMPORT_POLL_MS : false),
  });
}

/** POST /api/instagram/import: starts an import of the account's recent posts (at most one an hour). */
export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest("POST", "/api/instagram/import")).json(),
    onSuccess: (state) => queryClient.setQueryData(INSTAGRAM_IMPORT_KEY, state),
  });
}
