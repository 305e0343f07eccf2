import { formatIstDateTime } from "#contract/dates.ts";
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

/** What the creator can do about a failure, by its code (publish.ts's Stop and Instagram's refusals). */
function whatToDo(config: Config, code: string, postUrl: string): string[] {
  switch (code) {
    case "plan":
      return [
        "Publishing automatically needs the Pro or Business plan. Upgrade, then press Retry on the post:",
        `${config.publicUrl}/subscribe`,
        "",
        "Or post it by hand from the post's page:",
        postUrl,
      ];
    case "media":
      return [
        "Open the post, change or replace the photos the reason names (or its caption), then press Retry; or post it by hand:",
        postUrl,
      ];
    case "unavailable":
      return ["Automatic publishing is switched off on this server. Post it by hand from the post's page:", postUrl];
    default:
      return [
        "Instagram may be busy or limiting this account for now. Open the post and press Retry later, or post it by hand:",
        postUrl,
      ];
  }
}

/** A post could not be published automatically: the reason and what to do (decision 733). */
export function publishFailedMail(
  config: Config,
  input: { to: string; firstName: string | null; post: { id: string; title: string }; code: string; reason: string },
): MailMessage {
  const product = config.brand.name;
  const postUrl = `${config.publicUrl}${postLinkPath(input.post.id)}`;
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
      "What to do:",
      ...whatToDo(config, input.code, postUrl),
      "",
      `— ${product}`,
    ].join("\n"),
  };
}

/** A scheduled post went out on Instagram by itself: when, and where to see it (decision 733). */
export function publishedMail(
  config: Config,
  input: {
    to: string;
    firstName: string | null;
    post: { id: string; title: string; permalink: string | null; postedAt: Date };
    username: string | null;
  },
): MailMessage {
  const product = config.brand.name;
  const { post } = input;
  const where = input.username ? ` to @${input.username}` : "";
  return {
    kind: "instagram-published",
    to: input.to,
    subject: `Your post went out: ${post.title.replace(/\s+/g, " ")}`,
    text: [
      hello(input.firstName),
      "",
      `"${post.title}" was published on Instagram${where} on ${formatIstDateTime(post.postedAt)}.`,
      "",
      ...(post.permalink ? ["See it on Instagram:", post.permalink, ""] : []),
      `The post in ${product} (Duplicate it there to post something like it again):`,
      `${config.publicUrl}${postLinkPath(post.id)}`,
      "",
      `— ${product}`,
    ].join("\n"),
  };
}
