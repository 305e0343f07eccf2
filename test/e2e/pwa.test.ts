import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SHARE_TARGET_PATH,
  SHARED_FILE_PREFIX,
  SHARED_FILES_CACHE,
  SHARED_FILES_FIELD,
} from "#contract/app-manifest.ts";
import { buildJpeg } from "../helpers/images.ts";
import {
  DESKTOP,
  giveOwnClientAddress,
  launchBrowser,
  openPage,
  PHONE,
  type SharedServer,
  screenshot,
  sharedServer,
  signUpThroughApi,
  toastText,
  uploadPhotoThroughApi,
} from "./harness.ts";

/** This file is about the service worker: its contexts allow one (the harness blocks them elsewhere). */
const SW = { serviceWorkers: "allow" } as const;

/**
 * The installed app (issue 34): installability as Chromium itself judges it, the share target
 * (signed in, and signed out → sign in with the files kept), the offline pages, nothing of a
 * signed-out creator left in any cache, Share out (the text Copy gives, the files, the
 * fallback) and the install card's moment. Journeys at phone width, one shared server.
 */

let server: SharedServer;
let browser: Browser;
let photos: { name: string; mimeType: string; buffer: Buffer }[];

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  photos = await Promise.all(
    [
      ["market.jpg", 1200, 900],
      ["rangoli.jpg", 1080, 1350],
    ].map(async ([name, width, height]) => ({
      name: name as string,
      mimeType: "image/jpeg",
      buffer: await buildJpeg({ width: width as number, height: height as number }),
    })),
  );
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Waits until the service worker (registered after the page loaded) controls the page. */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/**
 * Shares files into the app as the phone's share sheet does: a multipart POST navigation to
 * the manifest's share_target action, which the service worker answers.
 */
async function shareIntoApp(page: Page, files: typeof photos) {
  await page.evaluate(
    ({ action, field }) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = action;
      form.enctype = "multipart/form-data";
      form.id = "share-sheet";
      const input = document.createElement("input");
      input.type = "file";
      input.name = field;
      input.multiple = true;
      form.append(input);
      document.body.append(form);
    },
    { action: SHARE_TARGET_PATH, field: SHARED_FILES_FIELD },
  );
  await page.locator("#share-sheet input").setInputFiles(files);
  await page.evaluate(() => (document.getElementById("share-sheet") as HTMLFormElement).submit());
}

/** Every entry of every Cache Storage cache: its cache, address and (for text) its body. */
function cacheContents(page: Page) {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; text: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get("content-type") ?? "";
        const text = response && /text|json|javascript/.test(type) ? await response.text() : "";
        entries.push({ cache: name, url: request.url, text });
      }
    }
    return entries;
  });
}

