import type { ScriptMode } from "#contract/captions.ts";
import { GENERATION_ERROR_CODES } from "#contract/errors.ts";
import { LANGUAGES, type LanguageCode } from "#contract/languages.ts";
import { ModelError } from "#server/adapters/ai/index.ts";
import { type AppError, badGateway, gatewayTimeout, serviceUnavailable, unprocessable } from "#server/errors.ts";
import { type Message, translate } from "#server/i18n.ts";

/** What each cause says (spec §8, decision 744), worded in the requester's language (decision 776). */
const FAILED: Message = { key: "errors.generation.failed" };
const SAFETY: Message = { key: "errors.generation.safety" };
const TIMEOUT: Message = { key: "errors.generation.timedOut" };
const DOWN: Message = { key: "errors.generation.unavailable" };
const MISCONFIGURED: Message = { key: "errors.generation.notConfigured" };

/** The English of each cause's message, as the logs and tests read it. */
export const GENERATION_FAILED = translate("en", FAILED);
export const SAFETY_FAILED = translate("en", SAFETY);
export const TIMED_OUT = translate("en", TIMEOUT);
export const UNAVAILABLE = translate("en", DOWN);
export const NOT_CONFIGURED = translate("en", MISCONFIGURED);

/** "45 seconds", "1 minute", "3 minutes": a wait as a person says it, rounded up. */
function inWords(seconds: number): Message {
  if (seconds < 60) return { key: "errors.wait.seconds", values: { count: seconds } };
  return { key: "errors.wait.minutes", values: { count: Math.ceil(seconds / 60) } };
}

/** The rate-limit message, with the provider's wait when it gave one. */
const rateLimited = (retryAfterSeconds: number | undefined): Message => ({
  key: "errors.generation.rateLimited",
  values: { wait: retryAfterSeconds === undefined ? { key: "errors.wait.aMinute" } : inWords(retryAfterSeconds) },
});
export const rateLimitedMessage = (retryAfterSeconds: number | undefined) =>
  translate("en", rateLimited(retryAfterSeconds));

/** The wrong-language message, naming the language and script that were asked for. */
function wrongLanguage(language: LanguageCode, script: ScriptMode): Message {
  const meta = LANGUAGES.find((l) => l.code === language) ?? LANGUAGES[0];
  const name: Message = { key: `languages.${meta.code}` };
  const asked: Message =
    script === "latin" && meta.code !== "english"
      ? { key: "errors.asked.latin", values: { language: name } }
      : meta.code === "english"
        ? { key: "errors.asked.english" }
        : { key: "errors.asked.native", values: { language: name, script: { key: `errors.script.${meta.script}` } } };
  return { key: "errors.generation.wrongLanguage", values: { asked } };
}
export const wrongLanguageMessage = (language: LanguageCode, script: ScriptMode) =>
  translate("en", wrongLanguage(language, script));

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
      shown = serviceUnavailable(rateLimited(wait), codes.rateLimited, {
        ...(wait !== undefined ? { headers: { "retry-after": String(wait) } } : {}),
        details: { retryAfterSeconds: wait ?? null },
      });
      break;
    }
    case "timeout":
      shown = gatewayTimeout(TIMEOUT, codes.timedOut);
      break;
    case "unavailable":
      shown = badGateway(DOWN, codes.unavailable);
      break;
    case "safety":
      shown = unprocessable(SAFETY, codes.safety);
      break;
    case "wrong_language":
      shown = badGateway(wrongLanguage(request.language, request.script), codes.wrongLanguage);
      break;
    case "not_configured":
      shown = serviceUnavailable(MISCONFIGURED, codes.notConfigured);
      break;
    default:
      shown = badGateway(FAILED, codes.failed);
  }
  shown.cause = error;
  return shown;
}

/** `error` as the product answers it when it is a model's failure; any other error unchanged. */
export function asGenerationFailure(error: unknown, request: { language: LanguageCode; script: ScriptMode }): unknown {
  return error instanceof ModelError ? modelFailure(error, request) : error;
}
