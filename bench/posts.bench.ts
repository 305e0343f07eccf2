/**
 * bench:posts — latency of GET /api/posts (the first page of 50, newest first) for a user
 * with 1,000 saved posts, over real HTTP against the app built in this process in production
 * mode: once on embedded PGlite, once on PostgreSQL (a throwaway database created on
 * BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, and dropped after;
 * skipped when that server does not answer). Also times a deep page (page 20, reached through
 * the cursors), which keyset pagination keeps as cheap as the first.
 * Usage: npm run bench:posts   (BENCH_REQUESTS, BENCH_POSTS to change)
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "#server/app.ts";
import { newToken, SESSION_TTL_MS, sessionCookieName } from "#server/auth/sessions.ts";
import { loadConfig } from "#server/config.ts";
import { posts, sessions, users } from "#server/db/schema/index.ts";
import { closeDeps, createDeps } from "#server/deps.ts";
import { benchPostRows } from "./lib.ts";

const requests = Number(process.env.BENCH_REQUESTS ?? 500);
const postCount = Number(process.env.BENCH_POSTS ?? 1000);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

interface Row {
  database: string;
  page: string;
  p50: number;
  p99: number;
  bytes: number;
}

async function measure(label: string, databaseUrl?: string): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "ck-bench-posts-"));
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const deps = await createDeps(config);
  try {
    await deps.database.migrate();
    const db = deps.database.db;
    const [user] = await db
      .insert(users)
      .values({ email: `bench-${randomBytes(4).toString("hex")}@example.in`, subscriptionStatus: "pro" })
      .returning();
    if (!user) throw new Error("user insert returned nothing");
    const contentIds = [randomUUID(), randomUUID(), randomUUID()];
    const start = Date.now();
    for (let batch = 0; batch < postCount; batch += 250) {
      await db.insert(posts).values(benchPostRows(user.id, batch, Math.min(250, postCount - batch), contentIds, start));
    }
    const { token, id } = newToken();
    await db.insert(sessions).values({ id, userId: user.id, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
    const headers = { cookie: `${sessionCookieName(config)}=${token}`, "accept-encoding": "br, gzip" };

    const app = await buildApp(deps);
    const address = await app.listen({ host: "127.0.0.1", port: 0 });
    try {
      const time = async (url: string) => {
        const begin = performance.now();
        const res = await fetch(`${address}${url}`, { headers });
        const body = await res.text();
        if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${body}`);
        return { ms: performance.now() - begin, body };
      };
      // The cursor of page 20, found by walking the pages once (also checks every post is reachable).
      let cursor: string | null = null;
      let seen = 0;
      let deepCursor = "";
      for (let page = 1; page <= Math.ceil(postCount / 50); page++) {
        const { body } = await time(`/api/posts?limit=50${cursor ? `&cursor=${cursor}` : ""}`);
        const parsed = JSON.parse(body) as { posts: unknown[]; nextCursor: string | null };
        seen += parsed.posts.length;
        if (page === Math.ceil(postCount / 50) - 1 && cursor) deepCursor = cursor;
        cursor = parsed.nextCursor;
      }
      if (seen !== postCount) throw new Error(`walked ${seen} posts, expected ${postCount}`);

      const rows: Row[] = [];
      for (const [page, url] of [
        ["first page (50)", "/api/posts"],
        [`page ${Math.ceil(postCount / 50) - 1} via cursor (50)`, `/api/posts?limit=50&cursor=${deepCursor}`],
      ] as const) {
        for (let i = 0; i < 50; i++) await time(url); // warm-up
        const times: number[] = [];
        for (let i = 0; i < requests; i++) times.push((await time(url)).ms);
        times.sort((a, b) => a - b);
        const bytes = Buffer.byteLength((await time(url)).body);
        rows.push({ database: label, page, p50: percentile(times, 50), p99: percentile(times, 99), bytes });
      }
      return rows;
    } finally {
      await app.close();
    }
  } finally {
    await closeDeps(deps);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A fresh database on the PostgreSQL server for this run, or undefined when none answers. */
async function throwawayPostgres(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `ck_bench_${randomBytes(6).toString("hex")}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const rows = await measure("PGlite (embedded)");
const postgres = await throwawayPostgres();
if (postgres) {
  try {
    const version = new pg.Client({ connectionString: postgres.url });
    await version.connect();
    const { rows: v } = await version.query<{ server_version: string }>("show server_version");
    await version.end();
    rows.push(...(await measure(`PostgreSQL ${v[0]?.server_version ?? ""}`.trim(), postgres.url)));
  } finally {
    await postgres.drop();
  }
} else {
  process.stdout.write(`PostgreSQL at ${postgresUrl} did not answer: measured PGlite only.\n`);
}

process.stdout.write(
  `\nbench:posts — GET /api/posts for a user with ${postCount} posts, ${requests} sequential requests each, ` +
    `HTTP on loopback, brotli, Node ${process.version}\n\n` +
    `| database | page | p50 ms | p99 ms | JSON bytes |\n|---|---|---:|---:|---:|\n` +
    rows
      .map((r) => `| ${r.database} | ${r.page} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.bytes} |`)
      .join("\n") +
    "\n",
);
