import { useMutation, useQuery } from "@tanstack/react-query";
import type { ContentField, InstagramPreviewRequest } from "#contract/captions.ts";
import type { LanguageCode } from "#contract/languages.ts";
import type { RewriteRequest } from "#contract/rewrite.ts";
import { useI18n } from "#web/i18n/i18n.tsx";
import { apiGet, apiRequest } from "#web/lib/api.ts";

/** GET /api/generate-posting-time for the selected items and the field of the post (decision 201). */
export const usePostingTime = (contentItemIds: string[], contentField: ContentField) => {
  const url =
    `/api/generate-posting-time?contentItemIds=${contentItemIds.join(",")}&contentField=${contentField}` as const;
  // The server words the suggestion in the interface language: another language is another answer.
  const { language } = useI18n();
  return useQuery({
    queryKey: [url, language],
    queryFn: ({ signal }) => apiGet(url, { signal }),
    enabled: contentItemIds.length > 0,
  });
};

/** POST /api/generate-instagram-preview: the server's username and the time the preview was made. */
export const useInstagramPreview = () =>
  useMutation({
    mutationFn: async (input: InstagramPreviewRequest) =>
      (await apiRequest("POST", "/api/generate-instagram-preview", input)).json(),
  });

/** POST /api/captions/rewrite: a one-tap rewrite of a stored result (issue 28). */
export const useRewrite = () =>
  useMutation({
    mutationFn: async (input: RewriteRequest) => (await apiRequest("POST", "/api/captions/rewrite", input)).json(),
  });

/** GET /api/festivals: the festivals of a range of IST days kept in the language's region (decision 743). */
export const useFestivals = (language: LanguageCode, range: { from: string; to: string }) => {
  const url = `/api/festivals?from=${range.from}&to=${range.to}&language=${language}` as const;
  return useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => apiGet(url, { signal }),
    staleTime: 60 * 60 * 1000,
  });
};
