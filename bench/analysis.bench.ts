/**
 * bench:analysis — image analysis for the offline engine, per photo, warm: sharp (orientation,
 * light, colours, warmth, sky), the COCO object detector and the BlazeFace face detector in
 * their worker thread (TF.js WASM) and, since decision 206, the text reader (tesseract.js) in
 * its own thread, in parallel with detection.
 *
 * 1. In this process, on four photos (a 12 MP dinner photo and a 12 MP street photo without
 *    writing, a shop sign and a poster with writing), the same photos measured without the text
 *    reader (as before decision 206) and with it, in one run so both see the same machine load:
 *    median and p90 per photo, the CPU time an analysis takes over all threads (which, unlike
 *    wall-clock time, does not grow when other work shares the cores), creation cost at
 *    start-up, the process's resident memory.
 *    Then a video against a photo, in the same run (issue 33, decision 755): the analysis job's
 *    work for one video — each of its VIDEO_FRAMES_MAX sampled frames (720 px, as the browser
 *    draws them) analysed one after the other, then merged — beside one photo's (its 1080 px
 *    preview), warm, and the Reel pre-flight's read of a real MP4 (mediabunny).
 * 2. The whole server (production mode, embedded PGlite, no model configured): photos uploaded
 *    through the API, analysed in the background, one offline generation; then the server
 *    process's resident memory now (VmRSS) and at its peak (VmHWM).
 *
 * Budget (issue 17): ≤ 1.5 s per photo warm; ≤ 600 MB resident for the whole server.
 * Usage: npm run bench:analysis   (BENCH_ROUNDS to change the warm rounds per photo, default 5;
 * BENCH_SERVER_ONLY=1 for part 2 alone; BENCH_NODE_ARGS for the server's node options)
 */
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { VIDEO_FRAMES_MAX } from "#contract/reel-limits.ts";
import { writeOfflinePost } from "#server/features/captions/offline/writer.ts";
import { analyseImage } from "#server/media/analysis/analyse.ts";
import { ANALYSIS_WORKER_IDLE_MS, createObjectDetector } from "#server/media/analysis/detector.ts";
import { mergeFrameAnalyses } from "#server/media/analysis/frames.ts";
import { createTextReader, type TextReader } from "#server/media/analysis/text-reader.ts";
import { checkReel } from "#server/media/reel-check.ts";
import { animalAndDrinkPhotos, STREET_PHOTO, samplePhoto } from "#test/helpers/photos.ts";
import { chaiPointSign, salePoster } from "#test/helpers/text-photos.ts";
import { VIDEO_FIXTURES } from "#test/helpers/videos.ts";
import { registerBenchUser, startBenchServer } from "./lib.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
const at = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
const stats = (times: readonly number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: at(sorted, 0.5), p90: at(sorted, 0.9), max: sorted.at(-1) ?? Number.NaN };
};
const ms = (n: number) => `${n.toFixed(0)} ms`;

// A man at a dinner table (from the sample sheet) and the robot street film still, enlarged to
// 12 megapixels like a phone's; the sign and the poster as test/helpers/text-photos.ts makes them.
const twelveMp = async (input: Buffer | string) =>
  sharp(input).resize(4000, 3000, { fit: "cover" }).jpeg({ quality: 88 }).toBuffer();
const photos = [
  { name: "dinner (12 MP, no text)", jpeg: await twelveMp(await samplePhoto(2)) },
  { name: "street (12 MP, no text)", jpeg: await twelveMp(STREET_PHOTO) },
  { name: "sign “CHAI POINT” (2160×1080)", jpeg: await chaiPointSign() },
  { name: "poster “SALE 50%” (1080×1350)", jpeg: await salePoster() },
];

