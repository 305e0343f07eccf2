import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { type InterfaceLanguage, LOCALE_OF } from "#contract/i18n/languages.ts";
import { formatIstLongDateIn } from "#contract/local-dates.ts";
import { translator } from "#server/i18n.ts";
import type { InvoiceRow } from "./billing.queries.ts";
import { formatRupees } from "./invoice-figures.ts";

const inr = (paise: number) => `INR ${formatRupees(paise)}`;

/**
 * Noto Sans Devanagari (the web's Hindi font, a dependency) for the Devanagari runs of a Hindi
 * invoice: the PDF's standard fonts have no Devanagari, and this subset has no Latin, so each
 * run of text takes the font of its script (decision 808).
 */
const fontFile = (weight: 400 | 700) =>
  createRequire(import.meta.url).resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
  );
const DEVANAGARI_FONT = { regular: "Devanagari", bold: "Devanagari-Bold" } as const;
const LATIN_FONT = { regular: "Helvetica", bold: "Helvetica-Bold" } as const;
/** Helvetica's ascender, in ems (its AFM: 718/1000). */
const LATIN_ASCENDER = 0.718;

/** Devanagari words (with the spaces between them) as one run, so they shape and wrap together. */
const LETTERS = "(?:[\\u0900-\\u097F\\uA8E0-\\uA8FF]|\\u200C|\\u200D)+";
const DEVANAGARI_RUN = new RegExp(`(${LETTERS}(?: +${LETTERS})*)`);

/**
 * A GST tax invoice or credit note as a PDF (pdfkit, decision 502): the fields of CGST Rules
 * rule 46 that apply to a B2C or B2B supply of these services, labelled in the buyer's
 * language; a Hindi one keeps the GST terms in English beside the Hindi (decision 808).
 * Amounts are written "INR" because the PDF's standard fonts have no rupee sign.
 */
