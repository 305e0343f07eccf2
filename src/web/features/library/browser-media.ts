import { DOWNSCALE_LONG_SIDE, IMAGE_MAX_BYTES } from "#contract/library-limits.ts";
import { sampleFrames } from "./video-frames.ts";

/**
 * Browser-side media work before an upload: downscaling large photos (decisions.md, Uploads),
 * reading a video's duration, drawing its poster frame and sampling its frames (video-frames.ts). Everything runs on the user's
 * device; nothing here talks to the server.
 */

/** JPEG qualities tried in turn until the photo fits under the limit. */
const QUALITIES = [0.9, 0.82, 0.72, 0.6, 0.45] as const;
/** The poster frame's long side and the most the server accepts for it (contract: ≤ 2 MB). */
const POSTER_LONG_SIDE = 1080;
const POSTER_MAX_CHARS = 2 * 1024 * 1024;
const METADATA_TIMEOUT_MS = 20_000;

function canvasToBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
}

/**
 * Re-encodes a photo as a JPEG whose long side is at most 2048 px, lowering the quality until
 * it is at most 5 MB. Orientation from EXIF is applied first (the server receives upright
 * pixels). Returns null when the browser cannot decode the photo or cannot get it under 5 MB.
 */
export async function downscalePhoto(file: Blob, maxBytes = IMAGE_MAX_BYTES): Promise<Blob | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return null;
  }
  const scale = Math.min(1, DOWNSCALE_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d");
  if (!context) {
    bitmap.close();
    return null;
  }
  // JPEG has no transparency: a transparent PNG gets a white background rather than black.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of QUALITIES) {
    const blob = await canvasToBlob(canvas, quality);
    if (blob && blob.size <= maxBytes) return blob;
  }
  return null;
}

export interface VideoFacts {
  /** Seconds, or null when this browser cannot read the video (the server still checks it). */
  durationSeconds: number | null;
  /** A JPEG data URL of the frame at about 1 s, or undefined when none could be drawn. */
  posterDataUrl?: string;
  /** Frames across the clip for its caption (start, middle, end, scene changes; decision 755). */
  frames?: { at: number; dataUrl: string }[];
}

function once(target: EventTarget, events: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(() => reject(new Error("timeout"))), timeoutMs);
    const handlers = events.map((name) => {
      const handler = () => finish(() => (name === "error" ? reject(new Error("error")) : resolve(name)));
      target.addEventListener(name, handler);
      return [name, handler] as const;
    });
    function finish(settle: () => void) {
      clearTimeout(timer);
      for (const [name, handler] of handlers) target.removeEventListener(name, handler);
      settle();
    }
  });
}

function drawPoster(video: HTMLVideoElement): string | undefined {
  if (!video.videoWidth || !video.videoHeight) return undefined;
  const scale = Math.min(1, POSTER_LONG_SIDE / Math.max(video.videoWidth, video.videoHeight));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
  canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
  const context = canvas.getContext("2d");
  if (!context) return undefined;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  for (const quality of [0.85, 0.7, 0.5]) {
    const url = canvas.toDataURL("image/jpeg", quality);
    if (url.startsWith("data:image/jpeg") && url.length <= POSTER_MAX_CHARS) return url;
  }
  return undefined;
}

/**
 * Reads a video's duration with a <video> element and draws a poster frame at about 1 s.
 * WebM files recorded by MediaRecorder carry no duration (it reads as Infinity): seeking far
 * past the end makes the browser scan the file and report the real duration.
 */
export async function readVideo(file: Blob): Promise<VideoFacts> {
  const url = URL.createObjectURL(file);
  const video = document.createElement("video");
  video.muted = true;
  video.playsInline = true;
  video.preload = "auto";
  try {
    video.src = url;
    try {
      await once(video, ["loadedmetadata", "error"], METADATA_TIMEOUT_MS);
    } catch {
      return { durationSeconds: null };
    }
    let duration = video.duration;
    if (!Number.isFinite(duration)) {
      const settled = once(video, ["durationchange", "seeked", "error"], METADATA_TIMEOUT_MS).catch(() => "");
      video.currentTime = Number.MAX_SAFE_INTEGER;
      await settled;
      // Some builds report the duration only after the seek has finished.
      if (!Number.isFinite(video.duration)) await once(video, ["seeked"], 2000).catch(() => "");
      duration = video.duration;
    }
    if (!Number.isFinite(duration)) return { durationSeconds: null };
    let posterDataUrl: string | undefined;
    try {
      const seeked = once(video, ["seeked", "error"], METADATA_TIMEOUT_MS);
      video.currentTime = Math.min(1, duration / 2);
      await seeked;
      posterDataUrl = drawPoster(video);
    } catch {
      posterDataUrl = undefined;
    }
    const frames = await sampleFrames(video, duration).catch(() => []);
    return { durationSeconds: duration, posterDataUrl, ...(frames.length ? { frames } : {}) };
  } finally {
    video.removeAttribute("src");
    video.load();
    URL.revokeObjectURL(url);
  }
}
