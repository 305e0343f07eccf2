import { randomBytes } from "node:crypto";
import type { z } from "zod";
import {
  type BillingSummary,
  type CreatePaymentResponse,
  type createPaymentRequestSchema,
  type PaymentStatusResponse,
  type ProductId,
  productOf,
  type razorpayVerifyRequestSchema,
} from "../../../contract/billing.ts";
import { PASS_DAYS, PLAN_IDS, PLANS, type PlanId } from "../../../contract/plans.ts";
import { safeReturnPath } from "../../../contract/return-path.ts";
import type { ProviderName, WebhookEvent, WebhookRequest } from "../../adapters/payments/types.ts";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { badGateway, badRequest, notFound, serviceUnavailable, unauthorized } from "../../errors.ts";
import { enqueueJob } from "../../jobs/queue.ts";
import { paymentConfirmationMail, planEndingMail } from "./billing.mail.ts";
import {
  appendEvent,
  endGrantOfOrder,
  findCurrentGrants,
  findGrantOfOrder,
  findGrantWithUser,
  findInvoiceOfOrder,
  findInvoiceOfUser,
  findInvoicesOfUser,
  findOrder,
  findOrderByProviderOrderId,
  findOrderOfUser,
  findOrdersOfUser,
  findPlanGrantsEndingBetween,
  findUsersWithEndedPlans,
  insertGrant,
  insertInvoice,
  insertOrder,
  lockOrder,
  lockUser,
  nextInvoiceSequence,
  type PaymentOrderRow,
  type PlanGrantRow,
  setProviderOrderId,
  setSubscriptionStatus,
  updateOrder,
} from "./billing.queries.ts";
import {
  creditNotePrefix,
  financialYearOf,
  invoiceNumber,
  placeOfSupply,
  stateLabel,
  taxFigures,
} from "./invoice-figures.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";

export const JOB_PAYMENT_CONFIRMATION = "billing.payment-confirmation";

const DAY_MS = 24 * 60 * 60 * 1000;
const PASS_MS = PASS_DAYS * DAY_MS;

export const PAYMENT_NOT_FOUND = "Payment not found.";
export const PAYMENT_INITIATION_FAILED = "Payment initiation failed";

export interface Buyer {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

type CreatePaymentInput = z.output<typeof createPaymentRequestSchema>;

const paymentsUnavailable = () =>
  serviceUnavailable("Payments are not available right now. Please try again later.", "payments_unavailable");

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
      throw badRequest("redirectUrl must be an address on this site.", "bad_redirect_url");
    }
    if (url.origin !== new URL(publicUrl).origin) {
      throw badRequest("redirectUrl must be an address on this site.", "bad_redirect_url");
    }
    candidate = `${url.pathname}${url.search}`;
  }
  const path = safeReturnPath(candidate);
  if (!path) throw badRequest("redirectUrl must be an address on this site.", "bad_redirect_url");
  return path;
}

const newOrderId = () => `CK${randomBytes(12).toString("base64url")}`;

const displayName = (buyer: Buyer) =>
  [buyer.firstName, buyer.lastName].filter((part) => part?.trim()).join(" ") || buyer.email;

/**
 * Starts a checkout: an order for the catalogue's price of the product (never an amount from
 * the client), then the provider's order; answers where the browser goes next.
 */
