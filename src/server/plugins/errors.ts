import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import type { ApiError } from "#contract/errors.ts";
import type { MessageKey } from "#contract/i18n/en.ts";
import { UNSTORABLE_MESSAGE } from "#contract/text.ts";
import { callerOf } from "../auth/access.ts";
import { AppError, messageIn } from "../errors.ts";
import { requestLanguage, translate } from "../i18n.ts";

/** Codes for the client errors Fastify itself raises, in our words. */
const fastifyClientErrors: Record<string, { code: string; message: MessageKey }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "payload_too_large", message: "errors.request.tooLarge" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: "unsupported_media_type", message: "errors.request.notJson" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "bad_request", message: "errors.request.empty" },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "bad_request", message: "errors.request.invalidJson" },
};

const body = (code: string, message: string): ApiError => ({ error: { code, message } });

/**
 * PostgreSQL's (and PGlite's) codes for text it cannot store: 22021 invalid byte sequence
 * (NUL in text), 22P05 untranslatable character (\u0000 in jsonb). The contract refuses such
 * text first (decision 010); a path that slips past it still answers 400, never 500.
 */
const UNSTORABLE_TEXT_CODES = new Set(["22021", "22P05"]);

/** The database error code of an error or of any error it wraps (Drizzle wraps the driver's). */
function databaseCode(error: unknown): string | undefined {
  for (
    let e = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The language a request's errors are worded in: the caller's saved setting, the cookie, Accept-Language, English. */
export const replyLanguage = (request: FastifyRequest) =>
  requestLanguage(request, callerOf(request)?.interfaceLanguage);

/**
 * The one error handler: AppErrors keep their status and message; other client errors get a
 * plain message; anything else is a 500 whose details stay in the log under the request id.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // Worded at reply time in the requester's language (decision 776): the saved setting of a
    // signed-in caller or an API key's owner, the cookie, Accept-Language, English.
    const language = () => replyLanguage(request);
    if (error instanceof AppError) {
      if (error.cause) request.log.warn({ err: error.cause, code: error.code }, "request failed with a known cause");
      const message = messageIn(language(), error);
      return reply
        .code(error.status)
        .headers(error.headers)
        .send({ ...error.details, ...body(error.code, message) });
    }
    const dbCode = databaseCode(error);
    if (dbCode && UNSTORABLE_TEXT_CODES.has(dbCode)) {
      request.log.warn({ err: error, dbCode }, "text the database cannot store");
      return reply.code(400).send(body("invalid_text", `${UNSTORABLE_MESSAGE}.`));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = error.code ? fastifyClientErrors[error.code] : undefined;
      if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
        return reply.code(400).send(body("bad_request", translate(language(), { key: "errors.request.invalidJson" })));
      }
      const message = known ? translate(language(), { key: known.message }) : error.message;
      return reply.code(status).send(body(known?.code ?? "bad_request", message));
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .code(500)
      .send(
        body("internal_error", translate(language(), { key: "errors.internal", values: { reference: request.id } })),
      );
  });

  app.setNotFoundHandler((request, reply) => {
    const endpoint = `${request.method} ${request.url.split("?")[0]}`;
    reply
      .code(404)
      .send(
        body(
          "not_found",
          translate(replyLanguage(request), { key: "errors.request.noEndpoint", values: { endpoint } }),
        ),
      );
  });
}
