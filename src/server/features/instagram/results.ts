import type { AdminResults } from "#contract/admin-stats.ts";
import { CONTENT_FIELD_LABELS, CONTENT_FIELDS, type ContentField } from "#contract/captions.ts";
import {
  ENGAGEMENT_RATE_FORMULA,
  INSIGHT_AGE_BUCKETS,
  type InsightAgeBucket,
  POST_RATE_FORMULA,
  type ResultsBreakdown,
  type ResultsGroup,
  TOP_POSTS,
  type TopPost,
} from "#contract/insights.ts";
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from "#contract/languages.ts";
import { roleAtLeast } from "#contract/workspaces.ts";
import type { Member } from "#server/auth/workspace.ts";
import type { Deps } from "#server/deps.ts";
import { countImportedMedia } from "./import.queries.ts";
import { findAccount } from "./instagram.queries.ts";
import { planAllowsAutoPublish } from "./instagram.service.ts";
import { findResultRows, type ResultRow, sumResultsForAdmin } from "./results.queries.ts";

/**
 * What the creator's results say beyond the one engagement figure (issue 32, decision 770): the
 * dashboard's breakdown by language and by content field and its best posts, the admin's totals
 * across users, and the best captions the model may take as style examples. Every figure is the
 * same per-post rate (total interactions ÷ reach, at 72 hours or the newest reading; an imported
 * post as read at its import) over the posts it names, with their count.
 */

/** A rate as a percent with one decimal (12.34 % → 12.3). */
const percentOf = (rate: number) => Math.round(rate * 1000) / 10;
const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

const isLanguage = (code: string | null): code is LanguageCode =>
  code !== null && (LANGUAGE_CODES as readonly string[]).includes(code);
const isField = (field: string | null): field is ContentField =>
  field !== null && (CONTENT_FIELDS as readonly string[]).includes(field);
const isAgeBucket = (bucket: string | null): bucket is InsightAgeBucket =>
  bucket !== null && (INSIGHT_AGE_BUCKETS as readonly string[]).includes(bucket);

/** Groups of rows by a key: each group's mean rate and counts, the most posts first, "not recorded" last. */
function groupBy(
  rows: readonly ResultRow[],
  keyOf: (row: ResultRow) => string | null,
  labelOf: (key: string) => string,
): ResultsGroup[] {
  const groups = new Map<string | null, ResultRow[]>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups]
    .map(([key, members]) => ({
      key,
      label:
        key !== null
          ? labelOf(key)
          : members.every((row) => row.kind === "imported")
            ? "Not recorded (posted outside CaptionKaro)"
            : "Not recorded",
      percent: percentOf(mean(members.map((row) => row.rate))),
      posts: members.length,
      sandboxPosts: members.filter((row) => row.source === "sandbox").length,
      importedPosts: members.filter((row) => row.kind === "imported").length,
    }))
    .sort(
      (a, b) =>
        Number(a.key === null) - Number(b.key === null) ||
        b.posts - a.posts ||
        b.percent - a.percent ||
        a.label.localeCompare(b.label),
    );
}

/** At most `max` characters (whole code points), marked when cut. */
function clip(text: string, max: number): string {
  const points = [...text.trim()];
  return points.length <= max ? points.join("") : `${points.slice(0, max - 1).join("")}…`;
}

function presentTopPost(row: ResultRow): TopPost {
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    caption: clip(row.caption, 300),
    language: isLanguage(row.language) ? row.language : null,
    contentField: isField(row.contentField) ? row.contentField : null,
    permalink: row.permalink,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    percent: percentOf(row.rate),
    reach: row.reach,
    totalInteractions: row.totalInteractions,
    ageBucket: isAgeBucket(row.ageBucket) ? row.ageBucket : null,
    fetchedAt: row.fetchedAt.toISOString(),
    source: row.source === "sandbox" ? "sandbox" : "instagram",
  };
}

/** Best first: the higher rate, then the larger reach, then the newer reading. */
const byRate = (a: ResultRow, b: ResultRow) =>
  b.rate - a.rate || b.reach - a.reach || b.fetchedAt.getTime() - a.fetchedAt.getTime() || a.id.localeCompare(b.id);

/**
 * GET /api/dashboard/results for the member's workspace: the engagement rate over all its posts
 * with results, by language and by content field (each group with its count), the TOP_POSTS
 * best posts by rate, the imported posts' count, and whether the results prompt shows.
 */
