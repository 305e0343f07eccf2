import type { Deps } from "#server/deps.ts";
import type { JobHandler, RecurringSchedule } from "#server/jobs/runner.ts";
import { pruneAuditLog } from "./audit.service.ts";

export const JOB_AUDIT_PRUNE = "audit.prune";

/** Daily: entries older than the kept period go (the only deletion the table allows). */
export function auditJobs(deps: Deps): { handlers: Record<string, JobHandler>; schedules: RecurringSchedule[] } {
  return {
    handlers: {
      [JOB_AUDIT_PRUNE]: async () => {
        await pruneAuditLog(deps.database.db);
      },
    },
    schedules: [{ kind: JOB_AUDIT_PRUNE, everyMs: 24 * 60 * 60 * 1000 }],
  };
}
