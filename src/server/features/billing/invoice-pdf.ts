import PDFDocument from "pdfkit";
import { formatIstLongDate } from "#contract/dates.ts";
import type { InvoiceRow } from "./billing.queries.ts";
import { formatRupees } from "./invoice-figures.ts";

const inr = (paise: number) => `INR ${formatRupees(paise)}`;

/**
 * A GST tax invoice or credit note as a PDF (pdfkit, decision 502): the fields of CGST Rules
 * rule 46 that apply to a B2C or B2B supply of these services. Amounts are written "INR"
 * because the PDF's standard fonts have no rupee sign.
 */
export function renderInvoicePdf(invoice: InvoiceRow, options: { againstInvoice?: string } = {}): Promise<Buffer> {
  const title = invoice.sandbox
    ? `Sandbox ${invoice.kind === "invoice" ? "invoice" : "credit note"}: not a tax document`
    : invoice.kind === "invoice"
      ? "Tax Invoice"
      : "Credit Note";
  const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: `${title} ${invoice.number}` } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = 50;
  const right = doc.page.width - 50;
  const width = right - left;
  const line = (label: string, value: string) => {
    doc.font("Helvetica-Bold").text(`${label}: `, { continued: true }).font("Helvetica").text(value);
  };

  doc.font("Helvetica-Bold").fontSize(18).text(title);
  if (invoice.sandbox) {
    // Plain words first: this records a payment through the built-in sandbox (decision 732).
    doc
      .moveDown(0.3)
      .fontSize(11)
      .text(
        "SANDBOX DOCUMENT. No money was paid: this records a test payment through the built-in sandbox. It is not a tax invoice under GST and cannot be used to claim input tax credit.",
      );
  }
  doc.moveDown(0.5).fontSize(10);
  line(invoice.kind === "invoice" ? "Invoice number" : "Credit note number", invoice.number);
  line("Date", formatIstLongDate(invoice.issuedAt));
  if (options.againstInvoice) line("Against invoice", options.againstInvoice);
  line("Order", invoice.orderId);

  doc.moveDown();
  doc.font("Helvetica-Bold").fontSize(11).text("Seller");
  doc.fontSize(10).font("Helvetica").text(invoice.sellerName).text(invoice.sellerAddress);
  line("GSTIN", invoice.sellerGstin ?? "Not configured");
  line("State", invoice.sellerState);

  doc.moveDown();
  doc.font("Helvetica-Bold").fontSize(11).text("Buyer");
  doc.fontSize(10).font("Helvetica").text(invoice.buyerName).text(invoice.buyerEmail);
  if (invoice.buyerGstin) line("GSTIN", invoice.buyerGstin);
  line("Place of supply", invoice.placeOfSupply);

  doc.moveDown(1.5);
  const columns = [left, left + width * 0.55, left + width * 0.72];
  const row = (cells: [string, string, string], bold = false) => {
    const y = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica");
    doc.text(cells[0], columns[0], y, { width: width * 0.53 });
    const afterFirst = doc.y;
    doc.text(cells[1], columns[1], y, { width: width * 0.15 });
    doc.text(cells[2], columns[2], y, { width: width * 0.28, align: "right" });
    doc.x = left;
    doc.y = Math.max(afterFirst, doc.y) + 4;
  };
  row(["Description", "SAC", "Amount"], true);
  doc.moveTo(left, doc.y).lineTo(right, doc.y).stroke();
  doc.y += 4;
  if (invoice.creditPaise > 0) {
    row([`${invoice.description}: price (GST included)`, "", inr(invoice.totalPaise + invoice.creditPaise)]);
    row([
      `Less credit: ${invoice.creditDescription ?? "unused days of your earlier pass"}`,
      "",
      `-${inr(invoice.creditPaise)}`,
    ]);
    row(["Price after credit (GST included)", "", inr(invoice.totalPaise)]);
    doc.moveTo(left, doc.y).lineTo(right, doc.y).stroke();
    doc.y += 4;
  }
  row([invoice.description, invoice.sac, inr(invoice.taxablePaise)]);
  row(["Taxable value", "", inr(invoice.taxablePaise)], true);
  if (invoice.igstPaise > 0) {
    row(["IGST @ 18%", "", inr(invoice.igstPaise)]);
  } else {
    row(["CGST @ 9%", "", inr(invoice.cgstPaise)]);
    row(["SGST @ 9%", "", inr(invoice.sgstPaise)]);
  }
  doc.moveTo(left, doc.y).lineTo(right, doc.y).stroke();
  doc.y += 4;
  row(
    [
      invoice.kind === "invoice" ? "Total paid (GST included)" : "Total refunded (GST included)",
      "",
      inr(invoice.totalPaise),
    ],
    true,
  );

  doc.moveDown(2).font("Helvetica").fontSize(9);
  doc.text("Tax payable under reverse charge: No.", left);
  doc.text("A pass charged once; it does not renew by itself.", left);
  if (invoice.creditPaise > 0) {
    doc.text(
      "The credit is the unused whole days of the earlier pass at the price paid for it; that pass ended when this one began.",
      left,
    );
  }
  doc.text("This is a computer-generated document and needs no signature.", left);
  doc.end();
  return done;
}
