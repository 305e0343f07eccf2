import type { ReactNode } from "react";
import type { AdminRange } from "#contract/admin.ts";
import { ADMIN_EXPIRING_DAYS, ORDER_STATUSES } from "#contract/admin-stats.ts";
import { PLANS } from "#contract/plans.ts";
import { formatIstDate, formatIstDateTime } from "../posts/format.ts";
import { useAdminSubscriptions } from "./queries.ts";
import { DataList, Figure, formatCount, formatPaise, isDenied, LoadError, RANGE_LABELS, Section } from "./shared.tsx";

const STATUS_LABELS: Record<(typeof ORDER_STATUSES)[number], string> = {
  created: "Started, not paid",
  completed: "Paid",
  failed: "Failed",
  refunded: "Refunded",
};

const productLabel = (id: string) => (id in PLANS ? `${PLANS[id as keyof typeof PLANS].name} plan` : id);

/** Subscriptions (spec §2): live passes by plan, the range's payments and refunds, passes ending soon. */
export function SubscriptionsTab({ range, onDenied }: { range: AdminRange; onDenied: () => ReactNode }) {
  const query = useAdminSubscriptions(range);
  if (isDenied(query.error)) return onDenied();
  if (query.isError) return <LoadError what="The subscriptions" onRetry={() => query.refetch()} />;
  const subs = query.data;
  if (!subs) return <p className="text-slate-600">Loading subscriptions…</p>;
  const period = RANGE_LABELS[range].toLowerCase();
  return (
    <div>
      <h3 className="text-lg font-semibold">Live passes</h3>
      <p className="text-sm text-slate-600">Accounts by the highest plan they have running now.</p>
      <dl className="mt-3 grid grid-cols-3 gap-3">
        {subs.livePasses.map((row) => (
          <Figure key={row.plan} label={PLANS[row.plan].name} testId={`live-${row.plan}`}>
            {formatCount(row.users)}
          </Figure>
        ))}
      </dl>
      <Section title="Teams" note={`Business teams now; each has ${subs.teams.seatsPerTeam} seats besides its owner.`}>
        <dl className="mt-3 grid grid-cols-3 gap-3">
          <Figure label="Teams" testId="teams-count">
            {formatCount(subs.teams.count)}
          </Figure>
          <Figure label="Members" testId="teams-members">
            {formatCount(subs.teams.members)}
          </Figure>
          <Figure label="Invitations" testId="teams-invitations">
            {formatCount(subs.teams.pendingInvitations)}
          </Figure>
        </dl>
      </Section>
      <Section title="Payments" note={`Checkouts started, ${period}, by what became of them.`}>
        <DataList
          caption="Payments by status"
          testId="payment-status"
          rows={ORDER_STATUSES.map(
            (status) =>
              subs.paymentsByStatus.find((row) => row.status === status) ?? { status, count: 0, amountPaise: 0 },
          )}
          rowKey={(row) => row.status}
          empty=""
          columns={[
            { label: "Status", value: (row) => STATUS_LABELS[row.status] },
            { label: "Checkouts", value: (row) => formatCount(row.count), numeric: true },
            { label: "Amount", value: (row) => formatPaise(row.amountPaise), numeric: true },
          ]}
        />
        <h4 className="mt-6 text-sm font-semibold text-slate-800">Newest checkouts</h4>
        <div className="mt-2">
          <DataList
            caption="Newest checkouts"
            testId="payment"
            rows={subs.payments}
            rowKey={(row) => row.id}
            empty="No checkouts in this range."
            columns={[
              { label: "Buyer", value: (row) => row.email },
              { label: "Product", value: (row) => productLabel(row.product) },
              { label: "Amount", value: (row) => formatPaise(row.amountPaise), numeric: true },
              { label: "Status", value: (row) => STATUS_LABELS[row.status] },
              { label: "Provider", value: (row) => row.provider },
              { label: "Started", value: (row) => formatIstDateTime(row.createdAt) },
            ]}
          />
        </div>
      </Section>
      <Section
        title="Refunds"
        note={`${formatCount(subs.refunds.count)} refunds, ${formatPaise(subs.refunds.amountPaise)}, ${period} (credit notes issued).`}
        testId="refunds"
      >
        <DataList
          caption="Refunds"
          testId="refund"
          rows={subs.refunds.recent}
          rowKey={(row) => row.number}
          empty="No refunds in this range."
          columns={[
            { label: "Credit note", value: (row) => row.number },
            { label: "Buyer", value: (row) => row.email },
            { label: "Amount", value: (row) => formatPaise(row.amountPaise), numeric: true },
            { label: "Issued", value: (row) => formatIstDateTime(row.issuedAt) },
          ]}
        />
      </Section>
      <Section
        title={`Ending in the next ${ADMIN_EXPIRING_DAYS} days`}
        note={`${formatCount(subs.expiring.count)} accounts whose last plan pass ends by then (no later pass bought).`}
        testId="expiring"
      >
        <DataList
          caption="Passes ending soon"
          testId="expiring-account"
          rows={subs.expiring.accounts}
          rowKey={(row) => row.userId}
          empty={`No plan pass ends in the next ${ADMIN_EXPIRING_DAYS} days.`}
          columns={[
            { label: "Account", value: (row) => (row.name ? `${row.name} · ${row.email}` : row.email) },
            { label: "Plan", value: (row) => PLANS[row.plan].name },
            { label: "Ends", value: (row) => formatIstDate(row.endsAt) },
          ]}
        />
      </Section>
    </div>
  );
}
