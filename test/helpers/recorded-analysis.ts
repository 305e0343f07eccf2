/**
 * Recorded photo analysis for server tests (issue 25, docs/decisions/701). The real object
 * detector and text reader take seconds to start and hundreds of milliseconds per photo; most
 * tests only need what they *found* in the photos the tests send. These stand-ins answer with
 * what the real ones answered for the same pixels, recorded in
 * test/fixtures/analysis-recordings.json, and with "nothing found" for pixels never recorded
 * (the real detector's answer for the synthetic gradients and noise most tests upload).
 *
 * Everything around the two models still runs: sharp decodes, resizes and measures colours;
 * analyse.ts applies its thresholds, positions and settings; readable-text.ts filters the
 * words. Only the two worker threads are replaced.
 *
 * `RECORD_ANALYSIS=1 npm run test:server` runs the real models behind these and writes every
 * new answer to the recording (run it after changing a test photo or the analysis' input).
 * Tests whose subject is analysis itself use the real models (createTestApp({ analysis: "real" })
 * or createObjectDetector() / createTextReader() directly).
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT_DIR } from "#server/config.ts";
import { createObjectDetector, type Detections, type ObjectDetector } from "#server/media/analysis/detector.ts";
import { createTextReader, type ReadWord, type TextReader } from "#server/media/analysis/text-reader.ts";

export const RECORDINGS_FILE = path.join(ROOT_DIR, "test", "fixtures", "analysis-recordings.json");

interface Recordings {
  detections: Record<string, Detections>;
  words: Record<string, ReadWord[]>;
}

const recording = process.env.RECORD_ANALYSIS === "1";

function load(): Recordings {
  try {
    return JSON.parse(readFileSync(RECORDINGS_FILE, "utf8")) as Recordings;
  } catch {
    return { detections: {}, words: {} };
  }
}

/** Adds new answers to the file (several test files may record at once: merge with what is there). */
function save(kind: keyof Recordings, key: string, value: Detections | ReadWord[]) {
  const current = load();
  (current[kind] as Record<string, unknown>)[key] = value;
  const sorted = (entries: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(
    RECORDINGS_FILE,
    `${JSON.stringify({ detections: sorted(current.detections), words: sorted(current.words) }, null, 1)}\n`,
  );
}

/** The key of an image: its size and a hash of its pixels. */
export function pixelsKey(pixels: Uint8Array, width: number, height: number): string {
  return `${width}x${height}:${createHash("sha256").update(pixels).digest("hex").slice(0, 32)}`;
}

const recorded = load();

/** Answers from the recording; in record mode, the real detector's answers, recorded. */
export function createRecordedDetector(): ObjectDetector {
  const real = recording ? createObjectDetector() : undefined;
  let started = false;
  return {
    async detect(rgb, width, height) {
      started = true;
      const key = pixelsKey(rgb, width, height);
      if (real) {
        const found = await real.detect(rgb, width, height);
        if (found.objects.length > 0 || found.faces.length > 0) save("detections", key, found);
        return found;
      }
      return structuredClone(recorded.detections[key] ?? { objects: [], faces: [] });
    },
    get started() {
      return started;
    },
    close: async () => {
      await real?.close();
    },
  };
}

/** Answers from the recording; in record mode, the real text reader's answers, recorded. */
export function createRecordedTextReader(): TextReader {
  const real = recording ? createTextReader() : undefined;
  let started = false;
  return {
    async read(grey, width, height) {
      started = true;
      const key = pixelsKey(grey, width, height);
      if (real) {
        const words = await real.read(grey, width, height);
        if (words.length > 0) save("words", key, words);
        return words;
      }
      return structuredClone(recorded.words[key] ?? []);
    },
    get started() {
      return started;
    },
    close: async () => {
      await real?.close();
    },
  };
}
