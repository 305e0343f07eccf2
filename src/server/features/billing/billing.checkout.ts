/**
 * Checkout: starting a payment priced from the catalogue, its status, Razorpay Checkout's
 * signature, providers' webhooks and the sandbox page. Everything that verifies a payment
 * hands it to billing.grants.ts.
 */
import { randomBytes } from "node:crypto";
import type { z } from "zod";
import {
  type CreatePaymentResponse,
  type createPaymentRequestSchema,
  type PaymentStatusResponse,
  type ProductId,
  productOf,
  type razorpayVerifyRequestSchema,
} from "#contract/billing.ts";
import { PASS_DAYS } from "#contract/plans.ts";
import { safeReturnPath } from "#contract/return-path.ts";
import type {
  PaymentProvider,
  ProviderName,
  ProviderState,
  WebhookEvent,
  WebhookRequest,
} from "#server/adapters/payments/types.ts";
import type { Deps } from "#server/deps.ts";
import { badGateway, badRequest, notFound, serviceUnavailable, unauthorized } from "#server/errors.ts";
import { PAYMENT_INITIATION_FAILED, PAYMENT_NOT_FOUND, paymentsUnavailable } from "./billing.errors.ts";
import { completeOrder, failOrder } from "./billing.grants.ts";
import { quoteFor } from "./billing.proration.ts";
import {
  appendEvent,
  findBillingStateCode,
  findInvoiceOfOrder,
  findOrder,
  findOrderByProviderOrderId,
  findOrderOfUser,
  insertOrder,
  type PaymentOrderRow,
  setBillingStateCode,
  setProviderOrderId,
  updateOrder,
} from "./billing.queries.ts";
import { applyRefundUpdate } from "./billing.refunds.ts";

