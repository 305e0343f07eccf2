import { GST_STATES, type GstStateCode } from "#contract/billing.ts";
import { gstSplit } from "#contract/plans.ts";

const istParts = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit" });

/** The Indian financial year (April to March, in IST) of a moment, as "2026-27". */
export function financialYearOf(moment: Date): string {
  const parts = Object.fromEntries(istParts.formatToParts(moment).map((p) => [p.type, p.value]));
  const year = Number(parts.year);
  const start = Number(parts.month) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/**
 * An invoice number: series prefix, short financial year and a sequence, e.g. "CK/26-27/00042".
 * GST rules allow at most 16 characters of letters, digits, "-" and "/": a prefix of up to 4
 * characters and five digits fit until the 100,000th invoice of a year.
 */
export function invoiceNumber(prefix: string, financialYear: string, sequence: number): string {
  return `${prefix}/${financialYear.slice(2)}/${String(sequence).padStart(5, "0")}`;
}

/** The credit notes' series prefix: the first two characters of the invoices' and "CN". */
export const creditNotePrefix = (invoicePrefix: string) => `${invoicePrefix.slice(0, 2)}CN`;

export interface TaxFigures {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  intraState: boolean;
}

/**
 * Splits a GST-inclusive price into taxable value and 18 % GST: CGST + SGST (9 % each) when
 * the place of supply is the seller's state, IGST otherwise. The parts add up to the price.
 */
export function taxFigures(priceInr: number, intraState: boolean): TaxFigures {
  const { totalPaise, taxablePaise, gstPaise } = gstSplit(priceInr);
  if (!intraState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: gstPaise, totalPaise, intraState };
  const cgstPaise = Math.floor(gstPaise / 2);
  return { taxablePaise, cgstPaise, sgstPaise: gstPaise - cgstPaise, igstPaise: 0, totalPaise, intraState };
}

/**
 * The place of supply: the buyer's state (from their GSTIN or what they chose), else the
 * seller's, because for a buyer whose address is not on record the place of supply of these
 * services is the supplier's location (IGST Act s. 12(2)(b)).
 */
export function placeOfSupply(
  seller: string | undefined,
  buyer: { gstin?: string | null; stateCode?: string | null },
): string | undefined {
  return buyer.gstin?.slice(0, 2) ?? buyer.stateCode ?? seller;
}

/** "27 Maharashtra", or the code alone when it is not a known state. */
export function stateLabel(code: string | undefined): string {
  if (!code) return "Not configured";
  const name = GST_STATES[code as GstStateCode];
  return name ? `${code} ${name}` : code;
}

/** Rupees with paise, Indian digit grouping: 1,23,456.78. */
export function formatRupees(paise: number): string {
  return (paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
