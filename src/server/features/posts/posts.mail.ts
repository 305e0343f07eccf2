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
