import { createMailer, type Mailer } from "./adapters/mail/index.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { createMemoryRateLimitStore, createRateLimiter, type RateLimiter } from "./rate-limit.ts";

/** Everything a feature needs from outside itself, passed explicitly to buildApp. */
export interface Deps {
  config: Config;
  database: Database;
  mailer: Mailer;
  rateLimiter: RateLimiter;
}

/** Wires the adapters the configuration names around an open database. */
export function depsFor(config: Config, database: Database): Deps {
  return {
    config,
    database,
    mailer: createMailer(config, database.db),
    rateLimiter: createRateLimiter(createMemoryRateLimitStore()),
  };
}

/** Opens the backing services the configuration names (embedded defaults otherwise). */
export async function createDeps(config: Config): Promise<Deps> {
  return depsFor(config, await openDatabase(config.database));
}

/** Closes what createDeps opened. */
export async function closeDeps(deps: Deps): Promise<void> {
  await deps.database.close();
}
