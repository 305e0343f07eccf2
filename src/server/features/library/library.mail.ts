import { type InterfaceLanguage, LOCALE_OF } from "#contract/i18n/languages.ts";
import { formatIstLongDateIn } from "#contract/local-dates.ts";
import type { MailMessage } from "#server/adapters/mail/index.ts";
import type { Config } from "#server/config.ts";
import { translator } from "#server/i18n.ts";

/** How many file names the warning lists before "and N more". */
const NAMES_LISTED = 20;

/**
 * The privacy policy's warning (decision 573): these files have not been used for almost
 * 6 months and will be deleted on `deleteOn` unless the owner opens them; in the owner's language.
 */
export function retentionWarningMail(
  config: Config,
  input: { to: string; name: string | null; files: string[]; deleteOn: Date; language?: InterfaceLanguage },
): MailMessage {
  const language = input.language ?? "en";
  const t = translator(language);
  const product = config.brand.name;
  const count = input.files.length;
  const date = formatIstLongDateIn(LOCALE_OF[language], input.deleteOn);
  const listed = input.files.slice(0, NAMES_LISTED).map((name) => `- ${name}`);
  const more = count > NAMES_LISTED ? [t("mail.retention.more", { count: count - NAMES_LISTED })] : [];
  return {
    kind: "retention-warning",
    to: input.to,
    subject: t("mail.retention.subject", { count, product, date }),
    text: [
      input.name ? t("mail.hello", { name: input.name }) : t("mail.helloThere"),
      "",
      t("mail.retention.body", { count }),
      "",
      ...listed,
      ...more,
      "",
      t("mail.retention.when", { count, date }),
      `${config.publicUrl}/upload`,
      "",
      t("mail.signatureSupport", { product, support: config.brand.supportEmail }),
    ].join("\n"),
  };
}
