import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrandExample, VoiceStyle } from "#contract/brand.ts";
import { NOTE_LABEL } from "#contract/note-values.ts";
import { startFakeAiServer } from "../fakes/ai-providers.ts";
import { buildJpeg } from "../helpers/images.ts";
import {
  CREATOR_WIDTH,
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  type RunningServer,
  type SharedServer,
  screenshot,
  seriousA11yViolations,
  sharedServer,
  signUpThroughApi,
  startServer,
  toastText,
  uploadPhotoThroughApi,
} from "./harness.ts";

const XSS_TITLE = "<img src=x onerror=alert(1)>";
const XSS_CONTENT = `<img src=x onerror=alert(2)> Diwali hamper is here ✨\n</textarea><script>window.__xss = 1</script>`;

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

/** A signed-in page that also records alert() dialogs (an XSS payload would open one). */
async function openSignedIn(viewport: { width: number; height: number }, prefix: string, base = server.url) {
  const opened = await openPage(browser, viewport);
  const dialogs: string[] = [];
  opened.page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await signUpThroughApi(opened.page, base, prefix);
  return { ...opened, dialogs };
}

async function openTraining(page: Page, base = server.url) {
  await page.goto(`${base}/?tab=training`, { waitUntil: "networkidle" });
  await page.getByRole("heading", { name: "Training status" }).waitFor();
}

/** The whole page from the top, or (with a dialog open) just what the screen shows. */
async function shot(page: Page, name: string, dialog = false) {
  if (!dialog) await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name, { fullPage: !dialog });
}

const state = (page: Page) => page.getByTestId("training-state");
const api = async <T>(page: Page, path: string) => (await (await page.request.get(`${server.url}${path}`)).json()) as T;

/** Errors other than the answers the test provokes on purpose (a refused add, a failing server). */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of (409|500)/.test(e));

