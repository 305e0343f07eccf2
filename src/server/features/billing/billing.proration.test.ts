import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentResponse, ProductId } from "#contract/billing.ts";
import { invoices, paymentEvents, paymentOrders, planGrants, users } from "#server/db/schema/index.ts";
import { type FakePhonePe, startFakePhonePe } from "#test/fakes/payments.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { getPaymentStatus, startPayment } from "./billing.checkout.ts";
import { completeOrder, getBillingSummary } from "./billing.grants.ts";
import { refundOrder } from "./billing.refunds.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";

/**
 * Daily proration of upgrades (decision 732), through PhonePe (the local fake) as a real
 * payment: the provider is asked for the prorated amount and its answer alone grants.
 */
let t: TestApp;
let phonepe: FakePhonePe;
beforeAll(async () => {
  phonepe = await startFakePhonePe();
  t = await createTestApp({
    env: {
      ...phonepe.env,
      COMPANY_LEGAL_NAME: "Caption Karo Pvt Ltd",
      SELLER_ADDRESS: "1 MG Road, Pune 411001",
      SELLER_GSTIN: "27AAACC1234F1Z5",
    },
  });
});
afterAll(async () => {
  await t.close();
  await phonepe.close();
});

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date("2026-11-02T06:30:00Z");
const at = (days: number, ms = 0) => new Date(T0.getTime() + days * DAY + ms);
const db = () => t.deps.database.db;

type Buyer = Awaited<ReturnType<typeof buildUser>>;

/** Starts a checkout at `now` and lets PhonePe complete it; the status poll (at `now`) grants. */
async function buy(user: Buyer, planType: ProductId, now: Date) {
  const created = await startPayment(t.deps, user, { planType, method: "phonepe", buyerState: "27" }, now);
  const id = created.transactionId ?? "";
  phonepe.setState(id, "COMPLETED");
  expect(await getPaymentStatus(t.deps, user, id, now)).toMatchObject({ status: "COMPLETED" });
  return { created, id };
}

const grantOf = async (orderId: string) =>
  (await db().select().from(planGrants).where(eq(planGrants.orderId, orderId)))[0];
const invoiceOf = async (orderId: string) =>
  (await db().select().from(invoices).where(eq(invoices.orderId, orderId)))[0];
const planOf = async (userId: string) =>
  (await db().select().from(users).where(eq(users.id, userId)))[0]?.subscriptionStatus;

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

