import { lazy, Suspense } from "react";

/** The canvas and Chart.js: a chunk of their own, fetched when the first chart is drawn (decision 552). */
const ChartCanvas = lazy(() => import("./chart-canvas.tsx"));

export interface SeriesChartProps {
  /** The x axis, one label per point. */
  labels: string[];
  series: { label: string; values: number[] }[];
  format?: (value: number) => string;
  stacked?: boolean;
  type?: "bar" | "line";
  /** The top of the scale when every value is 0 (e.g. ₹1,000 for money rather than ₹0.01). */
  emptyMax?: number;
}

/**
 * A chart of one or more series over the range, with its numbers as a table for screen
 * readers (the canvas is hidden from them: a picture of numbers says nothing).
 */
export function SeriesChart({
  title,
  period,
  testId,
  ...props
}: SeriesChartProps & { title: string; period: string; testId?: string }) {
  const show = props.format ?? ((value: number) => String(value));
  return (
    <figure className="min-w-0" data-testid={testId}>
      <figcaption className="text-sm font-semibold text-slate-800">{title}</figcaption>
      <div className="relative mt-2 h-56 sm:h-64" aria-hidden="true">
        <Suspense fallback={<div className="h-full rounded-lg bg-slate-50" />}>
          <ChartCanvas {...props} />
        </Suspense>
      </div>
      <table className="sr-only" data-testid={testId ? `${testId}-table` : undefined}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{period}</th>
            {props.series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.labels.map((label, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: labels can repeat (hours of two days); rows never move
            <tr key={index}>
              <th scope="row">{label}</th>
              {props.series.map((s) => (
                <td key={s.label}>{show(s.values[index] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
