/**
 * Where to go after signing in: `/login?next=/?tab=posts%26post=…`. Shared by the sign-in
 * page and the server's Other Login callback. No zod: the app shell imports it.
 */
export const RETURN_PARAM = "next";

const BASE = "http://return-path.invalid";
const MAX_LENGTH = 2000;

/**
 * `value` when it is a path on this site, otherwise undefined, so no link can send a
 * visitor from the sign-in page to another site (an open redirect). Only a relative path
 * with one leading slash passes: not `//host` or `/\host` (browsers read both as another
 * host), no scheme, no control characters or backslashes anywhere (URL parsers drop tabs and
 * newlines and turn `\` into `/`), and not the sign-in page itself or an API endpoint.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > MAX_LENGTH) return undefined;
  if (!value.startsWith("/") || value.startsWith("//")) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  // Dot segments can still make `//host` (e.g. `/..//host`); what is returned is re-checked.
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== BASE || path.startsWith("//")) return undefined;
  if (url.pathname === "/login" || url.pathname === "/api" || url.pathname.startsWith("/api/")) return undefined;
  return path;
}

/** The sign-in page, coming back to `path` afterwards (only when it is a safe return path). */
export function loginPathReturningTo(path: string): string {
  const safe = safeReturnPath(path);
  return safe && safe !== "/" ? `/login?${RETURN_PARAM}=${encodeURIComponent(safe)}` : "/login";
}
