import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { LOCALE_OF } from "#contract/i18n/languages.ts";
import { formatIstDateIn } from "#contract/local-dates.ts";
import type { Post } from "#contract/posts.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { useI18n, useT } from "#web/i18n/i18n.tsx";
import { copyContent } from "#web/lib/copy-content.ts";
import { usePostItems } from "../pwa/queries.ts";
import { ShareButton } from "../pwa/share-button.tsx";
import { copyTextOf, engagementLevel, hashtagList } from "./format.ts";
import { PagedPosts } from "./post-list.tsx";

/** Spec §4 and §9: the copy confirmation shows for 2 s. */
export const COPY_CONFIRMATION_MS = 2000;

function HistoryRow({ post }: { post: Post }) {
  const { t, language } = useI18n();
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  const name = post.title || t("posts.untitled");
  const tags = hashtagList(post.hashtags);
  const items = usePostItems(post.contentItemIds);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (await copyContent(copyTextOf(post), toast)) setCopied(true);
  }

  return (
    <li data-testid="history-post">
      <Card size="sm">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h3 dir="auto" className="min-w-0 break-words text-lg font-semibold">
            {name}
          </h3>
          <span className="text-sm text-slate-600">{formatIstDateIn(LOCALE_OF[language], post.createdAt)}</span>
        </div>
        <p className="mt-1 text-sm text-slate-700" data-testid="history-engagement">
          {post.engagementPrediction === null
            ? t("history.noEstimate")
            : t(post.engagementBasis ? "history.estimateBasis" : "history.estimate", {
                percent: post.engagementPrediction,
                level: t(`create.summary.level.${engagementLevel(post.engagementPrediction)}`),
                basis: post.engagementBasis ?? "",
              })}
        </p>
        {post.caption ? (
          <p dir="auto" data-testid="history-caption" className="mt-3 whitespace-pre-wrap break-words text-slate-900">
            {post.caption}
          </p>
        ) : (
          <p className="mt-3 text-sm italic text-slate-600">{t("history.noCaption")}</p>
        )}
        {tags.length > 0 && (
          <ul aria-label={t("history.hashtags")} className="mt-3 flex flex-wrap gap-1.5">
            {tags.map((tag) => (
              <li key={tag} className="rounded-md bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-800">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={copy}
            aria-label={t(copied ? "history.copiedLabel" : "history.copyLabel", { name })}
          >
            {copied ? (
              <Check aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Copy aria-hidden="true" className="h-4 w-4" />
            )}
            {copied ? t("common.copied") : t("history.copy")}
          </Button>
          <ShareButton size="sm" text={copyTextOf(post)} items={items} label={t("posts.shareLabel", { name })} />
        </div>
      </Card>
    </li>
  );
}

/** History (spec §2): every saved post with its caption, hashtags and estimate, ready to copy. */
export function CaptionHistory({ onCreate }: { onCreate: () => void }) {
  const t = useT();
  return (
    <PagedPosts
      label={t("history.listLabel")}
      empty={
        <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p className="text-lg font-semibold">{t("history.empty")}</p>
          <p className="mt-1 text-slate-600">{t("history.emptyText")}</p>
          <Button className="mt-4" variant="outline" onClick={onCreate}>
            {t("history.create")}
          </Button>
        </div>
      }
    >
      {(posts) => posts.map((post) => <HistoryRow key={post.id} post={post} />)}
    </PagedPosts>
  );
}
