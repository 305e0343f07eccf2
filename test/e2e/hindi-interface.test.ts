import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildJpeg } from "../helpers/images.ts";
import {
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  type SharedServer,
  screenshot,
  seriousA11yViolations,
  sharedServer,
  signUpThroughApi,
  uploadPhotoThroughApi,
} from "./harness.ts";

// Issue 30: the switcher, the sign-up page, the dashboard's frame, Create Post, upload, the
// library and storage tabs, the account page and the plans page in Hindi.
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

/**
 * Latin words that may stay on a Hindi screen: brand and product names, the creator's own name
 * and the Instagram handle made from it, file formats and units as Indian apps write them
 * (JPG, MB), and the tax and payment terms of an Indian invoice (GST, UPI).
 */
const ALLOWED_LATIN = new Set([
  "CaptionKaro",
  "Instagram",
  "AI",
  "API",
  "Pro",
  "English",
  "Priya",
  "Nair",
  "priyanair",
  "PhonePe",
  "JPG",
  "PNG",
  "WebP",
  "MP4",
  "MOV",
  "WebM",
  "KB",
  "MB",
  "GB",
  "ZIP",
  "PDF",
  "GST",
  "UPI",
  "IGST",
  "CGST",
  "SGST",
]);

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
  // E-mail addresses (the support address, the creator's own), the creator's file names and
  // hashtags are the creator's, not the screen's words.
  const words =
    texts
      .join(" ")
      .replace(/\S+@\S+/g, " ")
      .replace(/\S+\.(jpe?g|png|mp4|json)\b/g, " ")
      .replace(/#[\p{L}\p{M}\p{N}_]+/gu, " ")
      .match(/[A-Za-z][A-Za-z0-9'-]*/g) ?? [];
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

    await createPostInHindi(page);
    await uploadAndLibraryInHindi(page);
    await accountAndPlansInHindi(page);

    // Back to English: the switch is saved on the account too.
    await page.goto(`${server.url}/`);
    await page.getByRole("tab", { name: "कंटेंट लाइब्रेरी" }).waitFor();
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

/** Waits until the background analysis has looked at `count` of the creator's photos. */
async function waitForAnalysed(page: Page, count: number) {
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`${server.url}/api/content`)).json()) as { analyzed: boolean }[]).filter(
          (item) => item.analyzed,
        ).length,
      { timeout: 60_000 },
    )
    .toBeGreaterThanOrEqual(count);
}

/**
 * Create Post in Hindi at 390 px, then at 1440 px: headings, options, the post written in Hindi,
 * the Instagram preview, the posting-time line and saving, with no English words in the main region.
 */
async function createPostInHindi(page: Page) {
  await page.setViewportSize(PHONE);
  for (const name of ["thali.jpg", "saree.jpg", "ghats.jpg"])
    await uploadPhotoThroughApi(page.request, server.url, await buildJpeg({ width: 1200, height: 900 }), name);
  await waitForAnalysed(page, 3);

  await page.goto(`${server.url}/create`);
  await page.getByRole("heading", { name: "पोस्ट बनाएँ", level: 1 }).waitFor();
  await page.getByRole("heading", { name: "1. फ़ोटो चुनें" }).waitFor();
  await page.getByRole("heading", { name: "2. भाषा और अंदाज़" }).waitFor();
  await page.getByRole("heading", { name: "Instagram प्रीव्यू" }).waitFor();
  expect(await page.getByRole("button", { name: "प्रीव्यू बनाएँ" }).isDisabled()).toBe(true);
  expect(await latinWordsIn(page, ["main"])).toEqual([]);
  await screenshot(page, "hindi-create-empty");

  await page.getByRole("button", { name: "अपने-आप चुनें" }).click();
  await page.getByTestId("selection-count").filter({ hasText: "5 में से 3 चुनी गईं" }).waitFor();
  await page.getByTestId("posting-time").filter({ hasText: "पोस्ट करने का सबसे अच्छा समय:" }).waitFor();
  await page.getByLabel("भाषा", { exact: true }).selectOption("hindi");
  await page.getByLabel("टोन").selectOption({ label: "मज़ेदार" });
  await page.getByLabel("फ़ोटो में क्या है? (चाहें तो)").fill("घर की थाली");
  await page.getByRole("button", { name: "पोस्ट लिखें" }).click();
  await page.getByTestId("toast").filter({ hasText: "AI कंटेंट तैयार है" }).waitFor({ timeout: 60_000 });
  await page.getByRole("heading", { name: "3. आपकी पोस्ट" }).waitFor();
  await page.getByTestId("engine-label").filter({ hasText: "ऑफ़लाइन राइटर ने लिखा" }).waitFor();
  await page.getByRole("group", { name: "एक टैप में दोबारा लिखें" }).waitFor();
  expect(await page.getByLabel("पोस्ट की हेडिंग").inputValue()).not.toBe("");
  await page.getByTestId("preview-text").waitFor();

  await page.getByRole("button", { name: "प्रीव्यू बनाएँ" }).click();
  await page.getByTestId("preview-refreshed").filter({ hasText: "आपकी अभी की हेडिंग और कैप्शन से अपडेट किया गया" }).waitFor();
  expect(await latinWordsIn(page, ["main"])).toEqual([]);
  expect(await hasHorizontalOverflow(page)).toBe(false);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, "hindi-create-post");

  await page.setViewportSize(DESKTOP);
  expect(await hasHorizontalOverflow(page)).toBe(false);
  expect(await latinWordsIn(page, ["main"])).toEqual([]);
  await screenshot(page, "hindi-create-post");

  await page.getByRole("button", { name: "कैप्शन हिस्ट्री में सेव करें" }).click();
  await page.getByTestId("toast").filter({ hasText: "पोस्ट सेव हो गई" }).waitFor();
  await page.getByTestId("saves-used").filter({ hasText: "फ़्री प्लान के 5 में से 1 सेव इस्तेमाल हो चुका है।" }).waitFor();
}

