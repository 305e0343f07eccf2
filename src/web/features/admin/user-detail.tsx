import { type FormEvent, type ReactNode, useId, useState } from "react";
import {
  type AdminPayment,
  type AdminUserDetail,
  COMPLIMENTARY_DAYS_MAX,
  COMPLIMENTARY_PLANS,
} from "#contract/admin-users.ts";
import { ROLE_LABELS } from "#contract/workspaces.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField, fieldAria } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { ApiRequestError } from "#web/lib/api.ts";
import { formatBytes } from "../library/queries.ts";
import { formatIstDate, formatIstDateTime } from "../posts/format.ts";
import { AuditEntryCard } from "./audit-log.tsx";
import { planName, rupees } from "./format.ts";
import { useAdminUserDetail, useGrantPass, useRefundPayment, useSetAccountDisabled } from "./queries.ts";

const messageOf = (error: unknown) =>
  (error instanceof ApiRequestError && error.serverMessage) || "Something went wrong. Please try again.";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6 border-t border-slate-200 pt-4">
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function ReasonField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <FormField id={id} label="Reason (kept in the audit log)">
      <Input
        {...fieldAria(id)}
        value={value}
        required
        minLength={3}
        maxLength={500}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

function ErrorText({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-red-800">
      {messageOf(error)}
    </p>
  );
}

