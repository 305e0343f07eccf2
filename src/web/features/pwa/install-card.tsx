import { Download, X } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { useT } from "#web/i18n/i18n.tsx";
import { publicConfig } from "#web/lib/public-config.ts";
import { installOffer } from "#web/lib/pwa.ts";

const FIRST_SEEN_KEY = "captionkaro_first_seen";
const DISMISSED_KEY = "captionkaro_install_dismissed";
/** After "Not now" the card stays away this long. */
const DISMISS_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const today = () => new Date().toISOString().slice(0, 10);

const subscribe = (listener: () => void) => {
  installOffer.listeners.add(listener);
  return () => installOffer.listeners.delete(listener);
};

/** The browser's install offer, once it made one (Chromium; Safari installs from its Share menu). */
const useInstallOffer = () =>
  useSyncExternalStore(
    subscribe,
    () => installOffer.event,
    () => null,
  );

/** Whether this visit has had a moment to offer the app (markInstallMoment). */
const useInstallMoment = () =>
  useSyncExternalStore(
    subscribe,
    () => installOffer.moment,
    () => false,
  );

/** Shows the browser's install dialog; the offer can be used once. */
async function acceptInstallOffer(): Promise<"accepted" | "dismissed" | "unavailable"> {
  const offer = installOffer.event;
  if (!offer) return "unavailable";
  installOffer.set({ event: null });
  await offer.prompt();
  return (await offer.userChoice).outcome;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode without storage: the card simply shows again next time.
  }
}

/**
 * Whether this browser first opened the app on an earlier day; the first call records today,
 * so a first visit is never one.
 */
function isReturningVisit(): boolean {
  const first = read(FIRST_SEEN_KEY);
  if (!first) write(FIRST_SEEN_KEY, today());
  return first !== null && first < today();
}

const isDismissed = () => {
  const at = Number(read(DISMISSED_KEY));
  return Number.isFinite(at) && at > 0 && Date.now() - at < DISMISS_DAYS * DAY_MS;
};

/**
 * "Install the app" (issue 34, decision 753): offered to a signed-in creator once the
 * browser allows it and the moment is right — they just saved, copied or shared a post, or
 * they first opened the app on an earlier day — never on a first view, and not again for 30
 * days after "Not now". The app's own card replaces Chromium's automatic mini-bar.
 */
export default function InstallCard() {
  const offer = useInstallOffer();
  const moment = useInstallMoment();
  const [returning, setReturning] = useState(false);
  const [dismissed, setDismissed] = useState(true);
  const t = useT();

  useEffect(() => {
    setReturning(isReturningVisit());
    setDismissed(isDismissed());
  }, []);

  if (!offer || dismissed || !(moment || returning)) return null;

  const notNow = () => {
    write(DISMISSED_KEY, String(Date.now()));
    setDismissed(true);
  };

  return (
    <section
      aria-labelledby="install-card-title"
      data-testid="install-card"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white p-4 shadow-lg sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-sm sm:rounded-xl sm:border"
    >
      <div className="flex items-start gap-3">
        <img src="/icons/icon-192.png" alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded-lg" />
        <div className="min-w-0 flex-1">
          <h2 id="install-card-title" className="font-semibold">
            {t("install.title", { product: publicConfig().productName })}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t("install.text")}</p>
        </div>
        <button
          type="button"
          onClick={notNow}
          className="rounded p-1 text-slate-600 hover:text-slate-900"
          aria-label={t("install.close")}
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <div className="mt-3 flex gap-2">
        <Button size="sm" onClick={() => void acceptInstallOffer()}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {t("install.install")}
        </Button>
        <Button size="sm" variant="outline" onClick={notNow}>
          {t("install.notNow")}
        </Button>
      </div>
    </section>
  );
}
