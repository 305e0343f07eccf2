import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BillingSummary, CreatePaymentResponse } from "#contract/billing.ts";
import { invoices, paymentOrders } from "#server/db/schema/index.ts";
import { type FakePhonePe, type FakeRazorpay, startFakePhonePe, startFakeRazorpay } from "#test/fakes/payments.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";

/** GST invoices need the seller's details; the buyer's state decides IGST or CGST + SGST (decision 732). */

const SELLER = {
  COMPANY_LEGAL_NAME: "Caption Karo Pvt Ltd",
  SELLER_ADDRESS: "4th floor, 12 FC Road, Pune 411004",
  SELLER_GSTIN: "27AAACC1234F1Z5",
};

type As = Awaited<ReturnType<typeof injectAs>>;

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

const createPayment = (as: As, payload: Record<string, unknown>) =>
  as({ method: "POST", url: "/api/phonepe/create-payment", payload });

describe("real payments without the seller's details", () => {
  let phonepe: FakePhonePe;
  let razorpay: FakeRazorpay;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    phonepe = await startFakePhonePe();
    razorpay = await startFakeRazorpay();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await phonepe.close();
    await razorpay.close();
  });

  async function appWith(env: Record<string, string>) {
    const app = await createTestApp({ env: { ...phonepe.env, ...razorpay.env, ...env } });
    apps.push(app);
    return app;
  }

  it("are refused with a message naming each missing detail and its setting; no order, nothing at the provider", async () => {
    const t = await appWith({});
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    const before = phonepe.orders.size;
    for (const method of ["phonepe", "card"]) {
      const answer = await createPayment(as, { planType: "pro", method, buyerState: "29" });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({
        error: {
          code: "seller_details_missing",
          message:
            "Payments are not available: the seller's name, address, GSTIN and state for GST invoices are not set (COMPANY_LEGAL_NAME; SELLER_ADDRESS or COMPANY_ADDRESS; SELLER_GSTIN; SELLER_STATE_CODE or SELLER_GSTIN).",
        },
      });
    }
    expect(phonepe.orders.size).toBe(before);
    expect(await t.deps.database.db.select().from(paymentOrders)).toHaveLength(0);
  });

  it("name only what is missing", async () => {
    const t = await appWith({ SELLER_GSTIN: SELLER.SELLER_GSTIN });
    const as = await injectAs(t, await buildUser(t));
    const answer = await createPayment(as, { planType: "pro" });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().error.message).toBe(
      "Payments are not available: the seller's name and address for GST invoices are not set (COMPANY_LEGAL_NAME; SELLER_ADDRESS or COMPANY_ADDRESS).",
    );
  });

  it("go through once all four are set (the address from COMPANY_ADDRESS, the state from the GSTIN)", async () => {
    const t = await appWith({
      COMPANY_LEGAL_NAME: SELLER.COMPANY_LEGAL_NAME,
      COMPANY_ADDRESS: "1 MG Road, Pune",
      SELLER_GSTIN: SELLER.SELLER_GSTIN,
    });
    const as = await injectAs(t, await buildUser(t));
    const answer = await createPayment(as, { planType: "pro" });
    expect(answer.statusCode).toBe(200);
    expect(phonepe.orders.get((answer.json() as CreatePaymentResponse).transactionId ?? "")?.amount).toBe(49_900);
  });

  it("the sandbox still takes payments without them", async () => {
    const t = await createTestApp();
    apps.push(t);
    const as = await injectAs(t, await buildUser(t));
    expect((await createPayment(as, { planType: "pro" })).statusCode).toBe(200);
  });
});

