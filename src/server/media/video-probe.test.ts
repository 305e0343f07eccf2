import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { buildMp4, buildWebm } from "#test/helpers/videos.ts";
import { detectMedia } from "./media.ts";
import { probeVideoDuration } from "./video-probe.ts";

/** Streams a buffer in small uneven chunks, as a network or disk read would. */
const chunked = (data: Buffer, size = 1000) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < data.length; at += size) yield data.subarray(at, at + size);
    })(),
  );

describe("MP4 and MOV", () => {
  it("reads the duration from mvhd after a large media box, without buffering the media", async () => {
    const video = buildMp4({ seconds: 42.5, mdatBytes: 3_000_000 });
    expect(await detectMedia(video.subarray(0, 4100))).toEqual({ kind: "video", mime: "video/mp4" });
    expect(await probeVideoDuration(chunked(video, 777), "video/mp4")).toBeCloseTo(42.5, 2);
  });

  it("reads 64-bit (version 1) headers and QuickTime files", async () => {
    expect(await probeVideoDuration(chunked(buildMp4({ seconds: 125, version: 1 })), "video/mp4")).toBeCloseTo(125, 2);
    const mov = buildMp4({ seconds: 12, brand: "qt  " });
    expect((await detectMedia(mov)).mime).toBe("video/quicktime");
    expect(await probeVideoDuration(chunked(mov), "video/quicktime")).toBeCloseTo(12, 2);
  });

  it("refuses a file with no movie header or that does not start with ftyp", async () => {
    const video = buildMp4({ seconds: 10 });
    await expect(probeVideoDuration(chunked(video.subarray(0, video.length - 150)), "video/mp4")).rejects.toMatchObject(
      {
        status: 422,
      },
    );
    await expect(
      probeVideoDuration(chunked(Buffer.concat([Buffer.alloc(32), video])), "video/mp4"),
    ).rejects.toMatchObject({
      status: 422,
    });
  });
});

describe("WebM", () => {
  it("reads the duration from Info", async () => {
    const video = buildWebm({ seconds: 30, withDuration: true });
    expect((await detectMedia(video)).mime).toBe("video/webm");
    expect(await probeVideoDuration(chunked(video, 333), "video/webm")).toBeCloseTo(30, 2);
  });

  it("falls back to the last cluster's timecode when the recorder left the duration out", async () => {
    const video = buildWebm({ seconds: 120, withDuration: false, clusterSeconds: 4 });
    expect(await probeVideoDuration(chunked(video, 500), "video/webm")).toBeCloseTo(120, 0);
  });

  it("refuses a stream that is not EBML", async () => {
    await expect(probeVideoDuration(chunked(Buffer.alloc(5000, 0x41)), "video/webm")).rejects.toMatchObject({
      status: 422,
    });
  });
});
