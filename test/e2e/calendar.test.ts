/**
 * The content calendar in the browser (issue 31): on a desktop, a month with the creator's
 * scheduled posts; one dragged to another day moves on the server and in My Posts, and Undo
 * brings it back; another moved by keyboard alone; a festival's "Plan a post" opens Create Post
 * with the festival as the note and the region's language. On a phone, the same month is an
 * agenda.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NOTE_LABEL } from "#contract/note-values.ts";
import { addDays, addMonths, istDayOf } from "#web/features/calendar/calendar-days.ts";
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

let server: SharedServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const nextMonth = addMonths(istDayOf(new Date()), 1); // "YYYY-MM-01"
const dayOf = (n: number) => `${nextMonth.slice(0, 7)}-${String(n).padStart(2, "0")}`;

async function savePost(page: Page, title: string, day: string, itemId: string): Promise<string> {
  const res = await page.request.post(`${server.url}/api/posts`, {
    data: { title, contentItemIds: [itemId], status: "scheduled", scheduledAt: `${day}T19:30:00+05:30` },
    headers: { origin: server.url },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

const scheduledAtOf = async (page: Page, id: string) =>
  (await (await page.request.get(`${server.url}/api/posts/${id}`)).json()).scheduledAt as string;

const cell = (page: Page, day: string) => page.locator(`[data-testid="calendar-day"][data-day="${day}"]`);

describe("the content calendar", () => {
  it("desktop month: drag a post to another day, undo, move one by keyboard, plan a post for a festival; phone agenda", {
    timeout: 120_000,
  }, async () => {
    const desktop = await openPage(browser, DESKTOP);
    try {
      const { page } = desktop;
      await signUpThroughApi(page, server.url, "calendar");
      const item = await uploadPhotoThroughApi(page.request, server.url, await buildJpeg({ width: 800, height: 800 }));
      const dragged = await savePost(page, "Monsoon chai", dayOf(10), item.id);
      const keyed = await savePost(page, "Sunday thali", dayOf(12), item.id);

      await page.goto(`${server.url}/calendar`, { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "Next month" }).click();
      const grid = page.getByTestId("calendar-grid");
      await cell(page, dayOf(10)).getByText("Monsoon chai").waitFor();
      expect(await cell(page, dayOf(10)).getByTestId("post-status").textContent()).toBe("Scheduled");
      await cell(page, dayOf(12)).getByText("Sunday thali").waitFor();
      await screenshot(page, "calendar-month");
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Drag from the 10th to the 15th: same time of day, on the server and in My Posts.
      await cell(page, dayOf(10))
        .getByTestId("calendar-post")
        .dragTo(cell(page, dayOf(15)));
      await page.getByTestId("calendar-moved").filter({ hasText: "Moved “Monsoon chai”" }).waitFor();
      await cell(page, dayOf(15)).getByText("Monsoon chai").waitFor();
      expect(new Date(await scheduledAtOf(page, dragged)).getTime()).toBe(Date.parse(`${dayOf(15)}T19:30:00+05:30`));

      // Undo brings it back to the 10th.
      await page.getByTestId("calendar-moved").getByRole("button", { name: "Undo" }).click();
      await cell(page, dayOf(10)).getByText("Monsoon chai").waitFor();
      expect(new Date(await scheduledAtOf(page, dragged)).getTime()).toBe(Date.parse(`${dayOf(10)}T19:30:00+05:30`));

      // By keyboard: the Move button, a day and a time typed, Enter.
      const moveButton = grid.getByRole("button", { name: "Move Sunday thali" });
      await moveButton.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Move post" });
      await dialog.getByLabel("Date (IST)").fill(dayOf(20));
      await dialog.getByLabel("Time (IST)").fill("08:15");
      await page.keyboard.press("Enter");
      await cell(page, dayOf(20)).getByText("Sunday thali").waitFor();
      expect(new Date(await scheduledAtOf(page, keyed)).getTime()).toBe(Date.parse(`${dayOf(20)}T08:15:00+05:30`));
      await page.goto(`${server.url}/?tab=posts`, { waitUntil: "networkidle" });
      const row = page.getByTestId("my-post").filter({ hasText: "Sunday thali" });
      expect(await row.getByTestId("post-scheduled-at").textContent()).toContain("8:15");

      // The week view: faint best-time slots on the days from today, and what they rest on.
      await page.goto(`${server.url}/calendar`, { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "Week", exact: true }).click();
      await page.getByTestId("calendar-legend").getByText("Best times (general guide):").waitFor();
      expect(
        await page
          .getByTestId("calendar-grid")
          .getByText(/^Best time \d{1,2}:\d\d [AP]M$/)
          .count(),
      ).toBeGreaterThan(0);
      await screenshot(page, "calendar-week");
      // The weekly digest, opt-in: on, and still on after a reload.
      const digest = page.getByRole("checkbox", { name: /weekly digest/ });
      expect(await digest.isChecked()).toBe(false);
      await digest.check();
      await page.reload({ waitUntil: "networkidle" });
      await expect.poll(() => page.getByRole("checkbox", { name: /weekly digest/ }).isChecked()).toBe(true);
      await page.getByRole("button", { name: "Month", exact: true }).click();

      // A festival of the chosen region: Pongal for Tamil speakers in January → Create Post, prefilled.
      await page.getByLabel("Festivals for").selectOption("tamil");
      const january = addMonths(istDayOf(new Date()), 12 - Number(istDayOf(new Date()).slice(5, 7)) + 1);
      for (
        let month = istDayOf(new Date()).slice(0, 7);
        month < january.slice(0, 7);
        month = addMonths(`${month}-01`, 1).slice(0, 7)
      ) {
        await page.getByRole("button", { name: "Next month" }).click();
      }
      await page.getByTestId("calendar-range").filter({ hasText: "January" }).waitFor();
      const pongalDay = await page
        .getByTestId("calendar-day")
        .filter({ has: page.getByRole("link", { name: "Plan a post for Pongal" }) })
        .getAttribute("data-day");
      await page.getByRole("link", { name: "Plan a post for Pongal" }).click();
      await page.waitForURL((url) => url.pathname === "/create");
      await expect.poll(() => page.getByLabel(NOTE_LABEL).inputValue()).toContain("Pongal");
      expect(await page.getByLabel("Language", { exact: true }).inputValue()).toBe("tamil");
      // …and a time to schedule it for: three days before Pongal, at that day's best time.
      const plannedCreate = page.url();
      const planned = new URL(plannedCreate).searchParams.get("at") ?? "";
      expect(istDayOf(new Date(planned))).toBe(addDays(pongalDay ?? "", -3));
      const plan = page.getByTestId("planned-time");
      expect(await plan.textContent()).toMatch(
        /^Schedule it for \d{1,2} Jan \d{4}, \d{1,2}:\d\d [ap]m IST, as planned/,
      );
      expect(await plan.getByRole("checkbox").isChecked()).toBe(true);

      // The phone: the same account's month as an agenda.
      const phone = await browser.newContext({ viewport: PHONE, storageState: await page.context().storageState() });
      const small = await phone.newPage();
      try {
        await small.goto(`${server.url}/calendar`, { waitUntil: "networkidle" });
        // The region chosen on the computer is kept for the workspace.
        await expect.poll(() => small.getByLabel("Festivals for").inputValue()).toBe("tamil");
        await small.getByRole("button", { name: "Next month" }).click();
        const agenda = small.getByTestId("calendar-agenda");
        await agenda
          .locator(`[data-day="${dayOf(10)}"]`)
          .getByText("Monsoon chai")
          .waitFor();
        await agenda
          .locator(`[data-day="${dayOf(20)}"]`)
          .getByText("Sunday thali")
          .waitFor();
        expect(await small.getByTestId("calendar-grid").count()).toBe(0);
        expect(await small.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(small, "calendar-agenda");
        // Plan a post on the phone: the schedule line fits and says when.
        await small.goto(plannedCreate, { waitUntil: "networkidle" });
        // Create Post draws the line again once its data is in: scroll to the line that stays.
        await vi.waitFor(() => small.getByTestId("planned-time").scrollIntoViewIfNeeded({ timeout: 2_000 }), {
          timeout: 15_000,
          interval: 100,
        });
        await screenshot(small, "calendar-planned-create", { fullPage: false });
        expect(await seriousA11yViolations(small)).toEqual([]);
      } finally {
        await phone.close();
      }
      expect(desktop.errors).toEqual([]);
    } finally {
      await desktop.close();
    }
  });
});