export async function startPayment(
  deps: Deps,
  buyer: Buyer,
  input: CreatePaymentInput,
): Promise<CreatePaymentResponse> {
  const product = productOf(input.planType);
  const returnPath = returnPathOf(deps.config.publicUrl, input.redirectUrl);
  const provider = deps.payments.forMethod(input.method);
  if (!provider) throw paymentsUnavailable();
  const amountPaise = product.priceInr * 100;
  const order = await deps.database.db.transaction(async (tx) => {
    const row = await insertOrder(tx, {
      id: newOrderId(),
      userId: buyer.id,
      productId: product.id,
      productKind: product.kind,
      amountPaise,
      provider: provider.name,
      returnPath,
      buyerName: displayName(buyer),
      buyerEmail: buyer.email,
      buyerGstin: input.buyerGstin ?? null,
      buyerState: input.buyerGstin?.slice(0, 2) ?? input.buyerState ?? null,
    });
    await appendEvent(tx, {
      orderId: row.id,
      type: "created",
      provider: provider.name,
      detail: { productId: product.id, amountPaise, method: input.method },
    });
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
  let answer: Awaited<ReturnType<typeof provider.getOrderStatus>>;
  try {
    answer = await provider.getOrderStatus({ merchantOrderId: order.id, providerOrderId: order.providerOrderId });
  } catch {
    throw badGateway("Could not check the payment. Please try again.", "payment_status_unavailable");
  }
  if (answer.state === "COMPLETED") {
    await completeOrder(deps, {
      orderId: order.id,
      provider: order.provider,
      source: "status",
      amountPaise: answer.amountPaise,
      detail: answer.raw,
      now,
    });
  } else if (answer.state === "FAILED") {
    await failOrder(deps, {
      orderId: order.id,
      provider: order.provider,
      source: "status",
      errorCode: answer.errorCode,
      detail: answer.raw,
    });
  }
  const fresh = await findOrder(deps.database.db, order.id);
  return presentStatus(deps, fresh ?? order);
}

const planRank = (plan: string) => PLAN_IDS.indexOf(plan as PlanId);

/**
 * The window of a new grant. An add-on runs 30 days from now. A plan pass starts when every
 * running or queued pass of the same or a higher plan has ended (buying again extends; an
 * upgrade starts at once), and runs 30 days.
 */
export function grantWindow(
  product: { kind: "plan" | "addon"; id: string },
  current: readonly PlanGrantRow[],
  now: Date,
): { startsAt: Date; endsAt: Date } {
  let start = now.getTime();
  if (product.kind === "plan") {
    for (const grant of current) {
      if (grant.productKind === "plan" && planRank(grant.productId) >= planRank(product.id)) {
        start = Math.max(start, grant.endsAt.getTime());
      }
    }
  }
  return { startsAt: new Date(start), endsAt: new Date(start + PASS_MS) };
}

/** Sets the user's plan to the highest pass running at `now` (free when none). */
export async function refreshUserPlan(tx: Db, userId: string, now: Date): Promise<PlanId> {
  const grants = await findCurrentGrants(tx, userId, now);
  let plan: PlanId = "free";
  for (const grant of grants) {
    if (grant.productKind === "plan" && grant.startsAt <= now && planRank(grant.productId) > planRank(plan)) {
      plan = grant.productId as PlanId;
    }
  }
  await setSubscriptionStatus(tx, userId, plan);
  return plan;
}

/** The storage a user may use at `now`: the plan's plus every running add-on's. */
export async function storageLimitOf(db: Db, user: { id: string; subscriptionStatus: PlanId }, now = new Date()) {
  const grants = await findCurrentGrants(db, user.id, now);
  const extra = grants
    .filter((g) => g.productKind === "addon" && g.startsAt <= now)
    .reduce((sum, g) => sum + g.storageBytes, 0);
  return PLANS[user.subscriptionStatus].storageBytes + extra;
}

export interface CompleteOrderInput {
  orderId: string;
  provider: ProviderName;
  /** What verified the payment: the status API, a signed webhook, Checkout's signature, the sandbox page. */
  source: "status" | "webhook" | "checkout" | "sandbox";
  providerEventId?: string;
  /** The amount the provider reports; a different amount from the order's grants nothing. */
  amountPaise?: number;
  detail?: Record<string, unknown>;
  now?: Date;
}

/**
 * Grants what a verified payment bought, exactly once: in one transaction under the order's
 * row lock, the order is marked completed, the grant inserted (one per order), the user's
 * plan refreshed and the invoice numbered from the locked counter. Any number of webhooks,
 * status polls and returns for the same order grant once; a replayed provider event id is
 * recorded once and does nothing.
 */
export async function completeOrder(
  deps: Deps,
  input: CompleteOrderInput,
): Promise<{ granted: boolean; order: PaymentOrderRow | undefined }> {
  const now = input.now ?? new Date();
  return deps.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order || order.provider !== input.provider) return { granted: false, order: undefined };
    const isNewEvent = await appendEvent(tx, {
      orderId: order.id,
      type: `${input.source}.completed`,
      provider: input.provider,
      providerEventId: input.providerEventId,
      detail: input.detail ?? {},
    });
    if (!isNewEvent) return { granted: false, order };
    if (order.status === "completed" || order.status === "refunded") return { granted: false, order };
    if (input.amountPaise !== undefined && input.amountPaise !== order.amountPaise) {
      await appendEvent(tx, {
        orderId: order.id,
        type: "amount_mismatch",
        provider: input.provider,
        detail: { expected: order.amountPaise, reported: input.amountPaise },
      });
      return { granted: false, order };
    }
    const completed = await updateOrder(tx, order.id, { status: "completed", completedAt: now, failureReason: null });
    const product = productOf(order.productId as ProductId);
    let grant: PlanGrantRow | undefined;
    if (order.userId && (await lockUser(tx, order.userId))) {
      const window = grantWindow(product, await findCurrentGrants(tx, order.userId, now), now);
      grant = await insertGrant(tx, {
        userId: order.userId,
        orderId: order.id,
        productId: product.id,
        productKind: product.kind,
        storageBytes: product.storageBytes,
        ...window,
      });
      await refreshUserPlan(tx, order.userId, now);
    }
    const invoice = await issueDocument(deps, tx, order, "invoice", product.name, now);
    await appendEvent(tx, {
      orderId: order.id,
      type: "granted",
      provider: input.provider,
      detail: {
        grantId: grant?.id ?? null,
        startsAt: grant?.startsAt.toISOString() ?? null,
        endsAt: grant?.endsAt.toISOString() ?? null,
        invoiceNumber: invoice.number,
      },
    });
    await enqueueJob(
      tx,
      JOB_PAYMENT_CONFIRMATION,
      { orderId: order.id },
      { uniqueKey: `${JOB_PAYMENT_CONFIRMATION}:${order.id}` },
    );
    return { granted: true, order: completed };
  });
}

