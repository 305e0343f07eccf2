import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "#server/db/client.ts";
import { contentItems, jobs, planGrants, users } from "#server/db/schema/index.ts";
import { startFakePhonePe, TEST_SELLER_ENV } from "../fakes/payments.ts";
import { attachmentsOf, headersOf, type ReceivedMail, startSmtpServer } from "../fakes/smtp.ts";
import { buildJpeg } from "../helpers/images.ts";
import {
  CREATOR_WIDTH,
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  type RunningServer,
  screenshot,
  seriousA11yViolations,
  signUpThroughApi,
  startServer,
  toastText,
  uploadPhotoThroughApi,
} from "./harness.ts";

let server: RunningServer;
let browser: Browser;
let mailbox: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  // A real SMTP server on this machine is the buyers' mailbox: what arrives there is what a
  // mail client would show, attachments included.
  mailbox = await startSmtpServer();
  // The server runs as in production, where the sandbox is off unless asked for (decision 503).
  [server, browser] = await Promise.all([
    startServer({ env: { TRUST_PROXY: "true", PAYMENTS_SANDBOX: "true", SMTP_URL: mailbox.url } }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await mailbox?.close();
});

/** The first message to `to` whose subject matches, waiting for the server's mail job to send it. */
async function mailTo(to: string, subject: RegExp, timeoutMs = 20_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailbox.received.find(
      (mail) => mail.to.includes(to) && subject.test(headersOf(mail.raw).get("subject") ?? ""),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

const planCard = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

/** The buyer's state for the GST invoice, asked on the Subscribe page before any purchase. */
async function chooseState(page: Page, name = "Maharashtra") {
  await page.getByLabel("Your state or union territory").selectOption({ label: name });
}

async function payOnSandbox(page: Page, button: "Pay" | "Fail") {
  await page.waitForURL(/\/payments\/sandbox\//);
  await page.getByRole("heading", { name: "Sandbox payment" }).waitFor();
  await page.getByRole("button", { name: button === "Pay" ? /^Pay ₹/ : "Fail" }).click();
  await page.waitForURL(/\/subscribe\?status=success/);
}

describe.each(CREATOR_WIDTH)("billing at %s width", (label, viewport) => {
  it("free user → /subscribe → Pro → Pay → success, Pro badge gone, limits lifted, invoice PDF", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    try {
      const email = await signUpThroughApi(page, server.url, `pay-${label}`);
      await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
      // Phones: the Menu drawer's Upgrade to Pro button (spec §2); the desktop header's link is in the layout sweep.
      await page.getByRole("button", { name: "Menu" }).click();
      await page.getByRole("dialog").getByRole("link", { name: "Upgrade to Pro" }).click();
      await page.waitForURL(/\/subscribe$/);
      await planCard(page, "Free").getByText("Current plan").waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, "subscribe-free");

      // Buying before choosing a state: the page asks for it first.
      await planCard(page, "Pro").getByRole("button", { name: "Buy Pro" }).click();
      await page.getByRole("alert").filter({ hasText: "Choose your state or union territory" }).waitFor();
      await chooseState(page, "Karnataka");
      await planCard(page, "Pro").getByRole("button", { name: "Buy Pro" }).click();
      await page.waitForURL(/\/payments\/sandbox\//);
      await screenshot(page, "sandbox-payment");
      await payOnSandbox(page, "Pay");
      await page.getByText(/^Payment successful! Your Pro plan is active until \d{1,2} \w+ \d{4}\.$/).waitFor();
      await planCard(page, "Pro").getByText("Current plan").waitFor();
      const download = page.getByRole("link", { name: "Download invoice PDF" });
      await download.waitFor();
      // Before paying for Business: the Pro pass's 29 unused whole days (₹482.36) come off its price.
      await planCard(page, "Business")
        .getByText("Upgrade now for ₹516.64: ₹482.36 credit for 29 unused days of your Pro pass.", { exact: false })
        .waitFor();
      await planCard(page, "Business").getByRole("button", { name: "Upgrade to Business for ₹516.64" }).waitFor();
      // The state chosen is remembered for the next checkout.
      await page.reload({ waitUntil: "networkidle" });
      expect(await page.getByLabel("Your state or union territory").inputValue()).toBe("29");
      await screenshot(page, "subscribe-paid");

      const pdf = await page.request.get(new URL((await download.getAttribute("href")) ?? "", server.url).toString());
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      const invoiceNumber = /filename="([^"]+)\.pdf"/.exec(pdf.headers()["content-disposition"] ?? "")?.[1] ?? "";
      // A sandbox payment: its own series, and the document says it is not a tax invoice.
      expect(invoiceNumber).toMatch(/^SBX-\d{2}-\d{2}-\d{5}$/);

      // The same invoice arrives in the buyer's mailbox attached to the confirmation e-mail.
      const mail = await mailTo(email, /^Payment received: Pro/);
      const [attached, ...others] = attachmentsOf(mail.raw);
      expect(others).toEqual([]);
      expect(attached?.filename).toBe(`${invoiceNumber}.pdf`);
      expect(attached?.contentType).toBe("application/pdf");
      const attachedText = await pdfText(attached?.content ?? Buffer.alloc(0));
      expect(attachedText).toContain(invoiceNumber.replaceAll("-", "/").replace(/^SBX\/(\d{2})\/(\d{2})/, "SBX/$1-$2"));
      expect(attachedText).toContain("It is not a tax invoice under GST");
      expect(attachedText).toContain("INR 499.00");

      // And on the account page, with its PDF.
      await page.goto(`${server.url}/account`, { waitUntil: "networkidle" });
      const section = page
        .locator("section, div")
        .filter({ has: page.getByRole("heading", { name: "Plan and invoices" }) })
        .last();
      await section.getByText(/^Pro plan, until/).waitFor();
      const accountLink = section.getByRole("link", { name: "Download invoice PDF" });
      expect(await accountLink.getAttribute("href")).toBe(await download.getAttribute("href"));
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `account-invoices-${label}`);

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
      await chooseState(page);
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
      await page.goto(`${server.url}/?tab=storage`, { waitUntil: "networkidle" });
      await page.getByText("0 KB of 100 MB used").first().waitFor();
      await page.goto(`${server.url}/subscribe`, { waitUntil: "networkidle" });
      await chooseState(page);
      await page.getByRole("button", { name: "Add 5 GB" }).click();
      await payOnSandbox(page, "Pay");
      await page.getByText(/Payment successful/).waitFor();
      const stats = await (await page.request.get(`${server.url}/api/storage-stats`)).json();
      expect(stats.storageLimit).toBe(100 * 1024 ** 2 + 5 * 1024 ** 3);
      // The Storage tab shows the raised limit.
      await page.goto(`${server.url}/?tab=storage`, { waitUntil: "networkidle" });
      await page.getByText("0 KB of 5.1 GB used").first().waitFor();
      await page
        .getByRole("list", { name: "Storage add-ons running now" })
        .getByText(/^\+ 5 GB add-on until /)
        .waitFor();
      await screenshot(page, `storage-tab-addon-${label}`);
    } finally {
      await close();
    }
  });
});

