import { createHash, createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

export interface FakeRequest {
  method: string;
  path: string;
  status: number;
}

/**
 * PhonePe Standard Checkout v2 on this machine, written from its documentation: the OAuth
 * token endpoint (form-encoded client credentials, expires_at in epoch seconds), pay, order
 * status and refunds, each refusing a missing or unknown O-Bearer token with 401. Tests move
 * an order from PENDING to COMPLETED or FAILED, expire or revoke tokens, and build webhooks
 * with the SHA-256 Authorization header.
 */
export async function startFakePhonePe(options: { tokenTtlSeconds?: number } = {}) {
  const clientId = "TESTCLIENT";
  const clientSecret = "test-client-secret";
  const webhookUsername = "hookuser";
  const webhookPassword = "hookpass-0123";
  let tokenTtlSeconds = options.tokenTtlSeconds ?? 3600;
  const tokens = new Map<string, number>();
  const orders = new Map<
    string,
    {
      orderId: string;
      amount: number;
      state: "PENDING" | "COMPLETED" | "FAILED";
      redirectUrl: string;
      errorCode?: string;
    }
  >();
  const refunds = new Map<
    string,
    { refundId: string; amount: number; state: string; originalMerchantOrderId: string }
  >();
  const requests: FakeRequest[] = [];
  let tokenRequests = 0;
  let base = "";

  const authorized = (request: IncomingMessage) => {
    const match = /^O-Bearer (.+)$/.exec(request.headers.authorization ?? "");
    const expiresAt = match?.[1] ? tokens.get(match[1]) : undefined;
    return expiresAt !== undefined && expiresAt * 1000 > Date.now();
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const body = await readBody(request);
    const reply = (status: number, json: unknown) => {
      requests.push({ method: request.method ?? "", path: url.pathname, status });
      send(response, status, json);
    };
    if (request.method === "POST" && url.pathname === "/identity/v1/oauth/token") {
      tokenRequests++;
      const form = new URLSearchParams(body);
      if (
        request.headers["content-type"] !== "application/x-www-form-urlencoded" ||
        form.get("client_id") !== clientId ||
        form.get("client_secret") !== clientSecret ||
        form.get("grant_type") !== "client_credentials" ||
        !form.get("client_version")
      ) {
        return reply(400, { code: "BAD_REQUEST", message: "invalid client credentials" });
      }
      const token = `tok-${randomBytes(8).toString("hex")}`;
      const issuedAt = Math.floor(Date.now() / 1000);
      tokens.set(token, issuedAt + tokenTtlSeconds);
      return reply(200, {
        access_token: token,
        encrypted_access_token: token,
        expires_in: null,
        issued_at: issuedAt,
        expires_at: issuedAt + tokenTtlSeconds,
        session_expires_at: issuedAt + tokenTtlSeconds,
        token_type: "O-Bearer",
      });
    }
    if (!url.pathname.startsWith("/pg/")) return reply(404, { code: "NOT_FOUND" });
    if (!authorized(request)) return reply(401, { code: "UNAUTHORIZED", message: "token invalid or expired" });
    if (request.method === "POST" && url.pathname === "/pg/checkout/v2/pay") {
      const input = JSON.parse(body || "{}");
      const redirectUrl = input.paymentFlow?.merchantUrls?.redirectUrl;
      if (
        typeof input.merchantOrderId !== "string" ||
        !/^[A-Za-z0-9_-]{1,63}$/.test(input.merchantOrderId) ||
        !Number.isInteger(input.amount) ||
        input.amount < 100 ||
        input.paymentFlow?.type !== "PG_CHECKOUT" ||
        typeof redirectUrl !== "string"
      ) {
        return reply(400, { code: "BAD_REQUEST", message: "invalid pay request" });
      }
      if (orders.has(input.merchantOrderId)) return reply(400, { code: "DUPLICATE_ORDER" });
      const orderId = `OMO${randomBytes(8).toString("hex")}`;
      orders.set(input.merchantOrderId, { orderId, amount: input.amount, state: "PENDING", redirectUrl });
      return reply(200, {
        orderId,
        state: "PENDING",
        expireAt: Date.now() + 1_200_000,
        redirectUrl: `${base}/checkout-page/${orderId}`,
      });
    }
    const status = /^\/pg\/checkout\/v2\/order\/([^/]+)\/status$/.exec(url.pathname);
    if (request.method === "GET" && status?.[1]) {
      const order = orders.get(decodeURIComponent(status[1]));
      if (!order) return reply(404, { code: "ORDER_NOT_FOUND" });
      return reply(200, {
        orderId: order.orderId,
        state: order.state,
        amount: order.amount,
        expireAt: Date.now() + 600_000,
        ...(order.errorCode ? { errorCode: order.errorCode, detailedErrorCode: order.errorCode } : {}),
        paymentDetails:
          order.state === "PENDING"
            ? []
            : [
                {
                  transactionId: `OM${order.orderId}`,
                  paymentMode: "UPI_QR",
                  timestamp: Date.now(),
                  amount: order.amount,
                  state: order.state,
                },
              ],
      });
    }
    if (request.method === "POST" && url.pathname === "/pg/payments/v2/refund") {
      const input = JSON.parse(body || "{}");
      const order = orders.get(input.originalMerchantOrderId);
      if (order?.state !== "COMPLETED" || input.amount > order.amount) {
        return reply(400, { code: "INVALID_REFUND" });
      }
      const refundId = `OMR${randomBytes(6).toString("hex")}`;
      refunds.set(input.merchantRefundId, {
        refundId,
        amount: input.amount,
        state: "PENDING",
        originalMerchantOrderId: input.originalMerchantOrderId,
      });
      return reply(200, { refundId, amount: input.amount, state: "PENDING" });
    }
    const refundStatus = /^\/pg\/payments\/v2\/refund\/([^/]+)\/status$/.exec(url.pathname);
    if (request.method === "GET" && refundStatus?.[1]) {
      const refund = refunds.get(decodeURIComponent(refundStatus[1]));
      if (!refund) return reply(404, { code: "REFUND_NOT_FOUND" });
      return reply(200, {
        originalMerchantOrderId: refund.originalMerchantOrderId,
        amount: refund.amount,
        state: refund.state,
        timestamp: Date.now(),
        refundId: refund.refundId,
        ...(refund.state === "FAILED" ? { errorCode: "REFUND_FAILED", detailedErrorCode: "BANK_REJECTED" } : {}),
      });
    }
    return reply(404, { code: "NOT_FOUND" });
  });
  base = await listen(server);
  const authorization = createHash("sha256").update(`${webhookUsername}:${webhookPassword}`).digest("hex");

  return {
    env: {
      PHONEPE_CLIENT_ID: clientId,
      PHONEPE_CLIENT_SECRET: clientSecret,
      PHONEPE_OAUTH_BASE_URL: `${base}/identity`,
      PHONEPE_PG_BASE_URL: `${base}/pg`,
      PHONEPE_WEBHOOK_USERNAME: webhookUsername,
      PHONEPE_WEBHOOK_PASSWORD: webhookPassword,
    },
    requests,
    orders,
    refunds,
    get tokenRequests() {
      return tokenRequests;
    },
    setTokenTtl(seconds: number) {
      tokenTtlSeconds = seconds;
    },
    /** Forgets every issued token, as PhonePe does when it rotates them: the next call gets 401. */
    revokeTokens() {
      tokens.clear();
    },
    setState(merchantOrderId: string, state: "COMPLETED" | "FAILED", errorCode?: string) {
      const order = orders.get(merchantOrderId);
      if (!order) throw new Error(`no fake PhonePe order ${merchantOrderId}`);
      order.state = state;
      order.errorCode = errorCode;
    },
    /** PhonePe settles a refund (by our merchantRefundId). */
    setRefundState(merchantRefundId: string, state: "COMPLETED" | "FAILED") {
      const refund = refunds.get(merchantRefundId);
      if (!refund) throw new Error(`no fake PhonePe refund ${merchantRefundId}`);
      refund.state = state;
    },
    /** A refund webhook (pg.refund.completed / pg.refund.failed) with PhonePe's Authorization header. */
    refundWebhook(merchantRefundId: string) {
      const refund = refunds.get(merchantRefundId);
      if (!refund) throw new Error(`no fake PhonePe refund ${merchantRefundId}`);
      const event =
        refund.state === "COMPLETED"
          ? "pg.refund.completed"
          : refund.state === "FAILED"
            ? "pg.refund.failed"
            : "pg.refund.accepted";
      const body = JSON.stringify({
        event,
        payload: {
          merchantId: "TESTMERCHANT",
          merchantRefundId,
          originalMerchantOrderId: refund.originalMerchantOrderId,
          refundId: refund.refundId,
          amount: refund.amount,
          state: refund.state,
          timestamp: Date.now(),
          ...(refund.state === "FAILED" ? { errorCode: "REFUND_FAILED" } : {}),
        },
      });
      return { body, headers: { authorization, "content-type": "application/json" } };
    },
    /** A webhook delivery for an order: the raw body and PhonePe's Authorization header. */
    webhook(merchantOrderId: string, event: "checkout.order.completed" | "checkout.order.failed", amount?: number) {
      const order = orders.get(merchantOrderId);
      if (!order) throw new Error(`no fake PhonePe order ${merchantOrderId}`);
      const state = event === "checkout.order.completed" ? "COMPLETED" : "FAILED";
      const body = JSON.stringify({
        event,
        payload: {
          merchantOrderId,
          orderId: order.orderId,
          state,
          amount: amount ?? order.amount,
          expireAt: Date.now() + 600_000,
          ...(state === "FAILED" ? { errorCode: "PAYMENT_DECLINED" } : {}),
          paymentDetails: [
            { transactionId: `OM${order.orderId}`, paymentMode: "UPI_INTENT", amount: order.amount, state },
          ],
        },
      });
      return { body, headers: { authorization, "content-type": "application/json" } };
    },
    close: () => close(server),
  };
}

