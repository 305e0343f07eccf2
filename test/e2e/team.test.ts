/**
 * Teams in the browser (issue 29): a Business owner on a desktop creates a team and invites a
 * creator; the creator, on a phone, opens the e-mail's link signed out, creates an account with
 * the invited address, lands back on the invitation, joins and sees the team in the header
 * without any owner control; the owner then removes them from the member list.
 */
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESKTOP,
  giveOwnClientAddress,
  launchBrowser,
  openPage,
  PHONE,
  readOutbox,
  type SharedServer,
  screenshot,
  seriousA11yViolations,
  sharedServer,
  signUpThroughApi,
  toastText,
} from "./harness.ts";

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

/** Errors other than the expected 4xx answers (the signed-out visit's 401) and navigations cutting requests short. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of (401)|net::ERR_ABORTED/.test(e));

async function buyBusiness(page: Page) {
  const payment = await page.request.post(`${server.url}/api/phonepe/create-payment`, {
    data: { planType: "business", method: "phonepe" },
  });
  const { transactionId } = (await payment.json()) as { transactionId: string };
  const paid = await page.request.post(`${server.url}/api/payments/sandbox/${transactionId}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

/** The invitation link in the newest team-invitation mail to `to`, waiting for the mail job. */
async function invitationLink(to: string): Promise<string> {
  for (let i = 0; i < 75; i++) {
    const mail = (await readOutbox(server)).find((m) => m.to === to && m.kind === "team-invitation");
    const link = mail?.text.match(/https?:\/\/\S+\/team\/join\?token=\S+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no invitation mail to ${to}`);
}

/** The header's active workspace (the desktop switcher or the phone's own row, whichever shows). */
const activeWorkspace = (page: Page) => page.locator('[data-testid="active-workspace"]:visible');

describe("teams", () => {
  it("owner creates a team and invites a creator, who joins from the e-mail on a phone; the owner removes them", async () => {
    const owner = await openPage(browser, DESKTOP);
    const creator = await openPage(browser, PHONE);
    try {
      const teamName = "Chai Point Studio";
      const creatorEmail = `team-creator-${randomBytes(3).toString("hex")}@example.in`;

      // The owner: a Business pass, then /team in the personal workspace explains teams and creates one.
      await signUpThroughApi(owner.page, server.url, "team-owner");
      await buyBusiness(owner.page);
      await owner.page.goto(`${server.url}/team`, { waitUntil: "networkidle" });
      await expect(activeWorkspace(owner.page).textContent()).resolves.toBe("Personal");
      await owner.page.getByRole("heading", { name: "Work together in a team" }).waitFor();
      await owner.page.getByTestId("workspace-switcher").click();
      await owner.page.getByRole("menu").getByRole("menuitem", { name: "Create a team" }).waitFor();
      await screenshot(owner.page, "team-switcher-personal", { fullPage: false });
      await owner.page.keyboard.press("Escape");
      await screenshot(owner.page, "team-personal");
      await owner.page.getByLabel("Team name").fill(teamName);
      await owner.page.getByRole("button", { name: "Create team" }).click();
      await toastText(owner.page, `Team “${teamName}” created`);
      await owner.page.getByRole("heading", { level: 1, name: teamName }).waitFor();
      await expect.poll(() => activeWorkspace(owner.page).textContent()).toBe(teamName);

      // Invites a creator (an owner may also make managers).
      await expect(owner.page.getByLabel("Role", { exact: true }).locator("option").allTextContents()).resolves.toEqual(
        ["Manager", "Creator", "Viewer"],
      );
      await owner.page.getByLabel("E-mail address").fill(creatorEmail);
      await owner.page.getByLabel("Role", { exact: true }).selectOption("creator");
      await owner.page.getByRole("button", { name: "Send invitation" }).click();
      await toastText(owner.page, "Invitation sent");
      await owner.page.getByRole("list", { name: "Pending invitations" }).getByText(creatorEmail).waitFor();
      await owner.page.getByText("1 of 5 seats used").first().waitFor();
      await owner.page
        .getByRole("list", { name: "Activity" })
        .getByText(`invited ${creatorEmail} as creator`)
        .waitFor();
      await owner.page.getByRole("button", { name: "Dismiss notification" }).click(); // the shot shows the page itself
      await screenshot(owner.page, "team-owner");
      expect(await seriousA11yViolations(owner.page)).toEqual([]);
      await owner.page.getByTestId("workspace-switcher").click();
      const ownerMenu = owner.page.getByRole("menu");
      await ownerMenu.getByRole("menuitem", { name: /Personal/ }).waitFor();
      await ownerMenu.getByRole("menuitem", { name: /Chai Point Studio/ }).waitFor();
      await screenshot(owner.page, "team-switcher-owner", { fullPage: false });
      await owner.page.keyboard.press("Escape");

      // The creator, signed out on a phone, opens the e-mail's link: sign-in page, then account creation.
      const link = await invitationLink(creatorEmail);
      await giveOwnClientAddress(creator.page);
      const { page } = creator;
      await page.goto(link, { waitUntil: "networkidle" });
      await page.waitForURL(
        (url) => url.pathname === "/login" && url.searchParams.get("next")?.startsWith("/team/join?token=") === true,
      );
      await page.getByTestId("invitation-hint").waitFor();
      await page.getByRole("tab", { name: "Create account" }).click();
      await page.getByLabel("Full name").fill("Ravi Kumar");
      await page.getByLabel("Email").fill(creatorEmail);
      await page.getByLabel("Password").fill("creator-pass-1234");
      await page.getByLabel("I am at least 13 years old.").check();
      await page.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
      await page.getByRole("button", { name: "Create account", exact: true }).click();

      // Back on the link: accepted, on /team, the team named in the header, no owner control.
      await toastText(page, `You joined ${teamName}`);
      await page.waitForURL((url) => url.pathname === "/team");
      await page.getByRole("heading", { level: 1, name: teamName }).waitFor();
      await expect.poll(() => activeWorkspace(page).textContent()).toBe(teamName);
      await page.getByText("You are a creator").waitFor();
      await page.getByRole("button", { name: "Leave team" }).waitFor();
      expect(await page.getByRole("button", { name: /^Remove / }).count()).toBe(0);
      expect(await page.getByRole("combobox", { name: /^Role of / }).count()).toBe(0);
      expect(await page.getByRole("form", { name: "Invite someone" }).count()).toBe(0);
      expect(await page.getByRole("list", { name: "Pending invitations" }).count()).toBe(0);
      await page.getByRole("button", { name: "Dismiss notification" }).click(); // the shot shows the page itself
      await screenshot(page, "team-creator");
      expect(await seriousA11yViolations(page)).toEqual([]);
      const noOverflow = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(noOverflow).toBe(true);
      await page.getByTestId("workspace-switcher").click();
      const menu = page.getByRole("menu");
      await menu.getByRole("menuitem", { name: /Personal/ }).waitFor();
      await menu.getByRole("menuitem", { name: "Team", exact: true }).waitFor();
      expect(await menu.getByRole("menuitem", { name: "Create a team" }).count()).toBe(0);
      const itemHeights = await menu
        .getByRole("menuitem")
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
      expect(Math.min(...itemHeights)).toBeGreaterThanOrEqual(44);
      await screenshot(page, "team-switcher-creator", { fullPage: false });
      await page.keyboard.press("Escape");

      // The owner sees the creator with their role and removes them.
      await owner.page.reload({ waitUntil: "networkidle" });
      const members = owner.page.getByRole("list", { name: "Members" });
      await expect(members.getByRole("combobox", { name: "Role of Ravi Kumar" }).inputValue()).resolves.toBe("creator");
      await screenshot(owner.page, "team-owner-members", members);
      await members.getByRole("button", { name: "Remove Ravi Kumar" }).click();
      await owner.page.getByRole("dialog").getByRole("button", { name: "Remove member" }).click();
      await toastText(owner.page, "Member removed");
      await owner.page.getByRole("list", { name: "Activity" }).getByText(`removed ${creatorEmail}`).waitFor();
      expect(await members.getByText("Ravi Kumar").count()).toBe(0);
      await owner.page.getByText("0 of 5 seats used").first().waitFor();

      // The removed creator is back in their own workspace.
      await page.goto(`${server.url}/team`, { waitUntil: "networkidle" });
      await expect.poll(() => activeWorkspace(page).textContent()).toBe("Personal");
      await page.getByRole("heading", { name: "Work together in a team" }).waitFor();
      await page.getByRole("link", { name: "See plans" }).waitFor();

      expect(unexpected(owner.errors)).toEqual([]);
      expect(unexpected(creator.errors)).toEqual([]);
    } finally {
      await owner.close();
      await creator.close();
    }
  });
});
