// postgres: a refund completes once under repeated provider events
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BillingSummary, CreatePaymentResponse } from "#contract/billing.ts";
import { invoices, jobs, mailOutbox, paymentEvents, paymentRefunds } from "#server/db/schema/index.ts";
import { createAppJobRunner } from "#server/jobs/index.ts";
import {
  type FakePhonePe,
  type FakeRazorpay,
  startFakePhonePe,
  startFakeRazorpay,
  TEST_SELLER_ENV,
} from "#test/fakes/payments.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { checkPendingRefunds, refundOrderWithinPolicy } from "./billing.refunds.ts";

let t: TestApp;
let phonepe: FakePhonePe;
let razorpay: FakeRazorpay;
const SUPPORT = "refunds-desk@example.in";
beforeAll(async () => {
  phonepe = await startFakePhonePe();
  razorpay = await startFakeRazorpay();
  t = await createTestApp({ env: { ...phonepe.env, ...razorpay.env, ...TEST_SELLER_ENV, SUPPORT_EMAIL: SUPPORT } });
});
afterAll(async () => {
  await t.close();
  await phonepe.close();
  await razorpay.close();
});

const MINUTE = 60 * 1000;
type As = Awaited<ReturnType<typeof injectAs>>;

const hook = (provider: "phonepe" | "razorpay", delivery: { body: string; headers: Record<string, string> }) =>
  t.app.inject({
    method: "POST",
    url: `/api/webhooks/${provider}`,
    headers: delivery.headers,
    payload: delivery.body,
  });
const refundsOf = (orderId: string) =>
  t.deps.database.db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.orderId, orderId))
    .orderBy(paymentRefunds.id);
const creditNotesOf = (orderId: string) =>
  t.deps.database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "credit_note")));
const planOf = async (as: As) => (await as({ method: "GET", url: "/api/auth/user" })).json().subscriptionStatus;
const summaryOf = async (as: As) => (await as({ method: "GET", url: "/api/billing" })).json() as BillingSummary;

/** A Pro pass paid through PhonePe and granted from PhonePe's status answer. */
async function paidThroughPhonePe() {
  const user = await buildUser(t);
  const as = await injectAs(t, user);
  const created = (
    await as({ method: "POST", url: "/api/phonepe/create-payment", payload: { planType: "pro" } })
  ).json() as CreatePaymentResponse;
  const id = created.transactionId ?? "";
  phonepe.setState(id, "COMPLETED");
  expect((await as({ method: "GET", url: `/api/phonepe/status/${id}` })).json()).toMatchObject({
    status: "COMPLETED",
  });
  expect(await planOf(as)).toBe("pro");
  return { as, id };
}

describe("refunds through PhonePe", () => {
  it("pending until PhonePe's signed webhook says completed; a forged or replayed one changes nothing", async () => {
    const { as, id } = await paidThroughPhonePe();
    const outcome = await refundOrderWithinPolicy(t.deps, id, { reason: "asked within 7 days" });
    expect(outcome).toMatchObject({ refundId: `${id}R1`, state: "pending", provider: "phonepe" });
    expect(phonepe.refunds.get(`${id}R1`)).toMatchObject({ amount: 49_900, originalMerchantOrderId: id });
    // Accepted by PhonePe: the pass has ended and the credit note is issued, the money is on its way.
    expect(await planOf(as)).toBe("free");
    expect((await creditNotesOf(id)).map((c) => c.number)).toEqual([outcome.creditNote]);
    expect((await summaryOf(as)).invoices.find((i) => i.kind === "credit_note")?.refundState).toBe("pending");

    phonepe.setRefundState(`${id}R1`, "COMPLETED");
    const delivery = phonepe.refundWebhook(`${id}R1`);
    const forged = await hook("phonepe", {
      ...delivery,
      headers: { ...delivery.headers, authorization: "0".repeat(64) },
    });
    expect(forged.statusCode).toBe(401);
    expect((await refundsOf(id))[0]?.state).toBe("pending");

    expect((await hook("phonepe", delivery)).statusCode).toBe(200);
    expect((await hook("phonepe", delivery)).statusCode).toBe(200);
    const [refund] = await refundsOf(id);
    expect(refund).toMatchObject({ state: "completed", providerRefundId: phonepe.refunds.get(`${id}R1`)?.refundId });
    expect(refund?.settledAt).toBeInstanceOf(Date);
    const events = await t.deps.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, id));
    expect(events.filter((e) => e.type === "webhook.refund.completed")).toHaveLength(1);
    expect((await summaryOf(as)).invoices.find((i) => i.kind === "credit_note")?.refundState).toBe("completed");

    await expect(refundOrderWithinPolicy(t.deps, id)).rejects.toThrow(/already refunded \(refund .*R1 is completed\)/);
    expect(await creditNotesOf(id)).toHaveLength(1);
  });

  it("a refund PhonePe fails is found by the status check, the operator is told, and trying again refunds under a new id", async () => {
    const { id } = await paidThroughPhonePe();
    const first = await refundOrderWithinPolicy(t.deps, id);
    phonepe.setRefundState(`${id}R1`, "FAILED");
    // Not asked before ten minutes have passed (a webhook usually comes first).
    await checkPendingRefunds(t.deps, new Date(Date.now() + MINUTE));
    expect((await refundsOf(id))[0]?.state).toBe("pending");
    await checkPendingRefunds(t.deps, new Date(Date.now() + 11 * MINUTE));
    expect((await refundsOf(id))[0]).toMatchObject({ state: "failed", errorCode: "BANK_REJECTED" });

    await createAppJobRunner(t.deps).runDueJobs({ checkSchedules: false });
    const notices = await t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, SUPPORT), eq(mailOutbox.kind, "refund-failed")));
    const notice = notices.find((m) => m.subject.includes(`${id}R1`));
    expect(notice?.textBody).toContain(`npm run refund -- ${id}`);

    // A failed refund may be tried again (the window was met when it was granted): same credit note.
    const again = await refundOrderWithinPolicy(t.deps, id, { now: new Date(Date.now() + 30 * 24 * 60 * MINUTE) });
    expect(again).toMatchObject({ refundId: `${id}R2`, state: "pending", creditNote: first.creditNote });
    expect((await refundsOf(id)).map((r) => [r.id, r.state])).toEqual([
      [`${id}R1`, "failed"],
      [`${id}R2`, "pending"],
    ]);
    expect(await creditNotesOf(id)).toHaveLength(1);
    await expect(refundOrderWithinPolicy(t.deps, id)).rejects.toThrow(/R2 is pending/);
  });

  it("a refund recorded but never sent to PhonePe (the process stopped) fails at the status check and can be made again", async () => {
    const { as, id } = await paidThroughPhonePe();
    await t.deps.database.db
      .insert(paymentRefunds)
      .values({ id: `${id}R1`, orderId: id, provider: "phonepe", amountPaise: 49_900 });
    await checkPendingRefunds(t.deps, new Date(Date.now() + 11 * MINUTE));
    expect((await refundsOf(id))[0]).toMatchObject({ state: "failed", errorCode: "not_at_provider" });
    expect(await planOf(as)).toBe("pro");
    expect(await refundOrderWithinPolicy(t.deps, id)).toMatchObject({ refundId: `${id}R2`, state: "pending" });
    expect(await planOf(as)).toBe("free");
  });

  it("a refund PhonePe refuses outright leaves the pass and no credit note", async () => {
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    const created = (
      await as({ method: "POST", url: "/api/phonepe/create-payment", payload: { planType: "starter" } })
    ).json() as CreatePaymentResponse;
    const id = created.transactionId ?? "";
    phonepe.setState(id, "COMPLETED");
    await as({ method: "GET", url: `/api/phonepe/status/${id}` });
    // PhonePe refuses a refund of an order it no longer sees as completed.
    phonepe.setState(id, "FAILED");
    await expect(refundOrderWithinPolicy(t.deps, id)).rejects.toThrow(/refused the refund/);
    expect(await planOf(as)).toBe("starter");
    expect(await creditNotesOf(id)).toHaveLength(0);
    expect((await refundsOf(id)).map((r) => r.state)).toEqual(["failed"]);
  });
});

