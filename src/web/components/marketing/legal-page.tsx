import { fillIn } from "#contract/placeholders.ts";
import type { LegalText } from "#web/content/legal/types.ts";
import { formatLongDate } from "#web/lib/format.ts";
import { siteValues } from "#web/lib/site-values.ts";
import { Prose } from "./prose.tsx";

/** A legal page: title, the date its text last changed (en-IN long format), the text. */
export function LegalPage({ text }: { text: LegalText }) {
  const values = siteValues();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold sm:text-4xl">{text.title}</h1>
      <p className="mt-3 text-sm text-slate-600">
        Last updated: <time dateTime={text.lastUpdated}>{formatLongDate(text.lastUpdated)}</time>
      </p>
      <p className="mt-6 text-lg text-slate-800">{fillIn(text.intro, values)}</p>
      <div className="mt-6">
        <Prose blocks={text.blocks} values={values} />
      </div>
    </article>
  );
}
