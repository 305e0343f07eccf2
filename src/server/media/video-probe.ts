import type { Readable } from "node:stream";
import { unprocessable } from "../errors.ts";

/** The `moov` box holds only indexes and headers; a larger one is not a phone video. */
const MAX_MOOV_BYTES = 32 * 1024 * 1024;

const unreadable = () => unprocessable({ key: "errors.media.unreadableVideo" }, "unreadable_video");

/**
 * Reads an MP4/MOV (ISO base media) stream box by box until the movie header (`mvhd`) and
 * returns the duration in seconds. Media data (`mdat`) is skipped, never buffered.
 */
export async function probeMp4Duration(stream: Readable): Promise<number> {
  let pending: Buffer = Buffer.alloc(0);
  let skip = 0;
  let moov: Buffer[] | undefined;
  let moovNeeded = 0;
  let offset = 0;

  for await (const chunk of stream as AsyncIterable<Buffer>) {
    let buf: Buffer = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    pending = Buffer.alloc(0);
    while (buf.length > 0) {
      if (skip > 0) {
        const step = Math.min(skip, buf.length);
        skip -= step;
        offset += step;
        buf = buf.subarray(step);
        continue;
      }
      if (moov) {
        const take = buf.subarray(0, moovNeeded);
        moov.push(take);
        moovNeeded -= take.length;
        buf = buf.subarray(take.length);
        if (moovNeeded === 0) {
          stream.destroy();
          return parseMoov(Buffer.concat(moov));
        }
        continue;
      }
      if (buf.length < 16) {
        pending = buf;
        break;
      }
      let size = buf.readUInt32BE(0);
      const type = buf.toString("latin1", 4, 8);
      let header = 8;
      if (size === 1) {
        size = Number(buf.readBigUInt64BE(8));
        header = 16;
      } else if (size === 0) {
        throw unreadable();
      }
      if (offset === 0 && type !== "ftyp") throw unreadable();
      if (size < header) throw unreadable();
      if (type === "moov") {
        if (size > MAX_MOOV_BYTES) throw unreadable();
        moov = [];
        moovNeeded = size - header;
        offset += header;
        buf = buf.subarray(header);
        continue;
      }
      skip = size;
    }
  }
  throw unreadable();
}

function parseMoov(moov: Buffer): number {
  let at = 0;
  while (at + 8 <= moov.length) {
    const size = moov.readUInt32BE(at);
    const type = moov.toString("latin1", at + 4, at + 8);
    if (size < 8) break;
    if (type === "mvhd") {
      const version = moov.readUInt8(at + 8);
      const timescale = version === 1 ? moov.readUInt32BE(at + 28) : moov.readUInt32BE(at + 20);
      const duration = version === 1 ? Number(moov.readBigUInt64BE(at + 32)) : moov.readUInt32BE(at + 24);
      if (!timescale) break;
      return duration / timescale;
    }
    at += size;
  }
  throw unreadable();
}

// --- WebM (Matroska/EBML) ------------------------------------------------------------------

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
const SIMPLE_BLOCK = 0xa3;

/** A variable-length integer: the element id keeps its marker bit, a size drops it. */
function readVint(
  buf: Buffer,
  at: number,
  keepMarker: boolean,
): { value: number; length: number; unknown: boolean } | undefined {
  if (at >= buf.length) return undefined;
  const first = buf[at] ?? 0;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8 || at + length > buf.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buf[at + i] ?? 0;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/**
 * Reads a WebM stream and returns its duration in seconds: from the segment's Info/Duration
 * when present, otherwise (recordings from browsers often leave it out) from the latest block
 * timecode: each cluster's timecode plus its blocks' relative timecodes.
 */
export async function probeWebmDuration(stream: Readable): Promise<number> {
  let pending: Buffer = Buffer.alloc(0);
  let skip = 0;
  let sawHeader = false;
  let scale = 1_000_000;
  let clusterTimecode = 0;
  let latest = -1;

  for await (const chunk of stream as AsyncIterable<Buffer>) {
    let buf: Buffer = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    pending = Buffer.alloc(0);
    while (buf.length > 0) {
      if (skip > 0) {
        const step = Math.min(skip, buf.length);
        skip -= step;
        buf = buf.subarray(step);
        continue;
      }
      const id = readVint(buf, 0, true);
      const size = id ? readVint(buf, id.length, false) : undefined;
      if (!id || !size) {
        if (buf.length > 64) throw unreadable();
        pending = buf;
        break;
      }
      const header = id.length + size.length;
      if (!sawHeader) {
        if (id.value !== EBML_HEADER) throw unreadable();
        sawHeader = true;
        skip = header + size.value;
        continue;
      }
      if (id.value === SEGMENT || id.value === CLUSTER || id.value === BLOCK_GROUP) {
        // Containers: step inside; a cluster's children give its timecode and block times.
        buf = buf.subarray(header);
        continue;
      }
      if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
        // Track number (a vint), then the block's timecode relative to its cluster (int16).
        if (buf.length < header + 12) {
          pending = buf;
          break;
        }
        const track = readVint(buf, header, false);
        if (!track) throw unreadable();
        latest = Math.max(latest, clusterTimecode + buf.readInt16BE(header + track.length));
        skip = header + size.value;
        continue;
      }
      if (id.value === INFO || id.value === CLUSTER_TIMECODE) {
        if (buf.length < header + size.value) {
          pending = buf;
          break;
        }
        const body = buf.subarray(header, header + size.value);
        if (id.value === CLUSTER_TIMECODE) {
          clusterTimecode = body.readUIntBE(0, Math.min(6, body.length));
          latest = Math.max(latest, clusterTimecode);
        } else {
          const info = parseInfo(body);
          scale = info.scale;
          if (info.duration !== undefined) {
            stream.destroy();
            return (info.duration * scale) / 1e9;
          }
        }
        buf = buf.subarray(header + size.value);
        continue;
      }
      if (size.unknown) throw unreadable();
      skip = header + size.value;
    }
  }
  if (latest < 0) throw unreadable();
  return (latest * scale) / 1e9;
}

function parseInfo(body: Buffer): { scale: number; duration?: number } {
  let scale = 1_000_000;
  let duration: number | undefined;
  let at = 0;
  while (at < body.length) {
    const id = readVint(body, at, true);
    const size = id ? readVint(body, at + id.length, false) : undefined;
    if (!id || !size) break;
    const start = at + id.length + size.length;
    const value = body.subarray(start, start + size.value);
    if (id.value === TIMECODE_SCALE) scale = value.readUIntBE(0, Math.min(6, value.length));
    if (id.value === DURATION) duration = value.length === 4 ? value.readFloatBE(0) : value.readDoubleBE(0);
    at = start + size.value;
  }
  return { scale, duration };
}

/** Duration in seconds of an MP4, MOV or WebM stream, read from the file itself. */
export function probeVideoDuration(stream: Readable, mime: string): Promise<number> {
  return mime === "video/webm" ? probeWebmDuration(stream) : probeMp4Duration(stream);
}
