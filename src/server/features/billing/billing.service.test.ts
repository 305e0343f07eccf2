// postgres: exactly one grant per order when confirmations race
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductId } from "#contract/billing.ts";
import { PLANS } from "#contract/plans.ts";
import { invoices, jobs, paymentEvents, planGrants, users } from "#server/db/schema/index.ts";
import { buildUser } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { getPaymentStatus, returnPathOf, startPayment } from "./billing.checkout.ts";
import { completeOrder, failOrder, storageLimitOf } from "./billing.grants.ts";
import { refundOrder, refundOrderWithinPolicy } from "./billing.refunds.ts";
import { creditNotePrefix, financialYearOf, invoiceNumber, taxFigures } from "./invoice-figures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SELLER_GSTIN: "27AAACC1234F1Z5", COMPANY_ADDRESS: "1 MG Road, Pune" } });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

async function buyer() {
  return buildUser(t);
}

async function order(
  user: { id: string; email: string; firstName: string | null; lastName: string | null },
  planType: ProductId = "pro",
  extra = {},
) {
  const created = await startPayment(t.deps, user, { planType, method: "phonepe", ...extra });
  if (!created.transactionId) throw new Error("no transaction id");
  return created.transactionId;
}

const grantsOf = (orderId: string) =>
  t.deps.database.db.select().from(planGrants).where(eq(planGrants.orderId, orderId));
const invoicesOf = (orderId: string) => t.deps.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
const planOf = async (userId: string) =>
  (await t.deps.database.db.select().from(users).where(eq(users.id, userId)))[0]?.subscriptionStatus;

describe("starting a payment", () => {
  it("prices the order from the catalogue and sends the browser to the sandbox page", async () => {
    const user = await buyer();
    const created = await startPayment(t.deps, user, { planType: "business", method: "phonepe" });
    expect(created).toMatchObject({ success: true, paymentUrl: expect.stringContaining("/payments/sandbox/CK") });
    const status = await getPaymentStatus(t.deps, user, created.transactionId ?? "");
    expect(status).toEqual({ success: true, status: "PENDING", planType: "business" });
  });

  it("refuses a redirect to another site, and keeps a same-site one", () => {
    expect(() => returnPathOf("http://localhost:3000", "https://evil.example/subscribe")).toThrow(/on this site/);
    expect(() => returnPathOf("http://localhost:3000", "//evil.example/x")).toThrow(/on this site/);
    expect(() => returnPathOf("http://localhost:3000", "/api/logout")).toThrow(/on this site/);
    expect(returnPathOf("http://localhost:3000", "http://localhost:3000/subscribe?x=1")).toBe("/subscribe?x=1");
    expect(returnPathOf("http://localhost:3000", undefined)).toBe("/subscribe");
  });

  it("another user's transaction id is not found", async () => {
    const owner = await buyer();
    const other = await buyer();
    const id = await order(owner);
    await expect(getPaymentStatus(t.deps, other, id)).rejects.toMatchObject({ status: 404 });
  });
});

