import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  type RunningServer,
  screenshot,
  seriousA11yViolations,
  signUpThroughApi,
  startServer,
} from "./harness.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // The server runs as in production, where the sandbox is off unless asked for (decision 503).
  [server, browser] = await Promise.all([
    startServer({ env: { TRUST_PROXY: "true", PAYMENTS_SANDBOX: "true" } }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const planCard = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

async function payOnSandbox(page: Page, button: "Pay" | "Fail") {
  await page.waitForURL(/\/payments\/sandbox\//);
  await page.getByRole("heading", { name: "Sandbox payment" }).waitFor();
  await page.getByRole("button", { name: button === "Pay" ? /^Pay ₹/ : "Fail" }).click();
  await page.waitForURL(/\/subscribe\?status=success/);
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("billing at %s width", (label, viewport) => {
  it("free user → /subscribe → Pro → Pay → success, Pro badge gone, limits lifted, invoice PDF", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    try {
      await signUpThroughApi(page, server.url, `pay-${label}`);
      await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
      if (label === "desktop") {
        await page.getByRole("link", { name: "Upgrade to Pro" }).first().click();
      } else {
        await page.goto(`${server.url}/subscribe`, { waitUntil: "networkidle" });
      }
      await page.waitForURL(/\/subscribe$/);
      await planCard(page, "Free").getByText("Current plan").waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, "subscribe-free");

      await planCard(page, "Pro").getByRole("button", { name: "Buy Pro" }).click();
      await page.waitForURL(/\/payments\/sandbox\//);
      await screenshot(page, "sandbox-payment");
      await payOnSandbox(page, "Pay");
      await page.getByText("Payment successful! Your Pro plan is active.").waitFor();
      await planCard(page, "Pro").getByText("Current plan").waitFor();
      const download = page.getByRole("link", { name: "Download invoice PDF" });
      await download.waitFor();
      await screenshot(page, "subscribe-paid");

      const pdf = await page.request.get(new URL((await download.getAttribute("href")) ?? "", server.url).toString());
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");

      const me = await (await page.request.get(`${server.url}/api/auth/user`)).json();
      expect(me.subscriptionStatus).toBe("pro");
      const stats = await (await page.request.get(`${server.url}/api/storage-stats`)).json();
      expect(stats.storageLimit).toBe(10 * 1024 ** 3);
      await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
      expect(await page.getByRole("link", { name: "Upgrade to Pro" }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("Fail on the payment page: the failure message, still free", async () => {
    const { page, close } = await openPage(browser, viewport);
    try {
      await signUpThroughApi(page, server.url, `fail-${label}`);
      await page.goto(`${server.url}/subscribe`, { waitUntil: "networkidle" });
      await planCard(page, "Starter").getByRole("button", { name: "Buy Starter" }).click();
      await payOnSandbox(page, "Fail");
      await page.getByText("Your payment could not be processed. Please try again.").waitFor();
      await planCard(page, "Free").getByText("Current plan").waitFor();
      await screenshot(page, "subscribe-failed");
      const me = await (await page.request.get(`${server.url}/api/auth/user`)).json();
      expect(me.subscriptionStatus).toBe("free");
    } finally {
      await close();
    }
  });

  it("the ways up lead to /subscribe: the Storage tab's add-ons (that add-on marked) and Create Post's plan link", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    try {
      await signUpThroughApi(page, server.url, `ways-${label}`);
      await page.goto(`${server.url}/?tab=storage`, { waitUntil: "networkidle" });
      const addFive = page.getByRole("link", { name: "Add 5 GB" });
      expect(await addFive.getAttribute("href")).toBe("/subscribe?addon=storage-5gb");
      expect(await page.getByRole("link", { name: "See plans" }).getAttribute("href")).toBe("/subscribe");
      await addFive.click();
      await page.waitForURL(/\/subscribe\?addon=storage-5gb$/);
      const marked = page.locator('li[aria-current="true"]');
      await marked.getByRole("heading", { name: "+5 GB" }).waitFor();
      expect(await marked.count()).toBe(1);
      expect(await marked.isVisible()).toBe(true);
      await screenshot(page, `subscribe-addon-chosen-${label}`);

      await page.goto(`${server.url}/create`, { waitUntil: "networkidle" });
      await page.getByRole("heading", { name: "Create Post", level: 1 }).waitFor();
      await page.getByRole("link", { name: "See plans" }).click();
      await page.waitForURL(/\/subscribe$/);
      await planCard(page, "Free").getByText("Current plan").waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("a 5 GB add-on raises the storage limit", async () => {
    const { page, close } = await openPage(browser, viewport);
    try {
      await signUpThroughApi(page, server.url, `addon-${label}`);
      await page.goto(`${server.url}/subscribe`, { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "Add 5 GB" }).click();
      await payOnSandbox(page, "Pay");
      await page.getByText(/Payment successful/).waitFor();
      const stats = await (await page.request.get(`${server.url}/api/storage-stats`)).json();
      expect(stats.storageLimit).toBe(100 * 1024 ** 2 + 5 * 1024 ** 3);
    } finally {
      await close();
    }
  });
});

describe("signed out", () => {
  it("sees the prices and is sent to sign in to buy", async () => {
    const { page, errors, close } = await openPage(browser, PHONE);
    try {
      await page.goto(`${server.url}/subscribe`, { waitUntil: "networkidle" });
      await page.getByRole("heading", { name: "Choose your plan" }).waitFor();
      await planCard(page, "Pro").getByText("₹499").waitFor();
      expect(await page.getByRole("link", { name: "Sign in to buy" }).first().getAttribute("href")).toBe(
        "/login?next=%2Fsubscribe",
      );
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
