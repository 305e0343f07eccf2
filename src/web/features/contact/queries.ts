import { useMutation } from "@tanstack/react-query";
import type { ContactRequest } from "#contract/contact.ts";
import { apiRequest } from "#web/lib/api.ts";

/** POST /api/contact: the message is stored and e-mailed to support. */
export const useSendContactMessage = () =>
  useMutation({
    mutationFn: async (input: ContactRequest) => (await apiRequest("POST", "/api/contact", input)).json(),
  });
