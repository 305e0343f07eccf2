import type { BillingSummary } from "#contract/billing.ts";
import type { MessageKey } from "#contract/i18n/en.ts";
import { LOCALE_OF } from "#contract/i18n/languages.ts";
import { formatIstDateIn } from "#contract/local-dates.ts";
import { useI18n } from "#web/i18n/i18n.tsx";

const REFUND_STATE: Record<NonNullable<BillingSummary["invoices"][number]["refundState"]>, MessageKey> = {
  pending: "invoices.refundPending",
  completed: "invoices.refunded",
  failed: "invoices.refundFailed",
};

/** The user's GST invoices and credit notes, each with its PDF (Subscribe and Account pages). */
export function InvoiceList({ invoices }: { invoices: BillingSummary["invoices"] }) {
  const { t, language } = useI18n();
  const locale = LOCALE_OF[language];
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {invoices.map((invoice) => (
        <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4">
          <span className="min-w-0">
            <span className="font-semibold">{invoice.number}</span> · {invoice.description} · ₹
            {(invoice.totalPaise / 100).toLocaleString(locale)} · {formatIstDateIn(locale, invoice.issuedAt)}
            {invoice.refundState && (
              <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-800">
                {t(REFUND_STATE[invoice.refundState])}
              </span>
            )}
          </span>
          <a
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            href={`/api/billing/invoices/${invoice.id}/pdf`}
          >
            {t(invoice.kind === "invoice" ? "invoices.downloadInvoice" : "invoices.downloadCreditNote")}
          </a>
        </li>
      ))}
    </ul>
  );
}
