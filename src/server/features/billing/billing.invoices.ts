/** GST invoices and credit notes (decision 501): numbering, the PDF, the confirmation e-mail, the export. */
import { type ProductId, productOf } from "#contract/billing.ts";
import type { InterfaceLanguage } from "#contract/i18n/languages.ts";
import { PASS_DAYS } from "#contract/plans.ts";
import type { Db } from "#server/db/client.ts";
import type { Deps } from "#server/deps.ts";
import { notFound } from "#server/errors.ts";
import { recipientLanguage } from "#server/i18n.ts";
import { paymentConfirmationMail } from "./billing.mail.ts";
import {
  findBuyerLanguage,
  findGrantOfOrder,
  findInvoiceOfOrder,
  findInvoiceOfUser,
  findInvoicesOfUser,
  findOrder,
  findOrdersOfUser,
  findRefundsOfOrders,
  insertInvoice,
  nextInvoiceSequence,
  type PaymentOrderRow,
} from "./billing.queries.ts";
import {
  creditNotePrefix,
  financialYearOf,
  invoiceNumber,
  placeOfSupply,
  stateLabel,
  taxFigures,
} from "./invoice-figures.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";

export const JOB_PAYMENT_CONFIRMATION = "billing.payment-confirmation";
/** The sandbox documents' series ("SBX/26-27/00001", credit notes "SBCN/…"): never the tax invoices' numbers. */
const SANDBOX_PREFIX = "SBX";

/**
 * Numbers and stores an invoice or credit note for an order, inside the caller's transaction.
 * A sandbox payment's document is numbered in a series of its own and marked as a sandbox
 * document, never a tax invoice (decision 732). An upgrade's credit is printed as a line.
 */
export async function issueDocument(
  deps: Deps,
  tx: Db,
  order: PaymentOrderRow,
  kind: "invoice" | "credit_note",
  description: string,
  now: Date,
  options: { credit?: { paise: number; basis: string }; days?: number } = {},
) {
  const seller = deps.config.invoicing;
  const supply = placeOfSupply(seller.sellerStateCode, { gstin: order.buyerGstin, stateCode: order.buyerState });
  const intraState = seller.sellerStateCode !== undefined && supply === seller.sellerStateCode;
  const figures = taxFigures(order.amountPaise / 100, intraState);
  const financialYear = financialYearOf(now);
  const sandbox = order.provider === "sandbox";
  const sequence = await nextInvoiceSequence(tx, sandbox ? `sandbox_${kind}` : kind, financialYear);
  const prefix = sandbox ? SANDBOX_PREFIX : seller.prefix;
  const days = Math.round((options.days ?? PASS_DAYS) * 100) / 100;
  return insertInvoice(tx, {
    kind,
    number: invoiceNumber(kind === "invoice" ? prefix : creditNotePrefix(prefix), financialYear, sequence),
    financialYear,
    sequence,
    orderId: order.id,
    issuedAt: now,
    sellerName: seller.sellerName,
    sellerAddress: seller.sellerAddress ?? "Address not configured",
    sellerGstin: seller.sellerGstin ?? null,
    sellerState: stateLabel(seller.sellerStateCode),
    buyerName: order.buyerName,
    buyerEmail: order.buyerEmail,
    buyerGstin: order.buyerGstin,
    placeOfSupply: stateLabel(supply),
    sac: seller.sac,
    description: kind === "invoice" ? `${description}, ${days} days` : `Refund of ${description}`,
    taxablePaise: figures.taxablePaise,
    cgstPaise: figures.cgstPaise,
    sgstPaise: figures.sgstPaise,
    igstPaise: figures.igstPaise,
    totalPaise: figures.totalPaise,
    sandbox,
    creditPaise: kind === "invoice" ? (options.credit?.paise ?? 0) : 0,
    creditDescription: kind === "invoice" ? (options.credit?.basis ?? null) : null,
  });
}

