import type { Db } from "../../db/client.ts";
import { insertOutboxMail } from "../../features/mail/mail.queries.ts";
import { checkedHeaders } from "./headers.ts";
import type { Mailer, MailMessage, SentMail } from "./types.ts";

/** Stores messages in the outbox table only: the embedded default, read at /dev/mailbox. */
export function createOutboxMailer(db: Db, from: string): Mailer {
  return {
    transport: "outbox",
    async send(message: MailMessage): Promise<SentMail> {
      const row = await insertOutboxMail(db, {
        kind: message.kind,
        toAddress: message.to,
        fromAddress: from,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        headers: checkedHeaders(message.headers),
      });
      return { id: row.id, delivered: false };
    },
  };
}
