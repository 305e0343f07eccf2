import { useMutation } from "@tanstack/react-query";
import type { DemoRequest } from "#contract/demo.ts";
import { DEMO_TIMEOUT_MS } from "#contract/demo-values.ts";
import { apiRequest } from "#web/lib/api.ts";

/** POST /api/demo-generate-caption: one caption without an account, given up after the demo's deadline. */
export const useDemoCaption = () =>
  useMutation({
    mutationFn: async (input: DemoRequest) =>
      (
        await apiRequest("POST", "/api/demo-generate-caption", input, { signal: AbortSignal.timeout(DEMO_TIMEOUT_MS) })
      ).json(),
  });
