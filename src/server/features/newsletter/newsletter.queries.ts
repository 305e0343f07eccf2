import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { newsletterSubscribers } from "#server/db/schema/index.ts";

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

export async function findSubscriberByEmail(db: Db, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

/** Inserts a pending subscriber unless the address exists; returns the row either way. */
export async function insertPendingSubscriber(db: Db, email: string): Promise<SubscriberRow> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing({ target: newsletterSubscribers.email });
  const row = await findSubscriberByEmail(db, email);
  if (!row) throw new Error("subscriber insert returned nothing");
  return row;
}

/** Starts (or restarts) double opt-in with fresh token hashes. */
export async function markConfirmationSent(
  db: Db,
  id: string,
  hashes: { confirmTokenHash: string; unsubscribeTokenHash: string },
) {
  await db
    .update(newsletterSubscribers)
    .set({ ...hashes, status: "pending", confirmationSentAt: sql`now()`, unsubscribedAt: null })
    .where(eq(newsletterSubscribers.id, id));
}

/** Confirms the pending subscription whose confirm token hashes to `hash`, if sent after `since`. */
export async function confirmByTokenHash(db: Db, hash: string, since: Date): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: sql`now()`, confirmTokenHash: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hash),
        eq(newsletterSubscribers.status, "pending"),
        sql`${newsletterSubscribers.confirmationSentAt} >= ${since.toISOString()}`,
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

/** Unsubscribes the address whose unsubscribe token hashes to `hash`; false when none does. */
export async function unsubscribeByTokenHash(db: Db, hash: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({
      status: "unsubscribed",
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`,
      confirmTokenHash: null,
    })
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, hash))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

export async function countConfirmedSubscribers(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "confirmed"));
  return Number(row?.value ?? 0);
}
