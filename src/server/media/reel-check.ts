import { Readable } from "node:stream";
import type { ReelCheck, ReelProblemCode } from "#contract/library.ts";
import { REEL_LIMITS } from "#contract/reel-limits.ts";
import { ALL_FORMATS, Input, ReadableStreamSource } from "mediabunny";

/** What a video file says about itself: its container, tracks and timing. */
export type VideoFacts = ReelCheck["facts"];

/** The parser's codec names, as a creator's editing app shows them. */
const CODEC_NAMES: Record<string, string> = {
  avc: "H.264",
  hevc: "HEVC (H.265)",
  vp8: "VP8",
  vp9: "VP9",
  av1: "AV1",
  aac: "AAC",
  opus: "Opus",
  mp3: "MP3",
  vorbis: "Vorbis",
  flac: "FLAC",
  ac3: "Dolby AC-3",
  eac3: "Dolby E-AC-3",
};
const CONTAINER_NAMES: Record<string, string> = { mp4: "MP4", mov: "MOV", webm: "WebM", mkv: "Matroska" };
/** The sound's share of a file's rate (Instagram's AAC at most 128 kbps, with room for the container). */
const AUDIO_BITRATE_ALLOWANCE = 320_000;
/** How far a measured frame rate may stray from a limit before it counts (29.97 is 30). */
const FRAME_RATE_SLACK = 0.5;
/** The parser's read-ahead: a moov box after the media data is reached by streaming past it. */
const PARSER_CACHE_BYTES = 4 * 1024 * 1024;

const containerOf = (formatName: string, mime: string): string =>
  mime === "video/quicktime"
    ? "mov"
    : mime === "video/mp4"
      ? "mp4"
      : mime === "video/webm"
        ? "webm"
        : formatName.toLowerCase().includes("matroska")
          ? "mkv"
          : formatName.toLowerCase();

/**
 * Reads a video's container, codecs, frame rate, picture size and duration from its bytes with
 * mediabunny (a maintained media parser; no ffmpeg on the server, decision 756). The stream is
 * read once, front to back; the media data itself is not decoded. Nothing here throws for a
 * file the parser cannot read: its facts are null and the verdict says so.
 */
export async function readVideoFacts(stream: Readable, sizeBytes: number): Promise<VideoFacts> {
  const empty: VideoFacts = {
    container: null,
    videoCodec: null,
    audioCodec: null,
    audioSampleRate: null,
    frameRate: null,
    width: null,
    height: null,
    durationSeconds: null,
    sizeBytes,
  };
  const web = Readable.toWeb(stream) as ReadableStream<Uint8Array>;
  const input = new Input({
    source: new ReadableStreamSource(web, { maxCacheSize: PARSER_CACHE_BYTES, handleUnhandledError: () => {} }),
    formats: ALL_FORMATS,
  });
  try {
    const format = await input.getFormat();
    const mime = await input.getMimeType().catch(() => format.mimeType);
    const video = await input.getPrimaryVideoTrack();
    const audio = await input.getPrimaryAudioTrack();
    const facts: VideoFacts = { ...empty, container: containerOf(format.name, mime.split(";")[0] ?? "") };
    if (video) {
      facts.videoCodec = video.codec ?? "unknown";
      facts.width = video.displayWidth;
      facts.height = video.displayHeight;
      const stats = await video.computePacketStats(240);
      facts.frameRate = stats.averagePacketRate > 0 ? Math.round(stats.averagePacketRate * 100) / 100 : null;
    }
    if (audio) {
      facts.audioCodec = audio.codec ?? "unknown";
      facts.audioSampleRate = audio.sampleRate;
    }
    const seconds = await input.computeDuration();
    facts.durationSeconds = Number.isFinite(seconds) ? Math.round(seconds * 100) / 100 : null;
    return facts;
  } catch {
    return empty;
  } finally {
    input.dispose();
    stream.destroy();
  }
}

