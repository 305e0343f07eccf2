import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MIGRATIONS_DIR, openPglite, queryRows } from "#server/db/client.ts";

/**
 * Migration 0025 (issue 29, decision 760) on a database in the shape before it, holding
 * accounts with items, posts, generations, brand training, voice styles, API keys, an
 * Instagram connection with readings, sessions and passes: every row lands in its author's
 * personal workspace, every account owns exactly that workspace, and all totals are equal.
 */
const OWNED = [
  "content_items",
  "posts",
  "generations",
  "brand_training_items",
  "voice_styles",
  "api_keys",
  "instagram_accounts",
  "instagram_insights",
  "instagram_oauth_states",
] as const;
const UNTOUCHED = ["users", "sessions", "plan_grants", "payment_orders"] as const;

let database: Awaited<ReturnType<typeof openPglite>>;
const statements = async (tag: string) =>
  (await readFile(path.join(MIGRATIONS_DIR, `${tag}.sql`), "utf8"))
    .split("--> statement-breakpoint")
    .filter((s) => s.trim() !== "");

beforeAll(async () => {
  database = await openPglite({});
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  for (const entry of journal.entries.filter((e) => e.idx < 25)) {
    for (const statement of await statements(entry.tag)) await database.db.execute(sql.raw(statement));
  }
});
afterAll(() => database?.close());

const count = async (table: string) =>
  Number((await queryRows<{ n: string }>(database.db, sql.raw(`select count(*) as n from ${table}`)))[0]?.n);

