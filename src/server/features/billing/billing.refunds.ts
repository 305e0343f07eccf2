/**
 * Refunds (decisions 504, 505): asked through the provider within the Refund Policy; once the
 * provider accepts, the pass ends and a credit note is issued. The refund's own state then
 * moves from pending to completed or failed as the provider reports it (a signed webhook or
 * its status API, checked every half hour); a failed refund is reported to the operator and
 * may be tried again under a new refund id.
 */
import { type ProductId, productOf } from "#contract/billing.ts";
import {
  PaymentProviderError,
  type ProviderName,
  type ProviderState,
  type RefundResult,
} from "#server/adapters/payments/types.ts";
import type { Db } from "#server/db/client.ts";
import type { Deps } from "#server/deps.ts";
import { badGateway, badRequest, notFound } from "#server/errors.ts";
import { enqueueJob } from "#server/jobs/queue.ts";
import { PAYMENT_NOT_FOUND, paymentsUnavailable } from "./billing.errors.ts";
import { DAY_MS, refreshUserPlan } from "./billing.grants.ts";
import { issueDocument } from "./billing.invoices.ts";
import { refundFailedMail } from "./billing.mail.ts";
import {
  appendEvent,
  endGrantOfOrder,
  findGrantOfOrder,
  findInvoiceOfOrder,
  findOrder,
  findPendingRefunds,
  findRefund,
  findRefundByProviderId,
  findRefundsOfOrder,
  insertRefund,
  lockOrder,
  lockRefund,
  lockUser,
  type PaymentOrderRow,
  type RefundRow,
  restoreGrantCreditedTo,
  updateOrder,
  updateRefund,
} from "./billing.queries.ts";

export const JOB_REFUND_STATUS_SWEEP = "billing.refund-status-sweep";
export const JOB_REFUND_FAILED_NOTICE = "billing.refund-failed-notice";
/** A pending refund is first asked about this long after it was made (webhooks usually come first). */
const STATUS_CHECK_AFTER_MS = 10 * 60 * 1000;

const stateOf = (state: ProviderState): RefundRow["state"] =>
  state === "COMPLETED" ? "completed" : state === "FAILED" ? "failed" : "pending";

export interface RefundOutcome {
  creditNote: string;
  refundId: string;
  state: RefundRow["state"];
}

/**
 * Refunds a completed payment (or tries again a refund that failed) through its provider.
 * The refund is recorded as pending before the provider is asked, under the order's lock, so
 * two refunds of one order cannot both start. When the provider refuses, nothing else
 * changes; when it accepts, in one transaction the grant ends, the plan is refreshed and the
 * credit note is issued (once per order, however many tries).
 */
