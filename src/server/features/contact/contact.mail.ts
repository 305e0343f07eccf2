import type { MailMessage } from "#server/adapters/mail/index.ts";
import type { Config } from "#server/config.ts";

/**
 * The automatic acknowledgement to the contact form's sender (decision 733). It carries
 * nothing the form's writer typed — no name, subject or message — so a stranger who enters
 * someone else's address cannot use it to send them words of their choosing.
 */
export function contactAcknowledgementMail(config: Config, to: string): MailMessage {
  const product = config.brand.name;
  return {
    kind: "contact-acknowledgement",
    to,
    replyTo: config.brand.supportEmail,
    subject: `We received your message — ${product}`,
    text: [
      "Hello,",
      "",
      `Thank you for writing to ${product}. We received a message sent from our contact form with this e-mail address.`,
      "Our team replies within 24 hours (Monday to Friday, 9:00–18:00 IST; messages sent at other times are answered the next working day). You don't need to write again.",
      "",
      `If you did not write to us, you can ignore this e-mail: we send at most one acknowledgement a day to an address.`,
      "",
      `— ${product}`,
      config.publicUrl,
    ].join("\n"),
  };
}
