/**
 * bench:http — requests/s and p99 latency of the real server (production mode, embedded
 * database) on /healthz, a database-backed route (/readyz reads the migrations table) and
 * a hashed static asset, next to a bare Fastify "hello" server measured in the same run.
 * Usage: npm run build && npm run bench:http   (BENCH_SECONDS, BENCH_CONNECTIONS to change the load)
 */
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import autocannon from "autocannon";
import { ROOT_DIR } from "#server/config.ts";
import { startBenchServer } from "./lib.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

const html = await readFile(path.join(ROOT_DIR, "dist/web/index.html"), "utf8").catch(() => {
  throw new Error("Build the web app first: npm run build");
});
const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
if (!asset) throw new Error("no script asset in dist/web/index.html");

const hello = spawn(process.execPath, [path.join(ROOT_DIR, "bench/hello-server.ts")], {
  stdio: ["ignore", "pipe", "inherit"],
});
const helloUrl = await new Promise<string>((resolve) => hello.stdout?.once("data", (d) => resolve(String(d).trim())));
const server = await startBenchServer();

const rows: Row[] = [];
try {
  rows.push(await load("bare Fastify hello (reference)", `${helloUrl}/`));
  rows.push(await load("GET /healthz", `${server.url}/healthz`));
  rows.push(await load("GET /readyz (database)", `${server.url}/readyz`));
  rows.push(await load(`GET ${asset} (br)`, `${server.url}${asset}`, { "accept-encoding": "br, gzip" }));
  rows.push(await load("GET / (HTML shell)", `${server.url}/`, { "accept-encoding": "br, gzip" }));
} finally {
  hello.kill("SIGTERM");
  await server.stop();
}

const reference = rows[0]?.rps ?? 1;
process.stdout.write(
  `\nbench:http — Node ${process.version}, ${connections} connections, ${seconds} s each\n\n` +
    `| route | req/s | p50 ms | p99 ms | vs bare Fastify | errors |\n|---|---:|---:|---:|---:|---:|\n` +
    rows
      .map(
        (r) =>
          `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${(r.rps / reference).toFixed(2)}× | ${r.errors} |`,
      )
      .join("\n") +
    "\n",
);
