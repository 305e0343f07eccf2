/**
 * bench:signed-in-read — throughput and latency of the signed-in reads the dashboard pages
 * make, next to a bare Fastify "hello" in the same run, on PostgreSQL (issues 14 and 27):
 *
 *   1. bare Fastify hello (bench/hello-server.ts, its own process) — the reference
 *   2. GET /api/auth/me with a valid session cookie
 *   3. GET /api/posts, the first page of 50 (the user has BENCH_POSTS saved posts); served
 *      from the posts page cache while none of the user's posts changes (decision 014)
 *   4. GET /api/posts?cursor=…, the second page of 50: read from the database on every
 *      request, shown for comparison (not a target)
 *   5. GET /api/dashboard, GET /api/billing, GET /api/content (the user has BENCH_CONTENT
 *      ready items, 100 by default) and GET /api/storage-stats, each alone
 *   6. the mixed workload of issue 27: every connection cycles through me, posts, dashboard,
 *      content, billing, storage-stats and a post edit (PATCH /api/posts/:id of the first
 *      page's posts in turn, or of one post with BENCH_EDIT_ONE_POST=1; each edit also empties
 *      the posts page cache, as a creator's edit does)
 *
 * The app runs as `npm run serve` runs it (its own process, `node src/server/main.ts`) in
 * production mode with the default log level (info), its log written to a file as a
 * server's would be, on a fresh database created on BENCH_DATABASE_URL's server
 * (default postgres://postgres@127.0.0.1:5432/postgres) and dropped afterwards.
 * autocannon loads each target in turn with BENCH_CONNECTIONS (200) connections for
 * BENCH_SECONDS (10) seconds after BENCH_WARMUP_SECONDS (2) seconds of warm-up, sending no
 * Accept-Encoding (like autocannon's default and most load tools); BENCH_ACCEPT_ENCODING=br
 * measures with brotli as browsers ask for it.
 *
 * Targets: /api/auth/me ≥ 30 % and /api/posts ≥ 15 % of hello's req/s, p99 of both < 100 ms;
 * dashboard, billing, content and storage-stats each ≥ 15 % with p99 < 200 ms; the mixed
 * workload ≥ 10 % with p99 < 250 ms.
 * BENCH_CPU_PROF=<dir> starts the app with `node --cpu-prof` and writes its profile there;
 * BENCH_TARGETS=me (or hello, posts, page2, dashboard, billing, content, storage, mixed, and
 * edit: the post edit alone, not loaded by default; comma-separated) loads only those.
 * Usage: npm run bench:signed-in-read   (BENCH_SECONDS=30 for the figures in the README)
 */
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import autocannon from "autocannon";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { ROOT_DIR } from "#server/config.ts";
import { contentItems, posts, users } from "#server/db/schema/index.ts";
import { benchContentRows, benchDataDir, benchPostRows, registerBenchUser, startBenchServer } from "./lib.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const postCount = Number(process.env.BENCH_POSTS ?? 100);
const contentCount = Number(process.env.BENCH_CONTENT ?? 100);
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING;
const cpuProfDir = process.env.BENCH_CPU_PROF;
/** Which targets to load (all by default); e.g. BENCH_TARGETS=me to profile one route. */
const targets = new Set(
  (process.env.BENCH_TARGETS ?? "hello,me,posts,page2,dashboard,billing,content,storage,mixed").split(","),
);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

