import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
])("landing page on a %s", (name, viewport) => {
  it("loads with no console errors, passes axe, and only the Latin font is fetched", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(request.url());
    });
    const response = await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toMatch(/Instagram posts/);
    expect(await page.title()).toMatch(/^CaptionKaro/);
    expect(await page.getAttribute("html", "lang")).toBe("en-IN");
    await screenshot(page, `landing-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(fonts.length).toBeGreaterThan(0);
    // Latin, plus the 0.7 KB subset that carries "₹" — not the 55 KB latin-ext file (decision 103).
    expect(fonts.filter((url) => !/noto-sans-(latin|site-ext)-\d/.test(url))).toEqual([]);
    expect(fonts.filter((url) => /latin-ext/.test(url))).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows Page Not Found for an unknown path, without the developer hint", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    const response = await page.goto(`${server.url}/no-such-page`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" }).isVisible()).resolves.toBe(true);
    expect(await page.getByText("Did you forget to add the page to the router?").count()).toBe(0);
    expect(await page.title()).toMatch(/^Page Not Found/);
    await screenshot(page, `not-found-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await page.waitForURL(`${server.url}/`);
    // The only error is the 404 status of the missing page itself.
    expect(errors).toEqual([
      `console: Failed to load resource: the server responded with a status of 404 (Not Found) @ ${server.url}/no-such-page`,
    ]);
    await close();
  });
});

it("link previews: the Open Graph image the HTML names exists and is an image", async () => {
  const html = await (await fetch(`${server.url}/`)).text();
  const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
  expect(image).toBe(`${server.url}/og-image.jpg`);
  const res = await fetch(image as string);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/jpeg");
});

it("every internal link on every reachable page answers 200 and passes axe", async () => {
  const { page, errors, close } = await openPage(browser, DESKTOP);
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    const response = await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
    expect(response?.status(), `status of ${path}`).toBe(200);
    expect(await seriousA11yViolations(page), `axe on ${path}`).toEqual([]);
    const hrefs = await page.$$eval("a[href]", (links) => links.map((a) => a.getAttribute("href") ?? ""));
    for (const href of hrefs) {
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const target = href.split("#")[0]?.split("?")[0] || "/";
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  expect(seen.size).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await close();
});
