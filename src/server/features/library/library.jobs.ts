import { z } from "zod";
import type { Deps } from "#server/deps.ts";
import type { JobHandler, RecurringSchedule } from "#server/jobs/runner.ts";
import {
  analyseContent,
  cleanupAbandonedUploads,
  deleteStoredFiles,
  JOB_ANALYSE_CONTENT,
  JOB_CLEANUP_ABANDONED,
  JOB_DELETE_STORED_FILES,
  JOB_RETENTION,
  JOB_RETENTION_WARNING,
  runRetention,
  sendRetentionWarning,
} from "./library.service.ts";

const contentPayload = z.object({ contentId: z.uuid() });
const warningPayload = z.object({ userId: z.uuid(), warnedAt: z.iso.datetime() });
const filesPayload = z.object({ keys: z.array(z.string()) });

/**
 * Background work of the library: analysis after upload, removal of abandoned uploads, and
 * the daily retention run with its warning e-mails and file deletions (decision 573).
 */
export function libraryJobs(deps: Deps): { handlers: Record<string, JobHandler>; schedules: RecurringSchedule[] } {
  return {
    handlers: {
      [JOB_ANALYSE_CONTENT]: (payload) => analyseContent(deps, contentPayload.parse(payload).contentId),
      [JOB_CLEANUP_ABANDONED]: async () => {
        await cleanupAbandonedUploads(deps);
      },
      [JOB_RETENTION]: async () => {
        await runRetention(deps);
      },
      [JOB_RETENTION_WARNING]: async (payload) => {
        const { userId, warnedAt } = warningPayload.parse(payload);
        await sendRetentionWarning(deps, userId, new Date(warnedAt));
      },
      [JOB_DELETE_STORED_FILES]: (payload) => deleteStoredFiles(deps, filesPayload.parse(payload).keys),
    },
    schedules: [
      { kind: JOB_CLEANUP_ABANDONED, everyMs: 60 * 60 * 1000 },
      { kind: JOB_RETENTION, everyMs: 24 * 60 * 60 * 1000 },
    ],
  };
}
