import type { InterfaceLanguage } from "#contract/i18n/languages.ts";
import type { MailMessage } from "#server/adapters/mail/index.ts";
import type { Config } from "#server/config.ts";
import { translator } from "#server/i18n.ts";

/**
 * The automatic acknowledgement to the contact form's sender (decision 733), in the language
 * of the page the form was sent from (decision 807). It carries nothing the form's writer
 * typed — no name, subject or message — so a stranger who enters someone else's address
 * cannot use it to send them words of their choosing.
 */
export function contactAcknowledgementMail(
  config: Config,
  to: string,
  language: InterfaceLanguage = "en",
): MailMessage {
  const t = translator(language);
  const product = config.brand.name;
  return {
    kind: "contact-acknowledgement",
    to,
    replyTo: config.brand.supportEmail,
    subject: t("mail.contact.subject", { product }),
    text: [
      t("mail.helloPlain"),
      "",
      t("mail.contact.thanks", { product }),
      t("mail.contact.replies"),
      "",
      t("mail.contact.notYou"),
      "",
      t("mail.signature", { product }),
      config.publicUrl,
    ].join("\n"),
  };
}
