import type { ReactNode } from "react";
import type { StorageStats } from "#contract/library.ts";
import type { DashboardStats } from "#contract/posts.ts";
import { Card } from "#web/components/ui/card.tsx";
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

/** "3 of 5 AI captions left today" (or "in this 30-day pass"), from the server's counts. */
export function generationsLeftText(stats: DashboardStats): string {
  const left = Math.max(0, stats.generationsLimit - stats.generationsToday);
  const window = stats.generationsWindow === "day" ? "today" : "in this pass";
  return `${left} of ${stats.generationsLimit} AI captions left ${window}`;
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
  const pending = <span className="block text-xl font-bold text-slate-400">…</span>;
  const freeLimit = stats?.plan === "free" ? stats.freeSavesLimit : null;
  return (
    <div className="mt-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Storage Used" testId="stat-storage-used">
          {storage ? (
            <>
              <span className="block text-xl font-bold">{formatBytes(storage.storageUsed)}</span>
              <span className="block text-sm text-slate-600">of {formatBytes(storage.storageLimit)}</span>
            </>
          ) : (
            pending
          )}
        </StatCard>
        <StatCard label="Total Posts" testId="stat-total-posts">
          {stats ? (
            <>
              <span className="block text-xl font-bold">{stats.totalPosts}</span>
              {freeLimit !== null && (
                <span className="block text-sm text-slate-600" data-testid="stat-saves-used">
                  {stats.freeSavesUsed}/{freeLimit} saves used
                </span>
              )}
            </>
          ) : (
            pending
          )}
        </StatCard>
        <StatCard label="Scheduled" testId="stat-scheduled">
          {stats ? <span className="block text-xl font-bold">{stats.scheduledPosts}</span> : pending}
        </StatCard>
        <StatCard label="Avg. Engagement" testId="stat-avg-engagement">
          {stats ? (
            <>
              <span className="block text-xl font-bold">
                {formatAverageEngagement(stats.engagementRate?.percent ?? null)}
              </span>
              <span className="block text-sm text-slate-600" data-testid="avg-engagement-basis">
                {engagementRateBasis(stats.engagementRate)}
              </span>
            </>
          ) : (
            pending
          )}
        </StatCard>
      </dl>
      {stats && stats.plan === "free" && (
        <p className="mt-3 text-sm text-slate-700" data-testid="generations-left">
          {generationsLeftText(stats)}.
        </p>
      )}
      {isError && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          Your post figures could not be loaded. Please reload the page.
        </p>
      )}
    </div>
  );
}
