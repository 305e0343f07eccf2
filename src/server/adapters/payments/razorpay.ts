import { createHmac } from "node:crypto";
import { z } from "zod";
import { createProviderHttp, readAnswer } from "./http.ts";
import { sameHexDigest } from "./phonepe.ts";
import { type PaymentProvider, PaymentProviderError, type WebhookEvent } from "./types.ts";

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  baseUrl: string;
}

const orderSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.number(),
  amount_paid: z.number().optional(),
});
const paymentsSchema = z.object({
  items: z.array(z.object({ id: z.string(), status: z.string(), error_code: z.string().nullish() })),
});
const refundSchema = z.object({ id: z.string(), status: z.string() });
const webhookSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z
            .object({
              id: z.string(),
              order_id: z.string().nullish(),
              amount: z.number(),
              error_code: z.string().nullish(),
            })
            .loose(),
        })
        .optional(),
      order: z.object({ entity: z.object({ id: z.string(), amount_paid: z.number().optional() }).loose() }).optional(),
      refund: z
        .object({
          entity: z.object({ id: z.string(), status: z.string(), receipt: z.string().nullish() }).loose(),
        })
        .optional(),
    })
    .loose(),
});

const hmacHex = (secret: string, data: string | Buffer) => createHmac("sha256", secret).update(data).digest("hex");

/**
 * Checks the signature Razorpay Checkout hands the browser: hex HMAC-SHA256 of
 * "<our stored order id>|<payment id>" with the key secret: exactly the SDK's lower-case hex,
 * compared in constant time.
 */
export function verifyCheckoutSignature(
  keySecret: string,
  input: { storedOrderId: string; paymentId: string; signature: string },
): boolean {
  return sameHexDigest(input.signature, hmacHex(keySecret, `${input.storedOrderId}|${input.paymentId}`));
}

/**
 * Razorpay orders for cards (and UPI/netbanking inside its Checkout): HTTP Basic with the key
 * id and secret; webhooks signed with HMAC-SHA256 over the raw body, de-duplicated by
 * `x-razorpay-event-id`.
 */
export function createRazorpayProvider(settings: RazorpaySettings, fetchImpl: typeof fetch = fetch): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString("base64")}`;

  const http = createProviderHttp({
    provider: "Razorpay",
    baseUrl: settings.baseUrl,
    fetch: fetchImpl,
    describeError: (json) => (json as { error?: { description?: string } } | undefined)?.error?.description,
  });
  const call = (method: "GET" | "POST", path: string, body?: unknown) =>
    http.call({ method, path, body, headers: { authorization: auth } });

  /** Razorpay's refund status in our words: processed is done, failed is failed, anything else is on its way. */
  const refundStateOf = (status: string) =>
    status === "processed" ? "COMPLETED" : status === "failed" ? "FAILED" : ("PENDING" as const);

  return {
    name: "razorpay",
    webhooksAreHints: false,
    async createPayment(input) {
      const answer = readAnswer(
        orderSchema,
        await call("POST", "/v1/orders", {
          amount: input.amountPaise,
          currency: "INR",
          receipt: input.merchantOrderId.slice(0, 40),
          notes: { merchantOrderId: input.merchantOrderId, description: input.description },
        }),
        "Razorpay order answer",
      );
      return { providerOrderId: answer.id, checkout: { keyId: settings.keyId, orderId: answer.id } };
    },
    async getOrderStatus(order) {
      if (!order.providerOrderId) return { state: "PENDING", raw: {} };
      const id = encodeURIComponent(order.providerOrderId);
      const raw = await call("GET", `/v1/orders/${id}`);
      const answer = readAnswer(orderSchema, raw, "Razorpay order answer");
      if (answer.status === "paid") {
        return {
          state: "COMPLETED",
          amountPaise: answer.amount_paid ?? answer.amount,
          raw: raw as Record<string, unknown>,
        };
      }
      if (answer.status !== "attempted") return { state: "PENDING", raw: raw as Record<string, unknown> };
      // An attempted order failed when every attempt so far failed; the buyer may still retry.
      const payments = paymentsSchema.safeParse(await call("GET", `/v1/orders/${id}/payments`));
      const items = payments.success ? payments.data.items : [];
      const allFailed = items.length > 0 && items.every((p) => p.status === "failed");
      return {
        state: allFailed ? "FAILED" : "PENDING",
        errorCode: allFailed ? (items.at(-1)?.error_code ?? undefined) : undefined,
        raw: raw as Record<string, unknown>,
      };
    },
    async refund(input) {
      if (!input.providerOrderId) throw new PaymentProviderError("Razorpay refund needs the order id");
      const payments = paymentsSchema.safeParse(
        await call("GET", `/v1/orders/${encodeURIComponent(input.providerOrderId)}/payments`),
      );
      const captured = payments.success ? payments.data.items.find((p) => p.status === "captured") : undefined;
      if (!captured) throw new PaymentProviderError("Razorpay order has no captured payment to refund");
      const raw = await call("POST", `/v1/payments/${encodeURIComponent(captured.id)}/refund`, {
        amount: input.amountPaise,
        receipt: input.refundId.slice(0, 40),
      });
      const answer = readAnswer(refundSchema, raw, "Razorpay refund answer");
      return { state: refundStateOf(answer.status), providerRefundId: answer.id, raw: raw as Record<string, unknown> };
    },
    async getRefundStatus(input) {
      if (!input.providerRefundId) throw new PaymentProviderError("Razorpay refund status needs the refund id");
      const raw = await call("GET", `/v1/refunds/${encodeURIComponent(input.providerRefundId)}`);
      const answer = readAnswer(refundSchema, raw, "Razorpay refund answer");
      return { state: refundStateOf(answer.status), providerRefundId: answer.id, raw: raw as Record<string, unknown> };
    },
    verifyCheckout(input) {
      return verifyCheckoutSignature(settings.keySecret, input);
    },
    verifyWebhook({ headers, rawBody }): WebhookEvent | undefined {
      const signature = headers["x-razorpay-signature"];
      const eventId = headers["x-razorpay-event-id"];
      if (typeof signature !== "string" || typeof eventId !== "string" || eventId === "") return undefined;
      if (!sameHexDigest(signature, hmacHex(settings.webhookSecret, rawBody))) return undefined;
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString("utf8"));
      } catch {
        return undefined;
      }
      const parsed = webhookSchema.safeParse(body);
      if (!parsed.success) return undefined;
      const { event, payload } = parsed.data;
      const payment = payload.payment?.entity;
      const kind =
        event === "payment.captured" || event === "order.paid"
          ? "order.completed"
          : event === "payment.failed"
            ? "order.failed"
            : event.startsWith("refund.")
              ? "refund"
              : "other";
      return {
        eventId,
        kind,
        providerOrderId: payload.order?.entity.id ?? payment?.order_id ?? undefined,
        amountPaise: event === "order.paid" ? (payload.order?.entity.amount_paid ?? payment?.amount) : payment?.amount,
        errorCode: payment?.error_code ?? undefined,
        ...(kind === "refund" && payload.refund
          ? {
              refund: {
                refundId: payload.refund.entity.receipt ?? undefined,
                providerRefundId: payload.refund.entity.id,
                state: refundStateOf(payload.refund.entity.status),
              },
            }
          : {}),
        raw: body as Record<string, unknown>,
      };
    },
  };
}
