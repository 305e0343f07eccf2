import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CREATOR_WIDTH,
  launchBrowser,
  openPage,
  type RunningServer,
  screenshot,
  seriousA11yViolations,
  startServer,
} from "./harness.ts";

/**
 * An operator's third-party tag (ANALYTICS_GTAG_ID, decision 553): nothing of Google's loads
 * before the visitor says yes; after "Allow" the tag loads and gets the page views; the
 * first-party counting goes on either way, without cookies. Google is never reached: the
 * browser's requests to it are answered here.
 */

const GTAG_ID = "G-TEST1234";
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { ANALYTICS_GTAG_ID: GTAG_ID } }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Answers every request to Google with a stub and records it. */
async function stubGoogle(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/^https:\/\/[^/]*(googletagmanager|google-analytics)\.com\//, async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ contentType: "text/javascript", body: "window.__stubTagLoaded = true;" });
  });
  return asked;
}

describe.each(CREATOR_WIDTH)("the consent banner on a %s", (name, viewport) => {
  it("loads nothing of Google's until Allow; then the tag gets the page views; the choice can be changed", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    const asked = await stubGoogle(page);
    const firstParty: (string | undefined)[] = [];
    page.on("request", (request) => {
      // A beacon sent as the page closes may have no headers left to read: nothing to record then.
      if (request.url().endsWith("/api/analytics"))
        void request.allHeaders().then(
          (h) => firstParty.push(h.cookie),
          () => undefined,
        );
    });
    await page.goto(`${server.url}/about`, { waitUntil: "networkidle" });
    const banner = page.getByTestId("analytics-consent");
    await banner.waitFor();
    await screenshot(page, `analytics-consent-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(asked).toEqual([]);
    expect(await page.evaluate(() => typeof window.gtag)).toBe("undefined");
    // First-party counting does not wait for the answer.
    await page.evaluate(() => dispatchEvent(new Event("pagehide")));
    await expect.poll(() => firstParty.length).toBeGreaterThan(0);

    await banner.getByRole("button", { name: "Allow" }).click();
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    expect(asked[0]).toBe(`https://www.googletagmanager.com/gtag/js?id=${GTAG_ID}`);
    await expect.poll(() => page.evaluate(() => (window as { __stubTagLoaded?: boolean }).__stubTagLoaded)).toBe(true);
    await expect(banner.count()).resolves.toBe(0);
    await expect(page.getByTestId("analytics-choice").textContent()).resolves.toContain("on: you allowed it");
    // A route change reaches the tag as a page_view with the path.
    await page.locator("footer").getByRole("link", { name: "Contact", exact: true }).click();
    await page.waitForURL(`${server.url}/contact`);
    const pageViews = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((args) => args[0] === "event" && args[1] === "page_view")
        .map((args) => (args[2] as { page_path: string }).page_path),
    );
    expect(pageViews).toContain("/contact");

    // Remembered without a cookie: the next page load loads the tag at once, no banner.
    await page.reload({ waitUntil: "networkidle" });
    await page.getByTestId("analytics-choice").waitFor();
    await expect(banner.count()).resolves.toBe(0);
    expect((await page.context().cookies()).map((c) => c.name)).toEqual([]);

    // Changing one's mind: the page starts again without the tag and asks again.
    const asksBefore = asked.length;
    await page.getByTestId("analytics-choice").getByRole("button", { name: "Change" }).click();
    await banner.waitFor();
    await banner.getByRole("button", { name: "Decline" }).click();
    await expect(page.getByTestId("analytics-choice").textContent()).resolves.toContain("off: you declined it");
    await page.reload({ waitUntil: "networkidle" });
    await page.getByTestId("analytics-choice").waitFor();
    expect(asked.length).toBe(asksBefore);
    expect(await page.evaluate(() => typeof window.gtag)).toBe("undefined");

    await page.evaluate(() => dispatchEvent(new Event("pagehide")));
    expect(firstParty.every((cookie) => cookie === undefined)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
