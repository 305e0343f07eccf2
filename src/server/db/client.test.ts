// postgres: the client itself: migrations racing, pools, SQL on both engines
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import pg from "pg";
import { expect, inject, it } from "vitest";
import {
  type Database,
  MIGRATIONS_DIR,
  openPglite,
  openPostgres,
  pgliteTemplateFile,
  queryRows,
  writePgliteTemplate,
} from "./client.ts";

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

it("creates a new embedded database in a worker thread, then opens it with small memory settings", async () => {
  if (inject("dbKind") !== "pglite") return;
  const dir = await mkdtemp(path.join(tmpdir(), "ck-pglite-"));
  try {
    const dataDir = path.join(dir, "db");
    // No template for this PGlite version (an empty build directory): initdb runs, in its
    // own thread, whose memory was returned when it ended.
    const first = await openPglite({ dir: dataDir, templateDir: path.join(dir, "no-template") });
    expect((await readFile(path.join(dataDir, "PG_VERSION"), "utf8")).trim()).toMatch(/^\d+$/);
    const settings = await queryRows<{ name: string; setting: string; unit: string | null }>(
      first.db,
      sql`select name, setting, unit from pg_settings where name in ('shared_buffers', 'work_mem', 'maintenance_work_mem')`,
    );
    const kb = Object.fromEntries(settings.map((s) => [s.name, Number(s.setting) * (s.unit === "8kB" ? 8 : 1)]));
    expect(kb).toEqual({ shared_buffers: 16 * 1024, work_mem: 2 * 1024, maintenance_work_mem: 16 * 1024 });
    await first.migrate();
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();
    // Opening the existing directory again runs no initdb and finds what was written.
    const again = await openPglite({ dir: dataDir });
    try {
      expect(await again.isReady()).toBe(true);
      expect(await queryRows(again.db, sql`select note from kept`)).toEqual([{ note: "still here" }]);
    } finally {
      await again.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 120_000);

it("a first start copies the build's empty database (for this PGlite version) instead of running initdb", async () => {
  if (inject("dbKind") !== "pglite") return;
  const dir = await mkdtemp(path.join(tmpdir(), "ck-pglite-template-"));
  try {
    // The build's template (npm run build writes it to dist/), opened as a first start would.
    const templateDir = path.join(dir, "dist");
    const file = await writePgliteTemplate(templateDir);
    expect(file).toBe(pgliteTemplateFile(templateDir));
    expect(path.basename(file)).toMatch(/^pglite-\d+\.\d+\.\d+-empty\.tar\.gz$/);
    const fresh = await openPglite({ dir: path.join(dir, "db"), templateDir });
    try {
      await fresh.migrate();
      expect(await fresh.isReady()).toBe(true);
      // A template with a mark in it shows that the copy, not initdb, made the next directory
      // (a directory without a template runs initdb: the test above).
      await fresh.db.execute(sql`create table made_from_template (ok boolean)`);
      await writeFile(pgliteTemplateFile(templateDir), new Uint8Array(await (await fresh.dump()).arrayBuffer()));
    } finally {
      await fresh.close();
    }
    const copied = await openPglite({ dir: path.join(dir, "db2"), templateDir });
    try {
      expect(await queryRows(copied.db, sql`select to_regclass('made_from_template')::text as t`)).toEqual([
        { t: "made_from_template" },
      ]);
    } finally {
      await copied.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 180_000);
