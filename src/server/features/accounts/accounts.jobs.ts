import { z } from "zod";
import type { Deps } from "#server/deps.ts";
import type { JobHandler, RecurringSchedule } from "#server/jobs/runner.ts";
import {
  JOB_PURGE_ACCOUNT,
  JOB_PURGE_SWEEP,
  JOB_SEND_PASSWORD_RESET,
  JOB_SEND_WELCOME,
  purgeAccount,
  sendPasswordReset,
  sendWelcome,
  sweepDeletedAccounts,
} from "./accounts.service.ts";

const userPayload = z.object({ userId: z.uuid() });
/** The language of the request that caused a mail (decision 807); older jobs have none. */
const requested = { language: z.string().optional() };
const emailPayload = z.object({ email: z.string(), ...requested });
const welcomePayload = z.object({ userId: z.uuid(), ...requested });

/** The background work of the accounts feature. */
export function accountsJobs(deps: Deps): { handlers: Record<string, JobHandler>; schedules: RecurringSchedule[] } {
  return {
    handlers: {
      [JOB_SEND_PASSWORD_RESET]: (payload) => {
        const { email, language } = emailPayload.parse(payload);
        return sendPasswordReset(deps, email, language);
      },
      [JOB_SEND_WELCOME]: (payload) => {
        const { userId, language } = welcomePayload.parse(payload);
        return sendWelcome(deps, userId, language);
      },
      [JOB_PURGE_ACCOUNT]: (payload) => purgeAccount(deps, userPayload.parse(payload).userId),
      [JOB_PURGE_SWEEP]: () => sweepDeletedAccounts(deps),
    },
    schedules: [{ kind: JOB_PURGE_SWEEP, everyMs: 24 * 60 * 60 * 1000 }],
  };
}
