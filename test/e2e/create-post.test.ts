import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, Download, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchRoute } from "../../src/contract/routes.ts";
import { escapeHtml } from "../../src/web/features/create/preview-html.ts";
import { buildJpeg } from "../helpers/images.ts";
import {
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  type RunningServer,
  seriousA11yViolations,
  startServer,
} from "./harness.ts";

const SHOTS = "/tmp/shots-create";
const DEVANAGARI = /[\u0900-\u097F]/;
const ARABIC = /[\u0600-\u06FF]/;
const XSS = `<img src=x onerror=alert(1)> </textarea><script>alert("owned")</script>`;

let server: RunningServer;
let browser: Browser;
let photos: { name: string; mimeType: string; buffer: Buffer }[];

beforeAll(async () => {
  // Each journey signs up from its own (documentation-range) address behind a trusted proxy.
  [server, browser] = await Promise.all([startServer({ env: { TRUST_PROXY: "true" } }), launchBrowser()]);
  photos = await Promise.all(
    [
      ["thali.jpg", 1600, 1200],
      ["saree.jpg", 1080, 1350],
      ["ghats.jpg", 1920, 1080],
    ].map(async ([name, width, height]) => ({
      name: name as string,
      mimeType: "image/jpeg",
      buffer: await buildJpeg({ width: width as number, height: height as number }),
    })),
  );
  await mkdir(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Errors other than expected 4xx answers (validation, the save limit) and aborted requests. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/status of (400|401|402|404|422)|net::ERR_ABORTED/.test(e));

let signUps = 0;

async function signUp(page: Page, prefix: string) {
  const email = `${prefix}-${randomBytes(3).toString("hex")}@example.in`;
  const res = await page.request.post(`${server.url}/api/auth/register`, {
    headers: { "x-forwarded-for": `203.0.113.${100 + ++signUps}` },
    data: { email, password: "create-pass-1", name: "Asha Verma", isAtLeast13: true, acceptTerms: true },
  });
  expect(res.ok()).toBe(true);
  return email;
}

async function shot(page: Page, name: string) {
  const { width } = page.viewportSize() ?? DESKTOP;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

async function toastText(page: Page, title: string) {
  const toast = page.getByTestId("toast").filter({ hasText: title });
  await toast.waitFor({ timeout: 60_000 });
  return (await toast.textContent()) ?? "";
}

/** The whole upload flow through the API (request URL, PUT, record, complete). */
async function uploadThroughApi(page: Page, name: string, body: Buffer) {
  const target = await page.request.post(`${server.url}/api/objects/upload`, {
    data: { fileName: name, fileSize: body.length, mimeType: "image/jpeg" },
  });
  expect(target.status()).toBe(200);
  const { uploadURL, objectPath, headers } = (await target.json()) as {
    uploadURL: string;
    objectPath: string;
    headers: Record<string, string>;
  };
  expect((await page.request.put(new URL(uploadURL, server.url).href, { headers, data: body })).ok()).toBe(true);
  const created = await page.request.post(`${server.url}/api/content`, {
    data: {
      fileName: name,
      originalName: name,
      fileType: "image",
      mimeType: "image/jpeg",
      fileSize: body.length,
      objectPath,
    },
  });
  const { id } = (await created.json()) as { id: string };
  const done = await page.request.put(`${server.url}/api/content/${id}/upload-complete`, {
    data: { objectURL: uploadURL },
  });
  expect(done.status()).toBe(200);
  return id;
}

/** Waits until the background analysis has marked `count` items 'AI Ready'. */
async function waitForAnalysed(page: Page, count: number) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const items = (await (await page.request.get(`${server.url}/api/content`)).json()) as { analyzed: boolean }[];
    if (items.filter((item) => item.analyzed).length >= count) return;
    if (Date.now() > deadline) throw new Error(`only ${items.filter((i) => i.analyzed).length} of ${count} analysed`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function openCreate(page: Page) {
  await page.goto(`${server.url}/create`, { waitUntil: "networkidle" });
  await page.getByRole("heading", { name: "Create Post", level: 1 }).waitFor();
}

const downloadText = async (download: Download) => readFile(await download.path(), "utf8");

async function download(page: Page, button: string): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button }).click()]);
  return file;
}

