/**
 * bench:admin-stats — latency of the admin dashboard's figures (issue 18, decision 551) on a
 * PostgreSQL database seeded with 100,000 users, 1,000,000 generations, 1,000,000 posts,
 * 200,000 stored files and 50,000 payments (with their invoices, credit notes and passes),
 * spread over the last 365 days; target: GET /api/admin/stats ≤ 200 ms p50 for every range.
 * The app is built in this process in production mode and asked over real HTTP.
 *
 * The database `bench_admin` on BENCH_ADMIN_SERVER (default postgres://postgres@127.0.0.1:5432/)
 * is created and seeded with generate_series on the first run (a minute or two) and kept for
 * the next ones; BENCH_RESEED=1 drops and seeds it again. BENCH_REQUESTS (default 30) timed
 * requests per range after 3 warm-up ones; BENCH_ENDPOINTS (default stats,content,subscriptions,traffic)
 * which endpoints to time.
 * Usage: npm run bench:admin-stats
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "#server/app.ts";
import { newToken, SESSION_TTL_MS, sessionCookieName } from "#server/auth/sessions.ts";
import { loadConfig } from "#server/config.ts";
import { sessions, users } from "#server/db/schema/index.ts";
import { closeDeps, createDeps } from "#server/deps.ts";

const server = (process.env.BENCH_ADMIN_SERVER ?? "postgres://postgres@127.0.0.1:5432/").replace(/\/+$/, "");
const DATABASE = "bench_admin";
const databaseUrl = `${server}/${DATABASE}`;
const requests = Number(process.env.BENCH_REQUESTS ?? 30);
const ADMIN_EMAIL = "bench-admin@example.in";
const TARGET_P50_MS = 200;

const SIZES = { users: 100_000, generations: 1_000_000, posts: 1_000_000, files: 200_000, payments: 50_000 };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database when it is missing (or BENCH_RESEED=1); answers whether it must be seeded. */
async function prepareDatabase(): Promise<boolean> {
  return withClient(`${server}/postgres`, async (client) => {
    const exists = (await client.query("select 1 from pg_database where datname = $1", [DATABASE])).rowCount === 1;
    if (exists && process.env.BENCH_RESEED !== "1") return false;
    if (exists) await client.query(`drop database ${DATABASE} with (force)`);
    await client.query(`create database ${DATABASE}`);
    return true;
  });
}

