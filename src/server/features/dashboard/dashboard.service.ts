import { PLANS, type PlanId } from "#contract/plans.ts";
import type { DashboardStats } from "#contract/posts.ts";
import { cachedUserRead } from "#server/db/user-reads-cache.ts";
import type { Deps } from "#server/deps.ts";
import { getGenerationUsage } from "../captions/captions.service.ts";
import { engagementRate } from "../instagram/instagram.service.ts";
import { readStorageStatsUntil, storageStatsUntil } from "../library/library.service.ts";
import { getPostStats } from "../posts/posts.service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** India Standard Time, UTC+5:30 all year. */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** The next midnight in India after `now` (today's captions count from it). */
export function nextIstMidnight(now: Date): number {
  return (Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - IST_OFFSET_MS;
}

/**
 * GET /api/dashboard: from the user reads cache while none of the user's posts, library,
 * captions or grants changed, until the next IST midnight or change of a grant (decision 742).
 */
export function readDashboardStats(deps: Deps, user: { id: string; subscriptionStatus: PlanId }) {
  return cachedUserRead(deps.database, "dashboard", { id: user.id, variant: user.subscriptionStatus }, () =>
    dashboardStatsUntil(deps, user, new Date(), readStorageStatsUntil),
  );
}

/**
 * The signed-in dashboard's figures, each counted from the database: posts, scheduled posts,
 * the real average of the posts' engagement estimates and how many posts carry one, the real
 * engagement rate from Instagram's figures (issue 32), saves and generations against the plan,
 * and storage.
 */
export async function getDashboardStats(
  deps: Deps,
  user: { id: string; subscriptionStatus: PlanId },
  now = new Date(),
): Promise<DashboardStats> {
  return (await dashboardStatsUntil(deps, user, now)).value;
}

/** getDashboardStats, with the instant it may next change by the clock alone. */
async function dashboardStatsUntil(
  deps: Deps,
  user: { id: string; subscriptionStatus: PlanId },
  now = new Date(),
  /** Where the storage figures come from: read now, or the route's cached storage read. */
  storageOf: typeof storageStatsUntil = storageStatsUntil,
): Promise<{ value: DashboardStats; validUntil: number }> {
  const plan = PLANS[user.subscriptionStatus];
  const [posts, rate, generations, { value: storage, validUntil }] = await Promise.all([
    getPostStats(deps, user),
    engagementRate(deps, user.id),
    getGenerationUsage(deps, user, now),
    storageOf(deps, user, now),
  ]);
  const value: DashboardStats = {
    plan: plan.id,
    totalPosts: posts.total,
    scheduledPosts: posts.scheduled,
    averageEngagement: posts.averageEngagement === null ? null : Math.round(posts.averageEngagement * 10) / 10,
    postsWithEngagement: posts.withEngagement,
    postsWithoutBasis: posts.withoutBasis,
    engagementRate: rate,
    freeSavesUsed: posts.total,
    freeSavesLimit: plan.savedPosts,
    generationsToday: generations.used,
    generationsLimit: generations.limit,
    generationsWindow: generations.window,
    storage,
  };
  // The day's captions start again at IST midnight; a pass's captions change with its grants.
  return { value, validUntil: Math.min(validUntil, nextIstMidnight(now)) };
}
