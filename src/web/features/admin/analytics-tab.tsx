import type { ReactNode } from "react";
import type { AdminRange } from "#contract/admin.ts";
import type { AdminStats, AdminTraffic, FUNNEL_STEPS } from "#contract/admin-stats.ts";
import { formatBytes } from "../library/queries.ts";
import { SeriesChart } from "./charts.tsx";
import { useAdminStats, useAdminTraffic } from "./queries.ts";
import {
  bucketLabel,
  DataList,
  dayOfLabel,
  Figure,
  formatCount,
  formatPaise,
  isDenied,
  LoadError,
  languageLabel,
  RANGE_LABELS,
  Section,
} from "./shared.tsx";

const FUNNEL_LABELS: Record<(typeof FUNNEL_STEPS)[number], string> = {
  demo: "Demo captions",
  sign_up: "Sign-ups",
  first_caption: "Wrote a first caption",
  paid: "Paid",
};

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : "—");

function StatsFigures({ stats, period }: { stats: AdminStats; period: string }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure label="Total users" testId="stat-total-users">
        {formatCount(stats.totalUsers)}
      </Figure>
      <Figure label="New sign-ups" note={period} testId="stat-new-users">
        {formatCount(stats.newUsers)}
      </Figure>
      <Figure label="Active subscriptions" note="plan passes running now" testId="stat-active-subscriptions">
        {formatCount(stats.activeSubscriptions)}
      </Figure>
      <Figure
        label="Revenue"
        note={
          <>
            {formatPaise(stats.totalRevenue.netPaise)} net of GST · {formatCount(stats.totalRevenue.payments)} payments,{" "}
            {period}
          </>
        }
        testId="stat-revenue"
      >
        {formatPaise(stats.totalRevenue.grossPaise)}
      </Figure>
      <Figure
        label="Refunds"
        note={`${formatPaise(stats.refunds.grossPaise)} refunded, ${period}`}
        testId="stat-refunds"
      >
        {formatCount(stats.refunds.count)}
      </Figure>
      <Figure label="Captions generated" note={period} testId="stat-content-generated">
        {formatCount(stats.contentGenerated)}
      </Figure>
      <Figure label="Generation failures" note={period} testId="stat-generation-failures">
        {formatCount(stats.generationFailures)}
      </Figure>
      <Figure label="Storage used" note="all users" testId="stat-storage-used">
        {formatBytes(stats.storageUsed)}
      </Figure>
    </dl>
  );
}

function StatsCharts({ stats, period }: { stats: AdminStats; period: string }) {
  const labels = stats.series.map((point) => bucketLabel(point.start, stats.bucket));
  const per = stats.bucket === "hour" ? "Hour" : "Day";
  return (
    <Section title="Over time" note={`${per} by ${per.toLowerCase()}, ${period} (India time).`}>
      <div className="grid gap-6 lg:grid-cols-2">
        <SeriesChart
          title="Captions written and failed"
          period={per}
          testId="chart-generations"
          stacked
          labels={labels}
          series={[
            { label: "Written", values: stats.series.map((point) => point.generations) },
            { label: "Failed", values: stats.series.map((point) => point.failures) },
          ]}
          format={formatCount}
        />
        <SeriesChart
          title="Sign-ups"
          period={per}
          testId="chart-signups"
          type="line"
          labels={labels}
          series={[{ label: "Sign-ups", values: stats.series.map((point) => point.signUps) }]}
          format={formatCount}
        />
        <SeriesChart
          title="Revenue and refunds (GST included)"
          period={per}
          testId="chart-revenue"
          labels={labels}
          series={[
            { label: "Revenue", values: stats.series.map((point) => point.revenuePaise) },
            { label: "Refunds", values: stats.series.map((point) => point.refundsPaise) },
          ]}
          format={formatPaise}
          emptyMax={100_000}
        />
      </div>
    </Section>
  );
}

