import { z } from "zod";

/** The one error shape every API endpoint answers with. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Why a generation by an AI model failed, one code per cause (decision 744), answered by the
 * app's generation endpoints (JSON and server-sent events), /api/v1/generate and the demo.
 */
export const GENERATION_ERROR_CODES = {
  /** The model's provider is limiting requests; `Retry-After` (and `retryAfterSeconds`) say when to try. */
  rateLimited: "ai_rate_limited",
  /** No answer within the server's time limit. */
  timedOut: "ai_timeout",
  /** The provider is down, unreachable or answered with a server error. */
  unavailable: "ai_unavailable",
  /** The model refused the photos or the request for safety reasons. */
  safety: "content_safety",
  /** The answer was in another language or script, also after the corrective retry. */
  wrongLanguage: "ai_wrong_language",
  /** The provider refused this server's key or model name: the operator must fix the configuration. */
  notConfigured: "ai_not_configured",
  /** Anything else (an answer that could not be read twice, another refusal). */
  failed: "generation_failed",
} as const;
export type GenerationErrorCode = (typeof GENERATION_ERROR_CODES)[keyof typeof GENERATION_ERROR_CODES];
