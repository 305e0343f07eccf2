import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_WIDTH,
  giveOwnClientAddress,
  launchBrowser,
  openPage,
  type RunningServer,
  screenshot,
  seriousA11yViolations,
  startServer,
} from "./harness.ts";

/**
 * The admin's Users tab and audit log in a browser (decisions 570–572): an admin finds a user,
 * grants Pro for 7 days, the user's badge shows Pro, the audit log lists it; disabling a
 * signed-in user ends their session on their next request.
 */

const ADMIN = { email: "owner@example.in", password: "owner-password", name: "Site Owner" };
const person = (slug: string, name: string) => ({ email: `${slug}@example.in`, password: `${slug}-password`, name });

let server: RunningServer;
let browser: Browser;

async function register(page: Page, account: { email: string; password: string; name: string }) {
  const res = await page.request.post(`${server.url}/api/auth/register`, {
    data: { ...account, isAtLeast13: true, acceptTerms: true },
    headers: { origin: server.url },
  });
  expect(res.status()).toBe(201);
}

async function signIn(page: Page, account: { email: string; password: string }) {
  const res = await page.request.post(`${server.url}/api/auth/login`, {
    data: { email: account.email, password: account.password },
    headers: { origin: server.url },
  });
  return res.status();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ env: { ADMIN_EMAILS: ADMIN.email, TRUST_PROXY: "true", PAYMENTS_SANDBOX: "true" } }),
    launchBrowser(),
  ]);
  const { page, close } = await openPage(browser);
  await giveOwnClientAddress(page);
  await register(page, ADMIN);
  await close();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** The admin's page at /admin, signed in. */
async function adminPage(viewport: { width: number; height: number }) {
  const opened = await openPage(browser, viewport);
  await giveOwnClientAddress(opened.page);
  expect(await signIn(opened.page, ADMIN)).toBe(200);
  await opened.page.goto(`${server.url}/admin`, { waitUntil: "networkidle" });
  await opened.page.getByRole("heading", { name: "Admin dashboard" }).waitFor();
  return opened;
}

/** Searches the Users tab and opens the one account found. */
async function findAndManage(page: Page, viewport: { width: number }, search: string, email: string) {
  await page.getByRole("searchbox", { name: "Find a user" }).fill(search);
  const rows = page.getByTestId(viewport.width < 768 ? "admin-user" : "admin-user-row");
  await page
    .getByTestId("users-shown")
    .filter({ hasText: `1 account matching “${search}”` })
    .waitFor();
  await expect(rows.count()).resolves.toBe(1);
  expect(await rows.first().textContent()).toContain(email);
  await rows
    .first()
    .getByRole("button", { name: `Manage ${email}` })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByTestId("user-detail").waitFor();
  return { dialog, rows };
}