const codecName = (codec: string | null) => (codec ? (CODEC_NAMES[codec] ?? codec.toUpperCase()) : "unknown");
const seconds = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)} s`;

/**
 * Whether a video can be published as an Instagram Reel as it is, and if not exactly why, each
 * reason in words a creator can act on (what it is, what Instagram takes, what to change).
 */
export function reelVerdict(facts: VideoFacts): ReelCheck {
  const problems: { code: ReelProblemCode; message: string }[] = [];
  const notes: string[] = [];
  const add = (code: ReelProblemCode, message: string) => problems.push({ code, message });
  const L = REEL_LIMITS;

  if (!facts.container || !facts.videoCodec) {
    add(
      "unreadable",
      "Its video track could not be read. Export it again from your phone or editor as MP4 (H.264) and upload that.",
    );
    return { publishable: false, problems, notes, facts };
  }
  if (!(L.containers as readonly string[]).includes(facts.container)) {
    add(
      "container",
      `It is a ${CONTAINER_NAMES[facts.container] ?? facts.container} file; Instagram takes Reels as MP4 or MOV. Export it as MP4.`,
    );
  }
  if (!(L.videoCodecs as readonly string[]).includes(facts.videoCodec)) {
    add(
      "video_codec",
      `Its video is ${facts.videoCodec === "unknown" ? "in a format other than H.264 or HEVC" : codecName(facts.videoCodec)}; Instagram takes H.264 or HEVC. Export it as MP4 with H.264.`,
    );
  }
  if (facts.audioCodec && !(L.audioCodecs as readonly string[]).includes(facts.audioCodec)) {
    add(
      "audio_codec",
      `Its sound is ${facts.audioCodec === "unknown" ? "in a format other than AAC" : codecName(facts.audioCodec)}; Instagram takes AAC. Export it with AAC audio.`,
    );
  }
  if (facts.audioSampleRate && facts.audioSampleRate > L.audioSampleRateMax) {
    add(
      "audio_sample_rate",
      `Its sound is sampled at ${facts.audioSampleRate / 1000} kHz; Instagram takes at most ${L.audioSampleRateMax / 1000} kHz. Export it with 48 kHz or 44.1 kHz audio.`,
    );
  }
  if (facts.frameRate !== null) {
    if (facts.frameRate < L.frameRateMin - FRAME_RATE_SLACK || facts.frameRate > L.frameRateMax + FRAME_RATE_SLACK) {
      add(
        "frame_rate",
        `It plays at ${Math.round(facts.frameRate)} frames a second; Instagram takes ${L.frameRateMin} to ${L.frameRateMax}. Export it at 30 frames a second.`,
      );
    }
  }
  if (facts.width && facts.height) {
    if (facts.width > L.widthMax) {
      add(
        "width",
        `It is ${facts.width} pixels wide; Instagram takes at most ${L.widthMax}. Export it at 1080 × 1920 (or 1080p).`,
      );
    }
    const aspect = facts.width / facts.height;
    if (aspect < L.aspectMin || aspect > L.aspectMax) {
      add(
        "aspect_ratio",
        `Its shape is ${facts.width} × ${facts.height}, too ${aspect > 1 ? "wide" : "tall"} for Instagram (at most 10:1 either way). Crop it to 9:16.`,
      );
    } else if (Math.abs(aspect - L.aspectRecommended) > 0.02) {
      notes.push(
        `It is ${facts.width} × ${facts.height}, not 9:16: Instagram shows it with bars or cropped. 9:16 (for example 1080 × 1920) fills the screen.`,
      );
    }
  }
  if (facts.durationSeconds !== null) {
    if (facts.durationSeconds < L.secondsMin) {
      add(
        "too_short",
        `It is ${seconds(facts.durationSeconds)} long; a Reel must be at least ${L.secondsMin} seconds.`,
      );
    } else if (facts.durationSeconds > L.secondsMax + 0.5) {
      add(
        "too_long",
        `It is ${seconds(facts.durationSeconds)} long; videos here can be at most ${L.secondsMax} seconds. Trim it.`,
      );
    }
  }
  if (facts.sizeBytes > L.bytesMax) {
    add(
      "too_large",
      `It is ${Math.ceil(facts.sizeBytes / 1024 / 1024)} MB; the most is ${L.bytesMax / 1024 / 1024} MB.`,
    );
  }
  if (facts.durationSeconds && facts.durationSeconds > 0) {
    // The whole file's rate is an upper bound of the video's: only a file over the limit can be.
    const bitrate = (facts.sizeBytes * 8) / facts.durationSeconds;
    if (bitrate > L.videoBitrateMax + AUDIO_BITRATE_ALLOWANCE) {
      add(
        "bitrate",
        `It carries about ${Math.round(bitrate / 1_000_000)} Mbps; Instagram takes at most ${L.videoBitrateMax / 1_000_000} Mbps. Export it at a lower quality or bitrate.`,
      );
    }
  }
  return { publishable: problems.length === 0, problems, notes, facts };
}

/** Reads a stored video and gives its Reel verdict (readVideoFacts, then reelVerdict). */
export async function checkReel(stream: Readable, sizeBytes: number): Promise<ReelCheck> {
  return reelVerdict(await readVideoFacts(stream, sizeBytes));
}
