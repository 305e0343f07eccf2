import type { AuditAction, AuditEntry, AuditPage } from "#contract/admin-users.ts";
import type { Db } from "#server/db/client.ts";
import type { AuditLogRow } from "#server/db/schema/index.ts";
import type { Deps } from "#server/deps.ts";
import { deleteAuditOlderThan, findAuditPage, insertAuditEntry } from "./audit.queries.ts";

/**
 * The audit log (decision 572): what admins and the retention job did. Written in the same
 * transaction as the action it records; never changed through the app (the table's trigger
 * refuses UPDATE and DELETE of anything younger than AUDIT_KEPT_YEARS).
 */

/** How long entries are kept: as long as payment records (refunds are among them). */
export const AUDIT_KEPT_YEARS = 7;

export interface AuditRecord {
  /** The admin who acted; null for the system. */
  actor: { id: string; email: string } | null;
  action: AuditAction;
  target?: { id: string; email: string } | null;
  reason: string;
  details?: Record<string, unknown>;
}

/** Appends one entry inside the caller's transaction (`tx`), so it exists exactly when the action does. */
export async function recordAudit(tx: Db, record: AuditRecord): Promise<AuditEntry> {
  const row = await insertAuditEntry(tx, {
    actorId: record.actor?.id ?? null,
    actorEmail: record.actor?.email ?? null,
    action: record.action,
    targetUserId: record.target?.id ?? null,
    targetEmail: record.target?.email ?? null,
    reason: record.reason,
    details: record.details ?? {},
  });
  return presentAuditEntry(row);
}

export function presentAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: String(row.id),
    at: row.createdAt.toISOString(),
    actor: row.actorId && row.actorEmail ? { id: row.actorId, email: row.actorEmail } : null,
    action: row.action as AuditAction,
    target: row.targetUserId && row.targetEmail ? { id: row.targetUserId, email: row.targetEmail } : null,
    reason: row.reason,
    details: row.details,
  };
}

/** One page of the log, newest first (the caller has checked the admin role). */
export async function listAuditLog(
  deps: Deps,
  query: { limit: number; cursor?: string | undefined; userId?: string | undefined },
): Promise<AuditPage> {
  const rows = await findAuditPage(deps.database.db, {
    limit: query.limit,
    beforeId: query.cursor ? Number(query.cursor) : undefined,
    targetUserId: query.userId,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map(presentAuditEntry),
    nextCursor: rows.length > query.limit && last ? String(last.id) : null,
  };
}

/** Deletes entries older than the kept period; the only deletion the table allows. */
export function pruneAuditLog(db: Db): Promise<number> {
  return deleteAuditOlderThan(db, AUDIT_KEPT_YEARS);
}
