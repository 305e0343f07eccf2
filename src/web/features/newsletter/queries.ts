import { useMutation, useQuery } from "@tanstack/react-query";
import type { NewsletterSubscribeRequest } from "#contract/newsletter.ts";
import { apiGet, apiRequest } from "#web/lib/api.ts";

/** GET /api/newsletter/stats: the confirmed subscribers, counted by the server. */
export const useNewsletterStats = () =>
  useQuery({
    queryKey: ["/api/newsletter/stats"],
    queryFn: ({ signal }) => apiGet("/api/newsletter/stats", { signal }),
  });

/** POST /api/newsletter/subscribe: the confirmation e-mail goes out (double opt-in). */
export const useSubscribeToNewsletter = () =>
  useMutation({
    mutationFn: async (input: NewsletterSubscribeRequest) =>
      (await apiRequest("POST", "/api/newsletter/subscribe", input)).json(),
  });
