import { Clock, Shuffle, Upload } from "lucide-react";
import { Link } from "wouter";
import { type ContentField, MAX_ITEMS_PER_POST } from "#contract/captions.ts";
import type { ContentItem } from "#contract/library.ts";
import { existing } from "#web/components/layout/links.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { LoadError } from "#web/components/ui/load-error.tsx";
import { useT } from "#web/i18n/i18n.tsx";
import { cn } from "#web/lib/utils.ts";
import { ContentThumb } from "../library/content-items.tsx";
import type { useContent } from "../library/queries.ts";
import { usePostingTime } from "./queries.ts";
import { ReelChecks } from "./reel-check-line.tsx";

/** Spec §9: Auto-Select picks 3. */
const AUTO_SELECT_COUNT = 3;

/** Items a post can use: uploaded completely, with a picture the engine and preview can show. */
export const isUsable = (item: ContentItem) => item.status === "ready" && Boolean(item.objectPath);

function SelectableItem({ item, position, onToggle }: { item: ContentItem; position: number; onToggle: () => void }) {
  const t = useT();
  const selected = position > 0;
  const id = `pick-${item.id}`;
  return (
    <li
      data-testid="pick-item"
      data-selected={selected}
      className={cn(
        "relative overflow-hidden rounded-lg border bg-white",
        selected ? "border-brand-700 ring-2 ring-brand-700" : "border-slate-200",
      )}
    >
      <label htmlFor={id} className="block cursor-pointer">
        <ContentThumb item={item} onBroken={() => {}} className="aspect-square" />
        <span className="block truncate px-2 py-1 text-xs font-medium" title={item.originalName}>
          {item.originalName}
        </span>
      </label>
      <div className="absolute left-1.5 top-1.5 rounded bg-white/90 p-1">
        <input
          id={id}
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          className="block h-5 w-5 accent-brand-700"
          aria-label={t("create.pick.select", { name: item.originalName })}
        />
      </div>
      {selected && (
        <span
          className="absolute right-1.5 top-1.5 inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white"
          aria-hidden="true"
        >
          {position}
        </span>
      )}
      {item.analyzed && (
        <span className="absolute bottom-8 left-1.5 rounded bg-green-100 px-1.5 py-0.5 text-[11px] font-semibold text-green-900">
          {t("create.pick.aiReady")}
        </span>
      )}
    </li>
  );
}

/** What the posting-time line says for the selected items. */
function PostingTime({ contentItemIds, contentField }: { contentItemIds: string[]; contentField: ContentField }) {
  const t = useT();
  const postingTime = usePostingTime(contentItemIds, contentField);
  if (contentItemIds.length === 0) return null;
  return (
    <div className="mt-3 flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm" data-testid="posting-time">
      <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
      {postingTime.data ? (
        <p>
          <span className="font-semibold">
            {t("create.postingTime.best", { time: postingTime.data.recommendedTime })}
          </span>{" "}
          {postingTime.data.reasoning} <span className="text-slate-600">{postingTime.data.basis}</span>
        </p>
      ) : postingTime.isError ? (
        <p className="text-slate-600">{t("create.postingTime.none")}</p>
      ) : (
        <p className="text-slate-600">{t("create.postingTime.finding")}</p>
      )}
    </div>
  );
}

/**
 * "1. Choose photos": the usable items of the library, up to 5 chosen in order (spec §2), Auto-Select
 * of 3 analysed photos, and the best time to post the chosen ones.
 */
export function ContentPicker({
  content,
  items,
  selectedIds,
  onChange,
  contentField,
}: {
  content: ReturnType<typeof useContent>;
  items: ContentItem[];
  selectedIds: string[];
  onChange: (ids: string[]) => void;
  contentField: ContentField;
}) {
  const { toast } = useToast();
  const t = useT();
  const analysedImages = items.filter((item) => item.fileType === "image" && item.analyzed);
  const uploadHref = existing([{ href: "/upload" }])[0]?.href;

  function toggle(id: string) {
    if (selectedIds.includes(id)) {
      onChange(selectedIds.filter((s) => s !== id));
      return;
    }
    if (selectedIds.length >= MAX_ITEMS_PER_POST) {
      toast({
        title: t("create.pick.limitTitle"),
        description: t("create.pick.limitText", { max: MAX_ITEMS_PER_POST }),
        variant: "destructive",
      });
      return;
    }
    onChange([...selectedIds, id]);
  }

  function autoSelect() {
    const pool = [...analysedImages];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [pool[i], pool[j]] = [pool[j] as ContentItem, pool[i] as ContentItem];
    }
    onChange(pool.slice(0, AUTO_SELECT_COUNT).map((item) => item.id));
  }

  return (
    <Card size="sm">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-lg font-semibold">{t("create.pick.title")}</h2>
        <p className="text-sm text-slate-600" aria-live="polite" data-testid="selection-count">
          {t("create.pick.count", { count: selectedIds.length, max: MAX_ITEMS_PER_POST })}
        </p>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {analysedImages.length >= AUTO_SELECT_COUNT && (
          <Button type="button" variant="outline" size="sm" onClick={autoSelect}>
            <Shuffle aria-hidden="true" className="h-4 w-4" /> {t("create.pick.autoSelect")}
          </Button>
        )}
        {selectedIds.length > 0 && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange([])}>
            {t("create.pick.clear")}
          </Button>
        )}
        {uploadHref && (
          <Button asChild variant="link" size="sm" className="px-0 sm:ml-auto">
            <Link href={uploadHref}>
              <Upload aria-hidden="true" className="h-4 w-4" /> {t("create.pick.uploadMore")}
            </Link>
          </Button>
        )}
      </div>
      {content.isLoading ? (
        <p className="mt-3 text-sm text-slate-600">{t("create.pick.loading")}</p>
      ) : content.isError ? (
        <LoadError
          what={t("create.pick.library")}
          onRetry={() => content.refetch()}
          className="mt-3 text-sm text-red-800"
        />
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("create.pick.empty")}</p>
      ) : (
        <ul
          aria-label={t("create.pick.items")}
          className="mt-3 grid max-h-[28rem] grid-cols-3 gap-2 overflow-y-auto p-0.5 sm:grid-cols-4 xl:grid-cols-5"
        >
          {items.map((item) => (
            <SelectableItem
              key={item.id}
              item={item}
              position={selectedIds.indexOf(item.id) + 1}
              onToggle={() => toggle(item.id)}
            />
          ))}
        </ul>
      )}
      <ReelChecks
        items={selectedIds.map((id) => items.find((item) => item.id === id)).filter((item) => item !== undefined)}
      />
      <PostingTime contentItemIds={selectedIds} contentField={contentField} />
    </Card>
  );
}