async function load(
  name: string,
  url: string,
  headers: Record<string, string>,
  requests?: autocannon.Request[],
): Promise<Row> {
  const options = { url, connections, headers, ...(requests ? { requests } : {}) };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** A fresh database on the PostgreSQL server for this run. */
async function freshDatabase(): Promise<{ url: string; version: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect().catch((error: Error) => {
    throw new Error(`PostgreSQL at ${serverUrl} did not answer (${error.message}); set BENCH_DATABASE_URL`);
  });
  const name = `ck_bench_${randomBytes(6).toString("hex")}`;
  await admin.query(`create database ${name}`);
  const { rows } = await admin.query<{ server_version: string }>("show server_version");
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    version: rows[0]?.server_version ?? "",
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Saved posts of the shape bench:posts uses (caption ≈ 330 characters, description ≈ 300), and the library's ready photos. */
async function seedPosts(databaseUrl: string, email: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const db = drizzle({ client: pool });
    const [user] = await db.select({ id: users.id }).from(users);
    if (!user) throw new Error(`no user ${email} in the bench database`);
    const contentIds = [randomUUID(), randomUUID(), randomUUID()];
    const start = Date.now();
    for (let batch = 0; batch < postCount; batch += 250) {
      await db.insert(posts).values(benchPostRows(user.id, batch, Math.min(250, postCount - batch), contentIds, start));
    }
    for (let batch = 0; batch < contentCount; batch += 250) {
      await db
        .insert(contentItems)
        .values(benchContentRows(user.id, batch, Math.min(250, contentCount - batch), start));
    }
  } finally {
    await pool.end();
  }
}

const database = await freshDatabase();
const dataDir = await benchDataDir();
const logFile = path.join(dataDir, "server.log");
const hello = spawn(process.execPath, [path.join(ROOT_DIR, "bench/hello-server.ts")], {
  stdio: ["ignore", "pipe", "inherit"],
});
const helloUrl = await new Promise<string>((resolve) => hello.stdout?.once("data", (d) => resolve(String(d).trim())));
const server = await startBenchServer(
  { DATABASE_URL: database.url, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info" },
  {
    dataDir,
    logFile,
    ...(cpuProfDir ? { nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${path.resolve(cpuProfDir)}`] } : {}),
  },
);

const rows: Row[] = [];
let logLines = 0;
let pageBytes = 0;
const bodyBytes: Record<string, number> = {};
try {
  const email = "bench@example.in";
  const cookie = await registerBenchUser(server.url, email);
  await seedPosts(database.url, email);
  const headers: Record<string, string> = { cookie, ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) };

  const page = await fetch(`${server.url}/api/posts`, { headers: { cookie } });
  const body = await page.text();
  if (page.status !== 200) throw new Error(`GET /api/posts answered ${page.status}: ${body}`);
  const listed = (JSON.parse(body) as { posts: unknown[] }).posts.length;
  if (listed !== Math.min(50, postCount)) throw new Error(`GET /api/posts listed ${listed} posts`);
  pageBytes = Buffer.byteLength(body);
  const nextCursor = (JSON.parse(body) as { nextCursor: string | null }).nextCursor;
  const postIds = (JSON.parse(body) as { posts: { id: string }[] }).posts.map((p) => p.id);
  const firstPostId = postIds[0];
  for (const read of ["/api/dashboard", "/api/billing", "/api/content", "/api/storage-stats"]) {
    const answer = await fetch(`${server.url}${read}`, { headers: { cookie } });
    const text = await answer.text();
    if (answer.status !== 200) throw new Error(`GET ${read} answered ${answer.status}: ${text}`);
    bodyBytes[read] = Buffer.byteLength(text);
    if (read === "/api/content" && (JSON.parse(text) as unknown[]).length !== contentCount)
      throw new Error(`GET /api/content listed ${(JSON.parse(text) as unknown[]).length} items`);
  }

  if (targets.has("hello")) rows.push(await load("bare Fastify hello (reference)", `${helloUrl}/`, {}));
  if (targets.has("me")) rows.push(await load("GET /api/auth/me (signed in)", `${server.url}/api/auth/me`, headers));
  if (targets.has("posts"))
    rows.push(await load(`GET /api/posts (first page of ${listed})`, `${server.url}/api/posts`, headers));
  if (targets.has("page2") && nextCursor)
    rows.push(
      await load(
        "GET /api/posts?cursor= (second page, uncached; no target)",
        `${server.url}/api/posts?cursor=${encodeURIComponent(nextCursor)}`,
        headers,
      ),
    );
  if (targets.has("dashboard")) rows.push(await load("GET /api/dashboard", `${server.url}/api/dashboard`, headers));
  if (targets.has("billing")) rows.push(await load("GET /api/billing", `${server.url}/api/billing`, headers));
  if (targets.has("content"))
    rows.push(await load(`GET /api/content (${contentCount} items)`, `${server.url}/api/content`, headers));
  if (targets.has("storage"))
    rows.push(await load("GET /api/storage-stats", `${server.url}/api/storage-stats`, headers));
  // The mixed workload's edit goes to the posts of the first page in turn: one creator does not
  // edit one post dozens of times a second, and 200 connections updating one row measure
  // PostgreSQL's row lock and the disk's flush of each commit, one after another, not the app
  // (BENCH_EDIT_ONE_POST=1 does that, for comparison).
  let nextEdit = 0;
  const editOnePost = process.env.BENCH_EDIT_ONE_POST === "1";
  const edit: autocannon.Request = {
    method: "PATCH",
    path: `/api/posts/${firstPostId}`,
    headers: { ...headers, "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ title: "Chai at sunset, edited" }),
    setupRequest: (request) => ({
      ...request,
      path: `/api/posts/${editOnePost ? firstPostId : postIds[nextEdit++ % postIds.length]}`,
    }),
  };
  const editTarget = editOnePost ? "one post" : `the first page's ${postIds.length} posts in turn`;
  if (targets.has("edit") && firstPostId)
    rows.push(await load(`PATCH /api/posts/:id alone, ${editTarget} (no target)`, server.url, headers, [edit]));
  if (targets.has("mixed") && firstPostId) {
    const reads = [
      "/api/auth/me",
      "/api/posts",
      "/api/dashboard",
      "/api/content",
      "/api/billing",
      "/api/storage-stats",
    ];
    rows.push(
      await load(
        `mixed: me, posts, dashboard, content, billing, storage-stats, post edit (${editTarget})`,
        server.url,
        headers,
        [...reads.map((readPath) => ({ method: "GET" as const, path: readPath })), edit],
      ),
    );
  }
} finally {
  hello.kill("SIGTERM");
  logLines = (await readFile(logFile, "utf8").catch(() => "")).split("\n").filter(Boolean).length;
  await server.stop();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}

const reference = targets.has("hello") ? (rows[0]?.rps ?? 1) : Number.NaN;
const target = (name: string, ratio: number, p99: number) => {
  if (name.startsWith("GET /api/auth/me"))
    return `≥ 30 % and p99 < 100 ms: ${ratio >= 0.3 && p99 < 100 ? "met" : "NOT met"}`;
  if (name.startsWith("GET /api/posts (first"))
    return `≥ 15 % and p99 < 100 ms: ${ratio >= 0.15 && p99 < 100 ? "met" : "NOT met"}`;
  if (/^GET \/api\/(dashboard|billing|content|storage-stats)/.test(name))
    return `≥ 15 % and p99 < 200 ms: ${ratio >= 0.15 && p99 < 200 ? "met" : "NOT met"}`;
  if (name.startsWith("mixed")) return `≥ 10 % and p99 < 250 ms: ${ratio >= 0.1 && p99 < 250 ? "met" : "NOT met"}`;
  return "";
};
process.stdout.write(
  `\nbench:signed-in-read — PostgreSQL ${database.version}, Node ${process.version}, ` +
    `${connections} connections, ${seconds} s each (after ${warmup} s warm-up), ` +
    `Accept-Encoding: ${acceptEncoding ?? "none"}; posts page ${pageBytes} bytes of JSON; ` +
    `${Object.entries(bodyBytes)
      .map(([read, bytes]) => `${read} ${bytes} bytes`)
      .join(", ")}; ` +
    `server log ${logLines} lines\n\n` +
    `| route | req/s | vs hello | p50 ms | p99 ms | requests | errors | target |\n|---|---:|---:|---:|---:|---:|---:|---|\n` +
    rows
      .map((r) => {
        const ratio = r.rps / reference;
        return `| ${r.name} | ${Math.round(r.rps)} | ${(ratio * 100).toFixed(1)} % | ${r.p50} | ${r.p99} | ${r.requests} | ${r.errors} | ${target(r.name, ratio, r.p99)} |`;
      })
      .join("\n") +
    "\n",
);
if (cpuProfDir) process.stdout.write(`\nThe app's CPU profile is in ${path.resolve(cpuProfDir)}\n`);