/**
 * Billing's part of "Download my data": the user's payments, plan and add-on passes, and every
 * invoice and credit note with its GST figures (the PDF of each stays a download on /subscribe).
 */
export async function exportBilling(deps: Deps, user: { id: string }) {
  const db = deps.database.db;
  const [orders, invoiceRows] = await Promise.all([findOrdersOfUser(db, user.id), findInvoicesOfUser(db, user.id)]);
  const refunds = await findRefundsOfOrders(
    db,
    orders.filter((o) => o.status === "refunded").map((o) => o.id),
  );
  return {
    payments: orders.map((o) => ({
      id: o.id,
      product: productOf(o.productId as ProductId).name,
      amountInr: o.amountPaise / 100,
      ...(o.creditPaise > 0 ? { creditInr: o.creditPaise / 100 } : {}),
      provider: o.provider,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
      completedAt: o.completedAt?.toISOString() ?? null,
      buyerGstin: o.buyerGstin,
      refunds: refunds
        .filter((r) => r.orderId === o.id)
        .map((r) => ({
          id: r.id,
          amountInr: r.amountPaise / 100,
          state: r.state,
          reason: r.reason,
          createdAt: r.createdAt.toISOString(),
          settledAt: r.settledAt?.toISOString() ?? null,
        })),
    })),
    invoices: invoiceRows.map((i) => ({
      kind: i.kind,
      number: i.number,
      issuedAt: i.issuedAt.toISOString(),
      description: i.description,
      sac: i.sac,
      placeOfSupply: i.placeOfSupply,
      buyerGstin: i.buyerGstin,
      sandboxDocument: i.sandbox,
      ...(i.creditPaise > 0 ? { creditInr: i.creditPaise / 100, creditFor: i.creditDescription } : {}),
      taxableInr: i.taxablePaise / 100,
      cgstInr: i.cgstPaise / 100,
      sgstInr: i.sgstPaise / 100,
      igstInr: i.igstPaise / 100,
      totalInr: i.totalPaise / 100,
    })),
  };
}

/** An invoice or credit note of the user's as a PDF; another user's is not found. */
export async function getInvoicePdf(
  deps: Deps,
  user: { id: string },
  id: string,
  language: InterfaceLanguage = "en",
): Promise<{ number: string; pdf: Buffer }> {
  const invoice = await findInvoiceOfUser(deps.database.db, id, user.id);
  if (!invoice) throw notFound({ key: "errors.billing.invoiceNotFound" });
  const original =
    invoice.kind === "credit_note" ? await findInvoiceOfOrder(deps.database.db, invoice.orderId) : undefined;
  return {
    number: invoice.number,
    pdf: await renderInvoicePdf(invoice, { againstInvoice: original?.number, language }),
  };
}

/** Sends the confirmation e-mail of a completed order (the job the grant enqueued). */
export async function sendPaymentConfirmation(deps: Deps, orderId: string): Promise<void> {
  const order = await findOrder(deps.database.db, orderId);
  const invoice = order ? await findInvoiceOfOrder(deps.database.db, orderId) : undefined;
  if (!order || !invoice) return;
  const grant = await findGrantOfOrder(deps.database.db, orderId);
  // The buyer's saved language words the e-mail and the attached invoice (decision 807).
  const language = recipientLanguage(await findBuyerLanguage(deps.database.db, order.userId));
  await deps.mailer.send(
    paymentConfirmationMail(deps.config, {
      to: order.buyerEmail,
      name: order.buyerName,
      product: productOf(order.productId as ProductId).name,
      amountPaise: order.amountPaise,
      invoiceNumber: invoice.number,
      sandbox: invoice.sandbox,
      credit:
        invoice.creditPaise > 0 ? { paise: invoice.creditPaise, basis: invoice.creditDescription ?? "" } : undefined,
      invoicePdf: await renderInvoicePdf(invoice, { language }),
      language,
      window: grant ? { startsAt: grant.startsAt, endsAt: grant.endsAt } : undefined,
    }),
  );
}
