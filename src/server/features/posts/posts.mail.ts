import { postLinkPath } from "#contract/posts.ts";
import type { MailMessage } from "#server/adapters/mail/index.ts";
import type { Config } from "#server/config.ts";

/**
 * The e-mail sent at a post's scheduled time: caption and hashtags ready to copy, and a link
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
  const copyText = [post.caption, post.hashtags].filter((part) => part.trim() !== "").join("\n\n");
  return {
    kind: "post-reminder",
    to: input.to,
    subject: `Time to post: ${post.title.replace(/\s+/g, " ")}`,
    text: [
      `Hello ${input.firstName || "there"},`,
      "",
      `You scheduled "${post.title}" for ${input.when}. Here is the caption with its hashtags, ready to copy into Instagram:`,
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
