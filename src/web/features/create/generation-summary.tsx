import type { GenerateResponse } from "#contract/captions.ts";
import { publicConfig } from "#web/lib/public-config.ts";
import { cn } from "#web/lib/utils.ts";
import { estimateBadge } from "./post-text.ts";
import type { Scores } from "./use-generation.ts";

/** Where the shown estimates come from, or that there is none (decision 460). */
function estimateBasisText(scores: Scores | null): string {
  const parts: string[] = [];
  if (scores?.engagement !== undefined && scores.engagementBasis) parts.push(`Engagement: ${scores.engagementBasis}`);
  else
    parts.push(
      "No engagement estimate for this caption: one is shown only when an AI model gives its reason, and the built-in writer does not guess.",
    );
  if (scores?.uniqueness !== undefined)
    parts.push("Uniqueness: how little the caption's words overlap your last 20 captions.");
  return parts.join(" ");
}

function EstimateBadge({ name, score }: { name: string; score: number }) {
  const { label, text } = estimateBadge(score);
  return (
    <span
      data-testid={`${name.toLowerCase()}-estimate`}
      className={cn(
        "inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold",
        label === "High" && "bg-green-100 text-green-900",
        label === "Medium" && "bg-amber-100 text-amber-950",
        label === "Low" && "bg-slate-100 text-slate-800",
      )}
    >
      {name}: {text} · estimate
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
  const variations = response.variations;
  return (
    <div className="mt-3 space-y-2">
      {response.engine === "offline" && (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800" data-testid="engine-label">
          <span className="font-semibold">Written by the offline writer</span> — {publicConfig().productName}
          's built-in writer, which works without an AI model. It describes only what it could see in your photos.
        </p>
      )}
      {response.fallbackNote && <p className="text-sm text-amber-900">{response.fallbackNote}</p>}
      {scores && (scores.engagement !== undefined || scores.uniqueness !== undefined) && (
        <div className="flex flex-wrap gap-2">
          {scores.engagement !== undefined && <EstimateBadge name="Engagement" score={scores.engagement} />}
          {scores.uniqueness !== undefined && <EstimateBadge name="Uniqueness" score={scores.uniqueness} />}
        </div>
      )}
      {scores?.pattern && <p className="text-sm text-slate-700">{scores.pattern}</p>}
      <p className="text-xs text-slate-600" data-testid="estimate-basis">
        {estimateBasisText(scores)}
      </p>
      {variations.length > 1 && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Variations</legend>
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
                Variation {i + 1}
              </button>
            ))}
          </div>
          <p className="mt-1 text-xs text-slate-600">Choosing a variation replaces your edits.</p>
        </fieldset>
      )}
    </div>
  );
}
