import type { InterfaceLanguage } from "#contract/i18n/languages.ts";
import { postText } from "#contract/post-text.ts";
import { postLinkPath } from "#contract/posts.ts";
import type { MailMessage } from "#server/adapters/mail/index.ts";
import type { Config } from "#server/config.ts";
import { translator } from "#server/i18n.ts";

/**
 * The e-mail sent at a post's scheduled time: the post's one text (heading, caption, hashtags,
 * decision 728) ready to copy, and a link
 * to the post itself (My Posts opens at it; a signed-out reader signs in first and lands there).
 * `when` is worded by the caller in the recipient's language.
 */
export function reminderMail(
  config: Config,
  input: {
    to: string;
    firstName: string | null;
    post: { id: string; title: string; caption: string; hashtags: string };
    when: string;
    language?: InterfaceLanguage;
  },
): MailMessage {
  const t = translator(input.language ?? "en");
  const product = config.brand.name;
  const { post } = input;
  const copyText = postText({ heading: post.title, caption: post.caption, hashtags: post.hashtags });
  return {
    kind: "post-reminder",
    to: input.to,
    subject: t("mail.reminder.subject", { title: post.title.replace(/\s+/g, " ") }),
    text: [
      input.firstName ? t("mail.hello", { name: input.firstName }) : t("mail.helloThere"),
      "",
      t("mail.reminder.scheduled", { title: post.title, when: input.when }),
      "",
      "----------",
      copyText || t("mail.reminder.noCaption"),
      "----------",
      "",
      t("mail.reminder.open", { product }),
      `${config.publicUrl}${postLinkPath(post.id)}`,
      "",
      t("mail.signature", { product }),
    ].join("\n"),
  };
}

const SUBJECT_KEYS = {
  submitted: "mail.review.subject.submitted",
  approved: "mail.review.subject.approved",
  changes_requested: "mail.review.subject.changes",
} as const;
const WHAT_KEYS = {
  submitted: "mail.review.submitted",
  approved: "mail.review.approved",
  changes_requested: "mail.review.changes",
} as const;

/**
 * The e-mails of one step of a team's approvals (decision 761), one per recipient in their
 * language: a post sent for review (to the owner and managers) or the decision on it (to whoever
 * sent it), with the reviewer's comment and a link to the post. `actorName` null: a former member.
 */
export function reviewNoticeMails(
  config: Config,
  input: {
    event: "submitted" | "approved" | "changes_requested";
    teamName: string;
    actorName: string | null;
    post: {
      id: string;
      title: string;
      people: { approvedBy?: { comment: string | null }; changesRequestedBy?: { comment: string } };
    };
    recipients: { email: string; firstName: string | null; language?: InterfaceLanguage }[];
  },
): MailMessage[] {
  const product = config.brand.name;
  const { post, teamName: team } = input;
  const title = post.title.replace(/\s+/g, " ");
  const link = `${config.publicUrl}${postLinkPath(post.id)}`;
  const comment =
    input.event === "approved" ? post.people.approvedBy?.comment : post.people.changesRequestedBy?.comment;
  return input.recipients.map((recipient) => {
    const t = translator(recipient.language ?? "en");
    const actor = input.actorName ?? t("mail.review.formerMember");
    return {
      kind: `post-review-${input.event.replace("_", "-")}`,
      to: recipient.email,
      subject: t(SUBJECT_KEYS[input.event], { title }),
      text: [
        recipient.firstName ? t("mail.hello", { name: recipient.firstName }) : t("mail.helloThere"),
        "",
        t(WHAT_KEYS[input.event], { actor, title: post.title, team }),
        link,
        ...(comment ? ["", t("mail.review.wrote", { actor }), comment] : []),
        "",
        t("mail.review.why", { team, product }),
        t("mail.signature", { product }),
      ].join("\n"),
    };
  });
}
