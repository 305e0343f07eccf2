/**
 * Granting (decision 500): what a verified payment gives, exactly once, its 30-day window,
 * the plan and storage a user has now, and the billing summary the Subscribe page shows.
 */
import type { BillingSummary, GstStateCode, ProductId } from "#contract/billing.ts";
import { productOf } from "#contract/billing.ts";
import { PASS_DAYS, PLAN_IDS, PLANS, type PlanId } from "#contract/plans.ts";
import type { ProviderName } from "#server/adapters/payments/types.ts";
import type { Db } from "#server/db/client.ts";
import { cachedUserRead } from "#server/db/user-reads-cache.ts";
import type { Deps } from "#server/deps.ts";
import { enqueueJob } from "#server/jobs/queue.ts";
import { issueDocument, JOB_PAYMENT_CONFIRMATION } from "./billing.invoices.ts";
import { DAY_MS, planRank, quotesFor, takeCredit } from "./billing.proration.ts";
import {
  appendEvent,
  findBillingStateCode,
  findCurrentGrants,
  findInvoicesOfUser,
  findLatestRefundsOfOrders,
  insertGrant,
  lockOrder,
  lockUser,
  type PaymentOrderRow,
  type PlanGrantRow,
  setSubscriptionStatus,
  updateOrder,
} from "./billing.queries.ts";

export { DAY_MS };

const PAID_PLANS = PLAN_IDS.filter((id) => id !== "free").map((id) => productOf(id as ProductId));

/**
 * The window of a new grant. An add-on runs 30 days from now. A plan pass starts when every
 * running or queued pass of the same or a higher plan has ended (buying again extends; an
 * upgrade starts at once), and runs 30 days (a complimentary pass: the days the admin gave).
 */
export function grantWindow(
  product: { kind: "plan" | "addon"; id: string },
  current: readonly PlanGrantRow[],
  now: Date,
  days = PASS_DAYS,
): { startsAt: Date; endsAt: Date } {
  let start = now.getTime();
  if (product.kind === "plan") {
    for (const grant of current) {
      if (grant.productKind === "plan" && planRank(grant.productId) >= planRank(product.id)) {
        start = Math.max(start, grant.endsAt.getTime());
      }
    }
  }
  return { startsAt: new Date(start), endsAt: new Date(start + days * DAY_MS) };
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
  return (await storageLimitUntil(db, user, now)).limit;
}

/** storageLimitOf, with the instant it may next change by the clock alone (an add-on starting or ending). */
export async function storageLimitUntil(
  db: Db,
  user: { id: string; subscriptionStatus: PlanId },
  now = new Date(),
): Promise<{ limit: number; validUntil: number }> {
  const grants = await findCurrentGrants(db, user.id, now);
  const extra = grants
    .filter((g) => g.productKind === "addon" && g.startsAt <= now)
    .reduce((sum, g) => sum + g.storageBytes, 0);
  return { limit: PLANS[user.subscriptionStatus].storageBytes + extra, validUntil: grantsChangeAt(grants, now) };
}

/**
 * The first instant after `now` at which what the user's grants give changes with the clock
 * alone: a grant starting or ending, or a running pass losing one more whole unused day (an
 * upgrade's credit counts whole days). Infinity when nothing is running or waiting.
 */
