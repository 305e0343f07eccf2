import { fillIn } from "#contract/placeholders.ts";
import { type LegalSummary, SUMMARY_WORDS } from "#web/content/legal/hi/types.ts";
import type { LegalText } from "#web/content/legal/types.ts";
import { useI18n } from "#web/i18n/i18n.tsx";
import { formatLongDate } from "#web/lib/format.ts";
import { siteValues } from "#web/lib/site-values.ts";
import { Prose } from "./prose.tsx";

const hindiDate = (day: string) =>
  new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "long", year: "numeric", numberingSystem: "latn" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * A legal page: title, the date its text last changed (en-IN long format), the text. In Hindi the
 * page's Hindi summary comes first, with the note that the English text below governs (decision 809).
 */
export function LegalPage({ text, summary }: { text: LegalText; summary: LegalSummary }) {
  const values = siteValues();
  const { language } = useI18n();
  const english = (
    <>
      <p className="mt-6 text-lg text-slate-800">{fillIn(text.intro, values)}</p>
      <div className="mt-6">
        <Prose blocks={text.blocks} values={values} />
      </div>
    </>
  );
  if (language === "hi") {
    return (
      <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <h1 className="text-3xl font-bold leading-snug sm:text-4xl">{summary.title}</h1>
        <p className="mt-3 text-sm text-slate-600">
          {SUMMARY_WORDS.lastUpdated} <time dateTime={text.lastUpdated}>{hindiDate(text.lastUpdated)}</time>
        </p>
        <section aria-labelledby="legal-summary" className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-5">
          <h2 id="legal-summary" className="text-xl font-semibold">
            {SUMMARY_WORDS.heading}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-slate-800">
            {summary.points.map((point) => (
              <li key={point}>{fillIn(point, values)}</li>
            ))}
          </ul>
          <p className="mt-4 text-sm font-medium text-slate-700">{SUMMARY_WORDS.governs}</p>
        </section>
        <h2 className="mt-10 text-sm font-semibold uppercase tracking-wide text-slate-600">{SUMMARY_WORDS.fullText}</h2>
        <div lang="en-IN">
          <p className="mt-2 text-2xl font-bold">{text.title}</p>
          {english}
        </div>
      </article>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold sm:text-4xl">{text.title}</h1>
      <p className="mt-3 text-sm text-slate-600">
        Last updated: <time dateTime={text.lastUpdated}>{formatLongDate(text.lastUpdated)}</time>
      </p>
      {english}
    </article>
  );
}
