import { useEffect, useState } from "react";
import { LOCALE_OF } from "#contract/i18n/languages.ts";
import { formatIstTimeIn } from "#contract/local-dates.ts";
import type { Publication } from "#contract/posts.ts";
import { useI18n } from "#web/i18n/i18n.tsx";

/** The clock the "so far" minutes count from, ticking while something is in progress. */
function useNow(everyMs: number | null): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (everyMs === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * A publication whose media the destination is processing (a Reel's video takes minutes,
 * decision 810): since when, how many status checks so far and the last answer, as the
 * publication record knows them. No percentage (Instagram gives none): the bar is indeterminate.
 * The list asks for the post again while it publishes (queries.ts), so this moves by itself.
 */
export function PublishProgress({ publication }: { publication: Publication }) {
  const { t, language } = useI18n();
  const locale = LOCALE_OF[language];
  const { processing, destinationName: destination } = publication;
  const now = useNow(processing ? 15_000 : null);
  if (!processing) return null;
  const minutes = processing.since ? Math.max(0, Math.floor((now - Date.parse(processing.since)) / 60_000)) : null;
  return (
    <div
      data-testid="publish-progress"
      className="mt-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950"
    >
      <p role="status" className="font-semibold">
        {t("posts.processing.title", { destination })}
      </p>
      <progress
        className="mt-2 block h-2 w-full accent-sky-700"
        aria-label={t("posts.processing.bar", { destination })}
      />
      {processing.since && minutes !== null && (
        <p className="mt-2" data-testid="publish-progress-since">
          <time dateTime={processing.since}>
            {t("posts.processing.since", { time: formatIstTimeIn(locale, processing.since), minutes })}
          </time>
        </p>
      )}
      <p className="mt-1" data-testid="publish-progress-checks">
        {processing.statusChecks === 0 || !processing.lastStatus || !processing.lastCheckedAt
          ? t("posts.processing.waiting", { destination })
          : t("posts.processing.checks", {
              count: processing.statusChecks,
              time: formatIstTimeIn(locale, processing.lastCheckedAt),
              status: processing.lastStatus,
            })}
      </p>
      <p className="mt-1 text-sky-900">{t("posts.processing.note", { destination })}</p>
    </div>
  );
}