export function grantsChangeAt(grants: readonly PlanGrantRow[], now: Date): number {
  const at = now.getTime();
  let next = Number.POSITIVE_INFINITY;
  for (const grant of grants) {
    const start = grant.startsAt.getTime();
    const end = grant.endsAt.getTime();
    if (start > at) next = Math.min(next, start);
    if (end > at) {
      const dayMark = end - Math.floor((end - at) / DAY_MS) * DAY_MS;
      next = Math.min(next, end, dayMark > at ? dayMark : dayMark + DAY_MS);
    }
  }
  return next;
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
    let credit: { paise: number; basis: string } | undefined;
    if (order.userId && (await lockUser(tx, order.userId))) {
      // An upgrade's credit is taken from its pass now; without it the cash buys fewer days (decision 732).
      const taken = await takeCredit(tx, order, PASS_DAYS, now);
      credit = taken.credit;
      if (order.creditPaise > 0 && !credit) {
        await appendEvent(tx, {
          orderId: order.id,
          type: "credit_unavailable",
          provider: input.provider,
          detail: { creditGrantId: order.creditGrantId, creditPaise: order.creditPaise, days: taken.days },
        });
      }
      const window = grantWindow(product, await findCurrentGrants(tx, order.userId, now), now, taken.days);
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
    const invoice = await issueDocument(deps, tx, order, "invoice", product.name, now, {
      credit,
      days: grant ? (grant.endsAt.getTime() - grant.startsAt.getTime()) / DAY_MS : PASS_DAYS,
    });
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

/** The user's plan, running add-ons, invoices and which payment methods are open. */
export async function getBillingSummary(deps: Deps, user: { id: string }, now = new Date()): Promise<BillingSummary> {
  return (await billingSummaryUntil(deps, user, now)).summary;
}

/**
 * GET /api/billing: from the user reads cache while none of the user's grants, invoices,
 * refunds or billing state changed and no pass started, ended or lost a day (decision 742).
 */
export function readBillingSummary(deps: Deps, user: { id: string; subscriptionStatus: PlanId }) {
  return cachedUserRead(deps.database, "billing", { id: user.id, variant: user.subscriptionStatus }, async () => {
    const { summary, validUntil } = await billingSummaryUntil(deps, user);
    return { value: summary, validUntil };
  });
}

/** getBillingSummary, with the instant it may next change by the clock alone (grantsChangeAt). */
export async function billingSummaryUntil(
  deps: Deps,
  user: { id: string },
  now = new Date(),
): Promise<{ summary: BillingSummary; validUntil: number }> {
  const db = deps.database.db;
  const grants = await findCurrentGrants(db, user.id, now);
  return { summary: await summaryOf(deps, user, grants, now), validUntil: grantsChangeAt(grants, now) };
}

async function summaryOf(deps: Deps, user: { id: string }, grants: PlanGrantRow[], now: Date): Promise<BillingSummary> {
  const db = deps.database.db;
  const plan = grants
    .filter((g) => g.productKind === "plan" && g.startsAt <= now)
    .sort((a, b) => planRank(b.productId) - planRank(a.productId))[0];
  const paidThrough = grants
    .filter((g) => g.productKind === "plan")
    .reduce<Date | undefined>((latest, g) => (!latest || g.endsAt > latest ? g.endsAt : latest), undefined);
  const invoiceRows = await findInvoicesOfUser(db, user.id);
  const refunds = await findLatestRefundsOfOrders(
    db,
    invoiceRows.filter((i) => i.kind === "credit_note").map((i) => i.orderId),
  );
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
    passes: grants
      .filter((g) => g.productKind === "plan")
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
      .map((g) => ({
        plan: g.productId as PlanId,
        source: g.source,
        startsAt: g.startsAt.toISOString(),
        endsAt: g.endsAt.toISOString(),
      })),
    invoices: invoiceRows.map((i) => ({
      id: i.id,
      kind: i.kind,
      number: i.number,
      issuedAt: i.issuedAt.toISOString(),
      description: i.description,
      totalPaise: i.totalPaise,
      ...(i.kind === "credit_note" ? { refundState: refunds.get(i.orderId)?.state ?? "pending" } : {}),
    })),
    methods: { phonepe: Boolean(deps.payments.forMethod("phonepe")), card: Boolean(deps.payments.forMethod("card")) },
    quotes: await quotesFor(db, user.id, PAID_PLANS, now, grants),
    buyerState: ((await findBillingStateCode(db, user.id)) as GstStateCode | null) ?? null,
  };
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
