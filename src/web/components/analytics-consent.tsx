import { useEffect, useState } from "react";
import { ANALYTICS_CONSENT_KEY } from "#contract/analytics-values.ts";
import { useT } from "../i18n/i18n.tsx";
import { trackPage } from "../lib/analytics.ts";
import { Button } from "./ui/button.tsx";

type Choice = "granted" | "denied";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function storedChoice(): Choice | undefined {
  try {
    const value = localStorage.getItem(ANALYTICS_CONSENT_KEY);
    return value === "granted" || value === "denied" ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Loads the Google tag once; from then on lib/analytics.ts hands it the same page views and events. */
function loadGtag(id: string) {
  if (window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, as its own snippet pushes it.
    // biome-ignore lint/complexity/noArguments: the tag's documented calling convention
    window.dataLayer?.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", id, { send_page_view: false });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
  window.gtag("event", "page_view", { page_path: location.pathname });
}

/**
 * The operator's third-party tag (ANALYTICS_GTAG_ID), only with the visitor's consent
 * (decision 553): a banner asks until they choose; the choice is kept in localStorage (no
 * cookie) and can be changed from the line under the footer. Nothing of Google's is loaded
 * before "Allow". Its own chunk: fetched only when a tag is configured.
 */
export default function AnalyticsConsent({ id }: { id: string }) {
  const [choice, setChoice] = useState<Choice | undefined>(storedChoice);
  const t = useT();

  useEffect(() => {
    if (choice === "granted") loadGtag(id);
  }, [choice, id]);

  const choose = (value: Choice) => {
    try {
      localStorage.setItem(ANALYTICS_CONSENT_KEY, value);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    setChoice(value);
    if (value === "granted") trackPage(location.pathname);
  };

  if (choice) {
    return (
      <p className="bg-slate-50 pb-4 text-center text-xs text-slate-600" data-testid="analytics-choice">
        {t(choice === "granted" ? "site.analytics.on" : "site.analytics.off")}{" "}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => {
            try {
              localStorage.removeItem(ANALYTICS_CONSENT_KEY);
            } catch {}
            // A loaded tag cannot be unloaded: a fresh page starts without it.
            if (choice === "granted") location.reload();
            else setChoice(undefined);
          }}
        >
          {t("site.analytics.change")}
        </button>
      </p>
    );
  }
  return (
    <section
      aria-label={t("site.analytics.region")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white p-4 shadow-lg"
      data-testid="analytics-consent"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">{t("site.analytics.ask")}</p>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" onClick={() => choose("denied")}>
            {t("site.analytics.decline")}
          </Button>
          <Button onClick={() => choose("granted")}>{t("site.analytics.allow")}</Button>
        </div>
      </div>
    </section>
  );
}
