/**
 * bench:analysis — image analysis for the offline engine, per photo, warm: sharp (orientation,
 * light, colours, warmth, sky) plus the COCO object detector and the BlazeFace face detector in
 * their worker thread (TF.js WASM). Prints median and p90 time and the process's resident
 * memory. Budget (issue 17): ≤ 1.5 s per photo warm; ≤ 600 MB for the whole server.
 * Usage: npm run bench:analysis
 */
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import { writeOfflinePost } from "../src/server/features/captions/offline/writer.ts";
import { analyseImage } from "../src/server/media/analysis/analyse.ts";
import { createObjectDetector } from "../src/server/media/analysis/detector.ts";

const require = createRequire(import.meta.url);
const samples = path.join(path.dirname(require.resolve("@vladmandic/human")), "..", "assets", "samples.jpg");
// A photo from the sample sheet (a man at a dinner table), enlarged to 12 megapixels like a phone's.
const meta = await sharp(samples).metadata();
const strip = Math.round(((meta.height ?? 0) * 100) / 724);
const cell = Math.floor((meta.width ?? 0) / 8);
const photo = await sharp(samples)
  .extract({ left: 2 * cell, top: 0, width: cell, height: strip })
  .resize(4000, 3000, { fit: "cover" })
  .jpeg({ quality: 88 })
  .toBuffer();

const rssBefore = process.memoryUsage().rss;
// What server start-up pays for the detector: creating it starts no thread and loads no model.
const createStart = performance.now();
const detector = createObjectDetector();
const createMs = performance.now() - createStart;
const rssCreated = process.memoryUsage().rss;
if (detector.started) throw new Error("the detector started on creation");
const coldStart = performance.now();
const first = await analyseImage(photo, detector);
const cold = performance.now() - coldStart;
const times: number[] = [];
const engineTimes: number[] = [];
for (let i = 0; i < 10; i++) {
  const start = performance.now();
  const facts = await analyseImage(photo, detector);
  times.push(performance.now() - start);
  // The whole offline engine for this photo: analysis plus writing the post (Hindi).
  writeOfflinePost({
    images: [facts],
    contentField: "food",
    tone: "friendly",
    language: "hindi",
    script: "native",
    plan: "free",
    productHashtag: "CaptionKaro",
    hashtagCap: 5,
    seed: i,
  });
  engineTimes.push(performance.now() - start);
}
engineTimes.sort((a, b) => a - b);
times.sort((a, b) => a - b);
const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
process.stdout.write(
  `\nbench:analysis — 4000×3000 JPEG (${(photo.length / 1024 / 1024).toFixed(1)} MB), detector in a worker thread (WASM)\n` +
    `createObjectDetector() at server start: ${createMs.toFixed(2)} ms, no worker thread, no model (resident memory ${mb(rssBefore)} → ${mb(rssCreated)} MB)\n` +
    `first call (starts the worker, loads the model): ${cold.toFixed(0)} ms; warm analysis: median ${times[5]?.toFixed(0)} ms, p90 ${times[9]?.toFixed(0)} ms\n` +
    `offline engine per photo (analysis + writing a Hindi post), warm: median ${engineTimes[5]?.toFixed(0)} ms\n` +
    `found: ${first.peopleCount} people, ${first.faceCount} faces, objects [${first.objects?.map((o) => `${o.label} ${o.confidence}`).join(", ")}], subject ${first.subject ?? "none"}, colours [${first.colours.join(", ")}], ${first.brightness}, ${first.warmth} light, setting ${first.setting ?? "not sure"}, ${first.orientation}\n` +
    `resident memory: ${mb(rssBefore)} MB before, ${mb(process.memoryUsage().rss)} MB after (detector included)\n`,
);
await detector.close();
