import { sql } from "drizzle-orm";
import { type Db, queryRows } from "#server/db/client.ts";
import { analyticsDaily } from "#server/db/schema/index.ts";

export interface DailyCount {
  kind: "page" | "event";
  name: string;
  label: string;
  hits: number;
  valueTotal: number;
}

/** Adds a batch's counts to the day's rows in one statement (a new row, or added to the one there). */
export async function addDailyCounts(db: Db, day: string, counts: DailyCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insert(analyticsDaily)
    .values(counts.map((count) => ({ day, ...count })))
    .onConflictDoUpdate({
      target: [analyticsDaily.day, analyticsDaily.kind, analyticsDaily.name, analyticsDaily.label],
      set: {
        hits: sql`${analyticsDaily.hits} + excluded.hits`,
        valueTotal: sql`${analyticsDaily.valueTotal} + excluded.value_total`,
      },
    });
}

/**
 * The days [fromDay, toDay] summed in one pass: per page or event (all the days), and page
 * views per day.
 */
export async function sumDailyCounts(db: Db, fromDay: string, toDay: string) {
  const rows = await queryRows<{
    kind: "page" | "event";
    name: string | null;
    label: string | null;
    day: string | null;
    by: number;
    hits: string;
    value_total: string;
  }>(
    db,
    sql`select kind, name, label, to_char(day, 'YYYY-MM-DD') as day, grouping(name, label, day) as by,
               sum(hits) as hits, sum(value_total) as value_total
        from analytics_daily where day between ${fromDay}::date and ${toDay}::date
        group by grouping sets ((kind, name, label), (kind, day))`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    /** 1 = a page or event over the whole range; 6 = a kind per day. */
    byDay: Number(row.by) === 6,
    name: row.name ?? "",
    label: row.label ?? "",
    day: row.day ?? "",
    hits: Number(row.hits),
    valueTotal: Number(row.value_total),
  }));
}
