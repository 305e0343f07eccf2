import { useState } from "react";
import { LANGUAGES, type LanguageCode } from "#contract/languages.ts";
import { actionFitsLanguage, type RewriteAction, rewriteActionLabel, rewriteActionsFor } from "#contract/rewrite.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { publicConfig } from "#web/lib/public-config.ts";

/**
 * One-tap rewrites under a result (issue 28): only the actions the configured engine can do
 * (the built-in writer: Shorter and Translate), then Undo, which brings back the post as it
 * was shown before the last rewrite.
 */
export function RewriteBar({
  language,
  rewriting,
  disabled,
  canUndo,
  onRewrite,
  onUndo,
}: {
  /** The language the shown post is written in. */
  language: LanguageCode;
  rewriting: RewriteAction | null;
  disabled: boolean;
  canUndo: boolean;
  onRewrite: (action: RewriteAction, targetLanguage?: LanguageCode) => void;
  onUndo: () => void;
}) {
  const actions = rewriteActionsFor(publicConfig().offlineWriter).filter((a) => actionFitsLanguage(a, language));
  const others = LANGUAGES.filter((l) => l.code !== language);
  const [target, setTarget] = useState<LanguageCode>(others[0]?.code ?? "english");
  const chosen = others.some((l) => l.code === target) ? target : (others[0]?.code ?? "english");
  const busy = disabled || rewriting !== null;
  return (
    <fieldset className="mt-3" aria-busy={rewriting !== null} data-testid="rewrite-bar">
      <legend className="text-sm font-medium text-slate-800">Rewrite in one tap</legend>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        {actions
          .filter((action) => action !== "translate")
          .map((action) => (
            <Button
              key={action}
              type="button"
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => onRewrite(action)}
            >
              {rewriting === action ? "Rewriting…" : rewriteActionLabel(action, language)}
            </Button>
          ))}
        {actions.includes("translate") && (
          <span className="inline-flex items-center gap-2">
            <label htmlFor="rewrite-target" className="sr-only">
              Language to translate to
            </label>
            <Select
              id="rewrite-target"
              className="h-9 w-auto text-sm"
              value={chosen}
              disabled={busy}
              onChange={(event) => setTarget(event.target.value as LanguageCode)}
            >
              {others.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.label}
                </option>
              ))}
            </Select>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => onRewrite("translate", chosen)}
            >
              {rewriting === "translate" ? "Translating…" : "Translate"}
            </Button>
          </span>
        )}
        {canUndo && (
          <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={onUndo}>
            Undo rewrite
          </Button>
        )}
      </div>
      <p className="mt-1 text-xs text-slate-600">
        A rewrite starts from the generated text (your edits are replaced; Undo brings them back) and uses one caption
        of your plan.
      </p>
    </fieldset>
  );
}
