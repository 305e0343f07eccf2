import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { DEMO_TIMEOUT_MS } from "#contract/demo-values.ts";
import { testimonialsSchema } from "#contract/testimonials.ts";

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
    /**
     * production unless said otherwise: `npm start` is the product as it runs in public;
     * `npm run dev` sets development and the tests set test (decision 156).
     */
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z
        .enum(["development", "test", "production"], { error: "NODE_ENV must be production, development or test" })
        .default("production"),
    ),
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
    /** How many hashtags of the ranked list a post carries (Instagram allows 5 since December 2025). */
    POST_HASHTAG_CAP: z.coerce.number().int().min(1).max(30).default(5),
    SUPPORT_EMAIL: z.email("SUPPORT_EMAIL must be an e-mail address").default("support@captionkaro.local"),
    WEB_DIST_DIR: optionalString,
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^smtps?$/, error: "SMTP_URL must look like smtp://user:pass@host:587" }).optional(),
    ),
    MAIL_FROM: optionalString,
    ADMIN_EMAILS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .transform((value) =>
          value
            .split(",")
            .map((email) => email.trim().toLowerCase())
            .filter(Boolean),
        )
        .pipe(z.array(z.email("ADMIN_EMAILS must be e-mail addresses separated by commas")))
        .default([]),
    ),
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^(true|false|[0-9])$/, "TRUST_PROXY must be false, true (one proxy) or the number of proxies (1-9)")
        .default("false"),
    ),
    OIDC_ISSUER: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/, error: "OIDC_ISSUER must be the provider's https:// issuer URL" }).optional(),
    ),
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    APP_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, "APP_SECRET must be at least 32 characters (e.g. openssl rand -hex 32)").optional(),
    ),
    AI_PROVIDER: z.enum(["offline", "gemini", "openai", "openai-compatible"]).default("offline"),
    AI_MODEL: optionalString,
    AI_API_KEY: optionalString,
    AI_BASE_URL: z.preprocess(emptyToUndefined, z.url({ error: "AI_BASE_URL must be a URL" }).optional()),
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
    RATE_LIMIT_STORE: z.enum(["memory", "database"]).default("memory"),
    /** Requests one API key may make per minute (issue 19). */
    API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
    /** Generations one API key may have running at once. */
    API_KEY_CONCURRENT_GENERATIONS: z.coerce.number().int().min(1).max(100).default(2),
    /** Seats of a Business team: the people its owner invites, members and pending invitations (issue 29). */
    TEAM_SEATS: z.coerce.number().int().min(2).max(500).default(5),
    DEMO_DAILY_LIMIT_PER_IP: z.coerce.number().int().min(0).max(1000).default(3),
    /** All visitors together, per day (IST): the ceiling on what the demo can cost. */
    DEMO_DAILY_LIMIT_TOTAL: z.coerce.number().int().min(0).max(1_000_000).default(500),
    /** Per server process, not across servers (see decision 401). */
    DEMO_MAX_CONCURRENT: z.coerce.number().int().min(1).max(100).default(4),
    DEMO_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(DEMO_TIMEOUT_MS),
    DEMO_URL_TEST_ALLOW: optionalString,
    S3_BUCKET: optionalString,
    S3_REGION: z.preprocess(emptyToUndefined, z.string().default("us-east-1")),
    S3_ENDPOINT: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/, error: "S3_ENDPOINT must be an http(s) URL" }).optional(),
    ),
    S3_FORCE_PATH_STYLE: z.preprocess(
      emptyToUndefined,
      z.enum(["true", "false"], { error: "S3_FORCE_PATH_STYLE must be true or false" }).default("false"),
    ),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** How long an upload URL accepts its PUT (S3 allows up to 7 days). */
    UPLOAD_LINK_SECONDS: z.coerce
      .number({ error: "UPLOAD_LINK_SECONDS must be a number of seconds" })
      .int("UPLOAD_LINK_SECONDS must be a whole number of seconds")
      .min(1, "UPLOAD_LINK_SECONDS must be between 1 and 604800 (7 days)")
      .max(604_800, "UPLOAD_LINK_SECONDS must be between 1 and 604800 (7 days)")
      .default(900),
    COMPANY_LEGAL_NAME: optionalString,
    COMPANY_ADDRESS: optionalString,
    GRIEVANCE_OFFICER_NAME: optionalString,
    GRIEVANCE_OFFICER_EMAIL: z.preprocess(
      emptyToUndefined,
      z.email("GRIEVANCE_OFFICER_EMAIL must be an e-mail address").optional(),
    ),
    TESTIMONIALS_JSON: testimonialsSetting,
    /** The built-in sandbox payment page; default: on outside production, off in production. */
    PAYMENTS_SANDBOX: z.preprocess(emptyToUndefined, z.enum(["true", "false"]).optional()),
    PHONEPE_CLIENT_ID: optionalString,
    PHONEPE_CLIENT_SECRET: optionalString,
    PHONEPE_CLIENT_VERSION: z.preprocess(emptyToUndefined, z.string().default("1")),
    PHONEPE_OAUTH_BASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/, error: "PHONEPE_OAUTH_BASE_URL must be an http(s) URL" })
        .default("https://api.phonepe.com/apis/identity-manager"),
    ),
    PHONEPE_PG_BASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/, error: "PHONEPE_PG_BASE_URL must be an http(s) URL" })
        .default("https://api.phonepe.com/apis/pg"),
    ),
    PHONEPE_WEBHOOK_USERNAME: optionalString,
    PHONEPE_WEBHOOK_PASSWORD: optionalString,
    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    RAZORPAY_BASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/, error: "RAZORPAY_BASE_URL must be an http(s) URL" })
        .default("https://api.razorpay.com"),
    ),
    /**
     * Seller details printed on GST invoices. Real (non-sandbox) payments are refused until
     * the name (COMPANY_LEGAL_NAME), address, GSTIN and state are all known (decision 732).
     * SELLER_ADDRESS is the GST-registered place of business (default: COMPANY_ADDRESS).
     */
    SELLER_ADDRESS: optionalString,
    SELLER_GSTIN: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, "SELLER_GSTIN must be a 15-character GSTIN")
        .optional(),
    ),
    SELLER_STATE_CODE: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[0-9]{2}$/, "SELLER_STATE_CODE must be the two-digit GST state code")
        .optional(),
    ),
    INVOICE_SAC: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[0-9]{6}$/, "INVOICE_SAC must be 6 digits")
        .default("998314"),
    ),
    INVOICE_PREFIX: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[A-Z0-9]{1,4}$/, "INVOICE_PREFIX must be 1 to 4 capital letters or digits")
        .default("CK"),
    ),
    /**
     * An operator's third-party analytics tag: a Google tag (gtag.js) measurement id. Off by
     * default; when set, the browser loads it only after the visitor agrees (decision 553).
     */
    ANALYTICS_GTAG_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^G-[A-Z0-9]{4,20}$/, "ANALYTICS_GTAG_ID must be a Google tag measurement id such as G-AB12CD34EF")
        .optional(),
    ),
    /** Instagram Login app (Meta app dashboard → Instagram → API setup with Instagram login). */
    INSTAGRAM_APP_ID: optionalString,
    INSTAGRAM_APP_SECRET: optionalString,
    INSTAGRAM_GRAPH_URL: z.preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/, error: "INSTAGRAM_GRAPH_URL must be an http(s) URL" })
        .default("https://graph.instagram.com/v23.0"),
    ),
    INSTAGRAM_OAUTH_URL: z.preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/, error: "INSTAGRAM_OAUTH_URL must be an http(s) URL" })
        .default("https://api.instagram.com"),
    ),
    INSTAGRAM_AUTHORIZE_URL: z.preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/, error: "INSTAGRAM_AUTHORIZE_URL must be an http(s) URL" })
        .default("https://www.instagram.com/oauth/authorize"),
    ),
    /** 32 bytes (64 hex characters or base64) that encrypt Instagram tokens at rest (AES-256-GCM). */
    INSTAGRAM_TOKEN_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine(
          (value) =>
            /^[0-9a-fA-F]{64}$/.test(value) ||
            (/^[A-Za-z0-9+/_-]{43}=?$/.test(value) && Buffer.from(value, "base64").length === 32),
          "INSTAGRAM_TOKEN_KEY must be 32 bytes: 64 hex characters (openssl rand -hex 32) or base64",
        )
        .optional(),
    ),
    /** The in-app Instagram sandbox; default: on outside production, off in production. */
    INSTAGRAM_SANDBOX: z.preprocess(emptyToUndefined, z.enum(["true", "false"]).optional()),
    /** How often a container's status is asked while Instagram processes it. */
    INSTAGRAM_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(3000),
    /** How long a publishing server holds a post before another may take over (renewed after each step). */
    INSTAGRAM_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(120),
    /**
     * The same for a Reel while Instagram processes its video (minutes, decision 801): renewed
     * after each status poll, so a server that dies mid-way is taken over after this long.
     */
    INSTAGRAM_REEL_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(600),
    /** Tries of a post that keeps failing for passing reasons, before it is reported failed. */
    INSTAGRAM_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
    /**
     * When a published post's first figures are read (its "1 hour" reading; issue 32). Tests of
     * the whole loop in a browser shorten it; the later readings (24 h … 28 days) are fixed.
     */
    INSTAGRAM_INSIGHTS_FIRST_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
    /** How long a signed link to a photo (sent to Instagram) works. */
    MEDIA_LINK_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
    /** How long a claimed background job stays locked before another worker may take it over. */
    JOB_LOCK_SECONDS: z.coerce.number().int().min(2).max(3600).default(300),
    SOCIAL_INSTAGRAM_URL: socialUrl("SOCIAL_INSTAGRAM_URL"),
    SOCIAL_YOUTUBE_URL: socialUrl("SOCIAL_YOUTUBE_URL"),
    SOCIAL_X_URL: socialUrl("SOCIAL_X_URL"),
    SOCIAL_FACEBOOK_URL: socialUrl("SOCIAL_FACEBOOK_URL"),
    SOCIAL_LINKEDIN_URL: socialUrl("SOCIAL_LINKEDIN_URL"),
  })
  .superRefine((env, ctx) => {
    if (env.DEMO_URL_TEST_ALLOW && env.NODE_ENV !== "test") {
      ctx.addIssue({
        code: "custom",
        path: ["DEMO_URL_TEST_ALLOW"],
        message: "DEMO_URL_TEST_ALLOW lets the demo fetch from this machine; it is for tests (NODE_ENV=test) only",
      });
    }
    if (env.DEMO_URL_TEST_ALLOW && !/^127\.0\.0\.1:\d+$/.test(env.DEMO_URL_TEST_ALLOW)) {
      ctx.addIssue({
        code: "custom",
        path: ["DEMO_URL_TEST_ALLOW"],
        message: "DEMO_URL_TEST_ALLOW must be 127.0.0.1:<port>",
      });
    }
    if (!env.S3_BUCKET) {
      for (const name of ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (env[name]) {
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: `${name} is set but S3_BUCKET is not: set S3_BUCKET to store files in S3-compatible storage, or remove ${name}`,
          });
        }
      }
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
        message:
          "set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither (the AWS SDK's default credentials)",
      });
    }
    for (const [names, what] of [
      [
        ["PHONEPE_CLIENT_ID", "PHONEPE_CLIENT_SECRET", "PHONEPE_WEBHOOK_USERNAME", "PHONEPE_WEBHOOK_PASSWORD"],
        "PhonePe",
      ],
      [["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"], "Razorpay"],
      [["INSTAGRAM_APP_ID", "INSTAGRAM_APP_SECRET"], "Instagram publishing"],
    ] as const) {
      const set = names.filter((name) => env[name]);
      if (set.length > 0 && set.length < names.length) {
        ctx.addIssue({
          code: "custom",
          path: [names.find((name) => !env[name]) ?? names[0]],
          message: `set ${names.join(", ")} together to take payments with ${what}, or none of them`,
        });
      }
    }
    if (env.INSTAGRAM_APP_ID && !env.INSTAGRAM_TOKEN_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["INSTAGRAM_TOKEN_KEY"],
        message:
          "INSTAGRAM_TOKEN_KEY is required with INSTAGRAM_APP_ID: 32 bytes that encrypt Instagram tokens (openssl rand -hex 32)",
      });
    }
    if (env.SELLER_GSTIN && env.SELLER_STATE_CODE && !env.SELLER_GSTIN.startsWith(env.SELLER_STATE_CODE)) {
      ctx.addIssue({
        code: "custom",
        path: ["SELLER_STATE_CODE"],
        message: "SELLER_STATE_CODE must be the first two digits of SELLER_GSTIN",
      });
    }
    if (env.AI_PROVIDER !== "offline" && !env.AI_MODEL) {
      ctx.addIssue({
        code: "custom",
        path: ["AI_MODEL"],
        message: `AI_MODEL is required with AI_PROVIDER=${env.AI_PROVIDER}`,
      });
    }
    if ((env.AI_PROVIDER === "gemini" || env.AI_PROVIDER === "openai") && !env.AI_API_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["AI_API_KEY"],
        message: `AI_API_KEY is required with AI_PROVIDER=${env.AI_PROVIDER}`,
      });
    }
    if (env.AI_PROVIDER === "openai-compatible" && !env.AI_BASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["AI_BASE_URL"],
        message:
          "AI_BASE_URL is required with AI_PROVIDER=openai-compatible (e.g. http://localhost:11434/v1 for Ollama)",
      });
    }
  })
  .refine(
    (env) =>
      [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].every((v) => v === undefined) ||
      [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].every((v) => v !== undefined),
    { path: ["OIDC_ISSUER"], message: "set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together, or none" },
  )
  .refine(
    (env) =>
      !env.OIDC_ISSUER?.startsWith("http://") ||
      /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:|\/|$)/.test(env.OIDC_ISSUER),
    {
      path: ["OIDC_ISSUER"],
      message: "OIDC_ISSUER must use https:// (plain http only for a provider on this machine)",
    },
  )
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
        : ({
            kind: "pglite",
            dir: path.join(dataDir, "db"),
            // The empty database `npm run build` prepares, copied for a first start (decision 208).
            templateDir: path.resolve(ROOT_DIR, "dist"),
          } as const),
      publicUrl,
      isHttps: publicUrl.startsWith("https://"),
      logLevel: env.LOG_LEVEL,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      brand: {
        name: env.PRODUCT_NAME,
        hashtag: env.PRODUCT_HASHTAG,
        postHashtagCap: env.POST_HASHTAG_CAP,
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
      ai: {
        provider: env.AI_PROVIDER,
        model: env.AI_MODEL ?? "",
        apiKey: env.AI_API_KEY,
        baseUrl: env.AI_BASE_URL,
        timeoutMs: env.AI_TIMEOUT_MS,
      },
      rateLimitStore: env.RATE_LIMIT_STORE,
      /** Per-key limits of the Business plan's API (answered with 429 and Retry-After). */
      /** Teams of the Business plan (issue 29): seats per team besides its owner. */
      teams: { seats: env.TEAM_SEATS },
      api: {
        requestsPerMinute: env.API_KEY_REQUESTS_PER_MINUTE,
        concurrentGenerations: env.API_KEY_CONCURRENT_GENERATIONS,
      },
      demo: {
        dailyLimitPerIp: env.DEMO_DAILY_LIMIT_PER_IP,
        dailyLimitTotal: env.DEMO_DAILY_LIMIT_TOTAL,
        /** Demo generations running at once in this process; each server has its own. */
        maxConcurrent: env.DEMO_MAX_CONCURRENT,
        /** The whole demo (image fetch, checks, model call), after which it is stopped. */
        timeoutMs: env.DEMO_TIMEOUT_MS,
        testAllowance: env.DEMO_URL_TEST_ALLOW,
      },
      /** Signs upload URLs and other tokens; without it a random one is kept in DATA_DIR. */
      appSecret: env.APP_SECRET,
      storage: env.S3_BUCKET
        ? ({
            kind: "s3",
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          } as const)
        : ({ kind: "local", dir: path.join(dataDir, "objects") } as const),
      /** Seconds an upload URL stays valid (both storage providers). */
      uploadLinkSeconds: env.UPLOAD_LINK_SECONDS,
      mail: {
        smtpUrl: env.SMTP_URL,
        from: env.MAIL_FROM ?? `"${env.PRODUCT_NAME}" <${env.SUPPORT_EMAIL}>`,
      },
      /** Lower-cased e-mails whose accounts get the admin role. */
      adminEmails: env.ADMIN_EMAILS,
      /**
       * How many reverse proxies stand in front (0 = none): the client's address and protocol
       * are taken from X-Forwarded-* as the nearest that many proxies wrote them, never from
       * entries a client could add itself (docs/decisions/158; read in client-address.ts).
       */
      trustProxy: env.TRUST_PROXY === "true" ? 1 : env.TRUST_PROXY === "false" ? 0 : Number(env.TRUST_PROXY),
      payments: {
        /** The built-in "Pay / Fail" page stands in for every method without a provider. */
        sandbox: env.PAYMENTS_SANDBOX ? env.PAYMENTS_SANDBOX === "true" : env.NODE_ENV !== "production",
        phonepe:
          env.PHONEPE_CLIENT_ID &&
          env.PHONEPE_CLIENT_SECRET &&
          env.PHONEPE_WEBHOOK_USERNAME &&
          env.PHONEPE_WEBHOOK_PASSWORD
            ? {
                clientId: env.PHONEPE_CLIENT_ID,
                clientSecret: env.PHONEPE_CLIENT_SECRET,
                clientVersion: env.PHONEPE_CLIENT_VERSION,
                oauthBaseUrl: env.PHONEPE_OAUTH_BASE_URL.replace(/\/+$/, ""),
                pgBaseUrl: env.PHONEPE_PG_BASE_URL.replace(/\/+$/, ""),
                webhookUsername: env.PHONEPE_WEBHOOK_USERNAME,
                webhookPassword: env.PHONEPE_WEBHOOK_PASSWORD,
              }
            : undefined,
        razorpay:
          env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
            ? {
                keyId: env.RAZORPAY_KEY_ID,
                keySecret: env.RAZORPAY_KEY_SECRET,
                webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
                baseUrl: env.RAZORPAY_BASE_URL.replace(/\/+$/, ""),
              }
            : undefined,
      },
      /** The seller on GST invoices; without a state code the invoice says it is not configured. */
      invoicing: {
        sellerName: env.COMPANY_LEGAL_NAME ?? env.PRODUCT_NAME,
        sellerAddress: env.SELLER_ADDRESS ?? env.COMPANY_ADDRESS,
        sellerGstin: env.SELLER_GSTIN,
        sellerStateCode: env.SELLER_STATE_CODE ?? env.SELLER_GSTIN?.slice(0, 2),
        sac: env.INVOICE_SAC,
        prefix: env.INVOICE_PREFIX,
        /**
         * The seller's details a tax invoice needs that are not set, each with the settings
         * that give it; real payments are refused while any is missing (decision 732).
         */
        missing: [
          ...(env.COMPANY_LEGAL_NAME ? [] : [{ detail: "name", settings: "COMPANY_LEGAL_NAME" }]),
          ...((env.SELLER_ADDRESS ?? env.COMPANY_ADDRESS)
            ? []
            : [{ detail: "address", settings: "SELLER_ADDRESS or COMPANY_ADDRESS" }]),
          ...(env.SELLER_GSTIN ? [] : [{ detail: "GSTIN", settings: "SELLER_GSTIN" }]),
          ...((env.SELLER_STATE_CODE ?? env.SELLER_GSTIN)
            ? []
            : [{ detail: "state", settings: "SELLER_STATE_CODE or SELLER_GSTIN" }]),
        ] as { detail: "name" | "address" | "GSTIN" | "state"; settings: string }[],
      },
      /** The operator's third-party analytics tag, loaded by the browser only with consent. */
      analyticsTag: env.ANALYTICS_GTAG_ID ? ({ kind: "gtag", id: env.ANALYTICS_GTAG_ID } as const) : undefined,
      /** Instagram publishing: the Graph API with a Meta app, or the in-app sandbox. */
      instagram: {
        graph:
          env.INSTAGRAM_APP_ID && env.INSTAGRAM_APP_SECRET
            ? {
                appId: env.INSTAGRAM_APP_ID,
                appSecret: env.INSTAGRAM_APP_SECRET,
                graphUrl: env.INSTAGRAM_GRAPH_URL.replace(/\/+$/, ""),
                oauthUrl: env.INSTAGRAM_OAUTH_URL.replace(/\/+$/, ""),
                authorizeUrl: env.INSTAGRAM_AUTHORIZE_URL,
              }
            : undefined,
        sandbox: env.INSTAGRAM_SANDBOX ? env.INSTAGRAM_SANDBOX === "true" : env.NODE_ENV !== "production",
        /** The configured key; without it (sandbox only) one is derived from the app secret (decision 651). */
        tokenKey: env.INSTAGRAM_TOKEN_KEY
          ? /^[0-9a-fA-F]{64}$/.test(env.INSTAGRAM_TOKEN_KEY)
            ? Buffer.from(env.INSTAGRAM_TOKEN_KEY, "hex")
            : Buffer.from(env.INSTAGRAM_TOKEN_KEY, "base64")
          : undefined,
        pollMs: env.INSTAGRAM_POLL_MS,
        leaseSeconds: env.INSTAGRAM_LEASE_SECONDS,
        reelLeaseSeconds: env.INSTAGRAM_REEL_LEASE_SECONDS,
        maxAttempts: env.INSTAGRAM_MAX_ATTEMPTS,
        insightsFirstSeconds: env.INSTAGRAM_INSIGHTS_FIRST_SECONDS,
      },
      /** Seconds a signed link to a stored photo works (the links Instagram downloads from). */
      mediaLinkSeconds: env.MEDIA_LINK_SECONDS,
      jobLockSeconds: env.JOB_LOCK_SECONDS,
      /** "Other Login": an OpenID Connect provider, when configured. */
      oidc:
        env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
          ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
          : undefined,
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