export async function getResultsBreakdown(deps: Deps, member: Member): Promise<ResultsBreakdown> {
  const db = deps.database.db;
  const [rows, imported, account] = await Promise.all([
    findResultRows(db, member.workspaceId),
    countImportedMedia(db, member.workspaceId),
    findAccount(db, member.workspaceId),
  ]);
  const overall =
    rows.length === 0
      ? null
      : {
          percent: percentOf(mean(rows.map((row) => row.rate))),
          posts: rows.length,
          sandboxPosts: rows.filter((row) => row.source === "sandbox").length,
          importedPosts: rows.filter((row) => row.kind === "imported").length,
          formula: ENGAGEMENT_RATE_FORMULA,
        };
  const labels = new Map<string, string>(LANGUAGES.map((language) => [language.code, language.label]));
  return {
    formula: ENGAGEMENT_RATE_FORMULA,
    postFormula: POST_RATE_FORMULA,
    overall,
    byLanguage: groupBy(
      rows,
      (row) => (isLanguage(row.language) ? row.language : null),
      (key) => labels.get(key) ?? key,
    ),
    byContentField: groupBy(
      rows,
      (row) => (isField(row.contentField) ? row.contentField : null),
      (key) => (isField(key) ? CONTENT_FIELD_LABELS[key] : key),
    ),
    topPosts: [...rows].sort(byRate).slice(0, TOP_POSTS).map(presentTopPost),
    imported: {
      count: imported.count,
      withFigures: imported.withFigures,
      lastImportAt: account?.importFinishedAt?.toISOString() ?? null,
    },
    insightsPermissionMissing: account?.insightsDeniedAt != null,
    canImport: Boolean(
      deps.instagram &&
        account &&
        account.provider === deps.instagram.kind &&
        !account.needsReconnectAt &&
        roleAtLeast(member.role, "manager") &&
        planAllowsAutoPublish(member.subscriptionStatus),
    ),
  };
}

/** A caption the model may take as a style example: its words and what it did. */
export interface BestCaption {
  caption: string;
  /** total interactions ÷ reach, percent (one decimal). */
  ratePercent: number;
  reach: number;
  /** The language it was written in; null when not recorded (imported from Instagram). */
  language: LanguageCode | null;
  postedOutsideCaptionKaro: boolean;
}

/** Captions are cited only once this many posts have results, so "best" means better than others. */
export const BEST_CAPTIONS_MIN_POSTS = 5;

/**
 * The workspace's best-performing captions for the model's prompt (issue 32): the `limit` posts
 * with the highest rate among its posts with Instagram's own figures (never the sandbox's
 * made-up ones), once at least BEST_CAPTIONS_MIN_POSTS have them; empty captions and repeats
 * left out. Empty below the threshold.
 */
export async function bestCaptionsForPrompt(deps: Deps, workspaceId: string, limit: number): Promise<BestCaption[]> {
  const rows = (await findResultRows(deps.database.db, workspaceId)).filter((row) => row.source === "graph");
  if (rows.length < BEST_CAPTIONS_MIN_POSTS) return [];
  const seen = new Set<string>();
  const best: BestCaption[] = [];
  for (const row of [...rows].sort(byRate)) {
    if (best.length >= limit) break;
    const caption = row.caption.trim();
    if (!caption || seen.has(caption)) continue;
    seen.add(caption);
    best.push({
      caption,
      ratePercent: percentOf(row.rate),
      reach: row.reach,
      language: isLanguage(row.language) ? row.language : null,
      postedOutsideCaptionKaro: row.kind === "imported",
    });
  }
  return best;
}

/** The admin's results across every workspace, per source, with what each mean covers (one statement). */
export async function adminResultsTotals(deps: Deps): Promise<AdminResults> {
  const totals = await sumResultsForAdmin(deps.database.db);
  const bySource = (["graph", "sandbox"] as const).map((source) => {
    const all = totals.sums.find((row) => row.source === source && row.kind === "all");
    const kind = (name: string) => totals.sums.find((row) => row.source === source && row.kind === name)?.posts ?? 0;
    return {
      source: source === "graph" ? ("instagram" as const) : ("sandbox" as const),
      posts: all?.posts ?? 0,
      publishedPosts: kind("captionkaro"),
      importedPosts: kind("imported"),
      workspaces: all?.workspaces ?? 0,
      meanRatePercent: all?.meanRate === null || all?.meanRate === undefined ? null : percentOf(all.meanRate),
      pooledRatePercent: all && all.reach > 0 ? percentOf(all.interactions / all.reach) : null,
      reach: all?.reach ?? 0,
      interactions: all?.interactions ?? 0,
      publishedPostsRead: totals.read.get(source) ?? 0,
      importedWithoutFigures: totals.importedWithout.get(source) ?? 0,
    };
  });
  return { formula: ENGAGEMENT_RATE_FORMULA, bySource, stopped: totals.stopped, accounts: totals.accounts };
}
