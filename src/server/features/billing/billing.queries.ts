import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, ne, sql } from "drizzle-orm";
import { sessionsChanged } from "#server/auth/session-cache.ts";
import { type Db, queryRows } from "#server/db/client.ts";
import {
  invoiceCounters,
  invoices,
  paymentEvents,
  paymentOrders,
  paymentRefunds,
  planGrants,
  users,
} from "#server/db/schema/index.ts";
import { userReadsChanged } from "#server/db/user-reads-cache.ts";

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type PlanGrantRow = typeof planGrants.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;

export async function insertOrder(db: Db, row: typeof paymentOrders.$inferInsert): Promise<PaymentOrderRow> {
  const [inserted] = await db.insert(paymentOrders).values(row).returning();
  if (!inserted) throw new Error("payment order insert returned nothing");
  return inserted;
}

export async function setProviderOrderId(db: Db, id: string, providerOrderId: string): Promise<void> {
  await db.update(paymentOrders).set({ providerOrderId, updatedAt: sql`now()` }).where(eq(paymentOrders.id, id));
}

export async function findOrder(db: Db, id: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row;
}

export async function findOrderOfUser(db: Db, id: string, userId: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.userId, userId)));
  return row;
}

export async function findOrderByProviderOrderId(
  db: Db,
  provider: PaymentOrderRow["provider"],
  providerOrderId: string,
): Promise<PaymentOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerOrderId, providerOrderId)));
  return row;
}

/** The order's row, locked until the transaction ends: every change of an order goes through this. */
export async function lockOrder(tx: Db, id: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for("update");
  return row;
}

export async function updateOrder(
  tx: Db,
  id: string,
  values: Partial<Pick<PaymentOrderRow, "status" | "failureReason" | "completedAt">>,
): Promise<PaymentOrderRow> {
  const [row] = await tx
    .update(paymentOrders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(paymentOrders.id, id))
    .returning();
  if (!row) throw new Error("payment order update returned nothing");
  return row;
}

/** Appends to the payment history; false when the provider's event id was already recorded (a replay). */
export async function appendEvent(tx: Db, row: typeof paymentEvents.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(paymentEvents).values(row).onConflictDoNothing().returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

export async function findEvents(db: Db, orderId: string) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId)).orderBy(asc(paymentEvents.id));
}

/** The user's row, locked: plan windows of one user are computed one payment at a time. */
export async function lockUser(tx: Db, userId: string): Promise<{ id: string } | undefined> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  return row;
}

/** Grants not taken back that have not ended by `now` (running or starting later). */
export async function findCurrentGrants(db: Db, userId: string, now: Date): Promise<PlanGrantRow[]> {
  return db
    .select()
    .from(planGrants)
    .where(and(eq(planGrants.userId, userId), isNull(planGrants.endedAt), gt(planGrants.endsAt, now)))
    .orderBy(asc(planGrants.startsAt));
}

/** Inserts the order's grant; undefined when the order already has one. */
export async function insertGrant(tx: Db, row: typeof planGrants.$inferInsert): Promise<PlanGrantRow | undefined> {
  const [inserted] = await tx.insert(planGrants).values(row).onConflictDoNothing().returning();
  if (inserted) await userReadsChanged(tx, inserted.userId);
  return inserted;
}

export async function findGrantOfOrder(db: Db, orderId: string): Promise<PlanGrantRow | undefined> {
  const [row] = await db.select().from(planGrants).where(eq(planGrants.orderId, orderId));
  return row;
}

/** A grant's row, locked until the transaction ends (an upgrade takes its unused days once). */
export async function lockGrant(tx: Db, id: string): Promise<PlanGrantRow | undefined> {
  const [row] = await tx.select().from(planGrants).where(eq(planGrants.id, id)).for("update");
  return row;
}

/** Ends a pass whose unused days became an upgrade's credit, naming that upgrade's order. */
export async function endGrantForCredit(tx: Db, grantId: string, orderId: string, at: Date): Promise<void> {
  const rows = await tx
    .update(planGrants)
    .set({ endedAt: at, creditedToOrderId: orderId })
    .where(and(eq(planGrants.id, grantId), isNull(planGrants.endedAt)))
    .returning({ userId: planGrants.userId });
  await grantsChanged(tx, rows);
}

