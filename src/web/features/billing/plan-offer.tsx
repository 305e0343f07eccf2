import { Check, CreditCard, Smartphone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { ProductId } from "#contract/billing.ts";
import type { PriceQuote } from "#contract/billing-values.ts";
import { LOCALE_OF } from "#contract/i18n/languages.ts";
import { formatInrIn, PASS_DAYS, PLAN_IDS, PLANS, type PlanId, STORAGE_ADDONS } from "#contract/plans.ts";
import { useI18n } from "#web/i18n/i18n.tsx";
import { cn } from "#web/lib/utils.ts";

export type PaymentMethod = "phonepe" | "card";

export interface PlanOfferProps {
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  /** The storage add-on the visitor came to buy (`?addon=`), marked. */
  chosenAddon: string | null;
  /** The signed-in buyer's plan, marked as current; undefined for a signed-out visitor. */
  currentPlan?: PlanId;
  /** The signed-in buyer's prices now, with any upgrade credit. */
  quotes?: readonly PriceQuote[];
  /** The button under a product: "Sign in to buy" for a visitor, the purchase for a buyer. */
  buyButton: (productId: ProductId, label: string) => ReactNode;
  /** The return from paying and a failed payment, above the choice of method. */
  notices?: ReactNode;
  /** The buyer's state for the GST invoice, below the choice of method. */
  buyerState?: ReactNode;
  /** The buyer's invoices, below the add-ons. */
  invoices?: ReactNode;
}

/**
 * What /subscribe shows everyone (spec §2): plans side by side, storage add-ons and the choice
 * of PhonePe or Card. Buying, and the return from paying, are the signed-in checkout's slots
 * (features/billing/checkout.tsx, its own chunk, decision 735).
 */
export function PlanOffer({
  method,
  onMethodChange,
  chosenAddon,
  currentPlan,
  quotes,
  buyButton,
  notices,
  buyerState,
  invoices,
}: PlanOfferProps) {
  // Public page: only `plans.` messages, all simple (decisions 791, 802).
  const { t, language } = useI18n();
  const locale = LOCALE_OF[language];
  const inr = (rupees: number) => formatInrIn(locale, rupees);
  /** Paise as rupees, with paise only when there are some: ₹549.90, ₹999. */
  const inrPaise = (paise: number) => formatInrIn(locale, paise / 100);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold sm:text-4xl">{t("plans.title")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t("plans.intro", { days: PASS_DAYS })}</p>

      {notices}

      <fieldset className="mt-8">
        <legend className="text-sm font-semibold text-slate-800">{t("plans.payWith")}</legend>
        <div className="mt-2 inline-flex rounded-lg border border-slate-300 p-1">
          {(
            [
              { id: "phonepe", label: t("plans.method.phonepe"), icon: Smartphone },
              { id: "card", label: t("plans.method.card"), icon: CreditCard },
            ] as const
          ).map(({ id, label, icon: Icon }) => (
            <button
              key={id}
              type="button"
              aria-pressed={method === id}
              onClick={() => onMethodChange(id)}
              className={cn(
                "inline-flex min-h-11 items-center gap-2 rounded-md px-4 font-semibold",
                method === id ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-slate-100",
              )}
            >
              <Icon aria-hidden="true" className="h-4 w-4" /> {label}
            </button>
          ))}
        </div>
      </fieldset>

      {buyerState}

      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {PLAN_IDS.map((id) => {
          const plan = PLANS[id];
          const name = t(`plans.name.${id}`);
          const isCurrent = currentPlan === id;
          const credit = quotes?.find((q) => q.productId === id && q.credit);
          return (
            <li
              key={id}
              className={cn(
                "flex flex-col rounded-2xl border p-6",
                isCurrent ? "border-brand-700 ring-2 ring-brand-700" : "border-slate-200",
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-xl font-bold">{name}</h2>
                {isCurrent && (
                  <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-sm font-semibold text-white">
                    {t("plans.current")}
                  </span>
                )}
              </div>
              <p className="mt-3">
                <span className="text-3xl font-bold">{inr(plan.priceInr)}</span>{" "}
                <span className="text-slate-700">
                  {id === "free" ? t("plans.forever") : t("plans.perDays", { days: PASS_DAYS })}
                </span>
              </p>
              {credit?.credit && (
                <p className="mt-3 rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900">
                  <span className="font-semibold">
                    {t("plans.upgradeNowFor", { amount: inrPaise(credit.amountPaise) })}
                  </span>
                  :{" "}
                  {t("plans.creditText", {
                    credit: inrPaise(credit.credit.creditPaise),
                    basis: credit.credit.basis,
                    plan: name,
                    days: PASS_DAYS,
                  })}
                </p>
              )}
              <ul className="mt-4 flex-1 space-y-2 text-slate-800">
                {plan.features.map((feature) => (
                  <li key={feature.key} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />{" "}
                    {t(feature.key, feature.values)}
                  </li>
                ))}
              </ul>
              {id !== "free" &&
                buyButton(
                  id,
                  isCurrent
                    ? t("plans.extend", { plan: name })
                    : credit
                      ? t("plans.upgradeTo", { plan: name, amount: inrPaise(credit.amountPaise) })
                      : t("plans.buy", { plan: name }),
                )}
            </li>
          );
        })}
      </ul>

      <h2 className="mt-14 text-2xl font-bold">{t("plans.addons")}</h2>
      <p className="mt-2 text-slate-700">{t("plans.addonsText", { days: PASS_DAYS })}</p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STORAGE_ADDONS.map((addon) => (
          <li
            key={addon.id}
            id={`addon-${addon.id}`}
            aria-current={chosenAddon === addon.id ? "true" : undefined}
            className={cn(
              "flex flex-col rounded-2xl border p-6",
              chosenAddon === addon.id ? "border-brand-700 ring-2 ring-brand-700" : "border-slate-200",
            )}
          >
            <h3 className="text-lg font-bold">{t("plans.addonSize", { gb: addon.gigabytes })}</h3>
            <p className="mt-2">
              <span className="text-2xl font-bold">{inr(addon.priceInr)}</span>{" "}
              <span className="text-slate-700">{t("plans.perDays", { days: PASS_DAYS })}</span>
            </p>
            {buyButton(addon.id, t("plans.addGb", { gb: addon.gigabytes }))}
          </li>
        ))}
      </ul>

      {invoices}

      <p className="mt-12">
        <Link href="/" className="font-semibold text-brand-700 underline">
          {t("plans.back")}
        </Link>
      </p>
    </div>
  );
}
