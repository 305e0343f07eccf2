import type { MailMessage } from "../../adapters/mail/index.ts";
import type { Config } from "../../config.ts";

/** The e-mail sent at a post's scheduled time: caption and hashtags ready to copy, and a link to the app. */
export function reminderMail(
  config: Config,
  input: {
    to: string;
    firstName: string | null;
    post: { title: string; caption: string; hashtags: string };
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
      `Open ${product} to see the post and its photos: ${config.publicUrl}/?tab=posts`,
      "",
      `— ${product}`,
    ].join("\n"),
  };
}
