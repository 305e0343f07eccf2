import {
  APICallError,
  generateText,
  type LanguageModel,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  streamText,
} from "ai";
import type { z } from "zod";
import { type CaptionModel, ModelError, type StructuredRequest } from "./types.ts";

const SAFETY_MARKERS = /blockReason|SAFETY|PROHIBITED_CONTENT|BLOCKLIST|SPII|IMAGE_SAFETY|RECITATION|content_policy/;

/** Turns whatever the SDK or the provider threw into one of our error kinds. */
export function toModelError(error: unknown, timedOut: boolean): ModelError {
  if (error instanceof ModelError) return error;
  if (timedOut || (error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError"))) {
    return new ModelError("timeout", "The model did not answer in time.", { cause: error });
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ?? 0;
    if (SAFETY_MARKERS.test(error.responseBody ?? "")) {
      return new ModelError("safety", "The model refused for safety reasons.", { cause: error });
    }
    if (status === 429) return new ModelError("rate_limited", "The model is busy (rate limited).", { cause: error });
    if (status >= 500 || status === 0)
      return new ModelError("unavailable", "The model is unavailable.", { cause: error });
    return new ModelError("rejected", `The model refused the request (${status}).`, { cause: error });
  }
  if (NoObjectGeneratedError.isInstance(error)) {
    // A content filter, or (Gemini streaming) an answer that ends with no text at all and
    // finish reason "other", is a safety block.
    if (error.finishReason === "content-filter" || (!error.text && error.finishReason === "other")) {
      return new ModelError("safety", "The model stopped for safety reasons.", { cause: error });
    }
    // Gemini's prompt-level block arrives as an answer with no candidates at all.
    if (!error.text && SAFETY_MARKERS.test(String(error.cause ?? ""))) {
      return new ModelError("safety", "The model refused for safety reasons.", { cause: error });
    }
    return new ModelError("malformed", "The model's answer did not match the expected format.", { cause: error });
  }
  if (NoOutputGeneratedError.isInstance(error)) {
    return new ModelError("safety", "The model produced no output (blocked).", { cause: error });
  }
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  if (SAFETY_MARKERS.test(text))
    return new ModelError("safety", "The model refused for safety reasons.", { cause: error });
  return new ModelError("malformed", "The model's answer could not be read.", { cause: error });
}

function messagesFor(request: StructuredRequest<z.ZodType>) {
  return [
    {
      role: "user" as const,
      content: [
        { type: "text" as const, text: request.prompt },
        ...request.images.map((image) => ({ type: "file" as const, mediaType: image.mediaType, data: image.data })),
      ],
    },
  ];
}

function deadline(request: StructuredRequest<z.ZodType>) {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout.signal]) : timeout.signal;
  return { signal, timedOut: () => timeout.signal.aborted, clear: () => clearTimeout(timer) };
}

/**
 * A CaptionModel over any AI SDK language model. Retries are left to the caption service
 * (one corrective retry), so the SDK's own are off.
 */
export function createSdkCaptionModel(
  provider: CaptionModel["provider"],
  modelId: string,
  languageModel: LanguageModel,
): CaptionModel {
  return {
    provider,
    model: modelId,

    async generate(request) {
      const limit = deadline(request);
      try {
        const result = await generateText({
          model: languageModel,
          instructions: request.instructions,
          messages: messagesFor(request),
          output: Output.object({ schema: request.schema, name: request.schemaName }),
          maxRetries: 0,
          abortSignal: limit.signal,
        });
        request.onUsage?.({ inputTokens: result.usage.inputTokens, outputTokens: result.usage.outputTokens });
        return result.output as z.output<typeof request.schema>;
      } catch (error) {
        throw toModelError(error, limit.timedOut());
      } finally {
        limit.clear();
      }
    },

    async stream(request, onPartial) {
      const limit = deadline(request);
      let streamError: unknown;
      try {
        const result = streamText({
          model: languageModel,
          instructions: request.instructions,
          messages: messagesFor(request),
          output: Output.object({ schema: request.schema, name: request.schemaName }),
          maxRetries: 0,
          abortSignal: limit.signal,
          onError: ({ error }) => {
            streamError = error;
          },
        });
        for await (const partial of result.partialOutputStream) {
          onPartial(partial as Partial<z.output<typeof request.schema>>);
        }
        if (streamError) throw streamError;
        const output = (await result.output) as z.output<typeof request.schema>;
        if (request.onUsage) {
          const usage = await result.usage;
          request.onUsage({ inputTokens: usage.inputTokens, outputTokens: usage.outputTokens });
        }
        return output;
      } catch (error) {
        throw toModelError(streamError ?? error, limit.timedOut());
      } finally {
        limit.clear();
      }
    },
  };
}
