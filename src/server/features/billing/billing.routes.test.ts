// postgres: parallel webhook deliveries grant once
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BillingSummary, CreatePaymentResponse } from "#contract/billing.ts";
import { paymentOrders, planGrants } from "#server/db/schema/index.ts";
import {
  type FakePhonePe,
  type FakeRazorpay,
  startFakePhonePe,
  startFakeRazorpay,
  TEST_SELLER_ENV,
} from "#test/fakes/payments.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";

type As = Awaited<ReturnType<typeof injectAs>>;

async function signedIn(t: TestApp) {
  const user = await buildUser(t);
  return { user, as: await injectAs(t, user) };
}

const createPayment = (as: As, payload: Record<string, unknown>) =>
  as({ method: "POST", url: "/api/phonepe/create-payment", payload });
const statusOf = (as: As, id: string) => as({ method: "GET", url: `/api/phonepe/status/${id}` });
const planOf = async (as: As) => (await as({ method: "GET", url: "/api/auth/user" })).json().subscriptionStatus;

async function grantsOf(t: TestApp, orderId: string) {
  return t.deps.database.db.select().from(planGrants).where(eq(planGrants.orderId, orderId));
}

describe("with the sandbox provider (the default)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("free user → Pro → Pay on the sandbox page → back with success → COMPLETED, Pro, invoice PDF", async () => {
    const { as } = await signedIn(t);
    const created = await createPayment(as, { planType: "pro", redirectUrl: "/subscribe" });
    expect(created.statusCode).toBe(200);
    const body = created.json() as CreatePaymentResponse;
    expect(body).toMatchObject({ success: true, transactionId: expect.any(String) });
    const pagePath = new URL(body.paymentUrl ?? "").pathname;
    const page = await as({ method: "GET", url: pagePath });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Pay ₹499.00");
    expect((await statusOf(as, body.transactionId ?? "")).json()).toMatchObject({ status: "PENDING" });
    const sandbox = t.deps.payments.byName("sandbox");
    const sandboxStatus = () =>
      sandbox?.getOrderStatus({ merchantOrderId: body.transactionId ?? "", providerOrderId: null });
    expect(await sandboxStatus()).toMatchObject({ state: "PENDING" });

    const paid = await as({
      method: "POST",
      url: `/api/payments/sandbox/${body.transactionId}/pay`,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" },
      payload: "",
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe("/subscribe?status=success&plan=pro");
    // The sandbox answers its order status like PhonePe: the grant came from that answer.
    expect(await sandboxStatus()).toMatchObject({
      state: "COMPLETED",
      amountPaise: 49_900,
      raw: { state: "COMPLETED", amount: 49_900, paymentDetails: [{ amount: 49_900, state: "COMPLETED" }] },
    });
    expect((await statusOf(as, body.transactionId ?? "")).json()).toMatchObject({
      success: true,
      status: "COMPLETED",
      planType: "pro",
      invoiceNumber: expect.stringMatching(/^SBX\//),
    });
    expect(await planOf(as)).toBe("pro");

    const summary = (await as({ method: "GET", url: "/api/billing" })).json() as BillingSummary;
    expect(summary.plan).toBe("pro");
    expect(summary.invoices).toHaveLength(1);
    const pdf = await as({ method: "GET", url: `/api/billing/invoices/${summary.invoices[0]?.id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const stranger = await signedIn(t);
    const theirs = await stranger.as({ method: "GET", url: `/api/billing/invoices/${summary.invoices[0]?.id}/pdf` });
    expect(theirs.statusCode).toBe(404);
    expect((await stranger.as({ method: "GET", url: pagePath })).statusCode).toBe(404);
  });

  it("Fail on the sandbox page: FAILED and still free", async () => {
    const { as } = await signedIn(t);
    const { transactionId } = (await createPayment(as, { planType: "starter" })).json() as CreatePaymentResponse;
    const failed = await as({
      method: "POST",
      url: `/api/payments/sandbox/${transactionId}/fail`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(failed.statusCode).toBe(303);
    expect((await statusOf(as, transactionId ?? "")).json()).toMatchObject({ success: false, status: "FAILED" });
    expect(await planOf(as)).toBe("free");
  });

  it("attacks: an amount or a free plan from the client, another site as redirect, another user's id", async () => {
    const { as } = await signedIn(t);
    const count = async () => (await t.deps.database.db.select().from(paymentOrders)).length;
    const before = await count();
    expect((await createPayment(as, { planType: "pro", amount: 100 })).statusCode).toBe(400);
    expect((await createPayment(as, { planType: "free" })).statusCode).toBe(400);
    expect(
      (await createPayment(as, { planType: "pro", redirectUrl: "https://evil.example/subscribe" })).statusCode,
    ).toBe(400);
    expect((await createPayment(as, { planType: "pro", redirectUrl: "//evil.example" })).statusCode).toBe(400);
    expect(await count()).toBe(before);

    const { transactionId } = (await createPayment(as, { planType: "starter" })).json() as CreatePaymentResponse;
    const other = await signedIn(t);
    expect((await statusOf(other.as, transactionId ?? "")).statusCode).toBe(404);
    expect((await statusOf(other.as, "no such id!")).statusCode).toBe(404);
    const otherPays = await other.as({
      method: "POST",
      url: `/api/payments/sandbox/${transactionId}/pay`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(otherPays.statusCode).toBe(404);
    expect(await grantsOf(t, transactionId ?? "")).toHaveLength(0);
  });

  it("a return claiming another plan changes nothing: the status is the order's own", async () => {
    const { as } = await signedIn(t);
    const { transactionId } = (await createPayment(as, { planType: "starter" })).json() as CreatePaymentResponse;
    await as({
      method: "POST",
      url: `/api/payments/sandbox/${transactionId}/pay`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(await as({ method: "GET", url: "/subscribe?status=success&plan=business" })).toBeDefined();
    expect((await statusOf(as, transactionId ?? "")).json()).toMatchObject({ planType: "starter" });
    expect(await planOf(as)).toBe("starter");
  });

  it("POST /api/upgrade-subscription grants nothing; signed out is 401", async () => {
    const { as } = await signedIn(t);
    const upgrade = await as({ method: "POST", url: "/api/upgrade-subscription" });
    expect(upgrade.json()).toMatchObject({ success: true, subscriptionStatus: "free" });
    expect(await planOf(as)).toBe("free");
    expect((await t.app.inject({ method: "POST", url: "/api/upgrade-subscription" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/phonepe/create-payment", payload: { planType: "pro" } }))
        .statusCode,
    ).toBe(401);
  });

  it("webhook endpoints of unconfigured providers are not found", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/phonepe",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("with PhonePe and Razorpay configured (local fakes)", () => {
  let t: TestApp;
  let phonepe: FakePhonePe;
  let razorpay: FakeRazorpay;
  beforeAll(async () => {
    phonepe = await startFakePhonePe();
    razorpay = await startFakeRazorpay();
    t = await createTestApp({ env: { ...phonepe.env, ...razorpay.env, ...TEST_SELLER_ENV } });
  });
  afterAll(async () => {
    await t.close();
    await phonepe.close();
    await razorpay.close();
  });

  const phonepeHook = (hook: { body: string; headers: Record<string, string> }) =>
    t.app.inject({ method: "POST", url: "/api/webhooks/phonepe", headers: hook.headers, payload: hook.body });
  const razorpayHook = (hook: { body: string; headers: Record<string, string> }) =>
    t.app.inject({ method: "POST", url: "/api/webhooks/razorpay", headers: hook.headers, payload: hook.body });

  it("a return with status=success grants nothing while PhonePe says PENDING or FAILED", async () => {
    const { as } = await signedIn(t);
    const created = (await createPayment(as, { planType: "pro" })).json() as CreatePaymentResponse;
    expect(created.paymentUrl).toContain("/checkout-page/");
    expect(phonepe.orders.get(created.transactionId ?? "")?.amount).toBe(49_900);
    expect(phonepe.orders.get(created.transactionId ?? "")?.redirectUrl).toBe(
      "http://localhost:3000/subscribe?status=success&plan=pro",
    );
    expect((await statusOf(as, created.transactionId ?? "")).json()).toMatchObject({ status: "PENDING" });
    phonepe.setState(created.transactionId ?? "", "FAILED", "PAYMENT_DECLINED");
    expect((await statusOf(as, created.transactionId ?? "")).json()).toMatchObject({ status: "FAILED" });
    expect(await planOf(as)).toBe("free");
    expect(await grantsOf(t, created.transactionId ?? "")).toHaveLength(0);
  });

  it("the status call grants once PhonePe says COMPLETED", async () => {
    const { as } = await signedIn(t);
    const { transactionId } = (await createPayment(as, { planType: "business" })).json() as CreatePaymentResponse;
    phonepe.setState(transactionId ?? "", "COMPLETED");
    expect((await statusOf(as, transactionId ?? "")).json()).toMatchObject({ status: "COMPLETED" });
    expect((await statusOf(as, transactionId ?? "")).json()).toMatchObject({ status: "COMPLETED" });
    expect(await grantsOf(t, transactionId ?? "")).toHaveLength(1);
    expect(await planOf(as)).toBe("business");
  });

  it("a forged webhook is refused; the real one grants once, its replays and parallel deliveries do nothing more", async () => {
    const { as } = await signedIn(t);
    const { transactionId } = (await createPayment(as, { planType: "pro" })).json() as CreatePaymentResponse;
    const id = transactionId ?? "";
    phonepe.setState(id, "COMPLETED");
    const hook = phonepe.webhook(id, "checkout.order.completed");
    const forged = await phonepeHook({ ...hook, headers: { ...hook.headers, authorization: "f".repeat(64) } });
    expect(forged.statusCode).toBe(401);
    // The body's amount is not believed: the status API's is the order's own, so this grants.
    const tampered = await phonepeHook({ ...hook, body: hook.body.replace(`"amount":49900`, `"amount":100`) });
    expect(tampered.statusCode).toBe(200);
    expect(await grantsOf(t, id)).toHaveLength(1);

    const deliveries = await Promise.all([
      ...Array.from({ length: 5 }, () => phonepeHook(hook)),
      statusOf(as, id),
      statusOf(as, id),
    ]);
    expect(deliveries.map((d) => d.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(await grantsOf(t, id)).toHaveLength(1);
    expect((await phonepeHook(hook)).statusCode).toBe(200);
    expect(await grantsOf(t, id)).toHaveLength(1);
    expect(await planOf(as)).toBe("pro");
  });

  it("a PhonePe webhook is a hint: COMPLETED in a body grants nothing while the status API says PENDING", async () => {
    const { as } = await signedIn(t);
    const { transactionId } = (await createPayment(as, { planType: "business" })).json() as CreatePaymentResponse;
    const id = transactionId ?? "";
    expect(phonepe.orders.get(id)?.state).toBe("PENDING");
    const claimed = phonepe.webhook(id, "checkout.order.completed");
    // The header is right (it is a fixed hash of the dashboard's username and password), the body is not PhonePe's word.
    expect((await phonepeHook(claimed)).statusCode).toBe(200);
    const payload = JSON.parse(claimed.body).payload as Record<string, unknown>;
    delete payload.amount;
    const noAmount = { ...claimed, body: JSON.stringify({ event: "checkout.order.completed", payload }) };
    expect((await phonepeHook(noAmount)).statusCode).toBe(200);
    expect(await grantsOf(t, id)).toHaveLength(0);
    expect(await planOf(as)).toBe("free");
    expect((await as({ method: "GET", url: "/api/billing" })).json<BillingSummary>().invoices).toHaveLength(0);
    expect((await statusOf(as, id)).json()).toMatchObject({ status: "PENDING" });
    const [order] = await t.deps.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
    expect(order?.status).toBe("created");

    // PhonePe's own status API later says COMPLETED: the next hint (or poll) completes it, once.
    phonepe.setState(id, "COMPLETED");
    expect((await phonepeHook(phonepe.webhook(id, "checkout.order.completed"))).statusCode).toBe(200);
    expect(await grantsOf(t, id)).toHaveLength(1);
    expect((await statusOf(as, id)).json()).toMatchObject({ status: "COMPLETED", invoiceNumber: expect.any(String) });
    expect(await planOf(as)).toBe("business");
    expect((await phonepeHook(noAmount)).statusCode).toBe(200);
    expect(await grantsOf(t, id)).toHaveLength(1);
  });

  it("a PhonePe failure webhook for an order the status API says PENDING fails nothing", async () => {
    const { as } = await signedIn(t);
    const { transactionId } = (await createPayment(as, { planType: "pro" })).json() as CreatePaymentResponse;
    const id = transactionId ?? "";
    expect((await phonepeHook(phonepe.webhook(id, "checkout.order.failed"))).statusCode).toBe(200);
    const [order] = await t.deps.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
    expect(order?.status).toBe("created");
    phonepe.setState(id, "COMPLETED");
    expect((await statusOf(as, id)).json()).toMatchObject({ status: "COMPLETED" });
  });

  it("cards: Checkout's signature is verified on the server; a forged one grants nothing", async () => {
    const { as } = await signedIn(t);
    const created = (await createPayment(as, { planType: "starter", method: "card" })).json() as CreatePaymentResponse;
    expect(created.checkout).toMatchObject({ keyId: razorpay.keyId, amountPaise: 9900, currency: "INR" });
    const orderId = created.checkout?.orderId ?? "";
    const { checkout } = razorpay.pay(orderId);
    const verify = (payload: Record<string, unknown>) => as({ method: "POST", url: "/api/razorpay/verify", payload });
    const forged = await verify({
      transactionId: created.transactionId,
      ...checkout,
      razorpay_signature: "0".repeat(64),
    });
    expect(forged.statusCode).toBe(400);
    expect(await planOf(as)).toBe("free");
    const verified = await verify({ transactionId: created.transactionId, ...checkout });
    expect(verified.json()).toMatchObject({ status: "COMPLETED", planType: "starter" });
    expect(await planOf(as)).toBe("starter");
  });

  it("Razorpay webhooks: HMAC over the raw body, de-duplicated by event id", async () => {
    const { as } = await signedIn(t);
    const created = (await createPayment(as, { planType: "pro", method: "card" })).json() as CreatePaymentResponse;
    const { payment } = razorpay.pay(created.checkout?.orderId ?? "");
    const hook = razorpay.webhook("payment.captured", payment, "evt_replayed");
    const forged = await razorpayHook({
      ...hook,
      headers: { ...hook.headers, "x-razorpay-signature": "0".repeat(64) },
    });
    expect(forged.statusCode).toBe(401);
    expect(await planOf(as)).toBe("free");
    expect((await razorpayHook(hook)).statusCode).toBe(200);
    expect((await razorpayHook(hook)).statusCode).toBe(200);
    const other = razorpay.webhook("order.paid", payment);
    expect((await razorpayHook(other)).statusCode).toBe(200);
    expect(await grantsOf(t, created.transactionId ?? "")).toHaveLength(1);
    expect(await planOf(as)).toBe("pro");
  });
});
