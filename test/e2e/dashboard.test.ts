import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS } from "#contract/plans.ts";
import type { Post } from "#contract/posts.ts";
import { buildJpeg } from "../helpers/images.ts";
import {
  CREATOR_WIDTH,
  DESKTOP,
  KEEP_SCREENSHOTS,
  launchBrowser,
  type SharedServer,
  screenshot,
  seriousA11yViolations,
  sharedServer,
  waitForAppOnNavigation,
} from "./harness.ts";

const XSS_CAPTION = "<img src=x onerror=alert(1)> </textarea><script>window.__xss = 1</script>";
const XSS_TITLE = "<b>Bold?</b> </textarea><script>";

let server: SharedServer;
let browser: Browser;
let photo: Buffer;

beforeAll(async () => {
  // Behind a trusted proxy each journey's sign-up comes from its own documentation address,
  // so the per-address sign-up limit is not reached. An admin session reads reminder e-mails from the outbox.
  server = sharedServer();
  browser = await launchBrowser();
  photo = await buildJpeg({ width: 800, height: 800 });
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

interface Opened {
  page: Page;
  context: BrowserContext;
  errors: string[];
  dialogs: string[];
}

/**
 * A fresh browser context at the given size and time zone that records errors and any
 * alert()/confirm() dialog (an XSS payload would open one).
 */
async function open(viewport: { width: number; height: number }, timezoneId = "Asia/Kolkata"): Promise<Opened> {
  const context = await browser.newContext({ viewport, locale: "en-IN", timezoneId });
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // Chrome logs 4xx answers to fetch; the tests provoke 400s on purpose.
    if (/status of 400/.test(message.text())) return;
    errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return { page, context, errors, dialogs };
}

async function shot(page: Page, name: string) {
  if (!KEEP_SCREENSHOTS) return;
  // From the top, so the sticky header does not land in the middle of the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `dashboard-${name}`);
}

let signUps = 0;
async function signUp(page: Page, prefix: string): Promise<string> {
  const email = `${prefix}-${randomBytes(3).toString("hex")}@example.in`;
  const res = await page.request.post(`${server.url}/api/auth/register`, {
    headers: { "x-forwarded-for": `198.51.100.${++signUps}`, origin: server.url },
    data: { email, password: "dashboard-pass-1", name: "Priya Nair", isAtLeast13: true, acceptTerms: true },
  });
  expect(res.status()).toBe(201);
  return email;
}

/** Uploads one photo through the real upload flow and returns its content id. */
async function uploadPhoto(page: Page): Promise<string> {
  const api = page.request;
  const headers = { origin: server.url };
  const target = await (
    await api.post(`${server.url}/api/objects/upload`, {
      data: { fileName: "diya.jpg", fileSize: photo.length, mimeType: "image/jpeg" },
      headers,
    })
  ).json();
  expect(
    (await api.put(new URL(target.uploadURL, server.url).href, { data: photo, headers: target.headers })).ok(),
  ).toBe(true);
  const created = await (
    await api.post(`${server.url}/api/content`, {
      data: {
        fileName: "diya.jpg",
        originalName: "diya.jpg",
        fileType: "image",
        mimeType: "image/jpeg",
        fileSize: photo.length,
        objectPath: target.objectPath,
      },
      headers,
    })
  ).json();
  const done = await api.put(`${server.url}/api/content/${created.id}/upload-complete`, {
    data: { objectURL: target.uploadURL },
    headers,
  });
  expect(done.status()).toBe(200);
  return created.id as string;
}

/** Saves a post through POST /api/posts, as Create Post does. */
async function savePost(page: Page, data: Record<string, unknown>): Promise<Post> {
  const res = await page.request.post(`${server.url}/api/posts`, { data, headers: { origin: server.url } });
  expect(res.status()).toBe(201);
  return (await res.json()) as Post;
}

const listPosts = async (page: Page) =>
  ((await (await page.request.get(`${server.url}/api/posts`)).json()) as { posts: Post[] }).posts;

async function toast(page: Page, title: string): Promise<string> {
  const found = page.getByTestId("toast").filter({ hasText: title });
  await found.waitFor({ timeout: 15_000 });
  return (await found.textContent()) ?? "";
}

const statText = async (page: Page, id: string) => ((await page.getByTestId(id).textContent()) ?? "").trim();

/** Waits until a stat card reads `text` (the cards reload after each change). */
/** The Avg. Engagement card before any post has results from Instagram. */
const NO_RESULTS =
  "No results from Instagram yet. A post published through CaptionKaro shows its reach and interactions from an hour after it goes out.";

async function waitForStat(page: Page, id: string, text: string | RegExp) {
  await page.waitForFunction(
    ([testId, pattern, isRegex]) => {
      const value = document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? "";
      return isRegex ? new RegExp(pattern as string).test(value) : value.includes(pattern as string);
    },
    [id, typeof text === "string" ? text : text.source, typeof text !== "string"] as const,
    { timeout: 15_000 },
  );
}

/** The IST calendar date `days` from now, as the date input takes it (YYYY-MM-DD). */
const istDateIn = (days: number) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

const FREE = PLANS.free;
const freeGenerations = FREE.generations.perDay as number;

describe.each(CREATOR_WIDTH)("dashboard on a %s", (name, viewport) => {
  it("starts empty: honest zero figures, the seven tabs by keyboard and by link, empty states", async () => {
    const { page, context, errors } = await open(viewport);
    await signUp(page, `empty-${name}`);
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await page.getByRole("tab", { name: "Content Library" }).waitFor();

    await waitForStat(page, "stat-total-posts", "0");
    expect(await statText(page, "stat-total-posts")).toBe(`0${0}/${FREE.savedPosts} saves used`);
    expect(await statText(page, "stat-scheduled")).toBe("0");
    expect(await statText(page, "stat-avg-engagement")).toBe(`—${NO_RESULTS}`);
    expect(await statText(page, "stat-storage-used")).toMatch(/^0 KBof 100 MB$/);
    expect(await statText(page, "generations-left")).toBe(
      `${freeGenerations} of ${freeGenerations} AI captions left today.`,
    );
    const tabs = await page.getByRole("tab").allTextContents();
    expect(tabs).toEqual([
      "Content Library",
      "Create Post",
      "AI Training",
      "My Posts",
      "Calendar",
      "Storage",
      "History",
    ]);
    // All seven in sight without scrolling the row (issue 17: on a phone it was cut after AI Training).
    for (const text of tabs) {
      const box = await page.getByRole("tab", { name: text }).boundingBox();
      expect(box, text).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= viewport.width, text).toBe(true);
    }
    await expect(
      page.getByRole("tablist", { name: "Dashboard" }).evaluate((el) => el.scrollWidth <= el.clientWidth),
    ).resolves.toBe(true);
    await screenshot(page, `dashboard-tabs-${name}`, page.getByRole("tablist", { name: "Dashboard" }));
    await shot(page, "dashboard-empty");
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Keyboard: arrows move along the tabs and the address follows.
    await page.getByRole("tab", { name: "Content Library" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "AI Training" }).getAttribute("aria-selected")).resolves.toBe("true");
    expect(new URL(page.url()).search).toBe("?tab=training");
    await page.getByText("Training status").waitFor();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "My Posts" }).getAttribute("aria-selected")).resolves.toBe("true");
    expect(new URL(page.url()).search).toBe("?tab=posts");
    await expect(
      page.getByRole("tab", { name: "My Posts" }).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await page.getByRole("button", { name: "Create First Post" }).waitFor();
    await shot(page, "dashboard-my-posts-empty");
    expect(await seriousA11yViolations(page)).toEqual([]);

    // 'Create First Post' opens the Create Post tab, which holds the Create Post screen.
    await page.getByRole("button", { name: "Create First Post" }).click();
    await expect(page.getByRole("tab", { name: "Create Post" }).getAttribute("aria-selected")).resolves.toBe("true");
    await page.getByRole("heading", { name: "1. Choose photos" }).waitFor();

    await page.getByRole("tab", { name: "Create Post" }).focus();
    await page.keyboard.press("End");
    await page.getByText("No Caption History Yet").waitFor();
    expect(new URL(page.url()).search).toBe("?tab=history");
    await shot(page, "dashboard-history-empty");

    // A deep link opens its tab directly.
    await page.goto(`${server.url}/?tab=posts`, { waitUntil: "networkidle" });
    await expect(page.getByRole("tab", { name: "My Posts" }).getAttribute("aria-selected")).resolves.toBe("true");
    await page.getByRole("button", { name: "Create First Post" }).waitFor();
    // A deep link's tab is in sight too.
    await page.goto(`${server.url}/?tab=history`, { waitUntil: "networkidle" });
    await page.getByText("No Caption History Yet").waitFor();
    const box = await page.getByRole("tab", { name: "History" }).boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= viewport.width).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows real figures, copies from History, schedules in IST, marks posted, edits, deletes; markup stays text", async () => {
    // A browser in California: the schedule form still speaks IST.
    const { page, context, errors, dialogs } = await open(viewport, "America/Los_Angeles");
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await signUp(page, `posts-${name}`);
    const itemId = await uploadPhoto(page);
    await savePost(page, {
      title: "Chai break",
      caption: "Cutting chai at Dadar station",
      hashtags: "#chai",
      contentItemIds: [itemId],
    });
    await savePost(page, {
      title: XSS_TITLE,
      caption: XSS_CAPTION,
      hashtags: "#safe #text",
      contentItemIds: [itemId],
      engagementPrediction: 70,
    });
    await savePost(page, {
      title: "Diwali at home",
      caption: "Diyas on every step ✨\nHappy Diwali!",
      hashtags: "#diwali #festivalsofindia #mumbai",
      contentItemIds: [itemId],
      engagementPrediction: "85",
      language: "english",
    });

    // Pages of 2 (the address gets ?limit=2), so 'Load more' fetches the third post with the cursor.
    const requested: string[] = [];
    await page.route("**/api/posts*", (route) => {
      const url = new URL(route.request().url());
      if (route.request().method() !== "GET" || url.pathname !== "/api/posts") return route.continue();
      url.searchParams.set("limit", "2");
      requested.push(url.search);
      return route.continue({ url: url.href });
    });
    await page.goto(`${server.url}/?tab=history`, { waitUntil: "networkidle" });
    const history = page.getByTestId("history-post");
    await history.nth(1).waitFor();
    expect(await history.count()).toBe(2);
    await page.getByRole("button", { name: "Load more" }).click();
    await history.nth(2).waitFor();
    expect(requested.some((search) => search.includes("cursor="))).toBe(true);
    await expect(page.getByRole("button", { name: "Load more" }).count()).resolves.toBe(0);
    await page.unroute("**/api/posts*");

    // Stat cards: 3 posts, none scheduled; the estimates (85 and 70) are no engagement figure:
    // Avg. Engagement comes only from Instagram's figures of published posts (issue 32).
    await waitForStat(page, "stat-total-posts", "3");
    expect(await statText(page, "stat-total-posts")).toBe(`3${3}/${FREE.savedPosts} saves used`);
    expect(await statText(page, "stat-scheduled")).toBe("0");
    expect(await statText(page, "stat-avg-engagement")).toBe(`—${NO_RESULTS}`);

    // History: title, estimate, date, caption and hashtags; markup is shown as typed.
    const diwali = history.filter({ hasText: "Diwali at home" });
    // Saved through the API without a generation behind it: the figure says it was given with the post.
    await expect(diwali.getByTestId("history-engagement").textContent()).resolves.toBe(
      "Engagement estimate: 85% (High) — Given with the post when it was saved; not estimated by CaptionKaro.",
    );
    await shot(page, `dashboard-history-basis-${name}`);
    await expect(diwali.getByRole("listitem").allTextContents()).resolves.toEqual([
      "#diwali",
      "#festivalsofindia",
      "#mumbai",
    ]);
    await expect(
      history.filter({ hasText: "Chai break" }).getByTestId("history-engagement").textContent(),
    ).resolves.toBe("No engagement estimate");
    const xss = history.filter({ hasText: "Bold?" });
    await expect(xss.getByRole("heading").textContent()).resolves.toBe(XSS_TITLE);
    await expect(xss.getByTestId("history-caption").textContent()).resolves.toBe(XSS_CAPTION);
    expect(await page.locator('[data-testid="history-post"] img, [data-testid="history-post"] b').count()).toBe(0);
    await shot(page, "dashboard-history");
    expect(await seriousA11yViolations(page)).toEqual([]);

    await diwali.getByRole("button", { name: /Copy Content/ }).click();
    await toast(page, "Content Copied");
    await diwali.getByRole("button", { name: "Copied: Diwali at home" }).waitFor();
    // The post's one text, heading first, as Create Post's Copy gave it (decision 728).
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "Diwali at home\n\nDiyas on every step ✨\nHappy Diwali!\n\n#diwali #festivalsofindia #mumbai",
    );
    await shot(page, "dashboard-history-copied");
    // When the clipboard refuses, the spec's failure toast.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error("denied"));
    });
    await xss.getByRole("button", { name: /Copy Content/ }).click();
    expect(await toast(page, "Copy Failed")).toContain("Please manually select and copy the content.");

    // My Posts: the same posts with status badges; markup is text here too.
    await page.getByRole("tab", { name: "My Posts" }).click();
    const rows = page.getByTestId("my-post");
    await rows.nth(2).waitFor();
    await expect(rows.filter({ hasText: "Bold?" }).getByTestId("post-caption").textContent()).resolves.toBe(
      XSS_CAPTION,
    );
    expect(await page.locator('[data-testid="my-post"] img, [data-testid="my-post"] b').count()).toBe(0);
    expect(await rows.getByTestId("post-status").allTextContents()).toEqual(["Draft", "Draft", "Draft"]);
    await shot(page, "dashboard-my-posts");
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A time in the past is refused with the server's message, inside the dialog.
    await page.getByRole("button", { name: "Schedule Chai break" }).click();
    let dialog = page.getByRole("dialog", { name: "Schedule post" });
    await dialog.getByLabel("Date (IST)").fill(istDateIn(-1));
    await dialog.getByLabel("Time (IST)").fill("09:00");
    await dialog.getByRole("button", { name: "Schedule" }).click();
    await expect(dialog.getByRole("alert").textContent()).resolves.toMatch(/The scheduled time must be in the future/);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // Schedule Diwali for tomorrow 18:30 IST = 13:00 UTC.
    const tomorrow = istDateIn(1);
    await page.getByRole("button", { name: "Schedule Diwali at home" }).click();
    dialog = page.getByRole("dialog", { name: "Schedule post" });
    await dialog.getByLabel("Date (IST)").fill(tomorrow);
    await dialog.getByLabel("Time (IST)").fill("18:30");
    await shot(page, "dashboard-schedule-dialog");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Schedule" }).click();
    expect(await toast(page, "Post Scheduled")).toContain("6:30 pm IST");
    const diwaliRow = rows.filter({ hasText: "Diwali at home" });
    await diwaliRow.getByTestId("post-status").filter({ hasText: "Scheduled" }).waitFor();
    const [y, m, d] = tomorrow.split("-").map(Number) as [number, number, number];
    const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString("en-IN", { month: "short", timeZone: "UTC" });
    await expect(diwaliRow.getByTestId("post-scheduled-at").textContent()).resolves.toBe(
      `Scheduled for ${d} ${month} ${y}, 6:30 pm IST`,
    );
    await waitForStat(page, "stat-scheduled", "1");
    const stored = (await listPosts(page)).find((post) => post.title === "Diwali at home");
    expect(stored?.status).toBe("scheduled");
    expect(stored?.scheduledAt).toBe(`${tomorrow}T13:00:00.000Z`);
    await shot(page, "dashboard-scheduled");

    // Mark posted: badge Posted, Scheduled back to 0; then back to draft.
    await page.getByRole("button", { name: "Mark posted: Diwali at home" }).click();
    await toast(page, "Marked as Posted");
    await diwaliRow.getByTestId("post-status").filter({ hasText: "Posted" }).waitFor();
    await waitForStat(page, "stat-scheduled", /^0$/);
    await expect(diwaliRow.getByTestId("post-scheduled-at").textContent()).resolves.toMatch(/^Was scheduled for /);
    // A posted post offers View, Share (decision 754) and Duplicate, not Edit or Schedule (decision 734).
    expect(await diwaliRow.getByRole("button").allTextContents()).toEqual([
      "View",
      "Share",
      "Duplicate",
      "Back to draft",
      "Delete",
    ]);
    await page.getByRole("button", { name: "View Diwali at home" }).click();
    const viewer = page.getByRole("dialog", { name: "Posted: Diwali at home" });
    await expect(viewer.getByTestId("view-post-text").textContent()).resolves.toMatch(/^Diwali at home\n\n/);
    await shot(page, "dashboard-view-posted");
    await viewer.getByRole("button", { name: "Close" }).click();
    await page.getByRole("button", { name: "Back to draft: Diwali at home" }).click();
    await toast(page, "Moved to Drafts");
    await diwaliRow.getByTestId("post-status").filter({ hasText: "Draft" }).waitFor();

    // Edit: an empty heading is refused, then a real change is saved.
    await page.getByRole("button", { name: "Edit Chai break" }).click();
    const editor = page.getByRole("dialog", { name: "Edit post" });
    await editor.getByLabel("Post heading").fill(" ");
    await editor.getByRole("button", { name: "Save" }).click();
    await editor.getByText("Post heading is required").waitFor();
    await editor.getByLabel("Post heading").fill("Chai at sunrise");
    await editor.getByLabel("Caption").fill("Cutting chai, first light ☀️");
    await editor.getByLabel("Hashtags").fill("#chai #mumbai");
    await shot(page, "dashboard-edit-dialog");
    await editor.getByRole("button", { name: "Save" }).click();
    await toast(page, "Post Updated");
    await rows.filter({ hasText: "Chai at sunrise" }).getByText("Cutting chai, first light ☀️").waitFor();
    expect((await listPosts(page)).find((post) => post.title === "Chai at sunrise")?.hashtags).toBe("#chai #mumbai");

    // Delete (after a confirmation): 2 of 5 saves used.
    await page.getByRole("button", { name: `Delete ${XSS_TITLE}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this post?" });
    await shot(page, "dashboard-delete-dialog");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await toast(page, "Post Deleted");
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="my-post"]').length === 2);
    await waitForStat(page, "stat-total-posts", "2");
    expect(await statText(page, "stat-total-posts")).toBe(`2${2}/${FREE.savedPosts} saves used`);

    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });
});
