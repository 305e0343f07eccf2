import { readFileSync } from "node:fs";
import { access, mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { DatabaseConfig } from "../config.ts";
import * as schema from "./schema/index.ts";

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Any key works as long as every server uses the same one ("CKmg" in ASCII). */
const MIGRATION_LOCK_KEY = 0x434b6d67;

/** The query interface shared by the PGlite and node-postgres drivers; queries are typed against it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly kind: "pglite" | "postgres";
  readonly db: Db;
  /** Applies committed migrations; safe when several servers start at once. */
  migrate(): Promise<void>;
  /** True when the database answers and every committed migration is applied. */
  isReady(): Promise<boolean>;
  /**
   * PostgreSQL only (several servers may share it): calls `onMessage` with the payload of
   * every NOTIFY on `channel`, on a connection of its own. `onLive(false)` whenever that
   * connection is down (it reconnects), `onLive(true)` once it listens again. Ended by close().
   */
  listen?(channel: string, onMessage: (payload: string) => void, onLive: (live: boolean) => void): void;
  close(): Promise<void>;
}

let expectedMigrations: number | undefined;
/** The number of committed migrations, read from disk once. */
const expectedMigrationCount = () => {
  expectedMigrations ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).length;
  return expectedMigrations;
};

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function appliedMigrationCount(db: Db): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number(rows[0]?.count ?? 0);
}

async function checkReady(db: Db): Promise<boolean> {
  try {
    return (await appliedMigrationCount(db)) >= expectedMigrationCount();
  } catch {
    return false;
  }
}

/**
 * PostgreSQL's memory settings for the embedded database, which lives inside the server's
 * own process (docs/decisions/208): PostgreSQL's defaults (128 MB of shared buffers, 64 MB
 * for maintenance) suit a database server of its own, and in WebAssembly memory once taken
 * is never given back. One user at a time and tables of a few thousand rows need far less;
 * PostgreSQL in production keeps its own settings.
 */
export const PGLITE_MEMORY_SETTINGS = [
  "shared_buffers=16MB",
  "work_mem=2MB",
  "maintenance_work_mem=16MB",
  "temp_buffers=2MB",
  "wal_buffers=1MB",
] as const;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Runs initdb for a new data directory in a worker thread, whose memory is returned when it ends. */
async function createDataDir(dir: string): Promise<void> {
  const worker = new Worker(new URL("./pglite-initdb-worker.ts", import.meta.url), { workerData: { dir } });
  await new Promise<void>((resolve, reject) => {
    worker.once("error", reject);
    worker.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`creating the embedded database failed (exit ${code})`)),
    );
  });
}

const PGLITE_VERSION: string = JSON.parse(
  readFileSync(
    path.join(path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")), "..", "package.json"),
    "utf8",
  ),
).version;

/**
 * The empty embedded database `npm run build` prepares in `templateDir` (initdb done once, at
 * build time), for this version of PGlite only: a first start copies it instead of running
 * initdb, the heaviest thing the embedded database ever does (decision 208).
 */
export const pgliteTemplateFile = (templateDir: string) =>
  path.join(templateDir, `pglite-${PGLITE_VERSION}-empty.tar.gz`);

/** Writes that template: initdb in a new directory, dumped as PGlite's gzipped tar. */
export async function writePgliteTemplate(templateDir: string): Promise<string> {
  const client = new PGlite({ startParams: pgliteStartParams() });
  await client.waitReady;
  const dump = await client.dumpDataDir("gzip");
  await client.close();
  const file = pgliteTemplateFile(templateDir);
  await mkdir(templateDir, { recursive: true });
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  return file;
}

const pgliteStartParams = () => [
  ...PGlite.defaultStartParams,
  ...PGLITE_MEMORY_SETTINGS.flatMap((setting) => ["-c", setting]),
];

/** Opens an embedded PGlite database; `dir` undefined keeps it in memory, `snapshot` restores a dump. */
export async function openPglite(options: {
  dir?: string;
  snapshot?: Blob;
  /** Where `npm run build` left the empty database for a first start (pgliteTemplateFile). */
  templateDir?: string;
}): Promise<Database & { dump(): Promise<Blob> }> {
  let snapshot = options.snapshot;
  if (options.dir) {
    await mkdir(path.dirname(options.dir), { recursive: true });
    if (!snapshot && !(await exists(path.join(options.dir, "PG_VERSION")))) {
      // A first start: the build's empty database when there is one, else initdb in a thread.
      const template = options.templateDir
        ? await readFile(pgliteTemplateFile(options.templateDir)).catch(() => undefined)
        : undefined;
      if (template) snapshot = new Blob([new Uint8Array(template)]);
      else await createDataDir(options.dir);
    }
  }
  const client = new PGlite({
    ...(options.dir ? { dataDir: options.dir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    startParams: pgliteStartParams(),
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  // One embedded database lives in one process: a second migrate call waits for the first.
  let migrating: Promise<void> = Promise.resolve();
  return {
    kind: "pglite",
    db: db as unknown as Db,
    migrate() {
      migrating = migrating.catch(() => {}).then(() => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }));
      return migrating;
    },
    isReady: () => checkReady(db as unknown as Db),
    close: () => client.close(),
    dump: () => client.dumpDataDir("gzip"),
  };
}

/** Opens a PostgreSQL connection pool. */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle connection can be cut by the server (restart, failover); the pool drops it and
  // opens a new one on demand, so this is a warning, not a crash.
  pool.on("error", (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzleNodePg({ client: pool, schema });
  let closed = false;
  const listeners = new Set<pg.Client>();
  function listen(channel: string, onMessage: (payload: string) => void, onLive: (live: boolean) => void) {
    if (closed) return;
    const client = new pg.Client({ connectionString: url });
    listeners.add(client);
    let lost = false;
    const reconnect = () => {
      if (lost) return;
      lost = true;
      onLive(false);
      listeners.delete(client);
      client.end().catch(() => {});
      if (!closed) setTimeout(() => listen(channel, onMessage, onLive), 1000).unref();
    };
    client.on("error", reconnect);
    client.on("end", reconnect);
    client.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    client
      .connect()
      .then(() => client.query(`listen "${channel.replaceAll('"', '""')}"`))
      .then(() => {
        if (!lost && !closed) onLive(true);
      })
      .catch(reconnect);
  }
  return {
    kind: "postgres",
    listen,
    db: db as unknown as Db,
    async migrate() {
      // Session-level advisory lock on a dedicated connection: a second server waits here
      // until the first has finished, then finds nothing left to apply.
      const lockClient = await pool.connect();
      try {
        await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        lockClient.release();
      }
    },
    isReady: () => checkReady(db as unknown as Db),
    async close() {
      closed = true;
      await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
      await pool.end();
    },
  };
}

/** Opens the database the configuration names: PostgreSQL with DATABASE_URL, else embedded PGlite. */
export function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === "postgres"
    ? openPostgres(config.url)
    : openPglite({ dir: config.dir, templateDir: config.templateDir });
}
