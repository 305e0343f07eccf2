import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogArticles } from "#contract/blog.ts";
import { openPglite } from "#server/db/client.ts";
import { newsletterSubscribers } from "#server/db/schema/index.ts";
import { bodyOf, headersOf, startSmtpServer } from "../fakes/smtp.ts";
import {
  CREATOR_WIDTH,
  DESKTOP,
  giveOwnClientAddress,
  launchBrowser,
  type OpenedPage,
  OUTBOX_READER_ENV,
  openPage as openAnyPage,
  PHONE,
  prepareDataDir,
  readOutbox,
  type SharedServer,
  screenshot,
  seriousA11yViolations,
  sharedServer,
  startServer,
} from "./harness.ts";

/** The run's shared server: its support address and Grievance Officer are SHARED_SERVER_ENV's. */
let server: SharedServer;
let browser: Browser;

const mailbox = () => readOutbox(server);

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
});

/** A page from a client address of its own: the contact and newsletter limits count per address. */
async function openPage(browser: Browser, viewport: { width: number; height: number }): Promise<OpenedPage> {
  const opened = await openAnyPage(browser, viewport);
  await giveOwnClientAddress(opened.page);
  return opened;
}

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Full-page screenshot from the top (a sticky header otherwise lands mid-page). */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

describe.each(CREATOR_WIDTH)("public pages on a %s", (name, viewport) => {
  it("contact: required-field messages, server validation, then a stored message mailed to support", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    await page.goto(`${server.url}/contact`, { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Contact us");
    await expect(
      page
        .getByText(/acknowledge every message by e-mail straight away/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expect(
      page
        .getByText(/within 24 hours/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);

    await page.getByRole("button", { name: "Send Message" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast.textContent()).resolves.toContain("Missing Information");
    await expect(toast.textContent()).resolves.toContain("Please fill in all required fields.");
    expect(await page.getByText("This field is required.").count()).toBe(3);
    await expect(page.getByLabel("Name *").getAttribute("aria-invalid")).resolves.toBe("true");

    const sender = `sender-${name}@example.in`;
    await page.getByLabel("Name *").fill("Arjun Rao");
    await page.getByLabel("Email *").fill("arjun@");
    await page.getByLabel("Subject").fill("Billing question");
    await page.getByLabel("Category").selectOption("billing");
    await page.getByLabel("Message *").fill("I paid with UPI and want an invoice.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Failed to Send").waitFor();
    await expect(toast.textContent()).resolves.toContain("Please enter a valid e-mail address.");

    await page.getByLabel("Email *").fill(sender);
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Thanks! Your message has been sent.").first().waitFor();
    expect(await page.getByLabel("Message *").inputValue()).toBe("");
    await shoot(page, `contact-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const mail = (await mailbox()).find((m) => m.kind === "contact" && m.replyTo === sender);
    expect(mail).toMatchObject({
      to: "help@captionkaro.test",
      subject: "[Contact · Billing and payments] Billing question",
    });
    expect(mail?.text).toContain("I paid with UPI and want an invoice.");
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await close();
  });

  it("blog: category badges filter, the featured post opens its article page", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    await page.goto(`${server.url}/blog`, { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("CaptionKaro Blog");
    expect(await page.getByTestId("featured-post").count()).toBe(1);
    expect(await page.getByTestId("post-card").count()).toBe(blogArticles.length - 1);
    await expect(page.getByRole("button", { name: "All Posts" }).getAttribute("aria-pressed")).resolves.toBe("true");
    expect(await page.getByText(/^\+\d+ more$/).count()).toBeGreaterThan(0);
    expect(await page.getByRole("heading", { name: "Popular Topics" }).count()).toBe(1);
    expect(await page.locator("section[aria-labelledby=topics] li").count()).toBe(10);
    await shoot(page, `blog-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Strategy", exact: true }).click();
    const strategy = blogArticles.filter((a) => a.category === "Strategy");
    expect(await page.getByTestId("post-card").count()).toBe(strategy.length - 1);
    await expect(page.getByTestId("featured-post").textContent()).resolves.toContain(strategy[0]?.title);

    await page.getByRole("link", { name: /^Read Full Article/ }).click();
    await page.waitForURL(`${server.url}/blog/${strategy[0]?.slug}`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(strategy[0]?.title);
    expect(await page.title()).toBe(`${strategy[0]?.title} — CaptionKaro Blog`);
    await expect(
      page
        .getByText(/min read/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await shoot(page, `blog-article-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A second article opened in the same session keeps its own title too.
    await page.getByRole("link", { name: "Back to the blog" }).click();
    await page.waitForURL(`${server.url}/blog`);
    // The blog's own head again: titles and descriptions load on client-side navigation (decision 735).
    await expect.poll(() => page.title()).toBe("Blog — CaptionKaro");
    await expect
      .poll(() => page.getAttribute('meta[name="description"]', "content"))
      .toMatch(/^Guides for Indian creators/);
    const other = blogArticles[blogArticles.length - 1];
    await page.getByRole("link", { name: other?.title }).click();
    await page.waitForURL(`${server.url}/blog/${other?.slug}`);
    await page.getByRole("heading", { level: 1, name: other?.title }).waitFor();
    expect(await page.title()).toBe(`${other?.title} — CaptionKaro Blog`);

    const missing = await page.goto(`${server.url}/blog/not-an-article`, { waitUntil: "networkidle" });
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" }).isVisible()).resolves.toBe(true);
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await close();
  });

  it("each legal page shows the date its text last changed, in en-IN long format", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    // Each page's own date (src/web/content/legal/*.ts; the Payment and Refund Policies changed
    // when upgrades became prorated, decision 732).
    for (const [path, title, changed] of [
      ["/privacy-policy", "Privacy Policy", "24 November 2026"],
      ["/terms-of-service", "Terms of Service", "22 November 2026"],
      ["/refund-policy", "Refund Policy", "27 November 2026"],
      ["/payment-policy", "Payment Policy", "27 November 2026"],
    ] as const) {
      await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(title);
      await expect(page.getByText(/^Last updated:/).textContent()).resolves.toBe(`Last updated: ${changed}`);
      expect(await seriousA11yViolations(page), path).toEqual([]);
      await shoot(page, `${path.slice(1)}-${name}`);
    }
    await expect(page.getByText("Wallets: 24–48 hours.").count()).resolves.toBe(0);
    await page.goto(`${server.url}/refund-policy`, { waitUntil: "networkidle" });
    await expect(page.getByText("Wallets: 24–48 hours.").isVisible()).resolves.toBe(true);
    await page.goto(`${server.url}/privacy-policy`, { waitUntil: "networkidle" });
    // The Grievance Officer from the configuration, named with the e-mail address to write to,
    // already in the HTML the server sends.
    const served = await (await fetch(`${server.url}/privacy-policy`)).text();
    expect(served).toContain("Our Grievance Officer is Priya Raman, CaptionKaro.");
    expect(served).toContain("grievance@captionkaro.test");
    const grievance = page.locator("main").getByText(/Grievance Officer is/);
    await expect(grievance.textContent()).resolves.toContain("Our Grievance Officer is Priya Raman, CaptionKaro.");
    await expect(grievance.textContent()).resolves.toContain(
      "You can reach the Grievance Officer at grievance@captionkaro.test.",
    );
    await expect(
      page
        .getByText(/Digital Personal Data Protection Act, 2023/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expect(
      page
        .getByText(/purged within 30 days/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("about links to contact; the footer has the current year and true badges only", async () => {
    const { page, errors, close } = await openPage(browser, viewport);
    await page.goto(`${server.url}/about`, { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("About CaptionKaro");
    const footer = page.locator("footer");
    await expect(footer.textContent()).resolves.toContain(`© ${new Date().getFullYear()} CaptionKaro`);
    await expect(footer.textContent()).resolves.not.toMatch(/99\.9%|24\/7/);
    expect(await footer.getByRole("link", { name: /Instagram/ }).count()).toBe(0);
    await shoot(page, `about-${name}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Contact us" }).click();
    await page.waitForURL(`${server.url}/contact`);
    expect(errors).toEqual([]);
    await close();
  });
});

it("newsletter: subscribe, confirm from the e-mail, then unsubscribe from the same e-mail", async () => {
  const { page, errors, close } = await openPage(browser, PHONE);
  await page.goto(`${server.url}/blog`, { waitUntil: "networkidle" });
  await expect(page.getByText("No spam, unsubscribe anytime.").textContent()).resolves.not.toContain("1,000+");
  const input = page.getByPlaceholder("Enter your email address");
  await input.fill("reader@example.in");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await page.getByText(/Almost done! Check your inbox/).waitFor();

  const mail = (await mailbox()).find((m) => m.kind === "newsletter-confirm" && m.to === "reader@example.in");
  const confirm = /http\S+\/api\/newsletter\/confirm\?token=[\w-]+/.exec(mail?.text ?? "")?.[0];
  const unsubscribe = /http\S+\/api\/newsletter\/unsubscribe\?token=[\w-]+/.exec(mail?.text ?? "")?.[0];
  expect(confirm).toBeDefined();
  expect(unsubscribe).toBeDefined();
  // Mail apps get the same link as a one-click Unsubscribe button (RFC 8058).
  expect(mail?.headers).toEqual({
    "List-Unsubscribe": `<${unsubscribe}>, <mailto:help@captionkaro.test?subject=unsubscribe>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });

  await page.goto(confirm as string, { waitUntil: "networkidle" });
  expect(new URL(page.url()).pathname).toBe("/blog");
  await page.getByText("Your subscription is confirmed.").waitFor();
  await shoot(page, "newsletter-confirmed-phone");
  await page.goto(unsubscribe as string, { waitUntil: "networkidle" });
  await page.getByText("You have been unsubscribed.").waitFor();
  await page.goto(confirm as string, { waitUntil: "networkidle" });
  await page.getByText(/This link is not valid or has expired/).waitFor();
  expect(errors).toEqual([]);
  await close();
});

it("contact mail goes out through a real SMTP server when one is configured, and testimonials show when configured", async () => {
  // Its own server starts inside the test: room for that on a loaded machine.
  const smtp = await startSmtpServer();
  const smtpServer = await startServer({
    env: {
      SMTP_URL: smtp.url,
      SUPPORT_EMAIL: "help@captionkaro.test",
      TESTIMONIALS_JSON: JSON.stringify([
        { name: "Meera K.", role: "Home baker, Pune", quote: "My Marathi posts finally sound like me." },
      ]),
      SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/captionkaro",
    },
  });
  const { page, errors, close } = await openPage(browser, DESKTOP);
  try {
    await page.goto(`${smtpServer.url}/contact`, { waitUntil: "networkidle" });
    await page.getByLabel("Name *").fill("Farah Khan");
    await page.getByLabel("Email *").fill("farah@example.in");
    await page.getByLabel("Message *").fill("Do you support Urdu captions?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Thanks! Your message has been sent.").first().waitFor();
    // The message to support, then the sender's automatic acknowledgement (decision 733).
    expect(smtp.received.map((m) => m.to)).toEqual([["help@captionkaro.test"], ["farah@example.in"]]);
    expect(smtp.received[1]?.raw).not.toContain("Do you support Urdu captions?");
    expect(smtp.received[0]?.raw).toContain("Reply-To: farah@example.in");
    expect(smtp.received[0]?.raw).toContain("Do you support Urdu captions?");

    // Newsletter mail through SMTP carries the one-click unsubscribe headers, and the POST a
    // mail provider makes to that link (a form body, no cookie) unsubscribes.
    const subscribed = await fetch(`${smtpServer.url}/api/newsletter/subscribe`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "listener@example.in" }),
    });
    expect(subscribed.status).toBe(202);
    const raw = smtp.received.find((m) => m.to.includes("listener@example.in"))?.raw ?? "";
    const headers = headersOf(raw);
    expect(headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const listUnsubscribe = /^<([^>]+)>, <mailto:help@captionkaro\.test\?subject=unsubscribe>$/.exec(
      headers.get("list-unsubscribe") ?? "",
    )?.[1];
    expect(listUnsubscribe).toMatch(/\/api\/newsletter\/unsubscribe\?token=[\w-]{43}$/);
    const body = bodyOf(raw);
    expect(body).toContain(`Unsubscribe at any time: ${listUnsubscribe}`);
    const confirmLink = /http\S+\/api\/newsletter\/confirm\?token=[\w-]+/.exec(body)?.[0] ?? "";
    expect((await fetch(confirmLink, { redirect: "manual" })).headers.get("location")).toBe(
      "/blog?newsletter=confirmed",
    );
    const stats = async () =>
      ((await (await fetch(`${smtpServer.url}/api/newsletter/stats`)).json()) as { confirmedSubscribers: number })
        .confirmedSubscribers;
    expect(await stats()).toBe(1);
    const oneClick = await fetch(listUnsubscribe as string, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await stats()).toBe(0);

    await page.goto(`${smtpServer.url}/`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "What creators say" }).waitFor();
    await expect(page.getByText("My Marathi posts finally sound like me.").isVisible()).resolves.toBe(true);
    await expect(
      page
        .locator("footer")
        .getByRole("link", { name: /Instagram/ })
        .getAttribute("href"),
    ).resolves.toBe("https://www.instagram.com/captionkaro");
    expect(errors).toEqual([]);
  } finally {
    await close();
    await smtpServer.dispose();
    await smtp.close();
  }
}, 150_000);

it("on a phone the Menu button opens the public pages and closes after navigating", async () => {
  const { page, errors, close } = await openPage(browser, PHONE);
  await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
  const menu = page.getByRole("button", { name: "Menu" });
  await expect(menu.getAttribute("aria-expanded")).resolves.toBe("false");
  await menu.click();
  await expect(menu.getAttribute("aria-expanded")).resolves.toBe("true");
  await page.locator("#mobile-menu").getByRole("link", { name: "Blog" }).click();
  await page.waitForURL(`${server.url}/blog`);
  await expect(menu.getAttribute("aria-expanded")).resolves.toBe("false");
  expect(await page.locator("#mobile-menu").count()).toBe(0);
  expect(errors).toEqual([]);
  await close();
});

it("the '1,000+ creators' line shows only while 1,000 subscribers have really confirmed", async () => {
  // 999 confirmed subscribers, plus addresses that never confirmed or left (they do not count),
  // written into the embedded database before the server starts.
  const dataDir = await mkdtemp(path.join(tmpdir(), "ck-newsletter-"));
  await prepareDataDir(dataDir);
  const database = await openPglite({ dir: path.join(dataDir, "db") });
  await database.migrate();
  await database.db.insert(newsletterSubscribers).values([
    ...Array.from({ length: 999 }, (_, i) => ({
      email: `reader${i}@example.in`,
      status: "confirmed" as const,
      confirmedAt: new Date(),
    })),
    ...Array.from({ length: 30 }, (_, i) => ({ email: `pending${i}@example.in`, status: "pending" as const })),
    ...Array.from({ length: 30 }, (_, i) => ({ email: `left${i}@example.in`, status: "unsubscribed" as const })),
  ]);
  await database.close();
  const seeded = await startServer({ dataDir, env: { ...OUTBOX_READER_ENV } });
  const { page, errors, close } = await openPage(browser, PHONE);
  const line = "Join 1,000+ creators already subscribed.";
  /** Opens `url` and waits until the box has the real count and has drawn it. */
  const openBlog = async (url: string) => {
    const stats = page.waitForResponse((res) => res.url().endsWith("/api/newsletter/stats"));
    await page.goto(url, { waitUntil: "networkidle" });
    const count = ((await (await stats).json()) as { confirmedSubscribers: number }).confirmedSubscribers;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return count;
  };
  try {
    expect(await openBlog(`${seeded.url}/blog`)).toBe(999);
    await expect(page.getByText("No spam, unsubscribe anytime.").textContent()).resolves.not.toContain("1,000+");

    // The 1,000th reader subscribes and confirms from the e-mail.
    await page.getByPlaceholder("Enter your email address").fill("thousandth@example.in");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText(/Almost done! Check your inbox/).waitFor();
    const messages = await readOutbox(seeded);
    const text = messages.find((m) => m.to === "thousandth@example.in")?.text ?? "";
    const confirm = /http\S+\/api\/newsletter\/confirm\?token=[\w-]+/.exec(text)?.[0] as string;
    const unsubscribe = /http\S+\/api\/newsletter\/unsubscribe\?token=[\w-]+/.exec(text)?.[0] as string;
    expect(await openBlog(confirm)).toBe(1000);
    await page.getByText("Your subscription is confirmed.").waitFor();
    await expect(page.getByText(line).isVisible()).resolves.toBe(true);
    await screenshot(page, "newsletter-1000", page.locator("section[aria-labelledby=newsletter]"));

    // One leaves again: 999, and the line goes.
    expect(await openBlog(unsubscribe)).toBe(999);
    await page.getByText("You have been unsubscribed.").waitFor();
    expect(await page.getByText(line).count()).toBe(0);
    expect(errors).toEqual([]);
  } finally {
    await close();
    await seeded.dispose();
    await rm(dataDir, { recursive: true, force: true });
  }
});
