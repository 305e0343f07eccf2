import type { PostResults as Results } from "#contract/insights.ts";
import { LINK_SLOT, WithLink } from "#web/components/ui/with-link.tsx";
import { useT } from "#web/i18n/i18n.tsx";
import { formatFigure, resultsAge } from "./format.ts";

const FIGURES = ["reach", "likes", "comments", "saves", "shares"] as const;

/**
 * A published post's latest figures from Instagram (issue 32): reach, likes, comments, saves and
 * shares, how old they are ("as of 3 h ago", counted here from when they were read), sandbox
 * figures marked as such, and why there are none or no newer ones.
 */
export function PostResults({ results, name }: { results: Results; name: string }) {
  const t = useT();
  const heading = results.source === "sandbox" ? t("results.post.sandboxHeading") : t("results.title");
  return (
    <section
      aria-label={t("results.post.label", { name })}
      data-testid="post-results"
      className="mt-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm"
    >
      <p className="text-slate-700">
        <span className="font-semibold text-slate-900">{heading}</span>{" "}
        <time dateTime={results.fetchedAt} data-testid="post-results-age">
          {resultsAge(t, results.fetchedAt)}
        </time>
      </p>
      {results.notEnoughViewers ? (
        <p className="mt-1 text-slate-700">{t("results.post.tooFew")}</p>
      ) : (
        <dl className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {FIGURES.map((key) => (
            <div key={key}>
              <dt className="text-xs text-slate-600">{t(`results.figure.${key}`)}</dt>
              <dd className="font-semibold text-slate-900" data-testid={`post-results-${key}`}>
                {formatFigure(results[key])}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {results.stopped === "deleted" && <p className="mt-2 text-slate-700">{t("results.post.deleted")}</p>}
      {results.stopped === "reconnect" && (
        <p className="mt-2 text-slate-700">
          <WithLink
            text={t("results.post.reconnect", { link: LINK_SLOT })}
            link={
              <a href="/account" className="font-semibold text-slate-900 underline">
                {t("results.post.reconnectLink")}
              </a>
            }
          />
        </p>
      )}
    </section>
  );
}
