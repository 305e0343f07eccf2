/**
 * Pure helpers of the dashboard's posts: the schedule form's times in India Standard Time
 * (shown with lib/format.ts), the text Copy Content puts on the clipboard, and estimate labels.
 */

import { postText } from "#contract/post-text.ts";
import { POST_LINK_PARAM } from "#contract/posts.ts";
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

/** The Avg. Engagement card's figure: "72.5%", or "—" when no post carries an estimate. */
export const formatAverageEngagement = (average: number | null) =>
  average === null ? "—" : `${Number.isInteger(average) ? average : average.toFixed(1)}%`;

/**
 * What the Avg. Engagement figure covers: "from 3 of 10 posts with an estimate", or why there
 * is no figure. Only an AI model's estimate is saved with a post; the built-in writer makes none.
 * Figures saved before estimates carried a basis are left out, and it says how many (decision 207).
 */
export function averageEngagementBasis(stats: {
  totalPosts: number;
  postsWithEngagement: number;
  averageEngagement: number | null;
  postsWithoutBasis?: number;
}): string {
  const left = stats.postsWithoutBasis ?? 0;
  const leftOut =
    left > 0
      ? ` ${left} older ${left === 1 ? "figure" : "figures"} without a stated basis ${left === 1 ? "is" : "are"} left out.`
      : "";
  if (stats.averageEngagement === null || stats.postsWithEngagement === 0) {
    return stats.totalPosts === 0
      ? "No posts yet. Only captions written by an AI model carry an engagement estimate."
      : `None of your ${stats.totalPosts} ${stats.totalPosts === 1 ? "post has" : "posts have"} an estimate with a stated basis: only captions written by an AI model carry one.${leftOut}`;
  }
  return `From ${stats.postsWithEngagement} of ${stats.totalPosts} ${stats.totalPosts === 1 ? "post" : "posts"} with an engagement estimate${leftOut ? `.${leftOut}` : ""}`;
}

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
