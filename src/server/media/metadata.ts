/**
 * Lossless metadata removal (decision 727): the photo's own compressed bytes are kept and only
 * the blocks that can carry location, device or text are left out. Each walker keeps a short
 * list of blocks that change how the picture looks (colour profile, transparency, …) and
 * drops every other optional block, so an unknown vendor block cannot carry data through.
 * Anything after the image's end (Motion Photo videos, MPF secondary pictures with their own
 * EXIF) is dropped too.
 */

/** The bytes do not follow the format closely enough to be walked safely. */
export class UnwalkableImage extends Error {}

const fail = (why: string): never => {
  throw new UnwalkableImage(why);
};

const startsWith = (data: Buffer, text: string) => data.subarray(0, text.length).toString("latin1") === text;

// ---- JPEG: segments FF xx [length] …; entropy-coded data after SOS until the next marker. ----

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const COM = 0xfe;
const isRst = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
const isApp = (marker: number) => marker >= 0xe0 && marker <= 0xef;

/** APPn segments that change how the photo looks: JFIF (APP0), the ICC profile (APP2), Adobe's colour transform (APP14). */
function keepsJpegApp(marker: number, payload: Buffer): boolean {
  if (marker === 0xe0) return startsWith(payload, "JFIF\0") || startsWith(payload, "JFXX\0");
  if (marker === 0xe2) return startsWith(payload, "ICC_PROFILE\0");
  if (marker === 0xee) return startsWith(payload, "Adobe");
  return false;
}

/** A JPEG without EXIF/XMP (APP1), IPTC (APP13), comments and every other APPn but the three above. */
export function stripJpeg(input: Buffer, extra: Buffer[] = []): Buffer {
  if (input[0] !== 0xff || input[1] !== SOI) fail("not a JPEG");
  const out: Buffer[] = [input.subarray(0, 2), ...extra];
  let i = 2;
  while (i < input.length) {
    if (input[i] !== 0xff) fail(`expected a marker at ${i}`);
    let m = i + 1;
    while (input[m] === 0xff) m++; // fill bytes
    const marker = input[m] ?? fail("cut off at a marker");
    i = m + 1;
    if (marker === EOI) {
      out.push(Buffer.from([0xff, EOI]));
      return Buffer.concat(out);
    }
    if (isRst(marker) || marker === 0x01) {
      out.push(Buffer.from([0xff, marker]));
      continue;
    }
    if (marker === 0x00 || marker === SOI) fail(`unexpected marker ${marker.toString(16)} at ${m}`);
    if (i + 2 > input.length) fail("cut off in a segment length");
    const length = input.readUInt16BE(i);
    if (length < 2 || i + length > input.length) fail(`segment length ${length} at ${i} runs past the end`);
    const segment = input.subarray(m - 1, i + length);
    const payload = input.subarray(i + 2, i + length);
    i += length;
    const dropped = marker === COM || (isApp(marker) && !keepsJpegApp(marker, payload));
    if (!dropped) out.push(segment);
    if (marker === SOS) {
      const start = i;
      while (i < input.length) {
        if (input[i] === 0xff) {
          const next = input[i + 1];
          if (next === undefined) break;
          if (next === 0x00 || isRst(next)) {
            i += 2;
            continue;
          }
          if (next === 0xff) {
            i += 1;
            continue;
          }
          break;
        }
        i++;
      }
      out.push(input.subarray(start, i));
    }
  }
  return fail("no end-of-image marker");
}

// ---- PNG: signature, then chunks (length, type, data, CRC) up to IEND. ----

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Optional chunks that change how the picture looks or moves (transparency, colour, gamma,
 * pixel size, animation). Text (tEXt, zTXt, iTXt), eXIf, tIME and unknown chunks are dropped;
 * critical chunks (IHDR, PLTE, IDAT, IEND: upper-case first letter) are always kept.
 */
const PNG_KEPT_ANCILLARY = new Set([
  "tRNS",
  "cHRM",
  "gAMA",
  "iCCP",
  "sBIT",
  "sRGB",
  "cICP",
  "mDCV",
  "mDCv",
  "cLLI",
  "cLLi",
  "bKGD",
  "hIST",
  "pHYs",
  "sPLT",
  "acTL",
  "fcTL",
  "fdAT",
]);