/** The seed, in SQL with generate_series: a few statements, a minute or two on a small machine. */
const SEED = [
  `create temporary table seed_users (n int primary key, id uuid not null)`,
  `insert into seed_users select n, gen_random_uuid() from generate_series(1, ${SIZES.users}) n`,
  `insert into users (id, email, first_name, last_name, subscription_status, created_at, last_active_at)
     select id, 'creator-' || n || '@example.in', 'Creator', 'No. ' || n, 'free',
            now() - (random() * interval '365 days'), now() - (random() * interval '30 days')
     from seed_users`,
  // Generations: 94 % written, 6 % failed; 70 % by the offline writer; 12 languages.
  `insert into generations (user_id, status, kind, ist_day, language, engine, post_heading, caption, created_at)
     select u.id, case when g % 17 = 0 then 'failed' else 'succeeded' end, 'basic',
            to_char(t at time zone 'Asia/Kolkata', 'YYYY-MM-DD'),
            (array['english','hindi','tamil','telugu','marathi','gujarati','bengali','kannada','punjabi','malayalam','urdu','odia'])[1 + g % 12],
            case when g % 10 < 7 then 'offline' else 'gemini' end,
            case when g % 17 = 0 then null else 'Chai at sunset ' || g end,
            case when g % 17 = 0 then null else repeat('Monsoon evenings and a cup of chai. ', 6) || g end,
            t
     from (select g, now() - (random() * interval '365 days') as t from generate_series(1, ${SIZES.generations}) g) s
     join seed_users u on u.n = 1 + (g::bigint * 7919) % ${SIZES.users}`,
  `insert into posts (user_id, title, caption, hashtags, content_item_ids, status, language, created_at)
     select u.id, 'Post ' || g, repeat('A caption about the city at night. ', 9), '#chai #monsoon #IndianCreators',
            '{}', 'draft', 'english', now() - (random() * interval '365 days')
     from generate_series(1, ${SIZES.posts}) g join seed_users u on u.n = 1 + (g::bigint * 104729) % ${SIZES.users}`,
  `insert into content_items (user_id, file_name, original_name, file_type, mime_type, declared_size, stored_bytes,
                              status, object_key, upload_expires_at, created_at)
     select u.id, 'photo-' || g || '.jpg', 'photo.jpg', case when g % 7 = 0 then 'video' else 'image' end,
            case when g % 7 = 0 then 'video/mp4' else 'image/jpeg' end, 2000000,
            case when g % 20 = 0 then 0 else 50000 + (g::bigint * 7919) % 5000000 end,
            case when g % 20 = 0 then 'failed' else 'ready' end, 'users/' || u.id || '/' || g, now(),
            now() - (random() * interval '365 days')
     from generate_series(1, ${SIZES.files}) g join seed_users u on u.n = 1 + (g::bigint * 31) % ${SIZES.users}`,
  // Payments: 70 % completed, 5 % refunded, 15 % failed, 10 % still open; plans and add-ons.
  `create temporary table seed_orders as
     select g, 'bench-' || g as id, u.id as user_id,
            (array['starter','pro','business','pro'])[1 + g % 4] as product_id,
            (array[99,499,999,499])[1 + g % 4] as price,
            case when g % 20 < 14 then 'completed' when g % 20 = 14 then 'refunded'
                 when g % 20 < 18 then 'failed' else 'created' end as status,
            now() - (random() * interval '365 days') as created_at
     from generate_series(1, ${SIZES.payments}) g join seed_users u on u.n = 1 + (g::bigint * 613) % ${SIZES.users}`,
  `insert into payment_orders (id, user_id, product_id, product_kind, amount_paise, provider, status, buyer_name,
                               buyer_email, created_at, completed_at)
     select id, user_id, product_id, 'plan', price * 100, 'sandbox', status, 'Creator', 'buyer-' || g || '@example.in',
            created_at, case when status in ('completed', 'refunded') then created_at + interval '1 minute' end
     from seed_orders`,
  `insert into invoices (kind, number, financial_year, sequence, order_id, issued_at, seller_name, seller_address,
                         seller_state, buyer_name, buyer_email, place_of_supply, sac, description, taxable_paise,
                         cgst_paise, sgst_paise, igst_paise, total_paise)
     select 'invoice', 'CK/B/' || g, 'bench', g, id, created_at + interval '1 minute', 'Seller', 'Address', '27',
            'Creator', 'buyer-' || g || '@example.in', 'Maharashtra', '998314', 'Plan',
            round(price * 10000 / 118.0), floor((price * 100 - round(price * 10000 / 118.0)) / 2),
            price * 100 - round(price * 10000 / 118.0) - floor((price * 100 - round(price * 10000 / 118.0)) / 2), 0,
            price * 100
     from seed_orders where status in ('completed', 'refunded')`,
  `insert into invoices (kind, number, financial_year, sequence, order_id, issued_at, seller_name, seller_address,
                         seller_state, buyer_name, buyer_email, place_of_supply, sac, description, taxable_paise,
                         cgst_paise, sgst_paise, igst_paise, total_paise)
     select 'credit_note', 'CKCN/B/' || g, 'bench', g, id, created_at + interval '2 days', 'Seller', 'Address', '27',
            'Creator', 'buyer-' || g || '@example.in', 'Maharashtra', '998314', 'Refund',
            round(price * 10000 / 118.0), floor((price * 100 - round(price * 10000 / 118.0)) / 2),
            price * 100 - round(price * 10000 / 118.0) - floor((price * 100 - round(price * 10000 / 118.0)) / 2), 0,
            price * 100
     from seed_orders where status = 'refunded'`,
  `insert into plan_grants (user_id, order_id, product_id, product_kind, starts_at, ends_at, ended_at)
     select user_id, id, product_id, 'plan', created_at, created_at + interval '30 days',
            case when status = 'refunded' then created_at + interval '2 days' end
     from seed_orders where status in ('completed', 'refunded')`,
  // A year of first-party analytics: 12 pages and the funnel's demo event per day.
  `insert into analytics_daily (day, kind, name, label, hits, value_total)
     select d::date, 'page', p, '', 50 + (extract(doy from d)::int * 13) % 400, 0
     from generate_series(now() - interval '365 days', now(), interval '1 day') d,
          unnest(array['/','/hi','/about','/contact','/blog','/subscribe','/login','/upload','/create','/account','/privacy-policy','/terms-of-service']) p
     on conflict do nothing`,
  `insert into analytics_daily (day, kind, name, label, hits, value_total)
     select d::date, 'event', 'demo', 'caption_generated', 20 + extract(doy from d)::int % 30, 0
     from generate_series(now() - interval '365 days', now(), interval '1 day') d on conflict do nothing`,
];

