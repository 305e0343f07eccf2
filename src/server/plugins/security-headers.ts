import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../config.ts";

function storageOrigins(config: Config): string[] {
  const storage = config.storage;
  if (storage.kind !== "s3") return [];
  if (storage.endpoint) return [new URL(storage.endpoint).origin];
  return [`https://${storage.bucket}.s3.${storage.region}.amazonaws.com`, `https://s3.${storage.region}.amazonaws.com`];
}

/** Where Razorpay Checkout's script and frames come from (its documented hosts), only when configured. */
const RAZORPAY_CHECKOUT_ORIGIN = "https://checkout.razorpay.com";
const RAZORPAY_API_ORIGIN = "https://api.razorpay.com";

/**
 * Where the Google tag loads from and reports to (Google's documented CSP for GA4), only when
 * an operator configured one (ANALYTICS_GTAG_ID, decision 553).
 */
const GTAG_SCRIPT_ORIGINS = ["https://www.googletagmanager.com"];
const GTAG_CONNECT_ORIGINS = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://www.googletagmanager.com",
];
const GTAG_IMG_ORIGINS = ["https://*.google-analytics.com", "https://www.googletagmanager.com"];

/** Stands in the HTML pages' CSP where each response's nonces go. */
const SCRIPT_NONCE = "ck-script-nonce";
const STYLE_NONCE = "ck-style-nonce";

function helmetOptions(config: Config, nonces: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...(nonces ? [`'nonce-${SCRIPT_NONCE}'`] : []),
          ...(config.payments.razorpay ? [RAZORPAY_CHECKOUT_ORIGIN] : []),
          ...(config.analyticsTag ? GTAG_SCRIPT_ORIGINS : []),
        ],
        ...(config.payments.razorpay ? { frameSrc: [RAZORPAY_API_ORIGIN, RAZORPAY_CHECKOUT_ORIGIN] } : {}),
        styleSrc: ["'self'", ...(nonces ? [`'nonce-${STYLE_NONCE}'`] : [])],
        imgSrc: ["'self'", "data:", "blob:", ...(config.analyticsTag ? GTAG_IMG_ORIGINS : [])],
        fontSrc: ["'self'"],
        // Browsers PUT uploads straight to an S3-compatible store when one is configured.
        connectSrc: [
          "'self'",
          ...storageOrigins(config),
          ...(config.payments.razorpay ? [RAZORPAY_API_ORIGIN] : []),
          ...(config.analyticsTag ? GTAG_CONNECT_ORIGINS : []),
        ],
        mediaSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    xFrameOptions: { action: "deny" },
    strictTransportSecurity: config.isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  };
}

/** The headers helmet sets for these options, worked out once (they depend on nothing per request). */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export interface SecurityHeaders {
  /** The headers of every response. */
  headers: Record<string, string>;
  /**
   * A fresh style nonce for this HTML response (the page's own <style> tags, e.g. Radix
   * dialogs' scroll lock, carry it), set in the response's CSP together with a script nonce.
   */
  styleNonce(reply: FastifyReply): string;
}

/** Helmet's headers for this configuration, worked out once (nothing in them depends on the request). */
export function securityHeaders(config: Config): SecurityHeaders {
  const headers = headersOf(helmetOptions(config, false));
  const htmlPolicy = headersOf(helmetOptions(config, true))["content-security-policy"] ?? "";
  if (!htmlPolicy.includes(STYLE_NONCE)) throw new Error("the HTML pages' CSP has no place for a nonce");
  const nonces = new WeakMap<FastifyReply, string>();
  return {
    headers,
    styleNonce(reply) {
      const existing = nonces.get(reply);
      if (existing) return existing;
      const style = randomBytes(16).toString("hex");
      const script = randomBytes(16).toString("hex");
      reply.header("content-security-policy", htmlPolicy.replace(STYLE_NONCE, style).replace(SCRIPT_NONCE, script));
      nonces.set(reply, style);
      return style;
    },
  };
}

/**
 * Security headers (helmet's) on every response, the same precomputed object each time
 * (decision 013); HTML pages add their nonces with `securityHeaders(config).styleNonce`.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const { headers } = securityHeaders(config);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