describe.each(CREATOR_WIDTH)("AI Training on a %s", (name, viewport) => {
  it("goes from Ready to Active and back: examples and voice styles added, made default, deleted; markup stays text", async () => {
    const { page, errors, dialogs, close } = await openSignedIn(viewport, `brand-${name}`);
    await openTraining(page);

    // Empty: Ready, the tabs in the spec's order, and the offline writer's honest note.
    await expect(page.getByRole("tab", { name: "AI Training" }).getAttribute("aria-selected")).resolves.toBe("true");
    expect(await state(page).textContent()).toBe("Ready");
    await page.getByText("No examples yet.").waitFor();
    await page.getByText("No voice styles yet.").waitFor();
    expect(await page.getByTestId("training-engine").textContent()).toMatch(
      /No AI model is set up, so captions come from .+'s built-in writer/,
    );
    expect(await page.getByTestId("training-uses").textContent()).toContain(
      "Your voice style and your examples' wording do not change the built-in writer's captions",
    );
    // Nothing to compare before there is any training.
    expect(await page.getByTestId("brand-compare").count()).toBe(0);
    await shot(page, "brand-empty");
    expect(await seriousA11yViolations(page)).toEqual([]);

    // An example needs a title and content.
    await page.getByRole("button", { name: "Add example" }).click();
    const exampleDialog = page.getByRole("dialog", { name: "Add content example" });
    await exampleDialog.getByRole("button", { name: "Add example" }).click();
    expect(await toastText(page, "Missing Information")).toContain("Please fill in title and content.");
    await expect(exampleDialog.getByLabel("Title").getAttribute("aria-invalid")).resolves.toBe("true");
    await exampleDialog.getByLabel("Title").fill(XSS_TITLE);
    await exampleDialog.getByLabel("Content", { exact: true }).fill(XSS_CONTENT);
    await exampleDialog.getByLabel("Hashtags (optional)").fill("#PriyaBakes #PuneCakes");
    // Engagement must be a whole number; Indian digit grouping is fine.
    await exampleDialog.getByLabel("Engagement (optional)").fill("12.5");
    await exampleDialog.getByRole("button", { name: "Add example" }).click();
    await exampleDialog.getByText("Engagement must be a whole number, e.g. 1200").waitFor();
    await exampleDialog.getByLabel("Engagement (optional)").fill("1,200");
    // Editing a field clears its error.
    expect(await exampleDialog.getByText("Engagement must be a whole number").count()).toBe(0);
    await exampleDialog.getByLabel("Type").selectOption("example_post");
    await shot(page, "brand-example-dialog", true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A refusal from the server keeps the dialog open and says why.
    await page.route("**/api/brand-training", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 409,
            contentType: "application/json",
            body: JSON.stringify({
              error: { code: "brand_examples_limit", message: "You can keep up to 50 brand examples." },
            }),
          })
        : route.continue(),
    );
    await exampleDialog.getByRole("button", { name: "Add example" }).click();
    expect(await toastText(page, "Failed to Add Training Data")).toContain("You can keep up to 50 brand examples.");
    await page.unroute("**/api/brand-training");

    await exampleDialog.getByRole("button", { name: "Add example" }).click();
    expect(await toastText(page, "Training Data Added")).toContain(XSS_TITLE);
    await exampleDialog.waitFor({ state: "detached" });
    const example = page.getByTestId("brand-example");
    await example.first().waitFor();
    await expect(example.getByRole("heading").textContent()).resolves.toBe(XSS_TITLE);
    await expect(example.getByTestId("brand-example-content").textContent()).resolves.toBe(XSS_CONTENT);
    await expect(
      example.getByRole("list", { name: "Hashtags" }).getByRole("listitem").allTextContents(),
    ).resolves.toEqual(["#PriyaBakes", "#PuneCakes"]);
    await expect(example.getByTestId("brand-example-engagement").textContent()).resolves.toBe("Engagement: 1,200");
    expect(await state(page).textContent()).toBe("Active");
    const stored = await api<BrandExample[]>(page, "/api/brand-training");
    expect(stored).toMatchObject([{ title: XSS_TITLE, content: XSS_CONTENT, engagement: 1200 }]);
    await shot(page, "brand-example-added");

    // A voice style needs a name and a brand voice.
    await page.getByRole("button", { name: "Add voice style" }).click();
    let styleDialog = page.getByRole("dialog", { name: "Add voice style" });
    await styleDialog.getByRole("button", { name: "Create style" }).click();
    expect(await toastText(page, "Missing Information")).toContain(
      "Please provide style name and brand voice description.",
    );
    // The first style is offered as the default.
    await expect(styleDialog.getByLabel("Use as my default voice for new captions").isChecked()).resolves.toBe(true);
    await styleDialog.getByLabel("Style name").fill("Ghar ka swaad");
    await styleDialog.getByLabel("Brand voice").fill("Warm and homely, like a neighbour who bakes.");
    await styleDialog.getByLabel("Tone keywords (optional)").fill(" warm, homely , ,nostalgic ");
    await styleDialog
      .getByLabel("Sample captions (optional)")
      .fill("Fresh from our oven ☕\n\n  Sunday = nankhatai day  \n");
    await shot(page, "brand-style-dialog", true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await styleDialog.getByRole("button", { name: "Create style" }).click();
    expect(await toastText(page, "Voice Style Created")).toContain("Ghar ka swaad is now your default voice.");
    const styles = page.getByTestId("voice-style");
    const ghar = styles.filter({ hasText: "Ghar ka swaad" });
    await ghar.waitFor();
    await expect(
      ghar.getByRole("list", { name: "Tone keywords" }).getByRole("listitem").allTextContents(),
    ).resolves.toEqual(["warm", "homely", "nostalgic"]);
    await expect(
      ghar.getByRole("list", { name: "Sample captions" }).getByRole("listitem").allTextContents(),
    ).resolves.toEqual(["Fresh from our oven ☕", "Sunday = nankhatai day"]);
    await ghar.getByTestId("voice-style-default").waitFor();

    // A second style: a server failure without a message says 'Please try again.'; then it is created, not as default.
    await page.getByRole("button", { name: "Add voice style" }).click();
    styleDialog = page.getByRole("dialog", { name: "Add voice style" });
    await expect(styleDialog.getByLabel("Use as my default voice for new captions").isChecked()).resolves.toBe(false);
    await styleDialog.getByLabel("Style name").fill("Festive");
    await styleDialog.getByLabel("Brand voice").fill("Bright and celebratory.");
    await page.route("**/api/voice-styles", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, body: "" }) : route.continue(),
    );
    await styleDialog.getByRole("button", { name: "Create style" }).click();
    expect(await toastText(page, "Failed to Create Voice Style")).toContain("Please try again.");
    await page.unroute("**/api/voice-styles");
    await styleDialog.getByRole("button", { name: "Create style" }).click();
    await toastText(page, "Voice Style Created");
    const festive = styles.filter({ hasText: "Festive" });
    await festive.waitFor();
    expect(await festive.getByTestId("voice-style-default").count()).toBe(0);

    // Make Festive the default: the badge moves, and the server holds exactly one default.
    await page.getByRole("button", { name: "Make default: Festive" }).click();
    expect(await toastText(page, "Default Voice Style Set")).toContain("Festive is used for new captions.");
    await festive.getByTestId("voice-style-default").waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="voice-style-default"]').length === 1);
    const defaults = (await api<VoiceStyle[]>(page, "/api/voice-styles")).filter((s) => s.isDefault);
    expect(defaults.map((s) => s.styleName)).toEqual(["Festive"]);
    await expect(page.getByTestId("training-status").textContent()).resolves.toContain("Default voice: Festive");
    await shot(page, "brand-active");
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Delete everything, each after a confirmation: back to Ready.
    await page.getByRole("button", { name: `Delete ${XSS_TITLE}` }).click();
    const confirmExample = page.getByRole("dialog", { name: "Delete this example?" });
    await shot(page, "brand-delete-dialog", true);
    // A failed delete says so and keeps the dialog for another try.
    await page.route("**/api/brand-training/*", (route) =>
      route.request().method() === "DELETE" ? route.fulfill({ status: 500, body: "" }) : route.continue(),
    );
    await confirmExample.getByRole("button", { name: "Delete" }).click();
    expect(await toastText(page, "Delete Failed")).toContain("Please try again.");
    await page.unroute("**/api/brand-training/*");
    await confirmExample.getByRole("button", { name: "Delete" }).click();
    await toastText(page, "Training Data Deleted");
    await page.getByText("No examples yet.").waitFor();
    expect(await state(page).textContent()).toBe("Active");
    for (const styleName of ["Festive", "Ghar ka swaad"]) {
      await page.getByRole("button", { name: `Delete ${styleName}` }).click();
      await page
        .getByRole("dialog", { name: "Delete this voice style?" })
        .getByRole("button", { name: "Delete" })
        .click();
      // The previous delete's toast may still be up: wait for the one naming this style.
      await page
        .getByTestId("toast")
        .filter({ hasText: "Voice Style Deleted" })
        .filter({ hasText: styleName })
        .waitFor();
      await page.getByRole("dialog").waitFor({ state: "detached" });
    }
    await page.getByText("No voice styles yet.").waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="training-state"]')?.textContent === "Ready");
    expect(await api<unknown[]>(page, "/api/brand-training")).toEqual([]);
    expect(await api<unknown[]>(page, "/api/voice-styles")).toEqual([]);

    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(unexpected(errors)).toEqual([]);
    await close();
  });
});

