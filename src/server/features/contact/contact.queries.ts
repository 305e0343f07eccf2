import type { Db } from "#server/db/client.ts";
import { contactMessages } from "#server/db/schema/index.ts";

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(
  db: Db,
  row: typeof contactMessages.$inferInsert,
): Promise<ContactMessageRow> {
  const [inserted] = await db.insert(contactMessages).values(row).returning();
  if (!inserted) throw new Error("contact message insert returned nothing");
  return inserted;
}
