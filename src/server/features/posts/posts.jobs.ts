import { z } from "zod";
import type { Deps } from "#server/deps.ts";
import type { JobHandler, RecurringSchedule } from "#server/jobs/runner.ts";
import { JOB_POST_REMINDER, JOB_REVIEW_NOTICE, sendPostReminder, sendReviewNotice } from "./posts.service.ts";

const reminderPayload = z.object({ postId: z.uuid(), scheduledAt: z.iso.datetime() });
const reviewNoticePayload = z.object({
  postId: z.uuid(),
  event: z.enum(["submitted", "approved", "changes_requested"]),
  actorId: z.uuid(),
});

/** Background work of posts: the reminder e-mail at a post's scheduled time; a team's review notices. */
export function postsJobs(deps: Deps): { handlers: Record<string, JobHandler>; schedules: RecurringSchedule[] } {
  return {
    handlers: {
      [JOB_POST_REMINDER]: async (payload) => {
        const { postId, scheduledAt } = reminderPayload.parse(payload);
        await sendPostReminder(deps, postId, new Date(scheduledAt));
      },
      [JOB_REVIEW_NOTICE]: async (payload) => {
        await sendReviewNotice(deps, reviewNoticePayload.parse(payload));
      },
    },
    schedules: [],
  };
}
