import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreatePostInput, Post, PostsPage, ReviewPostInput, UpdatePostInput } from "#contract/posts.ts";
import { apiGet, apiRequest } from "#web/lib/api.ts";
import { publishingRefetchMs } from "./format.ts";

export const POSTS_QUERY_KEY = ["/api/posts"] as const;
export const DASHBOARD_QUERY_KEY = ["/api/dashboard"] as const;
export const RESULTS_QUERY_KEY = ["/api/dashboard/results"] as const;

/** The dashboard's counters (GET /api/dashboard), all counted by the server. */
export const useDashboardStats = () =>
  useQuery({ queryKey: DASHBOARD_QUERY_KEY, queryFn: ({ signal }) => apiGet("/api/dashboard", { signal }) });

/** GET /api/dashboard/results: the real engagement rate by language and content field, and the best posts (issue 32). */
export const useResultsBreakdown = () =>
  useQuery({ queryKey: RESULTS_QUERY_KEY, queryFn: ({ signal }) => apiGet("/api/dashboard/results", { signal }) });

/**
 * GET /api/posts/{id}: one post (a link's post that is not among the loaded pages), asked again
 * while it publishes (decision 810).
 */
export const usePost = (id: string) =>
  useQuery({
    queryKey: [...POSTS_QUERY_KEY, id],
    queryFn: ({ signal }) => apiGet(`/api/posts/${id}`, { signal }),
    refetchInterval: (query) => publishingRefetchMs(query.state.data ? [query.state.data] : []),
  });

/** The address of one page of posts: the first, or the one after `cursor`. */
export const postsPageUrl = (cursor: string | null): "/api/posts" | `/api/posts?cursor=${string}` =>
  cursor ? `/api/posts?cursor=${encodeURIComponent(cursor)}` : "/api/posts";

/** The user's posts, newest first, one server page at a time ("Load more" fetches the next). */
export function usePosts() {
  return useInfiniteQuery<PostsPage, Error, InfiniteData<PostsPage>, typeof POSTS_QUERY_KEY, string | null>({
    queryKey: POSTS_QUERY_KEY,
    initialPageParam: null,
    queryFn: ({ pageParam, signal }) => apiGet(postsPageUrl(pageParam), { signal }),
    getNextPageParam: (last) => last.nextCursor,
    // While a post publishes (or is about to), its progress shows without a reload (decision 810).
    refetchInterval: (query) => publishingRefetchMs(loadedPosts(query.state.data)),
  });
}

/** Every loaded post of the pages so far. */
export const loadedPosts = (data: InfiniteData<PostsPage> | undefined): Post[] =>
  data?.pages.flatMap((page) => page.posts) ?? [];

/** After a change: the lists and the stat cards (Total Posts, Scheduled, Avg. Engagement) reload. */
function useRefreshPosts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: POSTS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: RESULTS_QUERY_KEY }),
    ]);
}

/**
 * POST /api/posts: saves a new post. The lists and stat cards reload in the background; the
 * save does not wait for them.
 */
export function useCreatePost() {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: async (input: CreatePostInput) => (await apiRequest("POST", "/api/posts", input)).json(),
    onSuccess: () => {
      void refresh();
    },
  });
}

/** PATCH /api/posts/{id}: edits, and moves between draft, scheduled and posted. */
export function useUpdatePost() {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: UpdatePostInput }) =>
      (await apiRequest("PATCH", `/api/posts/${id}`, changes)).json(),
    onSuccess: refresh,
  });
}

/** POST /api/posts/{id}/submit: a team's draft goes to the owner and managers for review. */
export function useSubmitPost() {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: async (id: string): Promise<Post> => (await apiRequest("POST", `/api/posts/${id}/submit`)).json(),
    onSuccess: refresh,
  });
}

/** POST /api/posts/{id}/review: an owner or manager approves a post in review or sends it back. */
export function useReviewPost() {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: async ({ id, review }: { id: string; review: ReviewPostInput }): Promise<Post> =>
      (await apiRequest("POST", `/api/posts/${id}/review`, review)).json(),
    onSuccess: refresh,
  });
}

/** POST /api/posts/{id}/duplicate: a new draft with the post's text and photos. */
export function useDuplicatePost() {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: async (id: string) => (await apiRequest("POST", `/api/posts/${id}/duplicate`)).json(),
    onSuccess: refresh,
  });
}

/** DELETE /api/posts/{id}. */
export function useDeletePost() {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `/api/posts/${id}`);
    },
    onSuccess: refresh,
  });
}
