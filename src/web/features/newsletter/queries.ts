import { useMutation, useQuery } from "@tanstack/react-query";
import type { NewsletterStats, NewsletterSubscribeRequest } from "#contract/newsletter.ts";
import { apiRequest } from "#web/lib/api.ts";

/** GET /api/newsletter/stats: the confirmed subscribers, counted by the server. */
export const useNewsletterStats = () => useQuery<NewsletterStats>({ queryKey: ["/api/newsletter/stats"] });

/** POST /api/newsletter/subscribe: the confirmation e-mail goes out (double opt-in). */
export const useSubscribeToNewsletter = () =>
  useMutation({
    mutationFn: async (input: NewsletterSubscribeRequest) =>
      (await apiRequest("POST", "/api/newsletter/subscribe", input)).json(),
  });
