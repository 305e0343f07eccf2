import type { FastifyInstance } from "fastify";
import { buildApp } from "#server/app.ts";
import { applyChange, SESSION_CHANGES_CHANNEL, SessionCache } from "#server/auth/session-cache.ts";
import { openPostgres } from "#server/db/client.ts";
import { type Deps, depsFor } from "#server/deps.ts";
import type { TestApp } from "./app.ts";

/**
 * A second server on the test's PostgreSQL database: its own app, connection pool and session
 * cache, wired as createSessionCache wires one but left out of this process's list of caches,
 * so only the database's NOTIFY reaches it, as with a server in another process.
 */
export async function startSecondServer(
  t: TestApp,
  poolSize = 3,
): Promise<{
  app: FastifyInstance;
  deps: Deps;
  close(): Promise<void>;
}> {
  const database = await openPostgres(t.databaseUrl as string, { max: poolSize });
  const isolated = new SessionCache(false);
  database.listen?.(
    SESSION_CHANGES_CHANNEL,
    (payload) => applyChange(isolated, payload),
    (live) => isolated.setLive(live),
  );
  const deps = {
    ...depsFor(t.deps.config, database, "second-server-secret-0123456789abcdef0123456789"),
    sessionCache: isolated,
  };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    async close() {
      await app.close();
      await deps.detector.close();
      await deps.database.close();
    },
  };
}
