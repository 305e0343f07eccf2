import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";

/** Everything a feature needs from outside itself, passed explicitly to buildApp. */
export interface Deps {
  config: Config;
  database: Database;
}

/** Opens the backing services the configuration names (embedded defaults otherwise). */
export async function createDeps(config: Config): Promise<Deps> {
  const database = await openDatabase(config.database);
  return { config, database };
}

/** Closes what createDeps opened. */
export async function closeDeps(deps: Deps): Promise<void> {
  await deps.database.close();
}