describe("GST tax invoices", () => {
  let t: TestApp;
  let phonepe: FakePhonePe;
  beforeAll(async () => {
    phonepe = await startFakePhonePe();
    t = await createTestApp({ env: { ...phonepe.env, ...SELLER } });
  });
  afterAll(async () => {
    await t.close();
    await phonepe.close();
  });

  /** A PhonePe payment of `planType` by a new buyer, completed through the status poll. */
  async function paid(planType: string, extra: Record<string, unknown>) {
    const user = await buildUser(t, { firstName: "Meera", lastName: "Iyer" });
    const as = await injectAs(t, user);
    const created = (await createPayment(as, { planType, ...extra })).json() as CreatePaymentResponse;
    const id = created.transactionId ?? "";
    phonepe.setState(id, "COMPLETED");
    expect((await as({ method: "GET", url: `/api/phonepe/status/${id}` })).json()).toMatchObject({
      status: "COMPLETED",
    });
    const [invoice] = await t.deps.database.db.select().from(invoices).where(eq(invoices.orderId, id));
    if (!invoice) throw new Error("no invoice");
    return { as, user, id, invoice, text: await pdfText(await renderInvoicePdf(invoice)) };
  }

  it("intra-state (buyer in Maharashtra, like the seller): CGST 9% + SGST 9%, paise-exact, adding up", async () => {
    const { invoice, text } = await paid("business", { buyerState: "27" });
    // ₹999: taxable 846.61, GST 152.39 split 76.19 + 76.20.
    expect(invoice).toMatchObject({
      sandbox: false,
      number: expect.stringMatching(/^CK\/\d{2}-\d{2}\/\d{5}$/),
      sellerName: "Caption Karo Pvt Ltd",
      sellerAddress: "4th floor, 12 FC Road, Pune 411004",
      sellerGstin: "27AAACC1234F1Z5",
      sellerState: "27 Maharashtra",
      placeOfSupply: "27 Maharashtra",
      taxablePaise: 84_661,
      cgstPaise: 7619,
      sgstPaise: 7620,
      igstPaise: 0,
      totalPaise: 99_900,
    });
    for (const expected of [
      "Tax Invoice",
      "Caption Karo Pvt Ltd",
      "4th floor, 12 FC Road, Pune 411004",
      "CGST @ 9% INR 76.19",
      "SGST @ 9% INR 76.20",
      "Place of supply: 27 Maharashtra",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("IGST");
    expect(text).not.toMatch(/sandbox/i);
  });

  it("inter-state (buyer in Karnataka): IGST 18%, paise-exact, adding up", async () => {
    const { invoice, text } = await paid("pro", { buyerState: "29" });
    expect(invoice).toMatchObject({
      placeOfSupply: "29 Karnataka",
      taxablePaise: 42_288,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 7612,
      totalPaise: 49_900,
    });
    expect(text).toContain("IGST @ 18% INR 76.12");
    expect(text).toContain("Place of supply: 29 Karnataka");
    expect(text).not.toContain("CGST");
  });

  it("a buyer's GSTIN decides the place of supply over the state chosen", async () => {
    const { invoice } = await paid("starter", { buyerState: "27", buyerGstin: "29AABCU9603R1ZM" });
    expect(invoice).toMatchObject({ placeOfSupply: "29 Karnataka", igstPaise: 1510, cgstPaise: 0, totalPaise: 9900 });
  });

  it("the buyer's state is remembered for the next checkout", async () => {
    const first = await paid("starter", { buyerState: "33" });
    const summary = (await first.as({ method: "GET", url: "/api/billing" })).json() as BillingSummary;
    expect(summary.buyerState).toBe("33");
    const again = (await createPayment(first.as, { planType: "storage-5gb" })).json() as CreatePaymentResponse;
    const [order] = await t.deps.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, again.transactionId ?? ""));
    expect(order?.buyerState).toBe("33");
  });

  it("a state that is not an Indian state or UT code is refused", async () => {
    const { as } = await paid("starter", { buyerState: "27" });
    expect((await createPayment(as, { planType: "pro", buyerState: "99" })).statusCode).toBe(400);
    expect((await createPayment(as, { planType: "pro", buyerState: "Maharashtra" })).statusCode).toBe(400);
  });
});

describe("sandbox documents", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: SELLER });
  });
  afterAll(() => t.close());

  it("say plainly that they are sandbox documents and not tax invoices, in a series of their own", async () => {
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    const { transactionId } = (await createPayment(as, { planType: "pro", buyerState: "29" })).json();
    await as({
      method: "POST",
      url: `/api/payments/sandbox/${transactionId}/pay`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    const [invoice] = await t.deps.database.db.select().from(invoices).where(eq(invoices.orderId, transactionId));
    expect(invoice).toMatchObject({ sandbox: true, number: expect.stringMatching(/^SBX\/\d{2}-\d{2}\/\d{5}$/) });
    const summary = (await as({ method: "GET", url: "/api/billing" })).json() as BillingSummary;
    const pdf = await as({ method: "GET", url: `/api/billing/invoices/${summary.invoices[0]?.id}/pdf` });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("Sandbox invoice: not a tax document");
    expect(text).toContain("SANDBOX DOCUMENT. No money was paid");
    expect(text).toContain("It is not a tax invoice under GST");
    expect(text).not.toContain("Tax Invoice");
  });
});
