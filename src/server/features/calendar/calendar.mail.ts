import type { UpcomingFestival } from "#contract/festivals.ts";
import type { MailMessage } from "#server/adapters/mail/index.ts";
import type { Config } from "#server/config.ts";

export interface DigestPost {
  title: string;
  /** When it goes out, in words (IST). */
  when: string;
  /** "publishes automatically", "reminder by e-mail" … */
  how: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The calendar's weekly digest (issue 31, opt-in): a workspace's posts going out in the next
 * seven days, the posts still without a time, and the festivals of the next two weeks, with
 * links to the calendar (where the digest is turned off).
 */
export function digestMail(
  config: Config,
  input: {
    to: string;
    firstName: string | null;
    workspace: string;
    posts: DigestPost[];
    unscheduled: number;
    festivals: Pick<UpcomingFestival, "name" | "date" | "daysAway">[];
    festivalDate: (day: string) => string;
  },
): MailMessage {
  const product = config.brand.name;
  const next = input.festivals[0];
  const subject = [
    `Your week ahead in ${input.workspace}: ${plural(input.posts.length, "post", "posts")} scheduled`,
    next ? `, ${next.name} ${next.daysAway === 0 ? "today" : `in ${plural(next.daysAway, "day", "days")}`}` : "",
  ].join("");
  const postLines =
    input.posts.length === 0
      ? ["Nothing is scheduled for the next 7 days."]
      : input.posts.map((post) => `- ${post.when}: ${post.title.replace(/\s+/g, " ")} (${post.how})`);
  const festivalLines =
    input.festivals.length === 0
      ? ["No festivals in the next 14 days."]
      : input.festivals.map((f) => `- ${input.festivalDate(f.date)}: ${f.name}`);
  return {
    kind: "calendar-digest",
    to: input.to,
    subject: subject.replace(/\s+/g, " "),
    text: [
      `Hello ${input.firstName || "there"},`,
      "",
      `Going out from ${input.workspace} in the next 7 days (times in IST):`,
      ...postLines,
      "",
      ...(input.unscheduled > 0
        ? [`${plural(input.unscheduled, "post has", "posts have")} no time yet (drafts and posts in review).`, ""]
        : []),
      "Festivals and occasions in the next 14 days:",
      ...festivalLines,
      "",
      `Open your calendar to move posts or plan one for a festival: ${config.publicUrl}/calendar`,
      `You get this because you turned on the weekly digest there; turn it off on the same page.`,
      "",
      `— ${product}`,
    ].join("\n"),
  };
}
