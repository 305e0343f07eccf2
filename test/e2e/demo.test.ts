import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_MESSAGES, DEMO_USED_STORAGE_KEY } from "#contract/demo-values.ts";
import { ASK_FOR_NOTE_MESSAGE, NOTE_LABEL, NOTE_MAX_CHARS } from "#contract/note-values.ts";
import { UNAVAILABLE } from "#server/features/captions/failures.ts";
import { startFakeAiServer } from "../fakes/ai-providers.ts";
import { buildJpeg } from "../helpers/images.ts";
import { findTracesInDirectory, findTracesInText, listFiles, tracesOf } from "../helpers/traces.ts";
import {
  BOTH_WIDTHS,
  CREATOR_WIDTH,
  giveOwnClientAddress,
  launchBrowser,
  openPage,
  type RunningServer,
  screenshot,
  seriousA11yViolations,
  startServer,
  watchAskForNote,
} from "./harness.ts";

/** The demos a day of one network (client address) on the main demo server. */
const DEMOS_PER_NETWORK = 2;

let server: RunningServer;
let failing: RunningServer;
let fakeAi: Awaited<ReturnType<typeof startFakeAiServer>>;
let images: Server;
let imagePort: number;
let browser: Browser;
let photo: Buffer;
let bigPhoto: Buffer;
/** Every photo a browser sent to a demo server, as the server received it. */
const sentPhotos: Buffer[] = [];

