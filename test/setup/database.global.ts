import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "#server/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    dbKind: "pglite" | "postgres";
    postgresUrl: string;
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run: a PGlite snapshot that each test file restores (a fresh PGlite
 * takes seconds to initialise), or a PostgreSQL template database each file copies.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.provide.dbKind;
  if (kind === "pglite") {
    const dir = await mkdtemp(path.join(tmpdir(), "ck-test-"));
    const database = await openPglite({});
    await database.migrate();
    const dump = await database.dump();
    await database.close();
    const file = path.join(dir, "migrated.tar.gz");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide("pgliteSnapshot", file);
    return () => rm(dir, { recursive: true, force: true });
  }

  const url = project.config.provide.postgresUrl;
  if (!url) throw new Error("The postgres test project needs TEST_DATABASE_URL");
  const template = `ck_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${template}`;
  const database = await openPostgres(templateUrl.toString(), { max: 2 });
  await database.migrate();
  await database.close();
  project.provide("postgresTemplate", template);
  return async () => {
    await admin.query(`drop database if exists ${template}`);
    await admin.end();
  };
}