export type FakePhonePe = Awaited<ReturnType<typeof startFakePhonePe>>;

/**
 * Razorpay's orders API on this machine, written from its documentation: HTTP Basic with the
 * key id and secret, orders created → attempted → paid, an order's payments, refunds, the
 * `{error:{code, description}}` error body. Tests pay or fail an order as Checkout would and
 * get Checkout's signed answer, and build webhooks signed over the raw body.
 */
export async function startFakeRazorpay() {
  const keyId = "rzp_test_fake0123";
  const keySecret = "fake-key-secret-0123";
  const webhookSecret = "fake-webhook-secret";
  const orders = new Map<
    string,
    { id: string; amount: number; status: "created" | "attempted" | "paid"; receipt: string }
  >();
  const payments = new Map<
    string,
    { id: string; orderId: string; amount: number; status: "captured" | "failed"; error_code: string | null }
  >();
  const refunds = new Map<
    string,
    {
      id: string;
      paymentId: string;
      amount: number;
      receipt: string | null;
      status: "pending" | "processed" | "failed";
    }
  >();
  /** What a new refund's status is: Razorpay processes most instantly, some stay pending. */
  let newRefundStatus: "pending" | "processed" = "processed";
  const requests: FakeRequest[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
  const badRequest = (description: string) => ({ error: { code: "BAD_REQUEST_ERROR", description, field: null } });

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const body = await readBody(request);
    const reply = (status: number, json: unknown) => {
      requests.push({ method: request.method ?? "", path: url.pathname, status });
      send(response, status, json);
    };
    if (request.headers.authorization !== expectedAuth) {
      return reply(401, badRequest("Authentication failed"));
    }
    if (request.method === "POST" && url.pathname === "/v1/orders") {
      const input = JSON.parse(body || "{}");
      if (!Number.isInteger(input.amount) || input.amount < 100 || input.currency !== "INR") {
        return reply(400, badRequest("amount or currency invalid"));
      }
      if (typeof input.receipt === "string" && input.receipt.length > 40)
        return reply(400, badRequest("receipt too long"));
      const id = `order_${randomBytes(7).toString("hex")}`;
      const order = { id, amount: input.amount, status: "created" as const, receipt: input.receipt ?? "" };
      orders.set(id, order);
      return reply(200, {
        ...order,
        entity: "order",
        amount_paid: 0,
        amount_due: input.amount,
        currency: "INR",
        notes: input.notes ?? {},
      });
    }
    const orderMatch = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(url.pathname);
    if (request.method === "GET" && orderMatch?.[1]) {
      const order = orders.get(orderMatch[1]);
      if (!order) return reply(400, badRequest("The id provided does not exist"));
      if (orderMatch[2]) {
        const items = [...payments.values()]
          .filter((p) => p.orderId === order.id)
          .map((p) => ({ ...p, order_id: p.orderId }));
        return reply(200, { entity: "collection", count: items.length, items });
      }
      const paid = order.status === "paid" ? order.amount : 0;
      return reply(200, {
        ...order,
        entity: "order",
        amount_paid: paid,
        amount_due: order.amount - paid,
        currency: "INR",
      });
    }
    const refundMatch = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname);
    if (request.method === "POST" && refundMatch?.[1]) {
      const payment = payments.get(refundMatch[1]);
      const input = JSON.parse(body || "{}");
      if (payment?.status !== "captured" || input.amount > payment.amount) {
        return reply(400, badRequest("refund not possible"));
      }
      const refund = {
        id: `rfnd_${randomBytes(6).toString("hex")}`,
        paymentId: payment.id,
        amount: input.amount,
        receipt: typeof input.receipt === "string" ? input.receipt : null,
        status: newRefundStatus,
      };
      refunds.set(refund.id, refund);
      return reply(200, refundEntity(refund));
    }
    const refundGet = /^\/v1\/refunds\/([^/]+)$/.exec(url.pathname);
    if (request.method === "GET" && refundGet?.[1]) {
      const refund = refunds.get(refundGet[1]);
      if (!refund) return reply(400, badRequest("The id provided does not exist"));
      return reply(200, refundEntity(refund));
    }
    return reply(404, badRequest("not found"));
  });
  const base = await listen(server);
  const hmac = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("hex");
  function refundEntity(refund: {
    id: string;
    paymentId: string;
    amount: number;
    receipt: string | null;
    status: string;
  }) {
    return {
      id: refund.id,
      entity: "refund",
      amount: refund.amount,
      currency: "INR",
      payment_id: refund.paymentId,
      receipt: refund.receipt,
      status: refund.status,
      speed_processed: "normal",
    };
  }
  const signed = (body: string, eventId: string) => ({
    body,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": hmac(webhookSecret, body),
      "x-razorpay-event-id": eventId,
    },
  });

  function addPayment(orderId: string, status: "captured" | "failed") {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no fake Razorpay order ${orderId}`);
    const id = `pay_${randomBytes(7).toString("hex")}`;
    const payment = {
      id,
      orderId,
      amount: order.amount,
      status,
      error_code: status === "failed" ? "BAD_REQUEST_ERROR" : null,
    };
    payments.set(id, payment);
    order.status = status === "captured" ? "paid" : "attempted";
    return payment;
  }

  return {
    keyId,
    keySecret,
    env: {
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_BASE_URL: base,
    },
    requests,
    orders,
    /** The card is paid in Checkout: a captured payment and what Checkout hands the browser. */
    pay(orderId: string) {
      const payment = addPayment(orderId, "captured");
      return {
        payment,
        checkout: {
          razorpay_payment_id: payment.id,
          razorpay_order_id: orderId,
          razorpay_signature: hmac(keySecret, `${orderId}|${payment.id}`),
        },
      };
    },
    refunds,
    /** Whether refunds made from now on are processed at once or stay pending. */
    setNewRefundStatus(status: "pending" | "processed") {
      newRefundStatus = status;
    },
    /** Razorpay settles a refund and sends refund.processed or refund.failed, signed over the raw body. */
    settleRefund(refundId: string, status: "processed" | "failed", eventId = `evt_${randomBytes(6).toString("hex")}`) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`no fake Razorpay refund ${refundId}`);
      refund.status = status;
      const body = JSON.stringify({
        entity: "event",
        event: `refund.${status}`,
        contains: ["refund"],
        payload: { refund: { entity: refundEntity(refund) } },
        created_at: Math.floor(Date.now() / 1000),
      });
      return signed(body, eventId);
    },
    /** The card is declined in Checkout. */
    fail(orderId: string) {
      return addPayment(orderId, "failed");
    },
    /** A webhook delivery: raw body and headers signed with the webhook secret. */
    webhook(
      event: "payment.captured" | "payment.failed" | "order.paid",
      payment: { id: string; orderId: string; amount: number; status: string },
      eventId = `evt_${randomBytes(6).toString("hex")}`,
    ) {
      const body = JSON.stringify({
        entity: "event",
        event,
        contains: event === "order.paid" ? ["payment", "order"] : ["payment"],
        payload: {
          payment: {
            entity: {
              id: payment.id,
              entity: "payment",
              amount: payment.amount,
              currency: "INR",
              status: payment.status,
              order_id: payment.orderId,
              error_code: payment.status === "failed" ? "BAD_REQUEST_ERROR" : null,
            },
          },
          ...(event === "order.paid"
            ? {
                order: {
                  entity: { id: payment.orderId, amount: payment.amount, amount_paid: payment.amount, status: "paid" },
                },
              }
            : {}),
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        body,
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": hmac(webhookSecret, body),
          "x-razorpay-event-id": eventId,
        },
      };
    },
    close: () => close(server),
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;

/**
 * The seller's details real payments need (decision 732: PhonePe and Razorpay are refused
 * without them), for tests that configure a provider but are not about invoices.
 */
export const TEST_SELLER_ENV = {
  COMPANY_LEGAL_NAME: "Caption Karo Pvt Ltd",
  SELLER_ADDRESS: "1 MG Road, Pune 411001",
  SELLER_GSTIN: "27AAACC1234F1Z5",
} as const;
