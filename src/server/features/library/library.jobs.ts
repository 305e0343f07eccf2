import { z } from "zod";
import type { Deps } from "../../deps.ts";
import type { JobHandler, RecurringSchedule } from "../../jobs/runner.ts";
import {
  analyseContent,
  cleanupAbandonedUploads,
  JOB_ANALYSE_CONTENT,
  JOB_CLEANUP_ABANDONED,
} from "./library.service.ts";

const contentPayload = z.object({ contentId: z.uuid() });

/** Background work of the library: analysis after upload, removal of abandoned uploads. */
export function libraryJobs(deps: Deps): { handlers: Record<string, JobHandler>; schedules: RecurringSchedule[] } {
  return {
    handlers: {
      [JOB_ANALYSE_CONTENT]: (payload) => analyseContent(deps, contentPayload.parse(payload).contentId),
      [JOB_CLEANUP_ABANDONED]: async () => {
        await cleanupAbandonedUploads(deps);
      },
    },
    schedules: [{ kind: JOB_CLEANUP_ABANDONED, everyMs: 60 * 60 * 1000 }],
  };
}
