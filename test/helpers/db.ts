import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openPglite, openPostgres } from "#server/db/client.ts";

/**
 * True in the run on PostgreSQL (the server-postgres project). That run repeats a marked file
 * (`// postgres: …`) for what PostgreSQL can change — row locks, races, several servers on one
 * database, SQL the two may read differently — so a test of nothing the database decides (the
 * caption writer, image checks, a message's wording) runs on PGlite only:
 * `describe.skipIf(onPostgres)` / `it.skipIf(onPostgres)`.
 */
export const onPostgres = inject("dbKind") === "postgres";

/** A test file's database; `url` (PostgreSQL only) lets a test open more pools on it, as more servers would. */
export type TestDatabase = Database & { url?: string };

/**
 * A migrated embedded database kept on disk in `dir` (restored from the run's snapshot when
 * there is one, migrated afresh otherwise).
 */
export async function openEmbeddedDatabase(dir: string): Promise<Database> {
  const snapshotFile = inject("dbKind") === "pglite" ? inject("pgliteSnapshot") : undefined;
  if (snapshotFile) return openPglite({ dir, snapshot: new Blob([await readFile(snapshotFile)]) });
  const database = await openPglite({ dir });
  await database.migrate();
  return database;
}

/**
 * A migrated database of its own for one test file: a restored PGlite snapshot, or a fresh
 * PostgreSQL database copied from the migrated template. close() also drops the copy.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (inject("dbKind") === "pglite") {
    const snapshot = await readFile(inject("pgliteSnapshot"));
    return openPglite({ snapshot: new Blob([snapshot]) });
  }
  const url = inject("postgresUrl");
  const name = `ck_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
  } finally {
    await admin.end();
  }
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  const database = await openPostgres(databaseUrl.toString(), { max: 5 });
  return {
    ...database,
    url: databaseUrl.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
