import {
  DEMO_MAX_IMAGE_BYTES,
  DEMO_MESSAGES,
  DEMO_USED_STORAGE_KEY,
  type DemoLimitLink,
} from "#contract/demo-values.ts";
import type { LanguageCode } from "#contract/languages.ts";
import { ACCEPTED_IMAGE_TYPES } from "#contract/library-limits.ts";

/**
 * The demo's rules (spec §3–§5, §8) as pure functions, shared by the demo section and its unit
 * tests. No zod here: this runs in the landing page's demo chunk, which must stay small.
 */

/**
 * What the demo sends: a language, exactly one of a photo (data URL) or an image link, and the
 * visitor's note when they wrote one (issue 26).
 */
export type DemoPayload = (
  | { language: LanguageCode; base64Image: string }
  | { language: LanguageCode; imageUrl: string }
) & { note?: string };

/** A Storage-like object (localStorage, or a Map-backed fake in tests). */
export interface FlagStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** True once this browser has used its one free demo. Storage that throws counts as unused. */
export function isDemoUsed(store: FlagStore | undefined): boolean {
  try {
    return store?.getItem(DEMO_USED_STORAGE_KEY) === "true";
  } catch {
    return false;
  }
}

/** Remembers that the demo was used; a browser that refuses storage simply forgets. */
export function markDemoUsed(store: FlagStore | undefined): void {
  try {
    store?.setItem(DEMO_USED_STORAGE_KEY, "true");
  } catch {
    // Private modes may refuse storage; the server's per-network limit still applies.
  }
}

/** A photo goes as it is only when it is a JPG, PNG or WebP of at most 5 MB; others are re-encoded. */
export function needsReencoding(file: { type: string; size: number }): boolean {
  return !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) || file.size > DEMO_MAX_IMAGE_BYTES;
}

/**
 * The alert for a photo the browser could not turn into a JPEG of at most 5 MB: the spec's
 * size alert for a file over 5 MB, otherwise a plain "not a photo" message.
 */
export function refusalAfterReencoding(file: { size: number }): string {
  return file.size > DEMO_MAX_IMAGE_BYTES ? DEMO_MESSAGES.tooLarge : NOT_A_PHOTO;
}

export const NOT_A_PHOTO = "Please choose a photo (JPG, PNG or WebP).";

/** Generate is disabled while loading or with no photo and no link (spec §5); once used it leads to login. */
export function canPressGenerate(state: { isLoading: boolean; isUsed: boolean; hasPhoto: boolean; url: string }) {
  if (state.isLoading) return false;
  return state.isUsed || state.hasPhoto || state.url.length > 0;
}

/**
 * The request body, or null when there is neither a photo nor a link (the "no image" alert). A
 * blank note is left out.
 */
export function buildDemoPayload(
  language: LanguageCode,
  photoDataUrl: string | undefined,
  url: string,
  note = "",
): DemoPayload | null {
  const withNote = note.trim() ? { note: note.trim() } : {};
  if (photoDataUrl) return { language, base64Image: photoDataUrl, ...withNote };
  const imageUrl = url.trim();
  if (imageUrl) return { language, imageUrl, ...withNote };
  return null;
}

/** What Copy puts on the clipboard: the heading, a blank line, the caption. */
export function clipboardText(result: { postHeading: string; caption: string }): string {
  return `${result.postHeading}\n\n${result.caption}`;
}

/** What the demo shows after a failure: the server's words when they help, and its link. */
export interface DemoFailure {
  message: string;
  link?: DemoLimitLink;
}

/**
 * A refusal the visitor can act on (4xx: a daily limit, a photo over the pixel limit, a link
 * that cannot be fetched) is shown in the server's words, with the link a limit's 429 carries
 * (a path on this site only); anything else is the spec's generic text (§8).
 */
export function demoFailure(status: number | undefined, body: string | undefined): DemoFailure {
  const generic = { message: DEMO_MESSAGES.failed };
  if (status === undefined || status < 400 || status >= 500 || !body) return generic;
  let parsed: { error?: { message?: unknown }; link?: { href?: unknown; label?: unknown } };
  try {
    parsed = JSON.parse(body);
  } catch {
    return generic;
  }
  const message = parsed.error?.message;
  if (typeof message !== "string" || !message.trim()) return generic;
  const { href, label } = parsed.link ?? {};
  const isOwnPath = typeof href === "string" && href.startsWith("/") && !href.startsWith("//");
  return isOwnPath && typeof label === "string" && label.trim() ? { message, link: { href, label } } : { message };
}

/** The line logged for a failed demo: the server's message, or the spec's fallback (§8). */
export function failureLogMessage(serverMessage: string | undefined): string {
  return serverMessage?.trim() ? serverMessage : DEMO_MESSAGES.failedFallback;
}
