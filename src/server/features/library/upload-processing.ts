import type { Readable } from "node:stream";
import { buffer as readAll } from "node:stream/consumers";
import { VIDEO_MAX_SECONDS } from "#contract/library.ts";
import type { Deps } from "#server/deps.ts";
import { badRequest, conflict, unprocessable } from "#server/errors.ts";
import { detectMedia, processImage } from "#server/media/media.ts";
import { checkReel } from "#server/media/reel-check.ts";
import { probeVideoDuration } from "#server/media/video-probe.ts";
import type { ContentRow } from "./library.queries.ts";
import { frameKeyFor, keyFor } from "./storage-keys.ts";
import type { VideoRecord } from "./video-record.ts";

/** The first bytes of a stored file, enough to tell its type. */
export async function readHead(stream: Readable, bytes = 4100): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    length += chunk.length;
    if (length >= bytes) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, bytes);
}

/** What the server made of an uploaded file: the bytes it keeps, its real type and size, its previews. */
export interface Processed {
  storedBytes: number;
  mimeType: string;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  previewKey: string | null;
  thumbnailKey: string | null;
  /** A video's part of the item's analysis column: its Reel pre-flight and its frames (decision 755). */
  video?: VideoRecord;
}

/** The picture inside a data URL, checked to be a photo the server can decode. */
async function pictureOf(dataUrl: string, what: string) {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  const detected = await detectMedia(bytes).catch(() => undefined);
  if (detected?.kind !== "image")
    throw badRequest({
      key: "errors.media.frameNotAPicture",
      values: { what: what === "poster frame" ? "poster" : "video" },
    });
  return processImage(bytes, detected.mime);
}

/**
 * A photo: decoded safely, metadata removed, the cleaned original and two previews stored. The
 * quota counts the original only, never more than the upload (decision 727): previews are the
 * product's cost, not the creator's.
 */
export async function processStoredImage(deps: Deps, row: ContentRow, mime: Parameters<typeof processImage>[1]) {
  const stream = await deps.storage.read(row.objectKey);
  if (!stream) throw conflict({ key: "errors.library.neverArrived" }, "upload_missing");
  const images = await processImage(await readAll(stream), mime);
  const previewKey = keyFor(row.userId, row.id, "preview.webp");
  const thumbnailKey = keyFor(row.userId, row.id, "thumbnail.webp");
  // The cleaned original replaces what the browser sent: no location or device data is kept.
  await Promise.all([
    deps.storage.put(row.objectKey, images.original.data, images.original.mime),
    deps.storage.put(previewKey, images.preview.data, "image/webp"),
    deps.storage.put(thumbnailKey, images.thumbnail.data, "image/webp"),
  ]);
  return {
    storedBytes: images.original.data.length,
    mimeType: images.original.mime,
    width: images.original.width,
    height: images.original.height,
    durationSeconds: null,
    previewKey,
    thumbnailKey,
  } satisfies Processed;
}

/**
 * A video: its container and duration checked, its Reel pre-flight read from the file
 * (decision 756); the browser's poster frame, when sent, becomes its previews, and the frames it
 * sampled across the clip are kept for analysis (decision 755).
 */
export async function processStoredVideo(
  deps: Deps,
  row: ContentRow,
  mime: string,
  size: number,
  posterDataUrl?: string,
  frames: readonly { at: number; dataUrl: string }[] = [],
) {
  const stream = await deps.storage.read(row.objectKey);
  if (!stream) throw conflict({ key: "errors.library.neverArrived" }, "upload_missing");
  const seconds = await probeVideoDuration(stream, mime);
  if (seconds > VIDEO_MAX_SECONDS + 0.5) {
    throw unprocessable(
      { key: "errors.library.videoTooLong", values: { seconds: Math.round(seconds), max: VIDEO_MAX_SECONDS } },
      "video_too_long",
    );
  }
  const again = await deps.storage.read(row.objectKey);
  if (!again) throw conflict({ key: "errors.library.neverArrived" }, "upload_missing");
  const reel = await checkReel(again, size);

  let previewKey: string | null = null;
  let thumbnailKey: string | null = null;
  let width: number | null = null;
  let height: number | null = null;
  const ordered = [...frames].sort((a, b) => a.at - b.at);
  // Without a poster, the first frame stands for the video in the library.
  const poster = posterDataUrl
    ? { dataUrl: posterDataUrl, what: "poster frame" }
    : ordered[0] && { dataUrl: ordered[0].dataUrl, what: "video frame" };
  if (poster) {
    const images = await pictureOf(poster.dataUrl, poster.what);
    previewKey = keyFor(row.userId, row.id, "preview.webp");
    thumbnailKey = keyFor(row.userId, row.id, "thumbnail.webp");
    await Promise.all([
      deps.storage.put(previewKey, images.preview.data, "image/webp"),
      deps.storage.put(thumbnailKey, images.thumbnail.data, "image/webp"),
    ]);
    width = images.original.width;
    height = images.original.height;
  }
  const kept: VideoRecord["frames"] = [];
  for (const [index, frame] of ordered.entries()) {
    const images = await pictureOf(frame.dataUrl, "video frame");
    const key = frameKeyFor(row.userId, row.id, index);
    await deps.storage.put(key, images.preview.data, "image/webp");
    kept.push({ at: Math.round(frame.at * 100) / 100, key });
  }
  return {
    // The video as uploaded; its poster's previews and frames are the product's cost (decision 727).
    storedBytes: size,
    mimeType: mime,
    width: reel.facts.width ?? width,
    height: reel.facts.height ?? height,
    durationSeconds: Math.round(seconds * 10) / 10,
    previewKey,
    thumbnailKey,
    video: { reel, frames: kept },
  } satisfies Processed;
}
