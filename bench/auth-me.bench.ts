/**
 * bench:auth-me — latency of GET /api/auth/me with a valid session (one joined lookup of
 * session and user per request) on the real server in production mode, embedded database.
 * Measures sequential requests first (p50/p99 of one user's request, no queueing), then
 * the same route under concurrent load with autocannon.
 * Usage: npm run bench:auth-me   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_REQUESTS to change)
 */
import autocannon from "autocannon";
import { registerBenchUser, startBenchServer } from "./lib.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const sequential = Number(process.env.BENCH_REQUESTS ?? 500);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const server = await startBenchServer();
try {
  const cookie = await registerBenchUser(server.url);
  const headers = { cookie };

  for (let i = 0; i < 50; i++) await (await fetch(`${server.url}/api/auth/me`, { headers })).text(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < sequential; i++) {
    const start = performance.now();
    const res = await fetch(`${server.url}/api/auth/me`, { headers });
    await res.text();
    if (res.status !== 200) throw new Error(`GET /api/auth/me answered ${res.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);

  const loaded = await autocannon({ url: `${server.url}/api/auth/me`, connections, duration: seconds, headers });
  const errors = loaded.errors + loaded.timeouts + loaded.non2xx;

  process.stdout.write(
    `\nbench:auth-me — GET /api/auth/me with a valid session, Node ${process.version}, embedded PGlite\n\n` +
      `| mode | requests | p50 ms | p99 ms | req/s | errors |\n|---|---:|---:|---:|---:|---:|\n` +
      `| sequential (one client) | ${sequential} | ${percentile(times, 50).toFixed(2)} | ${percentile(times, 99).toFixed(2)} | ${Math.round(1000 / (times.reduce((a, b) => a + b, 0) / times.length))} | 0 |\n` +
      `| ${connections} connections, ${seconds} s | ${loaded.requests.total} | ${loaded.latency.p50} | ${loaded.latency.p99} | ${Math.round(loaded.requests.average)} | ${errors} |\n`,
  );
} finally {
  await server.stop();
}