it("puts every row of today's data in its author's personal workspace, with all totals equal", async () => {
  const db = database.db;
  const run = (text: string) => db.execute(sql.raw(text));
  const accounts = [randomUUID(), randomUUID(), randomUUID()];
  for (const [n, id] of accounts.entries()) {
    await run(`insert into users (id, email, first_name, subscription_status, terms_accepted_at)
      values ('${id}', 'person${n}@example.in', 'Asha', '${n === 0 ? "business" : "free"}', now())`);
    await run(
      `insert into sessions (id, user_id, expires_at) values ('s${n}-${id}', '${id}', now() + interval '1 day')`,
    );
    for (let i = 0; i < 3 + n; i++) {
      const item = randomUUID();
      await run(`insert into content_items (id, user_id, file_name, original_name, file_type, mime_type, declared_size,
        stored_bytes, status, object_key, upload_expires_at)
        values ('${item}', '${id}', 'p.jpg', 'p.jpg', 'image', 'image/jpeg', 1000, ${900 + i}, 'ready', 'users/${id}/${item}', now())`);
      const post = randomUUID();
      await run(`insert into posts (id, user_id, title, content_item_ids, status, permalink)
        values ('${post}', '${id}', 'Post ${i}', array['${item}']::uuid[], '${i === 0 ? "posted" : "draft"}',
        ${i === 0 ? `'https://www.instagram.com/p/${n}${i}/'` : "null"})`);
      await run(
        `insert into generations (user_id, status, kind, ist_day, language) values ('${id}', 'succeeded', 'basic', '2026-11-0${i + 1}', 'hindi')`,
      );
      await run(`insert into brand_training_items (user_id, content_type, title, content, source_post_id)
        values ('${id}', 'example_post', 'Example ${i}', 'Text', ${i === 0 ? `'${post}'` : "null"})`);
      await run(
        `insert into voice_styles (user_id, style_name, brand_voice, is_default) values ('${id}', 'Style ${i}', 'Warm', ${i === 0})`,
      );
      if (i === 0) {
        await run(`insert into instagram_insights (post_id, user_id, media_id, age_bucket, fetched_at, source, reach)
          values ('${post}', '${id}', 'm${n}', '24h', now(), 'sandbox', 120)`);
      }
    }
    await run(
      `insert into api_keys (user_id, name, prefix, secret_hash, scopes) values ('${id}', 'Key', 'ck_${n}', 'hash${n}', array['read']::text[])`,
    );
    await run(`insert into instagram_accounts (user_id, provider, ig_user_id, username, token_ciphertext, token_expires_at, token_refreshed_at)
      values ('${id}', 'sandbox', 'ig${n}', 'user${n}', 'x', now() + interval '60 days', now())`);
    await run(
      `insert into instagram_oauth_states (nonce, user_id, session_binding, expires_at) values ('nonce${n}', '${id}', 'b', now())`,
    );
  }
  await run(`insert into plan_grants (user_id, product_id, product_kind, starts_at, ends_at, source)
    values ('${accounts[0]}', 'business', 'plan', now(), now() + interval '30 days', 'admin')`);

  const before = new Map<string, number>();
  for (const table of [...OWNED, ...UNTOUCHED]) before.set(table, await count(table));
  const storedBefore = await queryRows<{ user_id: string; bytes: string }>(
    db,
    sql`select user_id, sum(stored_bytes) as bytes from content_items group by user_id order by user_id`,
  );

  for (const statement of await statements("0025_workspaces")) await run(statement);

  for (const table of [...OWNED, ...UNTOUCHED]) expect(await count(table), table).toBe(before.get(table));
  for (const table of OWNED) {
    const misplaced = await queryRows(
      db,
      sql.raw(`select 1 from ${table} where workspace_id is distinct from user_id`),
    );
    expect(misplaced, table).toEqual([]);
  }
  const spaces = await queryRows<{ id: string; kind: string; owner_id: string; role: string; user_id: string }>(
    db,
    sql`select w.id, w.kind, w.owner_id, m.role, m.user_id from workspaces w join workspace_members m on m.workspace_id = w.id order by w.id`,
  );
  expect(spaces).toEqual(
    [...accounts].sort().map((id) => ({ id, kind: "personal", owner_id: id, role: "owner", user_id: id })),
  );
  const storedAfter = await queryRows<{ user_id: string; bytes: string }>(
    db,
    sql`select workspace_id as user_id, sum(stored_bytes) as bytes from content_items group by workspace_id order by workspace_id`,
  );
  expect(storedAfter).toEqual(storedBefore);
  const permalinks = await queryRows<{ n: string }>(db, sql`select count(permalink) as n from posts`);
  expect(Number(permalinks[0]?.n)).toBe(3);

  // After the migration a new account gets its personal workspace, and a row written without
  // a workspace lands in its author's.
  const later = randomUUID();
  await run(`insert into users (id, email, terms_accepted_at) values ('${later}', 'later@example.in', now())`);
  await run(`insert into voice_styles (user_id, style_name, brand_voice) values ('${later}', 'Mine', 'Plain')`);
  expect(await queryRows(db, sql`select kind, owner_id from workspaces where id = ${later}`)).toEqual([
    { kind: "personal", owner_id: later },
  ]);
  expect(await queryRows(db, sql`select workspace_id from voice_styles where user_id = ${later}`)).toEqual([
    { workspace_id: later },
  ]);
  // One default voice style per workspace, as there was one per account.
  await expect(
    run(
      `insert into voice_styles (user_id, style_name, brand_voice, is_default) values ('${later}', 'Two', 'x', true), ('${later}', 'Three', 'y', true)`,
    ),
  ).rejects.toThrow();

  // Approvals (0027, decision 761): every post saved before them records its author as its writer.
  for (const tag of ["0026_generations_by_workspace", "0027_post_approvals"]) {
    for (const statement of await statements(tag)) await run(statement);
  }
  expect(await count("posts")).toBe(before.get("posts"));
  const written = await queryRows<{ user_id: string; created_at: Date; people: Record<string, unknown> }>(
    db,
    sql`select user_id, created_at, people from posts`,
  );
  for (const post of written) {
    expect(post.people).toEqual({
      writtenBy: { id: post.user_id, name: "Asha", at: new Date(post.created_at).toISOString() },
    });
  }
});
