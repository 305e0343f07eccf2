import type { z } from "zod";

/** An error whose message is safe to show the user; the error handler turns it into the API error shape. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly headers: Record<string, string>;
  /** Extra top-level fields of the error body that a client reads (e.g. storage usage). */
  readonly details: Record<string, unknown>;
  constructor(
    status: number,
    code: string,
    message: string,
    headers: Record<string, string> = {},
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = status;
    this.code = code;
    this.headers = headers;
    this.details = details;
  }
}

/** What an error may carry besides status, code and message: response headers and extra body fields. */
export interface AppErrorExtra {
  headers?: Record<string, string>;
  details?: Record<string, unknown>;
}

/**
 * The only way code makes an AppError (decision 023): one factory per status, each taking the
 * message, an optional code (the client's key for this failure) and optional extras.
 */
const factory =
  (status: number, defaultCode: string) =>
  (message: string, code: string = defaultCode, extra: AppErrorExtra = {}) =>
    new AppError(status, code, message, extra.headers, extra.details);

export const badRequest = factory(400, "bad_request");
export const unauthorized = (message = "Please sign in to continue.", code = "unauthorized", extra?: AppErrorExtra) =>
  factory(401, code)(message, code, extra);
export const paymentRequired = factory(402, "payment_required");
export const forbidden = (
  message = "You don't have permission to do that.",
  code = "forbidden",
  extra?: AppErrorExtra,
) => factory(403, code)(message, code, extra);
export const notFound = (message = "Not found.", code = "not_found", extra?: AppErrorExtra) =>
  factory(404, code)(message, code, extra);
export const conflict = factory(409, "conflict");
export const gone = factory(410, "gone");
export const payloadTooLarge = factory(413, "payload_too_large");
export const unsupportedMediaType = factory(415, "unsupported_media_type");
export const unprocessable = factory(422, "unprocessable");
export const tooManyRequests = (
  message: string,
  retryAfterSeconds?: number,
  code = "rate_limited",
  extra: AppErrorExtra = {},
) =>
  new AppError(
    429,
    code,
    message,
    retryAfterSeconds ? { "retry-after": String(Math.ceil(retryAfterSeconds)), ...extra.headers } : extra.headers,
    extra.details,
  );
export const badGateway = factory(502, "bad_gateway");
export const serviceUnavailable = factory(503, "service_unavailable");
export const gatewayTimeout = factory(504, "gateway_timeout");

/** Parses input against a contract schema; a failure becomes a 400 that names each bad field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const message = result.error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
  throw badRequest(message, "validation_failed");
}
