import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { createOutboxMailer, type OutboxNotice } from "./outbox.ts";
import { createSmtpMailer } from "./smtp.ts";
import type { Mailer } from "./types.ts";

export type { OutboxNotice } from "./outbox.ts";
export type { MailAttachment, Mailer, MailMessage, SentMail } from "./types.ts";

/** SMTP when SMTP_URL is configured, otherwise the outbox table alone (announced in the log). */
export function createMailer(config: Config, db: Db, notice?: OutboxNotice): Mailer {
  return config.mail.smtpUrl
    ? createSmtpMailer(db, { url: config.mail.smtpUrl, from: config.mail.from })
    : createOutboxMailer(db, config.mail.from, notice);
}
