import { type ProductId, productOf } from "#contract/billing.ts";
import { PLANS, type PlanId } from "#contract/plans.ts";
import type { Db } from "#server/db/client.ts";
import type { Deps } from "#server/deps.ts";
import { notFound } from "#server/errors.ts";
import { recipientLanguage } from "#server/i18n.ts";
import { enqueueJob } from "#server/jobs/queue.ts";
import { DAY_MS, grantWindow, refreshUserPlan } from "./billing.grants.ts";
import { complimentaryPassMail } from "./billing.mail.ts";
import {
  findCurrentGrants,
  findGrantWithUser,
  findInvoicesOfUser,
  findOrdersOfUser,
  insertGrant,
  lockUser,
} from "./billing.queries.ts";

/** The e-mail telling the user about a complimentary pass (queued with the grant, once per grant). */
export const JOB_COMPLIMENTARY_PASS_MAIL = "billing.complimentary-pass-mail";

import { refundWindowDays } from "./billing.refunds.ts";

/**
 * A complimentary plan pass given by an admin (decision 571), inside the caller's transaction
 * (which records it in the audit log): no order, no invoice, no revenue. It queues after
 * running passes of the same or a higher plan like a bought one, and the user's plan is
 * refreshed at once (their cached sign-ins go, so the badge changes on the next request).
 * The user is told by e-mail, queued in the same transaction (decision 733).
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
  await enqueueJob(
    tx,
    JOB_COMPLIMENTARY_PASS_MAIL,
    { grantId: grant.id, queued: grant.startsAt.getTime() > now.getTime() },
    { uniqueKey: `${JOB_COMPLIMENTARY_PASS_MAIL}:${grant.id}` },
  );
  const plan = await refreshUserPlan(tx, input.userId, now);
  return { grantId: grant.id, startsAt: grant.startsAt, endsAt: grant.endsAt, plan };
}

/**
 * Background: the complimentary pass's e-mail — which plan, from when to when (IST), and, when
 * it waits for a running pass of the same or a higher plan, that it starts when that one ends.
 */
export async function sendComplimentaryPassMail(
  deps: Deps,
  input: { grantId: string; queued: boolean },
): Promise<boolean> {
  const found = await findGrantWithUser(deps.database.db, input.grantId);
  if (!found || found.grant.endedAt) return false;
  const { grant } = found;
  await deps.mailer.send(
    complimentaryPassMail(deps.config, {
      to: found.email,
      name: found.firstName,
      language: recipientLanguage(found.language),
      plan: PLANS[grant.productId as PlanId]?.name ?? grant.productId,
      days: Math.round((grant.endsAt.getTime() - grant.startsAt.getTime()) / DAY_MS),
      startsAt: grant.startsAt,
      endsAt: grant.endsAt,
      queued: input.queued,
    }),
  );
  return true;
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
