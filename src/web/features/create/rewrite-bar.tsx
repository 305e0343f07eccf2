import { useState } from "react";
import { LANGUAGES, type LanguageCode } from "#contract/languages.ts";
import { actionFitsLanguage, type RewriteAction, rewriteActionsFor } from "#contract/rewrite.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { type Translate, useT } from "#web/i18n/i18n.tsx";
import { publicConfig } from "#web/lib/public-config.ts";

/** The button's words for an action on a post in `language` ("Pure Tamil", "Add Hinglish"), in the interface language. */
export function rewriteActionText(t: Translate, action: Exclude<RewriteAction, "translate">, language: LanguageCode) {
  if (action === "add_hinglish")
    return t(language === "hindi" ? "create.rewrite.addHinglish" : "create.rewrite.mixEnglish");
  if (action === "pure_language") return t("create.rewrite.pure", { language: t(`languages.${language}`) });
  return t(`create.rewrite.${action}`);
}

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
  const t = useT();
  const actions = rewriteActionsFor(publicConfig().offlineWriter).filter((a) => actionFitsLanguage(a, language));
  const others = LANGUAGES.filter((l) => l.code !== language);
  const [target, setTarget] = useState<LanguageCode>(others[0]?.code ?? "english");
  const chosen = others.some((l) => l.code === target) ? target : (others[0]?.code ?? "english");
  const busy = disabled || rewriting !== null;
  return (
    <fieldset className="mt-3" aria-busy={rewriting !== null} data-testid="rewrite-bar">
      <legend className="text-sm font-medium text-slate-800">{t("create.rewrite.title")}</legend>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        {actions
          .filter((action): action is Exclude<RewriteAction, "translate"> => action !== "translate")
          .map((action) => (
            <Button
              key={action}
              type="button"
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => onRewrite(action)}
            >
              {rewriting === action ? t("create.rewrite.rewriting") : rewriteActionText(t, action, language)}
            </Button>
          ))}
        {actions.includes("translate") && (
          <span className="inline-flex items-center gap-2">
            <label htmlFor="rewrite-target" className="sr-only">
              {t("create.rewrite.target")}
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
                  {t(`languages.${l.code}`)}
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
              {rewriting === "translate" ? t("create.rewrite.translating") : t("create.rewrite.translate")}
            </Button>
          </span>
        )}
        {canUndo && (
          <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={onUndo}>
            {t("create.rewrite.undo")}
          </Button>
        )}
      </div>
      <p className="mt-1 text-xs text-slate-600">{t("create.rewrite.hint")}</p>
    </fieldset>
  );
}
