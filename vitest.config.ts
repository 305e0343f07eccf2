import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import GroupedSequencer from "./test/setup/sequencer.ts";

// The server suite runs on embedded PGlite always. With TEST_DATABASE_URL set (CI does), the
// files that carry a `// postgres: <why>` line at the top run again on PostgreSQL: races,
// row locks, LISTEN/NOTIFY, SQL that differs between the two, and a smoke set
// (docs/decisions/700). Each test file gets its own database, so files run in parallel.
const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Workers for the whole run: three on the 2-core CI machines (Vitest's own default there is
 * one). Browser files wait much of the time (pages, scheduled minutes, restarts), so a third
 * worker keeps both cores busy: measured on a fresh clone, the run took 984 s with two and
 * 850 s with three (decision 700). TEST_WORKERS overrides it (e.g. 1 to debug an order effect).
 */
const workers = Number(process.env.TEST_WORKERS ?? 3);

const SERVER_TESTS = ["src/server/**/*.test.ts", "test/**/*.test.ts"];
const POSTGRES_MARK = /^\/\/ postgres: \S/m;

function testFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => path.posix.join(dir, file.split(path.sep).join("/")));
}

/** Server test files marked to run on PostgreSQL too. */
export function postgresTestFiles(): string[] {
  return [...testFilesUnder("src/server"), ...testFilesUnder("test")]
    .filter((file) => !file.startsWith("test/e2e/"))
    .filter((file) => POSTGRES_MARK.test(readFileSync(file, "utf8")))
    .sort();
}

const serverProject = (name: string, dbKind: "pglite" | "postgres", include: string[]) => ({
  extends: true as const,
  test: {
    name,
    include,
    exclude: ["test/e2e/**"],
    globalSetup: ["test/setup/database.global.ts"],
    setupFiles: ["test/setup/no-network.ts"],
    provide: { dbKind, postgresUrl: postgresUrl ?? "" },
    // A worker keeps the modules it imported from one file to the next (the app's module
    // graph took ~3 s to import per file). Nothing a test changes lives in a module: each file
    // builds its own app, database and fakes.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: workers,
    // As `npm start` runs the server (decision 208): WebAssembly (PGlite, the image models)
    // compiled by Liftoff only, without TurboFan's background recompiles. Measured on two
    // server files: 52 → 41 CPU-seconds, same tests.
    execArgv: ["--liftoff-only"],
    sequence: { sequencer: GroupedSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/contract/**/*.test.ts", "src/web/**/*.test.ts", "scripts/**/*.test.ts"],
          setupFiles: ["test/setup/no-network.ts"],
        },
      },
      serverProject("server-pglite", "pglite", SERVER_TESTS),
      ...(postgresUrl ? [serverProject("server-postgres", "postgres", postgresTestFiles())] : []),
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          globalSetup: ["test/e2e/shared-server.global.ts"],
          setupFiles: ["test/setup/no-network.ts"],
          // One Chromium per worker, kept from file to file (harness.ts launchBrowser); each
          // test still opens a fresh browser context.
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // expect.poll waits for a condition; Vitest's default gives up after 1 s, which a
          // loaded 2-core machine can exceed (a server-side image resize did, in one CI run).
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