describe("granting", () => {
  it("grants a 30-day pass once however many times the payment is confirmed, with one invoice", async () => {
    const user = await buyer();
    const id = await order(user);
    const now = new Date();
    const results = await Promise.all([
      completeOrder(t.deps, { orderId: id, provider: "sandbox", source: "webhook", providerEventId: "e1", now }),
      completeOrder(t.deps, { orderId: id, provider: "sandbox", source: "webhook", providerEventId: "e2", now }),
      completeOrder(t.deps, { orderId: id, provider: "sandbox", source: "status", now }),
    ]);
    expect(results.filter((r) => r.granted)).toHaveLength(1);
    const grants = await grantsOf(id);
    expect(grants).toHaveLength(1);
    expect(grants[0]?.endsAt.getTime()).toBe(now.getTime() + 30 * DAY);
    expect(await planOf(user.id)).toBe("pro");
    const issued = await invoicesOf(id);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ totalPaise: 49_900, sac: "998314", sellerGstin: "27AAACC1234F1Z5" });
    expect(await getPaymentStatus(t.deps, user, id)).toMatchObject({
      status: "COMPLETED",
      invoiceNumber: issued[0]?.number,
    });
    const confirmations = await t.deps.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `billing.payment-confirmation:${id}`));
    expect(confirmations).toHaveLength(1);
  });

  it("a replayed provider event is recorded once and grants nothing more", async () => {
    const user = await buyer();
    const id = await order(user);
    await completeOrder(t.deps, { orderId: id, provider: "sandbox", source: "webhook", providerEventId: "same" });
    const again = await completeOrder(t.deps, {
      orderId: id,
      provider: "sandbox",
      source: "webhook",
      providerEventId: "same",
    });
    expect(again.granted).toBe(false);
    const events = await t.deps.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, id));
    expect(events.filter((e) => e.providerEventId === "same")).toHaveLength(1);
  });

  it("an amount other than the order's grants nothing", async () => {
    const user = await buyer();
    const id = await order(user);
    const result = await completeOrder(t.deps, {
      orderId: id,
      provider: "sandbox",
      source: "webhook",
      amountPaise: 100,
    });
    expect(result.granted).toBe(false);
    expect(await grantsOf(id)).toHaveLength(0);
    expect(await planOf(user.id)).toBe("free");
  });

  it("a confirmation naming another provider grants nothing", async () => {
    const user = await buyer();
    const id = await order(user);
    expect((await completeOrder(t.deps, { orderId: id, provider: "phonepe", source: "webhook" })).granted).toBe(false);
    expect(await grantsOf(id)).toHaveLength(0);
  });

  it("a failed order can still complete later; a completed one stays completed after a late failure", async () => {
    const user = await buyer();
    const id = await order(user, "starter");
    await failOrder(t.deps, { orderId: id, provider: "sandbox", source: "webhook", errorCode: "PAYMENT_DECLINED" });
    expect(await getPaymentStatus(t.deps, user, id)).toMatchObject({ status: "FAILED", success: false });
    await completeOrder(t.deps, { orderId: id, provider: "sandbox", source: "webhook" });
    await failOrder(t.deps, { orderId: id, provider: "sandbox", source: "webhook", errorCode: "LATE" });
    expect(await getPaymentStatus(t.deps, user, id)).toMatchObject({ status: "COMPLETED" });
    expect(await planOf(user.id)).toBe("starter");
  });

  it("buying the same plan again extends it; an upgrade starts now; a lower plan waits for the higher", async () => {
    const user = await buyer();
    const now = new Date();
    const first = await order(user, "pro");
    await completeOrder(t.deps, { orderId: first, provider: "sandbox", source: "webhook", now });
    const second = await order(user, "pro");
    await completeOrder(t.deps, { orderId: second, provider: "sandbox", source: "webhook", now });
    expect((await grantsOf(second))[0]?.startsAt.getTime()).toBe(now.getTime() + 30 * DAY);
    const upgrade = await order(user, "business");
    await completeOrder(t.deps, { orderId: upgrade, provider: "sandbox", source: "webhook", now });
    expect((await grantsOf(upgrade))[0]?.startsAt.getTime()).toBe(now.getTime());
    expect(await planOf(user.id)).toBe("business");
    const lower = await order(user, "starter");
    await completeOrder(t.deps, { orderId: lower, provider: "sandbox", source: "webhook", now });
    expect((await grantsOf(lower))[0]?.startsAt.getTime()).toBe(now.getTime() + 60 * DAY);
    expect(await planOf(user.id)).toBe("business");
  });

  it("a storage add-on adds its storage to the plan's limit for 30 days", async () => {
    const user = await buyer();
    const now = new Date();
    const id = await order(user, "storage-5gb");
    await completeOrder(t.deps, { orderId: id, provider: "sandbox", source: "webhook", now });
    expect(await planOf(user.id)).toBe("free");
    const me = { id: user.id, subscriptionStatus: "free" as const };
    expect(await storageLimitOf(t.deps.database.db, me, now)).toBe(PLANS.free.storageBytes + 5 * 1024 ** 3);
    expect(await storageLimitOf(t.deps.database.db, me, new Date(now.getTime() + 31 * DAY))).toBe(
      PLANS.free.storageBytes,
    );
  });

  it("a refund ends the grant, returns the user to free and issues a credit note", async () => {
    const user = await buyer();
    const id = await order(user, "pro");
    await completeOrder(t.deps, { orderId: id, provider: "sandbox", source: "webhook" });
    const { creditNote } = await refundOrder(t.deps, id);
    expect(creditNote).toMatch(/^SBCN\/\d{2}-\d{2}\/\d{5}$/);
    expect(await planOf(user.id)).toBe("free");
    expect((await grantsOf(id))[0]?.endedAt).toBeInstanceOf(Date);
    await expect(refundOrder(t.deps, id)).rejects.toMatchObject({ status: 400 });
  });
});

