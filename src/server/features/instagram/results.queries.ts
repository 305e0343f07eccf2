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
          p.content_field, coalesce(p.permalink, m.permalink) as permalink,
          coalesce(pub.published_at, p.posted_at, m.posted_at) as published_at
        from (${resultRowsSql(workspaceId)}) r
        left join posts p on p.id = r.post_id
        left join instagram_publications pub on pub.post_id = r.post_id
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

/** Results across every workspace, per source and kind (one GROUPING SETS pass), for the admin. */
export async function sumResultsBySource(db: Db) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select source, kind, grouping(kind) as all_kinds, count(*)::int as posts,
          count(distinct workspace_id)::int as workspaces, avg(rate) as mean_rate,
          sum(reach)::float8 as reach, sum(total_interactions)::float8 as interactions
        from (${resultRowsSql(undefined)}) r
        group by grouping sets ((source, kind), (source))`,
  );
  return rows.map((row) => ({
    source: String(row.source),
    kind: Number(row.all_kinds) === 1 ? ("all" as const) : String(row.kind),
    posts: Number(row.posts),
    workspaces: Number(row.workspaces),
    meanRate: row.mean_rate === null ? null : Number(row.mean_rate),
    reach: Number(row.reach ?? 0),
    interactions: Number(row.interactions ?? 0),
  }));
}

/** Published posts with any reading, per source; imported posts without a usable figure, per source. */
export async function countReadPosts(db: Db) {
  const [read, imported] = await Promise.all([
    queryRows<{ source: string; n: number }>(
      db,
      sql`select source, count(distinct post_id)::int as n from instagram_insights group by source`,
    ),
    queryRows<{ source: string; n: number }>(
      db,
      sql`select source, count(*)::int as n from instagram_imported_media
          where not (reach > 0 and total_interactions is not null and not not_enough_viewers)
          group by source`,
    ),
  ]);
  return {
    read: new Map(read.map((row) => [row.source, Number(row.n)])),
    importedWithout: new Map(imported.map((row) => [row.source, Number(row.n)])),
  };
}

/** Why readings stopped, and the connected accounts (with and without the insights permission). */
export async function countStoppedAndAccounts(db: Db) {
  const [stopped, accounts] = await Promise.all([
    queryRows<{ reason: string; n: number }>(
      db,
      sql`select insights_stop_reason as reason, count(*)::int as n from instagram_publications
          where insights_stop_reason is not null group by insights_stop_reason`,
    ),
    queryRows<{ connected: number; denied: number }>(
      db,
      sql`select count(*)::int as connected, (count(*) filter (where insights_denied_at is not null))::int as denied
          from instagram_accounts`,
    ),
  ]);
  const reason = (name: string) => Number(stopped.find((row) => row.reason === name)?.n ?? 0);
  return {
    stopped: { deleted: reason("deleted"), reconnect: reason("reconnect") },
    accounts: {
      connected: Number(accounts[0]?.connected ?? 0),
      insightsPermissionMissing: Number(accounts[0]?.denied ?? 0),
    },
  };
}