export async function refundOrder(
  deps: Deps,
  orderId: string,
  now = new Date(),
  reason?: string,
  inTransaction?: RefundRecorder,
): Promise<RefundOutcome> {
  const order = await findOrder(deps.database.db, orderId);
  if (!order) throw notFound(PAYMENT_NOT_FOUND);
  const provider = deps.payments.byName(order.provider);
  if (!provider) throw paymentsUnavailable();

  const refund = await deps.database.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const earlier = await findRefundsOfOrder(tx, order.id);
    const live = earlier.find((r) => r.state !== "failed");
    if (live) throw badRequest(`This payment was already refunded (refund ${live.id} is ${live.state}).`);
    if (locked?.status !== "completed" && !(locked?.status === "refunded" && earlier.length > 0))
      throw badRequest(`Only a completed payment can be refunded (this one is ${locked?.status}).`);
    // Its unused days already paid part of an upgrade: refunding it too would pay them twice (decision 732).
    const creditedTo = (await findGrantOfOrder(tx, order.id))?.creditedToOrderId;
    if (creditedTo)
      throw badRequest(
        `This pass's unused days were credited to the upgrade ${creditedTo}; refund that payment instead.`,
        "refund_credited_to_upgrade",
      );
    const row = await insertRefund(tx, {
      id: `${order.id}R${earlier.length + 1}`,
      orderId: order.id,
      provider: order.provider,
      amountPaise: order.amountPaise,
      reason: reason ?? null,
    });
    await appendEvent(tx, {
      orderId: order.id,
      type: "refund_requested",
      provider: order.provider,
      detail: { refundId: row.id, amountPaise: row.amountPaise, ...(reason ? { reason } : {}) },
    });
    return row;
  });

  let result: RefundResult;
  try {
    result = await provider.refund({
      merchantOrderId: order.id,
      providerOrderId: order.providerOrderId,
      refundId: refund.id,
      amountPaise: refund.amountPaise,
    });
  } catch (error) {
    result = { state: "FAILED", errorCode: "provider_error", raw: { message: String(error) } };
  }
  if (result.state === "FAILED") {
    await deps.database.db.transaction(async (tx) => {
      await updateRefund(tx, refund.id, { state: "failed", errorCode: result.errorCode ?? "refused", settledAt: now });
      await appendEvent(tx, {
        orderId: order.id,
        type: "refund_refused",
        provider: order.provider,
        detail: { refundId: refund.id, ...result.raw },
      });
    });
    throw badGateway("The provider refused the refund.", "refund_failed");
  }

  return deps.database.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const state = stateOf(result.state);
    await updateRefund(tx, refund.id, {
      state,
      providerRefundId: result.providerRefundId ?? null,
      settledAt: state === "completed" ? now : null,
    });
    let creditNote = (await findInvoiceOfOrder(tx, order.id, "credit_note"))?.number;
    if (locked?.status === "completed") {
      await updateOrder(tx, order.id, { status: "refunded" });
      await endGrantOfOrder(tx, order.id, now);
      // The pass whose days were this upgrade's credit runs again to its own end (decision 732).
      await restoreGrantCreditedTo(tx, order.id);
      if (order.userId && (await lockUser(tx, order.userId))) await refreshUserPlan(tx, order.userId, now);
      const productName = productOf(order.productId as ProductId).name;
      creditNote = (await issueDocument(deps, tx, order, "credit_note", productName, now)).number;
    }
    await appendEvent(tx, {
      orderId: order.id,
      type: "refunded",
      provider: order.provider,
      detail: {
        refundId: refund.id,
        providerState: result.state,
        creditNote: creditNote ?? null,
        ...(reason ? { reason } : {}),
        ...result.raw,
      },
    });
    await inTransaction?.(tx, { order, creditNote: creditNote ?? "", refundId: refund.id });
    return { creditNote: creditNote ?? "", refundId: refund.id, state };
  });
}

/** Work a caller adds to a refund's last transaction, given the refunded order. */
export type RefundRecorder = (
  tx: Db,
  refunded: { order: PaymentOrderRow; creditNote: string; refundId: string },
) => Promise<void>;

export interface RefundUpdate {
  /** Our refund id, when the provider echoes it (PhonePe merchantRefundId, Razorpay receipt). */
  refundId?: string;
  providerRefundId?: string;
  state: ProviderState;
  errorCode?: string;
  /** The provider's event id (webhooks), so a replayed delivery is recorded once and does nothing. */
  eventId?: string;
  source: "webhook" | "status";
  raw: Record<string, unknown>;
}

/**
 * A refund's state as the provider now reports it: pending → completed or failed, never
 * back. A failed refund queues one notice to the operator. Unknown refunds are ignored.
 */
export async function applyRefundUpdate(deps: Deps, provider: ProviderName, update: RefundUpdate): Promise<void> {
  const db = deps.database.db;
  const found =
    (update.refundId ? await findRefund(db, update.refundId) : undefined) ??
    (update.providerRefundId ? await findRefundByProviderId(db, provider, update.providerRefundId) : undefined);
  if (!found || found.provider !== provider) return;
  await db.transaction(async (tx) => {
    const refund = await lockRefund(tx, found.id);
    if (!refund) return;
    const isNew = await appendEvent(tx, {
      orderId: refund.orderId,
      type: `${update.source}.refund.${update.state.toLowerCase()}`,
      provider,
      providerEventId: update.eventId,
      detail: { refundId: refund.id, ...update.raw },
    });
    if (!isNew || refund.state !== "pending") return;
    const next = stateOf(update.state);
    if (next === "pending") {
      if (!refund.providerRefundId && update.providerRefundId)
        await updateRefund(tx, refund.id, { providerRefundId: update.providerRefundId });
      return;
    }
    await updateRefund(tx, refund.id, {
      state: next,
      settledAt: new Date(),
      errorCode: next === "failed" ? (update.errorCode ?? "failed") : null,
      ...(!refund.providerRefundId && update.providerRefundId ? { providerRefundId: update.providerRefundId } : {}),
    });
    if (next === "failed") {
      await enqueueJob(
        tx,
        JOB_REFUND_FAILED_NOTICE,
        { refundId: refund.id },
        { uniqueKey: `${JOB_REFUND_FAILED_NOTICE}:${refund.id}` },
      );
    }
  });
}

