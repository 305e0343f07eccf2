/**
 * Which of the words OCR returned may be said to be written in the photo (decision 206).
 * Tesseract reads textures, leaves and brickwork as "words" too; those come back short,
 * oddly shaped and unsure. Only a word that is confident AND looks like a word or a number
 * is kept, and a photo whose only candidates are two-letter fragments is said to have no
 * text: the writer says less rather than something wrong.
 */
import type { ReadWord } from "./text-reader.ts";

/**
 * Tesseract's word confidence (0–100) a word needs. Measured (decision 206): real sign and
 * poster words in the test photos read at 86–96; the most confident letter-shaped misreads of
 * textures on photos without text reached 77 ("AHN" on a render, "Fon" on a blurred face).
 */
export const WORD_CONFIDENCE_MIN = 85;
/** At most this many words and characters are kept (a caption quotes them). */
export const TEXT_WORDS_MAX = 8;
export const TEXT_CHARS_MAX = 60;

/** Punctuation that may surround a word without being part of it. */
const EDGE = /^[^\p{L}\p{N}₹$]+|[^\p{L}\p{N}%]+$/gu;
/**
 * A word: all capitals, all small letters or capitalised, consistently, with at most an
 * apostrophe ending ("DON'T", "Ravi's") or a hyphen or ampersand joining another word.
 */
const WORD =
  /^(?:[A-Z]+(?:['’][A-Z]{1,2}|[-&][A-Z]{2,})?|[a-z]+(?:['’][a-z]{1,2}|[-&][a-z]{2,})?|[A-Z][a-z]+(?:['’][a-z]{1,2}|[-&][A-Z]?[a-z]{2,})?)$/u;
/** A number: digits with separators, maybe a currency sign before or a per cent sign after. */
const NUMBER = /^[₹$]?\d+(?:[.,:/]\d+)*%?$/u;
/** Capitals and digits mixed, three or more ("2BHK", "COVID19"); two ("7Z") is a common misread. */
const CODE = /^(?=.*\d)(?=.*[A-Z])[A-Z\d]{3,}$/u;

/** The word as it may be quoted (surrounding punctuation removed), or undefined when it is not a word. */
export function wordShape(raw: string): string | undefined {
  const word = raw.normalize("NFC").replace(EDGE, "");
  if ([...word].length < 2) return undefined;
  return WORD.test(word) || NUMBER.test(word) || CODE.test(word) ? word : undefined;
}

/**
 * The readable text of a photo: its confident, word-shaped words in reading order (lines top
 * to bottom, words left to right), capped; undefined when there is none.
 */
export function readableText(words: readonly ReadWord[]): string | undefined {
  const kept = words
    .filter((w) => w.confidence >= WORD_CONFIDENCE_MIN)
    .map((w) => ({ ...w, text: wordShape(w.text) }))
    .filter((w): w is ReadWord => w.text !== undefined);
  // Only two-letter fragments ("AN", "SN"): the commonest confident misread, never alone.
  if (!kept.some((w) => [...w.text].length >= 3 || NUMBER.test(w.text))) return undefined;
  const lineTop = new Map<number, number>();
  for (const w of kept) lineTop.set(w.line, Math.min(lineTop.get(w.line) ?? w.box.y0, w.box.y0));
  kept.sort(
    (a, b) => (lineTop.get(a.line) ?? 0) - (lineTop.get(b.line) ?? 0) || a.line - b.line || a.box.x0 - b.box.x0,
  );
  const out: string[] = [];
  let length = 0;
  for (const w of kept) {
    if (out.length >= TEXT_WORDS_MAX || length + w.text.length + (out.length ? 1 : 0) > TEXT_CHARS_MAX) break;
    length += w.text.length + (out.length ? 1 : 0);
    out.push(w.text);
  }
  return out.length ? out.join(" ") : undefined;
}