/** Numbers and stores an invoice or credit note for an order, inside the caller's transaction. */
async function issueDocument(
  deps: Deps,
  tx: Db,
  order: PaymentOrderRow,
  kind: "invoice" | "credit_note",
  description: string,
  now: Date,
) {
  const seller = deps.config.invoicing;
  const supply = placeOfSupply(seller.sellerStateCode, { gstin: order.buyerGstin, stateCode: order.buyerState });
  const intraState = !seller.sellerStateCode || supply === seller.sellerStateCode;
  const figures = taxFigures(order.amountPaise / 100, intraState);
  const financialYear = financialYearOf(now);
  const sequence = await nextInvoiceSequence(tx, kind, financialYear);
  const prefix = kind === "invoice" ? seller.prefix : creditNotePrefix(seller.prefix);
  return insertInvoice(tx, {
    kind,
    number: invoiceNumber(prefix, financialYear, sequence),
    financialYear,
    sequence,
    orderId: order.id,
    issuedAt: now,
    sellerName: seller.sellerName,
    sellerAddress: seller.sellerAddress ?? "Address not configured",
    sellerGstin: seller.sellerGstin ?? null,
    sellerState: stateLabel(seller.sellerStateCode),
    buyerName: order.buyerName,
    buyerEmail: order.buyerEmail,
    buyerGstin: order.buyerGstin,
    placeOfSupply: stateLabel(supply),
    sac: seller.sac,
    description: kind === "invoice" ? `${description}, ${PASS_DAYS} days` : `Refund of ${description}`,
    taxablePaise: figures.taxablePaise,
    cgstPaise: figures.cgstPaise,
    sgstPaise: figures.sgstPaise,
    igstPaise: figures.igstPaise,
    totalPaise: figures.totalPaise,
  });
}

/**
 * Records a failed payment. An order that completed stays completed (a late failure of one
 * attempt does not undo a payment); a failed order can still complete later.
 */
