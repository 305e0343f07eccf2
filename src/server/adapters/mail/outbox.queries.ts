import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { mailAttachments, mailOutbox } from "#server/db/schema/index.ts";
import type { MailAttachment } from "./types.ts";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Stores a message and its attachments together (one transaction: never a message without its files). */
export async function insertOutboxMail(
  db: Db,
  row: typeof mailOutbox.$inferInsert,
  attachments: readonly MailAttachment[] = [],
): Promise<OutboxRow> {
  const insert = async (tx: Db) => {
    const [inserted] = await tx.insert(mailOutbox).values(row).returning();
    if (!inserted) throw new Error("outbox insert returned nothing");
    if (attachments.length > 0) {
      await tx.insert(mailAttachments).values(
        attachments.map((attachment, position) => ({
          mailId: inserted.id,
          position,
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
          sizeBytes: attachment.content.length,
        })),
      );
    }
    return inserted;
  };
  return attachments.length > 0 ? db.transaction(insert) : insert(db);
}

/** A stored message's attachments, in order. */
export async function findOutboxAttachments(
  db: Db,
  mailId: string,
): Promise<(MailAttachment & { sizeBytes: number })[]> {
  return db
    .select({
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
      sizeBytes: mailAttachments.sizeBytes,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.mailId, mailId))
    .orderBy(asc(mailAttachments.position));
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