describe.each(CREATOR_WIDTH)("AI Training's before/after with the built-in writer on a %s", (name, viewport) => {
  it("says what changes, and shows the same photo written without and with the training", async () => {
    const { page, errors, close } = await openSignedIn(viewport, `brand-compare-${name}`);
    await uploadPhotoThroughApi(page.request, server.url, await buildJpeg({ width: 900, height: 900 }), "cake.jpg");
    await page.request.post(`${server.url}/api/brand-training`, {
      data: { title: "Launch", content: "Our first cake!", hashtags: "#PriyaBakes" },
    });
    await page.request.post(`${server.url}/api/voice-styles`, {
      data: { styleName: "Ghar ka swaad", brandVoice: "Warm and homely.", isDefault: true },
    });
    await openTraining(page);
    const uses = await page.getByTestId("training-uses").textContent();
    expect(uses).toContain("Your examples' 1 hashtag is offered as extra hashtag suggestions.");
    expect(uses).not.toMatch(/written with your default voice style/);
    await page.getByRole("button", { name: "Compare" }).click();
    await page.getByTestId("compare-with").waitFor({ timeout: 60_000 });
    // The built-in writer writes the same caption; only the example's hashtag is added.
    await expect(page.getByTestId("compare-summary").textContent()).resolves.toBe(
      "The caption text is the same; your training adds #PriyaBakes.",
    );
    await expect(page.getByTestId("compare-without").textContent()).resolves.not.toContain("#PriyaBakes");
    await expect(page.getByTestId("compare-with").textContent()).resolves.toContain("#PriyaBakes");
    await shot(page, "brand-compare-offline");
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("what generation takes from brand training", () => {
  it("offline: Create Post offers the example's hashtags as extra suggestions", async () => {
    const { page, errors, close } = await openSignedIn(PHONE, "brand-offline");
    await uploadPhotoThroughApi(page.request, server.url, await buildJpeg({ width: 900, height: 900 }), "cake.jpg");
    const added = await page.request.post(`${server.url}/api/brand-training`, {
      data: { title: "Launch", content: "Our first cake!", hashtags: "#PriyaBakes" },
    });
    expect(added.status()).toBe(201);
    await page.goto(`${server.url}/?tab=create`, { waitUntil: "networkidle" });
    await page.getByLabel("Select cake.jpg").check();
    // The test photo is a gradient the writer cannot name: the creator says what it is.
    await page.getByLabel(NOTE_LABEL).fill("Chocolate cake, fresh from the oven");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await toastText(page, "AI Content Generated", 60_000);
    await page.getByTestId("engine-label").filter({ hasText: "Written by the offline writer" }).waitFor();
    await expect(page.getByTestId("extra-hashtags").textContent()).resolves.toContain("PriyaBakes");
    await expect(page.getByTestId("post-hashtags").textContent()).resolves.not.toContain("PriyaBakes");
    expect(errors).toEqual([]);
    await close();
  });

  describe("with a cloud model configured", () => {
    let withModel: RunningServer;
    let fake: Awaited<ReturnType<typeof startFakeAiServer>>;
    beforeAll(async () => {
      fake = await startFakeAiServer();
      withModel = await startServer({
        env: {
          TRUST_PROXY: "true",
          AI_PROVIDER: "gemini",
          AI_MODEL: "gemini-test",
          AI_API_KEY: "test-key",
          AI_BASE_URL: fake.geminiBaseUrl,
        },
      });
    });
    afterAll(async () => {
      await withModel?.dispose();
      await fake?.close();
    });

    it("shows no offline note, and the default voice trained in the UI reaches the model", async () => {
      const { page, errors, close } = await openSignedIn(DESKTOP, "brand-model", withModel.url);
      await uploadPhotoThroughApi(
        page.request,
        withModel.url,
        await buildJpeg({ width: 900, height: 900 }),
        "cake.jpg",
      );
      await openTraining(page, withModel.url);
      expect(await page.getByTestId("training-engine").textContent()).toBe(
        "Captions are written by an AI model. What your training changes:",
      );
      await page.getByRole("button", { name: "Add voice style" }).click();
      const dialog = page.getByRole("dialog", { name: "Add voice style" });
      await dialog.getByLabel("Style name").fill("Ghar ka swaad");
      await dialog.getByLabel("Brand voice").fill("Warm and homely, like a neighbour who bakes.");
      await dialog.getByRole("button", { name: "Create style" }).click();
      await toastText(page, "Voice Style Created");
      await page.waitForFunction(
        () => document.querySelector('[data-testid="training-state"]')?.textContent === "Active",
      );
      await expect(page.getByTestId("training-uses").textContent()).resolves.toContain(
        "Your default voice style “Ghar ka swaad” is given to the AI model to write in.",
      );
      await shot(page, "brand-with-model");

      fake.answer({
        kind: "stream",
        chunks: 3,
        intervalMs: 20,
        value: {
          postHeading: "Fresh from the oven",
          caption: "Warm cake, warmer hearts. Tell us your favourite flavour!",
          detailedDescription: "A round cake on a plate.",
          hashtags: ["cake", "HomeBaker", "PuneFood"],
          altText: "A round cake on a plate",
          engagementPrediction: 70,
          engagementReason: null,
        },
      });
      const before = fake.requests.length;
      await page.getByRole("tab", { name: "Create Post" }).click();
      await page.getByLabel("Select cake.jpg").check();
      await page.getByLabel("Variations to choose from").selectOption("1");
      await page.getByRole("button", { name: "Generate", exact: true }).click();
      await toastText(page, "AI Content Generated", 60_000);
      expect(fake.requests.length - before).toBe(1);
      const sent = JSON.stringify(fake.requests[before]?.body);
      expect(sent).toContain("Ghar ka swaad");
      expect(sent).toContain("Warm and homely, like a neighbour who bakes.");

      // The before/after asks the model twice: once without the training, once with it.
      await page.getByRole("tab", { name: "AI Training" }).click();
      const written = (caption: string, hashtags: string[]) => ({
        kind: "json" as const,
        value: {
          postHeading: "Fresh from the oven",
          caption,
          detailedDescription: "A round cake on a plate.",
          hashtags,
          altText: "A round cake on a plate",
          engagementPrediction: 70,
          engagementReason: null,
        },
      });
      fake.answer(
        written("A cake on a plate.", ["cake"]),
        written("Ghar ka cake, straight from our oven to your heart.", ["cake", "HomeBaker"]),
      );
      const beforeCompare = fake.requests.length;
      await page.getByRole("button", { name: "Compare" }).click();
      await page.getByTestId("compare-with").waitFor();
      expect(fake.requests.length - beforeCompare).toBe(2);
      expect(JSON.stringify(fake.requests[beforeCompare]?.body)).not.toContain("Ghar ka swaad");
      expect(JSON.stringify(fake.requests[beforeCompare + 1]?.body)).toContain("Ghar ka swaad");
      await expect(page.getByTestId("compare-summary").textContent()).resolves.toBe(
        "The caption text differs; your training adds #HomeBaker.",
      );
      await expect(page.getByTestId("compare-with").textContent()).resolves.toContain("Ghar ka cake");
      await screenshot(page, "brand-compare-model", page.getByTestId("brand-compare"));
      expect(errors).toEqual([]);
      await close();
    });
  });
});
