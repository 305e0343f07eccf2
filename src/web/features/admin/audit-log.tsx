import type { ReactNode } from "react";
import type { AuditEntry } from "#contract/admin-users.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { ApiRequestError } from "#web/lib/api.ts";
import { formatIstDateTime } from "../posts/format.ts";
import { ACTION_LABELS, describeDetails } from "./format.ts";
import { useAuditLog } from "./queries.ts";

/** One entry: when, what, who did it to whom, why and the recorded figures. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const details = describeDetails(entry);
  return (
    <Card size="sm" data-testid="audit-entry">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold">{ACTION_LABELS[entry.action]}</span>
        <time dateTime={entry.at} className="text-sm text-slate-600">
          {formatIstDateTime(entry.at)}
        </time>
      </p>
      {details && <p className="mt-1 text-sm text-slate-800">{details}</p>}
      <p className="mt-1 break-words text-sm text-slate-700">
        By {entry.actor ? <span className="break-all">{entry.actor.email}</span> : "the system"}
        {entry.target && (
          <>
            {" "}
            · Account <span className="break-all">{entry.target.email}</span>
          </>
        )}
      </p>
      <p className="mt-1 break-words text-sm text-slate-700">Reason: {entry.reason}</p>
    </Card>
  );
}

/**
 * The audit log (decision 572): every admin action and retention run, newest first, a page at
 * a time. Read-only: nothing in the app can change an entry.
 */
export function AuditLogPanel({ onDenied }: { onDenied: () => ReactNode }) {
  const query = useAuditLog();
  if (query.error instanceof ApiRequestError && query.error.status === 403) return onDenied();
  if (query.isError) {
    return (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
        The audit log could not be loaded.{" "}
        <button type="button" className="font-semibold underline" onClick={() => query.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (query.isLoading) return <p className="text-slate-600">Loading the audit log…</p>;
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <div>
      <p className="text-sm text-slate-600">
        What admins did and what the retention job deleted, newest first. Entries cannot be changed or removed.
      </p>
      {entries.length === 0 ? (
        <p className="mt-4 text-slate-700">Nothing has been recorded yet.</p>
      ) : (
        <ul className="mt-4 grid gap-3" aria-label="Audit log">
          {entries.map((entry) => (
            <li key={entry.id}>
              <AuditEntryCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="mt-4"
          disabled={query.isFetchingNextPage}
          onClick={() => query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? "Loading…" : "Load more"}
        </Button>
      )}
    </div>
  );
}