describe.each(ADMIN_WIDTH)("the admin's Users tab on a %s", (name, viewport) => {
  const creator = person(`kiran-${name}`, "Kiran Deskmukh");
  const abuser = person(`spam-${name}`, "Spam Sender");

  it("finds a user, grants Pro for 7 days, the user's badge shows Pro and the audit log lists it", async () => {
    // The creator is signed in, on the dashboard, before the grant.
    const user = await openPage(browser, viewport);
    await giveOwnClientAddress(user.page);
    await register(user.page, creator);
    await user.page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await user.page.getByText("Free plan", { exact: true }).waitFor();

    const { page, errors, close } = await adminPage(viewport);
    const { dialog, rows } = await findAndManage(
      page,
      viewport,
      creator.name.split(" ")[1]?.toUpperCase() ?? "",
      creator.email,
    );
    await expect(dialog.getByTestId("detail-plan").textContent()).resolves.toBe("Free");
    await screenshot(page, "admin-user-detail", { fullPage: false });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Grant Pro for 7 days, with a reason.
    await dialog.getByLabel("Plan").selectOption("pro");
    await dialog.getByLabel("Days").fill("7");
    const grant = dialog.getByRole("form", { name: "Grant a complimentary pass" });
    await grant.getByLabel("Reason (kept in the audit log)").fill("Festival goodwill");
    const answered = page.waitForResponse((res) => res.url().endsWith("/passes"));
    await grant.getByRole("button", { name: "Grant pass" }).click();
    expect((await answered).status()).toBe(200);
    await dialog.getByTestId("detail-plan").filter({ hasText: "Pro" }).waitFor();
    await dialog
      .getByRole("list", { name: "Passes" })
      .getByText(/Pro \(complimentary\)/)
      .waitFor();
    const history = dialog.getByRole("list", { name: "History" });
    await history.getByText("Complimentary pass granted").waitFor();
    expect(await history.textContent()).toContain("Pro for 7 days");
    await screenshot(page, "admin-user-granted", { fullPage: false });
    await page.keyboard.press("Escape");
    // The list is read again after the grant; its row changes once that answer is in.
    await expect.poll(() => rows.first().textContent()).toMatch(/Pro, pass ends/);

    // The user's own dashboard shows Pro on the next load.
    await user.page.reload({ waitUntil: "networkidle" });
    await user.page.getByText("Pro plan", { exact: true }).waitFor();
    await screenshot(user.page, "admin-granted-user-badge", { fullPage: false });
    await user.close();

    // The audit log lists it: what, to whom, by whom, why.
    await page.getByRole("tab", { name: "Audit log" }).click();
    const entry = page.getByTestId("audit-entry").filter({ hasText: creator.email }).first();
    await entry.waitFor();
    const text = await entry.textContent();
    expect(text).toContain("Complimentary pass granted");
    expect(text).toContain("Pro for 7 days");
    expect(text).toContain(`By ${ADMIN.email}`);
    expect(text).toContain("Reason: Festival goodwill");
    expect(new URL(page.url()).search).toBe("?tab=audit");
    await screenshot(page, "admin-audit-log");
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("refunds a payment from the account's detail: the payment shows Refunded and a credit note", async () => {
    const buyer = person(`buyer-${name}`, "Paying Customer");
    const user = await openPage(browser, viewport);
    await giveOwnClientAddress(user.page);
    await register(user.page, buyer);
    const created = await user.page.request.post(`${server.url}/api/phonepe/create-payment`, {
      data: { planType: "starter", method: "phonepe" },
      headers: { origin: server.url },
    });
    expect(created.status()).toBe(200);
    const { transactionId } = (await created.json()) as { transactionId: string };
    const paid = await user.page.request.post(`${server.url}/api/payments/sandbox/${transactionId}/pay`, {
      headers: { origin: server.url },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
    await user.close();

    const { page, errors, close } = await adminPage(viewport);
    const { dialog } = await findAndManage(page, viewport, buyer.email, buyer.email);
    await expect(dialog.getByTestId("detail-plan").textContent()).resolves.toBe("Starter");
    const payment = dialog.getByTestId("payment").filter({ hasText: transactionId });
    await expect(payment.textContent()).resolves.toMatch(/Starter plan · ₹99.*Paid/);
    await payment.getByRole("button", { name: "Refund…" }).click();
    await payment.getByLabel("Reason (kept in the audit log)").fill("Bought by mistake");
    await payment.scrollIntoViewIfNeeded();
    await screenshot(page, "admin-user-refund", { fullPage: false });
    await payment.getByRole("button", { name: "Refund ₹99" }).click();
    await payment.getByText("Refunded", { exact: true }).waitFor();
    await dialog.getByTestId("detail-plan").filter({ hasText: "Free" }).waitFor();
    await expect(dialog.getByRole("list", { name: "Invoices" }).textContent()).resolves.toContain("Credit note");
    const history = await dialog.getByRole("list", { name: "History" }).textContent();
    expect(history).toContain("Payment refunded");
    expect(history).toContain("₹99 for Starter");
    expect(history).toContain("Reason: Bought by mistake");
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("disabling a signed-in user ends their session on their next request", async () => {
    const user = await openPage(browser, viewport);
    await giveOwnClientAddress(user.page);
    await register(user.page, abuser);
    await user.page.goto(`${server.url}/upload`, { waitUntil: "networkidle" });
    await user.page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(new URL(user.page.url()).pathname).toBe("/upload");

    const { page, errors, close } = await adminPage(viewport);
    const { dialog, rows } = await findAndManage(page, viewport, abuser.email, abuser.email);
    const form = dialog.getByRole("form", { name: "Disable account" });
    await form.getByLabel("Reason (kept in the audit log)").fill("Sends spam through posts");
    await form.getByRole("button", { name: "Disable account" }).click();
    await dialog.getByRole("form", { name: "Enable account" }).waitFor();
    await dialog.getByText("Account disabled").first().waitFor();
    await page.keyboard.press("Escape");
    await rows.first().getByText("Disabled").waitFor();
    await screenshot(page, "admin-user-disabled");
    expect(errors).toEqual([]);
    await close();

    // The user's next request finds no session: the app sends them to sign in, and signing in is refused.
    expect((await user.page.request.get(`${server.url}/api/storage-stats`)).status()).toBe(401);
    await user.page.reload();
    await user.page.waitForURL(`${server.url}/login?next=%2Fupload`);
    await user.page.getByRole("button", { name: "Sign in" }).first().waitFor();
    expect(await signIn(user.page, abuser)).toBe(403);
    await user.close();
  });
});
