import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  type SharedServer,
  screenshot,
  seriousA11yViolations,
  sharedServer,
} from "./harness.ts";

// Issue 30, first slice: the switcher, the sign-up page and the dashboard's frame in Hindi.
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

/** Latin words that may stay on a Hindi screen: brand and product names, the creator's own name. */
const ALLOWED_LATIN = new Set(["CaptionKaro", "AI", "API", "Pro", "English", "Priya", "Nair"]);

/** Latin words in the visible text of the converted areas that the allow-list does not cover. */
async function latinWordsIn(page: Page, selectors: string[]): Promise<string[]> {
  const texts = await page.evaluate(
    (list) =>
      list.flatMap((selector) =>
        // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what is checked (no hidden menus).
        [...document.querySelectorAll<HTMLElement>(selector)].map((element) => element.innerText),
      ),
    selectors,
  );
  // E-mail addresses (the support address, the creator's own) are not words.
  const words =
    texts
      .join(" ")
      .replace(/\S+@\S+/g, " ")
      .match(/[A-Za-z][A-Za-z'-]*/g) ?? [];
  return [...new Set(words.filter((word) => !ALLOWED_LATIN.has(word)))];
}

const hasHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

it("switches to Hindi, signs up and shows the dashboard's frame in Hindi at 390 and 1440 px, then back to English", async () => {
  const { page, errors, close } = await openPage(browser, PHONE);
  try {
    await page.goto(`${server.url}/login`);
    expect(await page.locator("html").getAttribute("lang")).toBe("en-IN");
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();

    // The switcher names Hindi in its own script and changes the page at once.
    await page.getByTestId("language-switcher").click();
    await page.getByRole("heading", { name: "फिर से स्वागत है" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("hi-IN");

    // The cookie keeps it: the server renders the next load in Hindi.
    await page.reload();
    expect(await page.locator("html").getAttribute("lang")).toBe("hi-IN");
    await page.getByRole("heading", { name: "फिर से स्वागत है" }).waitFor();

    // Sign-up: the contract's validation messages in Hindi.
    await page.getByRole("tab", { name: "अकाउंट बनाएँ" }).click();
    await page.getByRole("heading", { name: "अपना अकाउंट बनाएँ" }).waitFor();
    await page.getByRole("button", { name: "अकाउंट बनाएँ", exact: true }).click();
    await page.getByText("ईमेल डालना ज़रूरी है").waitFor();
    await page.getByText("पूरा नाम डालना ज़रूरी है").waitFor();
    expect(await latinWordsIn(page, ["header", "main", "footer"])).toEqual([]);
    await screenshot(page, "hindi-sign-up");
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const email = `hindi-${Date.now().toString(36)}@example.in`;
    await page.getByLabel("पूरा नाम").fill("Priya Nair");
    await page.getByLabel("ईमेल").fill(email);
    await page.getByLabel("पासवर्ड").fill("e2e-pass-1234");
    await page.getByLabel("मेरी उम्र 13 साल या उससे ज़्यादा है।").check();
    await page.locator('input[name="acceptTerms"]').check();
    await page.getByRole("button", { name: "अकाउंट बनाएँ", exact: true }).click();

    // The dashboard's frame: header, workspace bar, greeting, plan, tabs, shortcuts, footer.
    await page.getByRole("heading", { name: "नमस्ते, Priya Nair!" }).waitFor();
    await page.getByRole("tab", { name: "कंटेंट लाइब्रेरी" }).waitFor();
    await page.getByTestId("active-workspace").filter({ hasText: "निजी" }).waitFor();
    const shell = ["header", "footer", "main h1", "[role=tablist]", "main > section > div:first-child"];
    expect(await latinWordsIn(page, shell)).toEqual([]);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "hindi-dashboard", { fullPage: false });

    await page.setViewportSize(DESKTOP);
    await page.getByRole("link", { name: "अपलोड" }).first().waitFor();
    expect(await latinWordsIn(page, shell)).toEqual([]);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "hindi-dashboard", { fullPage: false });

    // Back to English: the switch is saved on the account too.
    await page.getByTestId("language-switcher").click();
    await page.getByRole("tab", { name: "Content Library" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en-IN");
    await expect
      .poll(async () => (await page.request.get(`${server.url}/api/auth/me`)).json())
      .toMatchObject({ email, interfaceLanguage: "en" });
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});
