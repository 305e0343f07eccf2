import { STORAGE_WARNING_PERCENT, type StorageStats } from "#contract/library.ts";
import type { Deps } from "#server/deps.ts";
import { type AppError, payloadTooLarge } from "#server/errors.ts";
import { storageLimitOf } from "../billing/billing.service.ts";
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
  const { bytes, files } = await sumStoredBytes(deps.database.db, user.id);
  const limit = await storageLimitOf(deps.database.db, user);
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
