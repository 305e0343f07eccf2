import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MIGRATIONS_DIR, openPglite, queryRows } from "#server/db/client.ts";

/**
 * Migration 0031 (issue 33, decision 800) on a database in the shape before it: every post that
 * published, is publishing, failed or waits to publish automatically gets its Instagram
 * publication with its state, tries, reason, the steps recorded so far and the published
 * media; every published post keeps its permalink; posts that never published automatically
 * get none; the Instagram-only columns and table are gone.
 */
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
  for (const entry of journal.entries.filter((e) => e.idx < 31)) {
    for (const statement of await statements(entry.tag)) await database.db.execute(sql.raw(statement));
  }
});
afterAll(() => database?.close());

type MigratedPublication = {
  post_id: string;
  destination: string;
  user_id: string;
  state: string;
  options: { fit: string };
  attempts: number;
  next_at: Date | null;
  locked_until: Date | null;
  error: string | null;
  error_code: string | null;
  account_ref: string | null;
  steps: { children?: { contentItemId: string; preparedKey: string; containerId: string | null }[] };
  container_id: string | null;
  publish_sent_at: Date | null;
  remote_id: string | null;
  permalink: string | null;
  published_utc: string | null;
  results_stop_reason: string | null;
};

it("gives every automatically published, publishing, failed or waiting post its publication, every permalink kept", async () => {
  const db = database.db;
  const run = (text: string) => db.execute(sql.raw(text));
  const users = [randomUUID(), randomUUID()];
  const posts: Record<string, string> = {};
  for (const [n, id] of users.entries()) {
    await run(`insert into users (id, email, first_name, subscription_status, terms_accepted_at)
      values ('${id}', 'person${n}@example.in', 'Asha', 'pro', now())`);
    const post = (name: string, columns: string) => {
      const postId = randomUUID();
      posts[`${name}${n}`] = postId;
      return run(`insert into posts (id, user_id, title, content_item_ids, scheduled_at, status, auto_publish, publish_fit,
        publish_attempts, publish_next_at, publish_locked_until, publish_error, publish_error_code, permalink, posted_at)
        values ('${postId}', '${id}', '${name}', array[]::uuid[], now() - interval '1 hour', ${columns})`);
    };
    // Published by the job: its record holds the media id, the post the permalink.
    await post(
      "published",
      `'posted', true, 'crop', 1, null, null, null, null, 'https://www.instagram.com/p/pub${n}/', '2026-11-20T10:00:00Z'`,
    );
    // Published before records were kept (or with its record lost): the post alone has the link.
    await post(
      "legacy",
      `'posted', true, 'pad', 1, null, null, null, null, 'https://www.instagram.com/p/old${n}/', '2026-10-01T10:00:00Z'`,
    );
    // Crashed after media_publish was sent, its lease still held: to be resumed, not resent.
    await post("inflight", `'publishing', true, 'pad', 2, null, now() + interval '2 minutes', null, null, null, null`);
    // Waiting after a rate limit, with the reason shown.
    await post(
      "waiting",
      `'publishing', true, 'pad', 1, now() + interval '30 minutes', null, 'Instagram asked us to wait', 'limit', null, null`,
    );
    await post("failed", `'failed', true, 'pad', 3, null, null, 'Instagram refused this post', 'media', null, null`);
    await post("scheduled", `'scheduled', true, 'crop', 0, null, null, null, null, null, null`);
    // Never published automatically: scheduled for a reminder, marked posted by hand, a draft.
    await post("reminder", `'scheduled', false, 'pad', 0, null, null, null, null, null, null`);
    await post("byhand", `'posted', false, 'pad', 0, null, null, null, null, null, null`);
    await post("draft", `'draft', false, 'pad', 0, null, null, null, null, null, null`);
    const item = randomUUID();
    await run(`insert into instagram_publications (post_id, user_id, ig_user_id, children, creation_id, publish_sent_at,
        media_id, permalink, published_at, insights_stopped_at, insights_stop_reason)
      values ('${posts[`published${n}`]}', '${id}', 'ig${n}',
        '[{"contentItemId":"${item}","preparedKey":"instagram/p/0-${item}-crop.jpg","containerId":"c${n}"}]'::jsonb,
        'c${n}', '2026-11-20T09:59:58Z', 'm${n}', 'https://www.instagram.com/p/pub${n}/', '2026-11-20T10:00:00Z',
        now(), 'reconnect')`);
    await run(`insert into instagram_publications (post_id, user_id, ig_user_id, children, parent_container_id, creation_id,
        publish_sent_at)
      values ('${posts[`inflight${n}`]}', '${id}', 'ig${n}',
        '[{"contentItemId":"${item}","preparedKey":"k1","containerId":"a${n}"},{"contentItemId":"${item}","preparedKey":"k2","containerId":"b${n}"}]'::jsonb,
        'parent${n}', 'parent${n}', now() - interval '1 minute')`);
  }
  const permalinksBefore = await queryRows<{ id: string; permalink: string }>(
    db,
    sql`select id, permalink from posts where permalink is not null order by id`,
  );
  expect(permalinksBefore).toHaveLength(4);
  const postCount = await queryRows<{ n: string }>(db, sql`select count(*) as n from posts`);

  for (const statement of await statements("0031_publications")) await run(statement);

  expect(await queryRows(db, sql`select count(*) as n from posts`)).toEqual(postCount);
  const rows = await queryRows<MigratedPublication>(
    db,
    sql`select *, to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as published_utc from publications`,
  );
  const of = (name: string) => rows.find((r) => r.post_id === posts[name]);
  // Every permalink is kept, on the published post's publication.
  const permalinksAfter = await queryRows<{ id: string; permalink: string }>(
    db,
    sql`select post_id as id, permalink from publications where permalink is not null order by post_id`,
  );
  expect(permalinksAfter).toEqual(permalinksBefore);
  for (const [n, id] of users.entries()) {
    expect(of(`published${n}`)).toMatchObject({
      destination: "instagram",
      user_id: id,
      state: "published",
      options: { fit: "crop" },
      account_ref: `ig${n}`,
      container_id: `c${n}`,
      remote_id: `m${n}`,
      permalink: `https://www.instagram.com/p/pub${n}/`,
      published_utc: "2026-11-20T10:00:00Z",
      results_stop_reason: "reconnect",
    });
    expect(of(`published${n}`)?.steps.children?.[0]?.containerId).toBe(`c${n}`);
    expect(of(`legacy${n}`)).toMatchObject({
      state: "published",
      remote_id: null,
      permalink: `https://www.instagram.com/p/old${n}/`,
      published_utc: "2026-10-01T10:00:00Z",
    });
    // In flight: still publishing, its lease, tries and every recorded step carried over, so the
    // job resumes by checking the sent media_publish instead of sending it again.
    const inflight = of(`inflight${n}`);
    expect(inflight).toMatchObject({
      state: "publishing",
      attempts: 2,
      account_ref: `ig${n}`,
      container_id: `parent${n}`,
      remote_id: null,
      steps: { parentContainerId: `parent${n}` },
    });
    expect(inflight?.locked_until).not.toBeNull();
    expect(inflight?.publish_sent_at).not.toBeNull();
    expect(inflight?.steps.children?.map((c) => c.containerId)).toEqual([`a${n}`, `b${n}`]);
    expect(of(`waiting${n}`)).toMatchObject({
      state: "publishing",
      error: "Instagram asked us to wait",
      error_code: "limit",
      account_ref: null,
      steps: {},
    });
    expect(of(`waiting${n}`)?.next_at).not.toBeNull();
    expect(of(`failed${n}`)).toMatchObject({
      state: "failed",
      attempts: 3,
      error: "Instagram refused this post",
      error_code: "media",
    });
    expect(of(`scheduled${n}`)).toMatchObject({ state: "scheduled", options: { fit: "crop" }, attempts: 0 });
    for (const name of ["reminder", "byhand", "draft"]) expect(of(`${name}${n}`), name).toBeUndefined();
  }
  expect(rows).toHaveLength(users.length * 6);
  // The Instagram-only columns and table are gone.
  const columns = await queryRows<{ column_name: string }>(
    db,
    sql`select column_name from information_schema.columns where table_name = 'posts'
        and column_name in ('auto_publish', 'publish_fit', 'publish_attempts', 'publish_error', 'permalink')`,
  );
  expect(columns).toEqual([]);
  expect(await queryRows(db, sql`select to_regclass('instagram_publications') as t`)).toEqual([{ t: null }]);
});
