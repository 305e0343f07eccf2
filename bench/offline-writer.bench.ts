/**
 * bench:writer — the offline writer alone (issue 26, decision 730): one post per photo ×
 * language × note (none, English, Hindi, Hinglish), from the recorded analyses of the real test
 * photos (no models run), with the whole vocabulary. Measures the first generation of the process
 * (cold code; the vocabulary's index is built when the writer is imported) and the time per
 * generation after a warm-up. Target: ≤ 50 ms per generation.
 * Usage: npm run bench:writer   (BENCH_RUNS to change the number of measured rounds)
 */
import { LANGUAGE_CODES } from "#contract/languages.ts";
import { writeOfflinePost } from "#server/features/captions/offline/writer.ts";
import { recordedPhotoAnalyses } from "#test/helpers/recorded-photos.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const NOTES = [undefined, "Mom's rajma chawal", "नई बाइक की पहली राइड", "meri billi ka pehla birthday"];
const photos = await recordedPhotoAnalyses();

const generate = (round: number, i: number) => {
  const photo = photos[i % photos.length];
  const language = LANGUAGE_CODES[Math.floor(i / photos.length) % LANGUAGE_CODES.length] ?? "english";
  const note = NOTES[Math.floor(i / (photos.length * LANGUAGE_CODES.length)) % NOTES.length];
  return writeOfflinePost({
    images: [photo?.analysis ?? { colours: [], brightness: "normal", orientation: "square" }],
    ...(note ? { note } : {}),
    contentField: photo?.field ?? "lifestyle",
    tone: "friendly",
    language,
    script: i % 5 === 0 ? "latin" : "native",
    plan: "free",
    productHashtag: "CaptionKaro",
    hashtagCap: 5,
    seed: `bench-${round}-${i}`,
  });
};

const perRound = photos.length * LANGUAGE_CODES.length * NOTES.length;
const first = performance.now();
generate(-1, 0);
const firstMs = performance.now() - first;
for (let i = 0; i < perRound; i++) generate(-1, i);

const times: number[] = [];
for (let round = 0; round < RUNS; round++)
  for (let i = 0; i < perRound; i++) {
    const start = performance.now();
    generate(round, i);
    times.push(performance.now() - start);
  }
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
process.stdout.write(
  `offline writer, ${times.length} generations (${photos.length} photos × ${LANGUAGE_CODES.length} languages × ${NOTES.length} notes × ${RUNS} rounds):\n` +
    `first generation of the process (cold code) ${firstMs.toFixed(1)} ms; warm: median ${at(0.5).toFixed(2)} ms, ` +
    `p90 ${at(0.9).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms, max ${at(1).toFixed(2)} ms\n`,
);