/** Part 1, in this process (skipped with BENCH_SERVER_ONLY=1, to compare server settings quickly). */
async function inThisProcess() {
  const rssStart = process.memoryUsage().rss;
  // What server start-up pays: creating the detector and the reader starts no thread and loads no model.
  const createStart = performance.now();
  const detector = createObjectDetector();
  const reader = createTextReader();
  const createMs = performance.now() - createStart;
  if (detector.started || reader.started) throw new Error("a model started on creation");

  /** Warm timings per photo: one untimed analysis of each photo first, then ROUNDS rounds. */
  async function measure(withReader: TextReader | undefined) {
    const perPhoto = new Map<string, number[]>(photos.map((p) => [p.name, []]));
    const all: number[] = [];
    // CPU time of the whole process (all threads: main, detector, reader) per analysis: unlike
    // the wall-clock time it does not grow when other work on the machine takes the cores.
    const cpu: number[] = [];
    const coldStart = performance.now();
    const read = new Map<string, string | undefined>();
    for (const photo of photos) read.set(photo.name, (await analyseImage(photo.jpeg, detector, withReader)).text);
    const cold = performance.now() - coldStart;
    for (let round = 0; round < ROUNDS; round++) {
      for (const photo of photos) {
        const start = performance.now();
        const cpuStart = process.cpuUsage();
        await analyseImage(photo.jpeg, detector, withReader);
        const took = performance.now() - start;
        const used = process.cpuUsage(cpuStart);
        cpu.push((used.user + used.system) / 1000);
        perPhoto.get(photo.name)?.push(took);
        all.push(took);
      }
    }
    return { all: stats(all), cpu: stats(cpu), perPhoto, cold, read };
  }

  const before = await measure(undefined);
  const rssDetector = process.memoryUsage().rss;
  const after = await measure(reader);
  const rssAfter = process.memoryUsage().rss;
  // A video against a photo: what the analysis job does for each (decision 755), warm.
  const preview = await sharp(photos[0]?.jpeg as Buffer)
    .resize(1080, 1080, { fit: "inside" })
    .webp()
    .toBuffer();
  const sources = [...photos.map((p) => p.jpeg), ...(await animalAndDrinkPhotos()).map((p) => p.jpeg)];
  const frames = await Promise.all(
    Array.from({ length: VIDEO_FRAMES_MAX }, (_, i) =>
      sharp(sources[i % sources.length] as Buffer)
        .resize(405, 720, { fit: "cover" })
        .webp()
        .toBuffer(),
    ),
  );
  for (const frame of frames) await analyseImage(frame, detector, reader);
  const photoTimes: number[] = [];
  const videoTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let start = performance.now();
    await analyseImage(preview, detector, reader);
    photoTimes.push(performance.now() - start);
    start = performance.now();
    const facts = [];
    for (const frame of frames) facts.push(await analyseImage(frame, detector, reader));
    mergeFrameAnalyses(facts);
    videoTimes.push(performance.now() - start);
  }
  const reelFile = path.join(VIDEO_FIXTURES, "cat-street.mp4");
  const reelStart = performance.now();
  const reel = await checkReel(createReadStream(reelFile), (await stat(reelFile)).size);
  const reelMs = performance.now() - reelStart;
  const photoRun = stats(photoTimes);
  const videoRun = stats(videoTimes);

  // The offline engine's writing step on top, for the record (Hindi, the sign's analysis).
  const signFacts = await analyseImage(photos[2]?.jpeg as Buffer, detector, reader);
  const writeStart = performance.now();
  for (let i = 0; i < 10; i++)
    writeOfflinePost({
      images: [signFacts],
      contentField: "food",
      tone: "friendly",
      language: "hindi",
      script: "native",
      plan: "free",
      productHashtag: "CaptionKaro",
      hashtagCap: 5,
      seed: i,
    });
  const writeMs = (performance.now() - writeStart) / 10;
  await Promise.all([detector.close(), reader.close()]);

  let out =
    `\nbench:analysis — ${ROUNDS} warm rounds over ${photos.length} photos, detector and reader each in a worker thread (WASM)\n` +
    `at server start: createObjectDetector() + createTextReader() ${createMs.toFixed(2)} ms, no thread, no model\n`;
  for (const [label, run] of [
    ["before (detection only)", before],
    ["after (detection + OCR)", after],
  ] as const) {
    out +=
      `\n${label}: first pass over the photos (loads the models) ${ms(run.cold)}; warm per photo: ` +
      `median ${ms(run.all.median)}, p90 ${ms(run.all.p90)}, max ${ms(run.all.max)}; ` +
      `CPU time (all threads) median ${ms(run.cpu.median)}, p90 ${ms(run.cpu.p90)}\n`;
    for (const [name, times] of run.perPhoto) {
      const s = stats(times);
      const text = run.read.get(name);
      out += `  ${name.padEnd(32)} median ${ms(s.median).padStart(7)}, p90 ${ms(s.p90).padStart(7)}${text ? `  read “${text}”` : ""}\n`;
    }
  }
  out +=
    `\na video against a photo (same run, warm, detection + OCR): one photo (1080 px preview) median ${ms(photoRun.median)}, p90 ${ms(photoRun.p90)}; ` +
    `one video (${VIDEO_FRAMES_MAX} frames of 405×720, one after the other, merged) median ${ms(videoRun.median)}, p90 ${ms(videoRun.p90)} ` +
    `(${(videoRun.median / photoRun.median).toFixed(1)}× a photo, ${ms(videoRun.median / VIDEO_FRAMES_MAX)} a frame)\n` +
    `Reel pre-flight of a 4 s 9:16 MP4 (mediabunny, from the file): ${ms(reelMs)}, ${reel.publishable ? "publishable" : "refused"}\n`;
  out +=
    `\nwriting a Hindi post from an analysis: ${writeMs.toFixed(1)} ms\n` +
    `resident memory of this process: ${mb(rssStart)} MB at start, ${mb(rssDetector)} MB with the detector, ${mb(rssAfter)} MB with the detector and the reader\n`;
  process.stdout.write(out);
}
if (!process.env.BENCH_SERVER_ONLY) await inThisProcess();

