import type { z } from "zod";

/** A picture for the model: resized JPEG bytes, never a URL the provider would fetch. */
export interface ModelImage {
  data: Buffer;
  mediaType: "image/jpeg" | "image/png" | "image/webp";
}

export interface StructuredRequest<S extends z.ZodType> {
  instructions: string;
  prompt: string;
  images: ModelImage[];
  schema: S;
  /** Name of the output object, sent to providers that name their JSON schemas. */
  schemaName: string;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Told the tokens the provider reports for the call, when it reports them (the eval script counts them). */
  onUsage?: (usage: ModelUsage) => void;
}

/** Tokens a provider reported for one call; a provider that reports none leaves them undefined. */
export interface ModelUsage {
  inputTokens: number | undefined;
  outputTokens: number | undefined;
}

/**
 * Why a model call failed (each becomes its own error code, decision 744): no answer in time,
 * the provider limiting requests, the provider down or unreachable, an answer that could not be
 * read, a safety refusal, an answer in the wrong language after the corrective retry, the
 * provider refusing our key or model name (the server is not set up right), or another refusal.
 */
export type ModelErrorKind =
  | "timeout"
  | "rate_limited"
  | "unavailable"
  | "malformed"
  | "safety"
  | "wrong_language"
  | "not_configured"
  | "rejected";

export class ModelError extends Error {
  readonly kind: ModelErrorKind;
  /** When the provider said to try again (Retry-After, Gemini's RetryInfo), in whole seconds. */
  readonly retryAfterSeconds: number | undefined;
  constructor(kind: ModelErrorKind, message: string, options?: { cause?: unknown; retryAfterSeconds?: number }) {
    super(message, options);
    this.name = "ModelError";
    this.kind = kind;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

/** A cloud or self-hosted model that writes structured output from text and images. */
export interface CaptionModel {
  readonly provider: "gemini" | "openai" | "openai-compatible";
  readonly model: string;
  /** The whole object, checked against the schema; throws ModelError. */
  generate<S extends z.ZodType>(request: StructuredRequest<S>): Promise<z.output<S>>;
  /** Partial objects as the model writes, then the whole object; throws ModelError. */
  stream<S extends z.ZodType>(
    request: StructuredRequest<S>,
    onPartial: (partial: Partial<z.output<S>>) => void,
  ): Promise<z.output<S>>;
}
