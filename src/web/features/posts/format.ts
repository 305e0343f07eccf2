/**
 * Pure helpers of the dashboard's posts: the schedule form's times in India Standard Time
 * (shown with lib/format.ts), the text Copy Content puts on the clipboard, and estimate labels.
 */

import type { ImportOutcome } from "#contract/insights.ts";
import { postText } from "#contract/post-text.ts";
import { POST_LINK_PARAM, type Post } from "#contract/posts.ts";
import { IST_TIME_ZONE } from "#web/lib/format.ts";

// pages/admin.tsx still imports these from here; the admin work moves it to lib/format.ts.
export { formatIstDate, formatIstDateTime } from "#web/lib/format.ts";

const IST_OFFSET = "+05:30";

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
const timeOnly = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * A date ("2026-12-01") and a time ("18:30") from the schedule form, read as IST whatever
 * the device's own zone, as the ISO time the API takes: "2026-12-01T18:30:00+05:30".
 * Returns null for a missing or impossible date or time.
 */
export function istInputToIso(date: string, time: string): string | null {
  const d = dateOnly.exec(date.trim());
  const t = timeOnly.exec(time.trim());
  if (!d || !t) return null;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return `${d[0]}T${t[0]}:00${IST_OFFSET}`;
}

const istParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: IST_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A moment as the schedule form's IST date and time fields: { date: "2026-12-01", time: "18:30" }. */
export function isoToIstInput(iso: string | Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    istParts.formatToParts(typeof iso === "string" ? new Date(iso) : iso).map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * What Copy Content puts on the clipboard: the post's one text (heading, caption, hashtags),
 * exactly what Create Post's Copy gave and what automatic publishing sends (decision 728).
 */
export const copyTextOf = (post: { title: string; caption: string; hashtags: string }): string =>
  postText({ heading: post.title, caption: post.caption, hashtags: post.hashtags });

/** The hashtags string split for display as chips: "#a #b" → ["#a", "#b"]. */
export const hashtagList = (hashtags: string) => hashtags.split(/\s+/).filter((tag) => tag !== "");

/** Spec §9: an estimate of 80 or more is High, 60 or more Medium, anything lower Low. */
export function engagementLevel(estimate: number): "High" | "Medium" | "Low" {
  if (estimate >= 80) return "High";
  if (estimate >= 60) return "Medium";
  return "Low";
}

/** The Avg. Engagement card's figure: "4.2%", or "—" when there is none. */
export const formatAverageEngagement = (average: number | null) =>
  average === null ? "—" : `${Number.isInteger(average) ? average : average.toFixed(1)}%`;

/**
 * What the Avg. Engagement figure is (issue 32): the real rate from Instagram's figures, with
 * its formula and how many posts it covers, or why there is none yet.
 */
export function engagementRateBasis(
  rate: { posts: number; sandboxPosts: number; importedPosts?: number; formula: string } | null,
): string {
  if (!rate) {
    return "No results from Instagram yet. A post published through CaptionKaro shows its reach and interactions from an hour after it goes out.";
  }
  const n = rate.sandboxPosts;
  const sandbox =
    n === 0
      ? ""
      : n === rate.posts
        ? ` ${n === 1 ? "It is a sandbox figure" : "All are sandbox figures"}, not Instagram's.`
        : ` ${n} of them ${n === 1 ? "is a sandbox figure" : "are sandbox figures"}, not Instagram's.`;
  const imported = rate.importedPosts ?? 0;
  const outside =
    imported === 0
      ? ""
      : imported === rate.posts
        ? ` ${imported === 1 ? "It was" : "All were"} posted outside CaptionKaro and imported.`
        : ` ${imported} of them ${imported === 1 ? "was" : "were"} posted outside CaptionKaro and imported.`;
  return `${rate.formula}: ${postsCount(rate.posts)}.${outside}${sandbox}`;
}

/** "1 post", "12 posts". */
export const postsCount = (n: number) => `${n} ${n === 1 ? "post" : "posts"}`;

/** A rate in percent as shown: "12.3%" (one decimal, none when whole). */
export const formatPercent = (percent: number) => `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;

/** What an import of the account's recent posts did, in one or two sentences. */
export function importOutcomeText(outcome: ImportOutcome): string {
  if (!outcome.completed) return outcome.problem ?? "The import did not finish.";
  const parts = [
    `${outcome.imported} new`,
    `${outcome.updated} updated`,
    ...(outcome.removed > 0 ? [`${outcome.removed} removed (deleted on Instagram)`] : []),
  ];
  const figures = [
    `${outcome.withFigures} with figures`,
    ...(outcome.notEnoughViewers > 0 ? [`${outcome.notEnoughViewers} with too few viewers for figures`] : []),
    ...(outcome.withoutFigures > 0 ? [`${outcome.withoutFigures} without figures this time`] : []),
  ];
  const own =
    outcome.publishedByCaptionKaro > 0
      ? ` ${postsCount(outcome.publishedByCaptionKaro)} published through CaptionKaro ${outcome.publishedByCaptionKaro === 1 ? "was" : "were"} left out (${outcome.publishedByCaptionKaro === 1 ? "its" : "their"} results are on ${outcome.publishedByCaptionKaro === 1 ? "the post" : "the posts"}).`
      : "";
  return `Instagram listed ${postsCount(outcome.listed)}: ${parts.join(", ")}; ${figures.join(", ")}.${own}${outcome.problem ? ` ${outcome.problem}` : ""}`;
}

/** "as of 3 h ago": how old a reading of a post's figures is, from when it was read. */
export function resultsAge(fetchedAt: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(fetchedAt)) / 60_000));
  if (minutes < 1) return "as of just now";
  if (minutes < 60) return `as of ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `as of ${hours} h ago`;
  return `as of ${Math.floor(hours / 24)} days ago`;
}

