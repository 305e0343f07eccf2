import { useSyncExternalStore } from "react";
import { SERVICE_WORKER_PATH } from "#contract/app-manifest.ts";

/**
 * The installed app in the page (issue 34, decisions 751, 753): registering the service worker
 * once the page has loaded and the browser is idle (it never competes with the first load),
 * keeping the browser's install offer for a sensible moment, and whether the network is on.
 * Part of every page's first chunk, so it stays small; the install card itself is lazy.
 */

/** Chromium's install offer (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let installOffer: InstallPromptEvent | null = null;
const offerListeners = new Set<() => void>();
const changed = () => {
  for (const listener of offerListeners) listener();
};

/** Starts the service worker after load and keeps the install offer (browser only, production builds). */
export function startPwa() {
  if (typeof window === "undefined") return;
  window.addEventListener("beforeinstallprompt", (event) => {
    // Chromium would show its own mini-bar on the first view; the app offers it later instead.
    event.preventDefault();
    installOffer = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener("appinstalled", () => {
    installOffer = null;
    changed();
  });
  if (!("serviceWorker" in navigator) || !import.meta.env.PROD) return;
  const register = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
    idle(() => {
      navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => undefined);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

const subscribeOffer = (listener: () => void) => {
  offerListeners.add(listener);
  return () => offerListeners.delete(listener);
};

/** The browser's install offer, once it made one (Chromium; Safari installs from its Share menu). */
export const useInstallOffer = () =>
  useSyncExternalStore(
    subscribeOffer,
    () => installOffer,
    () => null,
  );

let hasDoneSomething = false;
const subscribeMoment = (listener: () => void) => subscribeOffer(listener);

/**
 * Marks this visit as one where the creator finished something (saved, copied or shared a
 * post): a moment to offer the app, where a first view is not (decision 753).
 */
export function markInstallMoment() {
  hasDoneSomething = true;
  changed();
}

/** Whether this visit has had such a moment. */
export const useInstallMoment = () =>
  useSyncExternalStore(
    subscribeMoment,
    () => hasDoneSomething,
    () => false,
  );

/** Shows the browser's install dialog; the offer can be used once. */
export async function acceptInstallOffer(): Promise<"accepted" | "dismissed" | "unavailable"> {
  const offer = installOffer;
  if (!offer) return "unavailable";
  installOffer = null;
  changed();
  await offer.prompt();
  return (await offer.userChoice).outcome;
}

const subscribeOnline = (listener: () => void) => {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
};

/** Whether the browser says it has a network (true while rendering on the server). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
