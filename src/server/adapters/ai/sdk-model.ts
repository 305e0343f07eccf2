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

/** Longest wait we pass on: a provider asking for more means "not today", which the message says anyway. */
const RETRY_AFTER_MAX_SECONDS = 3600;

/**
 * When a rate-limited provider says to try again, in whole seconds: the Retry-After header
 * (seconds or an HTTP date; OpenAI and most compatible servers), OpenAI's retry-after-ms, or
 * Gemini's google.rpc.RetryInfo `retryDelay` ("37s") in the error body. Undefined when none.
 */
export function retryAfterSeconds(
  headers: Record<string, string> | undefined,
  body: string | undefined,
  now = Date.now(),
): number | undefined {
  const header = (name: string) =>
    Object.entries(headers ?? {})
      .find(([key]) => key.toLowerCase() === name)?.[1]
      ?.trim();
  const clamp = (seconds: number) =>
    Number.isFinite(seconds) && seconds >= 0
      ? Math.min(RETRY_AFTER_MAX_SECONDS, Math.max(1, Math.ceil(seconds)))
      : undefined;
  const ms = header("retry-after-ms");
  if (ms && /^\d+(\.\d+)?$/.test(ms)) return clamp(Number(ms) / 1000);
  const after = header("retry-after");
  if (after) {
    if (/^\d+(\.\d+)?$/.test(after)) return clamp(Number(after));
    const at = Date.parse(after);
    if (!Number.isNaN(at)) return clamp((at - now) / 1000);
  }
  const delay = /"retryDelay"\s*:\s*"(\d+(?:\.\d+)?)s"/.exec(body ?? "")?.[1];
  return delay ? clamp(Number(delay)) : undefined;
}

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
    if (status === 429) {
      const wait = retryAfterSeconds(error.responseHeaders, error.responseBody);
      return new ModelError("rate_limited", "The model is busy (rate limited).", {
        cause: error,
        ...(wait !== undefined ? { retryAfterSeconds: wait } : {}),
      });
    }
    // The key is refused or the model name is unknown: this server's configuration, not the photo.
    // (Gemini answers a bad key with 400 API_KEY_INVALID.)
    if (status === 401 || status === 403 || status === 404 || /API_KEY_INVALID/.test(error.responseBody ?? "")) {
      return new ModelError("not_configured", `The provider refused the configured key or model (${status}).`, {
        cause: error,
      });
    }
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
