/**
 * A new version deployed while a creator has the app open (issue 34, decision 768): the same
 * address and data served by another build whose hashed files all have new names, so the open
 * page's own files are gone from the server. The page keeps working (the old service worker
 * still serves its build), stays signed in and saves what was typed; the new version takes
 * over at the next load. A page without a service worker loads itself again from the new
 * version when a file of its build is missing. One phone-width journey, servers of its own.
 */
import { createHash } from "node:crypto";
import { cp, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page, Response } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { TAKE_OVER_MESSAGE } from "#contract/app-manifest.ts";
import { ROOT_DIR } from "#server/config.ts";
import { buildJpeg } from "../helpers/images.ts";
import {
  freePort,
  launchBrowser,
  openPage,
  PHONE,
  type RunningServer,
  screenshot,
  signUpThroughApi,
  startServer,
  toastText,
  uploadPhotoThroughApi,
} from "./harness.ts";

const SW = { serviceWorkers: "allow" } as const;
const DIST = path.join(ROOT_DIR, "dist");

let browser: Browser;
let server: RunningServer;
let port: number;
let dataDir: string;
let nextDist: string;
let nextWeb: string;

/**
 * The next version of the app, made from this build as a redeploy makes it: every script and
 * stylesheet under assets/ gets a new name (as if each had changed: a file's hash is its
 * content's), and every file naming one — the HTML template, the scripts, Vite's manifest (the
 * server's preload hints) and the service worker's precache list — names the new one. The old
 * names are gone. Fonts keep theirs, as they do when their files did not change. The server's
 * pre-compressed copies are left out (it then sends the files as they are).
 */
async function makeNextBuild(into: string): Promise<string> {
  await cp(path.join(DIST, "web"), path.join(into, "web"), { recursive: true });
  // The server renderer (<web>/../ssr) is the same; linked, so its packages resolve from here.
  await symlink(path.join(DIST, "ssr"), path.join(into, "ssr"));
  const web = path.join(into, "web");
  const assets = path.join(web, "assets");
  const renamed = new Map<string, string>();
  for (const name of await readdir(assets)) {
    const hashed = /^(.+-)([\w-]{8})(\.(?:js|css))$/.exec(name);
    if (!hashed) continue;
    const [, stem, hash, extension] = hashed as unknown as [string, string, string, string];
    const nextHash = createHash("sha256").update(`next:${hash}`).digest("base64url").slice(0, 8);
    renamed.set(name, `${stem}${nextHash}${extension}`);
  }
  const files = (await readdir(web, { recursive: true })).map((file) => path.join(web, file));
  for (const file of files) if (/\.(br|gz)$/.test(file)) await rm(file);
  const oldNames = new RegExp(
    [...renamed.keys()].map((name) => name.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")).join("|"),
    "g",
  );
  for (const file of files.filter((file) => /\.(js|css|html|json)$/.test(file))) {
    const text = await readFile(file, "utf8");
    const next = text.replace(oldNames, (name) => renamed.get(name) as string);
    if (next !== text) await writeFile(file, next);
  }
  for (const [name, next] of renamed) await rename(path.join(assets, name), path.join(assets, next));
  return web;
}

beforeAll(async () => {
  browser = await launchBrowser();
  port = await freePort();
  dataDir = await mkdtemp(path.join(tmpdir(), "ck-update-data-"));
  nextDist = await mkdtemp(path.join(tmpdir(), "ck-update-build-"));
  [server, nextWeb] = await Promise.all([startServer({ port, dataDir }), makeNextBuild(nextDist)]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(nextDist, { recursive: true, force: true });
});

/** The address of the page's first script: which build the page runs. */
const buildOf = (page: Page) =>
  page.evaluate(
    () => (document.querySelector('script[type="module"][src*="/assets/index-"]') as HTMLScriptElement).src,
  );

/** The service worker registration's state, as the page sees it. */
const workerState = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      controlled: navigator.serviceWorker.controller !== null,
      waiting: registration?.waiting !== null && registration?.waiting !== undefined,
    };
  });

/** The pages kept in Cache Storage (their addresses) that load this script. */
const pagesLoading = (page: Page, url: string) =>
  page.evaluate(async (address) => {
    const name = new URL(address).pathname;
    const found: string[] = [];
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        if (!response?.headers.get("content-type")?.startsWith("text/html")) continue;
        if ((await response.text()).includes(name)) found.push(request.url);
      }
    }
    return found;
  }, url);

