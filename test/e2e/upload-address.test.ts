/**
 * Issue 27 item 7 (decision 726): uploads work at whatever local address the page was opened
 * at. The server runs as the README starts it — no PUBLIC_URL, so it defaults to
 * http://localhost:PORT — while the start log says it listens on http://127.0.0.1:PORT. A photo
 * uploads from both addresses, and an upload whose file never arrives leaves no dead item.
 */
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildJpeg } from "../helpers/images.ts";
import { CREATOR_WIDTH, launchBrowser, openPage, type RunningServer, startServer } from "./harness.ts";

let server: RunningServer;
let browser: Browser;
let port: string;

beforeAll(async () => {
  // No PUBLIC_URL: the default, http://localhost:PORT, as after `npm start`.
  server = await startServer({ env: { PUBLIC_URL: "" } });
  port = new URL(server.url).port;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function signUp(page: Page, base: string) {
  const email = `address-${randomBytes(3).toString("hex")}@example.in`;
  const res = await page.request.post(`${base}/api/auth/register`, {
    data: { email, password: "address-pass-1", name: "Asha Verma", isAtLeast13: true, acceptTerms: true },
  });
  expect(res.ok()).toBe(true);
}

async function toastText(page: Page, title: string) {
  const toast = page.getByTestId("toast").filter({ hasText: title });
  await toast.waitFor({ timeout: 60_000 });
  return (await toast.textContent()) ?? "";
}

async function libraryIds(page: Page, base: string): Promise<string[]> {
  const items = (await (await page.request.get(`${base}/api/content`)).json()) as { id: string }[];
  return items.map((item) => item.id);
}

it("the start log names where it listens and the address to open", () => {
  expect(server.output()).toContain(`listening on http://127.0.0.1:${port} — open http://localhost:${port}`);
});

describe.each(CREATOR_WIDTH)("uploads on a %s", (_name, viewport) => {
  it.each(["127.0.0.1", "localhost"])("upload a photo from http://%s:PORT", async (host) => {
    const base = `http://${host}:${port}`;
    const { page, errors, close } = await openPage(browser, viewport);
    await signUp(page, base);
    await page.goto(`${base}/upload`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Upload Content" }).waitFor();

    const photo = await buildJpeg({ width: 1200, height: 900, gps: true });
    await page.getByTestId("file-input").setInputFiles([{ name: "chai.jpg", mimeType: "image/jpeg", buffer: photo }]);
    expect(await toastText(page, "Upload Successful")).toContain("1 file(s) uploaded successfully");
    await page.locator('[data-testid="recent-item"]').first().waitFor();
    expect(await libraryIds(page, base)).toHaveLength(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("a failed upload leaves no dead item in the library, and the next one goes through", async () => {
    const base = `http://127.0.0.1:${port}`;
    const { page, errors, close } = await openPage(browser, viewport);
    await signUp(page, base);
    await page.goto(`${base}/upload`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Upload Content" }).waitFor();

    // The connection drops under every PUT (all three tries): the file never reaches the server.
    await page.route("**/api/storage/upload?**", (route) => route.abort("connectionfailed"));
    const photo = await buildJpeg({ width: 800, height: 600 });
    await page.getByTestId("file-input").setInputFiles([{ name: "lost.jpg", mimeType: "image/jpeg", buffer: photo }]);
    expect(await toastText(page, "Upload Failed")).toContain("Network error");
    await page.locator('[data-testid="upload-row"][data-phase="failed"]').waitFor();

    // No "Upload Issue" item: not in the library the server lists, not on the page after a reload.
    expect(await libraryIds(page, base)).toEqual([]);
    await page.reload({ waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Upload Content" }).waitFor();
    expect(await page.getByText("Upload Issue").count()).toBe(0);
    expect(await page.locator('[data-testid="recent-item"]').count()).toBe(0);
    await page.goto(`${base}/`, { waitUntil: "networkidle" });
    await page.getByRole("tab", { name: "Content Library" }).waitFor();
    expect(await page.getByText("Upload Issue").count()).toBe(0);

    // The connection is back: the same photo uploads, and it is the library's only item.
    await page.unroute("**/api/storage/upload?**");
    await page.goto(`${base}/upload`, { waitUntil: "networkidle" });
    await page.getByTestId("file-input").setInputFiles([{ name: "lost.jpg", mimeType: "image/jpeg", buffer: photo }]);
    await toastText(page, "Upload Successful");
    expect(await libraryIds(page, base)).toHaveLength(1);

    expect(errors.filter((e) => !/api\/storage\/upload/.test(e))).toEqual([]);
    await close();
  });
});
