import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertOutboxMail(db: Db, row: typeof mailOutbox.$inferInsert): Promise<OutboxRow> {
  const [inserted] = await db.insert(mailOutbox).values(row).returning();
  if (!inserted) throw new Error("outbox insert returned nothing");
  return inserted;
}

export async function markOutboxMailSent(db: Db, id: string) {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markOutboxMailFailed(db: Db, id: string, error: string) {
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error.slice(0, 1000) })
    .where(eq(mailOutbox.id, id));
}

export function findRecentOutboxMail(db: Db, limit = 50): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}

export async function findOutboxMail(db: Db, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** The mail sent to an address, for the user's data export. */
export function findMailSentTo(db: Db, toAddress: string) {
  return db
    .select({
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, toAddress));
}

/** Erases the mail sent to an address (a purged account's). */
export async function deleteMailSentTo(db: Db, toAddress: string) {
  await db.delete(mailOutbox).where(eq(mailOutbox.toAddress, toAddress));
}