const previewText = (page: Page) => page.getByTestId("preview-text");

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("Create Post on a %s", (name, viewport) => {
  it("uploads 3 photos, auto-selects, generates in Hindi, edits, previews, downloads, copies and saves", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await signUp(page, `create-${name}`);

    // Upload through the real upload page.
    await page.goto(`${server.url}/upload`, { waitUntil: "networkidle" });
    await page.getByTestId("file-input").setInputFiles(photos);
    expect(await toastText(page, "Upload Successful")).toContain("3 file(s) uploaded successfully");
    await waitForAnalysed(page, 3);

    await openCreate(page);
    expect(await page.title()).toMatch(/^Create a post — CaptionKaro/);
    // Only links to pages that exist: /upload does, /subscribe only once it is built.
    expect(await page.getByRole("link", { name: "Upload more photos" }).getAttribute("href")).toBe("/upload");
    expect(await page.locator('a[href="/subscribe"]').count()).toBe(matchRoute("/subscribe") ? 1 : 0);
    await expect(page.getByRole("button", { name: "Generate Preview" }).isDisabled()).resolves.toBe(true);
    await shot(page, "create-empty");

    await page.getByRole("button", { name: "Auto-Select" }).click();
    await page.getByTestId("selection-count").filter({ hasText: "3 of 5 selected" }).waitFor();
    await page
      .getByTestId("posting-time")
      .filter({ hasText: /Best time to post: .+ IST/ })
      .waitFor();
    // The carousel shows the 3 photos with dots.
    await expect(page.getByTestId("preview-carousel").locator("img").count()).resolves.toBe(3);
    await expect(page.getByTestId("preview-dots").getByRole("button").count()).resolves.toBe(3);
    await page.getByRole("button", { name: "Next photo" }).click();
    await page.getByRole("button", { name: "Show photo 2 of 3" }).and(page.locator('[aria-current="true"]')).waitFor();

    // Generate in Hindi: the answer streams as server-sent events.
    await page.getByLabel("Language", { exact: true }).selectOption("hindi");
    const generation = page.waitForResponse((res) => res.url().endsWith("/api/generate-caption"));
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    const answer = await generation;
    expect(answer.request().headers().accept).toContain("text/event-stream");
    expect(answer.headers()["content-type"]).toContain("text/event-stream");
    await toastText(page, "AI Content Generated");
    await page.getByTestId("engine-label").filter({ hasText: "Written by the offline writer" }).waitFor();
    const heading = page.getByLabel("Post heading");
    expect(await heading.inputValue()).toMatch(DEVANAGARI);
    const caption = await page.getByLabel("Caption", { exact: true }).inputValue();
    expect(caption).toMatch(DEVANAGARI);
    expect(await page.getByTestId("engagement-estimate").textContent()).toMatch(
      /^Engagement: (High|Medium|Low) \(\d+\/100\) · estimate$/,
    );
    await expect(page.getByText(/estimates, not measurements/).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Variation 2" }).isVisible()).resolves.toBe(true);
    await expect(page.getByText(`${caption.length.toLocaleString("en-IN")} / 2,200`).isVisible()).resolves.toBe(true);
    const postTags = page.getByTestId("post-hashtags").getByRole("button");
    expect(await postTags.count()).toBeLessThanOrEqual(5);
    expect(await previewText(page).getAttribute("lang")).toBe("hi-IN");
    expect(await previewText(page).textContent()).toMatch(DEVANAGARI);
    await page.getByTestId("generations-left").filter({ hasText: "4 AI captions left today." }).waitFor();
    await shot(page, "create-generated");
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Swap an extra hashtag into the post's set, one tap.
    const extras = page.getByTestId("extra-hashtags").getByRole("button");
    if ((await extras.count()) > 0) {
      const label = (await extras.first().getAttribute("aria-label")) ?? "";
      const tag = label.replace(/^(Swap in|Add) /, "");
      await extras.first().click();
      await page
        .getByTestId("post-hashtags")
        .getByRole("button", { name: `Remove ${tag} from the post` })
        .waitFor();
      expect(await postTags.count()).toBeLessThanOrEqual(5);
    }

    // Edit the heading: the preview follows as the user types.
    const newHeading = "मेरी थाली, मेरा शहर";
    await heading.fill(newHeading);
    await previewText(page).filter({ hasText: newHeading }).waitFor();
    if ((await previewText(page).getAttribute("data-expanded")) === "false") {
      await page.getByRole("button", { name: /^more/ }).click();
    }
    await expect(previewText(page).textContent()).resolves.toContain(caption.slice(0, 40));

    await page.getByRole("button", { name: "Generate Preview" }).click();
    await page.getByText(/^Preview made /).waitFor();

    // Download Preview: one self-contained, script-free file.
    const htmlFile = await download(page, "Download Preview");
    expect(htmlFile.suggestedFilename()).toMatch(/^instagram-preview-\d{12}\.html$/);
    const html = await downloadText(htmlFile);
    await writeFile(path.join(SHOTS, `preview-download-${viewport.width}.html`), html);
    expect(html).toContain(escapeHtml(newHeading));
    expect(html).toContain(escapeHtml(caption));
    expect(html.toLowerCase()).not.toContain("<script");
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'none';[^"]*">/);
    expect(html.match(/src="data:image\/(jpeg|png|webp);base64,/g)?.length).toBe(3);
    expect(html).toContain('lang="hi-IN" dir="ltr"');

    // …and as a PNG image.
    const png = await readFile(await (await download(page, "Download as image")).path());
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    await writeFile(path.join(SHOTS, `preview-download-${viewport.width}.png`), png);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe("png");
    expect(meta.width).toBe(1080);
    expect(meta.height).toBeGreaterThan(1080);

    // Copy: heading, caption and the post's hashtags.
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await toastText(page, "Content Copied");
    await page.getByRole("button", { name: "Copied" }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith(`${newHeading}\n\n${caption}\n\n#`)).toBe(true);
    expect(copied.match(/#[^\s#]+/g)?.length).toBe(await postTags.count());

    // Save: the form clears and the post is in the history.
    await page.getByRole("button", { name: "Save to Caption History" }).click();
    await toastText(page, "Post Created");
    await page.getByTestId("selection-count").filter({ hasText: "0 of 5 selected" }).waitFor();
    expect(await heading.inputValue()).toBe("");
    expect(await page.getByLabel("Caption", { exact: true }).inputValue()).toBe("");
    expect(await page.getByTestId("post-hashtags").count()).toBe(0);
    await page.getByTestId("saves-used").filter({ hasText: "1/5 saves used" }).waitFor();
    const saved = (await (await page.request.get(`${server.url}/api/posts`)).json()) as {
      posts: { title: string; caption: string; hashtags: string; language: string; status: string }[];
    };
    expect(saved.posts).toHaveLength(1);
    expect(saved.posts[0]).toMatchObject({ title: newHeading, caption, language: "hindi", status: "draft" });
    expect(saved.posts[0]?.hashtags.split(" ").length).toBeLessThanOrEqual(5);
    await shot(page, "create-saved");

    expect(unexpected(errors)).toEqual([]);
    await close();
  }, 180_000);
});

describe("Create Post rules", () => {
  it("validates selection, the 5-item limit and the heading; shows hostile text literally; writes Urdu right to left", async () => {
    const { page, errors, close } = await openPage(browser, PHONE);
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await signUp(page, "create-rules");
    for (let i = 1; i <= 6; i++) await uploadThroughApi(page, `photo-${i}.jpg`, photos[i % 3]?.buffer as Buffer);
    await openCreate(page);

    await page.getByRole("button", { name: "Generate", exact: true }).click();
    expect(await toastText(page, "No Content Selected")).toContain("Please select at least one photo");

    // Save without a heading: toast and the inline message.
    await page.getByRole("button", { name: "Save to Caption History" }).click();
    expect(await toastText(page, "Post Heading Required")).toContain("Please add a post heading before saving.");
    await page.getByText("Post heading is required").waitFor();
    await expect(page.getByLabel("Post heading").getAttribute("aria-invalid")).resolves.toBe("true");

    // A heading but no selection.
    await page.getByLabel("Post heading").fill("Heading only");
    await expect(page.getByText("Post heading is required").count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Save to Caption History" }).click();
    expect(await toastText(page, "No Content Selected")).toContain("at least one photo for this post");

    // Five is the most; the sixth is refused.
    for (let i = 1; i <= 5; i++) await page.getByRole("checkbox", { name: `Select photo-${i}.jpg` }).check();
    await page.getByTestId("selection-count").filter({ hasText: "5 of 5 selected" }).waitFor();
    await page.getByRole("checkbox", { name: "Select photo-6.jpg" }).click();
    expect(await toastText(page, "Selection Limit")).toContain("You can select maximum 5 photos per post");
    await expect(page.getByRole("checkbox", { name: "Select photo-6.jpg" }).isChecked()).resolves.toBe(false);
    await page.getByTestId("selection-count").filter({ hasText: "5 of 5 selected" }).waitFor();
    // The preview shows the first 4.
    await expect(page.getByTestId("preview-carousel").locator("img").count()).resolves.toBe(4);

    // Hostile text is text: in the fields, the preview and the download.
    await page.getByLabel("Post heading").fill(XSS);
    await page.getByLabel("Caption", { exact: true }).fill(`${XSS} and more words to read`);
    await previewText(page).filter({ hasText: "</textarea><script>" }).waitFor();
    expect(await previewText(page).textContent()).toContain(`<img src=x onerror=alert(1)>`);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.locator("script", { hasText: "owned" }).count()).toBe(0);
    const html = await downloadText(await download(page, "Download Preview"));
    expect(html).toContain(escapeHtml(XSS));
    expect(html.toLowerCase()).not.toContain("<script");
    expect(html).not.toContain("<img src=x");
    // Opening the downloaded file runs nothing either.
    const opened = await page.context().newPage();
    opened.on("dialog", (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await opened.setContent(html);
    expect(await opened.locator("p.text").textContent()).toContain("</textarea><script>");
    await opened.screenshot({ path: path.join(SHOTS, "preview-download-xss-390.png"), fullPage: true });
    await opened.close();
    await shot(page, "create-xss");
    expect(dialogs).toBe(0);

    // Urdu: generated in Arabic script, right to left in the preview.
    await page.getByRole("button", { name: "Clear selection" }).click();
    await page.getByRole("checkbox", { name: "Select photo-1.jpg" }).check();
    await page.getByLabel("Language", { exact: true }).selectOption("urdu");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await toastText(page, "AI Content Generated");
    expect(await page.getByLabel("Post heading").inputValue()).toMatch(ARABIC);
    await expect(previewText(page).getAttribute("dir")).resolves.toBe("rtl");
    await expect(previewText(page).getAttribute("lang")).resolves.toBe("ur-IN");
    await expect(page.getByLabel("Caption", { exact: true }).getAttribute("dir")).resolves.toBe("rtl");
    await shot(page, "create-urdu");
    expect(dialogs).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await close();
  }, 180_000);

  it("shows the upgrade message when the free plan's caption history is full", async () => {
    const { page, errors, close } = await openPage(browser, DESKTOP);
    await signUp(page, "create-limit");
    const id = await uploadThroughApi(page, "limit.jpg", photos[0]?.buffer as Buffer);
    for (let i = 1; i <= 5; i++) {
      const res = await page.request.post(`${server.url}/api/posts`, {
        data: { title: `Seeded ${i}`, caption: "Seeded", contentItemIds: [id] },
      });
      expect(res.status()).toBe(201);
    }
    await openCreate(page);
    await page.getByTestId("saves-used").filter({ hasText: "5/5 saves used" }).waitFor();
    await page.getByRole("checkbox", { name: "Select limit.jpg" }).check();
    await page.getByLabel("Post heading").fill("One too many");
    await page.getByRole("button", { name: "Save to Caption History" }).click();
    expect(await toastText(page, "Save Failed")).toContain("You've saved 5 of 5 posts on the free plan");
    const alert = page.getByRole("alert").filter({ hasText: "Caption history is full" });
    await alert.waitFor();
    expect(await alert.textContent()).toContain("Upgrade to save more");
    expect(await alert.getByRole("link", { name: "Upgrade to Pro" }).count()).toBe(matchRoute("/subscribe") ? 1 : 0);
    // Nothing was cleared: the user can still copy or download what they wrote.
    expect(await page.getByLabel("Post heading").inputValue()).toBe("One too many");
    await shot(page, "create-save-limit");
    expect(unexpected(errors)).toEqual([]);
    await close();
  }, 120_000);
});
