import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { claimDueJobs, deleteOldFinishedJobs, enqueueJob, type JobRow, markJobDone, markJobFailed } from "./queue.ts";

/** Does one job's work; throwing schedules a retry with backoff. */
export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<void>;

export interface RecurringSchedule {
  /** The job kind to enqueue (its handler must be registered). */
  kind: string;
  everyMs: number;
}

export interface JobRunnerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  schedules?: RecurringSchedule[];
  logger?: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  /** How often an idle worker looks for due jobs. */
  pollMs?: number;
  /** How long a claimed job stays locked before another worker may take it over. */
  lockMs?: number;
  batchSize?: number;
}

export interface JobRunner {
  /** Enqueues the recurring jobs that are due and runs every due job once; returns how many ran. */
  runDueJobs(options?: { checkSchedules?: boolean }): Promise<number>;
  start(): void;
  /** Stops polling and waits for the jobs in hand to finish. */
  stop(): Promise<void>;
}

const FINISHED_JOB_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
export const JOBS_CLEANUP_KIND = "jobs.cleanup";

/** Exponential backoff: 30 s, 1 min, 2 min … capped at 6 hours. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);

/** The in-process worker over the jobs table; several servers can run one each. */
export function createJobRunner({
  db,
  handlers,
  schedules = [],
  logger,
  pollMs = 1000,
  lockMs = 5 * 60 * 1000,
  batchSize = 10,
}: JobRunnerOptions): JobRunner {
  const allHandlers: Record<string, JobHandler> = {
    [JOBS_CLEANUP_KIND]: async () => {
      await deleteOldFinishedJobs(db, FINISHED_JOB_RETENTION_MS);
    },
    ...handlers,
  };
  const allSchedules = [{ kind: JOBS_CLEANUP_KIND, everyMs: 24 * 60 * 60 * 1000 }, ...schedules];

  // One job per schedule and time slot: the unique key makes servers agree on who adds it.
  const enqueueSchedules = async () => {
    const now = Date.now();
    for (const { kind, everyMs } of allSchedules) {
      const slot = Math.floor(now / everyMs);
      await enqueueJob(db, kind, {}, { uniqueKey: `schedule:${kind}:${slot}`, runAt: new Date(slot * everyMs) });
    }
  };

  const runOne = async (job: JobRow) => {
    const handler = allHandlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload, job);
      await markJobDone(db, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger?.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, err: error }, "job failed");
      await markJobFailed(db, job, message, retryDelayMs(job.attempts));
    }
  };

  const runDueJobs = async ({ checkSchedules = true } = {}) => {
    if (checkSchedules) await enqueueSchedules();
    let ran = 0;
    for (;;) {
      const batch = await claimDueJobs(db, batchSize, lockMs);
      if (batch.length === 0) return ran;
      for (const job of batch) await runOne(job);
      ran += batch.length;
    }
  };

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  // Polling is every second; the recurring schedules only need a look once a minute.
  let lastScheduleCheck = 0;
  const tick = () => {
    const checkSchedules = Date.now() - lastScheduleCheck >= 60_000;
    if (checkSchedules) lastScheduleCheck = Date.now();
    running = runDueJobs({ checkSchedules })
      .catch((error) => logger?.error({ err: error }, "job runner could not poll"))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };

  return {
    runDueJobs,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