describe("the operator's refund within the Refund Policy's window", () => {
  const paidAt = new Date("2026-11-01T10:00:00Z");

  async function paid(planType: ProductId) {
    const user = await buyer();
    const id = await order(user, planType);
    await completeOrder(t.deps, { orderId: id, provider: "sandbox", source: "webhook", now: paidAt });
    return { user, id };
  }

  it("refuses a Pro pass 8 days after payment and changes nothing", async () => {
    const { user, id } = await paid("pro");
    await expect(
      refundOrderWithinPolicy(t.deps, id, { now: new Date(paidAt.getTime() + 8 * DAY) }),
    ).rejects.toMatchObject({ status: 400, code: "refund_window_passed" });
    expect(await planOf(user.id)).not.toBe("free");
    expect((await invoicesOf(id)).filter((d) => d.kind === "credit_note")).toHaveLength(0);
  });

  it("refunds a Pro pass within 7 days: credit note issued, the reason recorded, back to free", async () => {
    const { user, id } = await paid("pro");
    const now = new Date(paidAt.getTime() + 7 * DAY - 60_000);
    const done = await refundOrderWithinPolicy(t.deps, id, { now, reason: "asked by e-mail" });
    expect(done).toMatchObject({ productId: "pro", windowDays: 7, creditNote: expect.stringMatching(/^SBCN\//) });
    expect(await planOf(user.id)).toBe("free");
    expect((await invoicesOf(id)).map((d) => d.kind).sort()).toEqual(["credit_note", "invoice"]);
    const events = await t.deps.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, id));
    expect(events.find((e) => e.type === "refunded")?.detail).toMatchObject({ reason: "asked by e-mail" });
  });

  it("gives Business 14 days", async () => {
    const { id } = await paid("business");
    const done = await refundOrderWithinPolicy(t.deps, id, { now: new Date(paidAt.getTime() + 10 * DAY) });
    expect(done.windowDays).toBe(14);
    const late = await paid("business");
    await expect(
      refundOrderWithinPolicy(t.deps, late.id, { now: new Date(paidAt.getTime() + 15 * DAY) }),
    ).rejects.toMatchObject({ code: "refund_window_passed" });
  });

  it("refuses an unknown or unpaid transaction", async () => {
    await expect(refundOrderWithinPolicy(t.deps, "CKNOSUCH")).rejects.toMatchObject({ status: 404 });
    const user = await buyer();
    const id = await order(user, "pro");
    await expect(refundOrderWithinPolicy(t.deps, id)).rejects.toMatchObject({ status: 400 });
  });
});

describe("invoices", () => {
  it("numbers follow each other with no gap within a financial year", async () => {
    const user = await buyer();
    const numbers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await order(user, "starter");
      await completeOrder(t.deps, { orderId: id, provider: "sandbox", source: "webhook" });
      numbers.push((await invoicesOf(id))[0]?.sequence ?? -1);
    }
    expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
    expect(numbers[2]).toBe((numbers[0] ?? 0) + 2);
  });

  it("splits GST into CGST and SGST in the seller's state and IGST elsewhere, adding up to the price", async () => {
    const local = await buyer();
    const localId = await order(local, "pro", { buyerState: "27" });
    await completeOrder(t.deps, { orderId: localId, provider: "sandbox", source: "webhook" });
    const away = await buyer();
    const awayId = await order(away, "pro", { buyerGstin: "29AABCU9603R1ZM" });
    await completeOrder(t.deps, { orderId: awayId, provider: "sandbox", source: "webhook" });
    const [intra] = await invoicesOf(localId);
    const [inter] = await invoicesOf(awayId);
    expect(intra).toMatchObject({ taxablePaise: 42_288, cgstPaise: 3806, sgstPaise: 3806, igstPaise: 0 });
    expect(inter).toMatchObject({ taxablePaise: 42_288, cgstPaise: 0, sgstPaise: 0, igstPaise: 7612 });
    expect(inter?.placeOfSupply).toBe("29 Karnataka");
    expect(inter?.buyerGstin).toBe("29AABCU9603R1ZM");
  });

  it("payment history and invoices cannot be changed or deleted", async () => {
    const user = await buyer();
    const id = await order(user);
    await completeOrder(t.deps, { orderId: id, provider: "sandbox", source: "webhook" });
    await expect(
      t.deps.database.db.execute(sql`update invoices set total_paise = 1 where order_id = ${id}`),
    ).rejects.toThrow();
    await expect(t.deps.database.db.execute(sql`delete from payment_events where order_id = ${id}`)).rejects.toThrow();
  });

  it("financial years run April to March in India's time", () => {
    expect(financialYearOf(new Date("2027-03-31T18:29:59Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28");
    expect(financialYearOf(new Date("2099-12-01T00:00:00Z"))).toBe("2099-00");
    expect(invoiceNumber("CK", "2026-27", 42)).toBe("CK/26-27/00042");
    expect(invoiceNumber("WXYZ", "2026-27", 99_999).length).toBeLessThanOrEqual(16);
    expect(invoiceNumber(creditNotePrefix("WXYZ"), "2026-27", 99_999).length).toBeLessThanOrEqual(16);
  });

  it("every catalogue price splits into parts that add up", () => {
    for (const price of [99, 499, 999, 1499, 2999, 3999]) {
      for (const intra of [true, false]) {
        const f = taxFigures(price, intra);
        expect(f.taxablePaise + f.cgstPaise + f.sgstPaise + f.igstPaise).toBe(price * 100);
      }
    }
  });
});

describe("exactly once under load", () => {
  it("the webhook delivered 5 times at once while the browser polls: one grant, one invoice number, the next follows", async () => {
    const user = await buyer();
    const id = await order(user, "pro");
    const webhooks = Array.from({ length: 5 }, (_, i) =>
      completeOrder(t.deps, {
        orderId: id,
        provider: "sandbox",
        source: "webhook",
        providerEventId: `race-${id}-${i}`,
      }),
    );
    const polls = Array.from({ length: 3 }, () =>
      completeOrder(t.deps, { orderId: id, provider: "sandbox", source: "status" }),
    );
    const results = await Promise.all([...webhooks, ...polls]);
    expect(results.filter((r) => r.granted)).toHaveLength(1);
    expect(await grantsOf(id)).toHaveLength(1);
    const [invoice] = await invoicesOf(id);
    expect(await invoicesOf(id)).toHaveLength(1);
    const next = await order(user, "starter");
    await completeOrder(t.deps, { orderId: next, provider: "sandbox", source: "webhook" });
    expect((await invoicesOf(next))[0]?.sequence).toBe((invoice?.sequence ?? 0) + 1);
  });
});
