import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CREATOR_WIDTH,
  launchBrowser,
  openPage,
  type SharedServer,
  screenshot,
  scrollThrough,
  seriousA11yViolations,
  sharedServer,
} from "./harness.ts";

/**
 * Stops the page's (fake, installed before load) clock, then restarts the carousel's timer
 * from that moment by hovering it and moving away, so the test controls every tick.
 */
async function freezeCarouselClock(page: Page) {
  await page.getByTestId("sample-post").waitFor();
  // The page's clock still runs between reading it and pausing it; on a loaded machine that
  // can take longer than the margin, and pausing in the past throws, so read it again.
  for (let attempt = 0; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 20);
      break;
    } catch (error) {
      if (attempt >= 20 || !String(error).includes("past")) throw error;
    }
  }
  await page.getByTestId("sample-post").hover();
  await page.mouse.move(1, 1);
}

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

describe.each(CREATOR_WIDTH)("landing pages on a %s", (name, viewport) => {
  it("the English carousel shows 6 samples, one every 3 s, and can be paused", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    await page.clock.install();
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await freezeCarouselClock(page);
    const current = () => page.getByTestId("sample-post").getAttribute("data-sample");
    expect(await current()).toBe("english");
    const seen = [await current()];
    for (let i = 0; i < 5; i++) {
      await page.clock.runFor(2900);
      expect(await current()).toBe(seen[seen.length - 1]);
      await page.clock.runFor(100);
      await page.waitForFunction(
        (before) => {
          return document.querySelector("[data-testid=sample-post]")?.getAttribute("data-sample") !== before;
        },
        seen[seen.length - 1],
      );
      seen.push(await current());
    }
    expect(seen).toEqual(["english", "hindi", "tamil", "telugu", "odia", "bengali"]);
    await expect(page.getByRole("img", { name: /Durga Puja/ }).getAttribute("width")).resolves.toBe("400");
    await page.clock.runFor(3000);
    await page.waitForFunction(
      () => document.querySelector("[data-testid=sample-post]")?.getAttribute("data-sample") === "english",
    );

    await page.getByRole("button", { name: "Pause the sample posts" }).click();
    await page.mouse.move(0, 0);
    await page.locator("body").click({ position: { x: 1, y: 300 } });
    await page.clock.runFor(10_000);
    expect(await current()).toBe("english");
    await page.getByRole("button", { name: "Show sample 4: Telugu · తెలుగు" }).click();
    expect(await current()).toBe("telugu");
    expect(errors).toEqual([]);
    await close();
  });

  it("respects prefers-reduced-motion: the carousel stays still", async () => {
    const { page, close } = await openPage(browser, viewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await freezeCarouselClock(page);
    await page.clock.runFor(10_000);
    expect(await page.getByTestId("sample-post").getAttribute("data-sample")).toBe("english");
    await expect(page.getByRole("button", { name: "Play the sample posts" }).isVisible()).resolves.toBe(true);
    await close();
  });

  it("has every landing section, FAQ structured data and hreflang alternates", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    const response = await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    const html = (await response?.text()) ?? "";
    expect(html).toContain(`<link rel="alternate" hreflang="hi-IN" href="${server.url}/hi/">`);
    // The page arrives rendered (decision 103), and its first carousel image is requested before
    // the app's JavaScript runs.
    expect(html).toMatch(/<div id="root">.*Instagram posts in your language/s);
    expect(html).toMatch(/<link rel="preload" as="image" href="\/samples\/chai\.svg" fetchPriority="high"\/>/);
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    const og = await fetch(ogImage ?? "");
    expect([og.status, og.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld["@type"]).toBe("FAQPage");
    expect(ld.mainEntity.length).toBeGreaterThan(4);
    await scrollThrough(page);
    // The lower sections arrive as their own chunk once scrolled near.
    await page.getByRole("heading", { name: "Frequently asked questions" }).waitFor();
    for (const heading of [
      "Try it without an account",
      "Everything a post needs",
      "CaptionKaro or a general chatbot?",
      "Example captions",
      "Caption ideas by mood",
      "Frequently asked questions",
    ]) {
      await expect(page.getByRole("heading", { name: heading }).count(), heading).resolves.toBe(1);
    }
    expect(await page.locator("#demo").count()).toBe(1);
    // No testimonials are configured, so the section is not there.
    expect(await page.getByRole("heading", { name: "What creators say" }).count()).toBe(0);
    await page.getByRole("heading", { name: "Caption ideas by mood" }).scrollIntoViewIfNeeded();
    // Every mood has real captions in several languages, each marked with its language.
    const moods = page.locator("section[aria-labelledby=categories]");
    for (const mood of ["Funny", "Cute", "Cool", "Best", "Short", "Birthday"]) {
      await moods.getByRole("button", { name: mood, exact: true }).click();
      await expect(moods.getByRole("button", { name: mood, exact: true }).getAttribute("aria-pressed")).resolves.toBe(
        "true",
      );
      await expect(moods.getByRole("heading", { name: `${mood} captions` }).count()).resolves.toBe(1);
      const captions = await moods
        .locator("li p[lang]")
        .evaluateAll((nodes) => nodes.map((p) => ({ lang: p.getAttribute("lang"), text: p.textContent ?? "" })));
      expect(captions.length, mood).toBeGreaterThanOrEqual(4);
      expect(new Set(captions.map((c) => c.lang)).size, mood).toBeGreaterThanOrEqual(3);
      expect(
        captions.every((c) => c.text.trim().length > 5),
        mood,
      ).toBe(true);
    }
    await expect(page.getByText("పుట్టినరోజు శుభాకాంక్షలు!").isVisible()).resolves.toBe(true);
    await page.getByText("Will I be charged again automatically?").click();
    await expect(page.getByText(/Every paid plan is a 30-day pass/).isVisible()).resolves.toBe(true);
    await screenshot(page, `landing-full-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("the Hindi landing is in Devanagari, rotates 2 samples every 4 s and links back to English", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    await page.clock.install();
    const response = await page.goto(`${server.url}/hi`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? "";
    expect(html).toContain(`<link rel="canonical" href="${server.url}/hi/">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en-IN" href="${server.url}/">`);
    expect(await page.getAttribute("html", "lang")).toBe("hi-IN");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toMatch(/इंस्टाग्राम पोस्ट/);
    // Header and footer speak Hindi on the Hindi page too.
    await expect(page.locator("footer").textContent()).resolves.toContain("गोपनीयता नीति");
    await expect(page.locator("footer").textContent()).resolves.not.toContain("Privacy Policy");
    await freezeCarouselClock(page);
    const current = () => page.getByTestId("sample-post").getAttribute("data-sample");
    expect(await current()).toBe("diwali");
    await page.clock.runFor(3900);
    expect(await current()).toBe("diwali");
    await page.clock.runFor(100);
    await page.waitForFunction(
      () => document.querySelector("[data-testid=sample-post]")?.getAttribute("data-sample") === "holi",
    );
    await page.clock.runFor(4000);
    await page.waitForFunction(
      () => document.querySelector("[data-testid=sample-post]")?.getAttribute("data-sample") === "diwali",
    );
    // Screenshots wait for an animation frame and React shows lazy pages through timers.
    await page.clock.resume();
    await screenshot(page, `hindi-landing-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "English" }).first().click();
    await page.waitForURL(`${server.url}/`);
    expect(await page.getAttribute("html", "lang")).toBe("en-IN");
    // The header's switcher goes from one landing page to the other (decision 816), and a
    // Hindi visitor loading / is sent to /hi/.
    await page.getByTestId("language-switcher").click();
    await page.waitForURL(`${server.url}/hi/`);
    await page.getByRole("heading", { level: 1, name: /इंस्टाग्राम पोस्ट/ }).waitFor();
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/hi/`);
    await page.getByTestId("language-switcher").click();
    await page.waitForURL(`${server.url}/`);
    expect(await page.getAttribute("html", "lang")).toBe("en-IN");
    expect(errors).toEqual([]);
    await close();
  });

  it("the Hindi landing's Start Free buttons (header, beside the carousel, closing call) open account creation; Demo leads to /login", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    const buttons = [
      ["header Start Free", page.locator("header").getByRole("link", { name: "मुफ़्त शुरू करें" }), "/login?mode=register"],
      [
        "Start Free beside the carousel",
        page.locator("section", { has: page.getByTestId("sample-post") }).getByRole("link", { name: "मुफ़्त शुरू करें" }),
        "/login?mode=register",
      ],
      ["Demo", page.getByRole("link", { name: "डेमो देखें" }), "/login"],
      [
        "closing Start Free",
        page.locator("section[aria-labelledby=cta]").getByRole("link", { name: "मुफ़्त शुरू करें" }),
        "/login?mode=register",
      ],
    ] as const;
    for (const [name, link, target] of buttons) {
      await page.goto(`${server.url}/hi/`, { waitUntil: "networkidle" });
      await expect(link.count(), name).resolves.toBe(1);
      await link.click();
      await page.waitForURL(`${server.url}${target}`);
      await page
        // A Hindi page sets the interface language to Hindi (decision 775), so sign-in continues in Hindi.
        .getByRole("heading", { level: 1, name: target === "/login" ? "फिर से स्वागत है" : "अपना अकाउंट बनाएँ" })
        .waitFor();
    }
    expect(errors).toEqual([]);
    await close();
  });
});

