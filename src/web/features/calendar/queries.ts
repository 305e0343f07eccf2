import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CalendarSettings, CalendarSettingsRequest } from "#contract/calendar.ts";
import type { LanguageCode } from "#contract/languages.ts";
import type { Post } from "#contract/posts.ts";
import { apiGet, apiRequest } from "#web/lib/api.ts";

export const CALENDAR_QUERY_KEY = ["/api/calendar"] as const;

/** GET /api/calendar for a range of IST days (and a region's festivals, when one is chosen). */
export function useCalendar(range: { from: string; to: string }, language: LanguageCode | null) {
  const query = new URLSearchParams({ ...range, ...(language ? { language } : {}) }).toString();
  return useQuery({
    queryKey: [...CALENDAR_QUERY_KEY, range.from, range.to, language],
    queryFn: ({ signal }) => apiGet(`/api/calendar?${query}`, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** PATCH /api/posts/{id} with a new time: the calendar's move, checked by the posts' own rules. */
export function useMovePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, scheduledAt }: { id: string; scheduledAt: string }): Promise<Post> =>
      (await apiRequest("PATCH", `/api/posts/${id}`, { scheduledAt })).json(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CALENDAR_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ["/api/posts"] }),
      ]),
  });
}

/** PUT /api/calendar/settings: the festival region and the weekly e-mail digest of the active workspace. */
export function useCalendarSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CalendarSettingsRequest): Promise<CalendarSettings> =>
      (await apiRequest("PUT", "/api/calendar/settings", input)).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALENDAR_QUERY_KEY }),
  });
}
