import { useT } from "#web/i18n/i18n.tsx";
import { cn } from "#web/lib/utils.ts";

/** "<what> could not be loaded. Try again": a list that failed to load, with a retry. */
export function LoadError({ what, onRetry, className }: { what: string; onRetry: () => void; className?: string }) {
  const t = useT();
  return (
    <p role="alert" className={cn(className ?? "rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900")}>
      {t("common.loadError", { what })}{" "}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        {t("common.tryAgain")}
      </button>
    </p>
  );
}