function GrantPassForm({ userId }: { userId: string }) {
  const ids = useId();
  const [plan, setPlan] = useState<(typeof COMPLIMENTARY_PLANS)[number]>("pro");
  const [days, setDays] = useState("7");
  const [reason, setReason] = useState("");
  const action = useGrantPass(userId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    action.mutate({ plan, days: Number(days), reason }, { onSuccess: () => setReason("") });
  };
  return (
    <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-2" aria-label="Grant a complimentary pass">
      <FormField id={`${ids}-plan`} label="Plan">
        <Select id={`${ids}-plan`} value={plan} onChange={(e) => setPlan(e.target.value as typeof plan)}>
          {COMPLIMENTARY_PLANS.map((id) => (
            <option key={id} value={id}>
              {planName(id)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id={`${ids}-days`} label="Days">
        <Input
          {...fieldAria(`${ids}-days`)}
          type="number"
          inputMode="numeric"
          min={1}
          max={COMPLIMENTARY_DAYS_MAX}
          required
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
      </FormField>
      <div className="sm:col-span-2">
        <ReasonField id={`${ids}-reason`} value={reason} onChange={setReason} />
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={action.isPending}>
          {action.isPending ? "Granting…" : "Grant pass"}
        </Button>
        <ErrorText error={action.error} />
      </div>
    </form>
  );
}

function AccessForm({ detail }: { detail: AdminUserDetail }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const disabled = detail.user.disabledAt !== null;
  const action = useSetAccountDisabled(detail.user.id, disabled);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    action.mutate({ reason }, { onSuccess: () => setReason("") });
  };
  return (
    <form onSubmit={submit} className="mt-3 grid gap-3" aria-label={disabled ? "Enable account" : "Disable account"}>
      <p className="text-sm text-slate-700">
        {disabled
          ? `Disabled since ${formatIstDateTime(detail.user.disabledAt as string)}. Enabling lets the account sign in again.`
          : "A disabled account cannot sign in, and every session it has ends at once."}
      </p>
      <ReasonField id={`${id}-reason`} value={reason} onChange={setReason} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant={disabled ? "primary" : "outline"} disabled={action.isPending}>
          {disabled ? "Enable account" : "Disable account"}
        </Button>
        <ErrorText error={action.error} />
      </div>
    </form>
  );
}

function RefundForm({ userId, payment }: { userId: string; payment: AdminPayment }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const action = useRefundPayment(userId);
  if (!open) {
    return (
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Refund…
      </Button>
    );
  }
  return (
    <form
      className="mt-2 grid gap-2"
      aria-label={`Refund ${payment.id}`}
      onSubmit={(event) => {
        event.preventDefault();
        action.mutate({ orderId: payment.id, reason });
      }}
    >
      <ReasonField id={`${id}-reason`} value={reason} onChange={setReason} />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" disabled={action.isPending}>
          Refund {rupees(payment.amountPaise)}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <ErrorText error={action.error} />
      </div>
    </form>
  );
}

const STATUS_LABELS: Record<AdminPayment["status"], string> = {
  created: "Not paid",
  completed: "Paid",
  failed: "Failed",
  refunded: "Refunded",
};

/** The account's details, payments, invoices and history, with the admin's actions. */
export function UserDetail({ userId }: { userId: string }) {
  const query = useAdminUserDetail(userId);
  if (query.isError) return <ErrorText error={query.error} />;
  const detail = query.data;
  if (!detail) return <p className="text-slate-600">Loading the account…</p>;
  const { user } = detail;
  const now = Date.now();
  const facts: [string, string][] = [
    ["Plan", planName(user.plan)],
    ["Pass ends", user.passEndsAt ? formatIstDate(user.passEndsAt) : "No pass"],
    ["Storage", formatBytes(user.storageUsed)],
    ["Generations", user.generations.toLocaleString("en-IN")],
    ["Last active", user.lastActive ? formatIstDateTime(user.lastActive) : "Never"],
    ["Joined", formatIstDate(user.createdAt)],
  ];
  return (
    <div data-testid="user-detail">
      <p className="break-all text-sm text-slate-700">{user.email}</p>
      <p className="mt-1 flex flex-wrap gap-2 text-sm">
        <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800" data-testid="detail-plan">
          {planName(user.plan)}
        </span>
        {user.disabledAt && (
          <span className="rounded-full bg-red-50 px-2 py-0.5 font-semibold text-red-800">Disabled</span>
        )}
        {user.isAdmin && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-800">Admin</span>
        )}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {detail.passes.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm" aria-label="Passes">
          {detail.passes.map((pass) => (
            <li key={`${pass.productId}-${pass.startsAt}`}>
              {planName(pass.productId)} ({pass.source === "complimentary" ? "complimentary" : "paid"}):{" "}
              {formatIstDate(pass.startsAt)} – {formatIstDate(pass.endsAt)}
            </li>
          ))}
        </ul>
      )}

      {detail.teams.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm" aria-label="Teams">
          {detail.teams.map((team) => (
            <li key={team.id}>
              Team {team.name}: {ROLE_LABELS[team.role].toLowerCase()}
              {team.role === "owner" ? "" : ` (owner ${team.ownerEmail})`} · {team.seatsUsed} of {team.seats} seats
              taken
            </li>
          ))}
        </ul>
      )}

      <Section title="Grant a complimentary pass">
        <p className="mt-1 text-sm text-slate-700">
          No payment and no invoice. It starts now, or after a running pass of the same or a higher plan.
        </p>
        <GrantPassForm userId={user.id} />
      </Section>

      <Section title="Payments">
        {detail.payments.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No payments.</p>
        ) : (
          <ul className="mt-2 grid gap-3" aria-label="Payments">
            {detail.payments.map((payment) => (
              <li key={payment.id} className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="payment">
                <p className="flex flex-wrap justify-between gap-x-3">
                  <span className="font-medium">
                    {payment.product} · {rupees(payment.amountPaise)}
                  </span>
                  <span>{STATUS_LABELS[payment.status]}</span>
                </p>
                <p className="text-slate-600">
                  <span className="break-all">{payment.id}</span> · {payment.provider} ·{" "}
                  {formatIstDateTime(payment.completedAt ?? payment.createdAt)}
                </p>
                {payment.refundableUntil &&
                  (new Date(payment.refundableUntil).getTime() > now ? (
                    <div className="mt-2">
                      <p className="text-slate-600">Refundable until {formatIstDate(payment.refundableUntil)}.</p>
                      <RefundForm userId={user.id} payment={payment} />
                    </div>
                  ) : (
                    <p className="mt-1 text-slate-600">The Refund Policy's window has passed.</p>
                  ))}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Invoices">
        {detail.invoices.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No invoices.</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm" aria-label="Invoices">
            {detail.invoices.map((invoice) => (
              <li key={invoice.id}>
                {invoice.kind === "credit_note" ? "Credit note" : "Invoice"} {invoice.number} ·{" "}
                {formatIstDate(invoice.issuedAt)} · {rupees(invoice.totalPaise)} · {invoice.description}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={user.disabledAt ? "Enable the account" : "Disable the account"}>
        <AccessForm detail={detail} />
      </Section>

      <Section title="History">
        {detail.audit.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No admin action yet.</p>
        ) : (
          <ul className="mt-2 grid gap-2" aria-label="History">
            {detail.audit.map((entry) => (
              <li key={entry.id}>
                <AuditEntryCard entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
