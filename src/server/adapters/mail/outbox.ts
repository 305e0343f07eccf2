import type { Db } from "#server/db/client.ts";
import { checkedAttachments, checkedHeaders } from "./headers.ts";
import { insertOutboxMail } from "./outbox.queries.ts";
import type { Mailer, MailMessage, SentMail } from "./types.ts";

/** Where a kept message is announced: the server's own log (pino's shape). */
export interface OutboxNotice {
  info(details: Record<string, unknown>, message: string): void;
}

/** The links of a plain-text body (sign-in, reset, confirm), in order. */
export const linksIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]);

/**
 * Stores messages in the outbox table only (no SMTP_URL). Nothing is delivered, so each kept
 * message is announced in the server's own log with its links, for the operator; an admin can
 * read the outbox in the app (/admin → Mail). No unauthenticated route shows it (decision 156).
 */
export function createOutboxMailer(db: Db, from: string, notice?: OutboxNotice): Mailer {
  return {
    transport: "outbox",
    async send(message: MailMessage): Promise<SentMail> {
      const row = await insertOutboxMail(
        db,
        {
          kind: message.kind,
          toAddress: message.to,
          fromAddress: from,
          replyTo: message.replyTo ?? null,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          headers: checkedHeaders(message.headers),
        },
        checkedAttachments(message.attachments),
      );
      notice?.info(
        { mail: { id: row.id, kind: message.kind, to: message.to, links: linksIn(message.text) } },
        `mail kept in the outbox, not sent (no SMTP_URL): "${message.subject}" to ${message.to}; an admin can read it at /admin?tab=mail`,
      );
      return { id: row.id, delivered: false };
    },
  };
}