/**
 * Asks the providers about refunds still pending after a while (a webhook may never come).
 * One refund's error does not stop the others; returns how many were asked.
 */
export async function checkPendingRefunds(deps: Deps, now = new Date()): Promise<number> {
  const pending = await findPendingRefunds(deps.database.db, new Date(now.getTime() - STATUS_CHECK_AFTER_MS), 100);
  for (const refund of pending) {
    const provider = deps.payments.byName(refund.provider);
    if (!provider) continue;
    try {
      const answer = await provider.getRefundStatus({ refundId: refund.id, providerRefundId: refund.providerRefundId });
      await applyRefundUpdate(deps, refund.provider, {
        refundId: refund.id,
        providerRefundId: answer.providerRefundId,
        state: answer.state,
        errorCode: answer.errorCode,
        source: "status",
        raw: answer.raw,
      });
    } catch (error) {
      // A refund the provider has never heard of (the process stopped between recording it and
      // asking the provider) failed; anything else is asked again at the next check.
      if (error instanceof PaymentProviderError && error.status === 404 && !refund.providerRefundId) {
        await applyRefundUpdate(deps, refund.provider, {
          refundId: refund.id,
          state: "FAILED",
          errorCode: "not_at_provider",
          source: "status",
          raw: { message: error.message },
        });
      }
    }
  }
  return pending.length;
}

/** Tells the operator (SUPPORT_EMAIL) that a refund failed and how to try it again. */
export async function sendRefundFailedNotice(deps: Deps, refundId: string): Promise<void> {
  const refund = await findRefund(deps.database.db, refundId);
  const order = refund ? await findOrder(deps.database.db, refund.orderId) : undefined;
  if (!refund || !order) return;
  await deps.mailer.send(refundFailedMail(deps.config, { refund, order }));
}

/** Days after payment in which the Refund Policy gives a full refund: 14 for Business, 7 otherwise. */
export function refundWindowDays(productId: string): number {
  return productId === "business" ? 14 : 7;
}

/**
 * The operator's refund (`npm run refund`): refused once the Refund Policy's window, counted
 * from when the payment completed, has passed; otherwise as refundOrder. Trying again a
 * refund that failed is not held to the window (it was granted in time).
 */
export async function refundOrderWithinPolicy(
  deps: Deps,
  orderId: string,
  options: {
    reason?: string;
    now?: Date;
    /** Only an order of this user is refunded (another's answers as a missing one). */
    userId?: string;
    /** Runs inside the refund's last transaction (the admin's audit entry, decision 571). */
    inTransaction?: RefundRecorder;
  } = {},
): Promise<RefundOutcome & { productId: string; amountPaise: number; windowDays: number; provider: ProviderName }> {
  const now = options.now ?? new Date();
  const order = await findOrder(deps.database.db, orderId);
  if (!order || (options.userId !== undefined && order.userId !== options.userId)) throw notFound(PAYMENT_NOT_FOUND);
  const windowDays = refundWindowDays(order.productId);
  const isRetry = order.status === "refunded";
  if (!isRetry) {
    if (order.status !== "completed" || !order.completedAt)
      throw badRequest(`Only a completed payment can be refunded (this one is ${order.status}).`);
    const ageMs = now.getTime() - order.completedAt.getTime();
    if (ageMs > windowDays * DAY_MS)
      throw badRequest(
        `This payment was made ${Math.floor(ageMs / DAY_MS)} days ago; the Refund Policy allows ${windowDays} days for ${order.productId}.`,
        "refund_window_passed",
      );
  }
  const outcome = await refundOrder(deps, order.id, now, options.reason, options.inTransaction);
  return {
    ...outcome,
    productId: order.productId,
    amountPaise: order.amountPaise,
    windowDays,
    provider: order.provider,
  };
}