/** Whether Cache Storage holds this address (the precache keeps hashed files under their own address). */
const isKept = (page: Page, url: string) =>
  page.evaluate(async (address) => (await caches.match(address)) !== undefined, url);

/**
 * Records the take-over requests the context's pages send a service worker from now on (the
 * `build` of each), by wrapping postMessage before the app's scripts run.
 */
const recordTakeOverOffers = (page: Page) =>
  page.context().addInitScript((type) => {
    const offers: string[] = [];
    (window as unknown as { takeOverOffers: string[] }).takeOverOffers = offers;
    const post = ServiceWorker.prototype.postMessage as (this: ServiceWorker, message: unknown) => void;
    ServiceWorker.prototype.postMessage = function (this: ServiceWorker, message: { type?: string; build?: string }) {
      if (message?.type === type && message.build) offers.push(message.build);
      post.call(this, message);
    };
  }, TAKE_OVER_MESSAGE);
const takeOverOffers = (page: Page) =>
  page.evaluate(() => [...new Set((window as unknown as { takeOverOffers?: string[] }).takeOverOffers)]);

/** Opens Create Post from the navigation drawer, a link inside the app (no page load). */
async function openCreateFromMenu(page: Page) {
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Create", exact: true }).click();
  await page.getByRole("heading", { name: "Create Post", level: 1 }).waitFor();
}

