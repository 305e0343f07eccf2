/**
 * Worker thread running the COCO object detector (CenterNet from @vladmandic/human) on the
 * TensorFlow.js WASM backend, with the models read from the npm package on disk. Besides the
 * object model only the face DETECTOR (BlazeFace: where a face is) is loaded: no face mesh,
 * recognition, age, gender, emotion, liveness or anti-spoofing model, so nothing can say who
 * a person is or anything about them (decision 202).
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parentPort } from "node:worker_threads";

interface DetectRequest {
  id: number;
  rgb: Uint8Array;
  width: number;
  height: number;
}

type Box = [number, number, number, number];
interface HumanResult {
  object: { label: string; score: number; boxRaw: Box }[];
  face: { score: number; boxScore?: number; boxRaw: Box }[];
}
interface HumanInstance {
  load(): Promise<void>;
  detect(input: unknown): Promise<HumanResult>;
  tf: { tensor3d(data: Uint8Array, shape: [number, number, number], dtype: string): { dispose(): void } };
}

const require = createRequire(import.meta.url);
// The package's "exports" map does not expose its WASM build, so it is loaded by file path.
const humanDist = path.dirname(require.resolve("@vladmandic/human"));
const wasmDir = `${path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm"))}/`;

// TensorFlow.js loads model files with fetch, which does not read file:// URLs in Node;
// in this worker only, file:// URLs are read from disk. Nothing else is fetched.
const networkFetch = globalThis.fetch;
globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  if (url.startsWith("file://")) return new Response(await readFile(fileURLToPath(url)));
  return networkFetch(input, init);
}) as typeof fetch;

const wasm = require("@tensorflow/tfjs-backend-wasm") as { setWasmPaths(prefix: string): void };
wasm.setWasmPaths(wasmDir);
const { Human } = require(path.join(humanDist, "human.node-wasm.js")) as {
  Human: new (config: Record<string, unknown>) => HumanInstance;
};

const human = new Human({
  backend: "wasm",
  wasmPath: wasmDir,
  modelBasePath: `${pathToFileURL(path.join(humanDist, "..", "models")).href}/`,
  debug: false,
  // Each call is a different photo, not a video frame: never reuse an earlier result.
  cacheSensitivity: 0,
  filter: { enabled: false },
  face: {
    enabled: true,
    detector: { modelPath: "blazeface.json", rotation: false, maxDetected: 30, minConfidence: 0.5, return: false },
    mesh: { enabled: false },
    iris: { enabled: false },
    description: { enabled: false },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
    attention: { enabled: false },
    gear: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
  object: { enabled: true, modelPath: "centernet.json", minConfidence: 0.2, maxDetected: 30 },
});
const ready = human.load();
const round = (n: number) => Math.round(n * 100) / 100;

parentPort?.on("message", async (message: DetectRequest) => {
  try {
    await ready;
    const tensor = human.tf.tensor3d(message.rgb, [message.height, message.width, 3], "int32");
    try {
      const result = await human.detect(tensor);
      parentPort?.postMessage({
        id: message.id,
        objects: result.object.map((o) => ({
          label: o.label,
          confidence: round(o.score),
          box: o.boxRaw.map(round),
        })),
        faces: result.face.map((f) => ({ confidence: round(f.boxScore ?? f.score), box: f.boxRaw.map(round) })),
      });
    } finally {
      tensor.dispose();
    }
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
