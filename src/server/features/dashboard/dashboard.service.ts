import { istDate, PLANS, type PlanId } from "../../../contract/plans.ts";
import type { DashboardStats } from "../../../contract/posts.ts";
import type { Deps } from "../../deps.ts";
import { countGenerations } from "../captions/captions.queries.ts";
import { quotaOf } from "../captions/captions.service.ts";
import { getStorageStats } from "../library/library.service.ts";
import { postStats } from "../posts/posts.queries.ts";

/**
 * The signed-in dashboard's figures, each counted from the database: posts, scheduled posts,
 * the real average of the posts' engagement estimates, saves and generations against the
 * plan, and storage.
 */
export async function getDashboardStats(
  deps: Deps,
  user: { id: string; subscriptionStatus: PlanId },
  now = new Date(),
): Promise<DashboardStats> {
  const db = deps.database.db;
  const plan = PLANS[user.subscriptionStatus];
  const quota = quotaOf(user.subscriptionStatus);
  const [posts, generations, storage] = await Promise.all([
    postStats(db, user.id),
    countGenerations(db, user.id, quota.window, istDate(now)),
    getStorageStats(deps, user),
  ]);
  return {
    plan: plan.id,
    totalPosts: posts.total,
    scheduledPosts: posts.scheduled,
    averageEngagement: posts.averageEngagement === null ? null : Math.round(posts.averageEngagement * 10) / 10,
    freeSavesUsed: posts.total,
    freeSavesLimit: plan.savedPosts,
    generationsToday: generations,
    generationsLimit: quota.limit,
    generationsWindow: quota.window,
    storage,
  };
}
