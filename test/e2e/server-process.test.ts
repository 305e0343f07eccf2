import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { ROOT_DIR } from "#server/config.ts";
import { openPglite, queryRows } from "#server/db/client.ts";
import { startServer } from "./harness.ts";

const dataDir = await mkdtemp(path.join(tmpdir(), "ck-restart-"));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

it("keeps its embedded data across a clean restart", async () => {
  const first = await startServer({ dataDir });
  expect(first.output()).toMatch(/Node v24\./);
  expect(await first.stop()).toBe(0);
  expect(first.output()).toContain("stopped cleanly");

  // Write a row straight into the embedded database while the server is down.
  const dbDir = path.join(dataDir, "db");
  const offline = await openPglite({ dir: dbDir });
  await offline.db.execute(sql`insert into jobs (kind, unique_key) values ('restart-check', 'restart-check')`);
  await offline.close();

  const second = await startServer({ dataDir });
  expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
  expect(await second.stop()).toBe(0);

  const reopened = await openPglite({ dir: dbDir });
  const rows = await queryRows<{ kind: string }>(
    reopened.db,
    sql`select kind from jobs where unique_key = 'restart-check'`,
  );
  const migrations = await queryRows<{ n: number }>(
    reopened.db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  await reopened.close();
  expect(rows).toEqual([{ kind: "restart-check" }]);
  expect(migrations[0]?.n).toBeGreaterThan(0);
});

it("exits non-zero with a clear message, not a stack trace, on invalid configuration", () => {
  const result = spawnSync(process.execPath, [path.join(ROOT_DIR, "src/server/main.ts")], {
    env: { ...process.env, PORT: "abc", DATA_DIR: dataDir },
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("Invalid configuration:");
  expect(result.stderr).toContain('PORT: PORT must be a number (got "abc")');
  expect(result.stderr).not.toMatch(/\n\s+at /);
});
