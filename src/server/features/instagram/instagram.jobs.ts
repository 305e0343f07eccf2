import { z } from "zod";
import { INSIGHT_AGE_BUCKETS } from "#contract/insights.ts";
import type { Deps } from "#server/deps.ts";
import type { JobHandler, RecurringSchedule } from "#server/jobs/runner.ts";
import { JOB_PUBLISH_DUE, JOB_PUBLISH_OUTCOME_MAIL } from "../posts/posts.service.ts";
import { JOB_INSTAGRAM_IMPORT, runImport } from "./import.ts";
import {
  JOB_INSTAGRAM_INSIGHTS,
  JOB_INSTAGRAM_INSIGHTS_SWEEP,
  queueMissingInsightReadings,
  readPostInsights,
} from "./insights.ts";
import { JOB_INSTAGRAM_REFRESH, refreshInstagramTokens } from "./instagram.service.ts";
import { runPublishing, sendPublishOutcomeMail } from "./publish.ts";

const publishPayload = z.object({ postId: z.uuid().optional() });
const insightsPayload = z.object({ postId: z.uuid(), bucket: z.enum(INSIGHT_AGE_BUCKETS) });
const importPayload = z.object({ workspaceId: z.uuid(), requestedAt: z.iso.datetime().transform((v) => new Date(v)) });
const outcomePayload = z.discriminatedUnion("outcome", [
  z.object({ postId: z.uuid(), outcome: z.literal("posted") }),
  z.object({ postId: z.uuid(), outcome: z.literal("failed"), code: z.string(), reason: z.string() }),
]);

/**
 * Background work of Instagram publishing: publishing due posts (queued for each post's time,
 * and once a minute as a safety net), the e-mail of each outcome, the daily token refresh, and
 * the readings of published posts' figures (queued per post and age, with an hourly safety net),
 * and the import of the account's recent posts, when the creator asks for one.
 */
export function instagramJobs(deps: Deps): { handlers: Record<string, JobHandler>; schedules: RecurringSchedule[] } {
  return {
    handlers: {
      [JOB_PUBLISH_DUE]: async (payload) => {
        await runPublishing(deps, publishPayload.parse(payload).postId);
      },
      [JOB_PUBLISH_OUTCOME_MAIL]: async (payload) => {
        await sendPublishOutcomeMail(deps, outcomePayload.parse(payload));
      },
      [JOB_INSTAGRAM_REFRESH]: async () => {
        await refreshInstagramTokens(deps);
      },
      [JOB_INSTAGRAM_INSIGHTS]: async (payload, job) => {
        await readPostInsights(deps, insightsPayload.parse(payload), job);
      },
      [JOB_INSTAGRAM_INSIGHTS_SWEEP]: async () => {
        await queueMissingInsightReadings(deps);
      },
      [JOB_INSTAGRAM_IMPORT]: async (payload, job) => {
        await runImport(deps, importPayload.parse(payload), job);
      },
    },
    schedules: [
      { kind: JOB_PUBLISH_DUE, everyMs: 60 * 1000 },
      { kind: JOB_INSTAGRAM_REFRESH, everyMs: 24 * 60 * 60 * 1000 },
      { kind: JOB_INSTAGRAM_INSIGHTS_SWEEP, everyMs: 60 * 60 * 1000 },
    ],
  };
}
