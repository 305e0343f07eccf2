import type { z } from "zod";
import type { MessageKey } from "#contract/i18n/en.ts";
import type { InterfaceLanguage } from "#contract/i18n/languages.ts";
import { isMessageKey, type Message, translate } from "./i18n.ts";

/**
 * What an error says: English text as written (not yet in the catalogues), or a catalogue
 * message `{ key, values }` that the error handler words in the requester's language
 * (decision 776). Either way `AppError.message` is the English, for logs and tests.
 */
export type ErrorMessage = string | Message;

/** One refused field of a validate() failure, kept so the answer can be worded per language. */
export interface ValidationIssue {
  path: readonly PropertyKey[];
  code: string;
  message: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  input?: unknown;
  /** What a size limit was about (zod's `origin`: string, array, number …). */
  origin?: string;
}

/** An error whose message is safe to show the user; the error handler turns it into the API error shape. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly headers: Record<string, string>;
  /** Extra top-level fields of the error body that a client reads (e.g. storage usage). */
  readonly details: Record<string, unknown>;
  /** The catalogue message, when the error has one: worded at reply time in the request's language. */
  readonly translatable?: Message;
  /** A validation failure's issues, worded at reply time (validate()). */
  readonly issues?: readonly ValidationIssue[];
  constructor(
    status: number,
    code: string,
    message: ErrorMessage,
    headers: Record<string, string> = {},
    details: Record<string, unknown> = {},
    issues?: readonly ValidationIssue[],
  ) {
    super(typeof message === "string" ? message : translate("en", message));
    this.name = "AppError";
    this.status = status;
    this.code = code;
    this.headers = headers;
    this.details = details;
    if (typeof message !== "string") this.translatable = message;
    if (issues) this.issues = issues;
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
  (message: ErrorMessage, code: string = defaultCode, extra: AppErrorExtra = {}) =>
    new AppError(status, code, message, extra.headers, extra.details);

export const badRequest = factory(400, "bad_request");
export const unauthorized = (
  message: ErrorMessage = { key: "errors.unauthorized" },
  code = "unauthorized",
  extra?: AppErrorExtra,
) => factory(401, code)(message, code, extra);
export const paymentRequired = factory(402, "payment_required");
export const forbidden = (
  message: ErrorMessage = { key: "errors.forbidden" },
  code = "forbidden",
  extra?: AppErrorExtra,
) => factory(403, code)(message, code, extra);
export const notFound = (
  message: ErrorMessage = { key: "errors.notFound" },
  code = "not_found",
  extra?: AppErrorExtra,
) => factory(404, code)(message, code, extra);
export const conflict = factory(409, "conflict");
export const gone = factory(410, "gone");
export const payloadTooLarge = factory(413, "payload_too_large");
export const unsupportedMediaType = factory(415, "unsupported_media_type");
export const rangeNotSatisfiable = factory(416, "range_not_satisfiable");
export const unprocessable = factory(422, "unprocessable");
export const tooManyRequests = (
  message: ErrorMessage,
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
  const issues: ValidationIssue[] = result.error.issues.slice(0, 5).map((issue) => ({
    path: issue.path,
    code: issue.code,
    message: issue.message,
    ...("minimum" in issue ? { minimum: issue.minimum as number | bigint } : {}),
    ...("maximum" in issue ? { maximum: issue.maximum as number | bigint } : {}),
    ...("input" in issue ? { input: issue.input } : {}),
    ...("origin" in issue && typeof issue.origin === "string" ? { origin: issue.origin } : {}),
  }));
  return raise(new AppError(400, "validation_failed", validationMessage("en", issues), {}, {}, issues));
}

/** An AppError's message in a language: its catalogue message or validation issues worded, else its text. */
export function messageIn(language: InterfaceLanguage, error: AppError): string {
  if (error.issues) return validationMessage(language, error.issues);
  if (error.translatable) return translate(language, error.translatable);
  return error.message;
}

const raise = (error: AppError): never => {
  throw error;
};

/**
 * The one line a validation failure answers, "field: message; …", in a language: a contract
 * message that is a catalogue key is worded from the catalogue with the issue's limits; in
 * Hindi, zod's own English words give way to the catalogue's message for the issue's code.
 */
export function validationMessage(language: InterfaceLanguage, issues: readonly ValidationIssue[]): string {
  return issues
    .map((issue) => {
      const text = issueText(language, issue);
      return issue.path.length ? `${issue.path.join(".")}: ${text}` : text;
    })
    .join("; ");
}

function issueText(language: InterfaceLanguage, issue: ValidationIssue): string {
  const values = {
    ...(issue.minimum !== undefined ? { minimum: Number(issue.minimum) } : {}),
    ...(issue.maximum !== undefined ? { maximum: Number(issue.maximum) } : {}),
  };
  if (isMessageKey(issue.message)) return translate(language, { key: issue.message, values });
  if (language === "en") return issue.message;
  return translate(language, { key: genericIssueKey(issue), values });
}

/** The catalogue's word for a zod issue that has no message of its own. */
function genericIssueKey(issue: ValidationIssue): MessageKey {
  if (issue.code === "invalid_type" && issue.input === undefined) return "validation.required";
  if (issue.code === "too_small" && issue.origin === "string" && issue.minimum !== undefined)
    return "validation.tooShort";
  if (issue.code === "too_big" && issue.origin === "string" && issue.maximum !== undefined) return "validation.tooLong";
  if (issue.code === "unrecognized_keys") return "validation.unknownField";
  return "validation.invalid";
}
