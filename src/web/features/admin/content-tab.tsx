import type { ReactNode } from "react";
import type { AdminRange } from "#contract/admin.ts";
import type { AdminContent } from "#contract/admin-stats.ts";
import { formatBytes } from "../library/queries.ts";
import { SeriesChart } from "./charts.tsx";
import { useAdminContent } from "./queries.ts";
import { bucketLabel, DataList, Figure, formatCount, isDenied, LoadError, RANGE_LABELS, Section } from "./shared.tsx";

const TYPE_LABELS = { image: "Photos", video: "Videos" } as const;

/** Content (spec §2): uploads and generations over the range, storage by type, the largest accounts. */
export function ContentTab({ range, onDenied }: { range: AdminRange; onDenied: () => ReactNode }) {
  const query = useAdminContent(range);
  if (isDenied(query.error)) return onDenied();
  if (query.isError) return <LoadError what="The content figures" onRetry={() => query.refetch()} />;
  const content = query.data;
  if (!content) return <p className="text-slate-600">Loading content figures…</p>;
  const period = RANGE_LABELS[range].toLowerCase();
  const per = content.bucket === "hour" ? "Hour" : "Day";
  const stored = content.storageByType.reduce((sum, row) => sum + row.bytes, 0);
  return (
    <div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          label="Uploads"
          note={`${formatBytes(content.uploads.bytes)} stored, ${period}`}
          testId="content-uploads"
        >
          {formatCount(content.uploads.count)}
        </Figure>
        <Figure label="Uploads refused" note={`failed the server's checks, ${period}`} testId="content-uploads-failed">
          {formatCount(content.uploads.failed)}
        </Figure>
        <Figure label="Captions generated" note={period} testId="content-generations">
          {formatCount(content.generations)}
        </Figure>
        <Figure label="Posts saved" note={period} testId="content-posts">
          {formatCount(content.postsSaved)}
        </Figure>
      </dl>
      <Section title="Over time" note={`${per} by ${per.toLowerCase()}, ${period} (India time).`}>
        <SeriesChart
          title="Uploads, captions and saved posts"
          period={per}
          testId="chart-content"
          labels={content.series.map((point) => bucketLabel(point.start, content.bucket))}
          series={[
            { label: "Uploads", values: content.series.map((point) => point.uploads) },
            { label: "Captions", values: content.series.map((point) => point.generations) },
            { label: "Posts saved", values: content.series.map((point) => point.posts) },
          ]}
          format={formatCount}
        />
      </Section>
      <div className="grid gap-0 lg:grid-cols-2 lg:gap-6">
        <Section title="Storage by type" note={`${formatBytes(stored)} stored now, all users.`}>
          <DataList
            caption="Storage by type"
            testId="storage-type"
            rows={content.storageByType}
            rowKey={(row) => row.fileType}
            empty="Nothing is stored yet."
            columns={[
              { label: "Type", value: (row) => TYPE_LABELS[row.fileType] },
              { label: "Files", value: (row) => formatCount(row.items), numeric: true },
              { label: "Stored", value: (row) => formatBytes(row.bytes), numeric: true },
            ]}
          />
        </Section>
        <Section title="Largest accounts" note="The accounts storing the most now.">
          <DataList
            caption="Largest accounts"
            testId="largest-user"
            rows={content.largestUsers}
            rowKey={(row) => row.id}
            empty="Nothing is stored yet."
            columns={[
              { label: "Account", value: (row) => (row.name ? `${row.name} · ${row.email}` : row.email) },
              { label: "Files", value: (row) => formatCount(row.items), numeric: true },
              { label: "Stored", value: (row) => formatBytes(row.bytes), numeric: true },
            ]}
          />
        </Section>
      </div>
      <ResultsSection results={content.results} />
    </div>
  );
}

const SOURCE_LABELS = { instagram: "Instagram", sandbox: "Sandbox (made-up figures)" } as const;

/**
 * Results from Instagram across every user, now (issue 32): per source, the posts with a usable
 * reading and whose they are, the mean rate (the dashboard's formula) and the pooled rate, reach
 * and interactions, and what is not counted, so each figure says what it covers.
 */
function ResultsSection({ results }: { results: AdminContent["results"] }) {
  const shown = results.bySource.filter(
    (row) => row.posts > 0 || row.publishedPostsRead > 0 || row.importedWithoutFigures > 0,
  );
  const percent = (value: number | null) => (value === null ? "—" : `${value.toFixed(1)}%`);
  return (
    <Section
      title="Results from Instagram"
      testId="admin-results-section"
      note={`All users, now. Mean rate: ${results.formula.charAt(0).toLowerCase()}${results.formula.slice(1)}. Pooled rate: all interactions ÷ all reach.`}
    >
      <DataList
        caption="Results from Instagram by source"
        testId="admin-results"
        rows={shown}
        rowKey={(row) => row.source}
        empty="No post has results from Instagram yet."
        columns={[
          { label: "Figures", value: (row) => SOURCE_LABELS[row.source] },
          { label: "Posts with results", value: (row) => formatCount(row.posts), numeric: true },
          {
            label: "Published / imported",
            value: (row) => `${formatCount(row.publishedPosts)} / ${formatCount(row.importedPosts)}`,
            numeric: true,
          },
          { label: "Workspaces", value: (row) => formatCount(row.workspaces), numeric: true },
          { label: "Mean rate", value: (row) => percent(row.meanRatePercent), numeric: true },
          { label: "Pooled rate", value: (row) => percent(row.pooledRatePercent), numeric: true },
          { label: "Total reach", value: (row) => formatCount(row.reach), numeric: true },
          { label: "Interactions", value: (row) => formatCount(row.interactions), numeric: true },
        ]}
      />
      <p className="mt-2 text-sm text-slate-700" data-testid="admin-results-notes">
        {shown
          .map(
            (row) =>
              `${SOURCE_LABELS[row.source]}: ${formatCount(row.publishedPostsRead)} published posts read, ${formatCount(row.publishedPostsRead - row.publishedPosts)} of them without a usable figure yet; ${formatCount(row.importedWithoutFigures)} imported posts without figures.`,
          )
          .join(" ")}{" "}
        Readings stopped: {formatCount(results.stopped.deleted)} deleted on Instagram,{" "}
        {formatCount(results.stopped.reconnect)} waiting for a new connection. Connected accounts:{" "}
        {formatCount(results.accounts.connected)}, of which {formatCount(results.accounts.insightsPermissionMissing)}{" "}
        without the insights permission.
      </p>
    </Section>
  );
}