it("keeps an open Create Post working through a deploy, saves what was typed, and takes the new version at the next load", async () => {
  const url = server.url;
  const { page, errors, close } = await openPage(browser, PHONE, SW);
  await signUpThroughApi(page, url, "pwa-update");
  await uploadPhotoThroughApi(page.request, url, await buildJpeg({ width: 1080, height: 1350 }), "harbour.jpg");
  // A second creator whose browser runs no service worker (none installed yet, or none at all).
  const bare = await openPage(browser, PHONE);
  await signUpThroughApi(bare.page, url, "pwa-update-bare");

  await page.goto(`${url}/upload`, { waitUntil: "load" });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  // Opened again through the worker, which keeps the old build's page for offline use.
  await page.reload({ waitUntil: "load" });
  await page.getByRole("heading", { name: "Upload Content" }).waitFor();
  expect(await pagesLoading(page, await buildOf(page))).toContainEqual(expect.stringMatching(/\/upload$/));
  await bare.page.goto(`${url}/upload`, { waitUntil: "load" });
  await bare.page.getByRole("heading", { name: "Upload Content" }).waitFor();
  const oldBuild = await buildOf(page);
  await page.evaluate(() => {
    (window as unknown as { openSince: string }).openSince = "before the deploy";
  });

  // The deploy: the same address and data, the next build. Nothing of the old build is served.
  await server.stop();
  server = await startServer({ port, dataDir, env: { WEB_DIST_DIR: nextWeb } });
  expect((await page.request.get(oldBuild)).status()).toBe(404);

  // Create Post was never opened in this page: its scripts come now, from the old version's
  // precache, although the server no longer has them.
  const assetAnswers: Response[] = [];
  page.on("response", (response) => {
    if (/^\/assets\/.+\.(js|css)$/.test(new URL(response.url()).pathname)) assetAnswers.push(response);
  });
  await openCreateFromMenu(page);
  expect(assetAnswers.length).toBeGreaterThan(0);
  for (const answer of assetAnswers) {
    expect([answer.url(), answer.status(), answer.fromServiceWorker()]).toEqual([answer.url(), 200, true]);
    expect((await page.request.get(answer.url())).status(), answer.url()).toBe(404);
  }

  // Half-way through a post.
  await page.getByRole("checkbox", { name: "Select harbour.jpg" }).check();
  await page.getByLabel("Post heading").fill("Harbour at dusk");
  await page.getByLabel("Caption").fill("Boats coming home before the rain.");

  // A second window opened now gets the new version's page, and the browser finds the new
  // worker, which installs beside the old one. That page asks it to take over; it does not,
  // because the first window runs the old build.
  await recordTakeOverOffers(page);
  const second = await page.context().newPage();
  await second.goto(`${url}/`, { waitUntil: "load" });
  const newBuild = await buildOf(second);
  expect(newBuild).not.toBe(oldBuild);
  // As the browser does on its own now and then (and may not yet have done for this load).
  await second.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await expect.poll(() => takeOverOffers(second), { timeout: 30_000 }).toEqual([newBuild]);
  await second.waitForTimeout(1000);
  expect(await workerState(page)).toEqual({ controlled: true, waiting: true });
  expect(await workerState(second)).toEqual({ controlled: true, waiting: true });
  await second.close();
  // Nor for the only window when that runs the old build (as an old page that finds the new
  // worker installing asks): its files would be gone.
  await page.evaluate(
    async ({ type, build }) => (await navigator.serviceWorker.getRegistration())?.waiting?.postMessage({ type, build }),
    { type: TAKE_OVER_MESSAGE, build: oldBuild },
  );
  await page.waitForTimeout(1000);
  expect(await workerState(page)).toEqual({ controlled: true, waiting: true });
  // The offline shell is still the old build's until the new version takes over.
  expect(await pagesLoading(page, oldBuild)).toContainEqual(expect.stringMatching(/\/\?app-shell$/));

  // Nothing reloaded, what was typed is there, and saving works: the session outlived the deploy.
  expect(await page.evaluate(() => (window as unknown as { openSince?: string }).openSince)).toBe("before the deploy");
  await expect.poll(() => page.getByLabel("Post heading").inputValue()).toBe("Harbour at dusk");
  await screenshot(page, "pwa-update-open-during-deploy", { fullPage: false });
  await page.getByRole("button", { name: "Save to Caption History" }).click();
  await toastText(page, "Post Created");
  const posts = (await (await page.request.get(`${url}/api/posts`)).json()) as {
    posts: { title: string; caption: string }[];
  };
  expect(posts.posts.map((post) => [post.title, post.caption])).toEqual([
    ["Harbour at dusk", "Boats coming home before the rain."],
  ]);

  // The next load comes from the new version and offers it the take-over; the new worker, asked
  // by its build's only window, calls skipWaiting(). Chromium then activates it as soon as the
  // old worker has nothing in flight — usually at once, but under load it was seen to keep the
  // old one active for over a minute (decision 780). The guarantee is therefore: at the next load
  // when the old worker is idle, and at the latest once the app's windows are closed and one is
  // opened again. Either way the old build's files, pages and shell are dropped.
  await page.reload({ waitUntil: "load" });
  expect(await buildOf(page)).toBe(newBuild);
  await expect.poll(() => takeOverOffers(page)).toEqual([newBuild]);
  await page.getByRole("heading", { name: "Create Post", level: 1 }).waitFor();
  await page.getByRole("link", { name: "Priya Nair, account settings" }).waitFor();
  let current = page;
  const tookOverAtLoad = await expect
    .poll(() => workerState(page), { timeout: 20_000, interval: 500 })
    .toEqual({ controlled: true, waiting: false })
    .then(
      () => true,
      () => false,
    );
  if (!tookOverAtLoad) {
    const context = page.context();
    await page.close();
    current = await context.newPage();
    await current.goto(`${url}/create`, { waitUntil: "load" });
    await expect
      .poll(() => workerState(current), { timeout: 60_000, interval: 500 })
      .toEqual({
        controlled: true,
        waiting: false,
      });
  }
  expect(await buildOf(current)).toBe(newBuild);
  await expect.poll(() => isKept(current, oldBuild)).toBe(false);
  expect(await isKept(current, newBuild)).toBe(true);
  // No page kept loads the old build (its pages, its shell): offline, it would show blank.
  expect(await pagesLoading(current, oldBuild)).toEqual([]);
  await expect.poll(() => pagesLoading(current, newBuild)).toContainEqual(expect.stringMatching(/\/\?app-shell$/));

  // Without a service worker, the page's next part of its build is missing: it loads itself
  // again from the new version, at the address it was opening, still signed in.
  await openCreateFromMenu(bare.page);
  expect(await buildOf(bare.page)).toBe(newBuild);
  expect(new URL(bare.page.url()).pathname).toBe("/create");
  await bare.page.getByRole("link", { name: "Priya Nair, account settings" }).waitFor();

  // The page open through the deploy saw no error but the server's minute away (if it asked then).
  expect(errors.filter((error) => !error.includes("ERR_CONNECTION_REFUSED"))).toEqual([]);
  // The page without a worker: only the old build's missing files (and the failed import of
  // one, as the page was already loading again).
  const missingFile =
    /ERR_CONNECTION_REFUSED|404 \(Not Found\) @ .*\/assets\/|dynamically imported module: .*\/assets\//;
  expect(bare.errors.filter((error) => !missingFile.test(error))).toEqual([]);
  await bare.close();
  await close();
  // A server start (the deploy) is part of the journey: 11–17 s each on this loaded 2-core
  // machine; the take-over may wait up to 90 s for the old worker to finish what it is doing.
}, 210_000);
