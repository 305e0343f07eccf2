import { AlertTriangle, Crown, Download, HardDrive } from "lucide-react";
import { Link } from "wouter";
import { LOCALE_OF } from "#contract/i18n/languages.ts";
import type { ContentItem, StorageStats } from "#contract/library.ts";
import { formatIstDateIn } from "#contract/local-dates.ts";
import { formatInrIn, PLANS, STORAGE_ADDONS } from "#contract/plans.ts";
import { existing } from "#web/components/layout/links.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { useI18n, useT } from "#web/i18n/i18n.tsx";
import { formatBytes } from "#web/lib/format.ts";
import { cn } from "#web/lib/utils.ts";
import { useBillingSummary } from "../billing/queries.ts";
import { objectHref } from "./queries.ts";

const MANAGE_HREF = "/upload?tab=manage";

/** The plans page, when it exists (links.ts: no link may lead to a missing page). */
export const subscribeHref = () => existing([{ href: "/subscribe", label: "dashboard.shortcut.plans" }])[0]?.href;
const manageExists = () => existing([{ href: "/upload", label: "shell.nav.upload" }]).length > 0;

/** Usage as a bar with its figures; the bar is a meter for screen readers. */
export function UsageMeter({ stats, className }: { stats: StorageStats; className?: string }) {
  const t = useT();
  const percent = Math.min(100, Math.max(0, stats.usagePercent));
  const shown = Number(percent.toFixed(1));
  const figures = { used: formatBytes(stats.storageUsed), limit: formatBytes(stats.storageLimit) };
  return (
    <div className={className}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <span className="font-semibold text-slate-900">{t("storage.usedOf", figures)}</span>
        <span className="text-slate-600">{shown}%</span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a styled bar; <meter> cannot be coloured across browsers */}
      <div
        role="meter"
        aria-label={t("storage.meter")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        aria-valuetext={t("storage.meterText", { ...figures, percent: shown })}
        className="mt-2 h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn(
            "h-full rounded-full",
            stats.upgradeRequired ? "bg-red-600" : stats.nearLimit ? "bg-amber-500" : "bg-brand-700",
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** 'Storage Limit Exceeded' when full, 'Storage Nearly Full' from 80 % (spec §2, dashboard). */
export function StorageBanners({ stats }: { stats: StorageStats | undefined }) {
  const t = useT();
  if (!stats || (!stats.upgradeRequired && !stats.nearLimit)) return null;
  const full = stats.upgradeRequired;
  const upgrade = subscribeHref();
  return (
    <div
      data-testid="storage-banner"
      className={cn(
        "flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center",
        full ? "border-red-300 bg-red-50 text-red-950" : "border-amber-300 bg-amber-50 text-amber-950",
      )}
    >
      <AlertTriangle aria-hidden="true" className="h-6 w-6 shrink-0" />
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold">{t(full ? "storage.full" : "storage.nearlyFull")}</h2>
        <p className="text-sm">
          {t("storage.bannerText", {
            used: formatBytes(stats.storageUsed),
            limit: formatBytes(stats.storageLimit),
            percent: Number(stats.usagePercent.toFixed(1)),
            full: full ? "yes" : "no",
            upgrade: upgrade ? "yes" : "no",
          })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {manageExists() && (
          <Button asChild size="sm" variant="outline">
            <Link href={MANAGE_HREF}>{t("storage.manageFiles")}</Link>
          </Button>
        )}
        {upgrade && (
          <Button asChild size="sm">
            <Link href={upgrade}>{t("storage.upgrade")}</Link>
          </Button>
        )}
      </div>
    </div>
  );
}

/** The upload page's storage status card. */
export function StorageStatusCard({ stats, error }: { stats: StorageStats | undefined; error: boolean }) {
  const t = useT();
  return (
    <Card size="sm" className="lg:self-start" aria-labelledby="storage-status-title">
      <h2 id="storage-status-title" className="flex items-center gap-2 text-lg font-semibold">
        <HardDrive aria-hidden="true" className="h-5 w-5 text-brand-700" /> {t("storage.title")}
      </h2>
      {stats ? (
        <>
          <UsageMeter stats={stats} className="mt-3" />
          <p className="mt-3 text-sm text-slate-600">
            {t("storage.planFiles", { plan: t(`dashboard.plan.${stats.plan}`), count: stats.fileCount })}
          </p>
          {(stats.nearLimit || stats.upgradeRequired) && (
            <p className="mt-2 text-sm font-medium text-red-800">
              {t(stats.upgradeRequired ? "storage.isFull" : "storage.isNearlyFull")}
            </p>
          )}
        </>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t(error ? "storage.loadFailed" : "storage.loading")}</p>
      )}
    </Card>
  );
}

/** The dashboard's Storage tab (spec §2, Storage management). */
/** The storage add-ons running now, each with its end date (they add to the plan's storage). */
function RunningAddons() {
  const { t, language } = useI18n();
  const billing = useBillingSummary(true);
  const now = Date.now();
  const running = (billing.data?.addons ?? []).filter((a) => Date.parse(a.startsAt) <= now);
  if (running.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1 text-sm font-semibold text-slate-800" aria-label={t("storage.addonsRunning")}>
      {running.map((addon) => (
        <li key={`${addon.productId}-${addon.startsAt}`}>
          {t("storage.addonUntil", {
            size: formatBytes(addon.storageBytes),
            date: formatIstDateIn(LOCALE_OF[language], addon.endsAt),
          })}
        </li>
      ))}
    </ul>
  );
}

export function StorageSection({ stats, items }: { stats: StorageStats | undefined; items: ContentItem[] }) {
  const { t, language } = useI18n();
  const locale = LOCALE_OF[language];
  const upgrade = subscribeHref();
  if (!stats) return <p className="text-slate-600">{t("storage.loading")}</p>;
  const plan = PLANS[stats.plan];
  const files = items.filter((item) => item.objectPath);
  return (
    <div className="space-y-6">
      <Card>
        <h3 className="text-lg font-semibold">{t("storage.overview")}</h3>
        <UsageMeter stats={stats} className="mt-4" />
        <dl className="mt-4 grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-600">{t("storage.used")}</dt>
            <dd className="text-lg font-semibold">{formatBytes(stats.storageUsed)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("storage.available")}</dt>
            <dd className="text-lg font-semibold">
              {formatBytes(Math.max(0, stats.storageLimit - stats.storageUsed))}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("storage.files")}</dt>
            <dd className="text-lg font-semibold">{stats.fileCount}</dd>
          </div>
        </dl>
        {manageExists() && (
          <Button asChild variant="outline" size="sm" className="mt-4">
            <Link href={MANAGE_HREF}>{t("storage.manageFiles")}</Link>
          </Button>
        )}
      </Card>

      {(stats.nearLimit || stats.upgradeRequired) && (
        <Card className="border-amber-300 bg-amber-50" data-testid="storage-warning-card">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-amber-950">
            <AlertTriangle aria-hidden="true" className="h-5 w-5" /> {t("storage.runningOut")}
          </h3>
          <p className="mt-2 text-sm text-amber-950">
            {t("storage.runningOutText", {
              percent: Number(stats.usagePercent.toFixed(1)),
              upgrade: upgrade ? "yes" : "no",
            })}
          </p>
        </Card>
      )}

      <Card>
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <Crown aria-hidden="true" className="h-5 w-5 text-accent-500" />{" "}
          {t("storage.currentPlan", { plan: t(`plans.name.${plan.id}`) })}
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          {plan.priceInr === 0
            ? t("storage.free")
            : t("storage.perPass", { price: formatInrIn(locale, plan.priceInr) })}{" "}
          · {t("storage.ofStorage", { size: formatBytes(plan.storageBytes) })}
        </p>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {plan.features.map((feature) => (
            <li key={feature.key}>{t(feature.key, feature.values)}</li>
          ))}
        </ul>
        <RunningAddons />
        {upgrade && (
          <Button asChild size="sm" className="mt-4">
            <Link href={upgrade}>{t("common.seePlans")}</Link>
          </Button>
        )}
      </Card>

      <section aria-labelledby="addons-title">
        <h3 id="addons-title" className="text-lg font-semibold">
          {t("storage.addons")}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t("storage.addonsText")}</p>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {STORAGE_ADDONS.map((addon) => (
            <li key={addon.id}>
              <Card size="sm" className="h-full">
                <p className="text-xl font-bold">{t("plans.addonSize", { gb: addon.gigabytes })}</p>
                <p className="text-sm text-slate-600">
                  {t("storage.addonPrice", { price: formatInrIn(locale, addon.priceInr) })}
                </p>
                {upgrade && (
                  <Button asChild size="sm" variant="outline" className="mt-3">
                    <Link
                      href={`${upgrade}?addon=${addon.id}`}
                      aria-label={t("storage.addLabel", { size: `${addon.gigabytes} GB` })}
                    >
                      {t("storage.add")}
                    </Link>
                  </Button>
                )}
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <Card>
        <h3 className="text-lg font-semibold">{t("storage.yourFiles")}</h3>
        <p className="mt-1 text-sm text-slate-600">{t("storage.sizesText")}</p>
        {files.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t("storage.noFiles")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {files.map((item) => (
              <li key={item.id} className="flex items-center gap-3 py-2 text-sm">
                <span className="min-w-0 flex-1 truncate" title={item.originalName}>
                  {item.originalName}
                </span>
                <span className="shrink-0 text-slate-600" data-testid="storage-file-size">
                  {formatBytes(item.fileSize)}
                </span>
                <span className="hidden shrink-0 text-slate-600 sm:inline">
                  {formatIstDateIn(locale, item.createdAt)}
                </span>
                <a
                  href={objectHref(item.objectPath as string)}
                  download={item.originalName}
                  className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 font-medium text-brand-700 hover:bg-brand-50"
                  aria-label={t("storage.downloadName", { name: item.originalName })}
                >
                  <Download aria-hidden="true" className="h-4 w-4" /> {t("storage.download")}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
