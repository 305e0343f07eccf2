import { type InterfaceLanguage, LOCALE_OF } from "#contract/i18n/languages.ts";
import { formatIstDateTimeIn } from "#contract/local-dates.ts";
import { postLinkPath } from "#contract/posts.ts";
import type { MailMessage } from "#server/adapters/mail/index.ts";
import type { Config } from "#server/config.ts";
import { translator } from "#server/i18n.ts";

type T = ReturnType<typeof translator>;

const hello = (t: T, name: string | null) => (name ? t("mail.hello", { name }) : t("mail.helloThere"));

/**
 * Instagram refused the token or a permission: nothing will publish until the creator connects
 * again. `reason` is worded in the recipient's language by the caller.
 */
export function reconnectMail(
  config: Config,
  input: {
    to: string;
    firstName: string | null;
    username: string;
    reason: string;
    postTitle?: string;
    language?: InterfaceLanguage;
  },
): MailMessage {
  const t = translator(input.language ?? "en");
  const product = config.brand.name;
  return {
    kind: "instagram-reconnect",
    to: input.to,
    subject: t("mail.reconnect.subject", { username: input.username }),
    text: [
      hello(t, input.firstName),
      "",
      t("mail.reconnect.stopped", { product, username: input.username, reason: input.reason }),
      input.postTitle ? t("mail.reconnect.notPublished", { title: input.postTitle }) : t("mail.reconnect.onHold"),
      "",
      t("mail.reconnect.fix"),
      `${config.publicUrl}/account`,
      "",
      t("mail.reconnect.retry"),
      "",
      t("mail.signature", { product }),
    ].join("\n"),
  };
}

/** What the creator can do about a failure, by its code (publish.ts's Stop and Instagram's refusals). */
function whatToDo(t: T, config: Config, code: string, postUrl: string): string[] {
  switch (code) {
    case "plan":
      return [t("mail.failed.plan"), `${config.publicUrl}/subscribe`, "", t("mail.failed.byHand"), postUrl];
    case "media":
      return [t("mail.failed.media"), postUrl];
    case "unavailable":
      return [t("mail.failed.unavailable"), postUrl];
    default:
      return [t("mail.failed.busy"), postUrl];
  }
}

/** A post could not be published automatically: the reason and what to do (decision 733). */
export function publishFailedMail(
  config: Config,
  input: {
    to: string;
    firstName: string | null;
    post: { id: string; title: string };
    code: string;
    reason: string;
    language?: InterfaceLanguage;
  },
): MailMessage {
  const t = translator(input.language ?? "en");
  const product = config.brand.name;
  const postUrl = `${config.publicUrl}${postLinkPath(input.post.id)}`;
  return {
    kind: "instagram-publish-failed",
    to: input.to,
    subject: t("mail.failed.subject", { title: input.post.title.replace(/\s+/g, " ") }),
    text: [
      hello(t, input.firstName),
      "",
      t("mail.failed.couldNot", { title: input.post.title }),
      t("mail.failed.reason", { reason: input.reason }),
      "",
      t("mail.failed.whatToDo"),
      ...whatToDo(t, config, input.code, postUrl),
      "",
      t("mail.signature", { product }),
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
    language?: InterfaceLanguage;
  },
): MailMessage {
  const language = input.language ?? "en";
  const t = translator(language);
  const product = config.brand.name;
  const { post } = input;
  const when = formatIstDateTimeIn(LOCALE_OF[language], post.postedAt);
  return {
    kind: "instagram-published",
    to: input.to,
    subject: t("mail.published.subject", { title: post.title.replace(/\s+/g, " ") }),
    text: [
      hello(t, input.firstName),
      "",
      input.username
        ? t("mail.published.whenTo", { title: post.title, username: input.username, when })
        : t("mail.published.when", { title: post.title, when }),
      "",
      ...(post.permalink ? [t("mail.published.see"), post.permalink, ""] : []),
      t("mail.published.inProduct", { product }),
      `${config.publicUrl}${postLinkPath(post.id)}`,
      "",
      t("mail.signature", { product }),
    ].join("\n"),
  };
}
