import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Small but structurally real video containers, built from the ISO base media (MP4/MOV) and
 * Matroska/EBML (WebM) specifications, for container and duration checks.
 */
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
};

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** An MP4 (ftyp, media data, then moov with mvhd at the end as cameras often write it). */
export function buildMp4(options: { seconds: number; mdatBytes?: number; version?: 0 | 1; brand?: string }): Buffer {
  const timescale = 600;
  const duration = Math.round(options.seconds * timescale);
  const ftyp = box(
    "ftyp",
    Buffer.from(options.brand ?? "isom", "latin1"),
    u32(512),
    Buffer.from("isomiso2avc1mp41", "latin1"),
  );
  const mdat = box("mdat", Buffer.alloc(options.mdatBytes ?? 1024, 0x42));
  let mvhd: Buffer;
  if (options.version === 1) {
    const body = Buffer.alloc(4 + 8 + 8 + 4 + 8 + 80);
    body.writeUInt8(1, 0);
    body.writeUInt32BE(timescale, 20);
    body.writeBigUInt64BE(BigInt(duration), 24);
    mvhd = box("mvhd", body);
  } else {
    const body = Buffer.alloc(4 + 4 + 4 + 4 + 4 + 80);
    body.writeUInt32BE(timescale, 12);
    body.writeUInt32BE(duration, 16);
    mvhd = box("mvhd", body);
  }
  return Buffer.concat([ftyp, mdat, box("moov", mvhd, box("trak", Buffer.alloc(64)))]);
}

const ebmlSize = (n: number) => {
  // 8-byte size vint: marker 0x01 then 7 bytes of value.
  const b = Buffer.alloc(8);
  b.writeUInt8(0x01, 0);
  b.writeUIntBE(n, 2, 6);
  return b;
};
const element = (id: number[], body: Buffer) => Buffer.concat([Buffer.from(id), ebmlSize(body.length), body]);
const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

/** A WebM file; without `withDuration` it is like a browser recording (clusters only). */
export function buildWebm(options: { seconds: number; withDuration: boolean; clusterSeconds?: number }): Buffer {
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([element([0x42, 0x82], Buffer.from("webm", "latin1")), element([0x42, 0x87], Buffer.from([4]))]),
  );
  const scale = Buffer.alloc(3);
  scale.writeUIntBE(1_000_000, 0, 3);
  const infoParts = [element([0x2a, 0xd7, 0xb1], scale)];
  if (options.withDuration) {
    const duration = Buffer.alloc(8);
    duration.writeDoubleBE(options.seconds * 1000);
    infoParts.push(element([0x44, 0x89], duration));
  }
  const info = element([0x15, 0x49, 0xa9, 0x66], Buffer.concat(infoParts));
  const clusters: Buffer[] = [];
  const step = options.clusterSeconds ?? 5;
  for (let t = 0; t <= options.seconds; t += step) {
    const timecode = Buffer.alloc(4);
    timecode.writeUInt32BE(Math.round(t * 1000));
    // SimpleBlock: track 1, relative timecode 0, keyframe flag, then frame data.
    const block = element([0xa3], Buffer.concat([Buffer.from([0x81, 0x00, 0x00, 0x80]), Buffer.alloc(2000, 0x11)]));
    clusters.push(
      Buffer.concat([Buffer.from([0x1f, 0x43, 0xb6, 0x75]), UNKNOWN_SIZE, element([0xe7], timecode), block]),
    );
  }
  return Buffer.concat([header, Buffer.from([0x18, 0x53, 0x80, 0x67]), UNKNOWN_SIZE, info, ...clusters]);
}

/**
 * Real tiny videos (H.264, HEVC, VP9, MPEG-4 Part 2; AAC, MP3, Opus), a few KB each, made by
 * scripts/make-video-fixtures.sh with ffmpeg on a developer's machine and committed.
 */
export const VIDEO_FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "videos");
