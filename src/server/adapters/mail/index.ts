import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { createOutboxMailer } from "./outbox.ts";
import { createSmtpMailer } from "./smtp.ts";
import type { Mailer } from "./types.ts";

export type { Mailer, MailMessage, SentMail } from "./types.ts";

/** SMTP when SMTP_URL is configured, otherwise the outbox table alone. */
export function createMailer(config: Config, db: Db): Mailer {
  return config.mail.smtpUrl
    ? createSmtpMailer(db, { url: config.mail.smtpUrl, from: config.mail.from })
    : createOutboxMailer(db, config.mail.from);
}
