import type { InterfaceLanguage } from "#contract/i18n/languages.ts";
import type { TeamRole } from "#contract/workspaces.ts";
import { INVITATION_DAYS } from "#contract/workspaces.ts";
import type { MailMessage } from "#server/adapters/mail/index.ts";
import type { Config } from "#server/config.ts";
import { translator } from "#server/i18n.ts";

/** The link an invitation e-mail carries: the team page, which accepts it once signed in. */
export const invitationLink = (config: Config, token: string) =>
  `${config.publicUrl}/team/join?token=${encodeURIComponent(token)}`;

/**
 * The e-mail inviting someone to a team (link valid INVITATION_DAYS days, single use), in the
 * inviter's language: the invitee may have no account yet (decision 807).
 */
export function invitationMail(
  config: Config,
  input: {
    to: string;
    teamName: string;
    inviter: string;
    role: TeamRole;
    token: string;
    language?: InterfaceLanguage;
  },
): MailMessage {
  const t = translator(input.language ?? "en");
  const product = config.brand.name;
  const team = input.teamName;
  return {
    kind: "team-invitation",
    to: input.to,
    subject: t("mail.invite.subject", { inviter: input.inviter, team, product }),
    text: [
      t("mail.helloPlain"),
      "",
      t("mail.invite.body", { inviter: input.inviter, team, product, role: input.role }),
      t("mail.invite.open", { days: INVITATION_DAYS }),
      "",
      invitationLink(config, input.token),
      "",
      t("mail.invite.account", { product, email: input.to }),
      t("mail.invite.ignore"),
      "",
      t("mail.signatureSupport", { product, support: config.brand.supportEmail }),
    ].join("\n"),
  };
}
