/**
 * Reading text in photos (OCR) for the offline writer (decision 206): tesseract.js 7 (the
 * Tesseract LSTM engine compiled to WASM) in its own worker thread, with the English model
 * read from the @tesseract.js-data/eng package on disk. Nothing is fetched or cached at run
 * time: the language path is a folder inside node_modules and the cache is off.
 *
 * Started on first use (server start-up pays nothing), kept warm while photos arrive and
 * stopped after a minute without one (ANALYSIS_WORKER_IDLE_MS), one photo at a time.
 * Each photo costs a layout pass (where are text lines?) and then, only when it found some,
 * a recognition pass: over the whole picture when there is little text (signs, posters), or
 * over the largest few lines when there is a page of it (a screenshot, a menu), so that a
 * page of small print cannot take seconds. A read that still overruns its time limit stops
 * the worker; the next photo starts a fresh one.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { createWorker, OEM, PSM, type Worker } from "tesseract.js";
import { ANALYSIS_WORKER_IDLE_MS } from "./detector.ts";

const require = createRequire(import.meta.url);
/**
 * The LSTM-only English model ("best" network, integer weights: 2.9 MB gzipped), the one
 * tesseract.js itself would otherwise download for OEM.LSTM_ONLY.
 */
export const ENGLISH_MODEL_DIR = path.join(path.dirname(require.resolve("@tesseract.js-data/eng")), "4.0.0_best_int");

/**
 * A read still running after this long (wall-clock, from its own start) is abandoned and its
 * worker stopped. A read costs 0.1–0.5 s of CPU; only a machine with no core to spare, or a
 * picture Tesseract gets stuck on, takes this long, and then no text is better than waiting.
 */
export const READ_TIMEOUT_MS = 10_000;

/** A word Tesseract read, with its confidence (0–100) and box in pixels of the image read. */
export interface ReadWord {
  text: string;
  confidence: number;
  /** Index of the text line it belongs to, in reading order. */
  line: number;
  box: { x0: number; y0: number; x1: number; y1: number };
}

export interface TextReader {
  /** Words in an 8-bit greyscale image (one byte per pixel, row by row), in reading order. */
  read(grey: Uint8Array, width: number, height: number): Promise<ReadWord[]>;
  /** True once the worker thread (and with it the model) has been started by a first read(). */
  readonly started: boolean;
  close(): Promise<void>;
}

/** Lines lower than this (pixels, at the ≤ 1080 px the analysis reads) cannot be read reliably. */
export const LINE_HEIGHT_MIN = 10;
/**
 * Up to this much text (the sum of the candidate lines' width ÷ height, roughly a count of
 * characters) the whole picture is recognised in one pass; above it only the largest lines.
 */
export const FULL_PAGE_TEXT_MAX = 150;
/** With a page of text, only the largest lines are read, up to this many and this much text. */
const PAGE_LINES_MAX = 6;
const PAGE_TEXT_MAX = 90;

type Bbox = { x0: number; y0: number; x1: number; y1: number };
type JsonWord = { text: string; confidence: number; bbox: Bbox };
type JsonLine = { bbox: Bbox; words?: JsonWord[] };
type JsonBlock = { paragraphs: { lines: JsonLine[] }[] };

const pgm = (grey: Uint8Array, width: number, height: number) =>
  Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), grey]);

const linesOf = (blocks: readonly JsonBlock[] | null | undefined): JsonLine[] =>
  (blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));

/** A copy of one rectangle of a greyscale image. */
function crop(grey: Uint8Array, width: number, box: Bbox): Uint8Array {
  const w = box.x1 - box.x0;
  const out = new Uint8Array(w * (box.y1 - box.y0));
  for (let y = box.y0; y < box.y1; y++)
    out.set(grey.subarray(y * width + box.x0, y * width + box.x1), (y - box.y0) * w);
  return out;
}