/** The users whose grants these were: their cached billing, storage and dashboard reads go. */
async function grantsChanged(tx: Db, rows: { userId: string }[]) {
  for (const userId of new Set(rows.map((r) => r.userId))) await userReadsChanged(tx, userId);
}

/** An order's buyer: their cached billing reads go (a new invoice or refund of the order). */
async function orderChanged(tx: Db, orderId: string) {
  const [order] = await tx
    .select({ userId: paymentOrders.userId })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, orderId));
  if (order?.userId) await userReadsChanged(tx, order.userId);
}

/** Runs again to its own end the pass whose days an upgrade took, when that upgrade is refunded. */
export async function restoreGrantCreditedTo(tx: Db, orderId: string): Promise<void> {
  const rows = await tx
    .update(planGrants)
    .set({ endedAt: null, creditedToOrderId: null })
    .where(eq(planGrants.creditedToOrderId, orderId))
    .returning({ userId: planGrants.userId });
  await grantsChanged(tx, rows);
}

/** Remembers the GST state a buyer chose, for their next checkout. */
export async function setBillingStateCode(db: Db, userId: string, stateCode: string): Promise<void> {
  await db
    .update(users)
    .set({ billingStateCode: stateCode })
    .where(and(eq(users.id, userId), sql`${users.billingStateCode} is distinct from ${stateCode}`));
  await userReadsChanged(db, userId);
}

export async function findBillingStateCode(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ code: users.billingStateCode }).from(users).where(eq(users.id, userId));
  return row?.code ?? null;
}

export async function endGrantOfOrder(tx: Db, orderId: string, at: Date): Promise<void> {
  const rows = await tx
    .update(planGrants)
    .set({ endedAt: at })
    .where(and(eq(planGrants.orderId, orderId), isNull(planGrants.endedAt)))
    .returning({ userId: planGrants.userId });
  await grantsChanged(tx, rows);
}

/** Sets the user's plan; cached sign-ins of the user go (decision 012) when it changed. */
export async function setSubscriptionStatus(
  tx: Db,
  userId: string,
  plan: (typeof users.$inferSelect)["subscriptionStatus"],
) {
  const changed = await tx
    .update(users)
    .set({ subscriptionStatus: plan, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), ne(users.subscriptionStatus, plan)))
    .returning({ id: users.id });
  if (changed.length > 0) {
    await sessionsChanged(tx, userId);
    await userReadsChanged(tx, userId);
  }
}

/**
 * The next number of an invoice series in a financial year. The upsert takes the counter
 * row's lock until the transaction ends, so numbers are handed out one at a time and a
 * transaction that rolls back gives its number back: no gaps, no duplicates.
 */
export async function nextInvoiceSequence(
  tx: Db,
  kind: (typeof invoiceCounters.$inferSelect)["kind"],
  financialYear: string,
): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ kind, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.kind, invoiceCounters.financialYear],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!row) throw new Error("invoice counter upsert returned nothing");
  return row.lastNumber;
}

export async function insertInvoice(tx: Db, row: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [inserted] = await tx.insert(invoices).values(row).returning();
  if (!inserted) throw new Error("invoice insert returned nothing");
  await orderChanged(tx, inserted.orderId);
  return inserted;
}

export async function findInvoiceOfOrder(
  db: Db,
  orderId: string,
  kind: InvoiceRow["kind"] = "invoice",
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)));
  return row;
}

/** A user's payment orders, newest first (for their data export). */
export async function findOrdersOfUser(db: Db, userId: string): Promise<PaymentOrderRow[]> {
  return db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId)).orderBy(desc(paymentOrders.createdAt));
}

