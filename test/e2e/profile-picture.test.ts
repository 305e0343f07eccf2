import { readFile } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildJpeg } from "../helpers/images.ts";
import { unzip } from "../helpers/zip.ts";
import {
  CREATOR_WIDTH,
  launchBrowser,
  openPage,
  type SharedServer,
  screenshot,
  seriousA11yViolations,
  sharedServer,
  uploadPhotoThroughApi,
} from "./harness.ts";

let server: SharedServer;
let browser: Browser;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe.each(CREATOR_WIDTH)("profile picture on a %s", (name, viewport) => {
  it("is chosen from the library, shown in the navigation, removed back to the placeholder; the data ZIP holds the photo", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    const api = page.request;
    const email = `picture-${name}-${Date.now()}@example.in`;
    const registered = await api.post(`${server.url}/api/auth/register`, {
      data: { email, password: "picture-pass-1", name: "Meera Iyer", isAtLeast13: true, acceptTerms: true },
      headers: { origin: server.url },
    });
    expect(registered.status()).toBe(201);
    const created = await uploadPhotoThroughApi(
      api,
      server.url,
      await buildJpeg({ width: 600, height: 600 }),
      "me.jpg",
    );

    await page.goto(`${server.url}/account`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Use me.jpg as profile picture" }).click();
    await page.getByTestId("toast").getByText("Profile picture updated").waitFor();
    const expected = `/api/content/${created.id}/image?variant=thumbnail`;
    await expect(
      page.waitForFunction(
        (src) => [...document.querySelectorAll("header img")].some((img) => img.getAttribute("src") === src),
        expected,
      ),
    ).resolves.toBeTruthy();
    await screenshot(page, `account-picture-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Remove profile picture" }).click();
    await page.getByTestId("toast").getByText("Profile picture removed").waitFor();
    // The header falls back to the placeholder: no picture, an icon named after the user.
    const header = page.getByRole("banner");
    await expect(
      header.locator("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src"))),
    ).resolves.toEqual(["/favicon.svg"]);
    const placeholder = header.locator('span[role="img"]');
    await expect(placeholder.getAttribute("aria-label")).resolves.toBe("Meera Iyer");
    await expect(placeholder.locator("svg").count()).resolves.toBe(1);
    await expect(placeholder.isVisible()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Remove profile picture" }).count()).resolves.toBe(0);
    await screenshot(page, `account-picture-removed-${name}`);

    // Download my data: the ZIP carries the photo as stored (the cleaned original).
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download my data" }).click();
    const entries = await unzip(await readFile(await (await download).path()));
    const data = JSON.parse(entries.get("data.json")?.toString("utf8") ?? "{}");
    expect(data.library).toHaveLength(1);
    expect(data.library[0]).toMatchObject({ id: created.id, archivePath: `files/${created.id}/me.jpg` });
    const original = await (await api.get(`${server.url}${created.objectPath}`)).body();
    expect(entries.get(`files/${created.id}/me.jpg`)?.equals(original)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
