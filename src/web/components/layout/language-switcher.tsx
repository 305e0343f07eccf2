import { Languages } from "lucide-react";
import { useState } from "react";
import { LOCALE_OF } from "#contract/i18n/languages.ts";
import { useI18n } from "#web/i18n/i18n.tsx";
import { cn } from "#web/lib/utils.ts";

/**
 * The interface language switcher (issue 30): names the other language in its own script and
 * switches the whole page to it at once (its catalogue is loaded, the cookie remembers it).
 * `onSwitched` lets the signed-in header save the choice on the account too.
 */
export function LanguageSwitcher({
  className,
  labelClassName = "hidden sm:inline",
  onSwitched,
}: {
  className?: string;
  /** Where the language's name shows beside the icon (the signed-in bar has less room). */
  labelClassName?: string;
  onSwitched?: (language: "en" | "hi") => void;
}) {
  const { language, setLanguage, t } = useI18n();
  const [busy, setBusy] = useState(false);
  const other = language === "hi" ? "en" : "hi";
  return (
    <button
      type="button"
      data-testid="language-switcher"
      lang={LOCALE_OF[other]}
      aria-label={t("shell.language.switchTo")}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await setLanguage(other);
          onSwitched?.(other);
        } finally {
          setBusy(false);
        }
      }}
      className={cn(
        "inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 md:h-9",
        className,
      )}
    >
      <Languages aria-hidden="true" className="h-5 w-5 sm:h-4 sm:w-4" />
      {/* A phone's header row is full: there the icon alone (its name is the aria-label). */}
      <span className={labelClassName}>{t("shell.language.other")}</span>
    </button>
  );
}
