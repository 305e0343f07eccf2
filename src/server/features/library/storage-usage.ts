import { STORAGE_WARNING_PERCENT, type StorageStats } from "#contract/library.ts";
import type { PlanId } from "#contract/plans.ts";
import { cachedUserReadUntil } from "#server/db/user-reads-cache.ts";
import type { Deps } from "#server/deps.ts";
import { type AppError, payloadTooLarge } from "#server/errors.ts";
import { type Message, translate } from "#server/i18n.ts";
import { storageLimitOf, storageLimitUntil } from "../billing/billing.service.ts";
import { sumStoredBytes } from "./library.queries.ts";
import type { LibraryMember } from "./library.service.ts";

const MB = 1024 * 1024;

const mb = (bytes: number) => Math.round((bytes / MB) * 100) / 100;

/** The 413 of an upload that would not fit (spec §7), with the figures the upload page shows. */
export function storageExceeded(member: { subscriptionStatus: PlanId }, used: number, limit: number): AppError {
  const upgradeRequired = member.subscriptionStatus !== "business";
  const message: Message = {
    key: "errors.library.storageExceeded",
    values: {
      used: mb(used),
      limit: mb(limit),
      advice: { key: upgradeRequired ? "errors.library.adviceUpgrade" : "errors.library.adviceFree" },
    },
  };
  return payloadTooLarge(message, "storage_exceeded", {
    details: {
      storageExceeded: true,
      currentUsage: used,
      limit,
      upgradeRequired,
      // The body's own copy stays English (the error's message is worded per request).
      message: translate("en", message),
    },
  });
}

/**
 * Whose grants give a workspace its storage: its owner's (the plan the member acts under is
 * already the owner's, and so are the storage add-ons), for every member alike.
 */
const quotaHolderOf = (member: LibraryMember) => ({
  id: member.workspace.ownerId,
  subscriptionStatus: member.subscriptionStatus,
});

/** The storage a workspace may use now: its owner's plan plus the owner's running storage add-ons. */
export function workspaceStorageLimit(deps: Deps, member: LibraryMember): Promise<number> {
  return storageLimitOf(deps.database.db, quotaHolderOf(member));
}

/**
 * The workspace's storage use and limit (its owner's plan plus the owner's running add-ons), as
 * the dashboard and upload page show it.
 */
export async function getStorageStats(deps: Deps, member: LibraryMember): Promise<StorageStats> {
  return (await storageStatsUntil(deps, member)).value;
}

/**
 * GET /api/storage-stats: from the user reads cache while neither the library nor the grants
 * changed and no add-on started or ended (decision 742).
 */
export async function readStorageStats(deps: Deps, member: LibraryMember): Promise<StorageStats> {
  return (await readStorageStatsUntil(deps, member)).value;
}

/**
 * readStorageStats, with the instant the figures stop being true (the dashboard shows them
 * too). Cached in a personal workspace only: there the workspace, its items and its owner's
 * grants share one id, which every change announces. A team's items announce the team's id
 * but its owner's add-ons announce the owner's, so a cached team figure could outlive an
 * add-on bought; a team's figures are read from the database each time.
 */
export function readStorageStatsUntil(deps: Deps, member: LibraryMember) {
  if (member.workspace.kind !== "personal") return storageStatsUntil(deps, member);
  return cachedUserReadUntil(
    deps.database,
    "storage",
    { id: member.workspaceId, variant: member.subscriptionStatus },
    () => storageStatsUntil(deps, member),
  );
}

/** getStorageStats, with the instant it may next change by the clock alone. */
export async function storageStatsUntil(
  deps: Deps,
  member: LibraryMember,
  now = new Date(),
): Promise<{ value: StorageStats; validUntil: number }> {
  const [{ bytes, files }, { limit, validUntil }] = await Promise.all([
    sumStoredBytes(deps.database.db, member.workspaceId),
    storageLimitUntil(deps.database.db, quotaHolderOf(member), now),
  ]);
  return { value: storageStatsOf(member, bytes, files, limit), validUntil };
}

function storageStatsOf(member: LibraryMember, bytes: number, files: number, limit: number): StorageStats {
  const usagePercent = Math.min(100, Math.round((bytes / limit) * 1000) / 10);
  return {
    storageUsed: bytes,
    storageLimit: limit,
    storageUsedMB: mb(bytes),
    storageLimitMB: mb(limit),
    usagePercent,
    nearLimit: usagePercent >= STORAGE_WARNING_PERCENT,
    upgradeRequired: bytes >= limit,
    plan: member.subscriptionStatus,
    fileCount: files,
  };
}
