import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { createProviderHttp, readAnswer } from "./http.ts";
import type { OrderStatus, PaymentProvider, ProviderState, WebhookEvent } from "./types.ts";

export interface PhonePeSettings {
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  oauthBaseUrl: string;
  pgBaseUrl: string;
  webhookUsername: string;
  webhookPassword: string;
}

/** Refresh the token this long before PhonePe says it expires. */
const REFRESH_MARGIN_MS = 60_000;
/** How long PhonePe's checkout page accepts the payment. */
const EXPIRE_AFTER_SECONDS = 1200;

const tokenSchema = z.object({ access_token: z.string().min(1), expires_at: z.number() });
const payAnswerSchema = z.object({ orderId: z.string(), state: z.string(), redirectUrl: z.url() });
const statusSchema = z.object({
  orderId: z.string().optional(),
  state: z.string(),
  amount: z.number().optional(),
  errorCode: z.string().optional(),
  detailedErrorCode: z.string().optional(),
});
const refundAnswerSchema = z.object({
  refundId: z.string().optional(),
  state: z.string(),
  errorCode: z.string().optional(),
  detailedErrorCode: z.string().optional(),
});
const webhookSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      merchantOrderId: z.string().optional(),
      merchantRefundId: z.string().optional(),
      originalMerchantOrderId: z.string().optional(),
      orderId: z.string().optional(),
      refundId: z.string().optional(),
      state: z.string(),
      amount: z.number().optional(),
      errorCode: z.string().optional(),
    })
    .loose(),
});

const stateOf = (state: string): ProviderState =>
  state === "COMPLETED" ? "COMPLETED" : state === "FAILED" ? "FAILED" : "PENDING";

/** The Authorization value PhonePe sends with webhooks: hex SHA-256 of "username:password". */
export const phonePeWebhookAuthorization = (username: string, password: string) =>
  createHash("sha256").update(`${username}:${password}`).digest("hex");

/** Compares two strings in constant time (for their common length; a length mismatch is false). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A SHA-256 digest exactly as Node and the providers' SDKs write it: 64 lower-case hex digits. */
const LOWER_HEX_SHA256 = /^[0-9a-f]{64}$/;

/**
 * Whether `given` is exactly the lower-case hex digest `expected` (decision 724): no prefix, no
 * other case, no whitespace, as strict as the providers' SDKs; compared in constant time.
 */
export function sameHexDigest(given: string, expected: string): boolean {
  return LOWER_HEX_SHA256.test(given) && sameSecret(given, expected);
}

/**
 * PhonePe Standard Checkout v2 with our own small client, so the hosts are configuration
 * (the official SDK fixes them). The OAuth token is cached and refreshed a minute before it
 * expires; a 401 refreshes it once and retries once.
 */