/** A user's invoices and credit notes, newest first. */
export async function findInvoicesOfUser(db: Db, userId: string): Promise<InvoiceRow[]> {
  return db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.orderId))
    .where(eq(paymentOrders.userId, userId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .then((rows) => rows.map((r) => r.invoice));
}

/** Users on a paid plan with no plan pass running at `now`. */
export async function findUsersWithEndedPlans(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select u.id from users u
        where u.subscription_status <> 'free'
          and not exists (
            select 1 from plan_grants g
            where g.user_id = u.id and g.product_kind = 'plan' and g.ended_at is null
              and g.starts_at <= ${now.toISOString()} and g.ends_at > ${now.toISOString()})
        limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/** Plan passes ending between `from` and `to`, for the reminder e-mail. */
export async function findPlanGrantsEndingBetween(db: Db, from: Date, to: Date) {
  return db
    .select({ grant: planGrants, email: users.email, firstName: users.firstName, language: users.interfaceLanguage })
    .from(planGrants)
    .innerJoin(users, eq(users.id, planGrants.userId))
    .where(
      and(
        eq(planGrants.productKind, "plan"),
        isNull(planGrants.endedAt),
        gt(planGrants.endsAt, from),
        lte(planGrants.endsAt, to),
        isNull(users.deletedAt),
      ),
    );
}

/** One of the user's invoices or credit notes; another user's is not found. */
export async function findInvoiceOfUser(db: Db, id: string, userId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.orderId))
    .where(and(eq(invoices.id, id), eq(paymentOrders.userId, userId)));
  return row?.invoice;
}

/** The saved interface language of an order's buyer (undefined once the account is purged). */
export async function findBuyerLanguage(db: Db, userId: string | null): Promise<string | null | undefined> {
  if (!userId) return undefined;
  const [row] = await db.select({ language: users.interfaceLanguage }).from(users).where(eq(users.id, userId));
  return row?.language;
}

export async function findGrantWithUser(db: Db, grantId: string) {
  const [row] = await db
    .select({ grant: planGrants, email: users.email, firstName: users.firstName, language: users.interfaceLanguage })
    .from(planGrants)
    .innerJoin(users, eq(users.id, planGrants.userId))
    .where(and(eq(planGrants.id, grantId), isNull(users.deletedAt)));
  return row;
}

export async function insertRefund(tx: Db, row: typeof paymentRefunds.$inferInsert): Promise<RefundRow> {
  const [inserted] = await tx.insert(paymentRefunds).values(row).returning();
  if (!inserted) throw new Error("refund insert returned nothing");
  await orderChanged(tx, inserted.orderId);
  return inserted;
}

/** An order's refunds, oldest first. */
export async function findRefundsOfOrder(db: Db, orderId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.orderId, orderId))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
}

/** The refund's row, locked until the transaction ends: every change of a refund's state goes through this. */
export async function lockRefund(tx: Db, id: string): Promise<RefundRow | undefined> {
  const [row] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, id)).for("update");
  return row;
}

export async function findRefund(db: Db, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  return row;
}

export async function findRefundByProviderId(
  db: Db,
  provider: RefundRow["provider"],
  providerRefundId: string,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.provider, provider), eq(paymentRefunds.providerRefundId, providerRefundId)));
  return row;
}

export async function updateRefund(
  tx: Db,
  id: string,
  values: Partial<Pick<RefundRow, "state" | "providerRefundId" | "errorCode" | "settledAt">>,
): Promise<void> {
  const [row] = await tx
    .update(paymentRefunds)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(paymentRefunds.id, id))
    .returning({ orderId: paymentRefunds.orderId });
  if (row) await orderChanged(tx, row.orderId);
}

/** Refunds still pending that were asked for before `before`, oldest first (for the status check). */
export async function findPendingRefunds(db: Db, before: Date, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.state, "pending"), lt(paymentRefunds.createdAt, before)))
    .orderBy(asc(paymentRefunds.createdAt))
    .limit(limit);
}

/** Every refund of these orders, oldest first. */
export async function findRefundsOfOrders(db: Db, orderIds: string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.orderId, orderIds))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
}

/** The latest refund of each of these orders (for the credit notes a user sees). */
export async function findLatestRefundsOfOrders(db: Db, orderIds: string[]): Promise<Map<string, RefundRow>> {
  const rows = await findRefundsOfOrders(db, orderIds);
  return new Map(rows.map((row) => [row.orderId, row]));
}
