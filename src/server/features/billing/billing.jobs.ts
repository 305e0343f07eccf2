import { z } from "zod";
import type { Deps } from "#server/deps.ts";
import type { JobHandler, RecurringSchedule } from "#server/jobs/runner.ts";
import { JOB_COMPLIMENTARY_PASS_MAIL, sendComplimentaryPassMail } from "./billing.admin.ts";
import {
  JOB_PLAN_ENDING_REMINDER,
  JOB_PLAN_EXPIRY_SWEEP,
  sendPlanEndingReminder,
  sweepPlans,
} from "./billing.expiry.ts";
import { JOB_PAYMENT_CONFIRMATION, sendPaymentConfirmation } from "./billing.invoices.ts";
import {
  checkPendingRefunds,
  JOB_REFUND_FAILED_NOTICE,
  JOB_REFUND_STATUS_SWEEP,
  sendRefundFailedNotice,
} from "./billing.refunds.ts";

/**
 * Background work of billing: confirmation e-mails, the complimentary pass's e-mail, the hourly expiry sweep and its reminders,
 * the half-hourly check of pending refunds and the operator's notice of a failed one.
 */
export function billingJobs(deps: Deps): { handlers: Record<string, JobHandler>; schedules: RecurringSchedule[] } {
  return {
    handlers: {
      [JOB_PAYMENT_CONFIRMATION]: async (payload) => {
        await sendPaymentConfirmation(deps, z.object({ orderId: z.string() }).parse(payload).orderId);
      },
      [JOB_COMPLIMENTARY_PASS_MAIL]: async (payload) => {
        await sendComplimentaryPassMail(deps, z.object({ grantId: z.uuid(), queued: z.boolean() }).parse(payload));
      },
      [JOB_PLAN_ENDING_REMINDER]: async (payload) => {
        await sendPlanEndingReminder(deps, z.object({ grantId: z.uuid() }).parse(payload).grantId);
      },
      [JOB_PLAN_EXPIRY_SWEEP]: async () => {
        await sweepPlans(deps);
      },
      [JOB_REFUND_STATUS_SWEEP]: async () => {
        await checkPendingRefunds(deps);
      },
      [JOB_REFUND_FAILED_NOTICE]: async (payload) => {
        await sendRefundFailedNotice(deps, z.object({ refundId: z.string() }).parse(payload).refundId);
      },
    },
    schedules: [
      { kind: JOB_PLAN_EXPIRY_SWEEP, everyMs: 60 * 60 * 1000 },
      { kind: JOB_REFUND_STATUS_SWEEP, everyMs: 30 * 60 * 1000 },
    ],
  };
}
