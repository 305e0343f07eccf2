import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import pg from "pg";
import { expect, inject, it } from "vitest";
import { type Database, MIGRATIONS_DIR, openPglite, openPostgres, queryRows } from "./client.ts";

const expected = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).length;

const applied = async (database: Database) => {
  const rows = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(rows[0]?.n);
};

it("applies the committed migrations once when two servers start at the same time", async () => {
  if (inject("dbKind") === "pglite") {
    // One embedded database belongs to one process; starting twice must still be harmless.
    const database = await openPglite({});
    try {
      expect(await database.isReady()).toBe(false);
      await Promise.all([database.migrate(), database.migrate()]);
      await database.migrate();
      expect(await applied(database)).toBe(expected);
      expect(await database.isReady()).toBe(true);
    } finally {
      await database.close();
    }
    return;
  }

  const url = inject("postgresUrl");
  const name = `ck_migrate_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const first = await openPostgres(target.toString(), { max: 2 });
  const second = await openPostgres(target.toString(), { max: 2 });
  try {
    expect(await first.isReady()).toBe(false);
    await Promise.all([first.migrate(), second.migrate()]);
    expect(await applied(first)).toBe(expected);
    expect(await second.isReady()).toBe(true);
  } finally {
    await first.close();
    await second.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
