import { Worker } from "node:worker_threads";

/** [x, y, width, height] as shares (0–1) of the picture's width and height. */
export type Box = readonly [number, number, number, number];

export interface Detection {
  label: string;
  confidence: number;
  box: Box;
}

/** A face the detector found: where it is, never who or what kind of person. */
export interface FaceDetection {
  confidence: number;
  box: Box;
}

export interface Detections {
  objects: Detection[];
  faces: FaceDetection[];
}

export interface ObjectDetector {
  /** COCO objects and faces in an RGB image (8-bit, 3 channels). */
  detect(rgb: Uint8Array, width: number, height: number): Promise<Detections>;
  /** True once the worker thread (and with it the model) has been started by a first detect(). */
  readonly started: boolean;
  close(): Promise<void>;
}

/**
 * An analysis worker (the detector, the text reader) left with nothing to do for this long is
 * stopped, and its memory (≈ 150–200 MB each, WebAssembly memory that never shrinks while the
 * thread lives) goes back to the system; the next photo starts it again in about a second
 * (docs/decisions/208). Photos uploaded together are analysed one after another, well within it.
 */
export const ANALYSIS_WORKER_IDLE_MS = 60_000;

/**
 * The object detector in its own worker thread, started on first use (server start-up stays
 * fast), kept warm while photos arrive and stopped after `idleMs` without one; analysis never
 * blocks the event loop.
 */
export function createObjectDetector(options: { timeoutMs?: number; idleMs?: number } = {}): ObjectDetector {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const idleMs = options.idleMs ?? ANALYSIS_WORKER_IDLE_MS;
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;
  const waiting = new Map<
    number,
    { resolve: (d: Detections) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }
  >();

  const failAll = (error: Error) => {
    for (const [id, entry] of waiting) {
      clearTimeout(entry.timer);
      entry.reject(error);
      waiting.delete(id);
    }
    worker = undefined;
  };

  const start = () => {
    const created = new Worker(new URL("./detector-worker.ts", import.meta.url));
    created.unref();
    created.on("message", (message: { id: number; objects?: Detection[]; faces?: FaceDetection[]; error?: string }) => {
      const entry = waiting.get(message.id);
      if (!entry) return;
      waiting.delete(message.id);
      clearTimeout(entry.timer);
      if (message.error || !message.objects) entry.reject(new Error(`object detection failed: ${message.error}`));
      else entry.resolve({ objects: message.objects, faces: message.faces ?? [] });
    });
    // A worker stopped when idle may exit after the next photo started a new one: only the
    // current worker's end fails what is waiting.
    const ended = (error: Error) => {
      if (worker === undefined || worker === created) failAll(error);
    };
    created.on("error", ended);
    created.on("exit", (code) => ended(new Error(`object detector stopped (exit ${code})`)));
    return created;
  };

  return {
    get started() {
      return worker !== undefined;
    },
    detect(rgb, width, height) {
      clearTimeout(idleTimer);
      worker ??= start();
      const active = worker;
      const id = nextId++;
      return new Promise<Detections>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error("object detection timed out"));
        }, timeoutMs);
        waiting.set(id, { resolve, reject, timer });
        active.ref();
        active.postMessage({ id, rgb, width, height }, [rgb.buffer as ArrayBuffer]);
      }).finally(() => {
        if (waiting.size > 0) return;
        active.unref();
        clearTimeout(idleTimer);
        idleTimer = setTimeout(() => {
          if (waiting.size === 0 && worker === active) {
            worker = undefined;
            active.terminate().catch(() => undefined);
          }
        }, idleMs);
        idleTimer.unref();
      });
    },
    async close() {
      clearTimeout(idleTimer);
      const active = worker;
      worker = undefined;
      if (active) await active.terminate();
    },
  };
}
