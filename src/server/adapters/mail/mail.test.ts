import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/schema/index.ts";
import { attachmentsOf, closedPort, headersOf, startSmtpServer } from "#test/fakes/smtp.ts";
import { createTestDatabase } from "#test/helpers/db.ts";
import { MAX_ATTACHMENT_BYTES } from "./headers.ts";
import { findMailSentTo, findOutboxAttachments, findOutboxMail } from "./outbox.queries.ts";
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

describe("attachments", () => {
  const pdf = {
    filename: "CK-26-27-00001.pdf",
    contentType: "application/pdf",
    content: Buffer.from("%PDF-1.4\n\u0000\u00ff binary"),
  };

  it("are kept with the stored copy, in order, bytes intact", async () => {
    const mailer = createOutboxMailer(database.db, "CaptionKaro <support@captionkaro.local>");
    const second = { filename: "notes.txt", contentType: "text/plain", content: Buffer.from("two") };
    const sent = await mailer.send({ ...message, attachments: [pdf, second] });
    const stored = await findOutboxAttachments(database.db, sent.id);
    expect(stored.map((a) => [a.filename, a.contentType, a.sizeBytes])).toEqual([
      ["CK-26-27-00001.pdf", "application/pdf", pdf.content.length],
      ["notes.txt", "text/plain", 3],
    ]);
    expect(Buffer.compare(stored[0]?.content ?? Buffer.alloc(0), pdf.content)).toBe(0);
  });

  it("arrive at the SMTP server as MIME attachments a mail client can open", async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = createSmtpMailer(database.db, { url: smtp.url, from: "CaptionKaro <support@captionkaro.local>" });
      await mailer.send({ ...message, attachments: [pdf] });
      const raw = smtp.received[0]?.raw ?? "";
      expect(headersOf(raw).get("content-type")).toMatch(/^multipart\/mixed;/);
      const [attachment, ...rest] = attachmentsOf(raw);
      expect(rest).toEqual([]);
      expect(attachment?.filename).toBe("CK-26-27-00001.pdf");
      expect(attachment?.contentType).toBe("application/pdf");
      expect(Buffer.compare(attachment?.content ?? Buffer.alloc(0), pdf.content)).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it("refuse a path as a file name, a bad type or too many bytes before anything is stored", async () => {
    const mailer = createOutboxMailer(database.db, "CaptionKaro <support@captionkaro.local>");
    const to = "attachments-refused@example.in";
    await expect(mailer.send({ ...message, to, attachments: [{ ...pdf, filename: "../etc/passwd" }] })).rejects.toThrow(
      /file name/,
    );
    await expect(
      mailer.send({ ...message, to, attachments: [{ ...pdf, contentType: "pdf\r\nX: y" }] }),
    ).rejects.toThrow(/type/);
    const big = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1);
    await expect(mailer.send({ ...message, to, attachments: [{ ...pdf, content: big }] })).rejects.toThrow(/exceed/);
    expect(await findMailSentTo(database.db, to)).toEqual([]);
  });
});