function Bars({
  rows,
  label,
}: {
  rows: { key: string; name: ReactNode; count: number; testId: string }[];
  label: string;
}) {
  const most = Math.max(1, ...rows.map((row) => row.count));
  return (
    <ol className="space-y-3" aria-label={label}>
      {rows.map((row) => (
        <li key={row.key} data-testid={row.testId}>
          <div className="flex justify-between gap-3 text-sm">
            <span className="min-w-0 break-all font-medium">{row.name}</span>
            <span className="tabular-nums">{formatCount(row.count)}</span>
          </div>
          <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-slate-100">
            <div
              className="h-2 rounded-full bg-[#0072B2]"
              style={{ width: `${Math.round((row.count / most) * 100)}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}

function Engines({ stats, period }: { stats: AdminStats; period: string }) {
  return (
    <div className="grid gap-0 lg:grid-cols-2 lg:gap-6">
      <Section title="Top languages" note={`Captions generated, ${period}.`}>
        {stats.topLanguages.length === 0 ? (
          <p className="text-slate-700">No captions were generated in this range.</p>
        ) : (
          <Bars
            label="Top languages"
            rows={stats.topLanguages.map((row) => ({
              key: row.language,
              name: languageLabel(row.language),
              count: row.count,
              testId: "top-language",
            }))}
          />
        )}
      </Section>
      <Section
        title="Engines"
        note={`Who wrote the captions, ${period}: the configured AI model or the offline writer.`}
      >
        <DataList
          caption="Generations by engine"
          testId="engine"
          rows={stats.engines}
          rowKey={(row) => row.engine}
          empty="No captions were generated in this range."
          columns={[
            {
              label: "Engine",
              value: (row) => (row.kind === "offline" ? "Offline writer" : `AI model (${row.engine})`),
            },
            { label: "Written", value: (row) => formatCount(row.succeeded), numeric: true },
            { label: "Failed", value: (row) => formatCount(row.failed), numeric: true },
            { label: "Failure rate", value: (row) => percent(row.failed, row.succeeded + row.failed), numeric: true },
          ]}
        />
      </Section>
    </div>
  );
}

function Traffic({ traffic, period }: { traffic: AdminTraffic; period: string }) {
  return (
    <>
      <Section
        title="Visits"
        note={`Pages viewed on this site, ${dayOfLabel(traffic.fromDay)} – ${dayOfLabel(traffic.toDay)}: counted per day by the app itself, without cookies or anything that tells visitors apart.`}
        testId="traffic"
      >
        <p className="text-sm text-slate-700">
          <span className="text-2xl font-bold tabular-nums text-slate-900" data-testid="page-views">
            {formatCount(traffic.pageViews)}
          </span>{" "}
          page views
        </p>
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <SeriesChart
            title="Page views per day"
            period="Day"
            testId="chart-page-views"
            type="line"
            labels={traffic.series.map((point) => dayOfLabel(point.day))}
            series={[{ label: "Page views", values: traffic.series.map((point) => point.views) }]}
            format={formatCount}
          />
          <div>
            <h4 className="text-sm font-semibold text-slate-800">Top pages</h4>
            <div className="mt-2">
              {traffic.topPages.length === 0 ? (
                <p className="text-slate-700">No page views were counted in this range.</p>
              ) : (
                <Bars
                  label="Top pages"
                  rows={traffic.topPages.map((row) => ({
                    key: row.path,
                    name: row.path,
                    count: row.views,
                    testId: "top-page",
                  }))}
                />
              )}
            </div>
          </div>
        </div>
      </Section>
      <Section
        title="Funnel"
        note={`${period}. Demo captions are counted by the visitor's browser; sign-ups are the accounts created in the range, and the later steps are how many of those accounts went on to each (visitors are not followed from the demo to a sign-up).`}
        testId="funnel"
      >
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {traffic.funnel.map((step, index) => {
            const previous = traffic.funnel[index - 1]?.count ?? 0;
            return (
              <li key={step.step} className="rounded-lg border border-slate-200 p-3" data-testid="funnel-step">
                <p className="text-sm text-slate-600">{FUNNEL_LABELS[step.step]}</p>
                <p className="text-2xl font-bold tabular-nums" data-testid={`funnel-${step.step}`}>
                  {formatCount(step.count)}
                </p>
                <p className="text-xs text-slate-600">
                  {index === 0
                    ? "demo captions written"
                    : index === 1
                      ? "accounts created in the range"
                      : `${percent(step.count, previous)} of the step before`}
                </p>
              </li>
            );
          })}
        </ol>
        {traffic.events.length > 0 && (
          <div className="mt-6">
            <DataList
              caption="Events"
              testId="event"
              rows={traffic.events}
              rowKey={(row) => `${row.category}/${row.label}`}
              empty=""
              columns={[
                { label: "Event", value: (row) => `${row.category} · ${row.label}` },
                { label: "Count", value: (row) => formatCount(row.count), numeric: true },
                { label: "Value total", value: (row) => formatCount(row.valueTotal), numeric: true },
              ]}
            />
          </div>
        )}
      </Section>
    </>
  );
}

/** Analytics (spec §2): the figures of §3 for the range, their charts, languages, engines, visits and the funnel. */
export function AnalyticsTab({ range, onDenied }: { range: AdminRange; onDenied: () => ReactNode }) {
  const stats = useAdminStats(range);
  const traffic = useAdminTraffic(range);
  if (isDenied(stats.error) || isDenied(traffic.error)) return onDenied();
  const period = RANGE_LABELS[range].toLowerCase();
  return (
    <div>
      {stats.isError ? (
        <LoadError what="The figures" onRetry={() => stats.refetch()} />
      ) : !stats.data ? (
        <p className="text-slate-600">Loading figures…</p>
      ) : (
        <>
          <StatsFigures stats={stats.data} period={period} />
          <StatsCharts stats={stats.data} period={period} />
          <Engines stats={stats.data} period={period} />
        </>
      )}
      {traffic.isError ? (
        <div className="mt-6">
          <LoadError what="The visits" onRetry={() => traffic.refetch()} />
        </div>
      ) : traffic.data ? (
        <Traffic traffic={traffic.data} period={period} />
      ) : null}
    </div>
  );
}
