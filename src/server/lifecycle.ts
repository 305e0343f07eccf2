import type { FastifyInstance } from "fastify";

export interface ShutdownOptions {
  app: FastifyInstance;
  timeoutMs: number;
  /** Runs after the server has stopped (closes the database and other backing services). */
  closeResources: () => Promise<void>;
  exit: (code: number) => void;
}

/**
 * Returns the shutdown routine: stop accepting connections, let requests in flight finish
 * (up to the timeout, then exit non-zero anyway), close backing services, exit.
 */
export function createShutdown({ app, timeoutMs, closeResources, exit }: ShutdownOptions) {
  let stopping: Promise<void> | undefined;
  return (reason: string): Promise<void> => {
    stopping ??= (async () => {
      app.log.info({ reason }, "shutting down: no new connections, finishing requests in flight");
      const force = setTimeout(() => {
        app.log.error({ timeoutMs }, "requests still running after the shutdown timeout; exiting anyway");
        exit(1);
      }, timeoutMs);
      force.unref();
      try {
        await app.close();
        await closeResources();
        clearTimeout(force);
        app.log.info("stopped cleanly");
        exit(0);
      } catch (error) {
        clearTimeout(force);
        app.log.error({ err: error }, "error while shutting down");
        exit(1);
      }
    })();
    return stopping;
  };
}
