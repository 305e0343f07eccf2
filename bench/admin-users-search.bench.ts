/**
 * bench:admin-users-search — latency of the admin's user search, `GET /api/admin/users?q=`
 * (decision 570), with 100,000 accounts on PostgreSQL, over real HTTP against the app built in
 * this process in production mode. Target: ≤ 200 ms p50.
 *
 * It seeds its own database, `bench_admin_users` on BENCH_DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/), dropped and created anew each run and dropped after,
 * with generate_series: BENCH_USERS accounts (default 100,000: 20 first names × 25 last names,
 * a new account every 5 minutes backwards from now), 10 generations and 2 library items per
 * account, and a complimentary pass for every 10th — so each row's correlated figures (storage,
 * generations, pass end) have real rows to read.
 *
 * Usage: npm run bench:admin-users-search   (BENCH_REQUESTS, BENCH_USERS to change)
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "#server/app.ts";
import { newToken, SESSION_TTL_MS, sessionCookieName } from "#server/auth/sessions.ts";
import { loadConfig } from "#server/config.ts";
import { sessions, users } from "#server/db/schema/index.ts";
import { closeDeps, createDeps } from "#server/deps.ts";

const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const userCount = Number(process.env.BENCH_USERS ?? 100_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/";
const DATABASE = "bench_admin_users";
const ADMIN_EMAIL = "bench-admin@example.in";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();

await onServer(`drop database if exists ${DATABASE} with (force)`);
await onServer(`create database ${DATABASE}`);

const dataDir = await mkdtemp(path.join(tmpdir(), "ck-bench-admin-users-"));
const config = loadConfig({
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  HOST: "127.0.0.1",
  PORT: "0",
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  ADMIN_EMAILS: ADMIN_EMAIL,
});
const deps = await createDeps(config);
const results: { search: string; matches: string; p50: number; p99: number }[] = [];
let version = "";
try {
  await deps.database.migrate();
  const db = deps.database.db;
  const seedStart = performance.now();
  await db.execute(sql`
    insert into users (email, first_name, last_name, subscription_status, password_hash, created_at, last_active_at)
    select
      'user' || i || '@example' || (i % 7) || '.in',
      (array['Aarav','Priya','Rahul','Ananya','Vikram','Sneha','Arjun','Kavya','Rohan','Isha',
             'Karan','Meera','Aditya','Pooja','Siddharth','Divya','Nikhil','Riya','Amit','Neha'])[1 + i % 20],
      (array['Sharma','Verma','Iyer','Nair','Reddy','Patel','Shah','Gupta','Singh','Kumar','Das','Bose',
             'Mehta','Joshi','Rao','Pillai','Menon','Chopra','Kapoor','Malhotra','Banerjee','Mukherjee',
             'Agarwal','Sinha','Khan'])[1 + (i / 20) % 25],
      case when i % 10 = 0 then 'pro' else 'free' end,
      'not-a-real-hash',
      now() - i * interval '5 minutes',
      now() - (i % 1000) * interval '1 hour'
    from generate_series(1, ${userCount}) as i`);
  await db.execute(sql`
    insert into generations (user_id, status, kind, ist_day, language, engine, created_at)
    select u.id, 'succeeded', 'basic', '2026-11-01', 'hindi', 'offline', u.created_at + g * interval '1 hour'
    from users u cross join generate_series(1, 10) as g`);
  await db.execute(sql`
    insert into content_items (user_id, file_name, original_name, file_type, mime_type, declared_size,
                               stored_bytes, status, object_key, upload_expires_at)
    select u.id, 'photo.jpg', 'photo.jpg', 'image', 'image/jpeg', 500000, 520000, 'ready',
           'users/' || u.id || '/' || g || '/original', now()
    from users u cross join generate_series(1, 2) as g`);
  await db.execute(sql`
    insert into plan_grants (user_id, order_id, source, product_id, product_kind, starts_at, ends_at)
    select id, null, 'complimentary', 'pro', 'plan', now() - interval '1 day', now() + interval '20 days'
    from users where subscription_status = 'pro'`);
  await db.execute(sql`analyze`);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const v = await db.execute<{ server_version: string }>(sql`show server_version`);
  version = (v as unknown as { rows: { server_version: string }[] }).rows[0]?.server_version ?? "";

  const [admin] = await db.insert(users).values({ email: ADMIN_EMAIL }).returning();
  if (!admin) throw new Error("admin insert returned nothing");
  const { token, id } = newToken();
  await db.insert(sessions).values({ id, userId: admin.id, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
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
    const searches: [string, string][] = [
      ["(none: newest first)", ""],
      ["priya (first name, 1 in 20)", "priya"],
      ["sharma (last name, 1 in 25)", "sharma"],
      ["Priya Sharma (full name)", "Priya Sharma"],
      ["user4242 (e-mail prefix)", "user4242"],
      ["user98765@example (one account)", "user98765@example"],
      ["zz (no match)", "zz"],
    ];
    for (const [label, q] of searches) {
      const url = q ? `/api/admin/users?q=${encodeURIComponent(q)}` : "/api/admin/users";
      const first = JSON.parse((await time(url)).body) as { users: unknown[]; nextCursor: string | null };
      const matches = first.nextCursor ? `${first.users.length}+ (more pages)` : String(first.users.length);
      for (let i = 0; i < 20; i++) await time(url); // warm-up
      const times: number[] = [];
      for (let i = 0; i < requests; i++) times.push((await time(url)).ms);
      times.sort((a, b) => a - b);
      results.push({ search: label, matches, p50: percentile(times, 50), p99: percentile(times, 99) });
    }
  } finally {
    await app.close();
  }
  process.stdout.write(
    `seeded ${userCount} users (+${userCount * 10} generations, ${userCount * 2} items) in ${seedSeconds.toFixed(1)} s\n`,
  );
} finally {
  await closeDeps(deps);
  await rm(dataDir, { recursive: true, force: true });
  await onServer(`drop database if exists ${DATABASE} with (force)`);
}

process.stdout.write(
  `\nbench:admin-users-search — GET /api/admin/users?q= (a page of 50) with ${userCount.toLocaleString("en-IN")} users, ` +
    `PostgreSQL ${version}, ${requests} sequential requests each, HTTP on loopback, Node ${process.version}\n\n` +
    `| search | first page | p50 ms | p99 ms |\n|---|---|---:|---:|\n` +
    results.map((r) => `| ${r.search} | ${r.matches} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} |`).join("\n") +
    "\n",
);
const worst = Math.max(...results.map((r) => r.p50));
process.stdout.write(`\nslowest p50 ${worst.toFixed(2)} ms: ${worst <= 200 ? "meets" : "MISSES"} the 200 ms target\n`);
