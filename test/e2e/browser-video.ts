import type { Page } from "playwright-core";

/**
 * Videos made inside the browser page, so its own <video> element can read them:
 * - `recordWebm`: a real MediaRecorder recording (no Duration in the file, like Chromium's own);
 * - `encodeWebm`: VP8 frames from WebCodecs with chosen timestamps, muxed into a WebM with a
 *   Duration, so a long video takes a moment to make instead of its real length.
 * Both return the file's bytes.
 */
export async function recordWebm(page: Page, milliseconds: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (ms) => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext("2d") as CanvasRenderingContext2D;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: "video/webm" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    let frame = 0;
    const draw = () => {
      context.fillStyle = `hsl(${(frame++ * 12) % 360} 80% 50%)`;
      context.fillRect(0, 0, 320, 240);
      context.fillStyle = "#fff";
      context.fillRect((frame * 6) % 320, 100, 40, 40);
    };
    draw();
    const timer = setInterval(draw, 40);
    recorder.start(250);
    await new Promise((resolve) => setTimeout(resolve, ms));
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, milliseconds);
  return Buffer.from(base64, "base64");
}

export async function encodeWebm(page: Page, seconds: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (total) => {
    const width = 160;
    const height = 120;
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
    const frames: { timestamp: number; key: boolean; data: Uint8Array }[] = [];
    const encoder = new VideoEncoder({
      output: (chunk) => {
        const data = new Uint8Array(chunk.byteLength);
        chunk.copyTo(data);
        frames.push({ timestamp: chunk.timestamp, key: chunk.type === "key", data });
      },
      error: (error) => {
        throw error;
      },
    });
    encoder.configure({ codec: "vp8", width, height, bitrate: 200_000, framerate: 1 });
    for (let s = 0; s <= total; s++) {
      context.fillStyle = `hsl(${(s * 20) % 360} 70% 50%)`;
      context.fillRect(0, 0, width, height);
      const frame = new VideoFrame(canvas, { timestamp: s * 1_000_000, duration: 1_000_000 });
      encoder.encode(frame, { keyFrame: s % 10 === 0 });
      frame.close();
    }
    await encoder.flush();
    encoder.close();

    // Matroska/WebM: every element as ID, an 8-byte size, then the body.
    const concat = (parts: Uint8Array[]) => {
      const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
      let offset = 0;
      for (const part of parts) {
        out.set(part, offset);
        offset += part.length;
      }
      return out;
    };
    const size = (n: number) => {
      const b = new Uint8Array(8);
      b[0] = 0x01;
      let v = n;
      for (let i = 7; i >= 1; i--) {
        b[i] = v & 0xff;
        v = Math.floor(v / 256);
      }
      return b;
    };
    const el = (id: number[], ...body: Uint8Array[]) => {
      const content = concat(body);
      return concat([new Uint8Array(id), size(content.length), content]);
    };
    const uint = (n: number, bytes = 4) => {
      const b = new Uint8Array(bytes);
      let v = n;
      for (let i = bytes - 1; i >= 0; i--) {
        b[i] = v & 0xff;
        v = Math.floor(v / 256);
      }
      return b;
    };
    const text = (s: string) => new TextEncoder().encode(s);
    const float = (n: number) => {
      const b = new Uint8Array(8);
      new DataView(b.buffer).setFloat64(0, n);
      return b;
    };
    const header = el(
      [0x1a, 0x45, 0xdf, 0xa3],
      el([0x42, 0x86], uint(1, 1)),
      el([0x42, 0xf7], uint(1, 1)),
      el([0x42, 0xf2], uint(4, 1)),
      el([0x42, 0xf3], uint(8, 1)),
      el([0x42, 0x82], text("webm")),
      el([0x42, 0x87], uint(2, 1)),
      el([0x42, 0x85], uint(2, 1)),
    );
    const info = el(
      [0x15, 0x49, 0xa9, 0x66],
      el([0x2a, 0xd7, 0xb1], uint(1_000_000)),
      el([0x4d, 0x80], text("test")),
      el([0x57, 0x41], text("test")),
      el([0x44, 0x89], float(total * 1000)),
    );
    const tracks = el(
      [0x16, 0x54, 0xae, 0x6b],
      el(
        [0xae],
        el([0xd7], uint(1, 1)),
        el([0x73, 0xc5], uint(1, 1)),
        el([0x83], uint(1, 1)),
        el([0x86], text("V_VP8")),
        el([0xe0], el([0xb0], uint(width, 2)), el([0xba], uint(height, 2))),
      ),
    );
    const clusters = frames.map((f) =>
      el(
        [0x1f, 0x43, 0xb6, 0x75],
        el([0xe7], uint(Math.round(f.timestamp / 1000))),
        el([0xa3], new Uint8Array([0x81, 0x00, 0x00, f.key ? 0x80 : 0x00]), f.data),
      ),
    );
    const segment = el([0x18, 0x53, 0x80, 0x67], info, tracks, ...clusters);
    const bytes = concat([header, segment]);
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, seconds);
  return Buffer.from(base64, "base64");
}