async function seed() {
  await withClient(databaseUrl, async (client) => {
    for (const statement of SEED) {
      const begin = performance.now();
      await client.query(statement);
      const what = statement.trim().split("\n")[0]?.slice(0, 70);
      process.stdout.write(`  seeded in ${((performance.now() - begin) / 1000).toFixed(1)} s: ${what}\n`);
    }
    await client.query("vacuum analyze");
  });
}

const fresh = await prepareDatabase();
const dataDir = await mkdtemp(path.join(tmpdir(), "ck-bench-admin-"));
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
try {
  await deps.database.migrate();
  if (fresh) {
    process.stdout.write(`Seeding ${DATABASE} (${JSON.stringify(SIZES)})…\n`);
    await seed();
  }
  const counts = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<Record<string, string>>(
      `select (select count(*) from users) as users, (select count(*) from generations) as generations,
              (select count(*) from posts) as posts, (select count(*) from content_items) as files,
              (select count(*) from payment_orders) as payments, (select count(*) from invoices) as invoices,
              (select count(*) from plan_grants) as passes, current_setting('server_version') as version`,
    );
    return rows[0] ?? {};
  });

  const db = deps.database.db;
  const [admin] = await db
    .insert(users)
    .values({ email: ADMIN_EMAIL, firstName: "Bench", lastName: "Admin" })
    .onConflictDoUpdate({ target: users.email, set: { disabledAt: null } })
    .returning();
  if (!admin) throw new Error("admin insert returned nothing");
  const { token, id } = newToken();
  await db.insert(sessions).values({ id, userId: admin.id, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  const headers = { cookie: `${sessionCookieName(config)}=${token}`, "accept-encoding": "br, gzip" };

  const app = await buildApp(deps);
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  const lines: string[] = [];
  let failed = false;
  try {
    const time = async (url: string) => {
      const begin = performance.now();
      const res = await fetch(`${address}${url}`, { headers });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${body}`);
      return { ms: performance.now() - begin, bytes: Buffer.byteLength(body) };
    };
    for (const endpoint of (process.env.BENCH_ENDPOINTS ?? "stats,content,subscriptions,traffic").split(",")) {
      for (const range of ["24h", "7d", "30d", "90d"]) {
        const url = `/api/admin/${endpoint}?range=${range}`;
        for (let i = 0; i < 3; i++) await time(url);
        const times: number[] = [];
        let bytes = 0;
        for (let i = 0; i < requests; i++) {
          const result = await time(url);
          times.push(result.ms);
          bytes = result.bytes;
        }
        times.sort((a, b) => a - b);
        const p50 = percentile(times, 50);
        const verdict = endpoint === "stats" ? (p50 <= TARGET_P50_MS ? "✓" : "✗ over 200 ms") : "";
        if (endpoint === "stats" && p50 > TARGET_P50_MS) failed = true;
        lines.push(
          `| ${url} | ${p50.toFixed(1)} | ${percentile(times, 90).toFixed(1)} | ${(times.at(-1) ?? 0).toFixed(1)} | ${(bytes / 1024).toFixed(1)} | ${verdict} |`,
        );
      }
    }
  } finally {
    await app.close();
  }
  process.stdout.write(
    `\nbench:admin-stats — PostgreSQL ${counts.version}, ${Number(counts.users).toLocaleString("en")} users, ` +
      `${Number(counts.generations).toLocaleString("en")} generations, ${Number(counts.posts).toLocaleString("en")} posts, ` +
      `${Number(counts.files).toLocaleString("en")} files, ${Number(counts.payments).toLocaleString("en")} payments ` +
      `(${Number(counts.invoices).toLocaleString("en")} invoices and credit notes, ${Number(counts.passes).toLocaleString("en")} passes); ` +
      `${requests} requests each after 3 warm-up, one at a time\n\n` +
      "| request | p50 ms | p90 ms | max ms | KB | target p50 ≤ 200 ms |\n|---|---:|---:|---:|---:|---|\n" +
      `${lines.join("\n")}\n`,
  );
  if (failed) process.exitCode = 1;
} finally {
  await closeDeps(deps);
  await rm(dataDir, { recursive: true, force: true });
}
