import { LayoutGrid, List, Trash2 } from "lucide-react";
import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import { LOCALE_OF } from "#contract/i18n/languages.ts";
import { type ContentItem, RECENT_UPLOADS } from "#contract/library.ts";
import { formatIstDateIn } from "#contract/local-dates.ts";
import { useI18n, useT } from "#web/i18n/i18n.tsx";
import { useToast } from "../components/toaster.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { LoadError } from "../components/ui/load-error.tsx";
import { onTabListKeyDown } from "../components/ui/tabs.ts";
import { ContentThumb, ItemBadges } from "../features/library/content-items.tsx";
import { useContent, useDeleteContents, useStorageStats } from "../features/library/queries.ts";
import { StorageBanners, StorageStatusCard } from "../features/library/storage-widgets.tsx";
import { UploadZone } from "../features/library/upload-zone.tsx";
import { formatBytes } from "../lib/format.ts";
import { cn } from "../lib/utils.ts";

type Mode = "upload" | "manage";

function RecentTile({ item }: { item: ContentItem }) {
  const [broken, setBroken] = useState(false);
  return (
    <li className="overflow-hidden rounded-lg border border-slate-200 bg-white" data-testid="recent-item">
      <ContentThumb item={item} onBroken={() => setBroken(true)} className="aspect-square" />
      <div className="space-y-1 p-2">
        <p className="truncate text-xs font-medium" title={item.originalName}>
          {item.originalName}
        </p>
        <div className="flex flex-wrap gap-1">
          <ItemBadges item={item} broken={broken} />
        </div>
      </div>
    </li>
  );
}

function ManageItem({
  item,
  layout,
  selected,
  onToggle,
}: {
  item: ContentItem;
  layout: "grid" | "list";
  selected: boolean;
  onToggle: () => void;
}) {
  const { t, language } = useI18n();
  const [broken, setBroken] = useState(false);
  const checkboxId = `select-${item.id}`;
  const checkbox = (
    <input
      id={checkboxId}
      type="checkbox"
      checked={selected}
      onChange={onToggle}
      className="h-5 w-5 shrink-0 accent-brand-700"
      aria-label={t("upload.manage.select", { name: item.originalName })}
    />
  );
  if (layout === "list") {
    return (
      <li data-testid="manage-item" className={cn("flex items-center gap-3 px-3 py-2", selected && "bg-brand-50")}>
        {checkbox}
        <ContentThumb item={item} onBroken={() => setBroken(true)} className="h-12 w-12 shrink-0 rounded" />
        <div className="min-w-0 flex-1">
          <label htmlFor={checkboxId} className="block truncate text-sm font-medium" title={item.originalName}>
            {item.originalName}
          </label>
          <p className="text-xs text-slate-600">
            {t(item.fileType === "video" ? "library.kind.video" : "library.kind.photo")} · {formatBytes(item.fileSize)}{" "}
            · {formatIstDateIn(LOCALE_OF[language], item.createdAt)}
          </p>
          <div className="mt-1 flex flex-wrap gap-1">
            <ItemBadges item={item} broken={broken} />
          </div>
        </div>
      </li>
    );
  }
  return (
    <li
      data-testid="manage-item"
      className={cn(
        "relative overflow-hidden rounded-lg border bg-white",
        selected ? "border-brand-700 ring-2 ring-brand-700" : "border-slate-200",
      )}
    >
      <div className="absolute left-2 top-2 z-10 rounded bg-white/90 p-1">{checkbox}</div>
      <ContentThumb item={item} onBroken={() => setBroken(true)} className="aspect-square" />
      <div className="space-y-1 p-2">
        <label htmlFor={checkboxId} className="block truncate text-xs font-medium" title={item.originalName}>
          {item.originalName}
        </label>
        <div className="flex flex-wrap gap-1">
          <ItemBadges item={item} broken={broken} />
        </div>
      </div>
    </li>
  );
}

