import type { z } from "zod";
import { ApiRequestError } from "./api.ts";

/** The first message per field of a failed zod parse. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
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
