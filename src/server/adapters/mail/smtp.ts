import nodemailer from "nodemailer";
import type { Db } from "#server/db/client.ts";
import { checkedAttachments, checkedHeaders } from "./headers.ts";
import { insertOutboxMail, markOutboxMailFailed, markOutboxMailSent } from "./outbox.queries.ts";
import type { Mailer, MailMessage, SentMail } from "./types.ts";

/**
 * Stores each message in the outbox, then hands it to an SMTP server (nodemailer). A failed
 * delivery keeps the stored copy with its error and is reported to the caller.
 */
export function createSmtpMailer(db: Db, options: { url: string; from: string; timeoutMs?: number }): Mailer {
  const timeout = options.timeoutMs ?? 15_000;
  const transport = nodemailer.createTransport(options.url, {
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  } as object);
  return {
    transport: "smtp",
    async send(message: MailMessage): Promise<SentMail> {
      const row = await insertOutboxMail(
        db,
        {
          kind: message.kind,
          toAddress: message.to,
          fromAddress: options.from,
          replyTo: message.replyTo ?? null,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          headers: checkedHeaders(message.headers),
        },
        checkedAttachments(message.attachments),
      );
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: { ...message.headers, "X-Mail-Kind": message.kind },
          attachments: message.attachments?.map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.contentType,
          })),
        });
      } catch (error) {
        await markOutboxMailFailed(db, row.id, error instanceof Error ? error.message : String(error));
        throw error;
      }
      await markOutboxMailSent(db, row.id);
      return { id: row.id, delivered: true };
    },
  };
}
