import type { ReactNode } from "react";
import type { AdminRange } from "#contract/admin.ts";
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
    </div>
  );
}
