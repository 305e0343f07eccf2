import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, mailOutbox } from "#server/db/schema/index.ts";
import { startSmtpServer } from "#test/fakes/smtp.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_EMAIL: "help@captionkaro.test" } });
});
afterAll(() => t.close());

let nextIp = 1;
/** Each test sends from its own address, so rate limits from other tests do not interfere. */
const newIp = () => `10.0.0.${nextIp++}`;

const valid = {
  name: "Priya Sharma",
  email: "priya@example.in",
  subject: "Hindi captions",
  category: "technical",
  message: "मेरे कैप्शन में हैशटैग नहीं दिख रहे। Please help!",
};

const post = (payload: unknown, ip = newIp()) =>
  t.app.inject({ method: "POST", url: "/api/contact", payload: payload as object, remoteAddress: ip });

const storedFrom = (email: string) =>
  t.deps.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe("POST /api/contact", () => {
  it("stores the message and e-mails it to the support address with Reply-To set to the sender", async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/reply within 24 hours/);
    const [row] = await storedFrom(valid.email);
    expect(row).toMatchObject({
      name: valid.name,
      subject: valid.subject,
      category: "technical",
      message: valid.message,
    });
    const mails = await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "contact"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: "help@captionkaro.test", replyTo: valid.email });
    expect(mails[0]?.subject).toBe("[Contact · Technical problem] Hindi captions");
    expect(mails[0]?.textBody).toContain(valid.message);
  });

  it("uses defaults for the optional subject and category", async () => {
    const email = "no-subject@example.in";
    expect((await post({ name: "Ravi", email, message: "Hello" })).statusCode).toBe(201);
    const [row] = await storedFrom(email);
    expect(row).toMatchObject({ subject: "", category: "general" });
  });

  it.each([
    ["name missing", { ...valid, name: "  " }, "name: Please fill in all required fields."],
    ["email missing", { ...valid, email: "" }, "email: Please fill in all required fields."],
    ["message missing", { ...valid, message: undefined }, "message: Please fill in all required fields."],
    ["malformed email", { ...valid, email: "priya@" }, "email: Please enter a valid e-mail address."],
    ["oversized name", { ...valid, name: "a".repeat(101) }, "name: Name must be at most 100 characters."],
    ["oversized subject", { ...valid, subject: "s".repeat(151) }, "subject: Subject must be at most 150 characters."],
    [
      "oversized message",
      { ...valid, message: "m".repeat(5001) },
      "message: Message must be at most 5,000 characters.",
    ],
    ["oversized email", { ...valid, email: `${"a".repeat(250)}@example.in` }, "email: E-mail must be at most 254"],
    ["unknown category", { ...valid, category: "lottery" }, "category: Please choose one of the listed categories."],
  ])("rejects %s with a clear 400 and stores nothing", async (_name, payload, message) => {
    const before = await t.deps.database.db.select().from(contactMessages);
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
    expect(res.json().error.message).toContain(message);
    const after = await t.deps.database.db.select().from(contactMessages);
    expect(after.length).toBe(before.length);
  });

  it("refuses a body over 1 MB and a body that is not JSON", async () => {
    const huge = await post({ ...valid, message: "x".repeat(1_100_000) });
    expect(huge.statusCode).toBe(413);
    const notJson = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: "{not json",
      remoteAddress: newIp(),
    });
    expect(notJson.statusCode).toBe(400);
  });

  it("drops messages that filled the honeypot field, answering as if they were sent", async () => {
    const email = "bot@example.in";
    const res = await post({ ...valid, email, website: "http://spam.example" });
    expect(res.statusCode).toBe(201);
    expect(await storedFrom(email)).toEqual([]);
    const mails = await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, email));
    expect(mails).toEqual([]);
  });

  it("answers a flood from one address with 429, a Retry-After header and a clear message", async () => {
    const ip = newIp();
    const email = "flood@example.in";
    for (let i = 0; i < 5; i++) expect((await post({ ...valid, email }, ip)).statusCode).toBe(201);
    const blocked = await post({ ...valid, email }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json().error.message).toMatch(/Too many messages from your connection\. Please wait \d+ minutes?/);
    expect(await storedFrom(email)).toHaveLength(5);
    // Another address is not affected.
    expect((await post(valid)).statusCode).toBe(201);
  });
});

describe("the acknowledgement to the sender", () => {
  const acksTo = (email: string) => t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

  it("e-mails the sender at once, without a word of what the form's writer typed", async () => {
    const email = "ack-first@example.in";
    const spam = {
      ...valid,
      email,
      name: "WIN https://spam.example",
      subject: "Claim your prize",
      message: "Visit https://spam.example now",
    };
    expect((await post(spam)).statusCode).toBe(201);
    const acks = await acksTo(email);
    expect(acks.map((m) => m.kind)).toEqual(["contact-acknowledgement"]);
    const [ack] = acks;
    expect(ack).toMatchObject({ replyTo: "help@captionkaro.test", subject: "We received your message — CaptionKaro" });
    expect(ack?.textBody).toContain("replies within 24 hours");
    for (const typed of [spam.name, spam.subject, spam.message, "spam.example"]) {
      expect(`${ack?.subject}\n${ack?.textBody}`).not.toContain(typed);
    }
  });

  it("sends one acknowledgement per address per IST day, whatever the network and the letter case", async () => {
    const email = "ack-once@example.in";
    for (const [address, ip] of [
      [email, newIp()],
      [email, newIp()],
      ["ACK-Once@Example.in", newIp()],
    ] as const) {
      expect((await post({ ...valid, email: address }, ip)).statusCode).toBe(201);
    }
    // Every message reached support; the sender's inbox got one acknowledgement.
    expect(await storedFrom(email)).toHaveLength(2);
    const acks = await t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "contact-acknowledgement"));
    expect(acks.filter((m) => m.toAddress.toLowerCase() === email)).toHaveLength(1);
    // Another address gets its own.
    expect((await post({ ...valid, email: "ack-other@example.in" })).statusCode).toBe(201);
    expect(await acksTo("ack-other@example.in")).toHaveLength(1);
  });

  it("sends none for a honeypot submission", async () => {
    const email = "ack-bot@example.in";
    expect((await post({ ...valid, email, website: "http://spam.example" })).statusCode).toBe(201);
    expect(await acksTo(email)).toEqual([]);
  });
});

describe("POST /api/contact with SMTP configured", () => {
  it("delivers the mail through the SMTP server with Reply-To the sender", async () => {
    const smtp = await startSmtpServer();
    const app = await createTestApp({ env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: "help@captionkaro.test" } });
    try {
      const res = await app.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: valid,
        remoteAddress: "10.1.0.1",
      });
      expect(res.statusCode).toBe(201);
      // The message to support, then the acknowledgement to the sender.
      expect(smtp.received.map((m) => m.to)).toEqual([["help@captionkaro.test"], ["priya@example.in"]]);
      expect(smtp.received[0]?.raw).toContain("Reply-To: priya@example.in");
      expect(smtp.received[0]?.raw).toContain("X-Mail-Kind: contact");
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});
