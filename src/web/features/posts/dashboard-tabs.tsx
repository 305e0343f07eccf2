import { lazy, Suspense } from "react";
import { useLocation, useSearch } from "wouter";
import { existing } from "#web/components/layout/links.ts";
import { LoadError } from "#web/components/ui/load-error.tsx";
import { onTabListKeyDown } from "#web/components/ui/tabs.ts";
import { useT } from "#web/i18n/i18n.tsx";
import { cn } from "#web/lib/utils.ts";
import { ContentLibraryGrid } from "../library/content-items.tsx";
import { useContent, useStorageStats } from "../library/queries.ts";
import { StorageBanners, StorageSection } from "../library/storage-widgets.tsx";
import { DashboardStatCards } from "./dashboard-stats.tsx";
import { CaptionHistory } from "./history.tsx";
import { MyPosts } from "./my-posts.tsx";
import { useDashboardStats } from "./queries.ts";

/** The dashboard's tabs, in the spec's order (and the calendar, issue 31), with their names' catalogue keys. */
export const DASHBOARD_TABS = [
  ["library", "dashboard.tab.library"],
  ["create", "dashboard.tab.create"],
  ["training", "dashboard.tab.training"],
  ["posts", "dashboard.tab.posts"],
  ["calendar", "dashboard.tab.calendar"],
  ["storage", "dashboard.tab.storage"],
  ["history", "dashboard.tab.history"],
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number][0];
const TAB_VALUES = DASHBOARD_TABS.map(([value]) => value);

/** The tab named by ?tab=, or Content Library. */
export function tabFromSearch(search: string): DashboardTab {
  const wanted = new URLSearchParams(search).get("tab");
  return TAB_VALUES.find((value) => value === wanted) ?? "library";
}

function LibraryPanels({ tab }: { tab: "library" | "storage" }) {
  const content = useContent();
  const stats = useStorageStats();
  const uploadHref = existing([{ href: "/upload" }])[0]?.href;
  const t = useT();
  if (content.isError) {
    return <LoadError what={t("dashboard.yourLibrary")} onRetry={() => content.refetch()} />;
  }
  if (content.isLoading) return <p className="text-slate-600">{t("dashboard.loadingLibrary")}</p>;
  const items = content.data ?? [];
  return tab === "library" ? (
    <ContentLibraryGrid items={items} uploadHref={uploadHref} />
  ) : (
    <StorageSection stats={stats.data} items={items} />
  );
}

// The Create Post screen is its own chunk (shared with /create), loaded when the tab opens.
const CreatePost = lazy(() => import("../create/create-post.tsx").then((m) => ({ default: m.CreatePost })));

function CreatePostPanel() {
  const t = useT();
  return (
    <Suspense fallback={<p className="text-slate-600">{t("dashboard.loadingCreate")}</p>}>
      <CreatePost />
    </Suspense>
  );
}

// AI Training (brand examples and voice styles) is its own chunk too, loaded when the tab opens.
const BrandTraining = lazy(() => import("../brand/brand-training.tsx").then((m) => ({ default: m.BrandTraining })));

// The content calendar (shared with /calendar) is its own chunk, loaded when the tab opens.
const ContentCalendar = lazy(() =>
  import("../calendar/content-calendar.tsx").then((m) => ({ default: m.ContentCalendar })),
);

function CalendarPanel() {
  const t = useT();
  return (
    <Suspense fallback={<p className="text-slate-600">{t("dashboard.loadingCalendar")}</p>}>
      <ContentCalendar inDashboard />
    </Suspense>
  );
}

function TrainingPanel() {
  const t = useT();
  return (
    <Suspense fallback={<p className="text-slate-600">{t("dashboard.loadingTraining")}</p>}>
      <BrandTraining />
    </Suspense>
  );
}

/**
 * Storage banners, the four stat cards and the dashboard's tabs (spec §2). The open tab lives
 * in the address (?tab=posts), so it can be linked to and survives a reload.
 */
export function DashboardTabs() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const tab = tabFromSearch(search);
  const select = (value: DashboardTab) => navigate(value === "library" ? "/" : `/?tab=${value}`, { replace: true });
  const storage = useStorageStats();
  const stats = useDashboardStats();
  const t = useT();
  const labelKey = DASHBOARD_TABS.find(([value]) => value === tab)?.[1];
  const label = labelKey ? t(labelKey) : "";
  return (
    <div className="mt-8">
      <StorageBanners stats={storage.data} />
      <DashboardStatCards stats={stats.data} storage={storage.data} isError={stats.isError} />
      {/* On a phone the seven tabs wrap into two rows of four and three, all in sight (issue 17: a
          row that scrolled sideways hid My Posts, Storage and History); from 640 px they are one row. */}
      <div
        role="tablist"
        aria-label={t("dashboard.tabs")}
        className="mt-6 grid grid-cols-4 gap-1 border-b border-slate-200 pb-2 sm:flex sm:pb-0"
        onKeyDown={(event) => onTabListKeyDown(event, TAB_VALUES, tab, select)}
      >
        {DASHBOARD_TABS.map(([value, text]) => (
          <button
            key={value}
            id={`tab-${value}`}
            type="button"
            role="tab"
            aria-selected={tab === value}
            aria-controls={`panel-${value}`}
            tabIndex={tab === value ? 0 : -1}
            onClick={() => select(value)}
            className={cn(
              "min-h-11 rounded-md px-1 py-2 text-center text-sm font-semibold leading-tight",
              "sm:min-h-0 sm:shrink-0 sm:whitespace-nowrap sm:rounded-none sm:border-b-2 sm:px-4",
              tab === value
                ? "bg-brand-50 text-brand-800 sm:border-brand-700 sm:bg-transparent"
                : "text-slate-600 hover:text-slate-900 sm:border-transparent",
            )}
          >
            {t(text)}
          </button>
        ))}
      </div>
      <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className="pt-6">
        <h2 className="sr-only">{label}</h2>
        {tab === "library" || tab === "storage" ? (
          <LibraryPanels tab={tab} />
        ) : tab === "create" ? (
          <CreatePostPanel />
        ) : tab === "training" ? (
          <TrainingPanel />
        ) : tab === "posts" ? (
          <MyPosts onCreate={() => select("create")} />
        ) : tab === "calendar" ? (
          <CalendarPanel />
        ) : (
          <CaptionHistory onCreate={() => select("create")} />
        )}
      </div>
    </div>
  );
}
