import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { testimonialsSchema } from "../contract/testimonials.ts";

/** Repository root, used to resolve the default data and build directories. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const socialUrl = (name: string) =>
  z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https$/, error: `${name} must be an https:// address of the account` }).optional(),
  );

/** TESTIMONIALS_JSON: a JSON array; invalid JSON is reported like any other bad setting. */
const testimonialsSetting = z.preprocess((value, ctx) => {
  const text = emptyToUndefined(value);
  if (text === undefined) return [];
  try {
    return JSON.parse(String(text));
  } catch {
    ctx.addIssue({ code: "custom", message: "TESTIMONIALS_JSON must be a JSON array" });
    return z.NEVER;
  }
}, testimonialsSchema);

/**
 * Every setting the server reads, with its embedded default. This is the only place that
 * reads `process.env`; `.env.example` documents the same list.
 */
const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    HOST: z.string().min(1).default("127.0.0.1"),
    PORT: z.coerce
      .number({ error: "PORT must be a number" })
      .int("PORT must be a whole number")
      .min(0, "PORT must be between 0 and 65535")
      .max(65535, "PORT must be between 0 and 65535")
      .default(3000),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a postgres:// URL" }).optional(),
    ),
    PUBLIC_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/, error: "PUBLIC_URL must be an http(s) URL" }).optional(),
    ),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    PRODUCT_NAME: z.string().min(1).max(60).default("CaptionKaro"),
    PRODUCT_HASHTAG: z
      .string()
      .regex(/^[\p{L}\p{N}_]+$/u, "PRODUCT_HASHTAG must be letters, digits or _ without #")
      .default("CaptionKaro"),
    SUPPORT_EMAIL: z.email("SUPPORT_EMAIL must be an e-mail address").default("support@captionkaro.local"),
    WEB_DIST_DIR: optionalString,
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^smtps?$/, error: "SMTP_URL must look like smtp://user:pass@host:587" }).optional(),
    ),
    MAIL_FROM: optionalString,
    DEV_MAILBOX: z.preprocess(emptyToUndefined, z.enum(["true", "false"]).optional()),
    COMPANY_LEGAL_NAME: optionalString,
    COMPANY_ADDRESS: optionalString,
    GRIEVANCE_OFFICER_NAME: optionalString,
    GRIEVANCE_OFFICER_EMAIL: z.preprocess(
      emptyToUndefined,
      z.email("GRIEVANCE_OFFICER_EMAIL must be an e-mail address").optional(),
    ),
    TESTIMONIALS_JSON: testimonialsSetting,
    SOCIAL_INSTAGRAM_URL: socialUrl("SOCIAL_INSTAGRAM_URL"),
    SOCIAL_YOUTUBE_URL: socialUrl("SOCIAL_YOUTUBE_URL"),
    SOCIAL_X_URL: socialUrl("SOCIAL_X_URL"),
    SOCIAL_FACEBOOK_URL: socialUrl("SOCIAL_FACEBOOK_URL"),
    SOCIAL_LINKEDIN_URL: socialUrl("SOCIAL_LINKEDIN_URL"),
  })
  .transform((env) => {
    const dataDir = path.resolve(ROOT_DIR, env.DATA_DIR);
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
    return {
      env: env.NODE_ENV,
      isProduction: env.NODE_ENV === "production",
      host: env.HOST,
      port: env.PORT,
      dataDir,
      database: env.DATABASE_URL
        ? ({ kind: "postgres", url: env.DATABASE_URL } as const)
        : ({ kind: "pglite", dir: path.join(dataDir, "db") } as const),
      publicUrl,
      isHttps: publicUrl.startsWith("https://"),
      logLevel: env.LOG_LEVEL,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      brand: {
        name: env.PRODUCT_NAME,
        hashtag: env.PRODUCT_HASHTAG,
        supportEmail: env.SUPPORT_EMAIL,
      },
      site: {
        company: { legalName: env.COMPANY_LEGAL_NAME ?? env.PRODUCT_NAME, address: env.COMPANY_ADDRESS },
        grievanceOfficer: { name: env.GRIEVANCE_OFFICER_NAME, email: env.GRIEVANCE_OFFICER_EMAIL ?? env.SUPPORT_EMAIL },
        testimonials: env.TESTIMONIALS_JSON,
        social: (
          [
            ["instagram", env.SOCIAL_INSTAGRAM_URL],
            ["youtube", env.SOCIAL_YOUTUBE_URL],
            ["x", env.SOCIAL_X_URL],
            ["facebook", env.SOCIAL_FACEBOOK_URL],
            ["linkedin", env.SOCIAL_LINKEDIN_URL],
          ] as const
        ).flatMap(([network, url]) => (url ? [{ network, url }] : [])),
      },
      webDistDir: path.resolve(ROOT_DIR, env.WEB_DIST_DIR ?? "dist/web"),
      mail: {
        smtpUrl: env.SMTP_URL,
        from: env.MAIL_FROM ?? `"${env.PRODUCT_NAME}" <${env.SUPPORT_EMAIL}>`,
        /** The outbox reader at /dev/mailbox: on by default outside production. */
        devMailbox: env.DEV_MAILBOX ? env.DEV_MAILBOX === "true" : env.NODE_ENV !== "production",
      },
    };
  });

export type Config = z.output<typeof configSchema>;
export type DatabaseConfig = Config["database"];

/** Raised when the environment does not describe a valid configuration. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/** Reads and validates the configuration once; throws ConfigError listing every problem. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const key = issue.path.join(".") || "(environment)";
        return `${key}: ${issue.message} (got ${JSON.stringify(source[key] ?? null)})`;
      }),
    );
  }
  return result.data;
}

/** Builds a configuration for tests and tools from explicit overrides, ignoring the real environment. */
export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides });
}
