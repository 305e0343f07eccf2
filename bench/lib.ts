import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { openSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT_DIR } from "#server/config.ts";
import { freePort } from "#test/e2e/harness.ts";
import { SERVER_ENV, SERVER_NODE_ARGS } from "../scripts/server-options.ts";

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

export interface BenchServerOptions {
  /** An existing data directory (e.g. prepared with accounts first); removed on stop. */
  dataDir?: string;
  /** Extra options for node before the entry file, e.g. `--cpu-prof`. */
  nodeArgs?: string[];
  /** Where the server's own log (stdout) goes: a file path; the bench's output by default. */
  logFile?: string;
}

/**
 * Starts the built server in production mode on a fresh embedded database, or on the one in
 * `options.dataDir` when given; the directory is removed on stop.
 */
export async function startBenchServer(
  env: Record<string, string> = {},
  options: BenchServerOptions = {},
): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await benchDataDir());
  // As `npm start` runs it (scripts/server-options.ts), plus any options the bench adds.
  const nodeArgs = [...SERVER_NODE_ARGS, ...(options.nodeArgs ?? [])];
  const child = spawn(process.execPath, [...nodeArgs, path.join(ROOT_DIR, "src/server/main.ts")], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      ...SERVER_ENV,
      ...benchEnv(dataDir),
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", options.logFile ? openSync(options.logFile, "a") : "inherit", "inherit"],
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

/** A saved post of the shape bench:posts and bench:signed-in-read use (caption ≈ 330 characters). */
export function benchPostRows(userId: string, from: number, count: number, contentItemIds: string[], start: number) {
  return Array.from({ length: count }, (_, j) => {
    const i = from + j;
    return {
      userId,
      title: `Post ${i}: chai, monsoon and the city`,
      caption: `Caption ${i} `.repeat(30),
      detailedDescription: `Description ${i} `.repeat(20),
      hashtags: "#chai #monsoon #MumbaiDiaries #IndianCreators #CaptionKaro",
      altText: "A glass of tea on a ledge at sunset",
      contentItemIds,
      engagementPrediction: i % 101,
      status: i % 10 === 0 ? ("scheduled" as const) : ("draft" as const),
      scheduledAt: i % 10 === 0 ? new Date(start + 86_400_000) : null,
      createdAt: new Date(start - i * 1000),
    };
  });
}

/** Ready library photos of the shape an upload leaves (original, preview and thumbnail keys, analysis done). */
export function benchContentRows(userId: string, from: number, count: number, start: number) {
  return Array.from({ length: count }, (_, j) => {
    const i = from + j;
    const id = randomUUID();
    const createdAt = new Date(start - i * 60_000);
    return {
      id,
      userId,
      fileName: `${id}.jpg`,
      originalName: `IMG_2026${String(i).padStart(4, "0")}.jpg`,
      fileType: "image" as const,
      mimeType: "image/jpeg",
      declaredSize: 180_000 + i,
      storedBytes: 170_000 + i,
      status: "ready" as const,
      objectKey: `users/${userId}/${id}/original`,
      previewKey: `users/${userId}/${id}/preview.webp`,
      thumbnailKey: `users/${userId}/${id}/thumbnail.webp`,
      analyzed: true,
      altText: i % 3 === 0 ? "A glass of tea on a ledge at sunset" : null,
      width: 1080,
      height: 1350,
      uploadExpiresAt: createdAt,
      createdAt,
      lastUsedAt: createdAt,
    };
  });
}

/** Registers the bench user through the API and answers its session cookie ("name=value"). */
export async function registerBenchUser(baseUrl: string, email = "bench@example.in"): Promise<string> {
  const register = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      password: "bench-password",
      name: "Bench User",
      isAtLeast13: true,
      acceptTerms: true,
    }),
  });
  if (register.status !== 201) throw new Error(`register failed: ${register.status} ${await register.text()}`);
  return (register.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}
