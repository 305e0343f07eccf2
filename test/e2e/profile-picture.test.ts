import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildJpeg } from "../helpers/images.ts";
import {
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  type RunningServer,
  screenshot,
  seriousA11yViolations,
  startServer,
} from "./harness.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("profile picture on a %s", (name, viewport) => {
  it("is chosen from the library on the account page and shown in the navigation", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    const api = page.request;
    const email = `picture-${name}-${Date.now()}@example.in`;
    const registered = await api.post(`${server.url}/api/auth/register`, {
      data: { email, password: "picture-pass-1", name: "Meera Iyer", isAtLeast13: true, acceptTerms: true },
      headers: { origin: server.url },
    });
    expect(registered.status()).toBe(201);
    const photo = await buildJpeg({ width: 600, height: 600 });
    const target = await (
      await api.post(`${server.url}/api/objects/upload`, {
        data: { fileName: "me.jpg", fileSize: photo.length, mimeType: "image/jpeg" },
        headers: { origin: server.url },
      })
    ).json();
    await api.put(target.uploadURL, { data: photo, headers: { ...target.headers, origin: server.url } });
    const created = await (
      await api.post(`${server.url}/api/content`, {
        data: {
          fileName: "me.jpg",
          originalName: "me.jpg",
          fileType: "image",
          mimeType: "image/jpeg",
          fileSize: photo.length,
          objectPath: target.objectPath,
        },
        headers: { origin: server.url },
      })
    ).json();
    const done = await api.put(`${server.url}/api/content/${created.id}/upload-complete`, {
      data: { objectURL: target.uploadURL },
      headers: { origin: server.url },
    });
    expect(done.status()).toBe(200);

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
    expect(errors).toEqual([]);
    await close();
  });
});
