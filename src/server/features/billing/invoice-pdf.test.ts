import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductId } from "#contract/billing.ts";
import { findOutboxAttachments } from "#server/adapters/mail/outbox.queries.ts";
import { invoices, mailOutbox } from "#server/db/schema/index.ts";
import { createAppJobRunner } from "#server/jobs/index.ts";
import { type FakePhonePe, startFakePhonePe } from "#test/fakes/payments.ts";
import { buildUser } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { startPayment } from "./billing.checkout.ts";
import { completeOrder } from "./billing.grants.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";

// A real provider (PhonePe, the local fake): a sandbox payment's document is not a tax invoice.
let t: TestApp;
let phonepe: FakePhonePe;
beforeAll(async () => {
  phonepe = await startFakePhonePe();
  t = await createTestApp({
    env: {
      ...phonepe.env,
      SELLER_GSTIN: "27AAACC1234F1Z5",
      COMPANY_LEGAL_NAME: "Caption Karo Pvt Ltd",
      COMPANY_ADDRESS: "1 MG Road, Pune 411001",
    },
  });
});
afterAll(async () => {
  await t.close();
  await phonepe.close();
});

async function paidInvoice(planType: ProductId, extra: Record<string, string> = {}) {
  const user = await buildUser(t, { firstName: "Meera", lastName: "Iyer" });
  const created = await startPayment(t.deps, user, { planType, method: "phonepe", ...extra });
  await completeOrder(t.deps, { orderId: created.transactionId ?? "", provider: "phonepe", source: "status" });
  const [invoice] = await t.deps.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, created.transactionId ?? ""));
  if (!invoice) throw new Error("no invoice");
  return invoice;
}

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

/** Every "INR 1,234.56" on the invoice, in paise, in order. */
const amounts = (text: string) =>
  [...text.matchAll(/INR ([\d,]+\.\d{2})/g)].map((m) => Math.round(Number(m[1]?.replaceAll(",", "")) * 100));

describe("GST invoice PDF", () => {
  it("holds the number, both GSTINs, SAC, taxable value and CGST + SGST adding up to the price paid", async () => {
    const invoice = await paidInvoice("pro", { buyerGstin: "27AABCU9603R1ZX" });
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(pdf);
    for (const expected of [
      "Tax Invoice",
      invoice.number,
      "Caption Karo Pvt Ltd",
      "27AAACC1234F1Z5",
      "27AABCU9603R1ZX",
      "998314",
      "Meera Iyer",
      "27 Maharashtra",
      "CGST @ 9%",
      "SGST @ 9%",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("IGST");
    // Line amount, taxable value, CGST, SGST, total.
    const [line, taxable, cgst, sgst, total] = amounts(text);
    expect(line).toBe(42_288);
    expect(taxable).toBe(42_288);
    expect((taxable ?? 0) + (cgst ?? 0) + (sgst ?? 0)).toBe(total);
    expect(total).toBe(49_900);
  });

  it("shows IGST for a buyer in another state, adding up to the add-on's price", async () => {
    const invoice = await paidInvoice("storage-10gb", { buyerState: "29" });
    const text = await pdfText(await renderInvoicePdf(invoice));
    expect(text).toContain("IGST @ 18%");
    expect(text).toContain("29 Karnataka");
    expect(text).not.toContain("CGST");
    const [, taxable, igst, total] = amounts(text);
    expect((taxable ?? 0) + (igst ?? 0)).toBe(total);
    expect(total).toBe(149_900);
  });
});

describe("the payment confirmation e-mail", () => {
  it("carries the invoice PDF as an attachment, with the invoice's own figures", async () => {
    const invoice = await paidInvoice("starter");
    await createAppJobRunner(t.deps).runDueJobs({ checkSchedules: false });
    const [mail] = await t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, invoice.buyerEmail), eq(mailOutbox.kind, "payment-confirmation")));
    if (!mail) throw new Error("no confirmation e-mail");
    expect(mail.textBody).toContain(`${invoice.number} is attached`);
    const [attachment, ...rest] = await findOutboxAttachments(t.deps.database.db, mail.id);
    expect(rest).toEqual([]);
    expect(attachment?.filename).toBe(`${invoice.number.replaceAll("/", "-")}.pdf`);
    expect(attachment?.contentType).toBe("application/pdf");
    const text = await pdfText(attachment?.content ?? Buffer.alloc(0));
    expect(text).toContain(invoice.number);
    expect(amounts(text).at(-1)).toBe(9_900);
  });
});
