import type { GenerateResponse } from "#contract/captions.ts";
import { type Translate, useT } from "#web/i18n/i18n.tsx";
import { publicConfig } from "#web/lib/public-config.ts";
import { cn } from "#web/lib/utils.ts";
import { estimateBadge } from "./post-text.ts";
import type { Scores } from "./use-generation.ts";

/** Where the shown estimates come from, or that there is none (decision 460). */
function estimateBasisText(t: Translate, scores: Scores | null): string {
  const parts: string[] = [];
  if (scores?.engagement !== undefined && scores.engagementBasis)
    parts.push(t("create.summary.engagementBasis", { basis: scores.engagementBasis }));
  else parts.push(t("create.summary.noEngagement"));
  if (scores?.uniqueness !== undefined) parts.push(t("create.summary.uniquenessBasis"));
  return parts.join(" ");
}

function EstimateBadge({ name, score }: { name: "engagement" | "uniqueness"; score: number }) {
  const { label, text } = estimateBadge(useT(), name, score);
  return (
    <span
      data-testid={`${name}-estimate`}
      className={cn(
        "inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold",
        label === "High" && "bg-green-100 text-green-900",
        label === "Medium" && "bg-amber-100 text-amber-950",
        label === "Low" && "bg-slate-100 text-slate-800",
      )}
    >
      {text}
    </span>
  );
}

/** Above the post: who wrote it, the estimates with their basis, and the variations to choose from. */
export function GenerationSummary({
  response,
  scores,
  variation,
  onChooseVariation,
}: {
  response: GenerateResponse;
  scores: Scores | null;
  variation: number;
  onChooseVariation: (index: number) => void;
}) {
  const t = useT();
  const variations = response.variations;
  return (
    <div className="mt-3 space-y-2">
      {response.engine === "offline" && (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800" data-testid="engine-label">
          <span className="font-semibold">{t("create.summary.offlineTitle")}</span>{" "}
          {t("create.summary.offlineText", { product: publicConfig().productName })}
        </p>
      )}
      {response.fallbackNote && <p className="text-sm text-amber-900">{response.fallbackNote}</p>}
      {scores && (scores.engagement !== undefined || scores.uniqueness !== undefined) && (
        <div className="flex flex-wrap gap-2">
          {scores.engagement !== undefined && <EstimateBadge name="engagement" score={scores.engagement} />}
          {scores.uniqueness !== undefined && <EstimateBadge name="uniqueness" score={scores.uniqueness} />}
        </div>
      )}
      {scores?.pattern && <p className="text-sm text-slate-700">{scores.pattern}</p>}
      <p className="text-xs text-slate-600" data-testid="estimate-basis">
        {estimateBasisText(t, scores)}
      </p>
      {variations.length > 1 && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t("create.summary.variations")}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {variations.map((v, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: the server's variations keep their order
                key={`${i}-${v.postHeading}`}
                type="button"
                aria-pressed={variation === i}
                onClick={() => onChooseVariation(i)}
                className={cn(
                  "min-h-9 rounded-lg border px-3 text-sm font-medium",
                  variation === i
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
                )}
              >
                {t("create.summary.variation", { number: i + 1 })}
              </button>
            ))}
          </div>
          <p className="mt-1 text-xs text-slate-600">{t("create.summary.variationHint")}</p>
        </fieldset>
      )}
    </div>
  );
}
