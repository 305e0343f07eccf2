import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client.ts";
import { jobs } from "../db/schema/index.ts";

export type JobRow = typeof jobs.$inferSelect;

export interface EnqueueOptions {
  /** When to run; default now. */
  runAt?: Date;
  /** A second job with the same key is not added while the first row exists. */
  uniqueKey?: string;
  maxAttempts?: number;
}

/** Adds a job; returns false when a job with the same unique key already exists. */
export async function enqueueJob(
  db: Db,
  kind: string,
  payload: Record<string, unknown> = {},
  options: EnqueueOptions = {},
): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({
      kind,
      payload,
      uniqueKey: options.uniqueKey,
      runAt: options.runAt ?? new Date(),
      maxAttempts: options.maxAttempts ?? 5,
    })
    .onConflictDoNothing({ target: jobs.uniqueKey })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/**
 * Claims up to `limit` due jobs for `lockMs`: rows another worker holds are skipped
 * (FOR UPDATE SKIP LOCKED), so any number of servers can share the table.
 */
export async function claimDueJobs(db: Db, limit: number, lockMs: number): Promise<JobRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`update jobs set locked_until = now() + make_interval(secs => ${lockMs / 1000}), attempts = attempts + 1
        where id in (
          select id from jobs
          where done_at is null and failed_at is null and run_at <= now()
            and (locked_until is null or locked_until < now())
          order by run_at
          limit ${limit}
          for update skip locked
        )
        returning id, kind, payload, attempts, max_attempts`,
  );
  return rows.map(
    (row) =>
      ({
        id: Number(row.id),
        kind: String(row.kind),
        payload: (typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload) as Record<string, unknown>,
        attempts: Number(row.attempts),
        maxAttempts: Number(row.max_attempts),
      }) as JobRow,
  );
}

export async function markJobDone(db: Db, id: number) {
  await db.execute(sql`update jobs set done_at = now(), locked_until = null, last_error = null where id = ${id}`);
}

/** Records a failure: retried after `retryInMs`, or failed for good when out of attempts. */
export async function markJobFailed(db: Db, job: JobRow, error: string, retryInMs: number) {
  const message = error.slice(0, 2000);
  if (job.attempts >= job.maxAttempts) {
    await db.execute(
      sql`update jobs set failed_at = now(), locked_until = null, last_error = ${message} where id = ${job.id}`,
    );
  } else {
    await db.execute(
      sql`update jobs set run_at = now() + make_interval(secs => ${retryInMs / 1000}), locked_until = null,
          last_error = ${message} where id = ${job.id}`,
    );
  }
}

/** Removes finished jobs older than `olderThanMs` so the table stays small. */
export async function deleteOldFinishedJobs(db: Db, olderThanMs: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from jobs where (done_at is not null and done_at < now() - make_interval(secs => ${olderThanMs / 1000}))
        or (failed_at is not null and failed_at < now() - make_interval(secs => ${(olderThanMs * 4) / 1000}))
        returning id`,
  );
  return rows.length;
}
