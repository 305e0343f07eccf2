import { ShieldAlert } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { Link } from "wouter";
import { ADMIN_ACCESS_DENIED, type AdminRange } from "#contract/admin.ts";
import { LANGUAGES } from "#contract/languages.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { ApiRequestError } from "#web/lib/api.ts";
import { IST_TIME_ZONE } from "#web/lib/format.ts";

/** The pieces every admin tab shares: access denied, load errors, figures, money and time labels. */

export const RANGE_LABELS: Record<AdminRange, string> = {
  "24h": "Last 24 hours",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
};

export const languageLabel = (code: string) => LANGUAGES.find((l) => l.code === code)?.label ?? code;
export const isDenied = (error: unknown) => error instanceof ApiRequestError && error.status === 403;

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 2 });
/** Paise as rupees, Indian grouping: 49900 → ₹499.00. */
export const formatPaise = (paise: number) => rupees.format(paise / 100);

const count = new Intl.NumberFormat("en-IN");
export const formatCount = (n: number) => count.format(n);

const hourLabel = new Intl.DateTimeFormat("en-IN", { timeZone: IST_TIME_ZONE, hour: "2-digit", minute: "2-digit" });
const dayLabel = new Intl.DateTimeFormat("en-IN", { timeZone: IST_TIME_ZONE, day: "numeric", month: "short" });
/** A series bucket's label: its hour or its day, in India's time. */
export const bucketLabel = (iso: string, bucket: "hour" | "day") =>
  (bucket === "hour" ? hourLabel : dayLabel).format(new Date(iso));
/** An IST calendar day (YYYY-MM-DD) as "5 Dec". */
export const dayOfLabel = (day: string) => dayLabel.format(new Date(`${day}T12:00:00+05:30`));

export function AccessDenied() {
  const [title, ...rest] = ADMIN_ACCESS_DENIED.split(": ");
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <Card className="text-center" role="alert">
        <ShieldAlert aria-hidden="true" className="mx-auto h-12 w-12 text-red-700" />
        <h1 className="mt-4 text-2xl font-bold">{title}</h1>
        <p className="mt-2 text-slate-700">{rest.join(": ")}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link href="/">Back to Dashboard</Link>
        </Button>
      </Card>
    </section>
  );
}

export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {what} could not be loaded.{" "}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}

/** One figure of a <dl> grid. */
export function Figure({
  label,
  note,
  testId,
  children,
}: {
  label: string;
  note?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card size="sm" className="min-w-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1">
        <span className="block break-words text-2xl font-bold tabular-nums" data-testid={testId}>
          {children}
        </span>
        {note && <span className="block text-xs text-slate-600">{note}</span>}
      </dd>
    </Card>
  );
}

/** A section of a tab: a heading, an optional line under it, its content. */
export function Section({
  title,
  note,
  children,
  testId,
}: {
  title: string;
  note?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card className="mt-6 min-w-0" data-testid={testId}>
      <h3 className="text-lg font-semibold">{title}</h3>
      {note && <p className="text-sm text-slate-600">{note}</p>}
      <div className="mt-4">{children}</div>
    </Card>
  );
}

export interface Column<T> {
  label: string;
  value: (row: T) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
}

/**
 * Rows as a table from 768 px and as cards on a phone (one definition list per row), so
 * nothing needs sideways scrolling at 390 px.
 */
export function DataList<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  testId,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty: string;
  testId?: string;
}) {
  if (rows.length === 0) return <p className="text-slate-700">{empty}</p>;
  const [first, ...rest] = columns;
  return (
    <>
      <ul className="grid gap-3 md:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-lg border border-slate-200 p-3" data-testid={testId}>
            {first && <p className="break-all font-semibold">{first.value(row)}</p>}
            <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              {rest.map((column) => (
                <Fragment key={column.label}>
                  <dt className="text-slate-600">{column.label}</dt>
                  <dd className="break-words tabular-nums">{column.value(row)}</dd>
                </Fragment>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={`px-3 py-2 font-semibold ${column.numeric ? "text-right" : ""}`}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                className="border-t border-slate-200"
                data-testid={testId ? `${testId}-row` : undefined}
              >
                {columns.map((column) => (
                  <td
                    key={column.label}
                    className={`px-3 py-2 ${column.numeric ? "text-right tabular-nums" : "break-all"}`}
                  >
                    {column.value(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