function ManageMode({ items }: { items: ContentItem[] }) {
  const deleteContents = useDeleteContents();
  const { toast } = useToast();
  const t = useT();
  const [layout, setLayout] = useState<"grid" | "list">("grid");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [deleting, setDeleting] = useState(false);
  const present = items.filter((item) => selected.has(item.id));

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function deleteSelected() {
    setDeleting(true);
    // One DELETE per file (spec §7).
    const results = await deleteContents.mutateAsync(present.map((item) => item.id));
    const failed = results.filter((r) => r.status === "rejected").length;
    const deleted = results.length - failed;
    setSelected(new Set(present.filter((_, i) => results[i]?.status === "rejected").map((item) => item.id)));
    setDeleting(false);
    if (failed === 0)
      toast({ title: t("upload.manage.deleted"), description: t("upload.manage.deletedText", { count: deleted }) });
    else
      toast({
        title: t("upload.manage.deleteFailed"),
        description: t("upload.manage.deleteFailedText", { deleted, failed }),
        variant: "destructive",
      });
  }

  return (
    <Card size="sm">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-lg font-semibold">{t("upload.manage.title")}</h2>
        <fieldset className="flex rounded-lg border border-slate-300 p-0.5">
          <legend className="sr-only">{t("upload.manage.layout")}</legend>
          {(
            [
              ["grid", t("upload.manage.grid"), LayoutGrid],
              ["list", t("upload.manage.list"), List],
            ] as const
          ).map(([value, label, Icon]) => (
            <button
              key={value}
              type="button"
              aria-pressed={layout === value}
              aria-label={label}
              title={label}
              onClick={() => setLayout(value)}
              className={cn(
                "inline-flex h-9 w-9 items-center justify-center rounded-md",
                layout === value ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
              )}
            >
              <Icon aria-hidden="true" className="h-4 w-4" />
            </button>
          ))}
        </fieldset>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={items.length === 0}
          onClick={() => setSelected(new Set(items.map((item) => item.id)))}
        >
          {t("upload.manage.selectAll")}
        </Button>
        <Button size="sm" variant="outline" disabled={present.length === 0} onClick={() => setSelected(new Set())}>
          {t("upload.manage.clear")}
        </Button>
        <Button
          size="sm"
          className="bg-red-700 hover:bg-red-800"
          disabled={present.length === 0 || deleting}
          onClick={deleteSelected}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {deleting ? t("upload.manage.deleting") : t("upload.manage.deleteSelected", { count: present.length })}
        </Button>
        <p className="text-sm text-slate-600" aria-live="polite">
          {t("upload.manage.selected", { selected: present.length, total: items.length })}
        </p>
      </div>
      {items.length === 0 ? (
        <p className="mt-6 text-slate-600">{t("upload.manage.empty")}</p>
      ) : (
        <ul
          aria-label={t("upload.manage.files")}
          data-layout={layout}
          className={cn(
            "mt-4",
            layout === "grid"
              ? "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
              : "divide-y divide-slate-200 rounded-lg border border-slate-200",
          )}
        >
          {items.map((item) => (
            <ManageItem
              key={item.id}
              item={item}
              layout={layout}
              selected={selected.has(item.id)}
              onToggle={() => toggle(item.id)}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

/** /upload (spec §2): storage status, the upload zone, recent uploads; ?tab=manage opens Manage. */
export default function UploadPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const mode: Mode = new URLSearchParams(search).get("tab") === "manage" ? "manage" : "upload";
  const content = useContent();
  const stats = useStorageStats();
  const items = content.data ?? [];
  const t = useT();

  const select = (value: Mode) => navigate(value === "manage" ? "/upload?tab=manage" : "/upload", { replace: true });
  const tabs: [Mode, string][] = [
    ["upload", t("upload.tab.upload")],
    ["manage", t("upload.tab.manage")],
  ];

  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="mr-auto">
          <h1 className="text-2xl font-bold sm:text-3xl">{t("upload.title")}</h1>
          <p className="mt-1 text-slate-600">{t("upload.intro")}</p>
        </div>
        <div
          role="tablist"
          aria-label={t("upload.modes")}
          className="grid grid-cols-2 rounded-lg bg-slate-100 p-1"
          onKeyDown={(event) =>
            onTabListKeyDown(
              event,
              tabs.map(([value]) => value),
              mode,
              select,
            )
          }
        >
          {tabs.map(([value, label]) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={mode === value}
              tabIndex={mode === value ? 0 : -1}
              onClick={() => select(value)}
              className={cn(
                "h-10 rounded-md px-6 text-sm",
                mode === value
                  ? "bg-white font-semibold text-slate-900 shadow-sm"
                  : "font-medium text-slate-700 hover:text-slate-900",
              )}
            >
              {label}
            </button>
          ))}
        </div>
      </div>

      <StorageBanners stats={stats.data} />

      {content.isError && <LoadError what={t("dashboard.yourLibrary")} onRetry={() => content.refetch()} />}

      {mode === "manage" ? (
        <ManageMode items={items} />
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <UploadZone />
            </div>
            <StorageStatusCard stats={stats.data} error={stats.isError} />
          </div>
          <Card size="sm">
            <h2 className="text-lg font-semibold">{t("upload.recent")}</h2>
            {content.isLoading ? (
              <p className="mt-2 text-sm text-slate-600">{t("upload.loading")}</p>
            ) : items.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t("upload.nothingYet")}</p>
            ) : (
              <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6" aria-label={t("upload.recent")}>
                {items.slice(0, RECENT_UPLOADS).map((item) => (
                  <RecentTile key={item.id} item={item} />
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </section>
  );
}
