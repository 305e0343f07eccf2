import { VIDEO_FRAME_LONG_SIDE, VIDEO_FRAME_MAX_CHARS, VIDEO_FRAMES_MAX } from "#contract/reel-limits.ts";

/**
 * The frames of a video the caption is written from (issue 33, decision 755): the start, the
 * middle, the end and the clearest scene changes, at most VIDEO_FRAMES_MAX (the analysis
 * budget). Drawn here, on the creator's device, because the server has no video decoder.
 */

/** Evenly spaced looks at the clip to find scene changes (each a seek and a tiny drawing). */
export const SCENE_PROBES = 16;
/** A probe this different from the one before (mean of |ΔRGB| / 255) starts a new scene. */
export const SCENE_CHANGE_MIN = 0.12;
/** The whole sampling gives up after this and sends what it has: never hold an upload back long. */
const SAMPLING_DEADLINE_MS = 8_000;
const SEEK_TIMEOUT_MS = 3_000;

/**
 * Which moments to draw: start, middle and end, then the probes that differ most from the one
 * before them (scene changes), each kept apart from the others, in clip order. Pure, so it is
 * tested without a browser.
 */
export function pickFrameTimes(duration: number, probes: readonly { at: number; change: number }[]): number[] {
  if (!(duration > 0)) return [];
  const edge = Math.min(0.1, duration / 20);
  const times = [edge, duration / 2, Math.max(edge, duration - edge)];
  const apart = Math.max(0.3, duration / (VIDEO_FRAMES_MAX * 4));
  const scenes = probes.filter((p) => p.change >= SCENE_CHANGE_MIN).sort((a, b) => b.change - a.change);
  for (const scene of scenes) {
    if (times.length >= VIDEO_FRAMES_MAX) break;
    if (times.every((t) => Math.abs(t - scene.at) >= apart)) times.push(scene.at);
  }
  const distinct = [...new Set(times.map((t) => Math.round(t * 100) / 100))];
  return distinct.sort((a, b) => a - b).slice(0, VIDEO_FRAMES_MAX);
}

/** Mean absolute difference of two RGBA pixel arrays, 0 (same) to 1. */
export function pictureChange(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i + 3 < a.length && i + 3 < b.length; i += 4) {
    sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0)) + Math.abs((a[i + 1] ?? 0) - (b[i + 1] ?? 0));
    sum += Math.abs((a[i + 2] ?? 0) - (b[i + 2] ?? 0));
    count += 3;
  }
  return count ? sum / count / 255 : 0;
}

function seek(video: HTMLVideoElement, at: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error("seek timeout")), SEEK_TIMEOUT_MS);
    const onSeeked = () => done();
    const onError = () => done(new Error("seek error"));
    function done(error?: Error) {
      clearTimeout(timer);
      video.removeEventListener("seeked", onSeeked);
      video.removeEventListener("error", onError);
      if (error) reject(error);
      else resolve();
    }
    video.addEventListener("seeked", onSeeked);
    video.addEventListener("error", onError);
    video.currentTime = at;
  });
}

/**
 * Draws the frames of pickFrameTimes from a loaded <video>: probes the clip for scene changes
 * (a 16 × 16 drawing each), then draws each chosen moment at most 720 px on its long side as a
 * JPEG data URL. Whatever fails or runs past the deadline is left out; the server copes with
 * fewer frames (the poster alone, as before).
 */
export async function sampleFrames(
  video: HTMLVideoElement,
  duration: number,
): Promise<{ at: number; dataUrl: string }[]> {
  if (!video.videoWidth || !video.videoHeight || !(duration > 0)) return [];
  const deadline = performance.now() + SAMPLING_DEADLINE_MS;
  const tiny = document.createElement("canvas");
  tiny.width = 16;
  tiny.height = 16;
  const tinyContext = tiny.getContext("2d", { willReadFrequently: true });
  const probes: { at: number; change: number }[] = [];
  if (tinyContext) {
    let previous: Uint8ClampedArray | undefined;
    for (let i = 0; i < SCENE_PROBES && performance.now() < deadline; i++) {
      const at = ((i + 0.5) * duration) / SCENE_PROBES;
      try {
        await seek(video, at);
      } catch {
        break;
      }
      tinyContext.drawImage(video, 0, 0, 16, 16);
      const pixels = tinyContext.getImageData(0, 0, 16, 16).data;
      if (previous) probes.push({ at, change: pictureChange(previous, pixels) });
      previous = pixels;
    }
  }
  const scale = Math.min(1, VIDEO_FRAME_LONG_SIDE / Math.max(video.videoWidth, video.videoHeight));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
  canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
  const context = canvas.getContext("2d");
  if (!context) return [];
  const frames: { at: number; dataUrl: string }[] = [];
  for (const at of pickFrameTimes(duration, probes)) {
    if (performance.now() > deadline) break;
    try {
      await seek(video, at);
    } catch {
      continue;
    }
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    for (const quality of [0.8, 0.6, 0.4]) {
      const url = canvas.toDataURL("image/jpeg", quality);
      if (url.startsWith("data:image/jpeg") && url.length <= VIDEO_FRAME_MAX_CHARS) {
        frames.push({ at, dataUrl: url });
        break;
      }
    }
  }
  return frames;
}
