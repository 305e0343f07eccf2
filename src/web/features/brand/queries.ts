import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateBrandExampleInput, CreateVoiceStyleInput } from "#contract/brand.ts";
import { apiGet, apiRequest } from "#web/lib/api.ts";
import { DASHBOARD_QUERY_KEY } from "../posts/queries.ts";

export const BRAND_EXAMPLES_QUERY_KEY = ["/api/brand-training"] as const;
export const VOICE_STYLES_QUERY_KEY = ["/api/voice-styles"] as const;

/** GET /api/brand-training: the user's examples, newest first. */
export const useBrandExamples = () =>
  useQuery({ queryKey: BRAND_EXAMPLES_QUERY_KEY, queryFn: ({ signal }) => apiGet("/api/brand-training", { signal }) });

/** GET /api/voice-styles: the user's voice styles, newest first. */
export const useVoiceStyles = () =>
  useQuery({ queryKey: VOICE_STYLES_QUERY_KEY, queryFn: ({ signal }) => apiGet("/api/voice-styles", { signal }) });

/** A mutation that reloads one of the two lists when it succeeds. */
function useListMutation<Input, Output>(key: readonly string[], run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** POST /api/brand-training. */
export const useAddBrandExample = () =>
  useListMutation(BRAND_EXAMPLES_QUERY_KEY, async (input: CreateBrandExampleInput) =>
    (await apiRequest("POST", "/api/brand-training", input)).json(),
  );

/** POST /api/brand-training/from-post/{id}: "Use as example" on a posted post with results (issue 32). */
export const useExampleFromPost = () =>
  useListMutation(BRAND_EXAMPLES_QUERY_KEY, async (postId: string) =>
    (await apiRequest("POST", `/api/brand-training/from-post/${postId}`)).json(),
  );

/** DELETE /api/brand-training/{id}. */
export const useDeleteBrandExample = () =>
  useListMutation(BRAND_EXAMPLES_QUERY_KEY, async (id: string) => {
    await apiRequest("DELETE", `/api/brand-training/${id}`);
  });

/** POST /api/voice-styles. */
export const useAddVoiceStyle = () =>
  useListMutation(VOICE_STYLES_QUERY_KEY, async (input: CreateVoiceStyleInput) =>
    (await apiRequest("POST", "/api/voice-styles", input)).json(),
  );

/** PATCH /api/voice-styles/{id}: make it the default (or none). */
export const useSetDefaultVoiceStyle = () =>
  useListMutation(VOICE_STYLES_QUERY_KEY, async ({ id, isDefault }: { id: string; isDefault: boolean }) =>
    (await apiRequest("PATCH", `/api/voice-styles/${id}`, { isDefault })).json(),
  );

/** DELETE /api/voice-styles/{id}. */
export const useDeleteVoiceStyle = () =>
  useListMutation(VOICE_STYLES_QUERY_KEY, async (id: string) => {
    await apiRequest("DELETE", `/api/voice-styles/${id}`);
  });

/** POST /api/brand-training/compare: one photo written without and with the training (decision 461). */
export function useBrandComparison() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (contentItemId: string) =>
      (await apiRequest("POST", "/api/brand-training/compare", { contentItemId })).json(),
    // It counted as one AI caption: the dashboard's "left today" follows.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
  });
}
