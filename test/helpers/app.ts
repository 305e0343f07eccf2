import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import pino from "pino";
import { buildApp } from "../../src/server/app.ts";
import { dropSessionCache } from "../../src/server/auth/session-cache.ts";
import { testConfig } from "../../src/server/config.ts";
import { type Deps, depsFor } from "../../src/server/deps.ts";
import { createTestDatabase, openEmbeddedDatabase, type TestDatabase } from "./db.ts";

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  /** The PostgreSQL database's URL (undefined on PGlite), for a second server on the same database. */
  databaseUrl: string | undefined;
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
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
}

/** Builds the real app on a test database of its own, with its logs captured. */
export async function createTestApp({
  env = {},
  extraRoutes,
  databaseInDataDir = false,
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
  const deps: Deps = depsFor(config, database, "test-app-secret-0123456789abcdef0123456789", logger);
  const app = await buildApp(deps, { logger });
  extraRoutes?.(app);
  await app.ready();
  return {
    app,
    deps,
    databaseUrl: database.url,
    logs,
    async close() {
      await app.close();
      await deps.detector.close();
      dropSessionCache(deps.sessionCache);
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
