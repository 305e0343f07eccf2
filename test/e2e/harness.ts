import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import axe from "axe-core";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from "playwright-core";
import { inject } from "vitest";
import { ROOT_DIR } from "#server/config.ts";
import { SERVER_ENV, SERVER_NODE_ARGS } from "../../scripts/server-options.ts";

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;
/**
 * Long journeys run at the one width their users use most (issue 25, docs/decisions/702): a
 * phone for creators, a desktop for the admin and for API keys. Every signed-in screen is
 * still checked at both widths, in each state, by the layout sweep (layout-sweep.test.ts), and
 * every public page by the site crawl (site.test.ts). A journey whose screen behaves
 * differently at the other width runs at BOTH_WIDTHS.
 */
export const CREATOR_WIDTH = [["phone", PHONE]] as const;
export const ADMIN_WIDTH = [["desktop", DESKTOP]] as const;
export const BOTH_WIDTHS = [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const;
export const SCREENSHOT_DIR = path.join(ROOT_DIR, "test-results", "screenshots");

/** A port nobody is listening on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Stops the server and removes its data directory. */
  dispose(): Promise<void>;
}

/**
 * Starts the real server (`node src/server/main.ts`, the built web app, with `npm run
 * serve`'s flags) on a free port with its own embedded database; outbound connections from it
 * fail like in the test process.
 */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string; port?: number; head?: ServerHeadStart } = {},
): Promise<RunningServer> {
  // A caller may fix the port beforehand (e.g. to register the callback URL at a fake provider).
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), "ck-e2e-")));
  await mkdir(dataDir, { recursive: true });
  const head = options.head ?? providedHeadStart();
  await seedDatabase(dataDir, head?.database);
  const { DATABASE_URL: _ignored, TEST_DATABASE_URL: _alsoIgnored, ...inherited } = process.env;
  // As `npm start` runs the server (scripts/server-options.ts, decision 208).
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, path.join(ROOT_DIR, "src/server/main.ts")], {
    cwd: ROOT_DIR,
    env: {
      ...inherited,
      ...SERVER_ENV,
      NODE_OPTIONS: `--import=${path.join(ROOT_DIR, "test/setup/no-network.ts")}`,
      ...(head ? { NODE_COMPILE_CACHE: head.compileCache } : {}),
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 110_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      // Not left running: nobody else holds a handle to stop it.
      child.kill("SIGKILL");
      throw new Error(`server did not become ready in 110 s:\n${output}`);
    }
    const ready = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    return exited;
  };
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    stop,
    async dispose() {
      await stop();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What the run prepares once so that each server it starts costs less (issue 25): a server's
 * start took about 9 CPU-seconds, 3 of them unpacking the build's empty database and running
 * every migration, and most of the rest compiling the server's modules.
 * - `database`: a migrated empty embedded database, copied into each new data directory.
 * - `compileCache`: Node's compile cache (NODE_COMPILE_CACHE), shared by the run's servers.
 * The first start from the build's template, and migrating it, stay tested by
 * src/server/db/client.test.ts and by npm-start.test.ts, which starts the server as `npm start` does.
 */
export interface ServerHeadStart {
  database?: string;
  compileCache: string;
}

/**
 * Gives a data directory without a database the run's migrated empty one, as startServer()
 * does, for a test that writes to the database before its server starts.
 */
export const prepareDataDir = (dataDir: string) => seedDatabase(dataDir, providedHeadStart()?.database);

/** A data directory without a database gets a copy of the run's migrated empty one. */
async function seedDatabase(dataDir: string, migrated: string | undefined) {
  if (!migrated) return;
  const target = path.join(dataDir, "db");
  if (existsSync(target)) return;
  await cp(migrated, target, { recursive: true });
}

/** The run's head start (shared-server.global.ts), in a browser test worker; none elsewhere. */
function providedHeadStart(): ServerHeadStart | undefined {
  try {
    return inject("serverHeadStart");
  } catch {
    return undefined;
  }
}

/**
 * The configuration of the run's shared server (shared-server.global.ts): behind a trusted
 * proxy (each journey signs up from addresses of its own), with the payments sandbox, with the
 * outbox reader as its admin, and with a support address and Grievance Officer of its own.
 */
export const SHARED_SERVER_ENV = {
  TRUST_PROXY: "true",
  PAYMENTS_SANDBOX: "true",
  ADMIN_EMAILS: "outbox-reader@example.in",
  // The public pages' support address and Grievance Officer (public-pages.test.ts).
  SUPPORT_EMAIL: "help@captionkaro.test",
  GRIEVANCE_OFFICER_NAME: "Priya Raman",
  GRIEVANCE_OFFICER_EMAIL: "grievance@captionkaro.test",
} as const;

/**
 * The run's shared server, for a file that needs no configuration of its own. It outlives the
 * file: dispose() leaves it running, and a file that stops or restarts a server, reads its
 * log or its data directory starts one of its own with startServer().
 */
export type SharedServer = Pick<RunningServer, "url" | "dispose">;
export function sharedServer(): SharedServer {
  const { url } = inject("sharedServer");
  return { url, dispose: async () => {} };
}

/** The admin account readOutbox() signs in as; a server that tests read mail from starts with OUTBOX_READER_ENV. */
export const OUTBOX_ADMIN_EMAIL = "outbox-reader@example.in";
export const OUTBOX_ADMIN_PASSWORD = "outbox-reader-password-1";
export const OUTBOX_READER_ENV = { ADMIN_EMAILS: OUTBOX_ADMIN_EMAIL } as const;

export interface OutboxMessage {
  id: string;
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  headers: Record<string, string>;
  createdAt: string;
}

const outboxSessions = new Map<string, string>();

/**
 * Every e-mail the server kept, newest first, read as an admin would read it
 * (GET /api/admin/mail with an admin session): no route shows mail to anyone else.
 */
export async function readOutbox(server: { url: string }, retried = false): Promise<OutboxMessage[]> {
  let cookie = outboxSessions.get(server.url);
  if (!cookie) {
    // Its own documentation address (TEST-NET-2), so behind TRUST_PROXY the journeys' sign-up limit is untouched.
    const headers = { origin: server.url, "content-type": "application/json", "x-forwarded-for": "198.51.100.7" };
    const credentials = { email: OUTBOX_ADMIN_EMAIL, password: OUTBOX_ADMIN_PASSWORD };
    let res = await fetch(`${server.url}/api/auth/register`, {
      method: "POST",
      headers,
      body: JSON.stringify({ ...credentials, name: "Outbox Reader", isAtLeast13: true, acceptTerms: true }),
    });
    if (res.status === 409) {
      res = await fetch(`${server.url}/api/auth/login`, { method: "POST", headers, body: JSON.stringify(credentials) });
    }
    if (!res.ok) throw new Error(`outbox reader could not sign in: ${res.status} ${await res.text()}`);
    cookie = (res.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
    outboxSessions.set(server.url, cookie);
  }
  const res = await fetch(`${server.url}/api/admin/mail`, { headers: { cookie } });
  // A worker keeps this module from file to file: a later server on the same port is another
  // database, where the remembered session does not exist.
  if (res.status === 401 && !retried) {
    outboxSessions.delete(server.url);
    return readOutbox(server, true);
  }
  if (!res.ok) throw new Error(`GET /api/admin/mail answered ${res.status}: start the server with OUTBOX_READER_ENV`);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/** Debian's Chromium, driven by playwright-core (no browser download). */
export function chromiumPath(): string {
  const candidates = ["/usr/lib/chromium/chromium", "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error("Browser tests need Debian's Chromium: run `apt-get update && apt-get install -y chromium`.");
  }
  return found;
}

/**
 * One Chromium per test worker (issue 25): the e2e project runs with `isolate: false`, so this
 * module, and the browser it launched, live on from one browser file to the next in a worker.
 * Each test still gets a fresh context of its own (openPage), so no cookie, storage or cache
 * crosses tests. close() on the shared browser closes every context still open (files call it
 * in afterAll; a worker runs one file at a time) and leaves Chromium running; the worker's exit
 * ends it. A browser that crashed is launched again for the next file.
 */
let workerBrowser: Promise<Browser> | undefined;

/** `env` adds to the browser process's environment (e.g. a HOME with extra fonts): such a browser is the caller's own. */
export function launchBrowser(env: Record<string, string> = {}): Promise<Browser> {
  if (Object.keys(env).length > 0) return launchChromium(env);
  workerBrowser ??= launchChromium({}).then((browser) => {
    browser.once("disconnected", () => {
      workerBrowser = undefined;
    });
    Object.defineProperty(browser, "close", {
      value: async () => {
        await Promise.all(browser.contexts().map((context) => context.close()));
      },
    });
    // No service worker unless a test asks for one (pwa.test.ts): the app's worker precaches
    // every built file after each first load, which in a fresh context per test is work the
    // other tests neither need nor check.
    const newContext = browser.newContext.bind(browser);
    Object.defineProperty(browser, "newContext", {
      value: (options: BrowserContextOptions = {}) => newContext({ serviceWorkers: "block", ...options }),
    });
    return browser;
  });
  return workerBrowser;
}

/**
 * A Chromium of the caller's own, for a script outside the test workers (a bench): its close()
 * ends it, so the script can exit. The shared one (launchBrowser) outlives close().
 */
export const launchOwnBrowser = (env: Record<string, string> = {}): Promise<Browser> => launchChromium(env);

function launchChromium(env: Record<string, string>): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    ...(Object.keys(env).length > 0 ? { env: { ...(process.env as Record<string, string>), ...env } } : {}),
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

export interface OpenedPage {
  page: Page;
  /** Console errors, uncaught exceptions and failed requests seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/** A page in a fresh browser context at the given size that records every error. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  options: Pick<BrowserContextOptions, "serviceWorkers"> = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport, locale: "en-IN", timezoneId: "Asia/Kolkata", ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const source = message.location().url;
    errors.push(`console: ${message.text()} @ ${source}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText ?? "";
    // A navigation (or a carousel moving on) cancels requests still in flight; Chrome reports
    // them as ERR_ABORTED. A missing or broken file still fails the test: its 4xx/5xx answer is
    // logged as a console error, and a refused connection is another errorText.
    if (reason === "net::ERR_ABORTED") return;
    errors.push(`request failed: ${request.url()} ${reason}`);
  });
  waitForAppOnNavigation(page);
  return { page, errors, close: () => context.close() };
}

/**
 * Makes page.goto and page.reload return only once React owns the page. A server-rendered page
 * is taken over a frame after it is painted (main.tsx), so on a loaded machine a click that
 * lands before then is lost; React replays clicks that arrive after it has started. Pages
 * without the app's #root (a JSON answer, a photo) return at once.
 */
export function waitForAppOnNavigation(page: Page) {
  const appOwnsPage = () =>
    page
      .waitForFunction(() => {
        const root = document.getElementById("root");
        if (!root) return true;
        return root.firstElementChild !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer"));
      })
      .then(() => undefined);
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    await appOwnsPage();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    await appOwnsPage();
    return response;
  };
}

// Each file counts from its own random start, so files sharing a server (sharedServer()) use
// different addresses and never meet each other's per-address limits.
let clientAddresses = randomInt(0, 254);

/**
 * Gives a page a client address of its own (TEST-NET-1, 192.0.2.0/24) through X-Forwarded-For,
 * for a server started with TRUST_PROXY=true: per-IP limits such as 10 sign-ups an hour then
 * count each journey apart, as they would for creators on different connections.
 */
export async function giveOwnClientAddress(page: Page): Promise<string> {
  clientAddresses += 1;
  const address = `192.0.2.${(clientAddresses % 254) + 1}`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
  return address;
}

/**
 * Uploads a JPEG through the API's four steps (URL, PUT, record, complete) with a browser
 * context's cookies, as the upload page would, and returns the ready item's id and object path.
 */
export async function uploadPhotoThroughApi(
  api: APIRequestContext,
  baseUrl: string,
  photo: Buffer,
  fileName = "photo.jpg",
): Promise<{ id: string; objectPath: string }> {
  return uploadThroughApi(api, baseUrl, photo, { fileName, mimeType: "image/jpeg" });
}

/** A video uploaded as the library page does, with the poster the browser draws (a JPEG). */
export function uploadVideoThroughApi(
  api: APIRequestContext,
  baseUrl: string,
  video: Buffer,
  poster: Buffer,
  fileName = "reel.mp4",
): Promise<{ id: string; objectPath: string }> {
  return uploadThroughApi(api, baseUrl, video, {
    fileName,
    mimeType: fileName.endsWith(".mov") ? "video/quicktime" : "video/mp4",
    posterDataUrl: `data:image/jpeg;base64,${poster.toString("base64")}`,
  });
}

async function uploadThroughApi(
  api: APIRequestContext,
  baseUrl: string,
  photo: Buffer,
  options: { fileName: string; mimeType: string; posterDataUrl?: string },
): Promise<{ id: string; objectPath: string }> {
  const { fileName, mimeType } = options;
  const headers = { origin: baseUrl };
  const target = await (
    await api.post(`${baseUrl}/api/objects/upload`, {
      data: { fileName, fileSize: photo.length, mimeType },
      headers,
    })
  ).json();
  const put = await api.put(new URL(target.uploadURL, baseUrl).href, {
    data: photo,
    headers: { ...target.headers, ...headers },
  });
  if (!put.ok()) throw new Error(`upload PUT failed: ${put.status()} ${await put.text()}`);
  const created = await (
    await api.post(`${baseUrl}/api/content`, {
      data: {
        fileName,
        originalName: fileName,
        fileType: mimeType.startsWith("video/") ? "video" : "image",
        mimeType,
        fileSize: photo.length,
        objectPath: target.objectPath,
      },
      headers,
    })
  ).json();
  const done = await api.put(`${baseUrl}/api/content/${created.id}/upload-complete`, {
    data: { objectURL: target.uploadURL, ...(options.posterDataUrl ? { posterDataUrl: options.posterDataUrl } : {}) },
    headers,
  });
  if (done.status() !== 200) throw new Error(`upload-complete failed: ${done.status()} ${await done.text()}`);
  const item = await done.json();
  return { id: item.id, objectPath: item.objectPath };
}

/**
 * Whether this run keeps screenshots: `SCREENSHOTS=1` (npm run test:screens). They assert
 * nothing — they are for a person to look at a screen — and writing them was ~15 % of the
 * browser's CPU in a full run, so the README's `npm test` (CI) leaves them out (decision 780).
 */
export const KEEP_SCREENSHOTS = process.env.SCREENSHOTS === "1";

/**
 * Saves a screenshot under test-results/screenshots as `<name>-<viewport width>.png` when the
 * run keeps them (KEEP_SCREENSHOTS): the full page, only `element` (e.g. one section) when given
 * one, or with `{ fullPage: false }` what the viewport shows (for dialogs and toasts, which are
 * fixed to the viewport). The width is the page's viewport's unless `width` says otherwise.
 */
export async function screenshot(
  page: Page,
  name: string,
  what: Locator | { fullPage?: boolean } = {},
  width = (page.viewportSize() ?? DESKTOP).width,
) {
  if (!KEEP_SCREENSHOTS) return;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
  if ("screenshot" in what) await what.screenshot({ path: file });
  else await page.screenshot({ path: file, fullPage: what.fullPage ?? true });
}

/**
 * Scrolls to the bottom step by step, as a visitor would, until every deferred section
 * (`[data-deferred]` placeholders, components/marketing/deferred.tsx) has rendered, then back
 * to the top. Throws when a section never renders.
 */
export async function scrollThrough(page: Page) {
  for (let pass = 0; ; pass++) {
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(window.innerHeight / 2)) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await page.waitForLoadState("networkidle");
    const waiting = await page.locator("[data-deferred]").count();
    if (waiting === 0) break;
    if (pass >= 4) throw new Error(`${waiting} deferred section(s) never rendered on ${page.url()}`);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** axe-core violations of serious or critical impact on the current page. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Once per document: the 500 KB script is parsed again only after a navigation.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: { resultTypes: string[] },
          ) => Promise<{ violations: { id: string; impact: string; help: string; nodes: unknown[] }[] }>;
        };
      }
    ).axe.run(document, {
      // Every violation in full; passes and inapplicable rules are reported with one node
      // instead of all (axe's own advice for speed; only violations are read here).
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, count: v.nodes.length }));
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact}: ${v.id} (${v.count}) ${v.help}`);
}

let signUps = randomInt(0, 60_000);

/**
 * Registers a fresh account through the API in the page's browser context, which is then
 * signed in. Each sign-up comes from its own documentation address (198.18.0.0/15), so a
 * server started with TRUST_PROXY=true does not hit its per-address sign-up limit.
 */
export async function signUpThroughApi(page: Page, serverUrl: string, prefix: string): Promise<string> {
  const email = `${prefix}-${randomBytes(3).toString("hex")}@example.in`;
  const n = ++signUps;
  const res = await page.request.post(`${serverUrl}/api/auth/register`, {
    headers: { "x-forwarded-for": `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}` },
    data: { email, password: "e2e-pass-1234", name: "Priya Nair", isAtLeast13: true, acceptTerms: true },
  });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return email;
}

/** Waits for the toast with this title and returns its whole text (title and description). */
export async function toastText(page: Page, title: string, timeout = 15_000): Promise<string> {
  const toast = page.getByTestId("toast").filter({ hasText: title });
  await toast.waitFor({ timeout });
  return (await toast.textContent()) ?? "";
}

/**
 * Watches one generation endpoint (issue 26): the note each request sent, and how many answers
 * asked for a note (`askForNote: true` in a JSON answer; a streamed answer's body cannot be read
 * back, so it is not counted). `settled()` waits for the answers seen so far to be read.
 */
export function watchAskForNote(page: Page, path: string) {
  const reading: Promise<void>[] = [];
  const seen = {
    asked: 0,
    notes: [] as (string | undefined)[],
    settled: () => Promise.all(reading),
  };
  const isGeneration = (url: string, method: string) => method === "POST" && new URL(url).pathname === path;
  page.on("request", (request) => {
    if (isGeneration(request.url(), request.method())) {
      seen.notes.push((request.postDataJSON() as { note?: string } | null)?.note);
    }
  });
  page.on("response", (response) => {
    if (!isGeneration(response.url(), response.request().method())) return;
    reading.push(
      response.text().then(
        (body) => {
          if (body.includes('"askForNote":true')) seen.asked++;
        },
        () => undefined,
      ),
    );
  });
  return seen;
}