export async function failOrder(
  deps: Deps,
  input: {
    orderId: string;
    provider: ProviderName;
    source: CompleteOrderInput["source"];
    providerEventId?: string;
    errorCode?: string;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order || order.provider !== input.provider) return;
    const isNewEvent = await appendEvent(tx, {
      orderId: order.id,
      type: `${input.source}.failed`,
      provider: input.provider,
      providerEventId: input.providerEventId,
      detail: { errorCode: input.errorCode ?? null, ...input.detail },
    });
    if (isNewEvent && order.status === "created") {
      await updateOrder(tx, order.id, { status: "failed", failureReason: input.errorCode ?? "failed" });
    }
  });
}

/** Applies an authenticated provider event (a webhook, or the sandbox page's outcome). */
export async function applyPaymentEvent(deps: Deps, provider: ProviderName, event: WebhookEvent): Promise<void> {
  const order =
    (event.merchantOrderId ? await findOrder(deps.database.db, event.merchantOrderId) : undefined) ??
    (event.providerOrderId
      ? await findOrderByProviderOrderId(deps.database.db, provider, event.providerOrderId)
      : undefined);
  if (!order || order.provider !== provider) return;
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
 * Refunds a completed payment through its provider and takes back what it granted: the
 * grant ends now, the plan is refreshed and a credit note is issued, in one transaction.
 */
export async function refundOrder(
  deps: Deps,
  orderId: string,
  now = new Date(),
  reason?: string,
): Promise<{ creditNote: string }> {
  const order = await findOrder(deps.database.db, orderId);
  if (!order) throw notFound(PAYMENT_NOT_FOUND);
  if (order.status !== "completed")
    throw badRequest(`Only a completed payment can be refunded (this one is ${order.status}).`);
  const provider = deps.payments.byName(order.provider);
  if (!provider) throw paymentsUnavailable();
  const refundId = `${order.id}R`;
  const result = await provider.refund({
    merchantOrderId: order.id,
    providerOrderId: order.providerOrderId,
    refundId,
    amountPaise: order.amountPaise,
  });
  if (result.state === "FAILED") throw badGateway("The provider refused the refund.", "refund_failed");
  return deps.database.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (locked?.status !== "completed") throw badRequest("This payment was already refunded.");
    await updateOrder(tx, order.id, { status: "refunded" });
    await endGrantOfOrder(tx, order.id, now);
    if (order.userId && (await lockUser(tx, order.userId))) await refreshUserPlan(tx, order.userId, now);
    const creditNote = await issueDocument(
      deps,
      tx,
      order,
      "credit_note",
      productOf(order.productId as ProductId).name,
      now,
    );
    await appendEvent(tx, {
      orderId: order.id,
      type: "refunded",
      provider: order.provider,
      detail: {
        refundId,
        providerState: result.state,
        creditNote: creditNote.number,
        ...(reason ? { reason } : {}),
        ...result.raw,
      },
    });
    return { creditNote: creditNote.number };
  });
}

/** Days after payment in which the Refund Policy gives a full refund: 14 for Business, 7 otherwise. */
export function refundWindowDays(productId: string): number {
  return productId === "business" ? 14 : 7;
}

/**
 * The operator's refund (`npm run refund`): refused once the Refund Policy's window, counted
 * from when the payment completed, has passed; otherwise as refundOrder.
 */
export async function refundOrderWithinPolicy(
  deps: Deps,
  orderId: string,
  options: { reason?: string; now?: Date } = {},
): Promise<{ creditNote: string; productId: string; amountPaise: number; windowDays: number }> {
  const now = options.now ?? new Date();
  const order = await findOrder(deps.database.db, orderId);
  if (!order) throw notFound(PAYMENT_NOT_FOUND);
  if (order.status !== "completed" || !order.completedAt)
    throw badRequest(`Only a completed payment can be refunded (this one is ${order.status}).`);
  const windowDays = refundWindowDays(order.productId);
  const ageMs = now.getTime() - order.completedAt.getTime();
  if (ageMs > windowDays * 24 * 60 * 60 * 1000)
    throw badRequest(
      `This payment was made ${Math.floor(ageMs / (24 * 60 * 60 * 1000))} days ago; the Refund Policy allows ${windowDays} days for ${order.productId}.`,
      "refund_window_passed",
    );
  const { creditNote } = await refundOrder(deps, order.id, now, options.reason);
  return { creditNote, productId: order.productId, amountPaise: order.amountPaise, windowDays };
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
  if (!isAuthentic) throw badRequest("The payment could not be verified.", "bad_signature");
  await completeOrder(deps, {
    orderId: order.id,
    provider: order.provider,
    source: "checkout",
    providerEventId: `checkout:${input.razorpay_payment_id}`,
    detail: { paymentId: input.razorpay_payment_id },
  });
  return presentStatus(deps, (await findOrder(deps.database.db, order.id)) ?? order);
}

