/**
 * A team's approvals in the browser (issue 29, decision 761), with the fake Graph API: the
 * owner (desktop) invites a creator, who joins from the e-mailed link on a phone, uploads a
 * photo, writes a post in Hindi and sends it for review; the manager (desktop) asks for a
 * change; the creator edits and sends it again; the manager approves; the owner schedules it to
 * publish itself, and it is published once. The creator never sees a control that publishes.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeInstagram, startFakeInstagram } from "../fakes/instagram-graph.ts";
import { buildJpeg } from "../helpers/images.ts";
import {
  DESKTOP,
  launchBrowser,
  OUTBOX_READER_ENV,
  openPage,
  PHONE,
  type RunningServer,
  readOutbox,
  screenshot,
  seriousA11yViolations,
  signUpThroughApi,
  startServer,
  toastText,
} from "./harness.ts";

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

let fake: FakeInstagram;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeInstagram({ processingMs: 100 });
  [server, browser] = await Promise.all([
    startServer({
      env: {
        ...fake.env(),
        ...OUTBOX_READER_ENV,
        TRUST_PROXY: "true",
        PAYMENTS_SANDBOX: "true",
        INSTAGRAM_POLL_MS: "100",
      },
    }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await fake?.close();
});

const api = (page: Page, method: "POST" | "PATCH" | "PUT", path: string, data?: unknown) =>
  page.request.fetch(`${server.url}${path}`, { method, data, headers: { origin: server.url } });

async function named(page: Page, firstName: string, lastName: string) {
  expect((await api(page, "PATCH", "/api/account", { firstName, lastName })).status()).toBe(200);
}

/** The link in the newest mail of `kind` to `to`, waiting for the mail job. */
async function mailedLink(to: string, kind: string, pattern: RegExp): Promise<string> {
  for (let i = 0; i < 75; i++) {
    const mail = (await readOutbox(server)).find((m) => m.to === to && m.kind === kind);
    const link = mail?.text.match(pattern)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

/** The controls that put a post out: a creator must never see one. */
const PUBLISH_CONTROLS = /^(Schedule|Reschedule|Mark posted|Approve|Request changes|Retry publishing)\b/;

async function publishControls(page: Page) {
  return page.getByRole("button", { name: PUBLISH_CONTROLS }).count();
}

const postRow = (page: Page, title: string) => page.getByTestId("my-post").filter({ hasText: title });

async function openMyPosts(page: Page) {
  await page.goto(`${server.url}/?tab=posts`, { waitUntil: "networkidle" });
}

describe("a team's approvals", () => {
  it("creator writes in Hindi on a phone → review → changes → approved → owner schedules → published once", {
    timeout: 180_000,
  }, async () => {
    const owner = await openPage(browser, DESKTOP);
    const manager = await openPage(browser, DESKTOP);
    const creator = await openPage(browser, PHONE);
    try {
      // The owner: Business, a team, Instagram connected (the fake).
      await signUpThroughApi(owner.page, server.url, "approvals-owner");
      await named(owner.page, "Owen", "Mehta");
      const payment = await api(owner.page, "POST", "/api/phonepe/create-payment", { planType: "business" });
      const txId = new URL((await payment.json()).paymentUrl).pathname.split("/").at(-1);
      const paid = await owner.page.request.post(`${server.url}/api/payments/sandbox/${txId}/pay`, {
        form: {},
        headers: { origin: server.url },
        maxRedirects: 0,
      });
      expect(paid.status()).toBe(303);
      expect((await api(owner.page, "POST", "/api/teams", { name: "Masala Studio" })).status()).toBe(201);
      await owner.page.goto(`${server.url}/account`, { waitUntil: "networkidle" });
      const card = owner.page.getByTestId("instagram-card");
      await card.getByRole("button", { name: "Connect Instagram" }).click();
      await owner.page.waitForURL(/\/account\?instagram=connected/);

      // The owner invites a creator on /team; a manager joins too (their invitation is the team page's own test).
      const creatorEmail = await signUpThroughApi(creator.page, server.url, "approvals-creator");
      await named(creator.page, "Ravi", "Kumar");
      const managerEmail = await signUpThroughApi(manager.page, server.url, "approvals-manager");
      await named(manager.page, "Mina", "Shah");
      await owner.page.goto(`${server.url}/team`, { waitUntil: "networkidle" });
      await owner.page.getByLabel("E-mail address").fill(creatorEmail);
      await owner.page.getByLabel("Role", { exact: true }).selectOption("creator");
      await owner.page.getByRole("button", { name: "Send invitation" }).click();
      await toastText(owner.page, "Invitation sent");
      expect(
        (await api(owner.page, "POST", "/api/team/invitations", { email: managerEmail, role: "manager" })).status(),
      ).toBe(201);
      const joinLink = /https?:\/\/\S+\/team\/join\?token=\S+/;
      for (const [page, email] of [
        [creator.page, creatorEmail],
        [manager.page, managerEmail],
      ] as const) {
        await page.goto(await mailedLink(email, "team-invitation", joinLink), { waitUntil: "networkidle" });
        await toastText(page, "You joined Masala Studio");
      }

      // The creator, on the phone: uploads a photo and writes a post in Hindi by hand.
      const { page } = creator;
      await page.goto(`${server.url}/upload`, { waitUntil: "networkidle" });
      await page.getByTestId("file-input").setInputFiles({
        name: "masala-chai.jpg",
        mimeType: "image/jpeg",
        buffer: await buildJpeg({ width: 1080, height: 1350 }),
      });
      await toastText(page, "Upload Successful");
      await page.goto(`${server.url}/?tab=create`, { waitUntil: "networkidle" });
      await page.getByRole("checkbox", { name: "Select masala-chai.jpg" }).check();
      await page.getByLabel("Language", { exact: true }).selectOption("hindi");
      const title = "मसाला चाय की दुकान";
      await page.getByLabel("Post heading").fill(title);
      await page.getByLabel("Caption", { exact: true }).fill("सुबह की पहली चाय हमारे साथ पिएँ।");
      await page.getByRole("button", { name: "Save to Caption History" }).click();
      await toastText(page, "Post Created");

      // My Posts: a draft the creator may edit and send, with no control that publishes.
      await openMyPosts(page);
      let row = postRow(page, title);
      await row.getByRole("button", { name: `Send for review: ${title}` }).waitFor();
      expect(await publishControls(page)).toBe(0);
      await row.getByRole("button", { name: `Send for review: ${title}` }).click();
      await toastText(page, "Sent for review");
      await expect.poll(() => row.getByTestId("post-status").textContent()).toBe("In review");
      expect(await publishControls(page)).toBe(0);

      // The manager hears of it (mail and My Posts) and asks for a change.
      const reviewLink = await mailedLink(managerEmail, "post-review-submitted", /https?:\/\/\S+\?tab=posts&post=\S+/);
      await manager.page.goto(reviewLink, { waitUntil: "networkidle" });
      await manager.page.getByTestId("waiting-for-review").filter({ hasText: "1 post is waiting" }).waitFor();
      const managerRow = postRow(manager.page, title);
      await managerRow.getByTestId("post-people").filter({ hasText: "Written by Ravi Kumar" }).waitFor();
      await screenshot(manager.page, "approvals-manager-review", managerRow);
      await managerRow.getByRole("button", { name: `Request changes: ${title}` }).click();
      const ask = manager.page.getByRole("dialog", { name: "Request changes" });
      await ask.getByLabel("What should change").fill("कीमत भी लिखें: ₹20 एक कप");
      await ask.getByRole("button", { name: "Send back" }).click();
      await toastText(manager.page, "Changes requested");

      // The creator reads the comment, edits, and sends it again.
      await openMyPosts(page);
      row = postRow(page, title);
      await row.getByTestId("changes-requested").filter({ hasText: "₹20 एक कप" }).waitFor();
      expect(await row.getByTestId("post-status").textContent()).toBe("Changes requested");
      await screenshot(page, "approvals-creator-changes", row);
      await row.getByRole("button", { name: `Edit ${title}` }).click();
      const edit = page.getByRole("dialog", { name: "Edit post" });
      await edit.getByLabel("Caption").fill("सुबह की पहली चाय हमारे साथ पिएँ — बस ₹20 एक कप।");
      await edit.getByRole("button", { name: "Save" }).click();
      await toastText(page, "Post Updated");
      await row.getByRole("button", { name: `Send for review: ${title}` }).click();
      await expect.poll(() => row.getByTestId("post-status").textContent()).toBe("In review");
      expect(await publishControls(page)).toBe(0);

      // The manager approves what they see now.
      await openMyPosts(manager.page);
      await managerRow.getByText("बस ₹20 एक कप").waitFor();
      await managerRow.getByRole("button", { name: `Approve ${title}` }).click();
      await toastText(manager.page, "Approved");
      await expect.poll(() => managerRow.getByTestId("post-status").textContent()).toBe("Approved");

      // The creator sees it approved and still no publish control; the owner schedules it to publish itself.
      await openMyPosts(page);
      await row.getByText("The team's owner or a manager schedules it.").waitFor();
      expect(await publishControls(page)).toBe(0);
      const postId = (await row.getAttribute("id"))?.replace("post-", "") ?? "";
      const due = new Date(Date.now() + 8000).toISOString();
      expect((await api(owner.page, "PATCH", `/api/posts/${postId}`, { scheduledAt: due })).status()).toBe(200);
      const auto = await api(owner.page, "PUT", `/api/instagram/posts/${postId}/auto-publish`, {
        enabled: true,
        fit: "pad",
      });
      expect(auto.status(), await auto.text()).toBe(200);

      // Published once, as approved; the post says who wrote, edited, approved and published it.
      await expect.poll(() => fake.posts.length, { timeout: 40_000 }).toBe(1);
      expect(fake.posts[0]?.caption.startsWith(`${title}\n\n`)).toBe(true);
      expect(fake.posts[0]?.caption).toContain("बस ₹20 एक कप");
      await expect
        .poll(
          async () => {
            await openMyPosts(page);
            return row.getByTestId("post-status").textContent();
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBe("Posted");
      await row
        .getByTestId("post-people")
        .filter({
          hasText: "Written by Ravi Kumar · edited by Ravi Kumar · approved by Mina Shah · published by Owen Mehta",
        })
        .waitFor();
      expect(await publishControls(page)).toBe(0);
      await screenshot(page, "approvals-creator-posted");
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(fake.posts).toHaveLength(1);

      for (const opened of [owner, manager, creator]) {
        expect(opened.errors.filter((e) => !/net::ERR_ABORTED/.test(e))).toEqual([]);
      }
    } finally {
      await owner.close();
      await manager.close();
      await creator.close();
    }
  });
});