export function createPhonePeProvider(settings: PhonePeSettings, fetchImpl: typeof fetch = fetch): PaymentProvider {
  const describeError = (json: unknown) => (json as { code?: string } | undefined)?.code;
  const oauth = createProviderHttp({
    provider: "PhonePe",
    baseUrl: settings.oauthBaseUrl,
    fetch: fetchImpl,
    describeError,
  });
  const pg = createProviderHttp({ provider: "PhonePe", baseUrl: settings.pgBaseUrl, fetch: fetchImpl, describeError });
  let token: { value: string; expiresAtMs: number } | undefined;
  let pendingToken: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const answer = readAnswer(
      tokenSchema,
      await oauth.call({
        method: "POST",
        path: "/v1/oauth/token",
        body: new URLSearchParams({
          client_id: settings.clientId,
          client_version: settings.clientVersion,
          client_secret: settings.clientSecret,
          grant_type: "client_credentials",
        }),
      }),
      "PhonePe token answer",
    );
    token = { value: answer.access_token, expiresAtMs: answer.expires_at * 1000 };
    return token.value;
  }

  async function accessToken(forceRefresh = false): Promise<string> {
    if (!forceRefresh && token && token.expiresAtMs - REFRESH_MARGIN_MS > Date.now()) return token.value;
    // Requests arriving together share one token request.
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = undefined;
    });
    return pendingToken;
  }

  /** One call with the cached token; a 401 refreshes the token once and retries once. */
  async function call(method: "GET" | "POST", path: string, body?: unknown): Promise<unknown> {
    const request = (value: string) => ({ method, path, body, headers: { authorization: `O-Bearer ${value}` } });
    const first = await pg.send(request(await accessToken()));
    if (first.status !== 401) return pg.check(request(""), first);
    return pg.call(request(await accessToken(true)));
  }

  return {
    name: "phonepe",
    webhooksAreHints: true,
    async createPayment(input) {
      const answer = readAnswer(
        payAnswerSchema,
        await call("POST", "/checkout/v2/pay", {
          merchantOrderId: input.merchantOrderId,
          amount: input.amountPaise,
          expireAfter: EXPIRE_AFTER_SECONDS,
          metaInfo: { udf1: input.description.slice(0, 256) },
          paymentFlow: {
            type: "PG_CHECKOUT",
            message: input.description,
            merchantUrls: { redirectUrl: input.redirectUrl },
          },
        }),
        "PhonePe pay answer",
      );
      return { providerOrderId: answer.orderId, paymentUrl: answer.redirectUrl };
    },
    async getOrderStatus(order): Promise<OrderStatus> {
      const raw = await call(
        "GET",
        `/checkout/v2/order/${encodeURIComponent(order.merchantOrderId)}/status?details=false`,
      );
      const answer = readAnswer(statusSchema, raw, "PhonePe status answer");
      return {
        state: stateOf(answer.state),
        amountPaise: answer.amount,
        errorCode: answer.detailedErrorCode ?? answer.errorCode,
        raw: raw as Record<string, unknown>,
      };
    },
    async refund(input) {
      const raw = await call("POST", "/payments/v2/refund", {
        merchantRefundId: input.refundId,
        originalMerchantOrderId: input.merchantOrderId,
        amount: input.amountPaise,
      });
      const answer = readAnswer(refundAnswerSchema, raw, "PhonePe refund answer");
      return { state: stateOf(answer.state), providerRefundId: answer.refundId, raw: raw as Record<string, unknown> };
    },
    async getRefundStatus(input) {
      const raw = await call("GET", `/payments/v2/refund/${encodeURIComponent(input.refundId)}/status`);
      const answer = readAnswer(refundAnswerSchema, raw, "PhonePe refund status answer");
      return {
        state: stateOf(answer.state),
        providerRefundId: answer.refundId,
        errorCode: answer.detailedErrorCode ?? answer.errorCode,
        raw: raw as Record<string, unknown>,
      };
    },
    verifyWebhook({ headers, rawBody }): WebhookEvent | undefined {
      const given = headers.authorization;
      if (typeof given !== "string") return undefined;
      // Exactly the bare lower-case hex digest PhonePe sends (protocol notes; the SDK compares it as is).
      const expected = phonePeWebhookAuthorization(settings.webhookUsername, settings.webhookPassword);
      if (!sameHexDigest(given, expected)) return undefined;
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString("utf8"));
      } catch {
        return undefined;
      }
      const parsed = webhookSchema.safeParse(body);
      if (!parsed.success) return undefined;
      const { event, payload } = parsed.data;
      const kind = event.startsWith("pg.refund")
        ? "refund"
        : event === "checkout.order.completed" && payload.state === "COMPLETED"
          ? "order.completed"
          : event === "checkout.order.failed" || payload.state === "FAILED"
            ? "order.failed"
            : "other";
      const merchantOrderId = payload.merchantOrderId ?? payload.originalMerchantOrderId;
      return {
        // PhonePe sends no event id: the event, order and state identify a delivery's content.
        eventId: `${event}:${payload.orderId ?? merchantOrderId ?? ""}:${payload.refundId ?? ""}:${payload.state}`,
        kind,
        merchantOrderId,
        providerOrderId: payload.orderId,
        amountPaise: payload.amount,
        errorCode: payload.errorCode,
        ...(kind === "refund"
          ? {
              refund: {
                refundId: payload.merchantRefundId,
                providerRefundId: payload.refundId,
                state: stateOf(payload.state),
              },
            }
          : {}),
        raw: body as Record<string, unknown>,
      };
    },
  };
}