describe.each(CREATOR_WIDTH)("Start Free on a %s", (name, viewport) => {
  it("every English Start Free opens account creation, not sign-in, also when the page is loaded directly", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    const buttons = [
      ["header", page.locator("header").getByRole("link", { name: "Start Free" })],
      ["hero", page.locator("main section").first().getByRole("link", { name: "Start Free" })],
      ["closing call", page.locator("section[aria-labelledby=cta]").getByRole("link", { name: "Start Free" })],
    ] as const;
    for (const [where, link] of buttons) {
      await page.goto(server.url, { waitUntil: "networkidle" });
      await expect(link.count(), where).resolves.toBe(1);
      await link.click();
      await page.waitForURL(`${server.url}/login?mode=register`);
      await page.getByRole("heading", { level: 1, name: "Create your account" }).waitFor();
      await expect(page.getByRole("tab", { name: "Create account" }).getAttribute("aria-selected")).resolves.toBe(
        "true",
      );
    }
    // Loaded directly (server-rendered, then hydrated): account creation too, without a hydration error.
    await page.goto(`${server.url}/login?mode=register`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "Create your account" }).waitFor();
    await page.getByLabel("Full name").waitFor();
    await screenshot(page, `start-free-${name}`, { fullPage: false });
    // Plain /login still opens on signing in.
    await page.goto(`${server.url}/login`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "Welcome back" }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
