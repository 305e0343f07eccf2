import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata, type Sharp } from "sharp";
import { badRequest, payloadTooLarge, unprocessable, unsupportedMediaType } from "../errors.ts";

/** Image types we accept; anything else (SVG, GIF, executables …) is refused by content. */
export const IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const VIDEO_MIME_TYPES = ["video/mp4", "video/quicktime", "video/webm"] as const;

/** Decompression-bomb guard: 50 megapixels is well above any phone camera (12–48 MP). */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const PREVIEW_LONG_SIDE = 1080;
export const THUMBNAIL_SIZE = 320;

export type DetectedMedia =
  | { kind: "image"; mime: (typeof IMAGE_MIME_TYPES)[number] }
  | { kind: "video"; mime: (typeof VIDEO_MIME_TYPES)[number] };

const unsupported = () =>
  unsupportedMediaType(
    "This file is not a supported photo (JPG, PNG, WebP) or video (MP4, MOV, WebM).",
    "unsupported_file",
  );

/** The real type of a file from its first bytes, ignoring its name and declared type. */
export async function detectMedia(head: Buffer): Promise<DetectedMedia> {
  if (head.length === 0) throw badRequest("The file is empty.", "empty_file");
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
  /** The photo as stored: orientation applied, every metadata block (EXIF GPS, device) removed. */
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

/** Decodes a photo's header and pixels with the same limits as uploads, keeping nothing. */
export async function checkImage(input: Buffer): Promise<void> {
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "truncated" }).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) throw new Error("too many pixels");
    await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "truncated" }).resize(64).toBuffer();
  } catch {
    throw unprocessable(
      "This photo could not be read. It may be damaged or too large; please try another.",
      "unreadable_image",
    );
  }
}

/** Photos are at most 5 MB as stored (decisions.md): a re-encode that grew past it is redone smaller. */
export const STORED_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

async function withinStoredLimit(original: EncodedImage, upright: Sharp, mime: string): Promise<EncodedImage> {
  if (original.data.length <= STORED_IMAGE_MAX_BYTES) return original;
  const attempts = [
    { longSide: undefined, quality: 80 },
    { longSide: 2048, quality: 85 },
    { longSide: 2048, quality: 70 },
  ];
  for (const { longSide, quality } of attempts) {
    let pipeline = upright.clone();
    if (longSide)
      pipeline = pipeline.resize({ width: longSide, height: longSide, fit: "inside", withoutEnlargement: true });
    const encoded =
      mime === "image/png"
        ? await encode(pipeline.png({ compressionLevel: 9, palette: quality < 80 }), mime)
        : mime === "image/webp"
          ? await encode(pipeline.webp({ quality }), mime)
          : await encode(pipeline.jpeg({ quality }), mime);
    if (encoded.data.length <= STORED_IMAGE_MAX_BYTES) return encoded;
  }
  throw payloadTooLarge(
    "This photo is too large to store even after resizing. Please try a smaller photo.",
    "too_large",
  );
}

/**
 * Decodes an uploaded photo safely (pixel limit, truncated files refused), applies its
 * orientation, and re-encodes it without metadata, plus a preview and a thumbnail.
 */
export async function processImage(input: Buffer, mime: DetectedMedia["mime"]): Promise<ProcessedImage> {
  const source = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "truncated" });
  let metadata: Metadata;
  try {
    metadata = await source.metadata();
  } catch {
    throw unprocessable("This photo could not be read. It may be damaged; please try another.", "unreadable_image");
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IMAGE_PIXELS) {
    throw unprocessable(
      `This photo has too many pixels (${metadata.width} × ${metadata.height}). The limit is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
      "image_too_large",
    );
  }
  // Orientation applied once; every output below starts from the upright image and carries
  // no metadata (sharp drops EXIF, XMP and IPTC unless asked to keep them).
  const upright = source.clone().rotate().keepIccProfile();
  const originalEncoder =
    mime === "image/png"
      ? upright.clone().png({ compressionLevel: 6 })
      : mime === "image/webp"
        ? upright.clone().webp({ quality: 90 })
        : upright.clone().jpeg({ quality: 90, mozjpeg: false });
  try {
    const [original, preview, thumbnail] = await Promise.all([
      encode(originalEncoder, mime),
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
    return { original: await withinStoredLimit(original, upright, mime), preview, thumbnail };
  } catch {
    throw unprocessable("This photo could not be read. It may be damaged; please try another.", "unreadable_image");
  }
}
