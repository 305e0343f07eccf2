import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedPort, headersOf, startSmtpServer } from "../../../../test/fakes/smtp.ts";
import { createTestDatabase } from "../../../../test/helpers/db.ts";
import type { Database } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import { findOutboxMail } from "./outbox.queries.ts";
import { createOutboxMailer } from "./outbox.ts";
import { createSmtpMailer } from "./smtp.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const message = {
  kind: "test",
  to: "creator@example.in",
  subject: "नमस्ते — your caption",
  text: "Hello\nhttp://localhost/reset?token=abc",
  replyTo: "someone@example.in",
};

describe("outbox mailer", () => {
  it("stores the message and reports it as not delivered", async () => {
    const mailer = createOutboxMailer(database.db, "CaptionKaro <support@captionkaro.local>");
    const sent = await mailer.send(message);
    expect(sent.delivered).toBe(false);
    const row = await findOutboxMail(database.db, sent.id);
    expect(row).toMatchObject({ kind: "test", toAddress: message.to, subject: message.subject, sentAt: null });
  });
});

const listHeaders = {
  "List-Unsubscribe":
    "<https://captionkaro.test/api/newsletter/unsubscribe?token=abc>, <mailto:help@captionkaro.test?subject=unsubscribe>",
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
};

describe("extra header fields", () => {
  it("are kept with the stored copy", async () => {
    const mailer = createOutboxMailer(database.db, "CaptionKaro <support@captionkaro.local>");
    const sent = await mailer.send({ ...message, headers: listHeaders });
    expect((await findOutboxMail(database.db, sent.id))?.headers).toEqual(listHeaders);
    const plain = await mailer.send(message);
    expect((await findOutboxMail(database.db, plain.id))?.headers).toBeNull();
  });

  it("arrive at the SMTP server as written", async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = createSmtpMailer(database.db, { url: smtp.url, from: "CaptionKaro <support@captionkaro.local>" });
      await mailer.send({ ...message, headers: listHeaders });
      const headers = headersOf(smtp.received[0]?.raw ?? "");
      expect(headers.get("list-unsubscribe")).toBe(listHeaders["List-Unsubscribe"]);
      expect(headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(headers.get("x-mail-kind")).toBe("test");
    } finally {
      await smtp.close();
    }
  });

  it.each([
    [{ "X-Note": "a\r\nBcc: victim@example.in" }, /line break/],
    [{ "Bad Name": "x" }, /invalid mail header name/],
    [{ Subject: "other" }, /set by the mailer/],
    [{ "x-mail-kind": "other" }, /set by the mailer/],
  ])("refuse %j before anything is stored or sent", async (headers, error) => {
    const smtp = await startSmtpServer();
    try {
      const before = await database.db.$count(mailOutbox);
      for (const mailer of [
        createOutboxMailer(database.db, "CaptionKaro <support@captionkaro.local>"),
        createSmtpMailer(database.db, { url: smtp.url, from: "CaptionKaro <support@captionkaro.local>" }),
      ]) {
        await expect(mailer.send({ ...message, headers })).rejects.toThrow(error);
      }
      expect(await database.db.$count(mailOutbox)).toBe(before);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });
});

describe("SMTP mailer", () => {
  it("delivers through a real SMTP server with authentication and marks the stored copy sent", async () => {
    const smtp = await startSmtpServer({ user: "mailer", pass: "s3cret" });
    try {
      const mailer = createSmtpMailer(database.db, { url: smtp.url, from: "CaptionKaro <support@captionkaro.local>" });
      const sent = await mailer.send(message);
      expect(sent.delivered).toBe(true);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(["creator@example.in"]);
      expect(smtp.received[0]?.raw).toContain("Reply-To: someone@example.in");
      expect(smtp.received[0]?.raw).toContain("X-Mail-Kind: test");
      const row = await findOutboxMail(database.db, sent.id);
      expect(row?.sentAt).toBeInstanceOf(Date);
      expect(row?.attempts).toBe(1);
    } finally {
      await smtp.close();
    }
  });

  it("keeps the message with its error when the SMTP server cannot be reached", async () => {
    const port = await closedPort();
    const mailer = createSmtpMailer(database.db, {
      url: `smtp://127.0.0.1:${port}`,
      from: "CaptionKaro <support@captionkaro.local>",
      timeoutMs: 2000,
    });
    await expect(mailer.send(message)).rejects.toThrow();
  });

  it("refuses wrong credentials", async () => {
    const smtp = await startSmtpServer({ user: "mailer", pass: "s3cret" });
    try {
      const mailer = createSmtpMailer(database.db, {
        url: `smtp://mailer:wrong@127.0.0.1:${smtp.port}`,
        from: "CaptionKaro <support@captionkaro.local>",
      });
      await expect(mailer.send(message)).rejects.toThrow(/Invalid username or password|auth/i);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });
});