/** The sandbox page's Pay or Fail button: the same path as a provider's webhook. */
export async function settleSandboxPayment(
  deps: Deps,
  user: { id: string },
  transactionId: string,
  outcome: "pay" | "fail",
): Promise<PaymentOrderRow> {
  const order = await findOrderOfUser(deps.database.db, transactionId, user.id);
  if (order?.provider !== "sandbox" || !deps.payments.byName("sandbox")) throw notFound(PAYMENT_NOT_FOUND);
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

/** The user's plan, running add-ons, invoices and which payment methods are open. */
export async function getBillingSummary(deps: Deps, user: { id: string }, now = new Date()): Promise<BillingSummary> {
  const db = deps.database.db;
  const grants = await findCurrentGrants(db, user.id, now);
  const plan = grants
    .filter((g) => g.productKind === "plan" && g.startsAt <= now)
    .sort((a, b) => planRank(b.productId) - planRank(a.productId))[0];
  const paidThrough = grants
    .filter((g) => g.productKind === "plan")
    .reduce<Date | undefined>((latest, g) => (!latest || g.endsAt > latest ? g.endsAt : latest), undefined);
  return {
    plan: (plan?.productId as PlanId | undefined) ?? "free",
    planEndsAt: plan ? plan.endsAt.toISOString() : null,
    paidThrough: paidThrough ? paidThrough.toISOString() : null,
    addons: grants
      .filter((g) => g.productKind === "addon")
      .map((g) => ({
        productId: g.productId as ProductId,
        storageBytes: g.storageBytes,
        startsAt: g.startsAt.toISOString(),
        endsAt: g.endsAt.toISOString(),
      })),
    invoices: (await findInvoicesOfUser(db, user.id)).map((i) => ({
      id: i.id,
      kind: i.kind,
      number: i.number,
      issuedAt: i.issuedAt.toISOString(),
      description: i.description,
      totalPaise: i.totalPaise,
    })),
    methods: { phonepe: Boolean(deps.payments.forMethod("phonepe")), card: Boolean(deps.payments.forMethod("card")) },
  };
}

/**
 * Billing's part of "Download my data": the user's payments, plan and add-on passes, and every
 * invoice and credit note with its GST figures (the PDF of each stays a download on /subscribe).
 */
export async function exportBilling(deps: Deps, user: { id: string }) {
  const db = deps.database.db;
  const [orders, invoiceRows] = await Promise.all([findOrdersOfUser(db, user.id), findInvoicesOfUser(db, user.id)]);
  return {
    payments: orders.map((o) => ({
      id: o.id,
      product: productOf(o.productId as ProductId).name,
      amountInr: o.amountPaise / 100,
      provider: o.provider,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
      completedAt: o.completedAt?.toISOString() ?? null,
      buyerGstin: o.buyerGstin,
    })),
    invoices: invoiceRows.map((i) => ({
      kind: i.kind,
      number: i.number,
      issuedAt: i.issuedAt.toISOString(),
      description: i.description,
      sac: i.sac,
      placeOfSupply: i.placeOfSupply,
      buyerGstin: i.buyerGstin,
      taxableInr: i.taxablePaise / 100,
      cgstInr: i.cgstPaise / 100,
      sgstInr: i.sgstPaise / 100,
      igstInr: i.igstPaise / 100,
      totalInr: i.totalPaise / 100,
    })),
  };
}

/** An invoice or credit note of the user's as a PDF; another user's is not found. */
export async function getInvoicePdf(
  deps: Deps,
  user: { id: string },
  id: string,
): Promise<{ number: string; pdf: Buffer }> {
  const invoice = await findInvoiceOfUser(deps.database.db, id, user.id);
  if (!invoice) throw notFound("Invoice not found.");
  const original =
    invoice.kind === "credit_note" ? await findInvoiceOfOrder(deps.database.db, invoice.orderId) : undefined;
  return { number: invoice.number, pdf: await renderInvoicePdf(invoice, { againstInvoice: original?.number }) };
}

/**
 * When the user's running pass of a per-pass plan (starter) began: its captions count from
 * there, not a rolling window. Undefined when no such pass runs.
 */
export async function currentPassStart(db: Db, user: { id: string; subscriptionStatus: PlanId }, now = new Date()) {
  if (user.subscriptionStatus === "free") return undefined;
  const grants = await findCurrentGrants(db, user.id, now);
  return grants.find((g) => g.productKind === "plan" && g.productId === user.subscriptionStatus && g.startsAt <= now)
    ?.startsAt;
}

export const JOB_PLAN_EXPIRY_SWEEP = "billing.plan-expiry-sweep";
export const JOB_PLAN_ENDING_REMINDER = "billing.plan-ending-reminder";
/** How long before a pass ends its reminder goes out. */
export const REMINDER_DAYS_BEFORE = 3;

/** Sends the confirmation e-mail of a completed order (the job the grant enqueued). */
export async function sendPaymentConfirmation(deps: Deps, orderId: string): Promise<void> {
  const order = await findOrder(deps.database.db, orderId);
  const invoice = order ? await findInvoiceOfOrder(deps.database.db, orderId) : undefined;
  if (!order || !invoice) return;
  const grant = await findGrantOfOrder(deps.database.db, orderId);
  await deps.mailer.send(
    paymentConfirmationMail(deps.config, {
      to: order.buyerEmail,
      name: order.buyerName,
      product: productOf(order.productId as ProductId).name,
      amountPaise: order.amountPaise,
      invoiceNumber: invoice.number,
      window: grant ? { startsAt: grant.startsAt, endsAt: grant.endsAt } : undefined,
    }),
  );
}

/**
 * Returns users whose passes have all ended to the free plan (files are kept: only new uploads
 * and saves meet the free limits) and queues the reminder for passes ending within
 * REMINDER_DAYS_BEFORE days with nothing bought after them. Returns how many users changed.
 */
export async function sweepPlans(deps: Deps, now = new Date()): Promise<number> {
  const db = deps.database.db;
  let changed = 0;
  for (const userId of await findUsersWithEndedPlans(db, now, 500)) {
    await db.transaction(async (tx) => {
      if (!(await lockUser(tx, userId))) return;
      if ((await refreshUserPlan(tx, userId, now)) === "free") changed++;
    });
  }
  const soon = new Date(now.getTime() + REMINDER_DAYS_BEFORE * DAY_MS);
  for (const { grant } of await findPlanGrantsEndingBetween(db, now, soon)) {
    const later = await findCurrentGrants(db, grant.userId, now);
    if (later.some((g) => g.productKind === "plan" && g.endsAt > grant.endsAt)) continue;
    await enqueueJob(
      db,
      JOB_PLAN_ENDING_REMINDER,
      { grantId: grant.id },
      { uniqueKey: `${JOB_PLAN_ENDING_REMINDER}:${grant.id}` },
    );
  }
  return changed;
}

/** Sends the "your plan ends soon" e-mail for one grant. */
export async function sendPlanEndingReminder(deps: Deps, grantId: string): Promise<void> {
  const found = await findGrantWithUser(deps.database.db, grantId);
  if (!found || found.grant.endedAt) return;
  await deps.mailer.send(
    planEndingMail(deps.config, {
      to: found.email,
      name: found.firstName || "there",
      plan: PLANS[found.grant.productId as PlanId]?.name ?? found.grant.productId,
      endsAt: found.grant.endsAt,
    }),
  );
}