/** A figure from Instagram in Indian digit grouping (12,34,567), or "—" when Instagram gave none. */
export const formatFigure = (value: number | null) => (value === null ? "—" : value.toLocaleString("en-IN"));

/** The first characters of a caption for a list row, cut at a word boundary with an ellipsis. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const POST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The post an address names (`/?tab=posts&post=<id>`, the reminder e-mail's link), when it is an id. */
export function linkedPostId(search: string): string | undefined {
  const id = new URLSearchParams(search).get(POST_LINK_PARAM)?.trim();
  return id && POST_ID.test(id) ? id.toLowerCase() : undefined;
}

/** How often posts are asked again while one publishes (its processing, decision 810). */
export const PUBLISHING_POLL_MS = 2000;
/** How far ahead a due automatic publication is waited for with a timer; past that, asked again then. */
const LONGEST_WAIT_MS = 10 * 60_000;
/** A post due this long ago that has not started publishing is no longer waited for. */
const OVERDUE_MS = 10 * 60_000;

/**
 * When to ask for the posts again (TanStack Query's refetchInterval, decision 810): every 2 s
 * while one is publishing; when the next automatic publication is due (at most 10 minutes
 * ahead, then again); never when none is publishing or due.
 */
export function publishingRefetchMs(
  posts: readonly Pick<Post, "status" | "autoPublish" | "scheduledAt">[],
  now = Date.now(),
): number | false {
  if (posts.some((post) => post.status === "publishing")) return PUBLISHING_POLL_MS;
  const due = posts
    .filter((post) => post.status === "scheduled" && post.autoPublish && post.scheduledAt)
    .map((post) => Date.parse(post.scheduledAt ?? "") - now)
    .filter((wait) => wait > -OVERDUE_MS);
  if (due.length === 0) return false;
  return Math.min(Math.max(Math.min(...due) + 1000, PUBLISHING_POLL_MS), LONGEST_WAIT_MS);
}
