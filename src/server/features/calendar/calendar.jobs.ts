import type { Deps } from "#server/deps.ts";
import type { JobHandler, RecurringSchedule } from "#server/jobs/runner.ts";
import { sendWeeklyDigests } from "./calendar.service.ts";

export const JOB_CALENDAR_DIGESTS = "calendar.digests";

/** The calendar's weekly digests: looked at every hour; each goes out once a week from Monday 08:00 IST. */
export function calendarJobs(deps: Deps): { handlers: Record<string, JobHandler>; schedules: RecurringSchedule[] } {
  return {
    handlers: {
      [JOB_CALENDAR_DIGESTS]: async () => {
        await sendWeeklyDigests(deps);
      },
    },
    schedules: [{ kind: JOB_CALENDAR_DIGESTS, everyMs: 60 * 60 * 1000 }],
  };
}
