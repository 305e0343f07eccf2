/**
 * The service worker (issue 34, decisions 751–753), built by vite-plugin-pwa's injectManifest
 * into dist/web/sw.js with Workbox. What it keeps, and where:
 * - the precache (Workbox): the build's scripts, styles, Latin fonts and icons — the same for
 *   everyone;
 * - SHELL: the app's HTML fetched without cookies, shown for a page never opened online;
 * - PAGES: each page's HTML as last served, shown when the network is off (no account data is
 *   in a page's HTML: the app asks the API for it);
 * - ASSETS: other hashed build files once used (other scripts' fonts, the admin's charts);
 * - SHARED_FILES_CACHE: photos shared into the app until Create Post uploads them.
 * Never: an /api/ or /objects/ answer. Signing out (the navigation to /api/logout) empties
 * PAGES and the shared files.
 * Updates (decision 768): a new version waits (no skipWaiting) while a window runs the old one,
 * whose precache keeps serving the old build's files after the server has dropped them. It
 * takes over when no window is open, or when the only window is a page of its own build (the
 * next load: pages come from the network first) and asks it to. Taking over, it drops what
 * the old version kept for its build: its pages and other files, and its shell.
 */
import { cleanupOutdatedCaches, getCacheKeyForURL, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import {
  SHARE_TARGET_PATH,
  SHARED_FILE_NAME_HEADER,
  SHARED_FILE_PREFIX,
  SHARED_FILES_CACHE,
  SHARED_FILES_FIELD,
  SHARED_PARAM,
  TAKE_OVER_MESSAGE,
} from "#contract/app-manifest.ts";
import { UPLOAD_BATCH_MAX } from "#contract/library-limits.ts";
import { SIGNED_OUT_META } from "#contract/session-hint.ts";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const SHELL = "ck-shell-v1";
const PAGES = "ck-pages-v1";
const ASSETS = "ck-assets-v1";
/** Any query string keeps "/" from being rendered on the server for one visitor's state. */
const SHELL_URL = "/?app-shell";
/** A new version's shell, kept aside until it takes over: the old version's pages may still need theirs. */
const NEXT_SHELL_URL = "/?app-shell&next";
const LOGOUT_PATH = "/api/logout";

const isPrivatePath = (pathname: string) =>
  pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/objects/");

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * A kept page without the server's "signed out" hint: offline, the app cannot know who is
 * signed in, so it asks (and, unable to, shows its offline state) rather than trusting a page
 * kept from before the creator signed in.
 */
async function withoutSignedOutHint(response: Response): Promise<Response> {
  const html = (await response.text()).replace(new RegExp(`<meta name="${SIGNED_OUT_META}"[^>]*>`), "");
  return new Response(html, { status: response.status, headers: response.headers });
}

/**
 * The app shell for offline use, fetched without cookies, so it is nobody's. Kept aside until
 * this version takes over: it names this build's files, which the old version does not hold.
 */
async function cacheShell() {
  const response = await fetch(SHELL_URL, { credentials: "omit", cache: "no-store" });
  if (!response.ok) return;
  const cache = await caches.open(SHELL);
  await cache.put(NEXT_SHELL_URL, response);
}

/** This version's shell replaces the old one's (which names files no longer kept), or none. */
async function takeShell() {
  const cache = await caches.open(SHELL);
  const next = await cache.match(NEXT_SHELL_URL);
  if (next) await cache.put(SHELL_URL, next);
  else await cache.delete(SHELL_URL);
  await cache.delete(NEXT_SHELL_URL);
}

self.addEventListener("install", (event) => {
  // The shell is a convenience: an install must not fail because the server was busy.
  event.waitUntil(cacheShell().catch(() => undefined));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // No window runs the old build now. Its pages and runtime-kept files name files of that
      // build, which the precache has just dropped: shown offline, they would be blank.
      await Promise.all([caches.delete(PAGES), caches.delete(ASSETS), takeShell()]);
      // The first install takes over the open page, so it works offline without a reload; an
      // update takes over the one page of its own build that asked (below).
      await self.clients.claim();
    })(),
  );
});

