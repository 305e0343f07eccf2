import { eq } from "drizzle-orm";
import type { Db } from "./client.ts";
import { users } from "./schema/index.ts";

/**
 * Locks the user's row until the transaction ends: per-user limits (storage, generations,
 * saved posts, brand examples, the one default voice style) of one user are checked one at a
 * time. Shared by every feature that counts against a user's plan (decision 022).
 */
export async function lockUserForQuota(db: Db, userId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}