describe("refunds through Razorpay", () => {
  it("pending, then refund.processed signed over the raw body completes it once", async () => {
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    const created = (
      await as({ method: "POST", url: "/api/phonepe/create-payment", payload: { planType: "pro", method: "card" } })
    ).json() as CreatePaymentResponse;
    const { checkout } = razorpay.pay(created.checkout?.orderId ?? "");
    await as({
      method: "POST",
      url: "/api/razorpay/verify",
      payload: { transactionId: created.transactionId, ...checkout },
    });
    const id = created.transactionId ?? "";

    razorpay.setNewRefundStatus("pending");
    try {
      expect(await refundOrderWithinPolicy(t.deps, id)).toMatchObject({ state: "pending", provider: "razorpay" });
    } finally {
      razorpay.setNewRefundStatus("processed");
    }
    const [refund] = await refundsOf(id);
    const providerRefundId = refund?.providerRefundId ?? "";
    expect(providerRefundId).toMatch(/^rfnd_/);
    expect(razorpay.refunds.get(providerRefundId)?.receipt).toBe(`${id}R1`);

    const processed = razorpay.settleRefund(providerRefundId, "processed", "evt_refund_done");
    const forged = await hook("razorpay", {
      ...processed,
      headers: { ...processed.headers, "x-razorpay-signature": "0".repeat(64) },
    });
    expect(forged.statusCode).toBe(401);
    expect((await refundsOf(id))[0]?.state).toBe("pending");
    expect((await hook("razorpay", processed)).statusCode).toBe(200);
    expect((await hook("razorpay", processed)).statusCode).toBe(200);
    expect((await refundsOf(id))[0]?.state).toBe("completed");
    // A late refund.failed for a completed refund does not move it back.
    const late = razorpay.settleRefund(providerRefundId, "failed");
    expect((await hook("razorpay", late)).statusCode).toBe(200);
    expect((await refundsOf(id))[0]?.state).toBe("completed");
    const noticeJobs = await t.deps.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `billing.refund-failed-notice:${id}R1`));
    expect(noticeJobs).toHaveLength(0);
  });

  it("the status check reads Razorpay's refund by its id", async () => {
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    const created = (
      await as({
        method: "POST",
        url: "/api/phonepe/create-payment",
        payload: { planType: "starter", method: "card" },
      })
    ).json() as CreatePaymentResponse;
    const { checkout } = razorpay.pay(created.checkout?.orderId ?? "");
    await as({
      method: "POST",
      url: "/api/razorpay/verify",
      payload: { transactionId: created.transactionId, ...checkout },
    });
    const id = created.transactionId ?? "";
    razorpay.setNewRefundStatus("pending");
    try {
      await refundOrderWithinPolicy(t.deps, id);
    } finally {
      razorpay.setNewRefundStatus("processed");
    }
    const providerRefundId = (await refundsOf(id))[0]?.providerRefundId ?? "";
    razorpay.settleRefund(providerRefundId, "processed");
    await checkPendingRefunds(t.deps, new Date(Date.now() + 11 * MINUTE));
    expect((await refundsOf(id))[0]?.state).toBe("completed");
  });
});