/** How often, and how far apart, a take-over request looks for other windows. */
const TAKE_OVER_LOOKS = 20;
const TAKE_OVER_LOOK_MS = 500;

/**
 * A page asks this version, installed and waiting, to take over (decision 768). Only a page
 * running this very build (its first script is in this precache) and alone: another window
 * may run the old build, whose files this version's precache no longer holds, or be half-way
 * through a post.
 */
self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; build?: unknown } | null;
  const source = event.source;
  if (data?.type !== TAKE_OVER_MESSAGE || typeof data.build !== "string" || !(source instanceof WindowClient)) return;
  const isThisBuild = getCacheKeyForURL(data.build) !== undefined;
  if (!isThisBuild) return;
  event.waitUntil(
    (async () => {
      // Right after a reload the page it replaced may still be listed for a moment (longer on a
      // busy phone): look again for a few seconds before deciding another window is open.
      for (let look = 0; look < TAKE_OVER_LOOKS; look++) {
        const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
        // A request from a window that has since closed (or loaded another page) lapses with it.
        if (!windows.some((client) => client.id === source.id)) return;
        if (windows.every((client) => client.id === source.id)) {
          await self.skipWaiting();
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, TAKE_OVER_LOOK_MS));
      }
    })(),
  );
});

/** What belongs to the person using the phone now: pages they opened, files they shared. */
async function clearUserCaches() {
  await Promise.all([caches.delete(PAGES), caches.delete(SHARED_FILES_CACHE)]);
}

/** Pages: the network first (so a page is never stale online), the last copy when offline. */
registerRoute(
  ({ request, url }) => request.mode === "navigate" && url.origin === self.location.origin,
  async ({ request, url, event }) => {
    if (url.pathname === LOGOUT_PATH) {
      await clearUserCaches();
      return fetch(request);
    }
    if (isPrivatePath(url.pathname)) return fetch(request);
    const key = `${url.origin}${url.pathname}`;
    try {
      const response = await fetch(request);
      const isPage = (response.headers.get("content-type") ?? "").startsWith("text/html");
      if (response.status === 200 && isPage) {
        const copy = response.clone();
        (event as FetchEvent).waitUntil(caches.open(PAGES).then((cache) => cache.put(key, copy)));
      }
      return response;
    } catch (error) {
      const cached =
        (await caches.match(key, { cacheName: PAGES })) ?? (await caches.match(SHELL_URL, { cacheName: SHELL }));
      if (cached) return withoutSignedOutHint(cached);
      throw error;
    }
  },
);

/** Hashed build files outside the precache: they never change, so the first copy is kept. */
registerRoute(
  ({ request, url }) =>
    request.method === "GET" && url.origin === self.location.origin && url.pathname.startsWith("/assets/"),
  new CacheFirst({ cacheName: ASSETS }),
);

/**
 * The share target (decision 752): keeps the shared photos and videos (up to an upload's
 * batch) in Cache Storage and opens Create Post, which uploads them through the usual checks
 * once someone is signed in. Files stay in the browser until then; nothing is sent anywhere.
 */
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === SHARE_TARGET_PATH,
  async ({ request }) => {
    const form = await request.formData();
    const files = form.getAll(SHARED_FILES_FIELD).filter((entry): entry is File => typeof entry !== "string");
    await caches.delete(SHARED_FILES_CACHE);
    const cache = await caches.open(SHARED_FILES_CACHE);
    const stamp = Date.now();
    // Create Post refuses more than a batch as the upload zone does; it needs only the count.
    await Promise.all(
      files.slice(0, UPLOAD_BATCH_MAX).map((file, index) =>
        cache.put(
          `${SHARED_FILE_PREFIX}${stamp}-${String(index).padStart(3, "0")}`,
          new Response(file, {
            headers: {
              "content-type": file.type || "application/octet-stream",
              [SHARED_FILE_NAME_HEADER]: encodeURIComponent(file.name || `shared-${index + 1}`),
            },
          }),
        ),
      ),
    );
    return Response.redirect(`/create?${SHARED_PARAM}=${files.length}`, 303);
  },
  "POST",
);
