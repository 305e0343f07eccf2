import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT_DIR } from "../src/server/config.ts";
import { freePort } from "../test/e2e/harness.ts";

export interface BenchServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** The environment the bench server runs with (before the caller's own settings). */
export const benchEnv = (dataDir: string): Record<string, string> => ({
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
});

/** A fresh data directory for a bench server (its embedded database lives inside). */
export const benchDataDir = () => mkdtemp(path.join(tmpdir(), "ck-bench-"));

/**
 * Starts the built server in production mode on a fresh embedded database, or on the one in
 * `dataDir` when given (e.g. prepared with accounts first); the directory is removed on stop.
 */
export async function startBenchServer(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await benchDataDir());
  const child = spawn(process.execPath, [path.join(ROOT_DIR, "src/server/main.ts")], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      ...benchEnv(dataDir),
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    process: child,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
