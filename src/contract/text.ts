import { z } from "zod";

/**
 * The one text rule for every string a request may carry (decision 010). Every string field
 * of a request schema starts from `text()` (long text: captions, messages, descriptions) or
 * `line()` (one line: names, titles, file names, tags, links), never from a bare `z.string()`;
 * `src/contract/requests.test.ts` walks every request schema and fails on a string without it.
 *
 * - Refused everywhere: NUL (U+0000), which PostgreSQL cannot store in text or jsonb, and lone
 *   UTF-16 surrogates (half of an emoji), which cannot be encoded as UTF-8 at all (the driver
 *   would silently store U+FFFD instead).
 * - Refused in one-line fields only: the bidirectional embedding/override/isolate controls
 *   U+202A–U+202E and U+2066–U+2069, which can make a name or title display as something else.
 *   Right-to-left scripts (Urdu, Arabic) need none of them; the marks U+200E/U+200F/U+061C stay
 *   allowed everywhere.
 */

/** A high surrogate not followed by a low one, or a low surrogate not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Embedding/override (LRE, RLE, PDF, LRO, RLO) and isolate (LRI, RLI, FSI, PDI) controls. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

export const UNSTORABLE_MESSAGE = "Contains characters that cannot be saved (a NUL character or a broken emoji)";
export const BIDI_CONTROL_MESSAGE = "Contains text-direction control characters, which are not allowed here";

/** True when PostgreSQL can store the string as text exactly as given. */
export const isStorableText = (value: string) => !value.includes("\u0000") && !LONE_SURROGATE.test(value);

/** The check every request string carries; the contract test looks for this very object. */
export const storableCheck = z.refine<string>(isStorableText, { error: UNSTORABLE_MESSAGE, abort: true });
/** The extra check of one-line fields. */
export const noBidiControlsCheck = z.refine<string>((value) => !BIDI_CONTROLS.test(value), {
  error: BIDI_CONTROL_MESSAGE,
  abort: true,
});

type StringParams = Parameters<typeof z.string>[0];

/** A string of long text (may hold any storable character). Chain `.max()` as for `z.string()`. */
export const text = (params?: StringParams) => z.string(params).check(storableCheck);

/** A one-line string (a name, title, tag, file name, link): storable and without bidi controls. */
export const line = (params?: StringParams) => z.string(params).check(storableCheck, noBidiControlsCheck);
