import {
  ADMIN_MAIL_LIMIT,
  ADMIN_RANGE_HOURS,
  type AdminMailList,
  type AdminRange,
  type AdminStats,
  type AdminUsersPage,
} from "../../../contract/admin.ts";
import { LANGUAGE_CODES, type LanguageCode } from "../../../contract/languages.ts";
import { findRecentOutboxMail } from "../../adapters/mail/outbox.queries.ts";
import { decodeCursor, encodeCursor } from "../../cursor.ts";
import type { Deps } from "../../deps.ts";
import { countGenerationsByLanguage, countUsers, findUsersPage, sumAllStoredBytes } from "./admin.queries.ts";

const HOUR_MS = 60 * 60 * 1000;
const isLanguage = (code: string): code is LanguageCode => (LANGUAGE_CODES as readonly string[]).includes(code);

/** One page of accounts for the admin's Users tab, newest first (the caller has checked the role). */
export async function listUsers(
  deps: Deps,
  query: { limit: number; cursor?: string | undefined },
): Promise<AdminUsersPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await findUsersPage(deps.database.db, query.limit, after);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    users: page.map((row) => ({
      id: row.id,
      email: row.email,
      name: [row.firstName, row.lastName].filter((part) => part?.trim()).join(" "),
      plan: row.plan,
      storageUsed: Number(row.storageUsed),
      lastActive: row.lastActiveAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

/**
 * The Analytics tab's figures for a range, each counted by the database in three queries
 * (users, generations by language, stored bytes) run side by side.
 */
export async function getStats(deps: Deps, range: AdminRange, now = new Date()): Promise<AdminStats> {
  const db = deps.database.db;
  const since = new Date(now.getTime() - ADMIN_RANGE_HOURS[range] * HOUR_MS);
  const [people, byLanguage, storageUsed] = await Promise.all([
    countUsers(db, since),
    countGenerationsByLanguage(db, since),
    sumAllStoredBytes(db),
  ]);
  return {
    range,
    since: since.toISOString(),
    totalUsers: people.total,
    newUsers: people.created,
    activeSubscriptions: people.paid,
    contentGenerated: byLanguage.reduce((sum, row) => sum + row.count, 0),
    topLanguages: byLanguage.flatMap(({ language, count }) => (isLanguage(language) ? [{ language, count }] : [])),
    storageUsed,
  };
}

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
