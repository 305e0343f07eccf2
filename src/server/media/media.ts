import { crc32 } from "node:zlib";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata, type Sharp } from "sharp";
import { badRequest, unprocessable, unsupportedMediaType } from "../errors.ts";
import {
  jpegOrientationSegment,
  pngOrientationChunk,
  removeMetadata,
  stripJpeg,
  stripPng,
  UnwalkableImage,
} from "./metadata.ts";

/** Image types we accept; anything else (SVG, GIF, executables …) is refused by content. */
export const IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const VIDEO_MIME_TYPES = ["video/mp4", "video/quicktime", "video/webm"] as const;

/** Decompression-bomb guard: 50 megapixels is well above any phone camera (12–48 MP). */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const PREVIEW_LONG_SIDE = 1080;
export const THUMBNAIL_SIZE = 320;

export type ImageMime = (typeof IMAGE_MIME_TYPES)[number];

export type DetectedMedia =
  | { kind: "image"; mime: (typeof IMAGE_MIME_TYPES)[number] }
  | { kind: "video"; mime: (typeof VIDEO_MIME_TYPES)[number] };

const unsupported = () => unsupportedMediaType({ key: "errors.media.unsupported" }, "unsupported_file");

/** The real type of a file from its first bytes, ignoring its name and declared type. */
export async function detectMedia(head: Buffer): Promise<DetectedMedia> {
  if (head.length === 0) throw badRequest({ key: "errors.library.empty" }, "empty_file");
  const detected = await fileTypeFromBuffer(head);
  const mime = detected?.mime as string | undefined;
  if (mime && (IMAGE_MIME_TYPES as readonly string[]).includes(mime)) {
    return { kind: "image", mime: mime as DetectedMedia["mime"] & (typeof IMAGE_MIME_TYPES)[number] };
  }
  if (mime && (VIDEO_MIME_TYPES as readonly string[]).includes(mime)) {
    return { kind: "video", mime: mime as (typeof VIDEO_MIME_TYPES)[number] };
  }
  throw unsupported();
}

export interface EncodedImage {
  data: Buffer;
  mime: string;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /**
   * The photo as stored, never larger than uploaded: its own bytes without metadata (location,
   * device, text), or re-encoded upright when it had to be turned (decision 727).
   */
  original: EncodedImage;
  /** Long side ≤ 1080 px, WebP: what the app shows and sends to caption models. */
  preview: EncodedImage;
  /** 320 × 320 centre crop, WebP: library grids. */
  thumbnail: EncodedImage;
}

async function encode(pipeline: Sharp, mime: string): Promise<EncodedImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { data, mime, width: info.width, height: info.height };
}

const MEGAPIXEL = 1_000_000;
const unreadable = () => unprocessable({ key: "errors.media.unreadableImage" }, "unreadable_image");

/**
 * The photo's header (size, orientation), read without decoding a pixel, and the pixel limit
 * checked on it: a photo over the limit is told so, with the limit and its own size, instead
 * of "could not be read" (sharp's own guard refuses the header itself past the limit).
 */
async function headerWithinPixelLimit(input: Buffer): Promise<Metadata> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_IMAGE_PIXELS) {
    const megapixels = Math.ceil((width * height) / MEGAPIXEL);
    throw unprocessable(
      {
        key: "errors.media.tooManyPixels",
        values: { max: MAX_IMAGE_PIXELS / MEGAPIXEL, width: String(width), height: String(height), megapixels },
      },
      "image_too_many_pixels",
    );
  }
  return metadata;
}

/** Decodes a photo's header and pixels with the same limits as uploads, keeping nothing. */
export async function checkImage(input: Buffer): Promise<void> {
  await headerWithinPixelLimit(input);
  try {
    await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "truncated" }).resize(64).toBuffer();
  } catch {
    throw unreadable();
  }
}

/** Lossy qualities tried, best first, when a turned photo must be re-encoded no larger than it came. */
const REENCODE_QUALITIES = [90, 85, 80, 72, 64, 55, 45];

function encoderFor(pipeline: Sharp, mime: ImageMime, quality: number): Sharp {
  if (mime === "image/png") return pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
  if (mime === "image/webp") return pipeline.webp({ quality });
  return pipeline.jpeg({ quality, mozjpeg: false });
}

/**
 * The photo as stored (decision 727): its own bytes with the metadata removed losslessly when
 * it is upright; when its EXIF orientation says it must be turned, the upright picture
 * re-encoded at the best quality that is no larger than the upload (PNG: losslessly), or — if
 * none is — its own bytes with an EXIF block that holds the orientation and nothing else.
 */
async function storedOriginal(
  input: Buffer,
  mime: ImageMime,
  metadata: Metadata,
  upright: Sharp,
): Promise<EncodedImage> {
  const orientation = metadata.orientation ?? 1;
  const turned = orientation !== 1;
  const sideways = orientation >= 5;
  const width = (sideways ? metadata.height : metadata.width) ?? 0;
  const height = (sideways ? metadata.width : metadata.height) ?? 0;
  let stripped: Buffer | undefined;
  try {
    stripped = removeMetadata(input, mime);
  } catch (error) {
    if (!(error instanceof UnwalkableImage)) throw error;
  }
  if (stripped && !turned) return { data: stripped, mime, width, height };

  const qualities = mime === "image/png" ? [100] : REENCODE_QUALITIES;
  let smallest: EncodedImage | undefined;
  for (const quality of qualities) {
    const encoded = await encode(encoderFor(upright.clone(), mime, quality), mime);
    if (encoded.data.length <= input.length) return encoded;
    if (!smallest || encoded.data.length < smallest.data.length) smallest = encoded;
  }
  // No re-encode fits: keep the photo's own bytes and say how to turn it, nothing more.
  if (stripped && mime === "image/jpeg") {
    const data = stripJpeg(input, [jpegOrientationSegment(orientation)]);
    return { data, mime, width, height };
  }
  if (stripped && mime === "image/png") {
    const data = stripPng(input, [pngOrientationChunk(orientation, crc32)]);
    return { data, mime, width, height };
  }
  if (!smallest) throw new Error("no encoding was tried");
  return smallest;
}

/**
 * Decodes an uploaded photo safely (pixel limit, truncated files refused), keeps it without
 * metadata (storedOriginal), and makes an upright preview and thumbnail.
 */
export async function processImage(input: Buffer, mime: ImageMime): Promise<ProcessedImage> {
  const metadata = await headerWithinPixelLimit(input);
  const source = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "truncated" });
  // Orientation applied once; the previews start from the upright image and carry no
  // metadata (sharp drops EXIF, XMP and IPTC unless asked to keep them).
  const upright = source.clone().rotate().keepIccProfile();
  try {
    const [preview, thumbnail] = await Promise.all([
      encode(
        upright
          .clone()
          .resize({ width: PREVIEW_LONG_SIDE, height: PREVIEW_LONG_SIDE, fit: "inside", withoutEnlargement: true })
          .webp({ quality: 80 }),
        "image/webp",
      ),
      encode(
        upright.clone().resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: "cover" }).webp({ quality: 70 }),
        "image/webp",
      ),
    ]);
    // After the previews: they decoded every pixel, so the bytes kept are a readable photo.
    return { original: await storedOriginal(input, mime, metadata, upright), preview, thumbnail };
  } catch {
    throw unreadable();
  }
}
