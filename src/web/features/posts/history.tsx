import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import type { Post } from "#contract/posts.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { copyContent } from "#web/lib/copy-content.ts";
import { formatIstDate } from "#web/lib/format.ts";
import { usePostItems } from "../pwa/queries.ts";
import { ShareButton } from "../pwa/share-button.tsx";
import { copyTextOf, engagementLevel, hashtagList } from "./format.ts";
import { PagedPosts } from "./post-list.tsx";

/** Spec §4 and §9: the copy confirmation shows for 2 s. */
export const COPY_CONFIRMATION_MS = 2000;

function HistoryRow({ post }: { post: Post }) {
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  const name = post.title || "Untitled Post";
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
          <span className="text-sm text-slate-600">{formatIstDate(post.createdAt)}</span>
        </div>
        <p className="mt-1 text-sm text-slate-700" data-testid="history-engagement">
          {post.engagementPrediction === null
            ? "No engagement estimate"
            : `Engagement estimate: ${post.engagementPrediction}% (${engagementLevel(post.engagementPrediction)})${post.engagementBasis ? ` — ${post.engagementBasis}` : ""}`}
        </p>
        {post.caption ? (
          <p dir="auto" data-testid="history-caption" className="mt-3 whitespace-pre-wrap break-words text-slate-900">
            {post.caption}
          </p>
        ) : (
          <p className="mt-3 text-sm italic text-slate-600">No caption.</p>
        )}
        {tags.length > 0 && (
          <ul aria-label="Hashtags" className="mt-3 flex flex-wrap gap-1.5">
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
            aria-label={`${copied ? "Copied" : "Copy Content"}: ${name}`}
          >
            {copied ? (
              <Check aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Copy aria-hidden="true" className="h-4 w-4" />
            )}
            {copied ? "Copied" : "Copy Content"}
          </Button>
          <ShareButton size="sm" text={copyTextOf(post)} items={items} label={`Share: ${name}`} />
        </div>
      </Card>
    </li>
  );
}

/** History (spec §2): every saved post with its caption, hashtags and estimate, ready to copy. */
export function CaptionHistory({ onCreate }: { onCreate: () => void }) {
  return (
    <PagedPosts
      label="Caption history"
      empty={
        <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p className="text-lg font-semibold">No Caption History Yet</p>
          <p className="mt-1 text-slate-600">Captions you save appear here, ready to copy again.</p>
          <Button className="mt-4" variant="outline" onClick={onCreate}>
            Create a post
          </Button>
        </div>
      }
    >
      {(posts) => posts.map((post) => <HistoryRow key={post.id} post={post} />)}
    </PagedPosts>
  );
}
