import type { ReactNode } from "react";
import type { Post, PostStatus } from "#contract/posts.ts";
import { Button } from "#web/components/ui/button.tsx";
import { LoadError } from "#web/components/ui/load-error.tsx";
import { useT } from "#web/i18n/i18n.tsx";
import { cn } from "#web/lib/utils.ts";
import { loadedPosts, usePosts } from "./queries.ts";

/** A post's status as a coloured badge: Draft, In review, Approved, Scheduled, Posted… */
export function StatusBadge({ status }: { status: PostStatus }) {
  const t = useT();
  return (
    <span
      data-testid="post-status"
      className={cn(
        "inline-block shrink-0 rounded-md px-2 py-0.5 text-xs font-semibold",
        status === "draft" && "bg-slate-100 text-slate-800",
        status === "in_review" && "bg-violet-100 text-violet-950",
        status === "changes_requested" && "bg-orange-100 text-orange-950",
        status === "approved" && "bg-teal-100 text-teal-950",
        status === "scheduled" && "bg-amber-100 text-amber-950",
        status === "publishing" && "bg-sky-100 text-sky-950",
        status === "posted" && "bg-green-100 text-green-900",
        status === "failed" && "bg-red-100 text-red-900",
      )}
    >
      {t(`posts.status.${status}`)}
    </span>
  );
}

/**
 * The user's posts as the server pages them, with loading and error states, the empty state,
 * and 'Load more' while there is a next page. `children` renders the loaded posts.
 */
export function PagedPosts({
  label,
  empty,
  children,
}: {
  label: string;
  empty: ReactNode;
  children: (posts: Post[]) => ReactNode;
}) {
  const t = useT();
  const query = usePosts();
  const posts = loadedPosts(query.data);
  if (query.isError && posts.length === 0) {
    return <LoadError what={t("posts.loadWhat")} onRetry={() => query.refetch()} />;
  }
  if (query.isLoading) return <p className="text-slate-600">{t("posts.loading")}</p>;
  if (posts.length === 0) return <>{empty}</>;
  return (
    <div>
      <ul aria-label={label} className="space-y-4">
        {children(posts)}
      </ul>
      {query.isFetchNextPageError && (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {t("posts.moreFailed")}
        </p>
      )}
      {query.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
            {query.isFetchingNextPage ? t("posts.loadingMore") : t("posts.loadMore")}
          </Button>
        </div>
      )}
    </div>
  );
}