describe("installed app", () => {
  it("is installable by Chromium's own checks, with a manifest the server fills in", async () => {
    const { page, errors, close } = await openPage(browser, PHONE, SW);
    await page.goto(`${server.url}/`, { waitUntil: "load" });
    await controlled(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    // A Playwright context is an off-the-record profile, where Chromium installs nothing: that
    // is the one thing it may say. Every criterion of the app itself (manifest fields, icons,
    // service worker, secure origin) would be listed here when missing.
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(["in-incognito"]);
    const { errors: manifestErrors, url } = (await cdp.send("Page.getAppManifest")) as {
      errors: { message: string }[];
      url: string;
    };
    expect(manifestErrors).toEqual([]);
    expect(url).toBe(`${server.url}/manifest.webmanifest`);
    const manifest = await (await page.request.get(url)).json();
    expect(manifest.display).toBe("standalone");
    expect(manifest.share_target).toMatchObject({ action: SHARE_TARGET_PATH, method: "POST" });
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const res = await page.request.get(`${server.url}${icon.src}`);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()["content-type"]).toContain(icon.type);
    }
    expect((await page.request.get(`${server.url}/sw.js`)).headers()["cache-control"]).toBe("no-cache");
    expect(errors).toEqual([]);
    await close();
  });

  it("lands a share of two photos in Create Post, uploaded and selected", async () => {
    const { page, errors, close } = await openPage(browser, PHONE, SW);
    await giveOwnClientAddress(page);
    await signUpThroughApi(page, server.url, "pwa-share");
    await page.goto(`${server.url}/create`, { waitUntil: "load" });
    await controlled(page);
    await shareIntoApp(page, photos);
    await page.waitForURL(`${server.url}/create`);
    const shared = page.getByTestId("shared-uploads");
    await shared.getByText("2 file(s) uploaded successfully").waitFor({ timeout: 60_000 });
    expect(await shared.locator('[data-testid="upload-row"][data-phase="done"]').count()).toBe(2);
    const library = (await (await page.request.get(`${server.url}/api/content`)).json()) as { originalName: string }[];
    expect(library.map((item) => item.originalName).sort()).toEqual(["market.jpg", "rangoli.jpg"]);
    await expect.poll(() => page.locator('[data-testid="pick-item"][data-selected="true"]').count()).toBe(2);
    // The kept files are gone once uploaded.
    expect((await cacheContents(page)).filter((entry) => entry.cache === SHARED_FILES_CACHE)).toEqual([]);
    await screenshot(page, "pwa-share-target", { fullPage: false });
    expect(errors).toEqual([]);

    // More than an upload's batch: refused as the upload zone refuses it, nothing uploaded.
    const six = Array.from({ length: 6 }, (_, i) => ({ ...(photos[0] as (typeof photos)[0]), name: `extra-${i}.jpg` }));
    await shareIntoApp(page, six);
    await page
      .getByTestId("shared-uploads")
      .getByRole("alert")
      .filter({ hasText: "You can upload up to 5 files at once. You chose 6." })
      .waitFor();
    expect(((await (await page.request.get(`${server.url}/api/content`)).json()) as unknown[]).length).toBe(2);
    // A share that reached the server without a worker: Create Post says to share again.
    await page.goto(`${server.url}/create?shared=none`, { waitUntil: "load" });
    await page.getByTestId("shared-uploads").getByText("The shared photos did not reach").waitFor();
    await close();
  });

  it("keeps shared files through signing in when the share came while signed out", async () => {
    const { page, close } = await openPage(browser, PHONE, SW);
    await giveOwnClientAddress(page);
    // The account exists; this browser is signed out.
    const other = await browser.newContext(SW);
    const email = await signUpThroughApi(await other.newPage(), server.url, "pwa-later");
    await other.close();
    await page.goto(`${server.url}/`, { waitUntil: "load" });
    await controlled(page);
    await shareIntoApp(page, photos);
    await page.waitForURL(/\/login\?next=/);
    expect(decodeURIComponent(new URL(page.url()).search)).toBe("?next=/create?shared=2");
    const kept = await cacheContents(page);
    expect(kept.filter((entry) => new URL(entry.url).pathname.startsWith(SHARED_FILE_PREFIX))).toHaveLength(2);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("e2e-pass-1234");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(`${server.url}/create`);
    await page.getByTestId("shared-uploads").getByText("2 file(s) uploaded successfully").waitFor({ timeout: 60_000 });
    await close();
  });

  it("shows pages opened before, and a clear offline state, when the network is off", async () => {
    const { page, close } = await openPage(browser, PHONE, SW);
    await giveOwnClientAddress(page);
    await signUpThroughApi(page, server.url, "pwa-offline");
    await page.goto(`${server.url}/about`, { waitUntil: "load" });
    await controlled(page);
    // Opened once online, through the worker.
    await page.goto(`${server.url}/blog`, { waitUntil: "load" });
    await page.context().setOffline(true);
    await page.goto(`${server.url}/blog`, { waitUntil: "load" });
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.getByTestId("offline-notice").waitFor();
    // A signed-in page never opened on this phone: the app's shell, and it says why it waits.
    await page.goto(`${server.url}/upload`, { waitUntil: "load" });
    await page.getByTestId("offline-page").getByRole("heading", { name: "You're offline" }).waitFor();
    await screenshot(page, "pwa-offline", { fullPage: false });
    await page.context().setOffline(false);
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("heading", { name: "Upload Content" }).waitFor();
    await close();
  });

  it("leaves nothing of the signed-out creator in any cache", async () => {
    const { page, close } = await openPage(browser, PHONE, SW);
    await giveOwnClientAddress(page);
    const email = await signUpThroughApi(page, server.url, "pwa-signout");
    const { id } = await uploadPhotoThroughApi(page.request, server.url, photos[0]?.buffer as Buffer, "private.jpg");
    const title = "Private launch post";
    expect(
      (
        await page.request.post(`${server.url}/api/posts`, { data: { title, caption: email, contentItemIds: [id] } })
      ).status(),
    ).toBe(201);
    await page.goto(`${server.url}/`, { waitUntil: "load" });
    await controlled(page);
    for (const path of ["/upload", "/create", "/?tab=history"]) await page.goto(`${server.url}${path}`);
    await page.getByText(title).first().waitFor();
    // A share waiting for Create Post, as the worker keeps one.
    await page.evaluate(
      ([cacheName, key]) =>
        caches.open(cacheName as string).then((cache) => cache.put(key as string, new Response("photo bytes"))),
      [SHARED_FILES_CACHE, `${SHARED_FILE_PREFIX}waiting`],
    );
    const pagesOf = (entries: { cache: string; url: string }[]) =>
      entries.filter((entry) => entry.cache.startsWith("ck-pages")).map((entry) => new URL(entry.url).pathname);
    const before = await cacheContents(page);
    expect(pagesOf(before)).toEqual(expect.arrayContaining(["/upload", "/create"]));
    expect(before.some((entry) => entry.cache === SHARED_FILES_CACHE)).toBe(true);
    await page.goto(`${server.url}/api/logout`);
    await page.waitForURL(`${server.url}/`);
    const after = await cacheContents(page);
    // Only the signed-out home page the logout led to, fetched after the caches were emptied.
    expect(pagesOf(after)).toEqual(["/"]);
    expect(after.filter((entry) => entry.cache === SHARED_FILES_CACHE)).toEqual([]);
    for (const entry of after) {
      const { pathname } = new URL(entry.url);
      expect(pathname.startsWith("/api/") || pathname.startsWith("/objects/"), entry.url).toBe(false);
      expect(entry.text.includes(email) || entry.text.includes(title), entry.url).toBe(false);
    }
    await close();
  });
});

