import { lazy, Suspense, useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { existing } from "../../components/layout/links.ts";
import { onTabListKeyDown } from "../../components/ui/tabs.ts";
import { cn } from "../../lib/utils.ts";
import { ContentLibraryGrid } from "../library/content-items.tsx";
import { useContent, useStorageStats } from "../library/queries.ts";
import { StorageBanners, StorageSection } from "../library/storage-widgets.tsx";
import { DashboardStatCards } from "./dashboard-stats.tsx";
import { CaptionHistory } from "./history.tsx";
import { MyPosts } from "./my-posts.tsx";
import { useDashboardStats } from "./queries.ts";

/** The dashboard's six tabs, in the spec's order. */
export const DASHBOARD_TABS = [
  ["library", "Content Library"],
  ["create", "Create Post"],
  ["training", "AI Training"],
  ["posts", "My Posts"],
  ["storage", "Storage"],
  ["history", "History"],
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
  const uploadHref = existing([{ href: "/upload", label: "Upload" }])[0]?.href;
  if (content.isError) {
    return (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
        Your library could not be loaded.{" "}
        <button type="button" className="font-semibold underline" onClick={() => content.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (content.isLoading) return <p className="text-slate-600">Loading your library…</p>;
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
  return (
    <Suspense fallback={<p className="text-slate-600">Loading Create Post…</p>}>
      <CreatePost />
    </Suspense>
  );
}

// AI Training (brand examples and voice styles) is its own chunk too, loaded when the tab opens.
const BrandTraining = lazy(() => import("../brand/brand-training.tsx").then((m) => ({ default: m.BrandTraining })));

function TrainingPanel() {
  return (
    <Suspense fallback={<p className="text-slate-600">Loading AI Training…</p>}>
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
  const label = DASHBOARD_TABS.find(([value]) => value === tab)?.[1] ?? "";
  const tabList = useRef<HTMLDivElement>(null);
  // On a phone the row scrolls sideways: bring the open tab into view (e.g. after /?tab=history)
  // without scrolling the page itself.
  useEffect(() => {
    const list = tabList.current;
    const selected = list?.querySelector<HTMLElement>(`#tab-${tab}`);
    if (!list || !selected || list.scrollWidth <= list.clientWidth) return;
    const left = selected.offsetLeft; // the list is position: relative, so its offsetParent
    if (left < list.scrollLeft || left + selected.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = Math.max(0, left - 16);
    }
  }, [tab]);
  return (
    <div className="mt-8">
      <StorageBanners stats={storage.data} />
      <DashboardStatCards stats={stats.data} storage={storage.data} isError={stats.isError} />
      <div
        ref={tabList}
        role="tablist"
        aria-label="Dashboard"
        className="relative -mx-4 mt-6 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
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
              "shrink-0 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold sm:px-4",
              tab === value
                ? "border-brand-700 text-brand-800"
                : "border-transparent text-slate-600 hover:text-slate-900",
            )}
          >
            {text}
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
        ) : (
          <CaptionHistory onCreate={() => select("create")} />
        )}
      </div>
    </div>
  );
}
