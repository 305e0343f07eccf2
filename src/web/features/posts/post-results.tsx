import type { PostResults as Results } from "#contract/insights.ts";
import { formatFigure, resultsAge } from "./format.ts";

const FIGURES = [
  ["Reach", "reach"],
  ["Likes", "likes"],
  ["Comments", "comments"],
  ["Saves", "saves"],
  ["Shares", "shares"],
] as const;

/**
 * A published post's latest figures from Instagram (issue 32): reach, likes, comments, saves and
 * shares, how old they are ("as of 3 h ago", counted here from when they were read), sandbox
 * figures marked as such, and why there are none or no newer ones.
 */
export function PostResults({ results, name }: { results: Results; name: string }) {
  const heading =
    results.source === "sandbox" ? "Sandbox figures (made up, not Instagram's)" : "Results from Instagram";
  return (
    <section
      aria-label={`Results of ${name}`}
      data-testid="post-results"
      className="mt-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm"
    >
      <p className="text-slate-700">
        <span className="font-semibold text-slate-900">{heading}</span>{" "}
        <time dateTime={results.fetchedAt} data-testid="post-results-age">
          {resultsAge(results.fetchedAt)}
        </time>
      </p>
      {results.notEnoughViewers ? (
        <p className="mt-1 text-slate-700">Instagram shows no figures yet: too few people have seen this post.</p>
      ) : (
        <dl className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {FIGURES.map(([label, key]) => (
            <div key={key}>
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900" data-testid={`post-results-${key}`}>
                {formatFigure(results[key])}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {results.stopped === "deleted" && (
        <p className="mt-2 text-slate-700">This post was deleted on Instagram; these are its last figures.</p>
      )}
      {results.stopped === "reconnect" && (
        <p className="mt-2 text-slate-700">
          Newer figures need Instagram connected again:{" "}
          <a href="/account" className="font-semibold text-slate-900 underline">
            connect it on your account page
          </a>
          .
        </p>
      )}
    </section>
  );
}
