import type { ReactNode } from "react";
import type { StorageStats } from "#contract/library.ts";
import type { DashboardStats } from "#contract/posts.ts";
import { Card } from "#web/components/ui/card.tsx";
import { type Translate, useT } from "#web/i18n/i18n.tsx";
import { formatBytes } from "#web/lib/format.ts";
import { engagementRateBasis, formatAverageEngagement } from "./format.ts";

function StatCard({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Card size="sm" className="min-w-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1" data-testid={testId}>
        {children}
      </dd>
    </Card>
  );
}

/** "3 of 5 AI captions left today." (or "in this 30-day pass"), from the server's counts. */
export function generationsLeftText(t: Translate, stats: DashboardStats): string {
  const left = Math.max(0, stats.generationsLimit - stats.generationsToday);
  const key =
    stats.generationsWindow === "day" ? "posts.stats.generationsLeftToday" : "posts.stats.generationsLeftPass";
  return t(key, { left, limit: stats.generationsLimit });
}

/**
 * The four stat cards of spec §2 — Storage Used, Total Posts, Scheduled, Avg. Engagement (the
 * real engagement rate from Instagram's figures, with its formula and how many posts it covers;
 * issue 32) — and, on the free plan, saves and generations left.
 */
export function DashboardStatCards({
  stats,
  storage,
  isError,
}: {
  stats: DashboardStats | undefined;
  storage: StorageStats | undefined;
  isError: boolean;
}) {
  const t = useT();
  const pending = <span className="block text-xl font-bold text-slate-400">…</span>;
  const freeLimit = stats?.plan === "free" ? stats.freeSavesLimit : null;
  return (
    <div className="mt-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t("posts.stats.storageUsed")} testId="stat-storage-used">
          {storage ? (
            <>
              <span className="block text-xl font-bold">{formatBytes(storage.storageUsed)}</span>
              <span className="block text-sm text-slate-600">
                {t("posts.stats.storageOf", { limit: formatBytes(storage.storageLimit) })}
              </span>
            </>
          ) : (
            pending
          )}
        </StatCard>
        <StatCard label={t("posts.stats.totalPosts")} testId="stat-total-posts">
          {stats ? (
            <>
              <span className="block text-xl font-bold">{stats.totalPosts}</span>
              {freeLimit !== null && (
                <span className="block text-sm text-slate-600" data-testid="stat-saves-used">
                  {t("posts.stats.savesUsed", { used: stats.freeSavesUsed, limit: freeLimit })}
                </span>
              )}
            </>
          ) : (
            pending
          )}
        </StatCard>
        <StatCard label={t("posts.stats.scheduled")} testId="stat-scheduled">
          {stats ? <span className="block text-xl font-bold">{stats.scheduledPosts}</span> : pending}
        </StatCard>
        <StatCard label={t("posts.stats.avgEngagement")} testId="stat-avg-engagement">
          {stats ? (
            <>
              <span className="block text-xl font-bold">
                {formatAverageEngagement(stats.engagementRate?.percent ?? null)}
              </span>
              <span className="block text-sm text-slate-600" data-testid="avg-engagement-basis">
                {engagementRateBasis(t, stats.engagementRate)}
              </span>
            </>
          ) : (
            pending
          )}
        </StatCard>
      </dl>
      {stats && stats.plan === "free" && (
        <p className="mt-3 text-sm text-slate-700" data-testid="generations-left">
          {generationsLeftText(t, stats)}
        </p>
      )}
      {isError && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {t("posts.stats.loadFailed")}
        </p>
      )}
    </div>
  );
}
