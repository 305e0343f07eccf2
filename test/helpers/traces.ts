import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** One way a piece of a photo could have been written down, and the bytes to look for. */
export interface Trace {
  name: string;
  bytes: Buffer;
}

/**
 * Distinctive pieces of `image` as they would appear wherever it was written: its raw bytes,
 * base64 and base64url (each of the three alignments a copy could start at inside a longer
 * encoded text), hex, and the decimal list a JSON-serialised Buffer becomes. The pieces come
 * from the middle of the file, where a JPEG's compressed scan makes them unique.
 */
export function tracesOf(image: Buffer, label = "photo"): Trace[] {
  const middle = Math.floor(image.length / 2);
  const raw = image.subarray(middle, middle + 48);
  const traces: Trace[] = [
    { name: `${label} raw`, bytes: raw },
    { name: `${label} hex`, bytes: Buffer.from(raw.toString("hex")) },
    { name: `${label} as a JSON Buffer`, bytes: Buffer.from(image.subarray(middle, middle + 24).join(",")) },
  ];
  for (let shift = 0; shift < 3; shift++) {
    const piece = image.subarray(middle + shift, middle + shift + 60);
    traces.push({ name: `${label} base64 (+${shift})`, bytes: Buffer.from(piece.toString("base64")) });
    traces.push({ name: `${label} base64url (+${shift})`, bytes: Buffer.from(piece.toString("base64url")) });
  }
  return traces;
}

/** Every file under `dir`, however deep. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Where any of the traces occurs: in which file under `dir` (every file, read as bytes). */
export async function findTracesInDirectory(dir: string, traces: Trace[]): Promise<string[]> {
  const found: string[] = [];
  for (const file of await listFiles(dir)) {
    const content = await readFile(file).catch(() => Buffer.alloc(0));
    for (const trace of traces) {
      if (content.includes(trace.bytes)) found.push(`${path.relative(dir, file)}: ${trace.name}`);
    }
  }
  return found;
}

/** Which of the traces occur in a text (logs, a process's output). */
export function findTracesInText(text: string, traces: Trace[]): string[] {
  const bytes = Buffer.from(text);
  return traces.filter((trace) => bytes.includes(trace.bytes)).map((trace) => trace.name);
}
