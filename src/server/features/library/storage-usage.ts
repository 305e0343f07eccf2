import { STORAGE_WARNING_PERCENT, type StorageStats } from "#contract/library.ts";
import { cachedUserReadUntil } from "#server/db/user-reads-cache.ts";
import type { Deps } from "#server/deps.ts";
import { type AppError, payloadTooLarge } from "#server/errors.ts";
import { storageLimitUntil } from "../billing/billing.service.ts";
import { sumStoredBytes } from "./library.queries.ts";
import type { LibraryUser } from "./library.service.ts";

const MB = 1024 * 1024;

const mb = (bytes: number) => Math.round((bytes / MB) * 100) / 100;

/** The 413 of an upload that would not fit (spec §7), with the figures the upload page shows. */
export function storageExceeded(user: LibraryUser, used: number, limit: number): AppError {
  const upgradeRequired = user.subscriptionStatus !== "business";
  const message = `Storage limit exceeded! Used: ${mb(used)} MB / ${mb(limit)} MB. ${
    upgradeRequired ? "Please upgrade your plan." : "Please free up space."
  }`;
  return payloadTooLarge(message, "storage_exceeded", {
    details: {
      storageExceeded: true,
      currentUsage: used,
      limit,
      upgradeRequired,
      message,
    },
  });
}

/** Storage use and limit (the plan's plus running add-ons'), as the dashboard and upload page show it. */
export async function getStorageStats(deps: Deps, user: LibraryUser): Promise<StorageStats> {
  return (await storageStatsUntil(deps, user)).value;
}

/**
 * GET /api/storage-stats: from the user reads cache while neither the library nor the grants
 * changed and no add-on started or ended (decision 742).
 */
export async function readStorageStats(deps: Deps, user: LibraryUser): Promise<StorageStats> {
  return (await readStorageStatsUntil(deps, user)).value;
}

/** readStorageStats, with the instant the figures stop being true (the dashboard shows them too). */
export function readStorageStatsUntil(deps: Deps, user: LibraryUser) {
  return cachedUserReadUntil(deps.database, "storage", { id: user.id, variant: user.subscriptionStatus }, () =>
    storageStatsUntil(deps, user),
  );
}

/** getStorageStats, with the instant it may next change by the clock alone. */
export async function storageStatsUntil(
  deps: Deps,
  user: LibraryUser,
  now = new Date(),
): Promise<{ value: StorageStats; validUntil: number }> {
  const [{ bytes, files }, { limit, validUntil }] = await Promise.all([
    sumStoredBytes(deps.database.db, user.id),
    storageLimitUntil(deps.database.db, user, now),
  ]);
  return { value: storageStatsOf(user, bytes, files, limit), validUntil };
}

function storageStatsOf(user: LibraryUser, bytes: number, files: number, limit: number): StorageStats {
  const usagePercent = Math.min(100, Math.round((bytes / limit) * 1000) / 10);
  return {
    storageUsed: bytes,
    storageLimit: limit,
    storageUsedMB: mb(bytes),
    storageLimitMB: mb(limit),
    usagePercent,
    nearLimit: usagePercent >= STORAGE_WARNING_PERCENT,
    upgradeRequired: bytes >= limit,
    plan: user.subscriptionStatus,
    fileCount: files,
  };
}
