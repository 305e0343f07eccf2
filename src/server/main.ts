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
  // The address to open is the public one: links in e-mails and sign-in callbacks go there, and
  // the session cookie belongs to one host (uploads work at any address, decision 726).
  app.log.info(
    { node: process.version, database: deps.database.kind, address, publicUrl: config.publicUrl },
    `${config.brand.name} listening on ${address} — open ${config.publicUrl} (Node ${process.version}, ${deps.database.kind} database)`,
  );

  if (config.isProduction && !config.isHttps && !/^(127\.\d+\.\d+\.\d+|localhost|::1)$/.test(config.host)) {
    // The session cookie is Secure in production: browsers keep it on https:// and on
    // http://localhost, never on http://<this machine's address> (decision 156).
    app.log.warn(
      `listening beyond this machine on plain http: signing in works only at https:// (set PUBLIC_URL behind an https proxy) or http://localhost; other addresses cannot keep the Secure session cookie`,
    );
  }
  if (deps.mailer.transport === "outbox") {
    app.log.info(
      "no SMTP_URL: e-mail is kept in the outbox; its links are printed here and admins read it at /admin?tab=mail",
    );
  }

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
