import { bigint, date, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

export const ANALYTICS_KINDS = ["page", "event"] as const;

/**
 * First-party analytics, aggregated per day (IST) as they arrive: a page view adds one to its
 * path's row, an event to its category and label's row (with its value summed). Nothing that
 * could tell visitors apart is stored: no address, no cookie, no id (decision 553).
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind", { enum: ANALYTICS_KINDS }).notNull(),
    /** A page's path (one of the route table's) or an event's category. */
    name: text("name").notNull(),
    /** An event's label; empty for a page. */
    label: text("label").notNull().default(""),
    hits: bigint("hits", { mode: "number" }).notNull().default(0),
    /** The sum of the events' values. */
    valueTotal: bigint("value_total", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.name, t.label] })],
);
