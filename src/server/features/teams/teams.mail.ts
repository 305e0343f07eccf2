import type { TeamRole } from "#contract/workspaces.ts";
import { INVITATION_DAYS, ROLE_LABELS } from "#contract/workspaces.ts";
import type { MailMessage } from "#server/adapters/mail/index.ts";
import type { Config } from "#server/config.ts";

/** The link an invitation e-mail carries: the team page, which accepts it once signed in. */
export const invitationLink = (config: Config, token: string) =>
  `${config.publicUrl}/team/join?token=${encodeURIComponent(token)}`;

/** The e-mail inviting someone to a team (link valid INVITATION_DAYS days, single use). */
export function invitationMail(
  config: Config,
  input: { to: string; teamName: string; inviter: string; role: TeamRole; token: string },
): MailMessage {
  const product = config.brand.name;
  const role = ROLE_LABELS[input.role].toLowerCase();
  return {
    kind: "team-invitation",
    to: input.to,
    subject: `${input.inviter} invited you to ${input.teamName} on ${product}`,
    text: [
      "Hello,",
      "",
      `${input.inviter} invited you to join the team "${input.teamName}" on ${product} as a ${role}.`,
      `Open this link to accept. It works once and expires in ${INVITATION_DAYS} days:`,
      "",
      invitationLink(config, input.token),
      "",
      `You need a ${product} account with this e-mail address (${input.to}); the link lets you create one.`,
      "If you don't know this team, ignore this e-mail.",
      "",
      `— ${product} (${config.brand.supportEmail})`,
    ].join("\n"),
  };
}
