/**
 * bench:media — one 12-megapixel JPEG at upload-complete, measured twice:
 * 1. in this process, the processing alone: type detection, safe decode, orientation,
 *    metadata removal, re-encode, 1080 px preview and thumbnail;
 * 2. over HTTP against the built server (production mode, embedded database, local storage),
 *    the whole `PUT /api/content/{id}/upload-complete` request: storage stat and reads, the
 *    processing, the three writes and the quota transaction. Each run first goes through
 *    the upload-URL request, the PUT and POST /api/content (not timed), and afterwards waits
 *    for the background analysis of the photo and deletes it, so runs do not overlap.
 * The photo is made in code with fine noise so it compresses like a real one.
 * Usage: npm run build && npm run bench:media
 */
import { availableParallelism, loadavg } from "node:os";
import sharp from "sharp";
import { detectMedia, processImage } from "#server/media/media.ts";
import { startBenchServer } from "./lib.ts";

const width = 4000;
const height = 3000;
const noise = await sharp({
  create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 30 } },
})
  .blur(1.2)
  .raw()
  .toBuffer();
const gradient = await sharp(
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  ),
)
  .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: "overlay" }])
  .jpeg({ quality: 88 })
  .withMetadata({ orientation: 6 })
  .toBuffer();

const runs = 12;
const times: number[] = [];
let last: Awaited<ReturnType<typeof processImage>> | undefined;
for (let i = 0; i < runs + 2; i++) {
  const start = performance.now();
  const media = await detectMedia(gradient.subarray(0, 4100));
  last = await processImage(gradient, media.kind === "image" ? media.mime : "image/jpeg");
  if (i >= 2) times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]?.toFixed(0);
const mb = (n: number) => (n / 1024 / 1024).toFixed(2);
process.stdout.write(
  `\nbench:media — load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")} on ${availableParallelism()} cores\n` +
    `${width}×${height} JPEG (${mb(gradient.length)} MB), ${runs} warm runs, sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, concurrency ${sharp.concurrency()}\n` +
    `processing time: median ${at(0.5)} ms, p90 ${at(0.9)} ms, min ${times[0]?.toFixed(0)} ms\n` +
    `stored: original ${mb(last?.original.data.length ?? 0)} MB (${last?.original.width}×${last?.original.height}), ` +
    `preview ${((last?.preview.data.length ?? 0) / 1024).toFixed(0)} KB (${last?.preview.width}×${last?.preview.height}), ` +
    `thumbnail ${((last?.thumbnail.data.length ?? 0) / 1024).toFixed(0)} KB\n`,
);

// 2. The whole upload-complete request on the built server.
const server = await startBenchServer();
try {
  const register = await fetch(`${server.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `bench-media-${Date.now()}@example.in`,
      password: "bench-password-1",
      name: "Bench",
      isAtLeast13: true,
      acceptTerms: true,
    }),
  });
  if (register.status !== 201) throw new Error(`register failed: ${register.status} ${await register.text()}`);
  const cookie = (register.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const json = { cookie, "content-type": "application/json" };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: body === undefined ? { cookie } : json,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? undefined : res.json();
  };

  const requestTimes: number[] = [];
  let stored = 0;
  for (let i = 0; i < runs + 2; i++) {
    const name = `wedding-${i}.jpg`;
    const target = await call("POST", "/api/objects/upload", {
      fileName: name,
      fileSize: gradient.length,
      mimeType: "image/jpeg",
    });
    const put = await fetch(target.uploadURL, { method: "PUT", headers: target.headers, body: gradient });
    if (!put.ok) throw new Error(`PUT: ${put.status} ${await put.text()}`);
    const item = await call("POST", "/api/content", {
      fileName: name,
      originalName: name,
      fileType: "image",
      mimeType: "image/jpeg",
      fileSize: gradient.length,
      objectPath: target.objectPath,
    });
    const start = performance.now();
    const done = await call("PUT", `/api/content/${item.id}/upload-complete`, { objectURL: target.uploadURL });
    const elapsed = performance.now() - start;
    if (done.status !== "ready") throw new Error(`not ready: ${JSON.stringify(done)}`);
    if (i >= 2) requestTimes.push(elapsed);
    stored = done.fileSize;
    // Let the background analysis of this photo finish before the next run.
    for (let wait = 0; wait < 100; wait++) {
      const listed = (await call("GET", "/api/content")) as { id: string; analyzed: boolean }[];
      if (listed.find((entry) => entry.id === item.id)?.analyzed) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await call("DELETE", `/api/content/${item.id}`);
  }
  requestTimes.sort((a, b) => a - b);
  const atRequest = (q: number) =>
    requestTimes[Math.min(requestTimes.length - 1, Math.floor(q * requestTimes.length))]?.toFixed(0);
  process.stdout.write(
    `upload-complete over HTTP (built server, production mode, PGlite, local storage), ${runs} warm runs: ` +
      `median ${atRequest(0.5)} ms, p90 ${atRequest(0.9)} ms, min ${requestTimes[0]?.toFixed(0)} ms; ` +
      `stored per photo ${mb(stored)} MB; load average after: ${loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}\n`,
  );
} finally {
  await server.stop();
}
