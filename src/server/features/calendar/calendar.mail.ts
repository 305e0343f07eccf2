import type { UpcomingFestival } from "#contract/festivals.ts";
import type { InterfaceLanguage } from "#contract/i18n/languages.ts";
import type { MailMessage } from "#server/adapters/mail/index.ts";
import type { Config } from "#server/config.ts";
import { translator } from "#server/i18n.ts";

export interface DigestPost {
  title: string;
  /** When it goes out, in words (IST). */
  when: string;
  /** "publishes automatically", "reminder by e-mail" … in the reader's language. */
  how: string;
}

/**
 * The calendar's weekly digest (issue 31, opt-in): a workspace's posts going out in the next
 * seven days, the posts still without a time, and the festivals of the next two weeks, with
 * links to the calendar (where the digest is turned off), in the reader's language.
 */
export function digestMail(
  config: Config,
  input: {
    to: string;
    firstName: string | null;
    /** The team's name, or null for the reader's own workspace. */
    workspace: string | null;
    isTeam?: boolean;
    posts: DigestPost[];
    unscheduled: number;
    festivals: Pick<UpcomingFestival, "name" | "date" | "daysAway">[];
    festivalDate: (day: string) => string;
    language?: InterfaceLanguage;
  },
): MailMessage {
  const t = translator(input.language ?? "en");
  const product = config.brand.name;
  const next = input.festivals[0];
  const workspace = input.workspace ?? (input.isTeam ? t("mail.digest.yourTeam") : t("mail.digest.yourWorkspace"));
  const count = input.posts.length;
  const subject = next
    ? t("mail.digest.subjectFestival", { workspace, count, festival: next.name, days: next.daysAway })
    : t("mail.digest.subject", { workspace, count });
  const postLines =
    input.posts.length === 0
      ? [t("mail.digest.nothing")]
      : input.posts.map((post) => `- ${post.when}: ${post.title.replace(/\s+/g, " ")} (${post.how})`);
  const festivalLines =
    input.festivals.length === 0
      ? [t("mail.digest.noFestivals")]
      : input.festivals.map((f) => `- ${input.festivalDate(f.date)}: ${f.name}`);
  return {
    kind: "calendar-digest",
    to: input.to,
    subject: subject.replace(/\s+/g, " "),
    text: [
      input.firstName ? t("mail.hello", { name: input.firstName }) : t("mail.helloThere"),
      "",
      t("mail.digest.goingOut", { workspace }),
      ...postLines,
      "",
      ...(input.unscheduled > 0 ? [t("mail.digest.unscheduled", { count: input.unscheduled }), ""] : []),
      t("mail.digest.festivals"),
      ...festivalLines,
      "",
      t("mail.digest.open", { link: `${config.publicUrl}/calendar` }),
      t("mail.digest.why"),
      "",
      t("mail.signature", { product }),
    ].join("\n"),
  };
}
