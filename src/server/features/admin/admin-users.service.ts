import type { AdminUser, AdminUsersPage } from "#contract/admin.ts";
import type { AdminUserDetail, GrantPassRequest } from "#contract/admin-users.ts";
import { isAdminEmail } from "#server/auth/access.ts";
import { decodeCursor, encodeCursor } from "#server/cursor.ts";
import type { Deps } from "#server/deps.ts";
import { badRequest, conflict, notFound } from "#server/errors.ts";
import { disableAccount, enableAccount } from "../accounts/accounts.service.ts";
import { listAuditLog, recordAudit } from "../audit/audit.service.ts";
import { getAdminBilling, grantComplimentaryPass, refundOrderWithinPolicy } from "../billing/billing.service.ts";
import { adminTeamsOf } from "../teams/teams.service.ts";
import { type AdminUserRow, findAdminUser, findUsersPage } from "./admin-users.queries.ts";

/**
 * The Users tab (decisions 154, 570, 571): find an account, see its plan, usage, payments and
 * invoices, and act on it — a complimentary pass, disable / enable, a refund — each action and
 * its audit entry in one transaction. The caller has checked the admin role.
 */

/** The admin acting: who the audit log names. */
export interface Actor {
  id: string;
  email: string;
}

const USER_NOT_FOUND = "User not found.";
const DETAIL_AUDIT_ENTRIES = 20;

const isoOrNull = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

function presentUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: [row.firstName, row.lastName].filter((part) => part?.trim()).join(" "),
    plan: row.plan,
    storageUsed: Number(row.storageUsed),
    lastActive: row.lastActiveAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    generations: Number(row.generations),
    passEndsAt: isoOrNull(row.passEndsAt),
    disabledAt: row.disabledAt?.toISOString() ?? null,
  };
}

/** One page of accounts, newest first, optionally those whose e-mail or name starts with `q`. */
export async function listUsers(
  deps: Deps,
  query: { limit: number; cursor?: string | undefined; q?: string | undefined },
  now = new Date(),
): Promise<AdminUsersPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await findUsersPage(deps.database.db, { limit: query.limit, after, q: query.q, now });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    users: page.map(presentUser),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

async function loadUser(deps: Deps, userId: string, now: Date): Promise<AdminUserRow> {
  const row = await findAdminUser(deps.database.db, userId, now);
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

/** The detail view: the account, its passes, payments, invoices and what admins did to it. */
export async function getUserDetail(deps: Deps, userId: string, now = new Date()): Promise<AdminUserDetail> {
  const row = await loadUser(deps, userId, now);
  const [billing, audit, teams] = await Promise.all([
    getAdminBilling(deps, userId, now),
    listAuditLog(deps, { limit: DETAIL_AUDIT_ENTRIES, userId }),
    adminTeamsOf(deps, userId),
  ]);
  return {
    user: { ...presentUser(row), isAdmin: isAdminEmail(deps.config, row.email) },
    ...billing,
    teams,
    audit: audit.entries,
  };
}

/** Gives the account a complimentary pass of `plan` for `days` (billing grants it; decision 571). */
export async function grantPass(
  deps: Deps,
  actor: Actor,
  userId: string,
  input: GrantPassRequest,
  now = new Date(),
): Promise<AdminUserDetail> {
  const target = await loadUser(deps, userId, now);
  await deps.database.db.transaction(async (tx) => {
    const grant = await grantComplimentaryPass(tx, { userId, plan: input.plan, days: input.days }, now);
    await recordAudit(tx, {
      actor,
      action: "pass.granted",
      target: { id: target.id, email: target.email },
      reason: input.reason,
      details: {
        plan: input.plan,
        days: input.days,
        grantId: grant.grantId,
        startsAt: grant.startsAt.toISOString(),
        endsAt: grant.endsAt.toISOString(),
        planNow: grant.plan,
      },
    });
  });
  return getUserDetail(deps, userId, now);
}

/**
 * Disables the account: it cannot sign in, and all its sessions end at once on every server
 * (accounts does that, decision 570). An admin cannot disable their own account.
 */
export async function disableUser(
  deps: Deps,
  actor: Actor,
  userId: string,
  reason: string,
  now = new Date(),
): Promise<AdminUserDetail> {
  const target = await loadUser(deps, userId, now);
  if (target.id === actor.id) throw badRequest("You cannot disable your own account.", "own_account");
  if (target.disabledAt) throw conflict("This account is already disabled.", "already_disabled");
  await deps.database.db.transaction(async (tx) => {
    const disabled = await disableAccount(tx, userId, now);
    if (!disabled) throw notFound(USER_NOT_FOUND);
    await recordAudit(tx, {
      actor,
      action: "user.disabled",
      target: { id: target.id, email: target.email },
      reason,
    });
  });
  return getUserDetail(deps, userId, now);
}

/** Lets a disabled account sign in again. */
export async function enableUser(
  deps: Deps,
  actor: Actor,
  userId: string,
  reason: string,
  now = new Date(),
): Promise<AdminUserDetail> {
  const target = await loadUser(deps, userId, now);
  if (!target.disabledAt) throw conflict("This account is not disabled.", "not_disabled");
  await deps.database.db.transaction(async (tx) => {
    if (!(await enableAccount(tx, userId))) throw notFound(USER_NOT_FOUND);
    await recordAudit(tx, {
      actor,
      action: "user.enabled",
      target: { id: target.id, email: target.email },
      reason,
      details: { disabledAt: target.disabledAt?.toISOString() ?? null },
    });
  });
  return getUserDetail(deps, userId, now);
}

/**
 * Refunds one of the account's payments through its provider, by the operator's path
 * (`npm run refund`, decision 504: within the Refund Policy's window; a credit note; the pass
 * taken back); the audit entry is written in the refund's own transaction.
 */
export async function refundPayment(
  deps: Deps,
  actor: Actor,
  userId: string,
  orderId: string,
  reason: string,
  now = new Date(),
): Promise<AdminUserDetail> {
  const target = await loadUser(deps, userId, now);
  await refundOrderWithinPolicy(deps, orderId, {
    reason,
    now,
    userId,
    inTransaction: async (tx, refunded) => {
      await recordAudit(tx, {
        actor,
        action: "payment.refunded",
        target: { id: target.id, email: target.email },
        reason,
        details: {
          orderId: refunded.order.id,
          productId: refunded.order.productId,
          amountPaise: refunded.order.amountPaise,
          provider: refunded.order.provider,
          creditNote: refunded.creditNote,
          refundId: refunded.refundId,
        },
      });
    },
  });
  return getUserDetail(deps, userId, now);
}
