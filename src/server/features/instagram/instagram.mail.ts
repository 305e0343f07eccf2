import { postLinkPath } from "#contract/posts.ts";
import type { MailMessage } from "#server/adapters/mail/index.ts";
import type { Config } from "#server/config.ts";

const hello = (name: string | null) => `Hello ${name || "there"},`;

/** Instagram refused the token or a permission: nothing will publish until the creator connects again. */
export function reconnectMail(
  config: Config,
  input: { to: string; firstName: string | null; username: string; reason: string; postTitle?: string },
): MailMessage {
  const product = config.brand.name;
  return {
    kind: "instagram-reconnect",
    to: input.to,
    subject: `Connect Instagram again: posts to @${input.username} are on hold`,
    text: [
      hello(input.firstName),
      "",
      `Instagram stopped accepting ${product}'s access to @${input.username}: ${input.reason}`,
      input.postTitle
        ? `Your post "${input.postTitle}" was not published, and no scheduled post will go out until you connect again.`
        : "No scheduled post will go out until you connect again.",
      "",
      "To fix it, open your account page, choose Connect Instagram and allow access:",
      `${config.publicUrl}/account`,
      "",
      "Then press Retry on any post that shows Failed.",
      "",
      `— ${product}`,
    ].join("\n"),
  };
}

/** A post could not be published after the last try. */
export function publishFailedMail(
  config: Config,
  input: { to: string; firstName: string | null; post: { id: string; title: string }; reason: string },
): MailMessage {
  const product = config.brand.name;
  return {
    kind: "instagram-publish-failed",
    to: input.to,
    subject: `Not published: ${input.post.title.replace(/\s+/g, " ")}`,
    text: [
      hello(input.firstName),
      "",
      `We could not publish "${input.post.title}" to Instagram.`,
      `Reason: ${input.reason}`,
      "",
      "Open the post to fix it and press Retry, or post it by hand:",
      `${config.publicUrl}${postLinkPath(input.post.id)}`,
      "",
      `— ${product}`,
    ].join("\n"),
  };
}