beforeAll(async () => {
  photo = await buildJpeg({ width: 1200, height: 900 });
  // Noise does not compress: about 12 MB at 4200 × 3150, quality 95, so the browser must scale it down.
  bigPhoto = await sharp({
    create: {
      width: 4200,
      height: 3150,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  images = createServer((req, res) => {
    if (req.url === "/photo.jpg") return res.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
    return res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => images.listen(0, "127.0.0.1", resolve));
  imagePort = (images.address() as AddressInfo).port;
  fakeAi = await startFakeAiServer();
  const env = {
    // The test-only allowance for the local image server is refused in production.
    NODE_ENV: "test",
    DEMO_URL_TEST_ALLOW: `127.0.0.1:${imagePort}`,
  };
  [server, failing, browser] = await Promise.all([
    // Each page visits from a network of its own (openDemo), which has two demos a day: as many
    // as one visit below uses (a question about the photo, then the caption), and the daily
    // limit's own test uses them up on this server instead of one of its own (issue 25).
    startServer({ env: { ...env, TRUST_PROXY: "true", DEMO_DAILY_LIMIT_PER_IP: String(DEMOS_PER_NETWORK) } }),
    // A configured model that answers every call with HTTP 500 (the fake's default answer).
    startServer({
      env: {
        ...env,
        DEMO_DAILY_LIMIT_PER_IP: "1000",
        AI_PROVIDER: "gemini",
        AI_MODEL: "gemini-test",
        AI_API_KEY: "test-key",
        AI_BASE_URL: fakeAi.geminiBaseUrl,
      },
    }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.dispose(), failing?.dispose()]);
  await fakeAi?.close();
  images?.closeAllConnections();
  await new Promise((resolve) => images?.close(resolve));
});

/** Opens the landing page, scrolled to the demo, with every alert recorded and accepted. */
async function openDemo(viewport: { width: number; height: number }, base = server.url) {
  const opened = await openPage(browser, viewport);
  await giveOwnClientAddress(opened.page);
  const alerts: string[] = [];
  opened.page.on("request", (request) => {
    if (!request.url().endsWith("/api/demo-generate-caption")) return;
    const sent = (request.postDataJSON() as { base64Image?: string } | null)?.base64Image;
    if (sent) sentPhotos.push(Buffer.from(sent.slice(sent.indexOf(",") + 1), "base64"));
  });
  opened.page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await opened.page.goto(`${base}/#demo`, { waitUntil: "networkidle" });
  await opened.page.locator("#demo").scrollIntoViewIfNeeded();
  await opened.page.getByLabel("Upload a photo").waitFor();
  return { ...opened, alerts };
}

const fileInput = (page: Page) => page.getByLabel("Upload a photo");
const urlInput = (page: Page) => page.getByLabel("Paste an image link");
const generateButton = (page: Page) => page.getByTestId("demo-generate");
const caption = (page: Page) => page.getByTestId("demo-caption");
const noteInput = (page: Page) => page.getByLabel(NOTE_LABEL);

/** The demo section alone, as test-results/screenshots/demo-<name>-<width>.png. */
async function shot(page: Page, name: string) {
  await screenshot(page, `demo-${name}`, page.locator("#demo"));
}

describe.each(CREATOR_WIDTH)("the no-login demo on a %s", (name, viewport) => {
  it("photo → Hindi caption → Copy → used state after reload → login", async () => {
    const { page, errors, alerts, close } = await openDemo(viewport);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    expect(await generateButton(page).textContent()).toBe("Generate Caption");
    expect(await generateButton(page).isDisabled()).toBe(true);
    await shot(page, `idle-${name}`);

    // About 12 MB: scaled down in the browser instead of refused.
    await fileInput(page).setInputFiles({ name: "big.jpg", mimeType: "image/jpeg", buffer: bigPhoto });
    await page.getByRole("img", { name: "Preview of what you chose" }).waitFor();
    expect(await urlInput(page).isDisabled()).toBe(true);
    // The list shows English names until the visitor reaches for it, then native names too.
    const languages = page.getByLabel("Language", { exact: true });
    expect(await languages.locator('option[value="hindi"]').textContent()).toBe("Hindi");
    await languages.focus();
    await languages.locator('option[value="hindi"]', { hasText: "हिन्दी (Hindi)" }).waitFor({ state: "attached" });
    await languages.selectOption("hindi");
    expect(await generateButton(page).isEnabled()).toBe(true);

    const request = page.waitForRequest("**/api/demo-generate-caption");
    await generateButton(page).click();
    const sent = (await request).postDataJSON() as { language: string; base64Image: string; note?: string };
    expect(sent.language).toBe("hindi");
    expect(sent.base64Image).toMatch(/^data:image\/jpeg;base64,/);
    expect(Buffer.from(sent.base64Image.split(",")[1] ?? "", "base64").length).toBeLessThanOrEqual(5 * 1024 * 1024);
    expect(sent.note).toBeUndefined();

    // The photo is noise, which the offline writer cannot name, and there was no note: the
    // answer asks what it shows (issue 26), and the browser's one try is not used up yet.
    const prompt = page.getByTestId("ask-for-note");
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain(ASK_FOR_NOTE_MESSAGE);
    expect(await page.evaluate((key) => localStorage.getItem(key), DEMO_USED_STORAGE_KEY)).toBeNull();
    expect(await generateButton(page).textContent()).toBe("Generate Caption");
    expect(await page.getByText("Want More?").count()).toBe(0);
    // One tap to the note, a few words, and Regenerate with them: the same photo and language.
    await prompt.getByRole("button", { name: "Add a note" }).click();
    expect(await noteInput(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type("Sunday ki thali");
    const retry = page.waitForRequest("**/api/demo-generate-caption");
    await page.getByRole("button", { name: "Regenerate with this note" }).click();
    const resent = (await retry).postDataJSON() as { language: string; base64Image: string; note?: string };
    expect(resent).toEqual({ ...sent, note: "Sunday ki thali" });

    await page.getByText("Want More?").waitFor();
    await caption(page).waitFor();
    expect(await prompt.count()).toBe(0);
    expect(await caption(page).getAttribute("lang")).toBe("hi-IN");
    const heading = (await caption(page).locator("h3").textContent()) ?? "";
    const text = (await caption(page).locator("p").textContent()) ?? "";
    expect(heading + text).toMatch(/[\u0900-\u097F]/);
    // About what the note said, in Hindi's word for it.
    expect(heading + text).toContain("थाली");
    expect(await caption(page).isVisible()).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), DEMO_USED_STORAGE_KEY)).toBe("true");
    expect(await generateButton(page).textContent()).toBe(DEMO_MESSAGES.generateMore);
    await expect(page.getByText("Want More?").isVisible()).resolves.toBe(true);
    await expect(page.getByRole("link", { name: "Login / Sign Up" }).getAttribute("href")).resolves.toBe("/login");

    await page.getByRole("button", { name: "Copy" }).click();
    await page.getByRole("button", { name: "Copied" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${heading}\n\n${text}`);
    await shot(page, `hindi-result-${name}`);
    // The confirmation lasts 2 s.
    await page.getByRole("button", { name: "Copy", exact: true }).waitFor({ timeout: 3000 });
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.reload({ waitUntil: "networkidle" });
    await page.locator("#demo").scrollIntoViewIfNeeded();
    await page.getByText("Want More?").waitFor();
    expect(await generateButton(page).textContent()).toBe(DEMO_MESSAGES.generateMore);
    expect(await generateButton(page).isEnabled()).toBe(true);
    await shot(page, `used-${name}`);
    await generateButton(page).click();
    await page.waitForURL(`${server.url}/login`);
    expect(alerts).toEqual([DEMO_MESSAGES.alreadyUsed]);
    expect(errors).toEqual([]);
    await close();
  });

  it("image link → Tamil caption, fetched by the server from the link", async () => {
    const { page, errors, alerts, close } = await openDemo(viewport);
    // Choosing a file disables the link field; Clear brings it back.
    await fileInput(page).setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("img", { name: "Preview of what you chose" }).waitFor();
    expect(await urlInput(page).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Clear" }).click();
    expect(await urlInput(page).isEnabled()).toBe(true);
    expect(await page.getByRole("img", { name: "Preview of what you chose" }).count()).toBe(0);

    await urlInput(page).fill(`http://127.0.0.1:${imagePort}/photo.jpg`);
    await page.getByLabel("Language", { exact: true }).selectOption("tamil");
    // The linked photo is a gradient the writer cannot name: the visitor says what it is.
    await noteInput(page).fill("Filter coffee");
    const request = page.waitForRequest("**/api/demo-generate-caption");
    await generateButton(page).click();
    expect((await request).postDataJSON()).toEqual({
      language: "tamil",
      imageUrl: `http://127.0.0.1:${imagePort}/photo.jpg`,
      note: "Filter coffee",
    });
    await caption(page).waitFor();
    expect(await page.getByTestId("ask-for-note").count()).toBe(0);
    expect(await caption(page).getAttribute("lang")).toBe("ta-IN");
    expect(await caption(page).textContent()).toMatch(/[\u0B80-\u0BFF]/);
    expect(await caption(page).textContent()).toContain("காபி");

    // A browser that refuses the clipboard: the button says so for 2 s.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException("denied", "NotAllowedError"));
    });
    await page.getByRole("button", { name: "Copy" }).click();
    await page.getByRole("button", { name: "Copy Failed" }).waitFor();
    await page.getByRole("button", { name: "Copy", exact: true }).waitFor({ timeout: 3000 });
    expect(alerts).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("Urdu is shown right to left, and Clear resets the photo, link and result", async () => {
    const { page, errors, close } = await openDemo(viewport);
    await fileInput(page).setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByLabel("Language", { exact: true }).selectOption("urdu");
    // The test photo is a gradient the writer cannot name: the visitor says what it is.
    await noteInput(page).fill("Biryani at home");
    await generateButton(page).click();
    await caption(page).waitFor();
    expect(await page.getByTestId("ask-for-note").count()).toBe(0);
    expect(await caption(page).getAttribute("dir")).toBe("rtl");
    expect(await caption(page).getAttribute("lang")).toBe("ur-IN");
    expect(await caption(page).textContent()).toMatch(/[\u0600-\u06FF]/);
    expect(await caption(page).textContent()).toContain("بریانی");
    expect(await caption(page).evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
    await shot(page, `urdu-result-${name}`);

    await page.getByRole("button", { name: "Clear" }).click();
    expect(await caption(page).count()).toBe(0);
    expect(await page.getByRole("img", { name: "Preview of what you chose" }).count()).toBe(0);
    expect(await fileInput(page).evaluate((el) => (el as HTMLInputElement).files?.length ?? 0)).toBe(0);
    expect(await urlInput(page).inputValue()).toBe("");
    expect(await urlInput(page).isEnabled()).toBe(true);
    expect(await noteInput(page).inputValue()).toBe("");
    // The demo stays used: the invitation remains.
    await expect(page.getByText("Want More?").isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("choosing another photo or a link after a result takes the old caption away", async () => {
    const { page, errors, close } = await openDemo(viewport);
    await fileInput(page).setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: photo });
    // The gradient shows nothing the writer can name: the visitor says what it is.
    await noteInput(page).fill("Masala chai");
    await generateButton(page).click();
    await caption(page).waitFor();
    expect(await page.getByTestId("ask-for-note").count()).toBe(0);
    const second = await buildJpeg({ width: 700, height: 1000 });
    await fileInput(page).setInputFiles({ name: "second.jpg", mimeType: "image/jpeg", buffer: second });
    await page.getByRole("img", { name: "Preview of what you chose" }).waitFor();
    // The first photo's caption must not sit under the second photo.
    expect(await caption(page).count()).toBe(0);
    await shot(page, `new-photo-${name}`);
    // The demo stays used: the invitation remains, without the old result.
    await expect(page.getByText("Want More?").isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("a link typed after a result takes the old caption away too", async () => {
    const { page, errors, close } = await openDemo(viewport);
    await urlInput(page).fill(`http://127.0.0.1:${imagePort}/photo.jpg`);
    await generateButton(page).click();
    await caption(page).waitFor();
    await urlInput(page).fill(`http://127.0.0.1:${imagePort}/other.jpg`);
    expect(await caption(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("a note goes with the photo, counted near its limit; the caption comes back (issue 26)", async () => {
    const { page, errors, alerts, close } = await openDemo(viewport);
    // A real label, a hint with the examples, and the 200-character limit in the field itself.
    expect(await noteInput(page).getAttribute("maxlength")).toBe(String(NOTE_MAX_CHARS));
    const hint = page.locator(`[id="${await noteInput(page).getAttribute("aria-describedby")}"]`);
    expect(await hint.textContent()).toContain("“Onam sadya at home”");
    // The Hindi example (and its font) comes once the visitor reaches for the field (decision 101).
    expect(await hint.locator('[lang="hi"]').count()).toBe(0);
    await noteInput(page).focus();
    expect(await hint.locator('[lang="hi"]').textContent()).toBe("नई बाइक की पहली राइड");
    // The count appears near the limit and typing stops at it.
    await noteInput(page).fill("a".repeat(150));
    expect(await page.getByText(/characters left/).count()).toBe(0);
    await noteInput(page).fill("a".repeat(170));
    await page.getByText("30 of 200 characters left", { exact: true }).waitFor();
    await noteInput(page).fill("a".repeat(NOTE_MAX_CHARS - 2));
    await noteInput(page).pressSequentially("bcdef");
    expect(await noteInput(page).inputValue()).toHaveLength(NOTE_MAX_CHARS);
    await page.getByText("0 of 200 characters left", { exact: true }).waitFor();
    await shot(page, `note-limit-${name}`);

    await fileInput(page).setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByLabel("Language", { exact: true }).selectOption("hindi");
    await noteInput(page).fill("नई बाइक की पहली राइड");
    // Enter in the note generates, as Enter in the link field does.
    const request = page.waitForRequest("**/api/demo-generate-caption");
    await noteInput(page).press("Enter");
    expect(((await request).postDataJSON() as { note?: string }).note).toBe("नई बाइक की पहली राइड");
    await caption(page).waitFor();
    expect(await caption(page).textContent()).toMatch(/[\u0900-\u097F]/);
    expect(await page.getByTestId("ask-for-note").count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), DEMO_USED_STORAGE_KEY)).toBe("true");
    await shot(page, `note-result-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(alerts).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("a note the server refuses is shown under the field, which keeps it; nothing is used up", async () => {
    const { page, errors, close } = await openDemo(viewport);
    await fileInput(page).setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: photo });
    // Pasted text with a right-to-left override, which one-line fields refuse (decision 010).
    const pasted = "\u202Eمیری امی کی بریانی\u202C";
    await noteInput(page).fill(pasted);
    const answered = page.waitForResponse("**/api/demo-generate-caption");
    await generateButton(page).click();
    expect((await answered).status()).toBe(400);
    const error = page.getByRole("alert").filter({ hasText: "text-direction control characters" });
    await error.waitFor();
    expect(await noteInput(page).getAttribute("aria-invalid")).toBe("true");
    expect(await noteInput(page).getAttribute("aria-describedby")).toContain((await error.getAttribute("id")) ?? "-");
    expect(await noteInput(page).inputValue()).toBe(pasted);
    expect(await noteInput(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByText(DEMO_MESSAGES.failed).count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), DEMO_USED_STORAGE_KEY)).toBeNull();
    await shot(page, `note-refused-${name}`);
    // Editing the note takes the message away.
    await noteInput(page).fill("Biryani at home");
    expect(await error.count()).toBe(0);
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await close();
  });

  it("the Hindi landing's Demo button leads to /login (spec §2 Hindi landing)", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    await page.goto(`${server.url}/hi/`, { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "डेमो देखें" }).click();
    await page.waitForURL(`${server.url}/login`);
    expect(errors).toEqual([]);
    await close();
  });

  it("alerts for a missing image and for a file still over 5 MB; nothing is sent", async () => {
    const { page, errors, alerts, close } = await openDemo(viewport);
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/demo-generate-caption")) requests.push(r.url());
    });
    // Enter in the empty link field goes through the same checks as Generate.
    await urlInput(page).press("Enter");
    await expect.poll(() => alerts).toEqual([DEMO_MESSAGES.noImage]);

    // 6 MB that no browser can decode, so it cannot be scaled down under 5 MB.
    await fileInput(page).setInputFiles({
      name: "huge.jpg",
      mimeType: "image/jpeg",
      buffer: randomBytes(6 * 1024 * 1024),
    });
    await expect.poll(() => alerts).toEqual([DEMO_MESSAGES.noImage, DEMO_MESSAGES.tooLarge]);
    expect(await fileInput(page).evaluate((el) => (el as HTMLInputElement).files?.length ?? 0)).toBe(0);
    expect(await generateButton(page).isDisabled()).toBe(true);
    expect(requests).toEqual([]);
    expect(await page.evaluate((key) => localStorage.getItem(key), DEMO_USED_STORAGE_KEY)).toBeNull();
    expect(errors).toEqual([]);
    await close();
  });

  it("a failing model shows the failure text; the reason is only logged and the demo stays unused", async () => {
    const { page, errors, close } = await openDemo(viewport, failing.url);
    const logged: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") logged.push(m.text());
    });
    await fileInput(page).setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByLabel("Language", { exact: true }).selectOption("hindi");
    // Held back briefly so the working state can be seen; the answer is the real server's.
    await page.route("**/api/demo-generate-caption", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    const answered = page.waitForResponse("**/api/demo-generate-caption");
    await generateButton(page).click();
    await page.getByText(DEMO_MESSAGES.generating).waitFor();
    expect(await generateButton(page).isDisabled()).toBe(true);
    expect((await answered).status()).toBe(502);
    await page.getByText(DEMO_MESSAGES.failed).waitFor();
    // The box keeps the spec's text; the server's reason (here the provider down, decision 744)
    // goes to the console only.
    expect(await page.getByTestId("demo-result").textContent()).not.toContain(UNAVAILABLE);
    expect(logged).toContain(UNAVAILABLE);
    expect(await page.evaluate((key) => localStorage.getItem(key), DEMO_USED_STORAGE_KEY)).toBeNull();
    expect(await generateButton(page).textContent()).toBe("Generate Caption");
    expect(await page.getByText("Want More?").count()).toBe(0);
    await shot(page, `failure-${name}`);
    // Only the 502 itself and our own log line reach the console.
    expect(errors.filter((e) => !/status of 502/.test(e) && !e.includes(UNAVAILABLE))).toEqual([]);
    await close();
  });

  it("past the network's daily limit, the server's message shows with its sign-up link", async () => {
    const { page, errors, close } = await openDemo(viewport);
    // The network's demos of the day (this browser's, each then forgotten by it).
    for (let i = 0; i < DEMOS_PER_NETWORK; i++) {
      await fileInput(page).setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: photo });
      const answered = page.waitForResponse("**/api/demo-generate-caption");
      await generateButton(page).click();
      expect((await answered).status()).toBe(200);
      await caption(page).waitFor();
      await page.evaluate((key) => localStorage.removeItem(key), DEMO_USED_STORAGE_KEY);
      await page.reload({ waitUntil: "networkidle" });
      await page.locator("#demo").scrollIntoViewIfNeeded();
    }
    await fileInput(page).setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: photo });
    const answered = page.waitForResponse("**/api/demo-generate-caption");
    await generateButton(page).click();
    const refusal = await answered;
    expect(refusal.status()).toBe(429);
    const sent = (await refusal.json()) as { error: { message: string }; link: { href: string; label: string } };
    const failure = page.getByTestId("demo-failure");
    await failure.waitFor();
    expect(await failure.textContent()).toBe(`${sent.error.message} ${sent.link.label}`);
    expect(await failure.getByRole("link", { name: sent.link.label }).getAttribute("href")).toBe(sent.link.href);
    await shot(page, `limit-${name}`);
    expect(errors.filter((e) => !/status of 429|today's free demo/.test(e))).toEqual([]);
    await close();
  });
});

// The demo sits beside its result on a desktop and above it on a phone: this state is seen at both.
describe.each(BOTH_WIDTHS)("the demo's question about the photo on a %s", (name, viewport) => {
  it("a photo it cannot tell: the prompt, one tap to the note, Regenerate with it; the demo stays unused until then", async () => {
    const { page, errors, close } = await openDemo(viewport);
    // A plain gradient with two shapes: nothing the analysis can name, and no note.
    const answers = watchAskForNote(page, "/api/demo-generate-caption");
    await fileInput(page).setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: photo });
    await generateButton(page).click();
    const prompt = page.getByTestId("ask-for-note");
    await prompt.waitFor();
    await answers.settled();
    expect(answers.asked).toBe(1);
    expect(await prompt.textContent()).toContain(ASK_FOR_NOTE_MESSAGE);
    // Not used up: the visitor has not had their caption yet.
    expect(await page.evaluate((key) => localStorage.getItem(key), DEMO_USED_STORAGE_KEY)).toBeNull();
    expect(await generateButton(page).textContent()).toBe("Generate Caption");
    expect(await page.getByText("Want More?").count()).toBe(0);
    await shot(page, `ask-for-note-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await prompt.getByRole("button", { name: "Add a note" }).click();
    expect(await noteInput(page).evaluate((el) => el === document.activeElement)).toBe(true);
    const regenerate = page.getByRole("button", { name: "Regenerate with this note" });
    expect(await regenerate.isDisabled()).toBe(true);
    await page.keyboard.type("Onam sadya at home");
    const request = page.waitForRequest("**/api/demo-generate-caption");
    await regenerate.click();
    expect(((await request).postDataJSON() as { note?: string }).note).toBe("Onam sadya at home");
    await page.getByText("Want More?").waitFor();
    await caption(page).waitFor();
    expect(await prompt.count()).toBe(0);
    expect(await regenerate.count()).toBe(0);
    expect(answers.notes).toEqual([undefined, "Onam sadya at home"]);
    expect(await page.evaluate((key) => localStorage.getItem(key), DEMO_USED_STORAGE_KEY)).toBe("true");
    await shot(page, `ask-for-note-answered-${name}`);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("after the demos above", () => {
  it("no photo is in either server's data directory (database files included) or its log output", async () => {
    // The journeys above ran: photos were uploaded (the 12 MB one scaled down by the browser),
    // one was fetched by link, and one went to the failing model.
    // (At one width since issue 25: half the uploads of the two-width run.)
    expect(sentPhotos.length).toBeGreaterThanOrEqual(3);
    const modelImages = fakeAi.requests.flatMap((request) => {
      const found: Buffer[] = [];
      JSON.stringify(request.body, (_key, value) => {
        // Long base64 strings only: the instructions are long text too.
        if (typeof value === "string" && value.length > 1000 && /^[A-Za-z0-9+/]+=*$/.test(value))
          found.push(Buffer.from(value, "base64"));
        return value;
      });
      return found;
    });
    expect(modelImages.length).toBeGreaterThanOrEqual(1);
    const traces = [
      ...sentPhotos.flatMap((sent, i) => tracesOf(sent, `uploaded #${i + 1}`)),
      ...tracesOf(photo, "linked"),
      ...tracesOf(bigPhoto, "original of the scaled-down upload"),
      ...modelImages.flatMap((image, i) => tracesOf(image, `sent to the model #${i + 1}`)),
    ];
    for (const running of [server, failing]) {
      // Not vacuous: the database lives in DATA_DIR, and the output logged the demo requests.
      expect((await listFiles(running.dataDir)).some((file) => file.includes(`${path.sep}db${path.sep}`))).toBe(true);
      expect(running.output()).toContain("/api/demo-generate-caption");
      expect(await findTracesInDirectory(running.dataDir, traces)).toEqual([]);
      expect(findTracesInText(running.output(), traces)).toEqual([]);
    }
    // The failing model's reason was logged on the failing server, without the photo.
    expect(failing.output()).toContain("request failed with a known cause");
  });
});
