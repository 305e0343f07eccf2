import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, newsletterSubscribers } from "#server/db/schema/index.ts";
import { bodyOf, closedPort, headersOf, startSmtpServer } from "#test/fakes/smtp.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { hashToken } from "./newsletter.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "https://captionkaro.test" } });
});
afterAll(() => t.close());

let nextIp = 1;
const newIp = () => `10.2.0.${nextIp++}`;

const subscribe = (payload: unknown, ip = newIp()) =>
  t.app.inject({ method: "POST", url: "/api/newsletter/subscribe", payload: payload as object, remoteAddress: ip });

const rowFor = async (email: string) =>
  (await t.deps.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

const mailsTo = (email: string) => t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

/** The confirm and unsubscribe paths (with tokens) from the latest mail to `email`. */
async function linksFor(email: string) {
  const mails = await mailsTo(email);
  const text = mails.at(-1)?.textBody ?? "";
  const confirm = /https:\/\/captionkaro\.test(\/api\/newsletter\/confirm\?token=[\w-]+)/.exec(text)?.[1];
  const unsubscribe = /https:\/\/captionkaro\.test(\/api\/newsletter\/unsubscribe\?token=[\w-]+)/.exec(text)?.[1];
  if (!confirm || !unsubscribe) throw new Error(`no links in: ${text}`);
  return { confirm, unsubscribe };
}

describe("newsletter", () => {
  it("subscribes with double opt-in: pending, a mail with confirm and unsubscribe links, tokens stored hashed", async () => {
    const res = await subscribe({ email: "Asha@Example.in" });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toMatch(/Check your inbox/);
    const row = await rowFor("asha@example.in");
    expect(row?.status).toBe("pending");
    const { confirm, unsubscribe } = await linksFor("asha@example.in");
    const confirmToken = new URL(confirm, "https://x").searchParams.get("token") ?? "";
    const unsubscribeToken = new URL(unsubscribe, "https://x").searchParams.get("token") ?? "";
    expect(confirmToken).toMatch(/^[\w-]{43}$/);
    expect(row?.confirmTokenHash).toBe(hashToken(confirmToken));
    expect(row?.unsubscribeTokenHash).toBe(hashToken(unsubscribeToken));
    expect(JSON.stringify(row)).not.toContain(confirmToken);
    expect(JSON.stringify(row)).not.toContain(unsubscribeToken);
    expect((await t.app.inject("/api/newsletter/stats")).json()).toEqual({ confirmedSubscribers: 0 });

    const confirmed = await t.app.inject(confirm);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe("/blog?newsletter=confirmed");
    expect((await rowFor("asha@example.in"))?.status).toBe("confirmed");
    expect((await t.app.inject("/api/newsletter/stats")).json()).toEqual({ confirmedSubscribers: 1 });
    // A confirm link works once.
    expect((await t.app.inject(confirm)).headers.location).toBe("/blog?newsletter=invalid");

    const left = await t.app.inject(unsubscribe);
    expect(left.headers.location).toBe("/blog?newsletter=unsubscribed");
    expect((await rowFor("asha@example.in"))?.status).toBe("unsubscribed");
    expect((await t.app.inject("/api/newsletter/stats")).json()).toEqual({ confirmedSubscribers: 0 });
  });

  it("keeps one row per address and does not mail a confirmed subscriber again", async () => {
    const email = "dup@example.in";
    await subscribe({ email });
    await t.app.inject((await linksFor(email)).confirm);
    const again = await subscribe({ email: "DUP@example.in" });
    expect(again.statusCode).toBe(202);
    const rows = await t.deps.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe("confirmed");
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("does not resend the confirmation within 10 minutes", async () => {
    const email = "twice@example.in";
    await subscribe({ email });
    await subscribe({ email });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("answers the one-click unsubscribe POST and rejects unknown tokens", async () => {
    const email = "oneclick@example.in";
    await subscribe({ email });
    const { unsubscribe } = await linksFor(email);
    const res = await t.app.inject({ method: "POST", url: unsubscribe });
    expect(res.statusCode).toBe(200);
    expect((await rowFor(email))?.status).toBe("unsubscribed");
    const unknown = await t.app.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe?token=${"a".repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it.each([
    ["a malformed token", "/api/newsletter/confirm?token=abc"],
    ["no token", "/api/newsletter/confirm"],
    ["an unknown token", `/api/newsletter/confirm?token=${"b".repeat(43)}`],
    ["an unknown unsubscribe token", `/api/newsletter/unsubscribe?token=${"c".repeat(43)}`],
  ])("sends %s to the blog with an 'invalid link' status", async (_name, url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/blog?newsletter=invalid");
  });

  it.each([
    ["a malformed e-mail", { email: "not-an-email" }, "email: Please enter a valid e-mail address."],
    ["an empty e-mail", { email: "" }, "email: Please fill in all required fields."],
    [
      "an oversized e-mail",
      { email: `${"x".repeat(260)}@example.in` },
      "email: E-mail must be at most 254 characters.",
    ],
    ["no body fields", {}, "email: Please fill in all required fields."],
  ])("rejects %s with a clear 400 and stores nothing", async (_name, payload, message) => {
    const before = await t.deps.database.db.select().from(newsletterSubscribers);
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await t.deps.database.db.select().from(newsletterSubscribers)).toHaveLength(before.length);
  });

  it("ignores sign-ups that filled the honeypot field", async () => {
    const res = await subscribe({ email: "robot@example.in", website: "spam" });
    expect(res.statusCode).toBe(202);
    expect(await rowFor("robot@example.in")).toBeUndefined();
    expect(await mailsTo("robot@example.in")).toEqual([]);
  });

  it("answers a flood from one address with 429 and stores nothing more", async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await subscribe({ email: `flood${i}@example.in` }, ip)).statusCode).toBe(202);
    const blocked = await subscribe({ email: "flood5@example.in" }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBeDefined();
    expect(blocked.json().error.message).toMatch(/Too many sign-up attempts/);
    expect(await rowFor("flood5@example.in")).toBeUndefined();
  });
});

describe("newsletter mail through a real SMTP server", () => {
  it("carries List-Unsubscribe and List-Unsubscribe-Post, and the one-click POST a mail provider sends unsubscribes", async () => {
    const smtp = await startSmtpServer();
    const app = await createTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: "https://captionkaro.test", SUPPORT_EMAIL: "help@captionkaro.test" },
    });
    try {
      const res = await app.app.inject({
        method: "POST",
        url: "/api/newsletter/subscribe",
        payload: { email: "inbox@example.in" },
      });
      expect(res.statusCode).toBe(202);
      expect(smtp.received).toHaveLength(1);
      const headers = headersOf(smtp.received[0]?.raw ?? "");
      expect(headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      const targets = [...(headers.get("list-unsubscribe") ?? "").matchAll(/<([^>]+)>/g)].map((m) => m[1] ?? "");
      expect(targets).toHaveLength(2);
      const [https, mailto] = targets;
      expect(https).toMatch(/^https:\/\/captionkaro\.test\/api\/newsletter\/unsubscribe\?token=[\w-]{43}$/);
      expect(mailto).toBe("mailto:help@captionkaro.test?subject=unsubscribe");
      // The same link as in the text, and the stored copy keeps the headers.
      expect(bodyOf(smtp.received[0]?.raw ?? "")).toContain(`Unsubscribe at any time: ${https}`);
      const [stored] = await app.deps.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, "inbox@example.in"));
      expect(stored?.headers).toEqual({
        "List-Unsubscribe": `<${https}>, <${mailto}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });

      // RFC 8058: the provider POSTs the form body to the https link, without cookies; a web
      // mail client in a browser does the same from its own site.
      const url = new URL(https as string);
      const oneClick = await app.app.inject({
        method: "POST",
        url: `${url.pathname}${url.search}`,
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
        payload: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.statusCode).toBe(200);
      const [row] = await app.deps.database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, "inbox@example.in"));
      expect(row?.status).toBe("unsubscribed");
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});

describe("newsletter with an unreachable SMTP server", () => {
  it("says clearly that the confirmation could not be sent", async () => {
    const port = await closedPort();
    const app = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const res = await app.app.inject({
        method: "POST",
        url: "/api/newsletter/subscribe",
        payload: { email: "later@example.in" },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toMatch(/could not send the confirmation e-mail/);
    } finally {
      await app.close();
    }
  });
});