export interface Buyer {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

type CreatePaymentInput = z.output<typeof createPaymentRequestSchema>;

/**
 * The same-site path to come back to after paying: a path on this site, or an absolute URL
 * whose origin is this site's; anything else is refused (no open redirect through checkout).
 */
export function returnPathOf(publicUrl: string, redirectUrl: string | undefined): string {
  if (!redirectUrl) return "/subscribe";
  let candidate = redirectUrl;
  if (/^https?:\/\//i.test(redirectUrl)) {
    let url: URL;
    try {
      url = new URL(redirectUrl);
    } catch {
      throw badRequest({ key: "errors.billing.badRedirect" }, "bad_redirect_url");
    }
    if (url.origin !== new URL(publicUrl).origin) {
      throw badRequest({ key: "errors.billing.badRedirect" }, "bad_redirect_url");
    }
    candidate = `${url.pathname}${url.search}`;
  }
  const path = safeReturnPath(candidate);
  if (!path) throw badRequest({ key: "errors.billing.badRedirect" }, "bad_redirect_url");
  return path;
}

const newOrderId = () => `CK${randomBytes(12).toString("base64url")}`;

const displayName = (buyer: Buyer) =>
  [buyer.firstName, buyer.lastName].filter((part) => part?.trim()).join(" ") || buyer.email;

/**
 * Real payments need the seller's details for a GST tax invoice (decision 732): refused, naming
 * what is missing and the settings that give it, until they are all set. The sandbox takes
 * payments without them; its documents say they are not tax invoices.
 */
function requireSellerDetails(deps: Deps, provider: PaymentProvider): void {
  const missing = deps.config.invoicing.missing;
  if (provider.name === "sandbox" || missing.length === 0) return;
  const details = missing.map((m) => m.detail);
  const list = details.length === 1 ? details[0] : `${details.slice(0, -1).join(", ")} and ${details.at(-1)}`;
  throw serviceUnavailable(
    `Payments are not available: the seller's ${list} for GST invoices ${details.length === 1 ? "is" : "are"} not set (${missing.map((m) => m.settings).join("; ")}).`,
    "seller_details_missing",
  );
}

/**
 * Starts a checkout: an order for the catalogue's price of the product less any upgrade credit
 * (never an amount or a credit from the client, decision 732), then the provider's order;
 * answers where the browser goes next and what it costs.
 */
export async function startPayment(
  deps: Deps,
  buyer: Buyer,
  input: CreatePaymentInput,
  now = new Date(),
): Promise<CreatePaymentResponse> {
  const product = productOf(input.planType);
  const returnPath = returnPathOf(deps.config.publicUrl, input.redirectUrl);
  const provider = deps.payments.forMethod(input.method);
  if (!provider) throw paymentsUnavailable();
  requireSellerDetails(deps, provider);
  const db = deps.database.db;
  const buyerState =
    input.buyerGstin?.slice(0, 2) ?? input.buyerState ?? (await findBillingStateCode(db, buyer.id)) ?? null;
  const { quote, creditGrantId } = await quoteFor(db, buyer.id, product, now);
  const amountPaise = quote.amountPaise;
  const order = await db.transaction(async (tx) => {
    const row = await insertOrder(tx, {
      id: newOrderId(),
      userId: buyer.id,
      productId: product.id,
      productKind: product.kind,
      amountPaise,
      creditPaise: quote.credit?.creditPaise ?? 0,
      creditDays: quote.credit?.unusedDays ?? null,
      creditGrantId: creditGrantId ?? null,
      provider: provider.name,
      returnPath,
      buyerName: displayName(buyer),
      buyerEmail: buyer.email,
      buyerGstin: input.buyerGstin ?? null,
      buyerState,
    });
    await appendEvent(tx, {
      orderId: row.id,
      type: "created",
      provider: provider.name,
      detail: {
        productId: product.id,
        amountPaise,
        method: input.method,
        ...(quote.credit ? { listPaise: quote.listPaise, credit: quote.credit, creditGrantId } : {}),
      },
    });
    if (input.buyerState) await setBillingStateCode(tx, buyer.id, input.buyerState);
    return row;
  });
  const back = new URL(returnPath, deps.config.publicUrl);
  back.searchParams.set("status", "success");
  back.searchParams.set("plan", product.id);
  let created: Awaited<ReturnType<typeof provider.createPayment>>;
  try {
    created = await provider.createPayment({
      merchantOrderId: order.id,
      amountPaise,
      redirectUrl: back.toString(),
      description: `${product.name}, ${PASS_DAYS} days`,
    });
  } catch (error) {
    await deps.database.db.transaction(async (tx) => {
      await updateOrder(tx, order.id, { status: "failed", failureReason: "initiation_failed" });
      await appendEvent(tx, {
        orderId: order.id,
        type: "initiation_failed",
        provider: provider.name,
        detail: { message: error instanceof Error ? error.message : String(error) },
      });
    });
    throw badGateway(PAYMENT_INITIATION_FAILED, "payment_initiation_failed");
  }
  if (created.providerOrderId) await setProviderOrderId(deps.database.db, order.id, created.providerOrderId);
  return {
    success: true,
    transactionId: order.id,
    price: quote,
    ...(created.paymentUrl ? { paymentUrl: created.paymentUrl } : {}),
    ...(created.checkout
      ? {
          checkout: {
            keyId: created.checkout.keyId,
            orderId: created.checkout.orderId,
            amountPaise,
            currency: "INR" as const,
            name: deps.config.brand.name,
            description: `${product.name}, ${PASS_DAYS} days`,
          },
        }
      : {}),
  };
}

/** The status answer for an order as it now stands in our records. */
async function presentStatus(deps: Deps, order: PaymentOrderRow): Promise<PaymentStatusResponse> {
  const status = order.status === "completed" ? "COMPLETED" : order.status === "created" ? "PENDING" : "FAILED";
  const invoice = order.status === "completed" ? await findInvoiceOfOrder(deps.database.db, order.id) : undefined;
  return {
    success: status !== "FAILED",
    status,
    planType: order.productId as ProductId,
    ...(invoice ? { invoiceNumber: invoice.number } : {}),
  };
}

/**
 * Asks the provider where one of our orders stands and acts on its word alone: COMPLETED for
 * the order's own amount grants (once), FAILED fails the order, PENDING changes nothing. The
 * one path to a grant for the status poll and for a webhook that is only a hint (decision 722).
 */
async function settleByProviderStatus(
  deps: Deps,
  provider: PaymentProvider,
  order: PaymentOrderRow,
  source: "status" | "webhook",
  now = new Date(),
): Promise<ProviderState> {
  let answer: Awaited<ReturnType<PaymentProvider["getOrderStatus"]>>;
  try {
    answer = await provider.getOrderStatus({ merchantOrderId: order.id, providerOrderId: order.providerOrderId });
  } catch {
    throw badGateway({ key: "errors.billing.statusUnavailable" }, "payment_status_unavailable");
  }
  if (answer.state === "COMPLETED") {
    // An answer without the amount paid is not the provider's word that the order's amount was paid.
    await completeOrder(deps, {
      orderId: order.id,
      provider: order.provider,
      source,
      amountPaise: answer.amountPaise ?? Number.NaN,
      detail: answer.raw,
      now,
    });
  } else if (answer.state === "FAILED") {
    await failOrder(deps, {
      orderId: order.id,
      provider: order.provider,
      source,
      errorCode: answer.errorCode,
      detail: answer.raw,
    });
  }
  return answer.state;
}

/**
 * The state of one of the user's payments, asking the provider while it is open; a payment
 * the provider reports completed is granted here (once, like a webhook). Another user's
 * transaction id is not found.
 */
export async function getPaymentStatus(
  deps: Deps,
  user: { id: string },
  transactionId: string,
  now = new Date(),
): Promise<PaymentStatusResponse> {
  const order = await findOrderOfUser(deps.database.db, transactionId, user.id);
  if (!order) throw notFound(PAYMENT_NOT_FOUND);
  if (order.status === "completed" || order.status === "refunded" || order.provider === "sandbox") {
    return presentStatus(deps, order);
  }
  const provider = deps.payments.byName(order.provider);
  if (!provider) return presentStatus(deps, order);
  await settleByProviderStatus(deps, provider, order, "status", now);
  const fresh = await findOrder(deps.database.db, order.id);
  return presentStatus(deps, fresh ?? order);
}

/** Applies an authenticated provider event (a webhook, or the sandbox page's outcome). */
export async function applyPaymentEvent(deps: Deps, provider: ProviderName, event: WebhookEvent): Promise<void> {
  const order =
    (event.merchantOrderId ? await findOrder(deps.database.db, event.merchantOrderId) : undefined) ??
    (event.providerOrderId
      ? await findOrderByProviderOrderId(deps.database.db, provider, event.providerOrderId)
      : undefined);
  if (event.kind === "refund" && event.refund) {
    await applyRefundUpdate(deps, provider, {
      refundId: event.refund.refundId,
      providerRefundId: event.refund.providerRefundId,
      state: event.refund.state,
      errorCode: event.errorCode,
      eventId: event.eventId,
      source: "webhook",
      raw: event.raw,
    });
    return;
  }
  if (!order || order.provider !== provider) return;
  const adapter = deps.payments.byName(provider);
  if (adapter?.webhooksAreHints && (event.kind === "order.completed" || event.kind === "order.failed")) {
    // Not signed over its body (PhonePe's header is a fixed hash): the event only says "ask".
    const state = await settleByProviderStatus(deps, adapter, order, "webhook");
    if (state === "PENDING") {
      await appendEvent(deps.database.db, {
        orderId: order.id,
        type: "webhook.unconfirmed",
        provider,
        detail: { claimed: event.kind, body: event.raw },
      });
    }
    return;
  }
  if (event.kind === "order.completed") {
    await completeOrder(deps, {
      orderId: order.id,
      provider,
      source: provider === "sandbox" ? "sandbox" : "webhook",
      providerEventId: event.eventId,
      amountPaise: event.amountPaise,
      detail: event.raw,
    });
  } else if (event.kind === "order.failed") {
    await failOrder(deps, {
      orderId: order.id,
      provider,
      source: provider === "sandbox" ? "sandbox" : "webhook",
      providerEventId: event.eventId,
      errorCode: event.errorCode,
      detail: event.raw,
    });
  } else {
    await deps.database.db.transaction(async (tx) => {
      await appendEvent(tx, {
        orderId: order.id,
        type: `webhook.${event.kind}`,
        provider,
        providerEventId: event.eventId,
        detail: event.raw,
      });
    });
  }
}

/** A provider's webhook: refused (401) unless its signature or authorization checks out. */
export async function receiveWebhook(deps: Deps, provider: ProviderName, request: WebhookRequest): Promise<void> {
  const adapter = deps.payments.byName(provider);
  if (!adapter || provider === "sandbox") throw notFound();
  const event = adapter.verifyWebhook(request);
  if (!event) throw unauthorized("The webhook's signature does not match.", "bad_signature");
  await applyPaymentEvent(deps, provider, event);
}

/**
 * Razorpay Checkout's answer from the browser: granted only when its signature over the order
 * we stored checks out with our key secret; anything else grants nothing.
 */
export async function verifyCardPayment(
  deps: Deps,
  user: { id: string },
  input: z.output<typeof razorpayVerifyRequestSchema>,
): Promise<PaymentStatusResponse> {
  const order = await findOrderOfUser(deps.database.db, input.transactionId, user.id);
  if (!order) throw notFound(PAYMENT_NOT_FOUND);
  const provider = deps.payments.byName(order.provider);
  const isAuthentic =
    order.providerOrderId !== null &&
    input.razorpay_order_id === order.providerOrderId &&
    provider?.verifyCheckout?.({
      storedOrderId: order.providerOrderId,
      paymentId: input.razorpay_payment_id,
      signature: input.razorpay_signature,
    }) === true;
  if (!isAuthentic) throw badRequest({ key: "errors.billing.notVerified" }, "bad_signature");
  await completeOrder(deps, {
    orderId: order.id,
    provider: order.provider,
    source: "checkout",
    providerEventId: `checkout:${input.razorpay_payment_id}`,
    detail: { paymentId: input.razorpay_payment_id },
  });
  return presentStatus(deps, (await findOrder(deps.database.db, order.id)) ?? order);
}

/**
 * The sandbox page's Pay or Fail button: the sandbox provider records the outcome (its order
 * status says so from now on), then the same path as a provider's webhook, which asks it.
 */
export async function settleSandboxPayment(
  deps: Deps,
  user: { id: string },
  transactionId: string,
  outcome: "pay" | "fail",
): Promise<PaymentOrderRow> {
  const order = await findOrderOfUser(deps.database.db, transactionId, user.id);
  const sandbox = deps.payments.sandbox;
  if (order?.provider !== "sandbox" || !sandbox) throw notFound(PAYMENT_NOT_FOUND);
  sandbox.settle(order.id, order.amountPaise, outcome === "pay" ? "COMPLETED" : "FAILED");
  await applyPaymentEvent(deps, "sandbox", {
    eventId: `sandbox:${order.id}:${outcome}`,
    kind: outcome === "pay" ? "order.completed" : "order.failed",
    merchantOrderId: order.id,
    amountPaise: order.amountPaise,
    errorCode: outcome === "fail" ? "SANDBOX_DECLINED" : undefined,
    raw: { outcome },
  });
  return order;
}

/** The sandbox page's order, while it can still be paid. */
export async function getSandboxOrder(deps: Deps, user: { id: string }, transactionId: string) {
  const order = await findOrderOfUser(deps.database.db, transactionId, user.id);
  if (order?.provider !== "sandbox" || !deps.payments.byName("sandbox")) throw notFound(PAYMENT_NOT_FOUND);
  return { order, product: productOf(order.productId as ProductId) };
}

/** Where the browser goes back to after paying (the order's same-site path with status and plan). */
export function returnUrlOf(order: PaymentOrderRow): string {
  const url = new URL(order.returnPath, "http://return.invalid");
  url.searchParams.set("status", "success");
  url.searchParams.set("plan", order.productId);
  return `${url.pathname}${url.search}`;
}
