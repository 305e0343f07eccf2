import type { z } from "zod";
import { hasMessage, translateNow } from "#web/i18n/i18n.tsx";
import { ApiRequestError } from "./api.ts";

/**
 * A zod issue's words in the interface language: the contract's messages are catalogue keys
 * (decision 776), worded with the issue's limits; others are shown as written.
 */
export function issueText(issue: z.core.$ZodIssue): string {
  if (!hasMessage(issue.message)) return issue.message;
  const values: Record<string, number> = {};
  if ("minimum" in issue) values.minimum = Number(issue.minimum);
  if ("maximum" in issue) values.maximum = Number(issue.maximum);
  return translateNow(issue.message, values);
}

/** The first message per field of a failed zod parse, in the interface language. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issueText(issue);
  }
  return errors;
}

/** Spec §8: the server's message, or 'Connection error' when the server could not be reached. */
export function serverMessage(error: unknown, fallback = "Connection error"): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? error.message;
  return fallback;
}

/**
 * The server's message about one field of a request it refused: validate() answers
 * "field: message" parts joined by "; " (src/server/errors.ts). Undefined when none is about it.
 */
export function serverFieldMessage(message: string | undefined, field: string): string | undefined {
  const prefix = `${field}: `;
  return message
    ?.split("; ")
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}
