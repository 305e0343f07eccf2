import { postText } from "#contract/post-text.ts";
import { postLinkPath } from "#contract/posts.ts";
import type { MailMessage } from "#server/adapters/mail/index.ts";
import type { Config } from "#server/config.ts";

/**
 * The e-mail sent at a post's scheduled time: the post's one text (heading, caption, hashtags,
 * decision 728) ready to copy, and a link
 * to the post itself (My Posts opens at it; a signed-out reader signs in first and lands there).
 */
export function reminderMail(
  config: Config,
  input: {
    to: string;
    firstName: string | null;
    post: { id: string; title: string; caption: string; hashtags: string };
    when: string;
  },
): MailMessage {
  const product = config.brand.name;
  const { post } = input;
  const copyText = postText({ heading: post.title, caption: post.caption, hashtags: post.hashtags });
  return {
    kind: "post-reminder",
    to: input.to,
    subject: `Time to post: ${post.title.replace(/\s+/g, " ")}`,
    text: [
      `Hello ${input.firstName || "there"},`,
      "",
      `You scheduled "${post.title}" for ${input.when}. Here is the post — heading, caption and hashtags — ready to copy into Instagram:`,
      "",
      "----------",
      copyText || "(This post has no caption yet.)",
      "----------",
      "",
      `Open the post in ${product} to see its photos, edit it or mark it posted:`,
      `${config.publicUrl}${postLinkPath(post.id)}`,
      "",
      `— ${product}`,
    ].join("\n"),
  };
}

/**
 * The e-mails of one step of a team's approvals (decision 761), one per recipient: a post sent
 * for review (to the owner and managers) or the decision on it (to whoever sent it), with the
 * reviewer's comment and a link to the post.
 */
export function reviewNoticeMails(
  config: Config,
  input: {
    event: "submitted" | "approved" | "changes_requested";
    teamName: string;
    actorName: string;
    post: {
      id: string;
      title: string;
      people: { approvedBy?: { comment: string | null }; changesRequestedBy?: { comment: string } };
    };
    recipients: { email: string; firstName: string | null }[];
  },
): MailMessage[] {
  const product = config.brand.name;
  const { post, actorName, teamName } = input;
  const title = post.title.replace(/\s+/g, " ");
  const link = `${config.publicUrl}${postLinkPath(post.id)}`;
  const comment =
    input.event === "approved" ? post.people.approvedBy?.comment : post.people.changesRequestedBy?.comment;
  const subject = {
    submitted: `Review requested: ${title}`,
    approved: `Approved: ${title}`,
    changes_requested: `Changes requested: ${title}`,
  }[input.event];
  const what = {
    submitted: `${actorName} sent the post "${post.title}" in ${teamName} for your review. Approve it, or send it back with a comment:`,
    approved: `${actorName} approved your post "${post.title}" in ${teamName}. An owner or manager can now schedule or publish it:`,
    changes_requested: `${actorName} asked for changes to your post "${post.title}" in ${teamName}. Edit it and send it for review again:`,
  }[input.event];
  return input.recipients.map((recipient) => ({
    kind: `post-review-${input.event.replace("_", "-")}`,
    to: recipient.email,
    subject,
    text: [
      `Hello ${recipient.firstName || "there"},`,
      "",
      what,
      link,
      ...(comment ? ["", `${actorName} wrote:`, comment] : []),
      "",
      `You get these e-mails as a member of ${teamName} on ${product}.`,
      `— ${product}`,
    ].join("\n"),
  }));
}
