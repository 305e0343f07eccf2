import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { escapeHtml } from "../../src/web/features/create/preview-html.ts";
import { isoToIstInput } from "../../src/web/features/posts/format.ts";
import { buildJpeg } from "../helpers/images.ts";
import { launchBrowser, PHONE, type RunningServer, startServer } from "./harness.ts";

/**
 * Issue 8's everyday loop on a phone, from an empty account, entirely through the UI:
 * upload 3 photos → Auto-Select on the dashboard's Create Post tab → generate in Hindi with
 * the offline writer → edit the heading → the preview follows → Download Preview → Save →
 * the form clears → History shows the post → Copy Content → My Posts → schedule it →
 * Scheduled reads 1 → the reminder e-mail is sent at the scheduled minute, once.
 */

const DEVANAGARI = /[\u0900-\u097F]/;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { DEV_MAILBOX: "true" } }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function toast(page: Page, title: string) {
  const found = page.getByTestId("toast").filter({ hasText: title });
  await found.waitFor({ timeout: 60_000 });
  return (await found.textContent()) ?? "";
}

it("a creator on a phone goes from an empty account to a scheduled post and its reminder e-mail", async () => {
  const context = await browser.newContext({ viewport: PHONE, locale: "en-IN", timezoneId: "Asia/Kolkata" });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
  const page = await context.newPage();
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  // Sign up through the login page.
  const email = `journey-${Date.now()}@example.in`;
  await page.goto(`${server.url}/login`, { waitUntil: "networkidle" });
  await page.getByRole("tab", { name: "Create account" }).click();
  await page.getByLabel("Full name").fill("Meera Iyer");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("journey-pass-1");
  await page.getByLabel("I am at least 13 years old.").check();
  await page.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole("button", { name: "Create account", exact: true }).click();
  await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
  await page.getByTestId("stat-total-posts").filter({ hasText: "0" }).waitFor();

  // Upload 3 photos on the upload page.
  const photos = await Promise.all(
    [
      ["thali.jpg", 1600, 1200],
      ["rangoli.jpg", 1080, 1350],
      ["marine-drive.jpg", 1920, 1080],
    ].map(async ([name, width, height]) => ({
      name: name as string,
      mimeType: "image/jpeg",
      buffer: await buildJpeg({ width: width as number, height: height as number }),
    })),
  );
  await page.goto(`${server.url}/upload`, { waitUntil: "networkidle" });
  await page.getByTestId("file-input").setInputFiles(photos);
  expect(await toast(page, "Upload Successful")).toContain("3 file(s) uploaded successfully");

  // The dashboard's Create Post tab: Auto-Select appears once 3 photos are analysed.
  await page.goto(`${server.url}/?tab=create`, { waitUntil: "networkidle" });
  const autoSelect = page.getByRole("button", { name: "Auto-Select" });
  for (let tries = 0; !(await autoSelect.isVisible()); tries++) {
    if (tries > 60) throw new Error("Auto-Select never appeared (photos not analysed)");
    await page.waitForTimeout(1000);
    await page.reload({ waitUntil: "networkidle" });
  }
  await autoSelect.click();
  await page.getByTestId("selection-count").filter({ hasText: "3 of 5 selected" }).waitFor();

  // Generate in Hindi with the offline writer.
  await page.getByLabel("Language", { exact: true }).selectOption("hindi");
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  await toast(page, "AI Content Generated");
  await page.getByTestId("engine-label").filter({ hasText: "offline writer" }).waitFor();
  const caption = await page.getByLabel("Caption", { exact: true }).inputValue();
  expect(caption).toMatch(DEVANAGARI);

  // Edit the heading: the preview follows.
  const heading = "रविवार की थाली";
  await page.getByLabel("Post heading").fill(heading);
  await page.getByTestId("preview-text").filter({ hasText: heading }).waitFor();

  // Download Preview: the caption is in it and no script is.
  await page.getByRole("button", { name: "Generate Preview" }).click();
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download Preview" }).click(),
  ]);
  const html = await readFile(await file.path(), "utf8");
  expect(html).toContain(escapeHtml(heading));
  expect(html).toContain(escapeHtml(caption));
  expect(html.toLowerCase()).not.toContain("<script");

  // Save: the form clears.
  await page.getByRole("button", { name: "Save to Caption History" }).click();
  await toast(page, "Post Created");
  await page.getByTestId("selection-count").filter({ hasText: "0 of 5 selected" }).waitFor();
  expect(await page.getByLabel("Post heading").inputValue()).toBe("");
  await page.getByTestId("stat-total-posts").filter({ hasText: /^1/ }).waitFor();

  // History shows it; Copy Content puts caption and hashtags on the clipboard.
  await page.getByRole("tab", { name: "History" }).click();
  const saved = page.getByTestId("history-post").filter({ hasText: heading });
  await saved.waitFor();
  expect(await saved.getByTestId("history-caption").textContent()).toBe(caption);
  await saved.getByRole("button", { name: /Copy Content/ }).click();
  await toast(page, "Content Copied");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith(`${caption}\n\n#`)).toBe(true);

  // My Posts: schedule it for the next whole minute at least 25 s away (IST fields).
  await page.getByRole("tab", { name: "My Posts" }).click();
  await page.getByRole("button", { name: `Schedule ${heading}` }).click();
  const due = new Date(Math.ceil((Date.now() + 25_000) / 60_000) * 60_000);
  const { date, time } = isoToIstInput(due);
  const dialog = page.getByRole("dialog", { name: "Schedule post" });
  await dialog.getByLabel("Date (IST)").fill(date);
  await dialog.getByLabel("Time (IST)").fill(time);
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await toast(page, "Post Scheduled");
  await page.getByTestId("stat-scheduled").filter({ hasText: "1" }).waitFor();

  // The reminder e-mail goes out at that minute, exactly once.
  const reminders = async () =>
    (
      (await (await fetch(`${server.url}/api/dev/mailbox`)).json()) as {
        messages: { kind: string; to: string; subject: string; text: string; createdAt: string }[];
      }
    ).messages.filter((message) => message.kind === "post-reminder" && message.to === email);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, due.getTime() - Date.now() - 3_000)));
  expect(await reminders()).toEqual([]);
  let sent = await reminders();
  while (sent.length === 0 && Date.now() < due.getTime() + 20_000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    sent = await reminders();
  }
  expect(sent).toHaveLength(1);
  expect(new Date(sent[0]?.createdAt ?? 0).getTime()).toBeGreaterThanOrEqual(due.getTime());
  expect(sent[0]?.subject).toBe(`Time to post: ${heading}`);
  expect(sent[0]?.text).toContain(caption);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(await reminders()).toHaveLength(1);

  expect(errors).toEqual([]);
  expect(dialogs).toEqual([]);
  await context.close();
}, 240_000);
