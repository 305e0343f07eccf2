import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import { useEffect, useRef } from "react";
import type { SeriesChartProps } from "./charts.tsx";

// Only what the dashboard draws, so the chunk carries no unused chart types (decision 552).
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

/**
 * The Okabe–Ito colours, told apart with the common colour-vision deficiencies, each at least
 * 3:1 against white (WCAG 1.4.11); lines also differ by dash and point shape.
 */
export const CHART_COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7"] as const;
const POINT_STYLES = ["circle", "rect", "triangle", "rectRot"] as const;
const DASHES = [[], [6, 4], [2, 3], [8, 3, 2, 3]];
const TEXT = "#334155";

/** The canvas behind a SeriesChart: Chart.js, in its own chunk loaded only on /admin. */
export default function ChartCanvas({
  labels,
  series,
  format,
  stacked = false,
  type = "bar",
  emptyMax = 1,
}: SeriesChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const formatRef = useRef(format);
  formatRef.current = format;
  const data = JSON.stringify({ labels, series, stacked, type, emptyMax });

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const { labels, series, stacked, type, emptyMax } = JSON.parse(data) as Required<
      Pick<SeriesChartProps, "labels" | "series" | "stacked" | "type" | "emptyMax">
    >;
    const empty = series.every((s) => s.values.every((value) => value === 0));
    const show = (value: number) => (formatRef.current ? formatRef.current(value) : String(value));
    const chart = new Chart(element, {
      type,
      data: {
        labels,
        datasets: series.map((s, i) => ({
          label: s.label,
          data: s.values,
          backgroundColor: CHART_COLOURS[i % CHART_COLOURS.length],
          borderColor: CHART_COLOURS[i % CHART_COLOURS.length],
          borderDash: type === "line" ? DASHES[i % DASHES.length] : undefined,
          pointStyle: POINT_STYLES[i % POINT_STYLES.length],
          pointRadius: type === "line" ? 3 : undefined,
          borderWidth: type === "line" ? 2 : 0,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: "index", intersect: false },
        font: { family: getComputedStyle(element).fontFamily },
        scales: {
          x: { stacked, grid: { display: false }, ticks: { color: TEXT, maxTicksLimit: 8, maxRotation: 0 } },
          y: {
            stacked,
            beginAtZero: true,
            ...(empty ? { suggestedMax: emptyMax } : {}),
            ticks: {
              color: TEXT,
              precision: 0,
              maxTicksLimit: 6,
              callback: (value: string | number) => show(Number(value)),
            },
          },
        },
        plugins: {
          legend: { labels: { color: TEXT, usePointStyle: true, boxHeight: 8 } },
          tooltip: {
            callbacks: {
              label: (item: { dataset: { label?: string }; parsed: { y: number | null } }) =>
                `${item.dataset.label}: ${show(Number(item.parsed.y))}`,
            },
          },
        },
      },
    } as never);
    return () => chart.destroy();
  }, [data]);

  return <canvas ref={canvas} />;
}
