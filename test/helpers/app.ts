import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import pino from "pino";
import { buildApp } from "#server/app.ts";
import { testConfig } from "#server/config.ts";
import { stopListeningFor } from "#server/db/notified-cache.ts";
import { type Deps, depsFor } from "#server/deps.ts";
import { createTestDatabase, openEmbeddedDatabase, type TestDatabase } from "./db.ts";
import { createRecordedDetector, createRecordedTextReader } from "./recorded-analysis.ts";

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  /** The PostgreSQL database's URL (undefined on PGlite), for a second server on the same database. */
  databaseUrl: string | undefined;
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  /** Every wait a rule asked for (deps.sleep), in milliseconds: recorded, not waited. */
  sleeps: number[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Configuration settings, as environment variables would give them. */
  env?: Record<string, string>;
  /** Extra routes a test needs (e.g. one that fails), added before the app is ready. */
  extraRoutes?: (app: FastifyInstance) => void;
  /**
   * The embedded database on disk in DATA_DIR/db, as a server without DATABASE_URL keeps it,
   * instead of the file's own test database (for tests that read every file the app wrote).
   */
  databaseInDataDir?: boolean;
  /**
   * "recorded" (the default): the detector and text reader answer from recordings of the real
   * ones (test/helpers/recorded-analysis.ts); "real": the real models, for tests whose subject
   * is analysis.
   */
  analysis?: "recorded" | "real";
}

const MINUTE_MS = 60_000;
/**
 * The rate limits' clock in tests: it stands still, in the middle of a minute an hour from
 * when this file's tests began. A window of any length (a minute, 15 minutes, a day in India)
 * then never ends halfway through a test's attempts, which made a CI run fail when its
 * sign-in test crossed 23:45; and every counter's window ends after the tests, so the
 * database store's sweep of expired windows never removes one in use. Counting within a
 * window, refunds and Retry-After are exercised unchanged; windows themselves are tested in
 * src/server/rate-limit.test.ts with a clock of its own.
 */
const RATE_LIMIT_TIME = (Math.floor((Date.now() + 60 * MINUTE_MS) / MINUTE_MS) + 0.5) * MINUTE_MS;
export const rateLimitNow = () => RATE_LIMIT_TIME;

/** Builds the real app on a test database of its own, with its logs captured. */
export async function createTestApp({
  env = {},
  extraRoutes,
  databaseInDataDir = false,
  analysis = "recorded",
}: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "ck-app-"));
  const config = testConfig({ LOG_LEVEL: "info", DATA_DIR: dataDir, ...env });
  const database: TestDatabase = databaseInDataDir
    ? await openEmbeddedDatabase(path.join(dataDir, "db"))
    : await createTestDatabase();
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split("\n")) if (line.trim()) logs.push(JSON.parse(line));
      done();
    },
  });
  const logger = pino({ level: "info" }, stream) as unknown as FastifyBaseLogger;
  // Waits a rule asks for are recorded and skipped: a test shows the wait was asked for
  // without spending it (issue 25: no test depends on wall-clock time).
  const sleeps: number[] = [];
  const sleep = async (ms: number) => {
    sleeps.push(ms);
  };
  const wired = depsFor(config, database, "test-app-secret-0123456789abcdef0123456789", logger, {
    rateLimitNow,
    sleep,
  });
  const deps: Deps =
    analysis === "real"
      ? wired
      : { ...wired, detector: createRecordedDetector(), textReader: createRecordedTextReader() };
  const app = await buildApp(deps, { logger });
  extraRoutes?.(app);
  await app.ready();
  return {
    app,
    deps,
    databaseUrl: database.url,
    logs,
    sleeps,
    async close() {
      await app.close();
      await Promise.all([deps.detector.close(), deps.textReader.close()]);
      stopListeningFor(database);
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
