/* What Instagram accepts as a Reel and what CaptionKaro asks of a video, without zod, so browser
 * code can use them (decision 756). */
import { VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS } from "./library-limits.ts";

/**
 * Instagram's Reels specification for the Graph API (at last reading, late 2026): MP4 or MOV,
 * H.264 or HEVC video, AAC audio up to 48 kHz, 23–60 frames a second, at most 1920 px wide,
 * aspect between 0.01:1 and 10:1 (9:16 recommended), 3 s to 15 min, at most 300 MB, video bitrate
 * at most 25 Mbps. The product's own limits are lower where they are stricter: the length is
 * VIDEO_MAX_SECONDS (60 s, the one setting every page, check and API description uses) and the
 * size VIDEO_MAX_BYTES.
 */
export const REEL_LIMITS = {
  containers: ["mp4", "mov"],
  videoCodecs: ["avc", "hevc"],
  audioCodecs: ["aac"],
  audioSampleRateMax: 48_000,
  frameRateMin: 23,
  frameRateMax: 60,
  widthMax: 1920,
  aspectMin: 0.01,
  aspectMax: 10,
  /** 9:16, the shape a Reel fills the screen with. */
  aspectRecommended: 9 / 16,
  secondsMin: 3,
  secondsMax: VIDEO_MAX_SECONDS,
  bytesMax: Math.min(VIDEO_MAX_BYTES, 300 * 1024 * 1024),
  videoBitrateMax: 25_000_000,
} as const;

/** Why a video cannot go out as a Reel as it is; one code per rule above. */
export const REEL_PROBLEM_CODES = [
  "unreadable",
  "container",
  "video_codec",
  "audio_codec",
  "audio_sample_rate",
  "frame_rate",
  "width",
  "aspect_ratio",
  "too_short",
  "too_long",
  "too_large",
  "bitrate",
] as const;
export type ReelProblemCode = (typeof REEL_PROBLEM_CODES)[number];

/**
 * How many frames of a video are analysed for its caption (start, middle, end and scene
 * changes): each costs one photo's analysis (bench/analysis.bench.ts measures it).
 */
export const VIDEO_FRAMES_MAX = 6;
/** Long side of a sampled frame as the browser draws it, and the most one may weigh as a data URL. */
export const VIDEO_FRAME_LONG_SIDE = 720;
export const VIDEO_FRAME_MAX_CHARS = 1024 * 1024;

/** The most an upload-complete request may weigh: the poster (2 MB) and every frame, as data URLs. */
export const UPLOAD_COMPLETE_BODY_MAX = 2 * 1024 * 1024 + VIDEO_FRAMES_MAX * VIDEO_FRAME_MAX_CHARS + 64 * 1024;