describe("Upgrade Failed", () => {
  it("a failing POST /api/upgrade-subscription after a card payment says so; trying again shows the plan", async () => {
    const { page, close } = await openPage(browser, PHONE);
    try {
      await signUpThroughApi(page, server.url, "upgrade-failed");
      await page.goto(`${server.url}/subscribe`, { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "Card" }).click();
      await page.route("**/api/upgrade-subscription", (route) => route.fulfill({ status: 500, body: "" }));
      await chooseState(page);
      await planCard(page, "Starter").getByRole("button", { name: "Buy Starter" }).click();
      await payOnSandbox(page, "Pay");
      expect(await toastText(page, "Upgrade Failed")).toContain("Your payment went through");
      const alert = page.getByRole("alert").filter({ hasText: "Upgrade Failed:" });
      await alert.waitFor();
      await page.getByText(/^Payment successful!/).waitFor();
      await screenshot(page, "subscribe-upgrade-failed");
      await page.unroute("**/api/upgrade-subscription");
      await alert.getByRole("button", { name: "Try again" }).click();
      await alert.waitFor({ state: "detached" });
      await page.getByText(/^Payment successful! Your Starter plan is active until /).waitFor();
      await planCard(page, "Starter").getByText("Current plan").waitFor();
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

describe("expiry", () => {
  it("30 days on: back on free, every file still there, 'Storage Limit Exceeded' shown and uploads refused", async () => {
    // Its own server on a data directory this test can open while the server is stopped.
    const dataDir = await mkdtemp(path.join(tmpdir(), "ck-expiry-"));
    const env = { TRUST_PROXY: "true", PAYMENTS_SANDBOX: "true" };
    let own = await startServer({ dataDir, env });
    const { page, errors, close } = await openPage(browser, DESKTOP);
    try {
      const email = await signUpThroughApi(page, own.url, "expiry");
      await page.goto(`${own.url}/subscribe`, { waitUntil: "networkidle" });
      await chooseState(page);
      await planCard(page, "Pro").getByRole("button", { name: "Buy Pro" }).click();
      await payOnSandbox(page, "Pay");
      await page.getByText(/^Payment successful! Your Pro plan is active until/).waitFor();
      for (const name of ["diwali.jpg", "holi.jpg"]) {
        await uploadPhotoThroughApi(page.request, own.url, await buildJpeg({ width: 800, height: 600 }), name);
      }
      // The page leaves before its server stops: a page left open on a stopped server would
      // send its analytics batch to nobody (a failed request).
      expect(errors).toEqual([]);
      await page.goto("about:blank");
      await own.stop();

      // Move the clock 30 days on: the pass began and ended 31 days earlier. While on Pro the
      // two files were counted as 80 MB each (160 MB: more than the free plan's 100 MB).
      const database = await openPglite({ dir: path.join(dataDir, "db") });
      try {
        const [user] = await database.db.select().from(users).where(eq(users.email, email));
        const shift = sql`interval '31 days'`;
        await database.db
          .update(planGrants)
          .set({ startsAt: sql`${planGrants.startsAt} - ${shift}`, endsAt: sql`${planGrants.endsAt} - ${shift}` })
          .where(eq(planGrants.userId, user?.id ?? ""));
        await database.db
          .update(contentItems)
          .set({ storedBytes: 80 * 1024 ** 2 })
          .where(eq(contentItems.userId, user?.id ?? ""));
        // The hourly expiry sweep, due now.
        await database.db.insert(jobs).values({ kind: "billing.plan-expiry-sweep", payload: {} });
      } finally {
        await database.close();
      }
      own = await startServer({ dataDir, env });

      const deadline = Date.now() + 20_000;
      let plan = "pro";
      while (plan !== "free" && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        plan = (await (await page.request.get(`${own.url}/api/auth/user`)).json()).subscriptionStatus;
      }
      expect(plan).toBe("free");

      await page.goto(`${own.url}/?tab=storage`, { waitUntil: "networkidle" });
      const banner = page.getByTestId("storage-banner").filter({ hasText: "Storage Limit Exceeded" });
      await banner.waitFor();
      expect(await banner.textContent()).toContain("160 MB of your 100 MB");
      await page.getByText("diwali.jpg").first().waitFor();
      await page.getByText("holi.jpg").first().waitFor();
      await screenshot(page, "expired-storage-limit-exceeded");
      const files = await (await page.request.get(`${own.url}/api/content`)).json();
      expect(files.map((f: { originalName: string }) => f.originalName).sort()).toEqual(["diwali.jpg", "holi.jpg"]);
      // Each file can still be downloaded.
      for (const file of files as { objectPath: string }[]) {
        expect((await page.request.get(new URL(file.objectPath, own.url).href)).status()).toBe(200);
      }

      const refused = await page.request.post(`${own.url}/api/objects/upload`, {
        data: { fileName: "one-more.jpg", fileSize: 1024, mimeType: "image/jpeg" },
        headers: { origin: own.url },
      });
      expect(refused.status()).toBe(413);
      expect(await refused.json()).toMatchObject({ storageExceeded: true, upgradeRequired: true });
      expect(errors).toEqual([]);
    } finally {
      await close();
      await own.dispose();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("Payment Failed", () => {
  it("when PhonePe cannot be reached: 'Payment Failed' with 'Payment initiation failed', nothing bought, free to retry", async () => {
    // PhonePe configured, but its servers are gone (the fake's address, closed).
    const gone = await startFakePhonePe();
    await gone.close();
    const own = await startServer({ env: { TRUST_PROXY: "true", ...gone.env, ...TEST_SELLER_ENV } });
    const { page, errors, close } = await openPage(browser, PHONE);
    try {
      await signUpThroughApi(page, own.url, "initiation-failed");
      await page.goto(`${own.url}/subscribe`, { waitUntil: "networkidle" });
      expect(await page.getByRole("button", { name: "PhonePe (UPI)" }).getAttribute("aria-pressed")).toBe("true");
      const buy = planCard(page, "Pro").getByRole("button", { name: "Buy Pro" });
      await chooseState(page);
      await buy.click();
      expect(await toastText(page, "Payment Failed")).toContain("Payment initiation failed");
      await page.getByRole("alert").filter({ hasText: "Payment Failed: Payment initiation failed" }).waitFor();
      await screenshot(page, "subscribe-initiation-failed", { fullPage: false });
      expect(await buy.isEnabled()).toBe(true);
      expect(page.url()).toBe(`${own.url}/subscribe`);
      const me = await (await page.request.get(`${own.url}/api/auth/user`)).json();
      expect(me.subscriptionStatus).toBe("free");
      // The browser console shows the 502 of create-payment; nothing else went wrong.
      expect(errors.filter((e) => !/502|Bad Gateway/.test(e))).toEqual([]);
    } finally {
      await close();
      await own.dispose();
    }
  });
});
