import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout } from "node:timers/promises";
import pino from "pino";
import { type CaptionModel, createCaptionModel } from "./adapters/ai/index.ts";
import { createInstagram, type InstagramApi } from "./adapters/instagram/index.ts";
import { createMailer, type Mailer, type OutboxNotice } from "./adapters/mail/index.ts";
import { createPayments, type Payments } from "./adapters/payments/index.ts";
import { createStorage, type ObjectStorage } from "./adapters/storage/index.ts";
import { createSessionCache, type SessionCache } from "./auth/session-cache.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { stopListeningFor } from "./db/notified-cache.ts";
import { createObjectDetector, type ObjectDetector } from "./media/analysis/detector.ts";
import { createTextReader, type TextReader } from "./media/analysis/text-reader.ts";
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
  /** OCR for image analysis (decision 206); its worker thread starts on first use. */
  textReader: TextReader;
  /** The configured cloud or self-hosted model; undefined means the offline engine. */
  captionModel: CaptionModel | undefined;
  /** Key for HMAC signatures (upload URLs); from APP_SECRET or kept in DATA_DIR. */
  appSecret: string;
  /** Recent session lookups, dropped on every change of a session or user (decision 012). */
  sessionCache: SessionCache;
  /** Waits a rule asks for (the sign-in slowdown); tests record them instead of waiting. */
  sleep: (ms: number) => Promise<void>;
  /** Payment providers (PhonePe, Razorpay, the sandbox) as configured. */
  payments: Payments;
  /** Instagram publishing: the Graph API, the in-app sandbox, or undefined when neither is on. */
  instagram: InstagramApi | undefined;
}

/**
 * Wires the adapters the configuration names around an open database. `log` receives what
 * adapters announce (mail kept in the outbox); by default the server's log on stdout.
 * `rateLimitNow` is the rate limits' clock (tests hold it still, so that no run's attempts
 * straddle the end of a window); `sleep` waits what a rule asks (tests record it instead).
 */
export function depsFor(
  config: Config,
  database: Database,
  appSecret: string,
  log: OutboxNotice = pino({ level: config.logLevel }),
  {
    rateLimitNow = Date.now,
    sleep = (ms: number) => setTimeout(ms).then(() => {}),
  }: { rateLimitNow?: () => number; sleep?: (ms: number) => Promise<void> } = {},
): Deps {
  const storage = createStorage(config, appSecret);
  return {
    config,
    database,
    appSecret,
    mailer: createMailer(config, database.db, log),
    rateLimiter: createRateLimiter(
      config.rateLimitStore === "database" ? createDatabaseRateLimitStore(database.db) : createMemoryRateLimitStore(),
      rateLimitNow,
    ),
    storage,
    detector: createObjectDetector(),
    textReader: createTextReader(),
    captionModel: createCaptionModel(config.ai),
    sessionCache: createSessionCache(database),
    sleep,
    payments: createPayments(config),
    instagram: createInstagram(config, { db: database.db, storage }),
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
  await Promise.all([deps.detector.close(), deps.textReader.close()]);
  stopListeningFor(deps.database);
  await deps.database.close();
}
