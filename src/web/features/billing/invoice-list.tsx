import type { BillingSummary } from "#contract/billing.ts";
import { formatIstDate } from "#web/lib/format.ts";

const inr = (paise: number) => `₹${(paise / 100).toLocaleString("en-IN")}`;
const day = formatIstDate;

const REFUND_STATE: Record<NonNullable<BillingSummary["invoices"][number]["refundState"]>, string> = {
  pending: "Refund on its way",
  completed: "Refunded",
  failed: "Refund delayed: we are retrying",
};

/** The user's GST invoices and credit notes, each with its PDF (Subscribe and Account pages). */
export function InvoiceList({ invoices }: { invoices: BillingSummary["invoices"] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {invoices.map((invoice) => (
        <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4">
          <span className="min-w-0">
            <span className="font-semibold">{invoice.number}</span> · {invoice.description} · {inr(invoice.totalPaise)}{" "}
            · {day(invoice.issuedAt)}
            {invoice.refundState && (
              <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-800">
                {REFUND_STATE[invoice.refundState]}
              </span>
            )}
          </span>
          <a
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            href={`/api/billing/invoices/${invoice.id}/pdf`}
          >
            Download {invoice.kind === "invoice" ? "invoice" : "credit note"} PDF
          </a>
        </li>
      ))}
    </ul>
  );
}
