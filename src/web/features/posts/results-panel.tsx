import { BarChart3, Download, ExternalLink } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { AGE_LABELS, IMPORT_MEDIA_LIMIT, type ResultsGroup, type TopPost } from "#contract/insights.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { LoadError } from "#web/components/ui/load-error.tsx";
import { serverMessage } from "#web/lib/form-errors.ts";
import { formatIstDate, formatIstDateTime } from "#web/lib/format.ts";
import { useInstagramImport, useStartImport } from "../instagram/queries.ts";
import { excerpt, formatFigure, formatPercent, importOutcomeText, postsCount, resultsAge } from "./format.ts";
import { useResultsBreakdown } from "./queries.ts";

/**
 * The non-blocking prompt of an account whose insights permission is missing (issue 32): why
 * results stopped, that one new connection brings them back, and that publishing goes on.
 */
export function InsightsPermissionPrompt() {
  return (
    <div
      role="status"
      data-testid="insights-permission-prompt"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="font-semibold">Allow CaptionKaro to read your results</p>
      <p className="mt-1">
        Instagram did not give CaptionKaro permission to read your posts’ insights (accounts connected before we asked
        for it, or where it was turned off). Connect Instagram again once and allow it to see each post’s reach, likes,
        comments, saves and shares. Publishing is not affected: your scheduled posts keep going out.
      </p>
      <Link href="/account" className="mt-2 inline-block font-semibold underline">
        Connect Instagram again
      </Link>
    </div>
  );
}

