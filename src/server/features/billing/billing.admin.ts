import { type ProductId, productOf } from "#contract/billing.ts";
import type { PlanId } from "#contract/plans.ts";
import type { Db } from "#server/db/client.ts";
import type { Deps } from "#server/deps.ts";
import { notFound } from "#server/errors.ts";
import { DAY_MS, grantWindow, refreshUserPlan } from "./billing.grants.ts";
import { findCurrentGrants, findInvoicesOfUser, findOrdersOfUser, insertGrant, lockUser } from "./billing.queries.ts";
import { refundWindowDays } from "./billing.refunds.ts";

/**
 * A complimentary plan pass given by an admin (decision 571), inside the caller's transaction
 * (which records it in the audit log): no order, no invoice, no revenue. It queues after
 * running passes of the same or a higher plan like a bought one, and the user's plan is
 * refreshed at once (their cached sign-ins go, so the badge changes on the next request).
 */
export async function grantComplimentaryPass(
  tx: Db,
  input: { userId: string; plan: Exclude<PlanId, "free">; days: number },
  now = new Date(),
): Promise<{ grantId: string; startsAt: Date; endsAt: Date; plan: PlanId }> {
  if (!(await lockUser(tx, input.userId))) throw notFound("User not found.");
  const window = grantWindow(
    { kind: "plan", id: input.plan },
    await findCurrentGrants(tx, input.userId, now),
    now,
    input.days,
  );
  const grant = await insertGrant(tx, {
    userId: input.userId,
    orderId: null,
    source: "complimentary",
    productId: input.plan,
    productKind: "plan",
    storageBytes: 0,
    ...window,
  });
  if (!grant) throw new Error("complimentary grant insert returned nothing");
  const plan = await refreshUserPlan(tx, input.userId, now);
  return { grantId: grant.id, startsAt: grant.startsAt, endsAt: grant.endsAt, plan };
}

/** A user's passes not yet over, payments (with how long each may be refunded) and invoices, for the admin. */
export async function getAdminBilling(deps: Deps, userId: string, now = new Date()) {
  const db = deps.database.db;
  const [grants, orders, invoiceRows] = await Promise.all([
    findCurrentGrants(db, userId, now),
    findOrdersOfUser(db, userId),
    findInvoicesOfUser(db, userId),
  ]);
  return {
    passes: grants.map((g) => ({
      productId: g.productId,
      kind: g.productKind,
      source: g.source,
      startsAt: g.startsAt.toISOString(),
      endsAt: g.endsAt.toISOString(),
    })),
    payments: orders.map((o) => ({
      id: o.id,
      product: productOf(o.productId as ProductId).name,
      amountPaise: o.amountPaise,
      provider: o.provider,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
      completedAt: o.completedAt?.toISOString() ?? null,
      refundableUntil:
        o.status === "completed" && o.completedAt
          ? new Date(o.completedAt.getTime() + refundWindowDays(o.productId) * DAY_MS).toISOString()
          : null,
    })),
    invoices: invoiceRows.map((i) => ({
      id: i.id,
      kind: i.kind,
      number: i.number,
      issuedAt: i.issuedAt.toISOString(),
      description: i.description,
      totalPaise: i.totalPaise,
    })),
  };
}