describe("Share out", () => {
  /** navigator.share, canShare and the clipboard replaced by recorders, in every page of the context. */
  async function stubShareApi(page: Page) {
    await page.context().addInitScript(() => {
      const w = window as unknown as { shareLog: unknown[]; canShareFiles: boolean };
      w.shareLog = [];
      w.canShareFiles = true;
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: { writeText: async (text: string) => void w.shareLog.push({ kind: "copy", text }) },
      });
      navigator.canShare = (data?: ShareData) => w.canShareFiles || !data?.files?.length;
      navigator.share = async (data?: ShareData) => {
        w.shareLog.push({
          kind: "share",
          text: data?.text,
          title: data?.title ?? null,
          files: (data?.files ?? []).map((file) => ({ name: file.name, type: file.type, size: file.size })),
        });
      };
    });
  }
  type LogEntry =
    | { kind: "copy"; text: string }
    | { kind: "share"; text: string; title: string | null; files: { name: string; type: string; size: number }[] };
  const shareLog = (page: Page) => page.evaluate(() => (window as unknown as { shareLog: LogEntry[] }).shareLog);
  const clearLog = (page: Page) =>
    page.evaluate(() => {
      (window as unknown as { shareLog: [] }).shareLog = [];
    });
  const canShareFiles = (page: Page, can: boolean) =>
    page.evaluate((value) => {
      (window as unknown as { canShareFiles: boolean }).canShareFiles = value;
    }, can);

  it("shares the text Copy gives with the post's photos, from History and a posted post; downloads where files cannot be shared", async () => {
    const { page, errors, close } = await openPage(browser, PHONE, SW);
    await stubShareApi(page);
    await giveOwnClientAddress(page);
    await signUpThroughApi(page, server.url, "pwa-out");
    const ids: string[] = [];
    for (const photo of photos)
      ids.push((await uploadPhotoThroughApi(page.request, server.url, photo.buffer, photo.name)).id);
    const created = await page.request.post(`${server.url}/api/posts`, {
      data: {
        title: "Diwali market",
        caption: "Lights, colours and mithai 🪔",
        hashtags: ["#Diwali", "#IndianMarkets"],
        contentItemIds: ids,
      },
    });
    expect(created.status()).toBe(201);
    const post = (await created.json()) as { id: string };

    await page.goto(`${server.url}/?tab=history`, { waitUntil: "networkidle" });
    const row = page.getByTestId("history-post").filter({ hasText: "Diwali market" });
    await row.getByRole("button", { name: "Copy Content: Diwali market" }).click();
    await toastText(page, "Content Copied");
    const [copy] = await shareLog(page);
    expect(copy?.kind).toBe("copy");
    const copiedText = (copy as { text: string }).text;
    expect(copiedText).toContain("Diwali market");
    expect(copiedText).toContain("#Diwali");
    await clearLog(page);

    // A first view: even with the browser's offer there, no install card yet.
    await page.evaluate(() => {
      const offer = new Event("beforeinstallprompt", { cancelable: true });
      Object.assign(offer, {
        prompt: async () => {
          (window as unknown as { installPrompted: boolean }).installPrompted = true;
        },
        userChoice: Promise.resolve({ outcome: "accepted" }),
      });
      window.dispatchEvent(offer);
    });
    expect(await page.getByTestId("install-card").count()).toBe(0);

    await row.getByRole("button", { name: "Share: Diwali market" }).click();
    await toastText(page, "Shared");
    const log = await shareLog(page);
    // The text goes to the clipboard first (Instagram drops shared text), then the share sheet.
    expect(log.map((entry) => entry.kind)).toEqual(["copy", "share"]);
    expect(log[0]).toEqual({ kind: "copy", text: copiedText });
    const shared = log[1] as Extract<LogEntry, { kind: "share" }>;
    expect(shared.text).toBe(copiedText);
    expect(shared.files.map((file) => [file.name, file.type])).toEqual([
      ["market.jpg", "image/jpeg"],
      ["rangoli.jpg", "image/jpeg"],
    ]);
    expect(shared.files.every((file) => file.size > 1000)).toBe(true);

    // Having shared a post is the moment to offer the app.
    const card = page.getByTestId("install-card");
    await card.waitFor();
    await page.getByRole("button", { name: "Dismiss notification" }).click();
    await screenshot(page, "pwa-install-card", { fullPage: false });
    await card.getByRole("button", { name: "Install", exact: true }).click();
    expect(await page.evaluate(() => (window as unknown as { installPrompted?: boolean }).installPrompted)).toBe(true);
    await card.waitFor({ state: "detached" });

    // A browser that cannot share these files: they download, and the text is still copied.
    await clearLog(page);
    await canShareFiles(page, false);
    const downloads: string[] = [];
    page.on("download", (download) => downloads.push(download.suggestedFilename()));
    await row.getByRole("button", { name: "Share: Diwali market" }).click();
    expect(await toastText(page, "2 files downloaded")).toContain("paste it");
    await expect.poll(() => downloads.sort()).toEqual(["market.jpg", "rangoli.jpg"]);
    expect(await shareLog(page)).toEqual([{ kind: "copy", text: copiedText }]);

    // A posted post offers Share too, with the same text and files.
    await canShareFiles(page, true);
    expect(
      (await page.request.patch(`${server.url}/api/posts/${post.id}`, { data: { status: "posted" } })).status(),
    ).toBe(200);
    await clearLog(page);
    await page.goto(`${server.url}/?tab=posts`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Share: Diwali market" }).click();
    await toastText(page, "Shared");
    const fromPosted = await shareLog(page);
    expect(fromPosted.map((entry) => entry.kind)).toEqual(["copy", "share"]);
    expect((fromPosted[1] as Extract<LogEntry, { kind: "share" }>).text).toBe(copiedText);
    expect((fromPosted[1] as Extract<LogEntry, { kind: "share" }>).files).toHaveLength(2);
    expect(errors).toEqual([]);
    await close();
  });

  it("shares from Create Post exactly what its Copy button copies", async () => {
    const { page, errors, close } = await openPage(browser, DESKTOP, SW);
    await stubShareApi(page);
    await giveOwnClientAddress(page);
    await signUpThroughApi(page, server.url, "pwa-create");
    await uploadPhotoThroughApi(page.request, server.url, photos[1]?.buffer as Buffer, "rangoli.jpg");
    await page.goto(`${server.url}/create`, { waitUntil: "networkidle" });
    await page.getByRole("checkbox", { name: "Select rangoli.jpg" }).check();
    await page.getByLabel("Post heading").fill("Rangoli at dawn");
    await page.getByLabel("Caption").fill("Colours before the first diya.");
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await toastText(page, "Content Copied");
    const [copy] = await shareLog(page);
    await clearLog(page);
    await page.getByTestId("share-post").click();
    await toastText(page, "Shared");
    const log = await shareLog(page);
    expect(log[0]).toEqual(copy);
    const shared = log[1] as Extract<LogEntry, { kind: "share" }>;
    expect(shared.text).toBe((copy as { text: string }).text);
    expect(shared.text).toContain("Rangoli at dawn");
    expect(shared.files.map((file) => file.name)).toEqual(["rangoli.jpg"]);
    await screenshot(page, "pwa-create-share", page.getByTestId("share-post").locator(".."));
    expect(errors).toEqual([]);
    await close();
  });
});
