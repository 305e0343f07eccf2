import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api.ts";

/** Spec §9: no automatic retries, no refetch on focus, no polling, data never stale. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
