import type { ReelCheck } from "#contract/library.ts";
import { reelCheckSchema } from "#contract/library.ts";
import type { ImageAnalysis } from "#server/media/analysis/types.ts";

/**
 * What the library keeps about a video beside its picture analysis, under `analysis.video` of
 * its row (decisions 755, 756): the Reel pre-flight read from the file at upload, and the frames
 * the browser sampled across the clip, each with its own analysis once the job has run.
 */
export interface VideoRecord {
  reel: ReelCheck;
  /** The sampled frames in clip order: where each is in the clip (s) and its stored preview. */
  frames: { at: number; key: string; facts?: ImageAnalysis }[];
}

/** The video record inside an item's analysis column, or undefined (photos, older videos). */
export function videoRecordOf(analysis: unknown): VideoRecord | undefined {
  if (!analysis || typeof analysis !== "object" || !("video" in analysis)) return undefined;
  const video = (analysis as { video?: Partial<VideoRecord> }).video;
  if (!video || typeof video !== "object") return undefined;
  const reel = reelCheckSchema.safeParse(video.reel);
  if (!reel.success) return undefined;
  const frames = Array.isArray(video.frames)
    ? video.frames.filter(
        (f): f is VideoRecord["frames"][number] => typeof f?.key === "string" && typeof f?.at === "number",
      )
    : [];
  return { reel: reel.data, frames };
}

/** The stored frame previews of a video item, in clip order; empty for photos and older videos. */
export function videoFramesOf(analysis: unknown): { at: number; key: string }[] {
  return (videoRecordOf(analysis)?.frames ?? []).map(({ at, key }) => ({ at, key }));
}
