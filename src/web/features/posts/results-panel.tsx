import { BarChart3, Download, ExternalLink } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { CONTENT_FIELDS, type ContentField } from "#contract/captions.ts";
import { LOCALE_OF } from "#contract/i18n/languages.ts";
import { IMPORT_MEDIA_LIMIT, type ResultsGroup, type TopPost } from "#contract/insights.ts";
import { LANGUAGES, type LanguageCode } from "#contract/languages.ts";
import { formatIstDateIn, formatIstDateTimeIn } from "#contract/local-dates.ts";
import { useToast } from "#web/components/toaster.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { LoadError } from "#web/components/ui/load-error.tsx";
import { LINK_SLOT, WithLink } from "#web/components/ui/with-link.tsx";
import { type Translate, useI18n, useT } from "#web/i18n/i18n.tsx";
import { serverMessage } from "#web/lib/form-errors.ts";
import { useInstagramImport, useStartImport } from "../instagram/queries.ts";
import { excerpt, formatFigure, formatPercent, formulaIn, importOutcomeText, resultsAge } from "./format.ts";
import { useResultsBreakdown } from "./queries.ts";

/**
 * The non-blocking prompt of an account whose insights permission is missing (issue 32): why
 * results stopped, that one new connection brings them back, and that publishing goes on.
 */
export function InsightsPermissionPrompt() {
  const t = useT();
  return (
    <div
      role="status"
      data-testid="insights-permission-prompt"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="font-semibold">{t("results.permission.title")}</p>
      <p className="mt-1">{t("results.permission.text")}</p>
      <Link href="/account" className="mt-2 inline-block font-semibold underline">
        {t("results.permission.connect")}
      </Link>
    </div>
  );
}

const LANGUAGE_CODES = new Set<string>(LANGUAGES.map((language) => language.code));
const FIELD_CODES = new Set<string>(CONTENT_FIELDS);

/** A group's name in the interface language: the language or field by its code, or "Not recorded". */
function groupLabel(t: Translate, group: ResultsGroup, labelOf: (key: string) => string): string {
  if (group.key !== null) return labelOf(group.key);
  return group.importedPosts > 0 && group.importedPosts === group.posts
    ? t("results.notRecordedOutside")
    : t("results.notRecorded");
}

