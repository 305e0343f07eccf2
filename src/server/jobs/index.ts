import type { Deps } from "../deps.ts";
import { accountsJobs } from "../features/accounts/accounts.jobs.ts";
import { auditJobs } from "../features/audit/audit.jobs.ts";
import { billingJobs } from "../features/billing/billing.jobs.ts";
import { calendarJobs } from "../features/calendar/calendar.jobs.ts";
import { instagramJobs } from "../features/instagram/instagram.jobs.ts";
import { libraryJobs } from "../features/library/library.jobs.ts";
import { postsJobs } from "../features/posts/posts.jobs.ts";
import { createJobRunner, type JobRunner } from "./runner.ts";

/** The job runner with every feature's handlers and schedules (listed by hand, like routes). */
export function createAppJobRunner(
  deps: Deps,
  options: { logger?: Parameters<typeof createJobRunner>[0]["logger"] } = {},
): JobRunner {
  const features = [
    accountsJobs(deps),
    auditJobs(deps),
    billingJobs(deps),
    calendarJobs(deps),
    libraryJobs(deps),
    postsJobs(deps),
    instagramJobs(deps),
  ];
  return createJobRunner({
    db: deps.database.db,
    handlers: Object.assign({}, ...features.map((f) => f.handlers)),
    schedules: features.flatMap((f) => f.schedules),
    logger: options.logger,
    lockMs: deps.config.jobLockSeconds * 1000,
  });
}
