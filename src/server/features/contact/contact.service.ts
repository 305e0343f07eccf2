import type { z } from "zod";
import type { contactRequestSchema } from "#contract/contact.ts";
import { CONTACT_CATEGORIES } from "#contract/contact-options.ts";
import type { InterfaceLanguage } from "#contract/i18n/languages.ts";
import type { Deps } from "#server/deps.ts";
import { tooManyRequests } from "#server/errors.ts";
import { perIstDay } from "#server/rate-limit.ts";
import { contactAcknowledgementMail } from "./contact.mail.ts";
import { insertContactMessage } from "./contact.queries.ts";

/** Per client IP: enough for a person writing twice, too few for a flood. */
export const CONTACT_RATE_RULE = { limit: 5, windowMs: 15 * 60_000 };
/**
 * Per sender address: one automatic acknowledgement per IST day, however many messages and
 * from however many networks, so the form cannot mail-bomb a third party (decision 733).
 */
export const CONTACT_ACK_RULE = perIstDay(1);

/** Counts one contact attempt from `ip`; throws 429 with a clear message when over the limit. */
export async function requireContactAllowance({ rateLimiter }: Deps, ip: string) {
  const decision = await rateLimiter.hit(`contact:${ip}`, CONTACT_RATE_RULE);
  if (!decision.allowed) {
    const minutes = Math.max(1, Math.ceil(decision.retryAfterMs / 60_000));
    throw tooManyRequests({ key: "errors.contact.tooMany", values: { minutes } }, decision.retryAfterMs / 1000);
  }
}

const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

/**
 * Stores a contact message and e-mails it to the support address with Reply-To set to the
 * sender, then acknowledges it to the sender (once a day per address). Submissions that
 * filled the hidden honeypot field are dropped silently.
 */
export async function sendContactMessage(
  deps: Deps,
  input: z.output<typeof contactRequestSchema>,
  ip: string,
  log: { error: (obj: object, msg: string) => void },
  /** The sender's page language: the acknowledgement's (decision 807). */
  language: InterfaceLanguage = "en",
): Promise<void> {
  if (input.website) return;
  const categoryLabel = CONTACT_CATEGORIES.find((c) => c.value === input.category)?.label ?? input.category;
  const subject = oneLine(input.subject);
  const stored = await insertContactMessage(deps.database.db, {
    name: input.name,
    email: input.email,
    subject,
    category: input.category,
    message: input.message,
    ipAddress: ip,
  });
  try {
    await deps.mailer.send({
      kind: "contact",
      to: deps.config.brand.supportEmail,
      replyTo: input.email,
      subject: `[Contact · ${categoryLabel}] ${subject || `Message from ${oneLine(input.name)}`}`,
      text: [
        `From: ${input.name} <${input.email}>`,
        `Category: ${categoryLabel}`,
        `Subject: ${subject || "(none)"}`,
        `Received: ${stored.createdAt.toISOString()} (message ${stored.id})`,
        "",
        input.message,
        "",
        "Reply to this e-mail to answer the sender.",
      ].join("\n"),
    });
  } catch (error) {
    // The message is stored and the outbox keeps the failed mail with its error; the sender
    // does not need to send it again.
    log.error({ err: error, contactMessageId: stored.id }, "contact mail not delivered");
  }
  await acknowledge(deps, input.email, stored.id, log, language);
}

/** The automatic acknowledgement, at most once per address per IST day. */
async function acknowledge(
  deps: Deps,
  email: string,
  contactMessageId: string,
  log: { error: (obj: object, msg: string) => void },
  language: InterfaceLanguage,
) {
  const decision = await deps.rateLimiter.hit(`contact-ack:${email.toLowerCase()}`, CONTACT_ACK_RULE);
  if (!decision.allowed) return;
  try {
    await deps.mailer.send(contactAcknowledgementMail(deps.config, email, language));
  } catch (error) {
    log.error({ err: error, contactMessageId }, "contact acknowledgement not delivered");
  }
}
