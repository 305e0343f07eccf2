import { defineConfig } from "vitest/config";

// The server suite runs on embedded PGlite always, and again on PostgreSQL when
// TEST_DATABASE_URL is set (CI does). Each test file gets its own database, so files run in
// parallel. Browser tests run one file at a time against a real server.
const postgresUrl = process.env.TEST_DATABASE_URL;

const serverProject = (name: string, dbKind: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name,
    include: ["src/server/**/*.test.ts", "test/**/*.test.ts"],
    exclude: ["test/e2e/**"],
    globalSetup: ["test/setup/database.global.ts"],
    setupFiles: ["test/setup/no-network.ts"],
    provide: { dbKind, postgresUrl: postgresUrl ?? "" },
  },
});

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/contract/**/*.test.ts", "src/web/**/*.test.ts", "scripts/**/*.test.ts"],
          setupFiles: ["test/setup/no-network.ts"],
        },
      },
      serverProject("server-pglite", "pglite"),
      ...(postgresUrl ? [serverProject("server-postgres", "postgres")] : []),
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          setupFiles: ["test/setup/no-network.ts"],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
