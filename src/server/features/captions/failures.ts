import type { ScriptMode } from "#contract/captions.ts";
import { GENERATION_ERROR_CODES } from "#contract/errors.ts";
import { LANGUAGES, type LanguageCode } from "#contract/languages.ts";
import { ModelError } from "#server/adapters/ai/index.ts";
import { type AppError, badGateway, gatewayTimeout, serviceUnavailable, unprocessable } from "#server/errors.ts";

/** What a failure that has no more specific cause says (spec §8). */
export const GENERATION_FAILED = "Failed to generate AI content. Please try again.";
export const SAFETY_FAILED =
  "The AI model declined to write about this photo for content-safety reasons. Try a different photo, or change the note.";
export const TIMED_OUT = "The AI model took too long to answer, so we stopped waiting. Please try again in a moment.";
export const UNAVAILABLE = "The AI model's service is not answering right now. Please try again in a few minutes.";
export const NOT_CONFIGURED =
  "The AI model on this server is not set up correctly (its provider refused the key or the model name), so it cannot write captions right now. Please let the site's team know.";

/** "45 seconds", "1 minute", "3 minutes": a wait as a person says it, rounded up. */
function inWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** The rate-limit message, with the provider's wait when it gave one. */
export function rateLimitedMessage(retryAfterSeconds: number | undefined): string {
  return `The AI model is busy right now (its provider is limiting requests). Please try again in ${
    retryAfterSeconds === undefined ? "a minute" : inWords(retryAfterSeconds)
  }.`;
}

/** The wrong-language message, naming the language and script that were asked for. */
export function wrongLanguageMessage(language: LanguageCode, script: ScriptMode): string {
  const meta = LANGUAGES.find((l) => l.code === language) ?? LANGUAGES[0];
  const asked =
    script === "latin" && meta.code !== "english"
      ? `${meta.label} in Latin letters`
      : meta.code === "english"
        ? "English"
        : `${meta.label} in the ${meta.script} script`;
  return `The AI model did not write in ${asked}, even when asked a second time, so its answer was not used. Please try again.`;
}

/**
 * A model's failure as the product answers it (decision 744): one code and message per cause,
 * the same in the app (JSON and server-sent events), /api/v1 and the demo. A rate limit carries
 * the provider's wait in `Retry-After` and in `retryAfterSeconds`. The model's own words stay
 * in the log (the error keeps them as its cause), never in the answer.
 */
export function modelFailure(error: ModelError, request: { language: LanguageCode; script: ScriptMode }): AppError {
  const codes = GENERATION_ERROR_CODES;
  let shown: AppError;
  switch (error.kind) {
    case "rate_limited": {
      const wait = error.retryAfterSeconds;
      shown = serviceUnavailable(rateLimitedMessage(wait), codes.rateLimited, {
        ...(wait !== undefined ? { headers: { "retry-after": String(wait) } } : {}),
        details: { retryAfterSeconds: wait ?? null },
      });
      break;
    }
    case "timeout":
      shown = gatewayTimeout(TIMED_OUT, codes.timedOut);
      break;
    case "unavailable":
      shown = badGateway(UNAVAILABLE, codes.unavailable);
      break;
    case "safety":
      shown = unprocessable(SAFETY_FAILED, codes.safety);
      break;
    case "wrong_language":
      shown = badGateway(wrongLanguageMessage(request.language, request.script), codes.wrongLanguage);
      break;
    case "not_configured":
      shown = serviceUnavailable(NOT_CONFIGURED, codes.notConfigured);
      break;
    default:
      shown = badGateway(GENERATION_FAILED, codes.failed);
  }
  shown.cause = error;
  return shown;
}

/** `error` as the product answers it when it is a model's failure; any other error unchanged. */
export function asGenerationFailure(error: unknown, request: { language: LanguageCode; script: ScriptMode }): unknown {
  return error instanceof ModelError ? modelFailure(error, request) : error;
}
