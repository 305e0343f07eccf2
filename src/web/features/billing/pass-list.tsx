import type { BillingSummary } from "#contract/billing.ts";
import { LOCALE_OF } from "#contract/i18n/languages.ts";
import { formatIstDateIn } from "#contract/local-dates.ts";
import { useI18n } from "#web/i18n/i18n.tsx";

/**
 * The user's plan passes not yet over, in the order they run: bought or given by the team
 * (a complimentary pass has no invoice), and which one waits for the one before it.
 */
export function PassList({ passes, now = new Date() }: { passes: BillingSummary["passes"]; now?: Date }) {
  const { t, language } = useI18n();
  if (passes.length === 0) return null;
  const day = (moment: string) => formatIstDateIn(LOCALE_OF[language], moment);
  return (
    <ul aria-label={t("passes.label")} className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {passes.map((pass) => {
        const upcoming = new Date(pass.startsAt).getTime() > now.getTime();
        return (
          <li key={`${pass.plan}-${pass.startsAt}`} data-testid="plan-pass" className="p-4">
            <span className="font-semibold">{t(`plans.name.${pass.plan}`)}</span>
            {pass.source === "complimentary" ? (
              <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-800">
                {t("passes.gift")}
              </span>
            ) : (
              <span className="ml-2 text-sm text-slate-600">{t("passes.paid")}</span>
            )}
            <span className="block text-sm text-slate-700">
              {t(upcoming ? "passes.upcoming" : "passes.running", {
                start: day(pass.startsAt),
                end: day(pass.endsAt),
              })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
