import type { UserRow } from "../db/schema/users.ts";
import { forbidden } from "../errors.ts";
import type { Message } from "../i18n.ts";

/**
 * The one answer to "may this account act now?" (decision 720), asked by every door: the
 * access guard for a session and for an API key, and every job that acts for a user (the
 * publishing job). A deleted or disabled account may not.
 */
export type AccountState = Pick<UserRow, "deletedAt" | "disabledAt">;

/** What a disabled account is told on every signed-in and key route (decision 550). */
export const ACCOUNT_DISABLED_MESSAGE: Message = { key: "errors.access.accountDisabled" };

/** Why the account may not act, or undefined when it may. */
export function accountRefusal(account: AccountState): "deleted" | "disabled" | undefined {
  if (account.deletedAt) return "deleted";
  if (account.disabledAt) return "disabled";
  return undefined;
}

/** True when the account may act (neither deleted nor disabled). */
export const canAccountAct = (account: AccountState) => accountRefusal(account) === undefined;

/** Throws 403 `account_disabled` unless the account may act. */
export function requireActiveAccount(account: AccountState): void {
  if (!canAccountAct(account)) throw forbidden(ACCOUNT_DISABLED_MESSAGE, "account_disabled");
}
