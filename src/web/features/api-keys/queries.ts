import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiScope } from "#contract/api-values.ts";
import { apiGet, apiRequest } from "#web/lib/api.ts";

export const API_KEYS_QUERY_KEY = ["/api/api-keys"] as const;

/** GET /api/api-keys: the user's keys by prefix, scopes and last use (never the key itself). */
export const useApiKeys = () =>
  useQuery({ queryKey: API_KEYS_QUERY_KEY, queryFn: ({ signal }) => apiGet("/api/api-keys", { signal }) });

/** POST /api/api-keys: a new key, whose secret this answer shows once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; scopes: ApiScope[] }) =>
      (await apiRequest("POST", "/api/api-keys", input)).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}

/** DELETE /api/api-keys/{id}: the key stops working at once. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `/api/api-keys/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}
