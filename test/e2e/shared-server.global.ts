/**
 * One production server for the browser files that need no configuration of their own
 * (issue 25, docs/decisions/702): started once per run instead of once per file, its photo
 * analysis warmed by one upload before the first file runs. Files reach it with
 * sharedServer() (harness.ts). Every file on it works with accounts of its own, each signing
 * up from client addresses of its own, so files do not see each other's data.
 */
import { readFileSync } from "node:fs";
import { request } from "playwright-core";
import type { TestProject } from "vitest/node";
import { buildJpeg } from "../helpers/images.ts";
import { SHARED_SERVER_ENV, startServer, uploadPhotoThroughApi } from "./harness.ts";

declare module "vitest" {
  export interface ProvidedContext {
    sharedServer: { url: string; dataDir: string };
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer({ env: SHARED_SERVER_ENV });
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
    throw error;
  }
  project.provide("sharedServer", { url: server.url, dataDir: server.dataDir });
  return async () => {
    // What the shared server cost the run, printed so a change in it shows (issue 25).
    const seconds = cpuSeconds(server.process.pid);
    if (seconds !== undefined)
      process.stdout.write(`--- the shared browser-test server used ${seconds.toFixed(1)} CPU-s\n`);
    await server.dispose();
  };
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