describe("Pro bought, Business bought 3 days later", () => {
  it("27 unused days of Pro (₹449.10) are shown before payment, charged off the price, printed on the invoice", async () => {
    const user = await buildUser(t);
    const pro = await buy(user, "pro", T0);
    const proGrant = await grantOf(pro.id);
    expect(proGrant?.endsAt).toEqual(at(30));

    // Before paying: the Subscribe page's summary quotes Business with the credit.
    const upgradeAt = at(3);
    const summary = await getBillingSummary(t.deps, user, upgradeAt);
    expect(summary.quotes.find((q) => q.productId === "business")).toEqual({
      productId: "business",
      listPaise: 99_900,
      amountPaise: 54_990,
      credit: { fromPlan: "pro", unusedDays: 27, creditPaise: 44_910, basis: "27 unused days of your Pro pass" },
    });
    // Not an upgrade: no credit for the same plan or a lower one.
    expect(summary.quotes.find((q) => q.productId === "pro")).toMatchObject({ amountPaise: 49_900, credit: null });
    expect(summary.quotes.find((q) => q.productId === "starter")).toMatchObject({ amountPaise: 9_900, credit: null });

    // The create-payment answer says it again, and PhonePe is asked for the prorated amount.
    const created: CreatePaymentResponse = await startPayment(
      t.deps,
      user,
      { planType: "business", method: "phonepe" },
      upgradeAt,
    );
    expect(created.price).toEqual(summary.quotes.find((q) => q.productId === "business"));
    const id = created.transactionId ?? "";
    expect(phonepe.orders.get(id)?.amount).toBe(54_990);
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.id, id));
    expect(order).toMatchObject({
      amountPaise: 54_990,
      creditPaise: 44_910,
      creditDays: 27,
      creditGrantId: proGrant?.id,
    });

    // PhonePe's own word for the order's amount grants: Business for 30 days from now; the Pro pass ends.
    phonepe.setState(id, "COMPLETED");
    expect(await getPaymentStatus(t.deps, user, id, upgradeAt)).toMatchObject({ status: "COMPLETED" });
    expect(await planOf(user.id)).toBe("business");
    const businessGrant = await grantOf(id);
    expect(businessGrant).toMatchObject({ startsAt: upgradeAt, endsAt: at(33) });
    expect(await grantOf(pro.id)).toMatchObject({ endedAt: upgradeAt, creditedToOrderId: id });

    // The invoice: the price, the credit line and GST on what was paid, adding up to it.
    const invoice = await invoiceOf(id);
    expect(invoice).toMatchObject({
      sandbox: false,
      description: "Business plan, 30 days",
      creditPaise: 44_910,
      creditDescription: "27 unused days of your Pro pass",
      totalPaise: 54_990,
      taxablePaise: 46_602,
      cgstPaise: 4194,
      sgstPaise: 4194,
      igstPaise: 0,
    });
    const text = await pdfText(await renderInvoicePdf(invoice ?? ({} as never)));
    expect(text).toContain("Tax Invoice");
    expect(text).toContain("Business plan, 30 days: price (GST included) INR 999.00");
    expect(text).toContain("Less credit: 27 unused days of your Pro pass -INR 449.10");
    expect(text).toContain("Price after credit (GST included) INR 549.90");
    expect(text).toContain("INR 549.90");
  });

  it("the credit follows whole unused days: 3 days and an hour later, 26 days", async () => {
    const user = await buildUser(t);
    await buy(user, "pro", T0);
    const created = await startPayment(t.deps, user, { planType: "business", method: "phonepe" }, at(3, 3_600_000));
    expect(created.price?.credit).toMatchObject({ unusedDays: 26, creditPaise: 43_246 });
    expect(created.price?.amountPaise).toBe(99_900 - 43_246);
  });

  it("Starter to Business credits Starter's days at Starter's price", async () => {
    const user = await buildUser(t);
    await buy(user, "starter", T0);
    const { created } = await buy(user, "business", at(10));
    expect(created.price?.credit).toEqual({
      fromPlan: "starter",
      unusedDays: 20,
      creditPaise: 6600,
      basis: "20 unused days of your Starter pass",
    });
    expect(created.price?.amountPaise).toBe(93_300);
  });
});

describe("what keeps today's behaviour", () => {
  it("the same plan again: full price, no credit, the new pass starts when the running one ends", async () => {
    const user = await buildUser(t);
    const first = await buy(user, "pro", T0);
    const second = await buy(user, "pro", at(3));
    expect(second.created.price).toMatchObject({ amountPaise: 49_900, credit: null });
    expect(await grantOf(second.id)).toMatchObject({ startsAt: at(30), endsAt: at(60) });
    expect((await grantOf(first.id))?.endedAt).toBeNull();
    expect((await invoiceOf(second.id))?.creditPaise).toBe(0);
  });

  it("a downgrade: full price, no credit, Pro waits for Business to end; Business runs on", async () => {
    const user = await buildUser(t);
    const business = await buy(user, "business", T0);
    const pro = await buy(user, "pro", at(3));
    expect(pro.created.price).toMatchObject({ amountPaise: 49_900, credit: null });
    expect(await grantOf(pro.id)).toMatchObject({ startsAt: at(30), endsAt: at(60) });
    expect((await grantOf(business.id))?.endedAt).toBeNull();
    expect(await planOf(user.id)).toBe("business");
  });

  it("an add-on gets no credit from a running plan", async () => {
    const user = await buildUser(t);
    await buy(user, "pro", T0);
    const addon = await startPayment(t.deps, user, { planType: "storage-5gb", method: "phonepe" }, at(3));
    expect(addon.price).toMatchObject({ amountPaise: 99_900, credit: null });
  });

  it("a complimentary pass cost nothing and gives no credit", async () => {
    const user = await buildUser(t);
    await db()
      .insert(planGrants)
      .values({
        userId: user.id,
        source: "complimentary",
        productId: "pro",
        productKind: "plan",
        startsAt: T0,
        endsAt: at(30),
      });
    const created = await startPayment(t.deps, user, { planType: "business", method: "phonepe" }, at(3));
    expect(created.price).toMatchObject({ amountPaise: 99_900, credit: null });
  });
});