async function readWith(worker: Worker, grey: Uint8Array, width: number, height: number): Promise<ReadWord[]> {
  const image = pgm(grey, width, height);
  // Pass 1: page layout only (no recognition), in sparse-text mode: text anywhere, any size.
  const layout = await worker.recognize(image, {}, { text: false, layoutBlocks: true } as never);
  const candidates = linesOf((layout.data as unknown as { layoutBlocks?: JsonBlock[] }).layoutBlocks)
    .map((line) => line.bbox)
    .filter((b) => b.y1 - b.y0 >= LINE_HEIGHT_MIN && b.x1 - b.x0 >= 0.8 * (b.y1 - b.y0));
  // No line Tesseract could read: no text, and no recognition pass (most photos stop here or
  // after a short pass over a few texture "lines").
  if (candidates.length === 0) return [];
  const amount = candidates.reduce((sum, b) => sum + (b.x1 - b.x0) / (b.y1 - b.y0), 0);
  const words: ReadWord[] = [];
  const take = (lines: readonly JsonLine[], dx = 0, dy = 0, lineBase = 0) => {
    lines.forEach((line, index) => {
      for (const w of line.words ?? [])
        words.push({
          text: w.text,
          confidence: w.confidence,
          line: lineBase + index,
          box: { x0: w.bbox.x0 + dx, y0: w.bbox.y0 + dy, x1: w.bbox.x1 + dx, y1: w.bbox.y1 + dy },
        });
    });
  };
  if (amount <= FULL_PAGE_TEXT_MAX) {
    // Straightened first: Tesseract measures the text's slant and turns the picture level
    // (a tilted stamp or a sign shot at an angle is otherwise missed).
    const result = await worker.recognize(image, { rotateAuto: true }, { text: false, blocks: true });
    take(linesOf(result.data.blocks as unknown as JsonBlock[]));
  } else {
    // A page of text: the largest lines (headlines first), each read as a single line.
    let budget = PAGE_TEXT_MAX;
    const largest = [...candidates].sort((a, b) => b.y1 - b.y0 - (a.y1 - a.y0)).slice(0, PAGE_LINES_MAX);
    const chosen = largest.filter((b) => {
      const cost = (b.x1 - b.x0) / (b.y1 - b.y0);
      if (cost > budget) return false;
      budget -= cost;
      return true;
    });
    chosen.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
    for (const [index, b] of chosen.entries()) {
      const pad = Math.round((b.y1 - b.y0) * 0.25);
      const box = {
        x0: Math.max(0, b.x0 - pad),
        y0: Math.max(0, b.y0 - pad),
        x1: Math.min(width, b.x1 + pad),
        y1: Math.min(height, b.y1 + pad),
      };
      const result = await worker.recognize(
        pgm(crop(grey, width, box), box.x1 - box.x0, box.y1 - box.y0),
        { tessedit_pageseg_mode: PSM.SINGLE_LINE } as never,
        { text: false, blocks: true },
      );
      const lines = linesOf(result.data.blocks as unknown as JsonBlock[]);
      take([{ bbox: b, words: lines.flatMap((l) => l.words ?? []) }], box.x0, box.y0, index);
    }
  }
  return words;
}

/**
 * The text reader, started on first use. Reads run one at a time; a read's time limit counts
 * from its own start, not from the time it waited for the one before.
 */
export function createTextReader(options: { timeoutMs?: number; idleMs?: number } = {}): TextReader {
  const timeoutMs = options.timeoutMs ?? READ_TIMEOUT_MS;
  const idleMs = options.idleMs ?? ANALYSIS_WORKER_IDLE_MS;
  let worker: Promise<Worker> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  const start = async () => {
    const created = await createWorker("eng", OEM.LSTM_ONLY, {
      langPath: ENGLISH_MODEL_DIR,
      gzip: true,
      // Never read or write a cached copy (the default writes eng.traineddata into the working folder).
      cacheMethod: "none",
    });
    await created.setParameters({
      tessedit_pageseg_mode: PSM.SPARSE_TEXT,
      // Tesseract's diagnostics ("Estimating resolution as …") go nowhere, not to the server's output.
      debug_file: "/dev/null",
    } as never);
    return created;
  };

  const stop = async () => {
    const active = worker;
    worker = undefined;
    if (active) await active.then((w) => w.terminate()).catch(() => undefined);
  };

  const readNow = async (grey: Uint8Array, width: number, height: number): Promise<ReadWord[]> => {
    worker ??= start();
    const active = worker;
    let timer: NodeJS.Timeout | undefined;
    try {
      // Starting the worker (loading the WASM engine and the model) is not part of a read's time.
      const ready = await active;
      const reading = readWith(ready, grey, width, height);
      // After an overrun the worker is stopped under the read, which then fails: nobody waits for it.
      reading.catch(() => undefined);
      const overrun = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("text reading timed out")), timeoutMs);
      });
      return await Promise.race([reading, overrun]);
    } catch (error) {
      // A stuck or failed worker is not reused: stop it, and the next read starts another.
      if (worker === active) await stop();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    get started() {
      return worker !== undefined;
    },
    read(grey, width, height) {
      clearTimeout(idleTimer);
      pending += 1;
      const run = queue.then(() => readNow(grey, width, height));
      queue = run
        .catch(() => undefined)
        .then(() => {
          pending -= 1;
          if (pending > 0) return;
          // Nothing queued: stop the worker if no read comes within idleMs.
          clearTimeout(idleTimer);
          idleTimer = setTimeout(() => {
            if (pending === 0) queue = queue.then(stop);
          }, idleMs);
          idleTimer.unref();
        });
      return run;
    },
    async close() {
      clearTimeout(idleTimer);
      await stop();
    },
  };
}
