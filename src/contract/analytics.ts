import { z } from "zod";
import { ANALYTICS_BATCH_MAX, ANALYTICS_EVENTS, ANALYTICS_VALUE_MAX } from "./analytics-values.ts";
import { line } from "./text.ts";

const categories = Object.keys(ANALYTICS_EVENTS) as [
  keyof typeof ANALYTICS_EVENTS,
  ...(keyof typeof ANALYTICS_EVENTS)[],
];

const pageView = z.strictObject({
  type: z.literal("page"),
  /** The address's path only (no query, no fragment), as the browser's router shows it. */
  path: line()
    .min(1)
    .max(300, "path is too long")
    .regex(/^\/[^?#\s]*$/, "path must be a path starting with /, without a query"),
});

const customEvent = z
  .strictObject({
    type: z.literal("event"),
    category: z.enum(categories, { error: `category must be one of ${categories.join(", ")}` }),
    label: line().max(40),
    value: z.number().int("value must be a whole number").min(0).max(ANALYTICS_VALUE_MAX).optional(),
  })
  .refine((event) => (ANALYTICS_EVENTS[event.category] as readonly string[]).includes(event.label), {
    message: "label is not one of this category's events",
    path: ["label"],
  });

/**
 * POST /api/analytics: a batch of page views and events (decision 553). Strict: an unknown
 * field, category or label refuses the whole batch, so nothing but these shapes is stored.
 */
export const analyticsBatchSchema = z.strictObject({
  items: z
    .array(z.discriminatedUnion("type", [pageView, customEvent]))
    .min(1, "items must hold at least one page view or event")
    .max(ANALYTICS_BATCH_MAX, `items may hold at most ${ANALYTICS_BATCH_MAX} entries`),
});
export type AnalyticsBatch = z.output<typeof analyticsBatchSchema>;