describe("tampering and double use", () => {
  it("the client cannot send an amount or a credit of its own", async () => {
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    for (const extra of [{ amountPaise: 100 }, { creditPaise: 99_800 }, { credit: { creditPaise: 99_800 } }]) {
      const answer = await as({
        method: "POST",
        url: "/api/phonepe/create-payment",
        payload: { planType: "business", ...extra },
      });
      expect(answer.statusCode).toBe(400);
    }
    expect(await db().select().from(paymentOrders).where(eq(paymentOrders.userId, user.id))).toHaveLength(0);
  });

  it("a payment of the full price reported for a prorated order grants nothing", async () => {
    const user = await buildUser(t);
    await buy(user, "pro", T0);
    const created = await startPayment(t.deps, user, { planType: "business", method: "phonepe" }, at(3));
    const id = created.transactionId ?? "";
    const result = await completeOrder(t.deps, {
      orderId: id,
      provider: "phonepe",
      source: "webhook",
      amountPaise: 99_900,
      now: at(3),
    });
    expect(result.granted).toBe(false);
    expect(await planOf(user.id)).toBe("pro");
    const events = await db().select().from(paymentEvents).where(eq(paymentEvents.orderId, id));
    expect(events.map((e) => e.type)).toContain("amount_mismatch");
  });

  it("two upgrades quoted from one Pro pass: the second's cash buys only the days it is worth", async () => {
    const user = await buildUser(t);
    const pro = await buy(user, "pro", T0);
    const first = await startPayment(t.deps, user, { planType: "business", method: "phonepe" }, at(3));
    const second = await startPayment(t.deps, user, { planType: "business", method: "phonepe" }, at(3));
    for (const created of [first, second]) {
      phonepe.setState(created.transactionId ?? "", "COMPLETED");
      await getPaymentStatus(t.deps, user, created.transactionId ?? "", at(3));
    }
    expect(await grantOf(pro.id)).toMatchObject({ creditedToOrderId: first.transactionId });
    expect(await grantOf(first.transactionId ?? "")).toMatchObject({ startsAt: at(3), endsAt: at(33) });
    // 30 days × 549.90 / 999 = 16.51 days, after the first Business pass.
    const secondGrant = await grantOf(second.transactionId ?? "");
    expect(secondGrant?.startsAt).toEqual(at(33));
    expect(secondGrant?.endsAt).toEqual(new Date(at(33).getTime() + Math.trunc(((30 * 54_990) / 99_900) * DAY)));
    expect(await invoiceOf(second.transactionId ?? "")).toMatchObject({
      creditPaise: 0,
      description: "Business plan, 16.51 days",
    });
    const events = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, second.transactionId ?? ""));
    expect(events.map((e) => e.type)).toContain("credit_unavailable");
  });

  it("the credited Pro payment cannot be refunded; refunding the upgrade gives the Pro days back", async () => {
    const user = await buildUser(t);
    const pro = await buy(user, "pro", T0);
    const business = await buy(user, "business", at(3));
    await expect(refundOrder(t.deps, pro.id, at(4))).rejects.toMatchObject({
      status: 400,
      code: "refund_credited_to_upgrade",
    });
    await refundOrder(t.deps, business.id, at(4));
    expect(await grantOf(pro.id)).toMatchObject({ endedAt: null, creditedToOrderId: null, endsAt: at(30) });
    expect(await planOf(user.id)).toBe("pro");
  });
});
