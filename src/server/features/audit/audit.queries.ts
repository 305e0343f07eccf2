import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { type AuditLogRow, auditLog } from "#server/db/schema/index.ts";

export async function insertAuditEntry(tx: Db, values: typeof auditLog.$inferInsert): Promise<AuditLogRow> {
  const [row] = await tx.insert(auditLog).values(values).returning();
  if (!row) throw new Error("audit insert returned nothing");
  return row;
}

/** Newest first, one more than `limit` (to tell whether another page follows). */
export function findAuditPage(db: Db, input: { limit: number; beforeId?: number; targetUserId?: string }) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        input.beforeId !== undefined ? lt(auditLog.id, input.beforeId) : undefined,
        input.targetUserId ? eq(auditLog.targetUserId, input.targetUserId) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(input.limit + 1);
}

/** Rows older than the kept period (the table's trigger refuses any younger one). */
export async function deleteAuditOlderThan(db: Db, years: number): Promise<number> {
  const rows = await db
    .delete(auditLog)
    .where(lt(auditLog.createdAt, sql`now() - make_interval(years => ${years})`))
    .returning({ id: auditLog.id });
  return rows.length;
}