// 2. The whole server on the embedded database, started as `npm start` starts it on a new
// data directory (its first start: a copy of the empty database `npm run build` prepared,
// decision 208).
// BENCH_NODE_ARGS adds options for node (e.g. to compare V8 or allocator settings).
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
const server = await startBenchServer({}, { nodeArgs });
const serverMemory = async () => {
  const status = await readFile(`/proc/${server.process.pid}/status`, "utf8");
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1] ?? Number.NaN);
  return { rss: (kb("VmRSS") / 1024).toFixed(0), peak: (kb("VmHWM") / 1024).toFixed(0) };
};
try {
  const idle = await serverMemory();
  const cookie = await registerBenchUser(server.url);
  const json = { cookie, "content-type": "application/json" };
  const ids: string[] = [];
  for (const [i, photo] of photos.entries()) {
    const target = await (
      await fetch(`${server.url}/api/objects/upload`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ fileName: `p${i}.jpg`, fileSize: photo.jpeg.length, mimeType: "image/jpeg" }),
      })
    ).json();
    // Local storage answers a path on this server (decision 726).
    await fetch(new URL(target.uploadURL, server.url), {
      method: "PUT",
      headers: target.headers,
      body: new Uint8Array(photo.jpeg),
    });
    const created = await (
      await fetch(`${server.url}/api/content`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({
          fileName: `p${i}.jpg`,
          originalName: `p${i}.jpg`,
          fileType: "image",
          mimeType: "image/jpeg",
          fileSize: photo.jpeg.length,
          objectPath: target.objectPath,
        }),
      })
    ).json();
    const done = await fetch(`${server.url}/api/content/${created.id}/upload-complete`, {
      method: "PUT",
      headers: json,
      body: JSON.stringify({ objectURL: target.uploadURL }),
    });
    if (!done.ok) throw new Error(`upload failed: ${done.status} ${await done.text()}`);
    ids.push(created.id);
  }
  // The background analysis of every photo (detector and reader in the server process).
  const deadline = Date.now() + 120_000;
  for (;;) {
    const list = await (await fetch(`${server.url}/api/content`, { headers: json })).json();
    const items: { id: string; analyzed: boolean }[] = Array.isArray(list) ? list : (list.items ?? []);
    if (ids.every((id) => items.find((item) => item.id === id)?.analyzed)) break;
    if (Date.now() > deadline) throw new Error("the photos were not analysed within 2 minutes");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const generated = await fetch(`${server.url}/api/generate-caption`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ contentItemIds: [ids[2]], language: "hindi" }),
  });
  if (!generated.ok) throw new Error(`generation failed: ${generated.status} ${await generated.text()}`);
  const body = await generated.json();
  const caption: string = body.results?.[0]?.caption ?? body.caption ?? "";
  const busy = await serverMemory();
  // The detector and the reader stop after ANALYSIS_WORKER_IDLE_MS without a photo.
  await new Promise((resolve) => setTimeout(resolve, ANALYSIS_WORKER_IDLE_MS + 5_000));
  const rested = await serverMemory();
  process.stdout.write(
    `\nwhole server (production, embedded PGlite on a new data directory, offline engine${nodeArgs.length ? `, node ${nodeArgs.join(" ")}` : ""}):\n` +
      `  resident ${idle.rss} MB after start-up (peak ${idle.peak} MB: the first start, on the build's empty database);\n` +
      `  after ${photos.length} uploads analysed in the background and one generation: ${busy.rss} MB now, ${busy.peak} MB at peak` +
      ` (the Hindi caption of the sign ${caption.includes("“CHAI POINT”") ? "quotes “CHAI POINT”" : "does not quote the sign"});\n` +
      `  ${(ANALYSIS_WORKER_IDLE_MS + 5_000) / 1000} s later, the analysis workers stopped: ${rested.rss} MB now, ${rested.peak} MB at peak\n`,
  );
} finally {
  await server.stop();
}
