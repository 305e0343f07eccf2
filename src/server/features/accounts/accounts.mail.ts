import type { InterfaceLanguage } from "#contract/i18n/languages.ts";
import type { MailMessage } from "#server/adapters/mail/index.ts";
import type { Config } from "#server/config.ts";
import { translator } from "#server/i18n.ts";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The e-mail with a password reset link (valid 1 hour, single use), in the recipient's language. */
export function resetPasswordMail(
  config: Config,
  to: string,
  token: string,
  language: InterfaceLanguage = "en",
): MailMessage {
  const t = translator(language);
  const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const product = config.brand.name;
  return {
    kind: "password-reset",
    to,
    subject: t("mail.reset.subject", { product }),
    text: [
      t("mail.helloPlain"),
      "",
      t("mail.reset.asked", { product }),
      t("mail.reset.open"),
      "",
      link,
      "",
      t("mail.reset.ignore"),
      "",
      t("mail.signatureSupport", { product, support: config.brand.supportEmail }),
    ].join("\n"),
  };
}

/** The welcome e-mail after sign-up, in the recipient's language. */
export function welcomeMail(
  config: Config,
  to: string,
  firstName: string | null,
  language: InterfaceLanguage = "en",
): MailMessage {
  const t = translator(language);
  const product = config.brand.name;
  return {
    kind: "welcome",
    to,
    subject: t("mail.welcome.subject", { product }),
    text: [
      firstName ? t("mail.hello", { name: firstName }) : t("mail.helloThere"),
      "",
      t("mail.welcome.ready", { product, link: `${config.publicUrl}/login` }),
      "",
      t("mail.welcome.questions", { support: config.brand.supportEmail }),
      "",
      t("mail.signature", { product }),
    ].join("\n"),
  };
}
