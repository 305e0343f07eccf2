import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { ReelProblemCode } from "#contract/library.ts";
import { REEL_LIMITS } from "#contract/reel-limits.ts";
import { buildMp4, VIDEO_FIXTURES } from "#test/helpers/videos.ts";
import { checkReel, readVideoFacts, reelVerdict } from "./reel-check.ts";

/** The Reel check of one of the real tiny videos in test/fixtures/videos (scripts/make-video-fixtures.sh). */
async function check(file: string) {
  const at = path.join(VIDEO_FIXTURES, file);
  return checkReel(createReadStream(at, { highWaterMark: 4096 }), (await stat(at)).size);
}
const codes = (r: { problems: { code: ReelProblemCode }[] }) => r.problems.map((p) => p.code);

describe("Reel pre-flight on real videos", () => {
  it("passes a 4-second 9:16 H.264 + AAC MP4 at 30 fps, with what it read", async () => {
    const reel = await check("cat-street.mp4");
    expect(reel).toMatchObject({ publishable: true, problems: [], notes: [] });
    expect(reel.facts).toMatchObject({
      container: "mp4",
      videoCodec: "avc",
      audioCodec: "aac",
      audioSampleRate: 44100,
      frameRate: 30,
      width: 360,
      height: 640,
      durationSeconds: 4,
    });
  });

  it("passes HEVC in a MOV file, with a note that a 16:9 video is not 9:16", async () => {
    const reel = await check("hevc-landscape.mov");
    expect(reel.publishable).toBe(true);
    expect(reel.facts).toMatchObject({ container: "mov", videoCodec: "hevc", frameRate: 24, width: 320, height: 180 });
    expect(reel.notes).toEqual([expect.stringContaining("not 9:16")]);
  });

  // Each file breaks one rule (the WebM breaks three: its container and both codecs).
  it.each([
    ["vp9.webm", ["container", "video_codec", "audio_codec"], "It is a WebM file; Instagram takes Reels as MP4 or MOV"],
    ["mpeg4-part2.mp4", ["video_codec"], "Instagram takes H.264 or HEVC"],
    ["mp3-audio.mp4", ["audio_codec"], "Its sound is MP3; Instagram takes AAC"],
    ["aac-96khz.mp4", ["audio_sample_rate"], "sampled at 96 kHz; Instagram takes at most 48 kHz"],
    ["fps-15.mp4", ["frame_rate"], "It plays at 15 frames a second; Instagram takes 23 to 60"],
    ["wide-2160.mp4", ["width"], "It is 2160 pixels wide; Instagram takes at most 1920"],
    ["aspect-12x1.mp4", ["aspect_ratio"], "too wide for Instagram"],
    ["short-2s.mp4", ["too_short"], "It is 2 s long; a Reel must be at least 3 seconds"],
    ["long-61s.mp4", ["too_long"], `videos here can be at most ${REEL_LIMITS.secondsMax} seconds`],
  ] as const)("refuses %s: %j", async (file, expected, words) => {
    const reel = await check(file);
    expect(reel.publishable).toBe(false);
    expect(codes(reel)).toEqual(expected);
    expect(reel.problems.map((p) => p.message).join(" ")).toContain(words);
  });

  it("refuses a file over the size limit, and one whose rate is over 25 Mbps, from its real facts", async () => {
    const at = path.join(VIDEO_FIXTURES, "cat-street.mp4");
    const facts = await readVideoFacts(createReadStream(at), (await stat(at)).size);
    const large = reelVerdict({ ...facts, durationSeconds: 60, sizeBytes: REEL_LIMITS.bytesMax + 1 });
    expect(codes(large)).toEqual(["too_large"]);
    expect(large.problems[0]?.message).toBe("It is 101 MB; the most is 100 MB.");
    const dense = reelVerdict({ ...facts, sizeBytes: 20 * 1024 * 1024 });
    expect(codes(dense)).toEqual(["bitrate"]);
    expect(dense.problems[0]?.message).toContain("about 42 Mbps; Instagram takes at most 25 Mbps");
  });

  it("says the video could not be read when there is no track to read, and never throws", async () => {
    // A container with a movie header and no real track (what the upload checks accept).
    const reel = await checkReel(Readable.from([buildMp4({ seconds: 10 })]), 2000);
    expect(reel.publishable).toBe(false);
    expect(codes(reel)).toEqual(["unreadable"]);
    const noise = await checkReel(Readable.from([Buffer.alloc(5000, 0x41)]), 5000);
    expect(codes(noise)).toEqual(["unreadable"]);
  });
});
