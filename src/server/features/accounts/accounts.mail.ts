import type { MailMessage } from "#server/adapters/mail/index.ts";
import type { Config } from "#server/config.ts";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The e-mail with a password reset link (valid 1 hour, single use). */
export function resetPasswordMail(config: Config, to: string, token: string): MailMessage {
  const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const product = config.brand.name;
  return {
    kind: "password-reset",
    to,
    subject: `Reset your ${product} password`,
    text: [
      "Hello,",
      "",
      `Someone (hopefully you) asked to reset the password of your ${product} account.`,
      "Open this link to choose a new password. It works once and expires in 1 hour:",
      "",
      link,
      "",
      "If you did not ask for this, ignore this e-mail: your password stays the same.",
      "",
      `— ${product} (${config.brand.supportEmail})`,
    ].join("\n"),
  };
}

/** The welcome e-mail after sign-up. */
export function welcomeMail(config: Config, to: string, firstName: string | null): MailMessage {
  const product = config.brand.name;
  return {
    kind: "welcome",
    to,
    subject: `Welcome to ${product}`,
    text: [
      `Hello ${firstName || "there"},`,
      "",
      `Your ${product} account is ready. Sign in at ${config.publicUrl}/login to turn your photos into`,
      "Instagram posts in 12 Indian languages.",
      "",
      `Questions? Write to ${config.brand.supportEmail}.`,
      "",
      `— ${product}`,
    ].join("\n"),
  };
}
