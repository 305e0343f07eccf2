/**
 * Pure helpers of the dashboard's posts: the schedule form's times in India Standard Time
 * (shown with lib/format.ts), the text Copy Content puts on the clipboard, and estimate labels.
 */

import { ENGAGEMENT_RATE_FORMULA, type ImportOutcome, POST_RATE_FORMULA } from "#contract/insights.ts";
import { postText } from "#contract/post-text.ts";
import { POST_LINK_PARAM, type Post } from "#contract/posts.ts";
import type { Translate } from "#web/i18n/i18n.tsx";
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

/** The engagement formula as the server states it, in the interface language when it is ours. */
export const formulaIn = (t: Translate, formula: string) =>
  formula === ENGAGEMENT_RATE_FORMULA
    ? t("results.formula")
    : formula === POST_RATE_FORMULA
      ? t("results.postFormula")
      : formula;

/**
 * What the Avg. Engagement figure is (issue 32): the real rate from Instagram's figures, with
 * its formula and how many posts it covers, or why there is none yet.
 */
export function engagementRateBasis(
  t: Translate,
  rate: { posts: number; sandboxPosts: number; importedPosts?: number; formula: string } | null,
): string {
  if (!rate) return t("results.basis.none");
  const n = rate.sandboxPosts;
  const imported = rate.importedPosts ?? 0;
  const sentences = [
    t("results.basis", { formula: formulaIn(t, rate.formula), count: rate.posts }),
    ...(imported === 0
      ? []
      : [t(imported === rate.posts ? "results.basis.importedAll" : "results.basis.importedSome", { count: imported })]),
    ...(n === 0 ? [] : [t(n === rate.posts ? "results.basis.sandboxAll" : "results.basis.sandboxSome", { count: n })]),
  ];
  return sentences.join(" ");
}

/** "1 post", "12 posts". */
export const postsCount = (t: Translate, n: number) => t("results.posts", { count: n });

/** A rate in percent as shown: "12.3%" (one decimal, none when whole). */
export const formatPercent = (percent: number) => `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;

/** What an import of the account's recent posts did, in one or two sentences. */
export function importOutcomeText(t: Translate, outcome: ImportOutcome): string {
  if (!outcome.completed) return outcome.problem ?? t("results.import.notFinished");
  const parts = [
    t("results.import.new", { count: outcome.imported }),
    t("results.import.updated", { count: outcome.updated }),
    ...(outcome.removed > 0 ? [t("results.import.removed", { count: outcome.removed })] : []),
  ];
  const figures = [
    t("results.import.withFigures", { count: outcome.withFigures }),
    ...(outcome.notEnoughViewers > 0 ? [t("results.import.tooFewViewers", { count: outcome.notEnoughViewers })] : []),
    ...(outcome.withoutFigures > 0 ? [t("results.import.withoutFigures", { count: outcome.withoutFigures })] : []),
  ];
  const sentences = [
    t("results.import.listed", { count: outcome.listed, parts: parts.join(", "), figures: figures.join(", ") }),
    ...(outcome.publishedByCaptionKaro > 0
      ? [t("results.import.leftOut", { count: outcome.publishedByCaptionKaro })]
      : []),
    ...(outcome.problem ? [outcome.problem] : []),
  ];
  return sentences.join(" ");
}

/** "as of 3 h ago": how old a reading of a post's figures is, from when it was read. */
export function resultsAge(t: Translate, fetchedAt: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(fetchedAt)) / 60_000));
  if (minutes < 1) return t("results.ago.justNow");
  if (minutes < 60) return t("results.ago.minutes", { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t("results.ago.hours", { count: hours });
  return t("results.ago.days", { count: Math.floor(hours / 24) });
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