export function renderInvoicePdf(
  invoice: InvoiceRow,
  options: { againstInvoice?: string | undefined; language?: InterfaceLanguage } = {},
): Promise<Buffer> {
  const language = options.language ?? "en";
  const t = translator(language);
  const title = invoice.sandbox
    ? t("invoice.title.sandbox", { kind: invoice.kind })
    : invoice.kind === "invoice"
      ? t("invoice.title.invoice")
      : t("invoice.title.creditNote");
  const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: `${title} ${invoice.number}` } });
  // In every language: a buyer's name or address may be in Devanagari (embedded only when used).
  doc.registerFont(DEVANAGARI_FONT.regular, fontFile(400));
  doc.registerFont(DEVANAGARI_FONT.bold, fontFile(700));
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  let size = 12;
  const fontSize = (points: number) => {
    size = points;
    return doc.fontSize(points);
  };
  /** Writes text whose runs of Devanagari take the Devanagari font; `first` positions the first run. */
  const write = (
    text: string,
    bold: boolean,
    options: PDFKit.Mixins.TextOptions & { continued?: boolean } = {},
    at?: { x: number; y: number },
  ) => {
    const runs = text.split(DEVANAGARI_RUN).filter((run) => run !== "");
    if (runs.length === 0) runs.push("");
    runs.forEach((run, index) => {
      const fonts = DEVANAGARI_RUN.test(run) ? DEVANAGARI_FONT : LATIN_FONT;
      doc.font(bold ? fonts.bold : fonts.regular);
      const last = index === runs.length - 1;
      // Every run on the Latin font's baseline: by its own (taller) ascender Devanagari sits lower.
      const runOptions = {
        ...options,
        baseline: -LATIN_ASCENDER * size,
        continued: last ? (options.continued ?? false) : true,
      };
      if (index === 0 && at) doc.text(run, at.x, at.y, runOptions);
      else doc.text(run, runOptions);
    });
    return doc;
  };
  const date = formatIstLongDateIn(LOCALE_OF[language], invoice.issuedAt);

  const left = 50;
  const right = doc.page.width - 50;
  const width = right - left;
  const line = (label: string, value: string) => {
    write(`${label}: `, true, { continued: true });
    write(value, false);
  };

  fontSize(18);
  write(title, true);
  if (invoice.sandbox) {
    // Plain words first: this records a payment through the built-in sandbox (decision 732).
    doc.moveDown(0.3);
    fontSize(11);
    write(t("invoice.sandboxNotice"), true);
  }
  doc.moveDown(0.5);
  fontSize(10);
  line(invoice.kind === "invoice" ? t("invoice.number.invoice") : t("invoice.number.creditNote"), invoice.number);
  line(t("invoice.date"), date);
  if (options.againstInvoice) line(t("invoice.againstInvoice"), options.againstInvoice);
  line(t("invoice.order"), invoice.orderId);

  doc.moveDown();
  fontSize(11);
  write(t("invoice.seller"), true);
  fontSize(10);
  write(invoice.sellerName, false);
  write(invoice.sellerAddress, false);
  line(t("invoice.gstin"), invoice.sellerGstin ?? t("invoice.notConfigured"));
  line(t("invoice.state"), invoice.sellerState);

  doc.moveDown();
  fontSize(11);
  write(t("invoice.buyer"), true);
  fontSize(10);
  write(invoice.buyerName, false);
  write(invoice.buyerEmail, false);
  if (invoice.buyerGstin) line(t("invoice.gstin"), invoice.buyerGstin);
  line(t("invoice.placeOfSupply"), invoice.placeOfSupply);

  doc.moveDown(1.5);
  const columns = [left, left + width * 0.55, left + width * 0.72];
  const row = (cells: [string, string, string], bold = false) => {
    const y = doc.y;
    write(cells[0], bold, { width: width * 0.53 }, { x: columns[0] ?? left, y });
    const afterFirst = doc.y;
    write(cells[1], bold, { width: width * 0.15 }, { x: columns[1] ?? left, y });
    write(cells[2], bold, { width: width * 0.28, align: "right" }, { x: columns[2] ?? left, y });
    doc.x = left;
    doc.y = Math.max(afterFirst, doc.y) + 4;
  };
  row([t("invoice.column.description"), t("invoice.column.sac"), t("invoice.column.amount")], true);
  doc.moveTo(left, doc.y).lineTo(right, doc.y).stroke();
  doc.y += 4;
  if (invoice.creditPaise > 0) {
    row([t("invoice.price", { description: invoice.description }), "", inr(invoice.totalPaise + invoice.creditPaise)]);
    row([
      t("invoice.lessCredit", { basis: invoice.creditDescription ?? t("invoice.creditDefault") }),
      "",
      `-${inr(invoice.creditPaise)}`,
    ]);
    row([t("invoice.afterCredit"), "", inr(invoice.totalPaise)]);
    doc.moveTo(left, doc.y).lineTo(right, doc.y).stroke();
    doc.y += 4;
  }
  row([invoice.description, invoice.sac, inr(invoice.taxablePaise)]);
  row([t("invoice.taxable"), "", inr(invoice.taxablePaise)], true);
  if (invoice.igstPaise > 0) {
    row([t("invoice.igst"), "", inr(invoice.igstPaise)]);
  } else {
    row([t("invoice.cgst"), "", inr(invoice.cgstPaise)]);
    row([t("invoice.sgst"), "", inr(invoice.sgstPaise)]);
  }
  doc.moveTo(left, doc.y).lineTo(right, doc.y).stroke();
  doc.y += 4;
  row(
    [invoice.kind === "invoice" ? t("invoice.totalPaid") : t("invoice.totalRefunded"), "", inr(invoice.totalPaise)],
    true,
  );

  doc.moveDown(2);
  fontSize(9);
  doc.x = left;
  write(t("invoice.reverseCharge"), false);
  write(t("invoice.noRenew"), false);
  if (invoice.creditPaise > 0) write(t("invoice.creditNote"), false);
  write(t("invoice.computerGenerated"), false);
  doc.end();
  return done;
}
