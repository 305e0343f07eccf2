import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "#server/db/client.ts";

/**
 * The admin dashboard's figures (decision 551). Every figure is aggregated by the database:
 * one statement per table, several groupings of a table in one pass (GROUPING SETS), so the
 * server only reshapes a few dozen aggregate rows. Buckets are hours, or calendar days in
 * India; the range is [since, until].
 */

export type Bucket = "hour" | "day";

/**
 * The bucket a timestamp column falls in: its hour, or its day in India (UTC+05:30 all year,
 * so a day is a fixed 24 hours from an Indian midnight). date_bin is plain arithmetic; the
 * day expression is exactly the one migration 0012 keeps statistics on, so the planner knows
 * a range has few days and aggregates in a hash table instead of sorting every row.
 */
const bucketOf = (column: SQL, bucket: Bucket) =>
  bucket === "hour"
    ? sql`date_bin('1 hour', ${column}, timestamptz '2000-01-01 00:00:00+00')`
    : sql`date_bin('1 day', ${column}, timestamptz '2000-01-01 00:00:00+05:30')`;

const ts = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/** A bucket's start as epoch milliseconds (drivers give a Date, or a string for some types). */
export const bucketTime = (value: unknown) => new Date(value as string | Date).getTime();

const num = (value: unknown) => Number(value ?? 0);

/**
 * Live accounts: all, and created in the range, with the sign-ups per bucket, in one pass
 * over users (the bucket rows come from the created_at index's range).
 */
export async function countUsers(db: Db, since: Date, bucket: Bucket) {
  const [totals, perBucket] = await Promise.all([
    queryRows<{ total: string; created: string }>(
      db,
      sql`select count(*) as total, count(*) filter (where created_at >= ${ts(since)}) as created
          from users where deleted_at is null`,
    ),
    queryRows<{ bucket: unknown; n: string }>(
      db,
      sql`select ${bucketOf(sql`created_at`, bucket)} as bucket, count(*) as n
          from users where created_at >= ${ts(since)} and deleted_at is null group by 1`,
    ),
  ]);
  return {
    total: num(totals[0]?.total),
    created: num(totals[0]?.created),
    perBucket: perBucket.map((row) => ({ at: bucketTime(row.bucket), n: num(row.n) })),
  };
}

