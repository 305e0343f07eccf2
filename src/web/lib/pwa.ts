import { useSyncExternalStore } from "react";
import { SERVICE_WORKER_PATH, TAKE_OVER_MESSAGE } from "#contract/app-manifest.ts";

/**
 * The installed app in the page (issue 34, decisions 751, 753): registering the service worker
 * once the page has loaded and the browser is idle (it never competes with the first load),
 * keeping the browser's install offer for a sensible moment, and whether the network is on;
 * a new version takes over at the next load, never under an open page (decision 768).
 * Part of every page's first chunk, so it stays small; the install card itself is lazy.
 */

/** Chromium's install offer (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** The build (its first script's address) that already loaded its page again after a missing file. */
const RELOADED_FOR = "ck-reloaded-for";

/**
 * The browser's install offer once it made one, whether this visit had a moment for it, and
 * who to tell when either changes. Only kept here; the install card (its own chunk, decision
 * 753) reads it, so the first chunk carries no more than the keeping.
 */
export const installOffer = {
  event: null as InstallPromptEvent | null,
  moment: false,
  listeners: new Set<() => void>(),
  set(change: { event?: InstallPromptEvent | null; moment?: boolean }) {
    Object.assign(this, change);
    for (const listener of this.listeners) listener();
  },
};

/** Starts the service worker after load and keeps the install offer (browser only, production builds). */
export function startPwa() {
  if (typeof window === "undefined") return;
  window.addEventListener("beforeinstallprompt", (event) => {
    // Chromium would show its own mini-bar on the first view; the app offers it later instead.
    event.preventDefault();
    installOffer.set({ event: event as InstallPromptEvent });
  });
  window.addEventListener("appinstalled", () => installOffer.set({ event: null }));
  // A file of the build this page started with could not be loaded: a new version replaced
  // it on the server and no service worker kept the old one (decision 768). A part of the app
  // only loads as a page or tab opens, so loading the address again, now from the new version,
  // loses nothing typed. Once per build in this tab, and not offline, so it cannot loop.
  // Where the browser refuses storage, reading it throws and nothing reloads.
  window.addEventListener("vite:preloadError", () => {
    if (!navigator.onLine || sessionStorage.getItem(RELOADED_FOR) === import.meta.url) return;
    sessionStorage.setItem(RELOADED_FOR, import.meta.url);
    location.reload();
  });
  if (!("serviceWorker" in navigator) || !import.meta.env.PROD) return;
  // A new version of the worker waits (no skipWaiting) until a page that runs that version
  // asks it to take over, which it does only when that page is the only window (decision 768).
  const offer = (worker: ServiceWorker | null) =>
    worker?.postMessage({ type: TAKE_OVER_MESSAGE, build: import.meta.url });
  // Once installed: the browser looks for a new version as the page loads, so one may be
  // installing already when registering resolves, or be found later.
  const offerOnceInstalled = (worker: ServiceWorker | null) =>
    worker?.addEventListener("statechange", () => worker.state === "installed" && offer(worker));
  const register = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
    idle(() => {
      navigator.serviceWorker
        .register(SERVICE_WORKER_PATH)
        .then((registration) => {
          offer(registration.waiting);
          offerOnceInstalled(registration.installing);
          registration.addEventListener("updatefound", () => offerOnceInstalled(registration.installing));
        })
        .catch(() => undefined);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/**
 * Marks this visit as one where the creator finished something (saved, copied or shared a
 * post): a moment to offer the app, where a first view is not (decision 753).
 */
export const markInstallMoment = () => installOffer.set({ moment: true });

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
