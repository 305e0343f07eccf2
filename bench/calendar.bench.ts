/**
 * bench:calendar — GET /api/calendar for one month of a workspace with a year of history
 * (issue 31): BENCH_POSTS (2,000) posts spread evenly over 365 days around today (posted
 * before today, scheduled after; every tenth a draft without a time), on PostgreSQL, the app
 * as `npm run serve` runs it. One request at a time, so each time is the server's time plus
 * the loopback; BENCH_REQUESTS (200) after 20 to warm up. Prints p50, p95, p99 and the largest.
 * Target: < 200 ms of server time for a month.
 * Usage: npm run bench:calendar   (BENCH_DATABASE_URL as for bench:signed-in-read)
 */
import { randomBytes, randomUUID } from "node:crypto";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { posts, users } from "#server/db/schema/index.ts";
import { registerBenchUser, startBenchServer } from "./lib.ts";

const postCount = Number(process.env.BENCH_POSTS ?? 2000);
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DAY_MS = 86_400_000;

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const name = `ck_bench_${randomBytes(6).toString("hex")}`;
await admin.query(`create database ${name}`);
await admin.end();
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

const server = await startBenchServer({ DATABASE_URL: databaseUrl });
try {
  const cookie = await registerBenchUser(server.url, "calendar-bench@example.in");
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const db = drizzle({ client: pool });
  const [user] = await db.select({ id: users.id }).from(users);
  if (!user) throw new Error("no bench user");
  const now = Date.now();
  const start = now - 182 * DAY_MS;
  const items = [randomUUID(), randomUUID()];
  const rows = Array.from({ length: postCount }, (_, i) => {
    const at = new Date(start + Math.round((i * 365 * DAY_MS) / postCount));
    const kind = i % 10 === 0 ? "draft" : at.getTime() < now ? "posted" : "scheduled";
    return {
      userId: user.id,
      title: `Post ${i}: chai, monsoon and the city`,
      caption: `Caption ${i} `.repeat(30),
      hashtags: "#chai #monsoon #MumbaiDiaries",
      contentItemIds: items,
      status: kind as "draft" | "posted" | "scheduled",
      scheduledAt: kind === "draft" ? null : at,
      postedAt: kind === "posted" ? at : null,
      language: "hindi",
      createdAt: new Date(at.getTime() - DAY_MS),
    };
  });
  for (let i = 0; i < rows.length; i += 250) await db.insert(posts).values(rows.slice(i, i + 250));
  await pool.query("analyze posts");
  await pool.end();

  const first = new Date(now + 5.5 * 3_600_000);
  const month = `${first.toISOString().slice(0, 7)}`;
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const url = `${server.url}/api/calendar?from=${month}-01&to=${month}-${String(lastDay).padStart(2, "0")}`;
  const times: number[] = [];
  let listed = 0;
  for (let i = 0; i < requests + 20; i++) {
    const began = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = await res.text();
    const took = performance.now() - began;
    if (res.status !== 200) throw new Error(`GET /api/calendar answered ${res.status}: ${body.slice(0, 200)}`);
    listed = (JSON.parse(body) as { posts: unknown[] }).posts.length;
    if (i >= 20) times.push(took);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]?.toFixed(1);
  process.stdout.write(
    `bench:calendar — ${postCount} posts over a year, GET /api/calendar for ${month} (${listed} posts on it), ${requests} requests one at a time, PostgreSQL\n`,
  );
  process.stdout.write(
    `p50 ${at(0.5)} ms · p95 ${at(0.95)} ms · p99 ${at(0.99)} ms · max ${times.at(-1)?.toFixed(1)} ms (target: < 200 ms)\n`,
  );
} finally {
  await server.stop();
  const cleanup = new pg.Client({ connectionString: serverUrl });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${name} with (force)`);
  await cleanup.end();
}
