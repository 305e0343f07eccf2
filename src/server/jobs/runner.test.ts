// postgres: the job queue claims rows with FOR UPDATE SKIP LOCKED and wakes on NOTIFY
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase } from "#test/helpers/db.ts";
import type { Database } from "../db/client.ts";
import { jobs } from "../db/schema/index.ts";
import { enqueueJob } from "./queue.ts";
import { createJobRunner, retryDelayMs } from "./runner.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const jobRow = async (kind: string) => {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.kind, kind));
  return row;
};

it("runs a due job once and marks it done; a unique key is enqueued once", async () => {
  const seen: unknown[] = [];
  const runner = createJobRunner({
    db: database.db,
    handlers: {
      "test.once": async (p) => {
        seen.push(p);
      },
    },
  });
  expect(await enqueueJob(database.db, "test.once", { n: 1 }, { uniqueKey: "once" })).toBe(true);
  expect(await enqueueJob(database.db, "test.once", { n: 2 }, { uniqueKey: "once" })).toBe(false);
  await runner.runDueJobs();
  await runner.runDueJobs();
  expect(seen).toEqual([{ n: 1 }]);
  expect((await jobRow("test.once"))?.doneAt).toBeInstanceOf(Date);
});

it("leaves a job scheduled for later alone", async () => {
  let ran = false;
  const runner = createJobRunner({
    db: database.db,
    handlers: {
      "test.later": async () => {
        ran = true;
      },
    },
  });
  await enqueueJob(database.db, "test.later", {}, { runAt: new Date(Date.now() + 60_000) });
  await runner.runDueJobs();
  expect(ran).toBe(false);
});

it("retries a failing job with backoff and gives up after max attempts", async () => {
  let calls = 0;
  const runner = createJobRunner({
    db: database.db,
    handlers: {
      "test.flaky": async () => {
        calls += 1;
        throw new Error(`boom ${calls}`);
      },
    },
  });
  await enqueueJob(database.db, "test.flaky", {}, { maxAttempts: 2 });
  await runner.runDueJobs();
  let row = await jobRow("test.flaky");
  expect(row).toMatchObject({ attempts: 1, lastError: "boom 1", failedAt: null });
  expect(row?.runAt.getTime()).toBeGreaterThan(Date.now() + retryDelayMs(1) - 5_000);
  // Pretend the backoff has passed.
  await database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.kind, "test.flaky"));
  await runner.runDueJobs();
  row = await jobRow("test.flaky");
  expect(row).toMatchObject({ attempts: 2, lastError: "boom 2" });
  expect(row?.failedAt).toBeInstanceOf(Date);
  expect(calls).toBe(2);
  expect(retryDelayMs(1)).toBe(30_000);
  expect(retryDelayMs(3)).toBe(120_000);
  expect(retryDelayMs(50)).toBe(6 * 60 * 60 * 1000);
});

it("shares work between workers: a job runs once even when two workers poll at the same time", async () => {
  const runs: number[] = [];
  const handler = async (payload: Record<string, unknown>) => {
    runs.push(Number(payload.n));
    await new Promise((resolve) => setTimeout(resolve, 5));
  };
  for (let n = 0; n < 20; n++) await enqueueJob(database.db, "test.shared", { n });
  const a = createJobRunner({ db: database.db, handlers: { "test.shared": handler }, batchSize: 3 });
  const b = createJobRunner({ db: database.db, handlers: { "test.shared": handler }, batchSize: 3 });
  await Promise.all([a.runDueJobs(), b.runDueJobs()]);
  expect([...runs].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n));
});

it("enqueues a recurring job once per period, however many workers poll", async () => {
  let ran = 0;
  const options = {
    db: database.db,
    handlers: {
      "test.daily": async () => {
        ran += 1;
      },
    },
    schedules: [{ kind: "test.daily", everyMs: 24 * 60 * 60 * 1000 }],
  };
  await createJobRunner(options).runDueJobs();
  await createJobRunner(options).runDueJobs();
  expect(ran).toBe(1);
});

it("polls in the background once started and stops cleanly", async () => {
  let ran = 0;
  const runner = createJobRunner({
    db: database.db,
    handlers: {
      "test.bg": async () => {
        ran += 1;
      },
    },
    pollMs: 10,
  });
  runner.start();
  await enqueueJob(database.db, "test.bg");
  for (let i = 0; i < 100 && ran === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  await runner.stop();
  expect(ran).toBe(1);
});
