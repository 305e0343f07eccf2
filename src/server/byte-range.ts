/**
 * `Range: bytes=` requests (RFC 9110 §14), for the files this server answers in parts (the
 * library's /objects/, decision 811): one range is served as 206 Partial Content; anything else
 * — no header, another unit, several ranges, a malformed one — is answered with the whole file,
 * as the RFC lets a server ignore a Range it does not serve.
 */
import { rangeNotSatisfiable } from "./errors.ts";

/** One range: from `start` to `end` (inclusive; to the end when undefined), or the last `suffix` bytes. */
export type ByteRange = { start: number; end: number | undefined } | { suffix: number };

/** A range resolved against a file's size: the first and last byte it covers (inclusive). */
export interface ResolvedRange {
  start: number;
  end: number;
}

const ONE_RANGE = /^bytes=[ \t]*(\d*)[ \t]*-[ \t]*(\d*)[ \t]*$/i;
const position = (digits: string) => {
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : undefined;
};

/** The one byte range a request asks for, or undefined when the whole file is the answer. */
export function parseByteRange(header: string | string[] | undefined): ByteRange | undefined {
  if (typeof header !== "string") return undefined;
  const match = ONE_RANGE.exec(header.trim());
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "") {
    const suffix = last === "" ? undefined : position(last);
    return suffix === undefined ? undefined : { suffix };
  }
  const start = position(first);
  const end = last === "" ? undefined : position(last);
  if (start === undefined || (last !== "" && end === undefined)) return undefined;
  // A last byte before the first is not a range at all (ignored, not unsatisfiable).
  if (end !== undefined && end < start) return undefined;
  return { start, end };
}

/**
 * The bytes a range covers in a file of `size` bytes, or undefined when it covers none (416):
 * it starts at or past the end, asks for the last 0 bytes, or the file is empty.
 */
export function resolveByteRange(range: ByteRange, size: number): ResolvedRange | undefined {
  if (size === 0) return undefined;
  if ("suffix" in range) {
    if (range.suffix === 0) return undefined;
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) return undefined;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** The range as a `Range` request header again (what an S3-compatible store is sent). */
export const byteRangeHeader = (range: ByteRange) =>
  "suffix" in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ""}`;

/** The headers of a 206 answer carrying bytes `start`–`end` of a file of `size` bytes. */
export const partHeaders = ({ start, end, size }: ResolvedRange & { size: number }) => ({
  "content-range": `bytes ${start}-${end}/${size}`,
  "content-length": String(end - start + 1),
});

/** The 416 of a range outside a file of `size` bytes, with the size as RFC 9110 asks. */
export const rangeOutside = (size: number) =>
  rangeNotSatisfiable(`This file has ${size} bytes; the range asked for is outside it.`, undefined, {
    headers: { "content-range": `bytes */${size}` },
  });
