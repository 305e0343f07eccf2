import { useQueryClient } from "@tanstack/react-query";
import { useT } from "#web/i18n/i18n.tsx";
import { AUTH_QUERY_KEY } from "#web/lib/auth.ts";
import { publicConfig } from "#web/lib/public-config.ts";
import { useOnline } from "#web/lib/pwa.ts";

/**
 * Where the server could not say who is signed in (offline, or it failed), a page that
 * differs by account waits for it instead of sending the creator to sign in.
 */
export default function UnreachablePage() {
  const online = useOnline();
  const queryClient = useQueryClient();
  const t = useT();
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center" data-testid="offline-page">
      <h1 className="text-2xl font-bold">
        {online ? t("site.unreachable.title", { product: publicConfig().productName }) : t("site.unreachable.offline")}
      </h1>
      <p className="mt-3 text-slate-700">{t(online ? "site.unreachable.text" : "site.unreachable.offlineText")}</p>
      <button
        type="button"
        className="mt-6 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        onClick={() => void queryClient.refetchQueries({ queryKey: AUTH_QUERY_KEY })}
      >
        {t("site.tryAgain")}
      </button>
    </div>
  );
}
