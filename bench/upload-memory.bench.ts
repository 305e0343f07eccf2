/**
 * bench:upload-memory — the server's resident memory while 20 uploads of 5 MB each stream
 * through the local storage provider at once (target: growth < 100 MB: uploads stream to
 * disk, never buffered whole), then the time to complete them.
 * Usage: npm run bench:upload-memory
 */

import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { availableParallelism, loadavg } from "node:os";
import { startBenchServer } from "./lib.ts";

const FILES = 20;
const SIZE = 5 * 1024 * 1024 - 1024;

const server = await startBenchServer();
const pid = server.process.pid;
const rss = async () =>
  Number(/VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

try {
  const register = await fetch(`${server.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.in`,
      password: "bench-password-1",
      name: "Bench",
      isAtLeast13: true,
      acceptTerms: true,
    }),
  });
  if (register.status !== 201) throw new Error(`register failed: ${register.status} ${await register.text()}`);
  const cookie = (register.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  // The free plan holds 100 MB; 20 × 5 MB needs a bigger plan for the completions to fit.
  const headers = { cookie, "content-type": "application/json" };

  const targets = [];
  for (let i = 0; i < FILES; i++) {
    const res = await fetch(`${server.url}/api/objects/upload`, {
      method: "POST",
      headers,
      body: JSON.stringify({ fileName: `f${i}.jpg`, fileSize: SIZE, mimeType: "image/jpeg" }),
    });
    if (res.status === 413) break;
    targets.push(await res.json());
  }
  const body = randomBytes(SIZE);
  for (let i = 0; i < 20; i++) await rss();
  const baseline = await rss();
  let peak = baseline;
  const sampler = setInterval(async () => {
    peak = Math.max(peak, await rss());
  }, 10);
  const started = performance.now();
  const results = await Promise.all(
    targets.map((t: { uploadURL: string; headers: Record<string, string> }) =>
      fetch(t.uploadURL, { method: "PUT", headers: t.headers, body, duplex: "half" } as RequestInit).then(
        (r) => r.status,
      ),
    ),
  );
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, await rss());
  process.stdout.write(
    `\nbench:upload-memory — ${targets.length} PUTs of ${(SIZE / 1024 / 1024).toFixed(1)} MB at once through the local provider\n` +
      `statuses: ${[...new Set(results)].join(", ")}; ${(elapsed / 1000).toFixed(2)} s for ${((targets.length * SIZE) / 1024 / 1024).toFixed(0)} MB\n` +
      `server resident memory: ${baseline.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB during, growth ${(peak - baseline).toFixed(0)} MB\n` +
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")} on ${availableParallelism()} cores\n`,
  );
} finally {
  await server.stop();
}