/** Checks a screen at the current width: no English words in `selectors`, no overflow, axe clean, a screenshot. */
async function checkScreen(page: Page, name: string, selectors: string[] = ["main"]) {
  expect(await latinWordsIn(page, selectors)).toEqual([]);
  expect(await hasHorizontalOverflow(page)).toBe(false);
  expect(await seriousA11yViolations(page)).toEqual([]);
  // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/**
 * The upload page (an upload through the picker with its progress row and toast, then Manage
 * files) and the dashboard's Content Library (with the delete confirmation) and Storage tabs,
 * at 390 px and 1440 px.
 */
async function uploadAndLibraryInHindi(page: Page) {
  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/upload`);
  await page.getByRole("heading", { name: "कंटेंट अपलोड करें", level: 1 }).waitFor();
  await page.getByText("फ़्री प्लान · 3 फ़ाइलें").waitFor();
  await page.getByTestId("file-input").setInputFiles({
    name: "chai.jpg",
    mimeType: "image/jpeg",
    buffer: await buildJpeg({ width: 800, height: 600 }),
  });
  await page.getByTestId("toast").filter({ hasText: "1 फ़ाइल अपलोड हो गई" }).waitFor();
  await page.getByTestId("upload-row-status").filter({ hasText: "अपलोड हो गया" }).waitFor();
  await page.getByText("फ़्री प्लान · 4 फ़ाइलें").waitFor();
  await checkScreen(page, "hindi-upload");
  await page.setViewportSize(DESKTOP);
  await page.getByText("एक बार में 5 फ़ाइलें तक।", { exact: false }).waitFor();
  await checkScreen(page, "hindi-upload");

  await page.getByRole("tab", { name: "फ़ाइलें" }).click();
  await page.getByRole("heading", { name: "फ़ाइलें संभालें" }).waitFor();
  await page.getByRole("button", { name: "सब चुनें" }).click();
  await page.getByText("4 में से 4 चुनी गईं").waitFor();
  await checkScreen(page, "hindi-manage");
  await page.setViewportSize(PHONE);
  await checkScreen(page, "hindi-manage");

  // The dashboard's library: only its panel (the stat cards above are another slice's).
  await page.goto(`${server.url}/`);
  await page.getByRole("tab", { name: "कंटेंट लाइब्रेरी" }).waitFor();
  await page.getByRole("list", { name: "कंटेंट लाइब्रेरी" }).waitFor();
  await page.getByRole("button", { name: "chai.jpg डिलीट करें" }).click();
  const dialog = page.getByRole("dialog", { name: "chai.jpg डिलीट करें?" });
  await dialog.getByText("यह वापस नहीं होगा।", { exact: false }).waitFor();
  expect(await latinWordsIn(page, ["[role=dialog]"])).toEqual([]);
  await screenshot(page, "hindi-library-delete", { fullPage: false });
  await page.keyboard.press("Escape");
  await checkScreen(page, "hindi-library", ["[role=tabpanel]"]);
  await page.setViewportSize(DESKTOP);
  await checkScreen(page, "hindi-library", ["[role=tabpanel]"]);

  await page.getByRole("tab", { name: "स्टोरेज" }).click();
  await page.getByRole("heading", { name: "स्टोरेज की झलक" }).waitFor();
  await page.getByText("अभी का प्लान: फ़्री").waitFor();
  await page.getByText("रोज़ 5 AI कैप्शन").waitFor();
  await checkScreen(page, "hindi-storage", ["[role=tabpanel]"]);
  await page.setViewportSize(PHONE);
  await checkScreen(page, "hindi-storage", ["[role=tabpanel]"]);
}

/** The account page and the plans page (signed in, with the checkout's state field) at 390 px and 1440 px. */
async function accountAndPlansInHindi(page: Page) {
  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/account`);
  await page.getByRole("heading", { name: "अकाउंट सेटिंग्स", level: 1 }).waitFor();
  await page.getByRole("heading", { name: "मेरा अकाउंट डिलीट करें" }).waitFor();
  // The contract's and the page's own checks in Hindi: passwords that differ.
  await page.getByLabel("मौजूदा पासवर्ड").fill("e2e-pass-1234");
  await page.getByLabel("नया पासवर्ड", { exact: true }).fill("new-pass-5678");
  await page.getByLabel("नया पासवर्ड दोबारा डालें").fill("new-pass-0000");
  await page.getByRole("button", { name: "पासवर्ड बदलें" }).click();
  await page.getByText("दोनों पासवर्ड एक जैसे नहीं हैं").waitFor();
  await checkScreen(page, "hindi-account");
  await page.setViewportSize(DESKTOP);
  await checkScreen(page, "hindi-account");

  await page.goto(`${server.url}/subscribe`);
  await page.getByRole("heading", { name: "अपना प्लान चुनें", level: 1 }).waitFor();
  await page.getByLabel("आपका राज्य या केंद्र शासित प्रदेश").waitFor();
  await page.getByRole("button", { name: "प्रो ख़रीदें" }).waitFor();
  await page.getByText("₹499").first().waitFor();
  await checkScreen(page, "hindi-subscribe");
  await page.setViewportSize(PHONE);
  // Buying without a state: the checkout asks for it in Hindi.
  await page.getByRole("button", { name: "प्रो ख़रीदें" }).click();
  await page.getByText("GST इनवॉइस के लिए अपना राज्य", { exact: false }).waitFor();
  await checkScreen(page, "hindi-subscribe");
}

