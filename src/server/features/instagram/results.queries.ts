import { sql } from "drizzle-orm";
import { type Db, queryRows } from "#server/db/client.ts";
import { resultRowsSql } from "./insights.queries.ts";

/** One post with results as the dashboard's breakdown uses it (resultRowsSql with the post's own fields). */
export interface ResultRow {
  kind: "captionkaro" | "imported";
  /** The post's id, or the imported media's id. */
  id: string;
  rate: number;
  reach: number;
  totalInteractions: number;
  source: "graph" | "sandbox";
  ageBucket: string | null;
  fetchedAt: Date;
  title: string | null;
  caption: string;
  language: string | null;
  contentField: string | null;
  permalink: string | null;
  publishedAt: Date | null;
}

const toDate = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date));

/**
 * The workspace's posts with results, one row each (the same rows as the engagement rate): a
 * published post with its heading, caption, language, content field, link and publishing time;
 * an imported post with its caption, link and time (no heading, language or field).
 */
export async function findResultRows(db: Db, workspaceId: string): Promise<ResultRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select r.kind, coalesce(r.post_id::text, r.media_id) as id, r.rate, r.reach, r.total_interactions, r.source,
          r.age_bucket, r.fetched_at, p.title, coalesce(p.caption, m.caption, '') as caption, p.language,
          p.content_field, coalesce(pub.permalink, m.permalink) as permalink,
          coalesce(pub.published_at, p.posted_at, m.posted_at) as published_at
        from (${resultRowsSql(workspaceId)}) r
        left join posts p on p.id = r.post_id
        left join publications pub on pub.post_id = r.post_id and pub.destination = 'instagram'
        left join instagram_imported_media m on m.workspace_id = r.workspace_id and m.media_id = r.media_id`,
  );
  return rows.map((row) => ({
    kind: row.kind === "imported" ? "imported" : "captionkaro",
    id: String(row.id),
    rate: Number(row.rate),
    reach: Number(row.reach),
    totalInteractions: Number(row.total_interactions),
    source: row.source === "sandbox" ? "sandbox" : "graph",
    ageBucket: row.age_bucket === null || row.age_bucket === undefined ? null : String(row.age_bucket),
    fetchedAt: toDate(row.fetched_at) ?? new Date(0),
    title: row.title === null || row.title === undefined ? null : String(row.title),
    caption: String(row.caption ?? ""),
    language: row.language === null || row.language === undefined ? null : String(row.language),
    contentField: row.content_field === null || row.content_field === undefined ? null : String(row.content_field),
    permalink: row.permalink === null || row.permalink === undefined ? null : String(row.permalink),
    publishedAt: toDate(row.published_at),
  }));
}

interface SumRow {
  source: string;
  kind: string | null;
  all_kinds: number;
  posts: number;
  workspaces: number;
  mean_rate: number | null;
  reach: number | null;
  interactions: number | null;
}

/**
 * Results across every workspace for the admin, in one statement: per source and kind (and per
 * source over both kinds, GROUPING SETS) the posts with results, their workspaces, mean rate,
 * reach and interactions; published posts with any reading and imported posts without a usable
 * figure, per source; why readings stopped; connected accounts and those missing the insights
 * permission.
 */
export async function sumResultsForAdmin(db: Db) {
  const [row] = await queryRows<{
    sums: SumRow[] | string | null;
    read: { source: string; n: number }[] | string | null;
    imported: { source: string; n: number }[] | string | null;
    stopped: { deleted: number; reconnect: number } | string;
    accounts: { connected: number; denied: number } | string;
  }>(
    db,
    sql`with r as (${resultRowsSql(undefined)}),
        sums as (
          select source, kind, grouping(kind) as all_kinds, count(*)::int as posts,
            count(distinct workspace_id)::int as workspaces, avg(rate) as mean_rate,
            sum(reach)::float8 as reach, sum(total_interactions)::float8 as interactions
          from r group by grouping sets ((source, kind), (source))
        ),
        read as (select source, count(distinct post_id)::int as n from instagram_insights group by source),
        imported as (
          select source, count(*)::int as n from instagram_imported_media
          where not (coalesce(reach, 0) > 0 and total_interactions is not null and not not_enough_viewers)
          group by source
        )
        select
          (select json_agg(sums) from sums) as sums,
          (select json_agg(read) from read) as read,
          (select json_agg(imported) from imported) as imported,
          (select json_build_object(
             'deleted', count(*) filter (where results_stop_reason = 'deleted'),
             'reconnect', count(*) filter (where results_stop_reason = 'reconnect'))
           from publications where destination = 'instagram' and results_stop_reason is not null) as stopped,
          (select json_build_object('connected', count(*), 'denied', count(*) filter (where insights_denied_at is not null))
           from instagram_accounts) as accounts`,
  );
  const json = <T>(value: T | string | null | undefined): T | null =>
    value === null || value === undefined ? null : typeof value === "string" ? (JSON.parse(value) as T) : value;
  const sums = json(row?.sums) ?? [];
  const stopped = json(row?.stopped) ?? { deleted: 0, reconnect: 0 };
  const accounts = json(row?.accounts) ?? { connected: 0, denied: 0 };
  return {
    sums: sums.map((sum) => ({
      source: String(sum.source),
      kind: Number(sum.all_kinds) === 1 ? "all" : String(sum.kind),
      posts: Number(sum.posts),
      workspaces: Number(sum.workspaces),
      meanRate: sum.mean_rate === null ? null : Number(sum.mean_rate),
      reach: Number(sum.reach ?? 0),
      interactions: Number(sum.interactions ?? 0),
    })),
    read: new Map((json(row?.read) ?? []).map((r) => [r.source, Number(r.n)])),
    importedWithout: new Map((json(row?.imported) ?? []).map((r) => [r.source, Number(r.n)])),
    stopped: { deleted: Number(stopped.deleted), reconnect: Number(stopped.reconnect) },
    accounts: { connected: Number(accounts.connected), insightsPermissionMissing: Number(accounts.denied) },
  };
}
