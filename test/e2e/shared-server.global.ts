/**
 * One production server for the browser files that need no configuration of their own
 * (issue 25, docs/decisions/702): started once per run instead of once per file, its photo
 * analysis warmed by one upload before the first file runs. Files reach it with
 * sharedServer() (harness.ts). Every file on it works with accounts of its own, each signing
 * up from client addresses of its own, so files do not see each other's data.
 *
 * Before it, the run's head start for every server a browser file starts (harness.ts
 * ServerHeadStart): a migrated empty database and a compile cache.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { request } from "playwright-core";
import type { TestProject } from "vitest/node";
import { ROOT_DIR } from "#server/config.ts";
import { SERVER_NODE_ARGS } from "../../scripts/server-options.ts";
import { buildJpeg } from "../helpers/images.ts";
import { type ServerHeadStart, SHARED_SERVER_ENV, startServer, uploadPhotoThroughApi } from "./harness.ts";

declare module "vitest" {
  export interface ProvidedContext {
    sharedServer: { url: string; dataDir: string };
    serverHeadStart: ServerHeadStart;
  }
}

export default async function setup(project: TestProject) {
  // What every other server of the run starts from (harness.ts ServerHeadStart): the build's
  // empty database, migrated once in a process of its own while the shared server starts, and
  // one compile cache.
  const seedDir = await mkdtemp(path.join(tmpdir(), "ck-e2e-seed-"));
  const database = path.join(seedDir, "db");
  const head: ServerHeadStart = { database, compileCache: path.join(seedDir, "compile-cache") };
  const [seeded, started] = await Promise.allSettled([
    migrateEmptyDatabase(database),
    startServer({ env: SHARED_SERVER_ENV, head: { compileCache: head.compileCache } }),
  ]);
  if (seeded.status === "rejected" || started.status === "rejected") {
    if (started.status === "fulfilled") await started.value.dispose();
    await rm(seedDir, { recursive: true, force: true });
    throw seeded.status === "rejected" ? seeded.reason : (started as PromiseRejectedResult).reason;
  }
  project.provide("serverHeadStart", head);
  const server = started.value;
  try {
    // The first photo a server analyses starts its detector and text reader (seconds): here,
    // once, rather than inside the first journey that uploads one.
    const api = await request.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.250" } });
    const registered = await api.post(`${server.url}/api/auth/register`, {
      headers: { origin: server.url },
      data: {
        email: "warm-up@example.in",
        password: "warm-up-pass-1",
        name: "Warm Up",
        isAtLeast13: true,
        acceptTerms: true,
      },
    });
    if (registered.status() !== 201) throw new Error(`warm-up sign-up answered ${registered.status()}`);
    await uploadPhotoThroughApi(api, server.url, await buildJpeg({ width: 1080, height: 1080 }), "warm-up.jpg");
    await api.dispose();
  } catch (error) {
    await server.dispose();
    await rm(seedDir, { recursive: true, force: true });
    throw error;
  }
  project.provide("sharedServer", { url: server.url, dataDir: server.dataDir });
  return async () => {
    // What the shared server cost the run, printed so a change in it shows (issue 25).
    const seconds = cpuSeconds(server.process.pid);
    if (seconds !== undefined)
      process.stdout.write(`--- the shared browser-test server used ${seconds.toFixed(1)} CPU-s\n`);
    await server.dispose();
    await rm(seedDir, { recursive: true, force: true });
  };
}

/**
 * Migrates the build's empty embedded database into `dir` in a Node process run as the server
 * runs (WebAssembly compiled by Liftoff only, decision 208), not in Vitest's own process.
 */
async function migrateEmptyDatabase(dir: string): Promise<void> {
  const script = [
    `const { openPglite } = await import(${JSON.stringify(path.join(ROOT_DIR, "src/server/db/client.ts"))});`,
    `const db = await openPglite({ dir: ${JSON.stringify(dir)}, templateDir: ${JSON.stringify(path.join(ROOT_DIR, "dist"))} });`,
    "await db.migrate();",
    "await db.close();",
  ].join("\n");
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, "--input-type=module", "--eval", script], {
    cwd: ROOT_DIR,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk) => {
    errors += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`migrating the empty database for the run's servers failed (${code}):\n${errors}`);
}

/** User + system CPU time of a running process (all its threads), from /proc; undefined elsewhere. */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}