// ── Area A: My Posts, review, results, teams (issue 30) ──

// ── Area B: calendar, AI Training and the smaller screens (issue 30) ──
it("shows the signed-out pages, the calendar and AI Training in Hindi at 390 and 1440 px", async () => {
  const { page, errors, close } = await openPage(browser, PHONE);
  try {
    // A Hindi visitor: the switcher's cookie, as the header's switch sets it.
    await page.context().addCookies([{ name: "ck_lang", value: "hi", url: server.url }]);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`${server.url}/no-such-page`);
      await page.getByRole("link", { name: "होम पेज पर जाएँ" }).waitFor();
      await checkScreen(page, "hindi-not-found");
      await page.goto(`${server.url}/forgot-password`);
      await page.getByRole("button", { name: "लिंक भेजें" }).waitFor();
      await checkScreen(page, "hindi-forgot-password");
      await page.goto(`${server.url}/reset-password`);
      await page.getByText("यह लिंक सही नहीं है").waitFor();
      await checkScreen(page, "hindi-reset-password");
      await page.goto(`${server.url}/about`);
      await page.getByRole("heading", { name: "हर भाषा अपनी लिपि में" }).waitFor();
      await checkScreen(page, "hindi-about");
      await page.goto(`${server.url}/contact`);
      await page.getByRole("button", { name: "मैसेज भेजें" }).and(page.locator(":enabled")).click();
      await page.getByText("यह भरना ज़रूरी है।").first().waitFor();
      await page.getByText("पेमेंट कर दिया पर मेरा प्लान नहीं बदला। क्या करूँ?").waitFor();
      await checkScreen(page, "hindi-contact");
      // The landing's demo (the page around it is the English landing's own) after the free try is used.
      await page.goto(`${server.url}/`);
      await page.evaluate(() => localStorage.setItem("captionkaro_demo_used", "true"));
      await page.reload();
      await page.locator("#demo").scrollIntoViewIfNeeded();
      await page.getByTestId("demo-generate").filter({ hasText: "और कैप्शन के लिए लॉग इन करें" }).waitFor();
      await page.getByText("और चाहिए?").waitFor();
      expect(await latinWordsIn(page, ["#demo form", "[data-testid=demo-result]"])).toEqual([]);
      await screenshot(page, "hindi-demo", { fullPage: false });
      await page.goto(`${server.url}/blog`);
      await page.getByRole("button", { name: "सब्सक्राइब करें" }).and(page.locator(":enabled")).click();
      await page.getByText("अपना ईमेल पता डालें।").waitFor();
      expect(await latinWordsIn(page, ["section[aria-labelledby=newsletter]"])).toEqual([]);
    }

    // Signed in: a photo, a post scheduled for tomorrow and one not scheduled, an example and a voice style.
    await signUpThroughApi(page, server.url, "hindi-b");
    const photo = await uploadPhotoThroughApi(
      page.request,
      server.url,
      await buildJpeg({ width: 900, height: 900 }),
      "cake.jpg",
    );
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const post of [
      { title: "दिवाली का ऑफ़र", scheduledAt: `${tomorrow}T18:30:00+05:30` },
      { title: "नया केक", scheduledAt: undefined },
    ]) {
      const saved = await page.request.post(`${server.url}/api/posts`, {
        data: { title: post.title, caption: "घर का स्वाद", contentItemIds: [photo.id], scheduledAt: post.scheduledAt },
      });
      expect(saved.status()).toBe(201);
    }
    await page.request.post(`${server.url}/api/brand-training`, {
      data: { title: "पहला केक", content: "हमारा पहला केक!", hashtags: "#प्रियाबेक्स" },
    });
    await page.request.post(`${server.url}/api/voice-styles`, {
      data: { styleName: "घर का स्वाद", brandVoice: "अपनापन भरा।", toneKeywords: "warm", isDefault: true },
    });
    // The posts' status badges are My Posts' (area A): their words are not this screen's.
    const calendarWords = async () =>
      (await latinWordsIn(page, ["main"])).filter((word) => !["Scheduled", "Draft"].includes(word));

    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/calendar`);
    await page.getByRole("heading", { name: "कैलेंडर", level: 1 }).waitFor();
    await page.getByTestId("calendar-agenda").getByRole("link", { name: "दिवाली का ऑफ़र" }).waitFor();
    await page.getByRole("heading", { name: "अभी शेड्यूल नहीं (1)" }).waitFor();
    expect(await calendarWords()).toEqual([]);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "hindi-calendar");

    await page.setViewportSize(DESKTOP);
    await page.getByTestId("calendar-grid").getByRole("columnheader", { name: "सोम", exact: true }).waitFor();
    expect(await calendarWords()).toEqual([]);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "hindi-calendar");
    await page.getByRole("button", { name: "हफ़्ता" }).click();
    await page.getByTestId("calendar-range").filter({ hasText: "से शुरू हफ़्ता" }).waitFor();
    await page.getByTestId("calendar-legend").getByText("सबसे अच्छे समय (आम सलाह):").waitFor();
    expect(await calendarWords()).toEqual([]);
    await screenshot(page, "hindi-calendar-week");
    await page.getByRole("button", { name: "दिवाली का ऑफ़र का दिन बदलें" }).click();
    const dialog = page.getByRole("dialog", { name: "पोस्ट का दिन बदलें" });
    await dialog.getByLabel("तारीख").waitFor();
    expect(await latinWordsIn(page, ["[role=dialog]"])).toEqual([]);
    await screenshot(page, "hindi-calendar-move", { fullPage: false });
    await page.keyboard.press("Escape");

    // AI Training: the status, both cards, the before/after and the add dialogs.
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`${server.url}/?tab=training`);
      await page.getByRole("heading", { name: "ट्रेनिंग का स्टेटस" }).waitFor();
      await page.getByTestId("training-uses").getByText("एक्स्ट्रा हैशटैग सुझाव", { exact: false }).waitFor();
      await page.getByTestId("training-uses").getByText("कीवर्ड से टोन: दोस्ताना", { exact: false }).waitFor();
      await page.getByRole("heading", { name: "फ़र्क देखें" }).waitFor();
      // "warm" is the creator's own tone keyword (the built-in writer reads English tone words).
      expect((await latinWordsIn(page, ["[role=tabpanel]"])).filter((word) => word !== "warm")).toEqual([]);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, "hindi-training");
    }
    await page.getByRole("button", { name: "वॉइस स्टाइल जोड़ें" }).click();
    await page.getByRole("button", { name: "स्टाइल बनाएँ" }).click();
    await page.getByText("स्टाइल का नाम डालना ज़रूरी है").waitFor();
    expect(await latinWordsIn(page, ["[role=dialog]"])).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "hindi-training-style", { fullPage: false });
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "उदाहरण जोड़ें" }).click();
    await page.getByRole("dialog", { name: "कंटेंट का उदाहरण जोड़ें" }).waitFor();
    expect(await latinWordsIn(page, ["[role=dialog]"])).toEqual([]);
    await screenshot(page, "hindi-training-example", { fullPage: false });
    // The 404 page's own status, not an error.
    expect(errors.filter((error) => !error.includes("/no-such-page"))).toEqual([]);
  } finally {
    await close();
  }
});

// ── Area C: e-mails, invoices, legal pages and stored server texts (issue 30) ──
