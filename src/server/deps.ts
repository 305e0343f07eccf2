import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type CaptionModel, createCaptionModel } from "./adapters/ai/index.ts";
import { createMailer, type Mailer } from "./adapters/mail/index.ts";
import { createStorage, type ObjectStorage } from "./adapters/storage/index.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { createObjectDetector, type ObjectDetector } from "./features/captions/analysis/detector.ts";
import {
  createDatabaseRateLimitStore,
  createMemoryRateLimitStore,
  createRateLimiter,
  type RateLimiter,
} from "./rate-limit.ts";

/** Everything a feature needs from outside itself, passed explicitly to buildApp. */
export interface Deps {
  config: Config;
  database: Database;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  storage: ObjectStorage;
  /** COCO object detector for image analysis; its worker thread starts on first use. */
  detector: ObjectDetector;
  /** The configured cloud or self-hosted model; undefined means the offline engine. */
  captionModel: CaptionModel | undefined;
  /** Key for HMAC signatures (upload URLs); from APP_SECRET or kept in DATA_DIR. */
  appSecret: string;
}

/** Wires the adapters the configuration names around an open database. */
export function depsFor(config: Config, database: Database, appSecret: string): Deps {
  return {
    config,
    database,
    appSecret,
    mailer: createMailer(config, database.db),
    rateLimiter: createRateLimiter(
      config.rateLimitStore === "database" ? createDatabaseRateLimitStore(database.db) : createMemoryRateLimitStore(),
    ),
    storage: createStorage(config, appSecret),
    detector: createObjectDetector(),
    captionModel: createCaptionModel(config.ai),
  };
}

/**
 * The configured APP_SECRET, or a random one created on first start and kept in DATA_DIR
 * (enough for one server; several servers must share APP_SECRET).
 */
export async function loadAppSecret(config: Config): Promise<string> {
  if (config.appSecret) return config.appSecret;
  const file = path.join(config.dataDir, "app-secret");
  const existing = await readFile(file, "utf8").catch(() => undefined);
  if (existing && existing.trim().length >= 32) return existing.trim();
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Opens the backing services the configuration names (embedded defaults otherwise). */
export async function createDeps(config: Config): Promise<Deps> {
  return depsFor(config, await openDatabase(config.database), await loadAppSecret(config));
}

/** Closes what createDeps opened. */
export async function closeDeps(deps: Deps): Promise<void> {
  await deps.detector.close();
  await deps.database.close();
}