/** Accounts with a plan pass running at `now` (passes, not the cached subscription_status). */
export async function countLivePassHolders(db: Db, now: Date): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select count(distinct user_id) as n from plan_grants
        where product_kind = 'plan' and ended_at is null and ends_at > ${ts(now)} and starts_at <= ${ts(now)}`,
  );
  return num(row?.n);
}

/** Midnight in India as an origin for date_bin (no daylight saving there: days are 24 hours). */
const IST_ORIGIN = sql`timestamptz '2000-01-01 00:00:00+05:30'`;

/**
 * Generations of the range that finished (succeeded or failed), grouped three ways: by
 * language, by engine and by bucket. By the day: the whole days after the one holding `since`
 * come from generation_counts (kept by a trigger, a few hundred rows for 90 days), the part
 * of that first day from the rows themselves (an index-only range scan of under a day); by
 * the hour (24h), all from the rows. A hash table of (status, language, engine, bucket) takes
 * both, and GROUPING SETS sums the three views from it.
 */
export async function groupGenerations(db: Db, since: Date, bucket: Bucket) {
  const fromRows = (until: SQL | undefined) => sql`
    select status, language, coalesce(engine, 'unknown') as engine, ${bucketOf(sql`created_at`, bucket)} as bucket,
           count(*) as n
    from generations
    where created_at >= ${ts(since)} ${until ? sql`and created_at < ${until}` : sql``}
      and status in ('succeeded', 'failed')
    group by status, language, engine, bucket`;
  const firstDayEnd = sql`(date_bin('1 day', ${ts(since)}, ${IST_ORIGIN}) + interval '1 day')`;
  const counted =
    bucket === "hour"
      ? fromRows(undefined)
      : sql`${fromRows(firstDayEnd)}
            union all
            select status, language, engine, (day::timestamp at time zone 'Asia/Kolkata') as bucket, n
            from generation_counts
            where day >= (${firstDayEnd} at time zone 'Asia/Kolkata')::date and n > 0`;
  const rows = await queryRows<{
    status: "succeeded" | "failed";
    language: string | null;
    engine: string | null;
    bucket: unknown;
    by: number;
    n: string;
  }>(
    db,
    sql`with counted as (${counted})
        select status, language, engine, bucket, grouping(language, engine, bucket) as by, sum(n) as n
        from counted
        group by grouping sets ((status, language), (status, engine), (status, bucket))`,
  );
  // grouping() sets a bit for each column left out: 3 = by language, 5 = by engine, 6 = by bucket.
  const of = (by: number) => rows.filter((row) => Number(row.by) === by);
  return {
    byLanguage: of(3).map((row) => ({ status: row.status, language: row.language ?? "", n: num(row.n) })),
    byEngine: of(5).map((row) => ({ status: row.status, engine: row.engine ?? "unknown", n: num(row.n) })),
    byBucket: of(6).map((row) => ({ status: row.status, at: bucketTime(row.bucket), n: num(row.n) })),
  };
}

/** Invoices and credit notes issued in the range: totals and per bucket, in one pass. */
export async function groupInvoices(db: Db, since: Date, bucket: Bucket) {
  const rows = await queryRows<{
    kind: "invoice" | "credit_note";
    bucket: unknown;
    by: number;
    n: string;
    total: string | null;
    taxable: string | null;
  }>(
    db,
    sql`select kind, ${bucketOf(sql`issued_at`, bucket)} as bucket, grouping(${bucketOf(sql`issued_at`, bucket)}) as by,
               count(*) as n, sum(total_paise) as total, sum(taxable_paise) as taxable
        from invoices where issued_at >= ${ts(since)}
        group by grouping sets ((kind), (kind, ${bucketOf(sql`issued_at`, bucket)}))`,
  );
  const totals = (kind: "invoice" | "credit_note") => {
    const row = rows.find((r) => r.kind === kind && Number(r.by) === 1);
    return { count: num(row?.n), grossPaise: num(row?.total), netPaise: num(row?.taxable) };
  };
  return {
    invoices: totals("invoice"),
    creditNotes: totals("credit_note"),
    perBucket: rows
      .filter((row) => Number(row.by) === 0)
      .map((row) => ({ kind: row.kind, at: bucketTime(row.bucket), grossPaise: num(row.total) })),
  };
}

/** Bytes of every ready file, all users. */
export async function sumStoredBytes(db: Db): Promise<number> {
  const [row] = await queryRows<{ bytes: string | null }>(
    db,
    sql`select coalesce(sum(stored_bytes), 0) as bytes from content_items where status = 'ready'`,
  );
  return num(row?.bytes);
}

/** Files uploaded in the range (ready: count and bytes; failed: count), totals and per bucket. */
export async function groupUploads(db: Db, since: Date, bucket: Bucket) {
  const rows = await queryRows<{ bucket: unknown; by: number; ready: string; bytes: string | null; failed: string }>(
    db,
    sql`select ${bucketOf(sql`created_at`, bucket)} as bucket, grouping(${bucketOf(sql`created_at`, bucket)}) as by,
               count(*) filter (where status = 'ready') as ready,
               coalesce(sum(stored_bytes) filter (where status = 'ready'), 0) as bytes,
               count(*) filter (where status = 'failed') as failed
        from content_items where created_at >= ${ts(since)}
        group by grouping sets ((), (${bucketOf(sql`created_at`, bucket)}))`,
  );
  const total = rows.find((row) => Number(row.by) === 1);
  return {
    count: num(total?.ready),
    bytes: num(total?.bytes),
    failed: num(total?.failed),
    perBucket: rows
      .filter((row) => Number(row.by) === 0)
      .map((row) => ({ at: bucketTime(row.bucket), n: num(row.ready) })),
  };
}

/** Posts saved in the range, total and per bucket. */
export async function groupPosts(db: Db, since: Date, bucket: Bucket) {
  const rows = await queryRows<{ bucket: unknown; by: number; n: string }>(
    db,
    sql`select ${bucketOf(sql`created_at`, bucket)} as bucket, grouping(${bucketOf(sql`created_at`, bucket)}) as by, count(*) as n
        from posts where created_at >= ${ts(since)}
        group by grouping sets ((), (${bucketOf(sql`created_at`, bucket)}))`,
  );
  return {
    total: num(rows.find((row) => Number(row.by) === 1)?.n),
    perBucket: rows.filter((row) => Number(row.by) === 0).map((row) => ({ at: bucketTime(row.bucket), n: num(row.n) })),
  };
}

/** What is stored now by kind of file, and the accounts storing the most, in one pass. */
export async function groupStorage(db: Db, largest: number) {
  const [byType, byUser] = await Promise.all([
    queryRows<{ file_type: "image" | "video"; items: string; bytes: string }>(
      db,
      sql`select file_type, count(*) as items, coalesce(sum(stored_bytes), 0) as bytes
          from content_items where status = 'ready' group by file_type order by file_type`,
    ),
    queryRows<{
      id: string;
      email: string;
      first_name: string | null;
      last_name: string | null;
      items: string;
      bytes: string;
    }>(
      db,
      sql`select u.id, u.email, u.first_name, u.last_name, s.items, s.bytes
          from (select user_id, count(*) as items, sum(stored_bytes) as bytes
                from content_items where status = 'ready' group by user_id
                order by sum(stored_bytes) desc, user_id limit ${largest}) s
          join users u on u.id = s.user_id
          order by s.bytes desc, u.id`,
    ),
  ]);
  return {
    byType: byType.map((row) => ({ fileType: row.file_type, items: num(row.items), bytes: num(row.bytes) })),
    largest: byUser.map((row) => ({
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      items: num(row.items),
      bytes: num(row.bytes),
    })),
  };
}

/** Accounts by the highest plan they have running at `now`. */
export async function countLivePassesByPlan(db: Db, now: Date) {
  const rows = await queryRows<{ plan: string; n: string }>(
    db,
    sql`select plan, count(*) as n from (
          select distinct on (user_id) user_id, product_id as plan from plan_grants
          where product_kind = 'plan' and ended_at is null and ends_at > ${ts(now)} and starts_at <= ${ts(now)}
          order by user_id, case product_id when 'business' then 3 when 'pro' then 2 when 'starter' then 1 else 0 end desc
        ) current group by plan`,
  );
  return rows.map((row) => ({ plan: row.plan, users: num(row.n) }));
}

/** Checkouts started in the range: per status, and the newest `limit`. */
export async function findPayments(db: Db, since: Date, limit: number) {
  const [byStatus, recent] = await Promise.all([
    queryRows<{ status: string; n: string; amount: string }>(
      db,
      sql`select status, count(*) as n, coalesce(sum(amount_paise), 0) as amount
          from payment_orders where created_at >= ${ts(since)} group by status order by status`,
    ),
    queryRows<{
      id: string;
      buyer_email: string;
      product_id: string;
      amount_paise: number;
      status: string;
      provider: string;
      created_at: unknown;
      completed_at: unknown;
    }>(
      db,
      sql`select id, buyer_email, product_id, amount_paise, status, provider, created_at, completed_at
          from payment_orders where created_at >= ${ts(since)} order by created_at desc, id desc limit ${limit}`,
    ),
  ]);
  return {
    byStatus: byStatus.map((row) => ({ status: row.status, count: num(row.n), amountPaise: num(row.amount) })),
    recent: recent.map((row) => ({
      id: row.id,
      email: row.buyer_email,
      product: row.product_id,
      amountPaise: num(row.amount_paise),
      status: row.status,
      provider: row.provider,
      createdAt: new Date(row.created_at as string),
      completedAt: row.completed_at ? new Date(row.completed_at as string) : null,
    })),
  };
}

/** Credit notes issued in the range: how many, their sum, and the newest `limit`. */
export async function findRefunds(db: Db, since: Date, limit: number) {
  const rows = await queryRows<{
    order_id: string;
    number: string;
    buyer_email: string;
    total_paise: number;
    issued_at: unknown;
    n: string;
    amount: string;
  }>(
    db,
    sql`select order_id, number, buyer_email, total_paise, issued_at,
               count(*) over () as n, sum(total_paise) over () as amount
        from invoices where kind = 'credit_note' and issued_at >= ${ts(since)}
        order by issued_at desc, number desc limit ${limit}`,
  );
  return {
    count: num(rows[0]?.n),
    amountPaise: num(rows[0]?.amount),
    recent: rows.map((row) => ({
      orderId: row.order_id,
      number: row.number,
      email: row.buyer_email,
      amountPaise: num(row.total_paise),
      issuedAt: new Date(row.issued_at as string),
    })),
  };
}

/**
 * Live accounts whose last plan pass (running or queued) ends between `now` and `until`,
 * soonest first, with how many there are in all.
 */
export async function findExpiringPasses(db: Db, now: Date, until: Date, limit: number) {
  const rows = await queryRows<{
    user_id: string;
    plan: string;
    ends_at: unknown;
    email: string;
    first_name: string | null;
    last_name: string | null;
    total: string;
  }>(
    db,
    sql`select g.user_id, g.plan, g.ends_at, u.email, u.first_name, u.last_name, count(*) over () as total
        from (select distinct on (user_id) user_id, product_id as plan, ends_at from plan_grants
              where product_kind = 'plan' and ended_at is null and ends_at > ${ts(now)}
              order by user_id, ends_at desc) g
        join users u on u.id = g.user_id and u.deleted_at is null
        where g.ends_at <= ${ts(until)}
        order by g.ends_at, g.user_id limit ${limit}`,
  );
  return {
    count: num(rows[0]?.total),
    accounts: rows.map((row) => ({
      userId: row.user_id,
      plan: row.plan,
      endsAt: new Date(row.ends_at as string),
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
    })),
  };
}

/**
 * The funnel's account steps: accounts created in the range (live), how many of them have
 * written a caption, and how many have paid (an order completed, refunded later or not).
 */
export async function countSignUpCohort(db: Db, since: Date) {
  const [row] = await queryRows<{ sign_ups: string; captioned: string; paid: string }>(
    db,
    sql`select count(*) as sign_ups,
               count(*) filter (where exists (
                 select 1 from generations g where g.user_id = u.id and g.status = 'succeeded')) as captioned,
               count(*) filter (where exists (
                 select 1 from payment_orders o where o.user_id = u.id and o.status in ('completed', 'refunded'))) as paid
        from users u where u.created_at >= ${ts(since)} and u.deleted_at is null`,
  );
  return { signUps: num(row?.sign_ups), captioned: num(row?.captioned), paid: num(row?.paid) };
}
