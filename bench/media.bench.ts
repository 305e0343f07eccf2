/**
 * bench:media — server-side processing of one 12-megapixel JPEG as at upload-complete:
 * type detection, safe decode, orientation, metadata removal, re-encode, 1080 px preview and
 * thumbnail. The photo is made in code with fine noise so it compresses like a real one.
 * Usage: npm run bench:media
 */
import sharp from "sharp";
import { detectMedia, processImage } from "../src/server/features/library/media.ts";

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
  `\nbench:media — ${width}×${height} JPEG (${mb(gradient.length)} MB), ${runs} warm runs, sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, concurrency ${sharp.concurrency()}\n` +
    `processing time: median ${at(0.5)} ms, p90 ${at(0.9)} ms, min ${times[0]?.toFixed(0)} ms\n` +
    `stored: original ${mb(last?.original.data.length ?? 0)} MB (${last?.original.width}×${last?.original.height}), ` +
    `preview ${((last?.preview.data.length ?? 0) / 1024).toFixed(0)} KB (${last?.preview.width}×${last?.preview.height}), ` +
    `thumbnail ${((last?.thumbnail.data.length ?? 0) / 1024).toFixed(0)} KB\n`,
);
