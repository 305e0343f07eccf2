import { PLANS } from "#contract/plans.ts";
import type { DashboardStats } from "#contract/posts.ts";
import type { Member } from "#server/auth/workspace.ts";
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
 * GET /api/dashboard, the active workspace's figures: from the user reads cache while none of
 * the workspace's posts, library, captions or grants changed, until the next IST midnight or
 * change of a grant (decision 742). Cached in a personal workspace only, where the workspace
 * and its owner share the id every change announces; a team's figures follow its owner's
 * grants, announced under the owner's id, so they are counted afresh each time.
 */
export async function readDashboardStats(deps: Deps, member: Member): Promise<DashboardStats> {
  if (member.workspace.kind !== "personal") return getDashboardStats(deps, member);
  return cachedUserRead(
    deps.database,
    "dashboard",
    { id: member.workspaceId, variant: member.subscriptionStatus },
    () => dashboardStatsUntil(deps, member, new Date(), readStorageStatsUntil),
  );
}

/**
 * The active workspace's dashboard figures under its plan (its owner's), each counted from the
 * database: posts, scheduled posts,
 * the real average of the posts' engagement estimates and how many posts carry one, the real
 * engagement rate from Instagram's figures (issue 32), saves and generations against the plan,
 * and storage.
 */
export async function getDashboardStats(deps: Deps, member: Member, now = new Date()): Promise<DashboardStats> {
  return (await dashboardStatsUntil(deps, member, now)).value;
}

/** getDashboardStats, with the instant it may next change by the clock alone. */
async function dashboardStatsUntil(
  deps: Deps,
  member: Member,
  now = new Date(),
  /** Where the storage figures come from: read now, or the route's cached storage read. */
  storageOf: typeof storageStatsUntil = storageStatsUntil,
): Promise<{ value: DashboardStats; validUntil: number }> {
  const plan = PLANS[member.subscriptionStatus];
  const [posts, rate, generations, { value: storage, validUntil }] = await Promise.all([
    getPostStats(deps, member),
    // The workspace's Instagram account (instagram_accounts is keyed by workspace).
    engagementRate(deps, member.workspaceId),
    getGenerationUsage(deps, member, now),
    storageOf(deps, member, now),
  ]);
  const value: DashboardStats = {
    plan: plan.id,
    totalPosts: posts.total,
    scheduledPosts: posts.scheduled,
    postsInReview: posts.inReview,
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
