import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { closeDeps, createDeps } from "./deps.ts";
import { createAppJobRunner } from "./jobs/index.ts";
import { createShutdown } from "./lifecycle.ts";

/** Start-up: configuration → backing services → migrations → listen; clean shutdown on signals. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every setting and its default.\n`);
      process.exit(1);
    }
    throw error;
  }

  const deps = await createDeps(config);
  await deps.database.migrate();
  const app = await buildApp(deps);
  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { node: process.version, database: deps.database.kind, address, publicUrl: config.publicUrl },
    `${config.brand.name} listening on ${address} (Node ${process.version}, ${deps.database.kind} database)`,
  );

  const jobs = createAppJobRunner(deps, { logger: app.log });
  jobs.start();

  const stop = createShutdown({
    app,
    timeoutMs: config.shutdownTimeoutMs,
    closeResources: async () => {
      await jobs.stop();
      await closeDeps(deps);
    },
    exit: (code) => process.exit(code),
  });
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((error) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