/** One breakdown (by language or by content field) as a table: each group's rate and its posts. */
function GroupTable({
  caption,
  column,
  groups,
  testId,
  labelOf,
}: {
  caption: string;
  column: string;
  groups: ResultsGroup[];
  testId: string;
  labelOf: (key: string) => string;
}) {
  const t = useT();
  return (
    <table className="w-full text-sm" data-testid={testId}>
      <caption className="mb-1 text-left font-semibold text-slate-900">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
          <th scope="col" className="py-1 pr-2 font-medium">
            {column}
          </th>
          <th scope="col" className="py-1 pr-2 text-right font-medium">
            {t("results.column.engagement")}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {t("results.column.posts")}
          </th>
        </tr>
      </thead>
      <tbody>
        {groups.map((group) => (
          <tr key={group.key ?? "none"} className="border-b border-slate-100" data-testid={`${testId}-row`}>
            <th scope="row" className="py-1.5 pr-2 text-left font-normal">
              {groupLabel(t, group, labelOf)}
              {group.sandboxPosts > 0 && <span className="text-xs text-slate-600"> {t("results.sandboxGroup")}</span>}
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
  const { t, language } = useI18n();
  const outside = post.kind === "imported";
  const name = post.title ?? (excerpt(post.caption, 60) || t("results.noCaptionPost"));
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
              {t("results.outside")}
            </span>
          )}
          {post.source === "sandbox" && (
            <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-800">
              {t("results.sandbox")}
            </span>
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
          {t("results.top.figures", {
            interactions: formatFigure(post.totalInteractions),
            reach: formatFigure(post.reach),
          })}{" "}
          {post.ageBucket
            ? t("results.top.at", { age: t(`results.age.${post.ageBucket}`) })
            : t("results.top.atImport")}
          {post.publishedAt
            ? ` · ${t("results.top.posted", { date: formatIstDateIn(LOCALE_OF[language], post.publishedAt) })}`
            : ""}
        </p>
        {post.permalink && (
          <a
            href={post.permalink}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline"
          >
            {post.source === "sandbox" ? t("results.viewSandbox") : t("results.viewInstagram")}{" "}
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
  const { t, language } = useI18n();
  const locale = LOCALE_OF[language];
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
      toast({ title: t("results.import.notStarted"), description: serverMessage(error), variant: "destructive" });
    }
  }

  return (
    <section
      aria-labelledby="import-heading"
      className="mt-6 border-t border-slate-200 pt-4"
      data-testid="import-block"
    >
      <h3 id="import-heading" className="font-semibold">
        {t("results.import.title")}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t("results.import.text", { limit: IMPORT_MEDIA_LIMIT })}</p>
      <p className="mt-2 text-sm text-slate-700" data-testid="import-summary">
        {count === 0 ? t("results.import.none") : t("results.import.summary", { count, withFigures })}
        {data?.status === "done" && data.finishedAt
          ? ` ${t("results.import.last", { date: formatIstDateTimeIn(locale, data.finishedAt) })}`
          : ""}
      </p>
      {data?.status === "done" && data.outcome && (
        <p className="mt-1 text-sm text-slate-700" data-testid="import-outcome">
          {importOutcomeText(t, data.outcome)}
        </p>
      )}
      {running && (
        <p role="status" className="mt-2 text-sm font-semibold text-sky-900">
          {t("results.import.running")}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {canImport && (
          <Button size="sm" disabled={running || Boolean(waitUntil)} onClick={startImport}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {count === 0 ? t("results.import.start") : t("results.import.again")}
          </Button>
        )}
        {waitUntil && !running && (
          <span className="text-sm text-slate-600">
            {t("results.import.next", { date: formatIstDateTimeIn(locale, waitUntil) })}
          </span>
        )}
        {!canImport && count === 0 && (
          <span className="text-sm text-slate-600">
            <WithLink
              text={t("results.import.managerOnly", { link: LINK_SLOT })}
              link={
                <Link href="/account" className="underline">
                  {t("results.import.accountPage")}
                </Link>
              }
            />
          </span>
        )}
        {count > 0 && (
          <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? t("results.import.hide") : t("results.import.show", { count })}
          </Button>
        )}
      </div>
      {open && data && (
        <ul aria-label={t("results.import.listLabel")} className="mt-3 space-y-2" data-testid="imported-posts">
          {data.posts.map((post) => (
            <li
              key={post.mediaId}
              className="rounded-md border border-slate-200 p-2 text-sm"
              data-testid="imported-post"
            >
              <p className="flex flex-wrap items-center gap-2">
                <span className="rounded bg-violet-100 px-1.5 py-0.5 text-xs font-semibold text-violet-900">
                  {t("results.outside")}
                </span>
                {post.postedAt && <span className="text-slate-600">{formatIstDateIn(locale, post.postedAt)}</span>}
              </p>
              <p className="mt-1 line-clamp-2 break-words" dir="auto">
                {post.caption ? excerpt(post.caption, 160) : t("results.import.noCaption")}
              </p>
              <p className="mt-1 text-slate-700">
                {!post.results
                  ? t("results.import.noFigures")
                  : post.results.notEnoughViewers
                    ? t("results.import.tooFew")
                    : t("results.import.figures", {
                        reach: formatFigure(post.results.reach),
                        likes: formatFigure(post.results.likes),
                        comments: formatFigure(post.results.comments),
                        saves: formatFigure(post.results.saves),
                        shares: formatFigure(post.results.shares),
                      })}
                {post.results
                  ? ` ${t(post.results.source === "sandbox" ? "results.import.ageSandbox" : "results.import.age", {
                      age: resultsAge(t, post.results.fetchedAt),
                    })}`
                  : ""}
              </p>
              {post.permalink && (
                <a
                  href={post.permalink}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 inline-flex items-center gap-1 font-semibold text-brand-800 underline"
                >
                  {post.source === "sandbox" ? t("results.viewSandbox") : t("results.viewInstagram")}{" "}
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
  const t = useT();
  const query = useResultsBreakdown();
  if (query.isError)
    return <LoadError what={t("results.loadWhat")} onRetry={() => query.refetch()} className="mb-6 text-sm" />;
  const results = query.data;
  if (!results) return null;
  const { overall } = results;
  if (!overall && !results.canImport && results.imported.count === 0 && !results.insightsPermissionMissing) return null;
  return (
    <Card className="mb-6" data-testid="results-panel">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <BarChart3 aria-hidden="true" className="h-5 w-5 text-brand-700" /> {t("results.title")}
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
              {t("results.overall", {
                count: overall.posts,
                imported: overall.importedPosts,
                sandbox: overall.sandboxPosts,
              })}
            </span>
          </p>
          <p className="mt-1 text-xs text-slate-600" data-testid="results-formula">
            {t("results.formulaNote", { formula: formulaIn(t, results.formula) })}
          </p>
          <div className="mt-4 grid gap-6 lg:grid-cols-2">
            <GroupTable
              caption={t("results.byLanguage")}
              column={t("results.column.language")}
              groups={results.byLanguage}
              testId="results-by-language"
              labelOf={(key) => (LANGUAGE_CODES.has(key) ? t(`languages.${key as LanguageCode}`) : key)}
            />
            <GroupTable
              caption={t("results.byField")}
              column={t("results.column.field")}
              groups={results.byContentField}
              testId="results-by-field"
              labelOf={(key) => (FIELD_CODES.has(key) ? t(`create.field.${key as ContentField}`) : key)}
            />
          </div>
          <h3 className="mt-6 font-semibold">{t("results.topTitle", { count: results.topPosts.length })}</h3>
          <p className="text-xs text-slate-600">
            {t("results.topBy", { formula: formulaIn(t, results.postFormula), count: overall.posts })}
          </p>
          <ol className="mt-2" data-testid="top-posts">
            {results.topPosts.map((post, index) => (
              <TopPostItem key={`${post.kind}:${post.id}`} post={post} rank={index + 1} />
            ))}
          </ol>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-700" data-testid="results-none">
          {results.insightsPermissionMissing ? t("results.nonePermission") : t("results.none")}
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
