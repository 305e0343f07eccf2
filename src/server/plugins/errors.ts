import type { FastifyError, FastifyInstance } from "fastify";
import type { ApiError } from "../../contract/errors.ts";
import { AppError } from "../errors.ts";

/** Codes for the client errors Fastify itself raises, in our words. */
const fastifyClientErrors: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "payload_too_large", message: "The request is too large." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: "unsupported_media_type", message: "Send the request body as JSON." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "bad_request", message: "The request body is empty." },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "bad_request", message: "The request body is not valid JSON." },
};

const body = (code: string, message: string): ApiError => ({ error: { code, message } });

/**
 * The one error handler: AppErrors keep their status and message; other client errors get a
 * plain message; anything else is a 500 whose details stay in the log under the request id.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.cause) request.log.warn({ err: error.cause, code: error.code }, "request failed with a known cause");
      return reply
        .code(error.status)
        .headers(error.headers)
        .send({ ...error.details, ...body(error.code, error.message) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = error.code ? fastifyClientErrors[error.code] : undefined;
      if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
        return reply.code(400).send(body("bad_request", "The request body is not valid JSON."));
      }
      return reply.code(status).send(body(known?.code ?? "bad_request", known?.message ?? error.message));
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .code(500)
      .send(body("internal_error", `Something went wrong on our side. Please try again. (Reference ${request.id})`));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(body("not_found", `No such endpoint: ${request.method} ${request.url.split("?")[0]}`));
  });
}
