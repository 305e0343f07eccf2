import type { BillingSummary } from "#contract/billing.ts";
import { PLANS } from "#contract/plans.ts";
import { formatIstDate } from "#web/lib/format.ts";

/**
 * The user's plan passes not yet over, in the order they run: bought or given by the team
 * (a complimentary pass has no invoice), and which one waits for the one before it.
 */
export function PassList({ passes, now = new Date() }: { passes: BillingSummary["passes"]; now?: Date }) {
  if (passes.length === 0) return null;
  return (
    <ul aria-label="Your passes" className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {passes.map((pass) => {
        const upcoming = new Date(pass.startsAt).getTime() > now.getTime();
        return (
          <li key={`${pass.plan}-${pass.startsAt}`} data-testid="plan-pass" className="p-4">
            <span className="font-semibold">{PLANS[pass.plan].name}</span>
            {pass.source === "complimentary" ? (
              <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-800">
                Gift from the team · no invoice
              </span>
            ) : (
              <span className="ml-2 text-sm text-slate-600">Paid</span>
            )}
            <span className="block text-sm text-slate-700">
              {upcoming ? "Starts" : "Started"} {formatIstDate(pass.startsAt)}, ends {formatIstDate(pass.endsAt)}
              {upcoming ? " (after the pass above)" : ""}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
