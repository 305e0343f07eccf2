import { ADMIN_MAIL_LIMIT, type AdminMailList } from "#contract/admin.ts";
import { findRecentOutboxMail } from "#server/adapters/mail/outbox.queries.ts";
import type { Deps } from "#server/deps.ts";

/** The newest outbox messages for the admin's Mail tab (the caller has checked the role). */
export async function listMail(deps: Deps): Promise<AdminMailList> {
  const rows = await findRecentOutboxMail(deps.database.db, ADMIN_MAIL_LIMIT);
  return {
    smtp: deps.mailer.transport === "smtp",
    messages: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.toAddress,
      replyTo: row.replyTo,
      subject: row.subject,
      text: row.textBody,
      headers: row.headers ?? {},
      sentAt: row.sentAt?.toISOString() ?? null,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
