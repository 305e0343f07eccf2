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

/** Why a model call failed, in the words the product shows (spec §8). */
export type ModelErrorKind = "timeout" | "rate_limited" | "unavailable" | "malformed" | "safety" | "rejected";

export class ModelError extends Error {
  readonly kind: ModelErrorKind;
  constructor(kind: ModelErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ModelError";
    this.kind = kind;
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
