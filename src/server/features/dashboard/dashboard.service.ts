import { PLANS, type PlanId } from "#contract/plans.ts";
import type { DashboardStats } from "#contract/posts.ts";
import type { Deps } from "#server/deps.ts";
import { getGenerationUsage } from "../captions/captions.service.ts";
import { getStorageStats } from "../library/library.service.ts";
import { getPostStats } from "../posts/posts.service.ts";

/**
 * The signed-in dashboard's figures, each counted from the database: posts, scheduled posts,
 * the real average of the posts' engagement estimates and how many posts carry one, saves and generations against the
 * plan, and storage.
 */
export async function getDashboardStats(
  deps: Deps,
  user: { id: string; subscriptionStatus: PlanId },
  now = new Date(),
): Promise<DashboardStats> {
  const plan = PLANS[user.subscriptionStatus];
  const [posts, generations, storage] = await Promise.all([
    getPostStats(deps, user),
    getGenerationUsage(deps, user, now),
    getStorageStats(deps, user),
  ]);
  return {
    plan: plan.id,
    totalPosts: posts.total,
    scheduledPosts: posts.scheduled,
    averageEngagement: posts.averageEngagement === null ? null : Math.round(posts.averageEngagement * 10) / 10,
    postsWithEngagement: posts.withEngagement,
    postsWithoutBasis: posts.withoutBasis,
    freeSavesUsed: posts.total,
    freeSavesLimit: plan.savedPosts,
    generationsToday: generations.used,
    generationsLimit: generations.limit,
    generationsWindow: generations.window,
    storage,
  };
}
