/** Expiry: the hourly sweep back to free and the reminder a few days before a pass ends. */
import { PLANS, type PlanId } from "#contract/plans.ts";
import type { Deps } from "#server/deps.ts";
import { recipientLanguage } from "#server/i18n.ts";
import { enqueueJob } from "#server/jobs/queue.ts";
import { DAY_MS, refreshUserPlan } from "./billing.grants.ts";
import { planEndingMail } from "./billing.mail.ts";
import {
  findCurrentGrants,
  findGrantWithUser,
  findPlanGrantsEndingBetween,
  findUsersWithEndedPlans,
  lockUser,
} from "./billing.queries.ts";

export const JOB_PLAN_EXPIRY_SWEEP = "billing.plan-expiry-sweep";
export const JOB_PLAN_ENDING_REMINDER = "billing.plan-ending-reminder";
/** How long before a pass ends its reminder goes out. */
export const REMINDER_DAYS_BEFORE = 3;

/**
 * Returns users whose passes have all ended to the free plan (files are kept: only new uploads
 * and saves meet the free limits) and queues the reminder for passes ending within
 * REMINDER_DAYS_BEFORE days with nothing bought after them. Returns how many users changed.
 */
export async function sweepPlans(deps: Deps, now = new Date()): Promise<number> {
  const db = deps.database.db;
  let changed = 0;
  for (const userId of await findUsersWithEndedPlans(db, now, 500)) {
    await db.transaction(async (tx) => {
      if (!(await lockUser(tx, userId))) return;
      if ((await refreshUserPlan(tx, userId, now)) === "free") changed++;
    });
  }
  const soon = new Date(now.getTime() + REMINDER_DAYS_BEFORE * DAY_MS);
  for (const { grant } of await findPlanGrantsEndingBetween(db, now, soon)) {
    const later = await findCurrentGrants(db, grant.userId, now);
    if (later.some((g) => g.productKind === "plan" && g.endsAt > grant.endsAt)) continue;
    await enqueueJob(
      db,
      JOB_PLAN_ENDING_REMINDER,
      { grantId: grant.id },
      { uniqueKey: `${JOB_PLAN_ENDING_REMINDER}:${grant.id}` },
    );
  }
  return changed;
}

/** Sends the "your plan ends soon" e-mail for one grant. */
export async function sendPlanEndingReminder(deps: Deps, grantId: string): Promise<void> {
  const found = await findGrantWithUser(deps.database.db, grantId);
  if (!found || found.grant.endedAt) return;
  await deps.mailer.send(
    planEndingMail(deps.config, {
      to: found.email,
      name: found.firstName,
      plan: PLANS[found.grant.productId as PlanId]?.name ?? found.grant.productId,
      endsAt: found.grant.endsAt,
      language: recipientLanguage(found.language),
    }),
  );
}
