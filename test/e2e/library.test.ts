import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatBytes } from "#web/lib/format.ts";
import { buildJpeg } from "../helpers/images.ts";
import { buildMp4 } from "../helpers/videos.ts";
import { encodeWebm, recordWebm } from "./browser-video.ts";
import {
  BOTH_WIDTHS,
  CREATOR_WIDTH,
  DESKTOP,
  launchBrowser,
  openPage,
  type SharedServer,
  screenshot,
  seriousA11yViolations,
  sharedServer,
} from "./harness.ts";

const MB = 1024 * 1024;

let server: SharedServer;
let browser: Browser;
let photos: { name: string; mimeType: string; buffer: Buffer }[];
let bigPhoto: Buffer;

beforeAll(async () => {
  // Sign-ups are limited to 10 per address an hour; behind a trusted proxy each journey's
  // account comes from its own (documentation-range) address instead.
  server = sharedServer();
  browser = await launchBrowser();
  photos = await Promise.all(
    [
      ["holi-colours.jpg", 1600, 1200],
      ["chai-stall.jpg", 1080, 1350],
      ["marine-drive.jpg", 1920, 1080],
    ].map(async ([name, width, height]) => ({
      name: name as string,
      mimeType: "image/jpeg",
      buffer: await buildJpeg({ width: width as number, height: height as number }),
    })),
  );
  // Noise does not compress: about 12 MB at 4200 × 3150, quality 95.
  bigPhoto = await sharp({
    create: {
      width: 4200,
      height: 3150,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Errors other than expected 4xx answers and requests cut short by navigation. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/status of (400|401|404|413|422)|net::ERR_ABORTED/.test(e));

let signUps = 0;

/** Creates an account through the API; the session cookie lands in the page's context. */
async function signUp(page: Page, prefix: string) {
  const email = `${prefix}-${randomBytes(3).toString("hex")}@example.in`;
  const res = await page.request.post(`${server.url}/api/auth/register`, {
    headers: { "x-forwarded-for": `203.0.113.${++signUps}` },
    data: { email, password: "library-pass-1", name: "Asha Verma", isAtLeast13: true, acceptTerms: true },
  });
  expect(res.ok()).toBe(true);
  return email;
}

/** Records every "Uploading n%" text the rows show, to prove progress is reported. */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('[data-testid="upload-row-status"]')) {
        const text = node.textContent ?? "";
        if (/Uploading \d+%/.test(text) && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const progressSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);

async function toastText(page: Page, title: string) {
  const toast = page.getByTestId("toast").filter({ hasText: title });
  await toast.waitFor({ timeout: 60_000 });
  return (await toast.textContent()) ?? "";
}

/** Waits until `count` images in `selector` have loaded real pixels. */
async function waitForLoadedImages(page: Page, selector: string, count: number) {
  await page.waitForFunction(
    ([sel, n]) =>
      Array.from(document.querySelectorAll(`${sel} img`)).filter(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ).length >= (n as number),
    [selector, count] as const,
    { timeout: 30_000 },
  );
}

/** The whole upload flow through the API, for filling the quota quickly. */
async function uploadThroughApi(page: Page, name: string, body: Buffer, mimeType: string, complete = true) {
  const target = await page.request.post(`${server.url}/api/objects/upload`, {
    data: { fileName: name, fileSize: body.length, mimeType },
  });
  expect(target.status()).toBe(200);
  const { uploadURL, objectPath, headers } = (await target.json()) as {
    uploadURL: string;
    objectPath: string;
    headers: Record<string, string>;
  };
  const put = await page.request.put(new URL(uploadURL, server.url).href, { headers, data: body });
  expect(put.ok()).toBe(true);
  const created = await page.request.post(`${server.url}/api/content`, {
    data: {
      fileName: name,
      originalName: name,
      fileType: mimeType.startsWith("video/") ? "video" : "image",
      mimeType,
      fileSize: body.length,
      objectPath,
    },
  });
  const { id } = (await created.json()) as { id: string };
  if (!complete) return;
  const done = await page.request.put(`${server.url}/api/content/${id}/upload-complete`, {
    data: { objectURL: uploadURL },
  });
  expect(done.status()).toBe(200);
}

describe.each(BOTH_WIDTHS)("content library on a %s", (name, viewport) => {
  const phone = viewport.width < 768;

  it("uploads photos (and a short video on desktop) with progress, shows them, edits, manages and deletes", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    await signUp(page, `library-${name}`);
    await page.goto(`${server.url}/upload`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Upload Content" }).waitFor();
    expect(await page.title()).toMatch(/^Upload content — CaptionKaro/);
    await expect(page.getByText("Nothing uploaded yet.").isVisible()).resolves.toBe(true);
    await screenshot(page, `upload-empty-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The Upload link is in the signed-in navigation.
    if (phone) {
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.getByRole("dialog").getByRole("link", { name: "Upload" }).isVisible()).resolves.toBe(true);
      await page.keyboard.press("Escape");
    } else {
      const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Upload", exact: true });
      await expect(link.getAttribute("aria-current")).resolves.toBe("page");
    }

    const files = [...photos];
    if (phone) {
      // Mobile takes images only (spec §5).
      await page
        .getByTestId("file-input")
        .setInputFiles([{ name: "clip.webm", mimeType: "video/webm", buffer: await recordWebm(page, 500) }]);
      const text = await toastText(page, "Invalid File Type");
      expect(text).toContain("clip.webm is not a supported image format.");
    } else {
      files.push({ name: "short-clip.webm", mimeType: "video/webm", buffer: await recordWebm(page, 2000) });
    }

    await watchProgress(page);
    // A slow uplink, as on a phone network, so the bars move through real percentages.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 64 * 1024,
    });
    await page.getByTestId("file-input").setInputFiles(files);
    await page
      .getByText(/Uploading [1-9]\d?%/)
      .first()
      .waitFor();
    await screenshot(page, `upload-progress-${name}`);
    const success = await toastText(page, "Upload Successful");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect(success).toContain(`${files.length} file(s) uploaded successfully`);
    expect(await page.locator('[data-testid="upload-row"][data-phase="done"]').count()).toBe(files.length);
    const seen = await progressSeen(page);
    expect(seen.some((text) => /Uploading ([1-9]|[1-9]\d)%/.test(text))).toBe(true);
    for (const bar of await page.getByRole("progressbar").all()) {
      await expect(bar.getAttribute("aria-valuenow")).resolves.toBe("100");
    }

    // Recent uploads refresh after the upload, with thumbnails (the video's from its poster frame).
    await page
      .locator('[data-testid="recent-item"]')
      .nth(files.length - 1)
      .waitFor();
    await waitForLoadedImages(page, '[data-testid="recent-item"]', files.length);
    await screenshot(page, `upload-done-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The dashboard's Content Library: thumbnails, view, edit (rename and alt text).
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await page.getByRole("tab", { name: "Content Library" }).waitFor();
    const cards = page.getByTestId("library-item");
    await cards.nth(files.length - 1).waitFor();
    expect(await cards.count()).toBe(files.length);
    await waitForLoadedImages(page, '[data-testid="library-item"]', files.length);
    await screenshot(page, `dashboard-library-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "View chai-stall.jpg" }).click();
    const viewer = page.getByRole("dialog", { name: "chai-stall.jpg" });
    await viewer.waitFor();
    await waitForLoadedImages(page, '[role="dialog"]', 1);
    await page.keyboard.press("Escape");

    if (!phone) {
      // The video plays in the viewer from its original, with the poster frame as its picture.
      await page.getByRole("button", { name: "View short-clip.webm" }).click();
      await page.getByRole("dialog", { name: "short-clip.webm" }).waitFor();
      await page.waitForFunction(
        () => (document.querySelector('[role="dialog"] video') as HTMLVideoElement)?.readyState >= 1,
      );
      await page.keyboard.press("Escape");
    }

    await page.getByRole("button", { name: "Edit chai-stall.jpg" }).click();
    const editor = page.getByRole("dialog", { name: "Edit file details" });
    await editor.getByLabel("Name").fill("Chai at sunrise.jpg");
    await editor.getByLabel("Alt text").fill("A steaming glass of chai on a wooden bench");
    await screenshot(page, `dashboard-edit-dialog-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await editor.getByRole("button", { name: "Save" }).click();
    await toastText(page, "Content Updated");
    await page.getByRole("button", { name: "View Chai at sunrise.jpg" }).waitFor();
    await expect(page.getByRole("img", { name: "A steaming glass of chai on a wooden bench" }).count()).resolves.toBe(
      1,
    );

    // Storage tab: honest figures and the file list linking to /objects/….
    await page.getByRole("tab", { name: "Storage" }).click();
    const downloads = page.getByRole("link", { name: /^Download / });
    await downloads.first().waitFor();
    expect(await downloads.count()).toBe(files.length);
    const href = (await downloads.first().getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/objects\//);
    expect((await page.request.get(`${server.url}${href}`)).status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Current plan: Free" }).isVisible()).resolves.toBe(true);
    await expect(page.getByText("+5 GB").isVisible()).resolves.toBe(true);
    // Each add-on's button leads to /subscribe with that add-on chosen (followed in billing.test.ts).
    expect(await page.getByRole("link", { name: "Add 5 GB" }).getAttribute("href")).toBe(
      "/subscribe?addon=storage-5gb",
    );
    await screenshot(page, `dashboard-storage-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Manage mode: list view, select all / clear, delete two.
    await page.goto(`${server.url}/upload?tab=manage`, { waitUntil: "networkidle" });
    await expect(page.getByRole("tab", { name: "Manage" }).getAttribute("aria-selected")).resolves.toBe("true");
    const items = page.getByTestId("manage-item");
    await items.nth(files.length - 1).waitFor();
    // The background analysis marks processed items as ready for captions.
    await page.getByText("AI Ready").first().waitFor({ timeout: 60_000 });
    await page.getByRole("button", { name: "List view" }).click();
    await expect(page.getByRole("list", { name: "Your files" }).getAttribute("data-layout")).resolves.toBe("list");
    await page.getByRole("button", { name: "Select all" }).click();
    await page.getByText(`${files.length} of ${files.length} selected`).waitFor();
    await page.getByRole("button", { name: "Clear" }).click();
    await page.getByText(`0 of ${files.length} selected`).waitFor();
    await page.getByRole("checkbox", { name: "Select holi-colours.jpg" }).check();
    await page.getByRole("checkbox", { name: "Select marine-drive.jpg" }).check();
    await screenshot(page, `manage-list-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Delete selected (2)" }).click();
    await toastText(page, "Files Deleted");
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="manage-item"]').length === n,
      files.length - 2,
    );
    await page.getByRole("button", { name: "Grid view" }).click();
    await expect(page.getByRole("list", { name: "Your files" }).getAttribute("data-layout")).resolves.toBe("grid");
    await screenshot(page, `manage-grid-${name}`);
    const left = (await (await page.request.get(`${server.url}/api/content`)).json()) as { originalName: string }[];
    expect(left.map((item) => item.originalName).sort()).toEqual(
      ["Chai at sunrise.jpg", ...(phone ? [] : ["short-clip.webm"])].sort(),
    );

    expect(unexpected(errors)).toEqual([]);
    await close();
  });
});

// Dropping files on the zone and long videos are desktop matters: a phone takes photos only,
// and refuses a video of any length as test 1 shows at 390 px (decision 702).
describe("content library on a desktop", () => {
  const name = "desktop";
  const viewport = DESKTOP;

  it("refuses a 2-minute video with a clear message, before uploading anything", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    await signUp(page, `long-${name}`);
    await page.goto(`${server.url}/upload`, { waitUntil: "networkidle" });
    const setups: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/objects/upload")) setups.push(request.url());
    });
    const longVideo = await encodeWebm(page, 120);
    await page
      .getByTestId("file-input")
      .setInputFiles([{ name: "long-vlog.webm", mimeType: "video/webm", buffer: longVideo }]);
    const text = await toastText(page, "Video Too Long");
    expect(text).toContain("long-vlog.webm is 2:00 long. Videos can be at most 60 seconds (1 minute).");
    await expect(page.getByTestId("upload-row-status").textContent()).resolves.toContain("Video Too Long");
    await screenshot(page, `upload-long-video-${name}`);
    expect(setups).toEqual([]);
    expect(await (await page.request.get(`${server.url}/api/content`)).json()).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it("takes files dropped on the zone or picked by keyboard, refuses more than 5 at once, flags broken items", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    await signUp(page, `drop-${name}`);
    // One upload that never completed (no library item, decision 726), one item whose
    // thumbnail will fail to load.
    await uploadThroughApi(page, "never-finished.jpg", photos[0]?.buffer as Buffer, "image/jpeg", false);
    await uploadThroughApi(page, "lost-thumbnail.jpg", photos[1]?.buffer as Buffer, "image/jpeg");
    const [lost] = (await (await page.request.get(`${server.url}/api/content`)).json()) as { id: string }[];
    await page.route(`**/api/content/${lost?.id}/image**`, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(`${server.url}/upload`, { waitUntil: "networkidle" });
    await page.getByText("Upload Incomplete, please re-upload").waitFor();
    expect(await page.getByText("Upload Issue").count()).toBe(0);
    expect(await page.getByText("never-finished.jpg").count()).toBe(0);

    const six = Array.from({ length: 6 }, (_, i) => ({ ...(photos[0] as (typeof photos)[number]), name: `p${i}.jpg` }));
    await page.getByTestId("file-input").setInputFiles(six);
    expect(await toastText(page, "Too Many Files")).toContain("You can upload up to 5 files at once. You chose 6.");

    // Drag and drop: a DataTransfer carrying one photo, dropped on the zone.
    const bytes = (photos[2] as (typeof photos)[number]).buffer.toString("base64");
    const transfer = await page.evaluateHandle((b64) => {
      const data = new DataTransfer();
      const file = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      data.items.add(new File([file], "dropped.jpg", { type: "image/jpeg" }));
      return data;
    }, bytes);
    await page.getByTestId("drop-zone").dispatchEvent("dragover", { dataTransfer: transfer });
    await page.getByTestId("drop-zone").dispatchEvent("drop", { dataTransfer: transfer });
    expect(await toastText(page, "Upload Successful")).toContain("1 file(s) uploaded successfully");
    await page.getByText("dropped.jpg", { exact: true }).last().waitFor();
    await screenshot(page, `upload-badges-${name}`);

    // Keyboard: the picker opens from its button, and the arrow keys switch to Manage.
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Choose files" }).focus();
    await page.keyboard.press("Enter");
    await (await chooser).setFiles([photos[1] as (typeof photos)[number]]);
    await toastText(page, "Upload Successful");
    await page.getByRole("tab", { name: "Upload" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.getByRole("heading", { name: "Manage files" }).waitFor();
    expect(new URL(page.url()).search).toBe("?tab=manage");
    await expect(
      page.getByRole("tab", { name: "Manage" }).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });
});

// Behaviour that is the same at every width: on a phone, where creators upload (decision 702).
describe.each(CREATOR_WIDTH)("content library rules on a %s", (name, viewport) => {
  it("shows one size per file: the upload rows and the Storage tab give the stored size, formatted alike", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    await signUp(page, `sizes-${name}`);
    await page.goto(`${server.url}/upload`, { waitUntil: "networkidle" });
    await page.getByTestId("file-input").setInputFiles(photos);
    await toastText(page, "Upload Successful");
    const rows = page.getByTestId("upload-row");
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="upload-row-size"]').length === n,
      photos.length,
    );
    const onUpload = new Map<string, string>();
    for (const row of await rows.all()) {
      onUpload.set(
        (await row.locator("p.truncate[title]").getAttribute("title")) ?? "",
        (await row.getByTestId("upload-row-size").textContent()) ?? "",
      );
    }
    // The server's stored size is the one source: the creator's file without its metadata, never
    // larger than the picked file (decision 727).
    const items = (await (await page.request.get(`${server.url}/api/content`)).json()) as {
      originalName: string;
      fileSize: number;
    }[];
    for (const photo of photos) {
      const stored = items.find((item) => item.originalName === photo.name)?.fileSize ?? 0;
      expect(stored).toBeGreaterThan(0);
      expect(stored).toBeLessThanOrEqual(photo.buffer.length);
      expect(onUpload.get(photo.name)).toBe(`${formatBytes(stored)} stored`);
    }
    await screenshot(page, `upload-sizes-${name}`);

    await page.goto(`${server.url}/?tab=storage`, { waitUntil: "networkidle" });
    const storageRows = page.locator("li", { has: page.getByTestId("storage-file-size") });
    await storageRows.nth(photos.length - 1).waitFor();
    for (const row of await storageRows.all()) {
      const fileName = (await row.locator("span[title]").getAttribute("title")) ?? "";
      expect(`${await row.getByTestId("storage-file-size").textContent()} stored`).toBe(onUpload.get(fileName));
    }
    await screenshot(page, `storage-sizes-${name}`);
    expect(errors).toEqual([]);
    await close();
  });

  it("downscales a 12 MB photo in the browser and accepts it", async () => {
    expect(bigPhoto.length).toBeGreaterThan(10 * MB);
    const { page, errors, close } = await openPage(browser, viewport);
    await signUp(page, `big-${name}`);
    await page.goto(`${server.url}/upload`, { waitUntil: "networkidle" });
    await page
      .getByTestId("file-input")
      .setInputFiles([{ name: "wedding.jpg", mimeType: "image/jpeg", buffer: bigPhoto }]);
    await toastText(page, "Upload Successful");
    await expect(page.getByTestId("upload-row-status").textContent()).resolves.toMatch(
      /Uploaded · Resized from 1\d\.\d MB to \d\.\d MB/,
    );
    const [item] = (await (await page.request.get(`${server.url}/api/content`)).json()) as {
      fileName: string;
      originalName: string;
      width: number;
      height: number;
      status: string;
    }[];
    expect(item).toMatchObject({ originalName: "wedding.jpg", fileName: "wedding.jpg", status: "ready" });
    expect(Math.max(item?.width ?? 0, item?.height ?? 0)).toBe(2048);
    await page.locator('[data-testid="recent-item"]').first().waitFor();
    await screenshot(page, `upload-downscaled-${name}`);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it("warns when storage is nearly full and explains a refused upload", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    await signUp(page, `quota-${name}`);
    // Fill 85 of the free plan's 100 MB with a video, through the API.
    await uploadThroughApi(page, "long-recording.mp4", buildMp4({ seconds: 30, mdatBytes: 85 * MB }), "video/mp4");
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    const banner = page.getByTestId("storage-banner");
    await banner.waitFor();
    await expect(banner.textContent()).resolves.toContain("Storage Nearly Full");
    await page.getByRole("tab", { name: "Storage" }).click();
    await page.getByTestId("storage-warning-card").waitFor();
    await screenshot(page, `dashboard-nearly-full-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // 97 MB used: a 4 MB photo no longer fits, and the page says so in the spec's words.
    await uploadThroughApi(page, "second.mp4", buildMp4({ seconds: 20, mdatBytes: 12 * MB }), "video/mp4");
    const photo = await sharp({
      create: {
        width: 2200,
        height: 2000,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(3.2 * MB);
    expect(photo.length).toBeLessThan(5 * MB);
    await page.goto(`${server.url}/upload`, { waitUntil: "networkidle" });
    await page.getByTestId("storage-banner").waitFor();
    await page
      .getByTestId("file-input")
      .setInputFiles([{ name: "one-more.jpg", mimeType: "image/jpeg", buffer: photo }]);
    const text = await toastText(page, "Upload Setup Failed");
    expect(text).toMatch(
      /Storage limit exceeded! Used: 9\d(\.\d)? MB \/ 100 MB\. Please (upgrade your plan|free up space)\./,
    );
    await screenshot(page, `upload-storage-exceeded-${name}`);

    // Fill the rest exactly: the dashboard then says the limit is reached.
    const stats = (await (await page.request.get(`${server.url}/api/storage-stats`)).json()) as {
      storageUsed: number;
      storageLimit: number;
    };
    const overhead = buildMp4({ seconds: 5, mdatBytes: 1024 }).length - 1024;
    const rest = buildMp4({ seconds: 5, mdatBytes: stats.storageLimit - stats.storageUsed - overhead });
    await uploadThroughApi(page, "last-bytes.mp4", rest, "video/mp4");
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await page.getByTestId("storage-banner").filter({ hasText: "Storage Limit Exceeded" }).waitFor();
    await screenshot(page, `dashboard-full-${name}`);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it("dashboard library: empty state links to /upload, delete asks first, failed deletes say so (also in manage mode)", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    await signUp(page, `delete-${name}`);
    const listed = async () =>
      ((await (await page.request.get(`${server.url}/api/content`)).json()) as { id: string; originalName: string }[])
        .map((item) => item.originalName)
        .sort();

    // Empty library: a clear empty state whose button leads to /upload.
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Your library is empty" }).waitFor();
    const toUpload = page.getByRole("link", { name: "Upload content" });
    await expect(toUpload.getAttribute("href")).resolves.toBe("/upload");
    await screenshot(page, `dashboard-library-empty-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await toUpload.click();
    await page.getByRole("heading", { name: "Upload Content" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/upload");

    for (const photo of photos) await uploadThroughApi(page, photo.name, photo.buffer, photo.mimeType);
    const all = photos.map((photo) => photo.name).sort();
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    const cards = page.getByTestId("library-item");
    await cards.nth(photos.length - 1).waitFor();

    // Delete asks first; Cancel keeps the file.
    await page.getByRole("button", { name: "Delete holi-colours.jpg" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete holi-colours.jpg?" });
    await confirm.waitFor();
    await expect(confirm.textContent()).resolves.toContain("This cannot be undone.");
    await screenshot(page, `dashboard-delete-confirm-${name}`, { fullPage: false });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    expect(await listed()).toEqual(all);

    await page.getByRole("button", { name: "Delete holi-colours.jpg" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    expect(await toastText(page, "Content Deleted")).toContain("holi-colours.jpg was deleted.");
    await confirm.waitFor({ state: "detached" });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="library-item"]').length === 2);
    expect(await listed()).toEqual(all.filter((n) => n !== "holi-colours.jpg"));
    await screenshot(page, `dashboard-content-deleted-${name}`, { fullPage: false });

    // The server answers the DELETE with an error: 'Delete Failed', the dialog stays for a retry.
    await page.route("**/api/content/*", (route) =>
      route.request().method() === "DELETE" ? route.fulfill({ status: 500, body: "" }) : route.fallback(),
    );
    await page.getByRole("button", { name: "Delete chai-stall.jpg" }).click();
    const failing = page.getByRole("dialog", { name: "Delete chai-stall.jpg?" });
    await failing.getByRole("button", { name: "Delete" }).click();
    expect(await toastText(page, "Delete Failed")).toContain("Failed to delete content item");
    await expect(failing.isVisible()).resolves.toBe(true);
    await screenshot(page, `dashboard-delete-failed-${name}`, { fullPage: false });
    await failing.getByRole("button", { name: "Cancel" }).click();
    expect(await cards.count()).toBe(2);
    expect(await listed()).toEqual(all.filter((n) => n !== "holi-colours.jpg"));
    await page.unroute("**/api/content/*");

    // Manage mode: one of two deletes fails → 'Failed to delete some files', the failed one
    // stays selected and in the list.
    const items = (await (await page.request.get(`${server.url}/api/content`)).json()) as {
      id: string;
      originalName: string;
    }[];
    const stuck = items.find((item) => item.originalName === "chai-stall.jpg");
    await page.route(`**/api/content/${stuck?.id}`, (route) =>
      route.request().method() === "DELETE" ? route.fulfill({ status: 500, body: "" }) : route.fallback(),
    );
    await page.goto(`${server.url}/upload?tab=manage`, { waitUntil: "networkidle" });
    await page.getByTestId("manage-item").nth(1).waitFor();
    await page.getByRole("button", { name: "Select all" }).click();
    await page.getByRole("button", { name: "Delete selected (2)" }).click();
    expect(await toastText(page, "Failed to delete some files")).toContain(
      "1 deleted, 1 could not be deleted. Please try again.",
    );
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="manage-item"]').length === 1);
    await page.getByText("1 of 1 selected").waitFor();
    await expect(page.getByRole("checkbox", { name: "Select chai-stall.jpg" }).isChecked()).resolves.toBe(true);
    await screenshot(page, `manage-delete-partly-failed-${name}`, { fullPage: false });
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await listed()).toEqual(["chai-stall.jpg"]);

    expect(unexpected(errors).filter((e) => !/status of 500/.test(e))).toEqual([]);
    await close();
  });

  it("tries the upload-URL request and the PUT again after a 5xx, never after a 4xx (spec §8)", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    await signUp(page, `retry-${name}`);
    await page.goto(`${server.url}/upload`, { waitUntil: "networkidle" });
    const attempts: number[] = [];
    let answer = 503;
    await page.route("**/api/objects/upload", async (route) => {
      attempts.push(Date.now());
      if (attempts.length <= 2 && answer === 503) return route.fulfill({ status: 503, body: "" });
      if (answer === 400)
        return route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "bad_request", message: "Photos can be at most 5 MB" } }),
        });
      return route.continue();
    });
    await page.getByTestId("file-input").setInputFiles([photos[0] as (typeof photos)[number]]);
    expect(await toastText(page, "Upload Successful")).toContain("1 file(s) uploaded successfully");
    expect(attempts.length).toBe(3);
    // attempt × 1 s between tries: about 1 s, then about 2 s.
    expect((attempts[1] as number) - (attempts[0] as number)).toBeGreaterThanOrEqual(950);
    expect((attempts[2] as number) - (attempts[1] as number)).toBeGreaterThanOrEqual(1950);

    attempts.length = 0;
    answer = 400;
    await page.getByTestId("file-input").setInputFiles([photos[1] as (typeof photos)[number]]);
    expect(await toastText(page, "Upload Setup Failed")).toContain("Photos can be at most 5 MB");
    expect(attempts.length).toBe(1);

    // The PUT follows the same policy: three tries on a 5xx, then 'Upload Failed'.
    answer = 200;
    const puts: number[] = [];
    await page.route("**/api/storage/upload**", (route) => {
      puts.push(Date.now());
      return route.fulfill({ status: 500, body: "" });
    });
    await page.getByTestId("file-input").setInputFiles([photos[2] as (typeof photos)[number]]);
    expect(await toastText(page, "Upload Failed")).toContain("Upload failed: 500");
    expect(puts.length).toBe(3);
    expect(unexpected(errors).filter((e) => !/status of (500|503)/.test(e))).toEqual([]);
    await close();
  });
});
