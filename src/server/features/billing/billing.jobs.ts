import { z } from "zod";
import type { Deps } from "../../deps.ts";
import type { JobHandler, RecurringSchedule } from "../../jobs/runner.ts";
import {
  JOB_PAYMENT_CONFIRMATION,
  JOB_PLAN_ENDING_REMINDER,
  JOB_PLAN_EXPIRY_SWEEP,
  sendPaymentConfirmation,
  sendPlanEndingReminder,
  sweepPlans,
} from "./billing.service.ts";

/** Background work of billing: confirmation e-mails, the hourly expiry sweep and its reminders. */
export function billingJobs(deps: Deps): { handlers: Record<string, JobHandler>; schedules: RecurringSchedule[] } {
  return {
    handlers: {
      [JOB_PAYMENT_CONFIRMATION]: async (payload) => {
        await sendPaymentConfirmation(deps, z.object({ orderId: z.string() }).parse(payload).orderId);
      },
      [JOB_PLAN_ENDING_REMINDER]: async (payload) => {
        await sendPlanEndingReminder(deps, z.object({ grantId: z.uuid() }).parse(payload).grantId);
      },
      [JOB_PLAN_EXPIRY_SWEEP]: async () => {
        await sweepPlans(deps);
      },
    },
    schedules: [{ kind: JOB_PLAN_EXPIRY_SWEEP, everyMs: 60 * 60 * 1000 }],
  };
}
