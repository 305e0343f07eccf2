import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOidcProvider, startFakeOidcProvider } from "../fakes/oidc-provider.ts";
import { unzip } from "../helpers/zip.ts";
import {
  ADMIN_WIDTH,
  BOTH_WIDTHS,
  CREATOR_WIDTH,
  DESKTOP,
  freePort,
  giveOwnClientAddress,
  launchBrowser,
  type OpenedPage,
  OUTBOX_READER_ENV,
  openPage,
  PHONE,
  type RunningServer,
  readOutbox,
  screenshot,
  seriousA11yViolations,
  sharedServer,
  startServer,
} from "./harness.ts";

let server: RunningServer;
let browser: Browser;
let provider: FakeOidcProvider;

beforeAll(async () => {
  // The provider must know the app's callback address before the app starts.
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  provider = await startFakeOidcProvider(`${appUrl}/api/login/callback`);
  [server, browser] = await Promise.all([
    startServer({
      port,
      // Each journey signs up from its own client address (open() below), so adding journeys
      // never meets the limit of 10 sign-ups per address an hour.
      env: { ...OUTBOX_READER_ENV, TRUST_PROXY: "true", ...provider.env },
    }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await provider?.close();
});

/** A fresh page at a size, with a client address of its own. */
async function open(viewport: { width: number; height: number }): Promise<OpenedPage> {
  const opened = await openPage(browser, viewport);
  await giveOwnClientAddress(opened.page);
  return opened;
}

/** Errors other than expected 4xx answers and requests cut short by the test's own navigation. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of (400|401)|net::ERR_ABORTED/.test(e));

const newEmail = (prefix: string) => `${prefix}-${randomBytes(3).toString("hex")}@example.in`;

/** The newest mail of a kind to an address, waiting for the background job to send it. */
async function waitForMail(to: string, kind: string): Promise<{ text: string }> {
  for (let i = 0; i < 50; i++) {
    const messages = await readOutbox(server);
    const found = messages.find((m) => m.to === to && m.kind === kind);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

async function register(page: Page, email: string, password: string, name = "Kavya Sharma") {
  await page.goto(`${server.url}/login`, { waitUntil: "networkidle" });
  await page.getByRole("tab", { name: "Create account" }).click();
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel("I am at least 13 years old.").check();
  await page.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole("button", { name: "Create account", exact: true }).click();
  // The dashboard's greeting (the sign-in tab's own heading is "Welcome back").
  await page.getByRole("heading", { name: `Welcome, ${name}!` }).waitFor();
}

let apiSignUps = 0;

/**
 * Creates the account through the API, from an address of its own, and leaves the page's
 * context signed in: for tests whose subject comes after sign-up (the form itself is the
 * journey's at both widths, above).
 */
async function registerThroughApi(page: Page, email: string, password: string, name = "Kavya Sharma") {
  const res = await page.request.post(`${server.url}/api/auth/register`, {
    headers: { origin: server.url, "x-forwarded-for": `198.19.0.${++apiSignUps}` },
    data: { email, password, name, isAtLeast13: true, acceptTerms: true },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/login`, { waitUntil: "networkidle" });
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function signOut(page: Page, viewport: { width: number }) {
  if (viewport.width < 768) {
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Logout" }).click();
  } else {
    await page.getByRole("link", { name: "Logout" }).click();
  }
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Start Free" }).waitFor();
}

describe.each(BOTH_WIDTHS)("accounts on a %s", (name, viewport) => {
  it("register → sign out → sign in; a wrong password shows a clear message", async () => {
    const { page, errors, close } = await open(viewport);
    const email = newEmail(`journey-${name}`);
    await page.goto(`${server.url}/login`, { waitUntil: "networkidle" });
    expect(await page.title()).toMatch(/^Sign in or create an account — CaptionKaro/);
    await screenshot(page, `login-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Validation messages of spec §5 before anything is sent.
    await page.getByRole("tab", { name: "Create account" }).click();
    await page.getByRole("button", { name: "Create account", exact: true }).click();
    await page.getByText("Full name is required").waitFor();
    await page.getByText("Email is required").waitFor();
    await page.getByLabel("Password").fill("12345");
    await page.getByRole("button", { name: "Create account", exact: true }).click();
    await page.getByText("Password must be at least 6 characters long").waitFor();
    await page.getByText("You must be at least 13 years old to create an account").waitFor();
    await screenshot(page, `register-errors-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await register(page, email, "first-password");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Welcome, Kavya Sharma!");
    await expect(page.getByText("Free plan").isVisible()).resolves.toBe(true);
    await screenshot(page, `home-signed-in-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await waitForMail(email, "welcome");

    await signOut(page, viewport);
    expect(new URL(page.url()).pathname).toBe("/");
    expect((await page.request.get(`${server.url}/api/auth/me`)).status()).toBe(401);

    await signIn(page, email, "wrong-password");
    const toast = page.getByTestId("toast");
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain("Authentication failed");
    await expect(toast.textContent()).resolves.toContain("Invalid email or password.");
    await screenshot(page, `login-wrong-password-${name}`);

    await signIn(page, email, "first-password");
    await page.getByRole("heading", { name: "Welcome, Kavya Sharma!" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    const cookie = (await page.context().cookies()).find((c) => c.name.endsWith("session"));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    // A signed-in user who opens /login goes back to the dashboard.
    await page.goto(`${server.url}/login`, { waitUntil: "networkidle" });
    await page.waitForURL(`${server.url}/`);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });
});

// Account settings behave alike at every width; the phone's way in (the drawer) is the drawer
// test's, and the sweep checks the page at 390 px (decision 702).
describe.each(ADMIN_WIDTH)("account settings on a %s", (name, viewport) => {
  it("account settings: change the name, download my data, delete the account", async () => {
    const { page, errors, close } = await open(viewport);
    const email = newEmail(`delete-${name}`);
    await registerThroughApi(page, email, "delete-me-pass");
    await page.goto(`${server.url}/`);
    await page
      .getByRole("banner")
      .getByRole("link", { name: /account settings$/ })
      .click();
    await page.getByRole("heading", { name: "Account settings" }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    await page.getByLabel("First name").fill("Kavi");
    await page.getByLabel("Last name").fill("");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByTestId("toast").textContent()).resolves.toContain("Profile saved");
    await screenshot(page, `account-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download my data" }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^captionkaro-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = await unzip(await readFile(await saved.path()));
    expect([...entries.keys()]).toEqual(["data.json"]);
    const data = JSON.parse(entries.get("data.json")?.toString("utf8") ?? "{}");
    expect(data.account).toMatchObject({ email, firstName: "Kavi", lastName: null });

    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Password").fill("delete-me-pass");
    await dialog.getByLabel("Type DELETE").fill("DELETE");
    await screenshot(page, `account-delete-dialog-${name}`);
    await page.getByRole("button", { name: "Delete account" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Start Free" }).waitFor();
    await expect(page.getByTestId("toast").textContent()).resolves.toContain("Account deleted");
    expect((await page.request.get(`${server.url}/api/auth/me`)).status()).toBe(401);

    await signIn(page, email, "delete-me-pass");
    await expect(page.getByTestId("toast").textContent()).resolves.toContain("Invalid email or password.");
    expect(unexpected(errors)).toEqual([]);
    await close();
  });
});

// The same at every width: on a phone (decision 702).
describe.each(CREATOR_WIDTH)("passwords on a %s", (name, viewport) => {
  it("forgot password → e-mail → reset: the new password works, the old one and the old link do not", async () => {
    const { page, errors, close } = await open(viewport);
    const email = newEmail(`reset-${name}`);
    await registerThroughApi(page, email, "old-password");
    // Signed out (signing out through the navigation is the journey's above).
    await page.context().clearCookies();

    await page.goto(`${server.url}/login`, { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
    await screenshot(page, `forgot-password-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("heading", { name: "Check Your Email" }).waitFor();
    await screenshot(page, `check-your-email-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // "Try again" returns to the form; "Back to login" leads to /login.
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
    await expect(page.getByLabel("Email").isVisible()).resolves.toBe(true);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("heading", { name: "Check Your Email" }).waitFor();
    await page.getByRole("link", { name: "Back to login" }).click();
    await page.waitForURL(`${server.url}/login`);
    await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();

    const mail = await waitForMail(email, "password-reset");
    const link = /http\S+reset-password\?token=\S+/.exec(mail.text)?.[0] ?? "";
    expect(link.startsWith(`${server.url}/reset-password?token=`)).toBe(true);

    await page.goto(link, { waitUntil: "networkidle" });
    await page.getByLabel("New password", { exact: true }).fill("new-password");
    await page.getByLabel("Confirm new password").fill("different");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByTestId("toast").textContent()).resolves.toContain("Passwords don't match");
    await page.getByLabel("Confirm new password").fill("new-password");
    await screenshot(page, `reset-password-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.waitForURL(`${server.url}/login`, { timeout: 5000 });

    await signIn(page, email, "old-password");
    await expect(page.getByTestId("toast").textContent()).resolves.toContain("Invalid email or password.");
    await signIn(page, email, "new-password");
    await page.getByRole("heading", { name: "Welcome, Kavya Sharma!" }).waitFor();
    await signOut(page, viewport);

    // The link was used once; opening it again fails.
    await page.goto(link, { waitUntil: "networkidle" });
    await page.getByLabel("New password", { exact: true }).fill("third-password");
    await page.getByLabel("Confirm new password").fill("third-password");
    await page.getByRole("button", { name: "Reset password" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast.textContent()).resolves.toContain("Reset failed");
    await expect(toast.textContent()).resolves.toContain("This reset link is invalid or has expired.");

    await page.goto(`${server.url}/reset-password`, { waitUntil: "networkidle" });
    await expect(page.getByText("Invalid reset link").isVisible()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Reset password" }).isDisabled()).resolves.toBe(true);
    await screenshot(page, `reset-password-no-token-${name}`);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it("changes the password: asks the current one, a wrong one is refused clearly, the old one stops working", async () => {
    const { page, errors, close } = await open(viewport);
    const email = newEmail(`password-${name}`);
    await registerThroughApi(page, email, "first-password");
    await page.goto(`${server.url}/account`, { waitUntil: "networkidle" });
    const form = page.getByRole("form", { name: "Change password" });
    const submit = form.getByRole("button", { name: "Change password" });

    await form.getByLabel("New password", { exact: true }).fill("second-password");
    await form.getByLabel("Confirm new password").fill("second-password");
    await submit.click();
    await expect(form.getByText("Please enter your current password.").isVisible()).resolves.toBe(true);

    await form.getByLabel("Current password").fill("not-my-password");
    await submit.click();
    const refused = page.getByTestId("toast").filter({ hasText: "Password not changed" });
    await refused.waitFor();
    await expect(refused.textContent()).resolves.toContain("Your current password is not correct.");
    await screenshot(page, `account-password-wrong-${name}`);

    await form.getByLabel("Current password").fill("first-password");
    await form.getByLabel("New password", { exact: true }).fill("second-password");
    await form.getByLabel("Confirm new password").fill("second-password");
    await submit.click();
    const changed = page.getByTestId("toast").filter({ hasText: "Password changed" });
    await changed.waitFor();
    await expect(changed.textContent()).resolves.toContain("Other devices have been signed out.");
    // This device stays signed in; the form is emptied.
    await expect(form.getByLabel("Current password").inputValue()).resolves.toBe("");
    expect((await page.request.get(`${server.url}/api/auth/me`)).status()).toBe(200);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await signOut(page, viewport);
    await signIn(page, email, "first-password");
    await expect(page.getByTestId("toast").textContent()).resolves.toContain("Invalid email or password.");
    await signIn(page, email, "second-password");
    await page.getByRole("heading", { name: "Welcome, Kavya Sharma!" }).waitFor();
    expect(unexpected(errors)).toEqual([]);
    await close();
  });
});

it("the phone drawer opens with the profile block, navigates and closes", async () => {
  const { page, errors, close } = await open(PHONE);
  await registerThroughApi(page, newEmail("drawer"), "drawer-pass");
  await page.goto(`${server.url}/account`, { waitUntil: "networkidle" });
  await page.getByLabel("First name").fill("");
  await page.getByLabel("Last name").fill("");
  await page.getByRole("button", { name: "Save name" }).click();
  await page.getByTestId("toast").waitFor();
  await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Welcome!");
  await page.getByRole("button", { name: "Menu" }).click();
  const drawer = page.getByRole("dialog");
  await drawer.waitFor();
  // Display name rule: no first or last name gives 'User'.
  await expect(drawer.getByTestId("drawer-profile").textContent()).resolves.toContain("User");
  await expect(drawer.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).resolves.toBe("page");
  await screenshot(page, "drawer-open-phone");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await drawer.getByRole("link", { name: "Account settings" }).click();
  await page.getByRole("heading", { name: "Account settings" }).waitFor();
  expect(await page.getByRole("dialog").count()).toBe(0);
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Close menu" }).click();
  expect(await page.getByRole("dialog").count()).toBe(0);
  // The desktop links are hidden on a phone; the drawer is the way in.
  await expect(page.getByRole("link", { name: "Logout" }).isVisible()).resolves.toBe(false);
  expect(unexpected(errors)).toEqual([]);
  await close();
});

it("Resources holds Blog, About Us, Contact, Help Center (the contact page's FAQ) and API Docs", async () => {
  const { page, errors, close } = await open(DESKTOP);
  await registerThroughApi(page, newEmail("resources"), "resources-pass");
  await page.goto(`${server.url}/`);
  await page.getByRole("button", { name: "Resources" }).click();
  const menu = page.getByRole("menu");
  await menu.waitFor();
  await expect(menu.getByRole("menuitem").allTextContents()).resolves.toEqual([
    "Blog",
    "About Us",
    "Contact",
    "Help Center",
    "API Docs",
  ]);
  await expect(menu.getByRole("menuitem", { name: "API Docs" }).getAttribute("href")).resolves.toBe("/docs/api");
  await screenshot(page, "resources-menu-desktop");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await menu.getByRole("menuitem", { name: "Help Center" }).click();
  await page.waitForURL(`${server.url}/contact`);
  await page.getByRole("heading", { name: "Contact us", level: 1 }).waitFor();
  await expect(page.locator("#contact-faq").isVisible()).resolves.toBe(true);

  await page.getByRole("button", { name: "Resources" }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "About Us" }).click();
  await page.waitForURL(`${server.url}/about`);
  await page.getByRole("button", { name: "Resources" }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Blog" }).click();
  await page.waitForURL(`${server.url}/blog`);
  await page.getByRole("button", { name: "Resources" }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Contact" }).click();
  await page.waitForURL(`${server.url}/contact`);

  // On a phone the drawer lists each destination once: Help Center's page is the Contact link.
  await page.setViewportSize(PHONE);
  await page.getByRole("button", { name: "Menu" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("link", { name: "Contact" }).getAttribute("href")).resolves.toBe("/contact");
  await expect(drawer.getByRole("link", { name: "Blog" }).count()).resolves.toBe(1);
  await expect(drawer.getByRole("link", { name: "API Docs" }).getAttribute("href")).resolves.toBe("/docs/api");
  expect(unexpected(errors)).toEqual([]);
  await close();
});

it.each(CREATOR_WIDTH)("Other Login with the local OpenID provider lands signed in (%s)", async (name, viewport) => {
  const { page, errors, close } = await open(viewport);
  const login = `oidc-${name}`;
  provider.accounts.set(login, {
    email: newEmail(login),
    email_verified: true,
    given_name: "Lata",
    family_name: "Rao",
  });
  await page.goto(`${server.url}/login`, { waitUntil: "networkidle" });
  await page.getByRole("link", { name: "Other Login" }).click();
  await page.waitForURL(`${provider.issuer}/**`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("anything");
  await page.locator('button[type="submit"]').click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL(`${server.url}/`);
  await page.getByRole("heading", { name: "Welcome, Lata Rao!" }).waitFor();
  expect((await (await page.request.get(`${server.url}/api/auth/me`)).json()).hasPassword).toBe(false);
  // The provider's own pages are not ours: only errors on the app's origin count.
  expect(unexpected(errors).filter((e) => e.includes(server.url))).toEqual([]);
  await close();
});

describe("without an OpenID provider configured", () => {
  // The run's shared server has no OpenID provider configured (SHARED_SERVER_ENV).
  const plain = sharedServer();

  it.each(CREATOR_WIDTH)(
    "hides the Other Login button, which the configured server shows (%s)",
    async (_name, viewport) => {
      const { page, errors, close } = await open(viewport);
      await page.goto(`${server.url}/login`, { waitUntil: "networkidle" });
      await expect(page.getByRole("link", { name: "Other Login" }).isVisible()).resolves.toBe(true);

      await page.goto(`${plain.url}/login`, { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
      await expect(page.getByRole("link", { name: "Other Login" }).count()).resolves.toBe(0);
      await expect(page.getByText(/Continuing with Other Login/).count()).resolves.toBe(0);
      await page.getByRole("tab", { name: "Create account" }).click();
      await expect(page.getByRole("link", { name: "Other Login" }).count()).resolves.toBe(0);
      expect((await page.request.get(`${plain.url}/api/login`, { maxRedirects: 0 })).status()).toBe(404);
      await screenshot(page, `login-without-other-login-${viewport.width < 768 ? "phone" : "desktop"}`);
      expect(unexpected(errors).filter((e) => !e.includes("/api/login"))).toEqual([]);
      await close();
    },
  );
});