/** A PNG without text, EXIF, time or unknown ancillary chunks. `extra` chunks go right after IHDR. */
export function stripPng(input: Buffer, extra: Buffer[] = []): Buffer {
  if (!input.subarray(0, 8).equals(PNG_SIGNATURE)) fail("not a PNG");
  const out: Buffer[] = [PNG_SIGNATURE];
  let i = 8;
  while (i + 12 <= input.length) {
    const length = input.readUInt32BE(i);
    const end = i + 12 + length;
    if (end > input.length) fail(`chunk at ${i} runs past the end`);
    const type = input.subarray(i + 4, i + 8).toString("latin1");
    if (!/^[A-Za-z]{4}$/.test(type)) fail(`bad chunk type at ${i}`);
    const critical = type[0] === type[0]?.toUpperCase();
    if (critical || PNG_KEPT_ANCILLARY.has(type)) out.push(input.subarray(i, end));
    if (type === "IHDR") out.push(...extra);
    i = end;
    if (type === "IEND") return Buffer.concat(out);
  }
  return fail("no IEND chunk");
}

// ---- WebP: RIFF container of chunks; metadata only in the extended (VP8X) form. ----

/** Chunks of an extended WebP that make the picture; EXIF, XMP and unknown chunks are dropped. */
const WEBP_KEPT = new Set(["VP8X", "ICCP", "ANIM", "ANMF", "ALPH", "VP8 ", "VP8L"]);
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

/** A WebP without EXIF, XMP or unknown chunks (a simple lossy or lossless WebP has none). */
export function stripWebp(input: Buffer): Buffer {
  if (input.length < 12 || !startsWith(input, "RIFF") || input.subarray(8, 12).toString("latin1") !== "WEBP") {
    fail("not a WebP");
  }
  const riffEnd = 8 + input.readUInt32LE(4);
  if (riffEnd > input.length) fail("RIFF size runs past the end");
  const chunks: Buffer[] = [];
  let i = 12;
  while (i + 8 <= riffEnd) {
    const fourcc = input.subarray(i, i + 4).toString("latin1");
    const size = input.readUInt32LE(i + 4);
    const end = i + 8 + size + (size % 2);
    if (end > riffEnd) fail(`chunk ${fourcc} runs past the end`);
    if (WEBP_KEPT.has(fourcc)) {
      const chunk = Buffer.from(input.subarray(i, end));
      // The extended header's flags say which chunks follow; EXIF and XMP no longer do.
      if (fourcc === "VP8X" && size >= 1) chunk[8] = (chunk[8] ?? 0) & ~(VP8X_EXIF | VP8X_XMP);
      chunks.push(chunk);
    }
    i = end;
  }
  if (i !== riffEnd) fail("RIFF chunks do not fill the file");
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(4 + body.length, 4);
  header.write("WEBP", 8, "latin1");
  return Buffer.concat([header, body]);
}

// ---- An EXIF block holding the orientation only (for a photo whose turn could not be re-encoded smaller). ----

/** TIFF structure with one tag, Orientation (0x0112): 26 bytes, no location, device or time. */
function orientationTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write("MM\0*", 0, "latin1");
  tiff.writeUInt32BE(8, 4); // first IFD right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // one value, stored in the entry itself
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD
  return tiff;
}

/** The APP1 segment of a JPEG that says only how to turn the photo. */
export function jpegOrientationSegment(orientation: number): Buffer {
  const payload = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), orientationTiff(orientation)]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** The eXIf chunk of a PNG that says only how to turn the picture. */
export function pngOrientationChunk(orientation: number, crc32: (data: Buffer) => number): Buffer {
  const body = Buffer.concat([Buffer.from("eXIf", "latin1"), orientationTiff(orientation)]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** The photo's bytes with its metadata removed losslessly, in the same format. */
export function removeMetadata(input: Buffer, mime: "image/jpeg" | "image/png" | "image/webp"): Buffer {
  if (mime === "image/jpeg") return stripJpeg(input);
  if (mime === "image/png") return stripPng(input);
  return stripWebp(input);
}