/** One breakdown (by language or by content field) as a table: each group's rate and its posts. */
function GroupTable({ caption, groups, testId }: { caption: string; groups: ResultsGroup[]; testId: string }) {
  return (
    <table className="w-full text-sm" data-testid={testId}>
      <caption className="mb-1 text-left font-semibold text-slate-900">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
          <th scope="col" className="py-1 pr-2 font-medium">
            {caption.replace(/^By /, "").replace(/^./, (c) => c.toUpperCase())}
          </th>
          <th scope="col" className="py-1 pr-2 text-right font-medium">
            Engagement
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Posts
          </th>
        </tr>
      </thead>
      <tbody>
        {groups.map((group) => (
          <tr key={group.key ?? "none"} className="border-b border-slate-100" data-testid={`${testId}-row`}>
            <th scope="row" className="py-1.5 pr-2 text-left font-normal">
              {group.label}
              {group.sandboxPosts > 0 && <span className="text-xs text-slate-600"> (sandbox)</span>}
            </th>
            <td className="py-1.5 pr-2 text-right font-semibold tabular-nums">{formatPercent(group.percent)}</td>
            <td className="py-1.5 text-right tabular-nums">{group.posts}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One of the best posts: what it was, its rate and figures, when they were read, and its link. */
function TopPostItem({ post, rank }: { post: TopPost; rank: number }) {
  const outside = post.kind === "imported";
  const name = post.title ?? (excerpt(post.caption, 60) || "A post without a caption");
  return (
    <li className="flex gap-3 border-b border-slate-100 py-2 last:border-b-0" data-testid="top-post">
      <span aria-hidden="true" className="w-5 shrink-0 pt-0.5 text-right font-bold text-slate-500">
        {rank}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="min-w-0 break-words font-semibold" dir="auto">
            {name}
          </span>
          {outside && (
            <span className="rounded bg-violet-100 px-1.5 py-0.5 text-xs font-semibold text-violet-900">
              Posted outside CaptionKaro
            </span>
          )}
          {post.source === "sandbox" && (
            <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-800">Sandbox</span>
          )}
        </p>
        {post.title && post.caption && (
          <p className="mt-0.5 line-clamp-2 break-words text-sm text-slate-600" dir="auto">
            {excerpt(post.caption, 140)}
          </p>
        )}
        <p className="mt-1 text-sm text-slate-700">
          <span className="font-semibold text-slate-900" data-testid="top-post-rate">
            {formatPercent(post.percent)}
          </span>{" "}
          · {formatFigure(post.totalInteractions)} interactions ÷ {formatFigure(post.reach)} reach ·{" "}
          {post.ageBucket ? `at ${AGE_LABELS[post.ageBucket]}` : "as read at its import"}
          {post.publishedAt ? ` · posted ${formatIstDate(post.publishedAt)}` : ""}
        </p>
        {post.permalink && (
          <a
            href={post.permalink}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline"
          >
            {post.source === "sandbox" ? "View the sandbox post" : "View on Instagram"}{" "}
            <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
          </a>
        )}
      </div>
    </li>
  );
}

/**
 * The import of the account's recent posts (issue 32): what it does, the button (for a manager
 * with a working connection), its progress and outcome, and the imported posts.
 */
function ImportBlock({ canImport, count, withFigures }: { canImport: boolean; count: number; withFigures: number }) {
  const [open, setOpen] = useState(false);
  const state = useInstagramImport(canImport || count > 0);
  const start = useStartImport();
  const { toast } = useToast();
  const data = state.data;
  const running = data?.status === "running" || start.isPending;
  const waitUntil = data?.nextAllowedAt && Date.parse(data.nextAllowedAt) > Date.now() ? data.nextAllowedAt : null;

  async function startImport() {
    try {
      await start.mutateAsync();
    } catch (error) {
      toast({ title: "Import not started", description: serverMessage(error), variant: "destructive" });
    }
  }

  return (
    <section
      aria-labelledby="import-heading"
      className="mt-6 border-t border-slate-200 pt-4"
      data-testid="import-block"
    >
      <h3 id="import-heading" className="font-semibold">
        Posts made outside CaptionKaro
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Import your last {IMPORT_MEDIA_LIMIT} Instagram posts with their figures to see how posts you made in the
        Instagram app did. They count in the figures above and in your best times to post; they are not added to My
        Posts and are never published or changed. Importing again updates them.
      </p>
      <p className="mt-2 text-sm text-slate-700" data-testid="import-summary">
        {count === 0 ? "No posts imported yet." : `${postsCount(count)} imported, ${withFigures} with figures.`}
        {data?.status === "done" && data.finishedAt ? ` Last import ${formatIstDateTime(data.finishedAt)}.` : ""}
      </p>
      {data?.status === "done" && data.outcome && (
        <p className="mt-1 text-sm text-slate-700" data-testid="import-outcome">
          {importOutcomeText(data.outcome)}
        </p>
      )}
      {running && (
        <p role="status" className="mt-2 text-sm font-semibold text-sky-900">
          Importing your posts from Instagram…
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {canImport && (
          <Button size="sm" disabled={running || Boolean(waitUntil)} onClick={startImport}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {count === 0 ? "Import from Instagram" : "Import again"}
          </Button>
        )}
        {waitUntil && !running && (
          <span className="text-sm text-slate-600">Next import from {formatIstDateTime(waitUntil)}.</span>
        )}
        {!canImport && count === 0 && (
          <span className="text-sm text-slate-600">
            A manager or the owner imports with Instagram connected on the{" "}
            <Link href="/account" className="underline">
              account page
            </Link>
            .
          </span>
        )}
        {count > 0 && (
          <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? "Hide imported posts" : `Show imported posts (${count})`}
          </Button>
        )}
      </div>
      {open && data && (
        <ul aria-label="Posts imported from Instagram" className="mt-3 space-y-2" data-testid="imported-posts">
          {data.posts.map((post) => (
            <li
              key={post.mediaId}
              className="rounded-md border border-slate-200 p-2 text-sm"
              data-testid="imported-post"
            >
              <p className="flex flex-wrap items-center gap-2">
                <span className="rounded bg-violet-100 px-1.5 py-0.5 text-xs font-semibold text-violet-900">
                  Posted outside CaptionKaro
                </span>
                {post.postedAt && <span className="text-slate-600">{formatIstDate(post.postedAt)}</span>}
              </p>
              <p className="mt-1 line-clamp-2 break-words" dir="auto">
                {post.caption ? excerpt(post.caption, 160) : "No caption"}
              </p>
              <p className="mt-1 text-slate-700">
                {!post.results
                  ? "No figures read yet."
                  : post.results.notEnoughViewers
                    ? "Instagram shows no figures: too few people have seen it."
                    : `Reach ${formatFigure(post.results.reach)} · likes ${formatFigure(post.results.likes)} · comments ${formatFigure(post.results.comments)} · saves ${formatFigure(post.results.saves)} · shares ${formatFigure(post.results.shares)}`}
                {post.results
                  ? ` (${post.results.source === "sandbox" ? "sandbox figures, " : ""}${resultsAge(post.results.fetchedAt)})`
                  : ""}
              </p>
              {post.permalink && (
                <a
                  href={post.permalink}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 inline-flex items-center gap-1 font-semibold text-brand-800 underline"
                >
                  {post.source === "sandbox" ? "View the sandbox post" : "View on Instagram"}{" "}
                  <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * My Posts' results from Instagram (issue 32): the real engagement rate with its formula and
 * count, by language and by content field, the five best posts, the permission prompt when
 * Instagram refused insights, and the import of posts made outside CaptionKaro. Nothing at all
 * for a workspace with no results, no imports and no connection to import from.
 */
export function ResultsPanel() {
  const query = useResultsBreakdown();
  if (query.isError) return <LoadError what="Your results" onRetry={() => query.refetch()} className="mb-6 text-sm" />;
  const results = query.data;
  if (!results) return null;
  const { overall } = results;
  if (!overall && !results.canImport && results.imported.count === 0 && !results.insightsPermissionMissing) return null;
  return (
    <Card className="mb-6" data-testid="results-panel">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <BarChart3 aria-hidden="true" className="h-5 w-5 text-brand-700" /> Results from Instagram
      </h2>
      {results.insightsPermissionMissing && (
        <div className="mt-3">
          <InsightsPermissionPrompt />
        </div>
      )}
      {overall ? (
        <>
          <p className="mt-2" data-testid="results-overall">
            <span className="text-2xl font-bold">{formatPercent(overall.percent)}</span>{" "}
            <span className="text-slate-700">
              average engagement over {postsCount(overall.posts)}
              {overall.importedPosts > 0 ? `, ${overall.importedPosts} of them posted outside CaptionKaro` : ""}
              {overall.sandboxPosts > 0 ? ` (${overall.sandboxPosts} with sandbox figures, not Instagram’s)` : ""}.
            </span>
          </p>
          <p className="mt-1 text-xs text-slate-600" data-testid="results-formula">
            {results.formula}. Each group below is the same average over its own posts.
          </p>
          <div className="mt-4 grid gap-6 lg:grid-cols-2">
            <GroupTable caption="By language" groups={results.byLanguage} testId="results-by-language" />
            <GroupTable caption="By content field" groups={results.byContentField} testId="results-by-field" />
          </div>
          <h3 className="mt-6 font-semibold">Your top {results.topPosts.length} posts</h3>
          <p className="text-xs text-slate-600">
            By engagement rate ({results.postFormula}), of {postsCount(overall.posts)} with results.
          </p>
          <ol className="mt-2" data-testid="top-posts">
            {results.topPosts.map((post, index) => (
              <TopPostItem key={`${post.kind}:${post.id}`} post={post} rank={index + 1} />
            ))}
          </ol>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-700" data-testid="results-none">
          {results.insightsPermissionMissing
            ? "No results yet: Instagram has not allowed CaptionKaro to read your posts’ figures (see above)."
            : "No results yet. A post published through CaptionKaro shows its reach and interactions from an hour after it goes out, and imported posts show theirs once imported."}
        </p>
      )}
      {(results.canImport || results.imported.count > 0) && (
        <ImportBlock
          canImport={results.canImport}
          count={results.imported.count}
          withFigures={results.imported.withFigures}
        />
      )}
    </Card>
  );
}
