import type { z } from "zod";
import type {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updateProfileRequestSchema,
} from "#contract/auth.ts";
import type { MessageKey } from "#contract/i18n/en.ts";
import type { InterfaceLanguage } from "#contract/i18n/languages.ts";
import type { CurrentUser } from "#contract/user.ts";
import type { ExternalIdentity } from "#server/adapters/identity/oidc.ts";
import { deleteMailSentTo } from "#server/adapters/mail/outbox.queries.ts";
import { isAdminEmail } from "#server/auth/access.ts";
import { accountRefusal, requireActiveAccount } from "#server/auth/account-state.ts";
import { hashToken, newToken } from "#server/auth/sessions.ts";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import type { Deps } from "#server/deps.ts";
import { badRequest, conflict, tooManyRequests, unauthorized } from "#server/errors.ts";
import { recipientLanguage } from "#server/i18n.ts";
import { enqueueJob } from "#server/jobs/queue.ts";
import type { RateDecision, RateRule } from "#server/rate-limit.ts";
import { deleteAllStoredFiles, getOwnedPhoto } from "../library/library.service.ts";
import { keepWorkInTeams, teamsBlockingDeletion } from "../teams/teams.service.ts";
import { RESET_TOKEN_TTL_MS, resetPasswordMail, welcomeMail } from "./accounts.mail.ts";
import { LOGIN_ACCOUNT_SLOWDOWN, loginDelayMs, RATE_LIMITS } from "./accounts.policy.ts";
import {
  consumeResetToken,
  deleteExpiredSessions,
  deleteUserResetTokens,
  deleteUserSessions,
  findDeletedUserIds,
  findUserByEmail,
  findUserById,
  findUserByIdentity,
  findUserIdentities,
  findUserSessions,
  insertIdentity,
  insertResetToken,
  insertUser,
  purgeDeletedUser,
  type SessionRow,
  setUserDisabledAt,
  type UserRow,
  updateUser,
} from "./accounts.queries.ts";
import { hashPassword, spendVerifyTime, verifyPassword } from "./passwords.ts";

export const JOB_SEND_PASSWORD_RESET = "accounts.send-password-reset";
export const JOB_SEND_WELCOME = "accounts.send-welcome";
export const JOB_PURGE_ACCOUNT = "accounts.purge";
export const JOB_PURGE_SWEEP = "accounts.purge-sweep";

/** A deleted account left unpurged this long is picked up again by the daily sweep. */
const PURGE_SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;

export const FORGOT_PASSWORD_MESSAGE =
  "If an account exists for that email, we've sent a link to reset the password. Check your inbox (and spam folder).";

const invalidCredentials = () => unauthorized({ key: "errors.invalidCredentials" }, "invalid_credentials");
const invalidResetLink = () => badRequest({ key: "errors.invalidResetToken" }, "invalid_reset_token");

/** The fields of a user that leave the server (never the password hash). */
/** The live account behind an id (undefined once deleted), for features that write to its owner. */
export async function findLiveUser(deps: Deps, userId: string): Promise<UserRow | undefined> {
  const user = await findUserById(deps.database.db, userId);
  return user && !user.deletedAt ? user : undefined;
}

export function presentUser(config: Config, user: UserRow): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    subscriptionStatus: user.subscriptionStatus,
    freePostsUsed: user.freePostsUsed,
    isAdmin: isAdminEmail(config, user.email),
    hasPassword: user.passwordHash !== null,
    interfaceLanguage: user.interfaceLanguage,
    createdAt: user.createdAt.toISOString(),
  };
}

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * Counts one attempt against every rule; throws 429 with a clear message when any is used up.
 * Returns what was counted, for refunds.
 */
async function limit(deps: Deps, what: MessageKey & `errors.tooMany.${string}`, checks: [string, RateRule][]) {
  const counted: [[string, RateRule], RateDecision][] = [];
  for (const check of checks) {
    const decision = await deps.rateLimiter.hit(...check);
    if (!decision.allowed) {
      // Rules already counted give their attempt back: a refused attempt used nothing.
      await Promise.all(counted.map(([[key, rule], d]) => deps.rateLimiter.refund(key, rule, d)));
      const wait = minutes(decision.retryAfterMs);
      throw tooManyRequests({ key: what, values: { minutes: wait } }, decision.retryAfterMs / 1000);
    }
    counted.push([check, decision]);
  }
  return counted;
}

function splitName(name: string): { firstName: string; lastName: string | null } {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length ? rest.join(" ") : null };
}

/** Creates an account (the caller starts its session) and queues the welcome e-mail. */
export async function register(
  deps: Deps,
  input: z.output<typeof registerRequestSchema>,
  ip: string,
  language?: InterfaceLanguage,
): Promise<UserRow> {
  await limit(deps, "errors.tooMany.signUp", [[`register:ip:${ip}`, RATE_LIMITS.registerPerIp]]);
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(deps.database.db, {
    email: input.email,
    passwordHash,
    ...splitName(input.name),
    termsAcceptedAt: new Date(),
  });
  if (!user) {
    throw conflict({ key: "errors.emailTaken" }, "email_taken");
  }
  // The page's language words the welcome until the account saves one of its own (decision 807).
  await enqueueJob(deps.database.db, JOB_SEND_WELCOME, { userId: user.id, language });
  return user;
}

/**
 * Checks e-mail and password; the same answer (and time) for an unknown e-mail and a wrong
 * password. Throttled so that no one can lock the owner out (docs/decisions/158): the address
 * and the (address, account) pair are refused with Retry-After when used up, while failures
 * for the account from every address only slow each attempt down; the right password is
 * never refused because of other addresses' failures.
 */
export async function login(deps: Deps, input: z.output<typeof loginRequestSchema>, ip: string): Promise<UserRow> {
  const { rateLimiter } = deps;
  const perIp: [string, RateRule] = [`login:ip:${ip}`, RATE_LIMITS.loginPerIp];
  const perPair: [string, RateRule] = [`login:pair:${ip}:${input.email}`, RATE_LIMITS.loginPerAddressAccount];
  const counted = await limit(deps, "errors.tooMany.signIn", [perIp, perPair]);
  // Counted before the check, so attempts in flight at once are slowed too; never refused.
  const accountRule: RateRule = { limit: Number.MAX_SAFE_INTEGER, windowMs: LOGIN_ACCOUNT_SLOWDOWN.windowMs };
  const accountKey = `login:account:${input.email}`;
  const account = await rateLimiter.hit(accountKey, accountRule);
  const delay = loginDelayMs(account.count - 1);
  if (delay > 0) await deps.sleep(delay);

  const user = await findUserByEmail(deps.database.db, input.email);
  if (!user?.passwordHash || user.deletedAt) {
    await spendVerifyTime(input.password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw invalidCredentials();
  // Told only to someone who knows the password: a disabled account is not revealed otherwise.
  requireActiveAccount(user);
  // Only failures use up the limits: a shared address full of people signing in is not slowed.
  await Promise.all([
    ...counted.map(([[key, rule], decision]) => rateLimiter.refund(key, rule, decision)),
    rateLimiter.refund(accountKey, accountRule, account),
  ]);
  return user;
}

/**
 * Queues the reset e-mail. The answer and the work done before answering are the same
 * whether or not the e-mail is registered: the lookup happens in the background job. Past
 * the per-address mail limit the answer is still the usual one and no mail is sent: the
 * links already sent are in the inbox, and a stranger's requests never make the owner's
 * own request fail (decision 725). Only the requester's network is refused (429).
 */
export async function requestPasswordReset(
  deps: Deps,
  email: string,
  ip: string,
  language?: InterfaceLanguage,
): Promise<void> {
  await limit(deps, "errors.tooMany.resetRequests", [[`forgot:ip:${ip}`, RATE_LIMITS.forgotPerIp]]);
  const mails = await deps.rateLimiter.hit(`forgot:email:${email}`, RATE_LIMITS.forgotPerEmail);
  if (!mails.allowed) return;
  await enqueueJob(deps.database.db, JOB_SEND_PASSWORD_RESET, { email, language }, { maxAttempts: 3 });
}

/**
 * Job: creates a reset token for a live account with that e-mail and mails the link, in the
 * account's saved language, else the language of the page that asked.
 */
export async function sendPasswordReset(deps: Deps, email: string, requested?: string): Promise<void> {
  const user = await findUserByEmail(deps.database.db, email);
  if (!user || user.deletedAt) return;
  const { token, id } = newToken();
  await insertResetToken(deps.database.db, {
    id,
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  await deps.mailer.send(
    resetPasswordMail(deps.config, user.email, token, recipientLanguage(user.interfaceLanguage, requested)),
  );
}

/** Job: the welcome e-mail, in the account's saved language, else the sign-up page's. */
export async function sendWelcome(deps: Deps, userId: string, requested?: string): Promise<void> {
  const user = await findUserById(deps.database.db, userId);
  if (!user || user.deletedAt) return;
  await deps.mailer.send(
    welcomeMail(deps.config, user.email, user.firstName, recipientLanguage(user.interfaceLanguage, requested)),
  );
}

/** Sets a new password from a reset link (single use) and ends every session of the account. */
export async function resetPassword(
  deps: Deps,
  input: z.output<typeof resetPasswordRequestSchema>,
  ip: string,
): Promise<void> {
  await limit(deps, "errors.tooMany.resetAttempts", [[`reset:ip:${ip}`, RATE_LIMITS.resetPerIp]]);
  const passwordHash = await hashPassword(input.password);
  const userId = await consumeResetToken(deps.database.db, hashToken(input.token));
  if (!userId) throw invalidResetLink();
  await updateUser(deps.database.db, userId, { passwordHash });
  await deleteUserSessions(deps.database.db, userId);
  await deleteUserResetTokens(deps.database.db, userId);
}

/** Changes the name shown in the app. */
export async function updateProfile(
  deps: Deps,
  user: UserRow,
  input: z.output<typeof updateProfileRequestSchema>,
): Promise<UserRow> {
  const updated = await updateUser(deps.database.db, user.id, {
    ...(input.firstName === undefined ? {} : { firstName: input.firstName || null }),
    ...(input.lastName === undefined ? {} : { lastName: input.lastName || null }),
    ...(input.interfaceLanguage === undefined ? {} : { interfaceLanguage: input.interfaceLanguage }),
  });
  if (!updated) throw invalidCredentials();
  return updated;
}

/**
 * Sets the profile picture to one of the user's own ready photos (its thumbnail is served
 * owner-only), or removes it.
 */
export async function setProfilePicture(deps: Deps, user: UserRow, contentItemId: string | null): Promise<UserRow> {
  let url: string | null = null;
  if (contentItemId) {
    const item = await getOwnedPhoto(deps, user, contentItemId);
    url = `/api/content/${item.id}/image?variant=thumbnail`;
  }
  const updated = await updateUser(deps.database.db, user.id, { profileImageUrl: url });
  if (!updated) throw invalidCredentials();
  return updated;
}

async function requireCurrentPassword(deps: Deps, user: UserRow, password: string | undefined) {
  if (!user.passwordHash) return;
  await limit(deps, "errors.tooMany.password", [[`password-check:${user.id}`, RATE_LIMITS.passwordCheckPerUser]]);
  if (!password) throw badRequest({ key: "errors.currentPasswordRequired" }, "current_password_required");
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw badRequest({ key: "errors.wrongPassword" }, "wrong_password");
  }
}

/** Changes the password (asks the current one); other sessions of the account end. */
export async function changePassword(
  deps: Deps,
  user: UserRow,
  session: SessionRow,
  input: z.output<typeof changePasswordRequestSchema>,
): Promise<void> {
  await requireCurrentPassword(deps, user, input.currentPassword);
  await updateUser(deps.database.db, user.id, { passwordHash: await hashPassword(input.newPassword) });
  await deleteUserSessions(deps.database.db, user.id, session.id);
  await deleteUserResetTokens(deps.database.db, user.id);
}

/** The account's part of "download my data": the account, its sessions and linked logins. */
export async function exportAccountData(deps: Deps, user: UserRow) {
  const db = deps.database.db;
  const sessions = await findUserSessions(db, user.id);
  const identities = await findUserIdentities(db, user.id);
  return {
    account: {
      ...presentUser(deps.config, user),
      termsAcceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
      lastActiveAt: user.lastActiveAt?.toISOString() ?? null,
      updatedAt: user.updatedAt.toISOString(),
    },
    sessions: sessions.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      userAgent: s.userAgent,
    })),
    linkedLogins: identities.map((i) => ({ issuer: i.issuer, linkedAt: i.createdAt.toISOString() })),
  };
}

/**
 * Deletes the account at once for every purpose (sessions end, sign-in stops working) and
 * queues the purge of its data.
 */
export async function deleteAccount(
  deps: Deps,
  user: UserRow,
  input: z.output<typeof deleteAccountRequestSchema>,
): Promise<void> {
  await requireCurrentPassword(deps, user, input.password);
  const blocked = await teamsBlockingDeletion(deps, user.id);
  if (blocked) throw conflict(blocked, "team_has_members");
  await updateUser(deps.database.db, user.id, { deletedAt: new Date() });
  await deleteUserSessions(deps.database.db, user.id);
  await deleteUserResetTokens(deps.database.db, user.id);
  await enqueueJob(
    deps.database.db,
    JOB_PURGE_ACCOUNT,
    { userId: user.id },
    { uniqueKey: `purge:${user.id}`, maxAttempts: 10 },
  );
}

/** Job: removes a deleted account's rows and the e-mails we sent it. */
export async function purgeAccount(deps: Deps, userId: string): Promise<void> {
  const db = deps.database.db;
  const user = await findUserById(db, userId);
  if (!user?.deletedAt) return;
  // Work in others' teams stays there (credited to each team's owner); then files, since the
  // rows that name them go with the account.
  await keepWorkInTeams(deps, userId);
  await deleteAllStoredFiles(deps, userId);
  await deleteMailSentTo(db, user.email);
  await purgeDeletedUser(db, userId);
}

/** Daily job: drops expired sessions and re-queues the purge of any deleted account still present a day later. */
export async function sweepDeletedAccounts(deps: Deps): Promise<void> {
  await deleteExpiredSessions(deps.database.db);
  const day = Math.floor(Date.now() / PURGE_SWEEP_AFTER_MS);
  for (const userId of await findDeletedUserIds(deps.database.db, PURGE_SWEEP_AFTER_MS)) {
    await enqueueJob(deps.database.db, JOB_PURGE_ACCOUNT, { userId }, { uniqueKey: `purge:${userId}:${day}` });
  }
}

/** Why "Other Login" did not sign someone in; the code goes to /login?error= for the page to explain. */
export class OtherLoginRefused extends Error {
  readonly code: "email_not_verified" | "account_deleted" | "account_disabled";
  constructor(code: "email_not_verified" | "account_deleted" | "account_disabled") {
    super(code);
    this.code = code;
  }
}

/**
 * "Other Login": the account linked to this identity; else the account with the same
 * e-mail, linked now, only when the provider says the e-mail is verified; else a new account.
 */
export async function signInWithIdentity(deps: Deps, identity: ExternalIdentity): Promise<UserRow> {
  const db = deps.database.db;
  const linked = await findUserByIdentity(db, identity.issuer, identity.subject);
  if (linked) {
    const refusal = accountRefusal(linked);
    if (refusal) throw new OtherLoginRefused(`account_${refusal}`);
    return linked;
  }
  if (!identity.email || !identity.emailVerified) throw new OtherLoginRefused("email_not_verified");
  let user = await findUserByEmail(db, identity.email);
  if (!user) {
    user = await insertUser(db, {
      email: identity.email,
      passwordHash: null,
      firstName: identity.firstName ?? null,
      lastName: identity.lastName ?? null,
      // The login page says that continuing with Other Login confirms age 13+ and the terms.
      termsAcceptedAt: new Date(),
    });
    if (user) await enqueueJob(db, JOB_SEND_WELCOME, { userId: user.id });
    // Created by a request racing this one: use that account.
    user ??= await findUserByEmail(db, identity.email);
  }
  if (!user) throw new Error("account for an external identity could not be created or found");
  const refusal = accountRefusal(user);
  if (refusal) throw new OtherLoginRefused(`account_${refusal}`);
  await insertIdentity(db, { userId: user.id, issuer: identity.issuer, subject: identity.subject });
  return user;
}

/**
 * An admin disables an account (decision 570), inside the caller's transaction (which records
 * it in the audit log): it can no longer sign in, and every session ends at once — deleted
 * here, and the cached sign-ins dropped in this process and, through NOTIFY at commit, on
 * every server. Undefined when there is no such live account.
 */
export async function disableAccount(tx: Db, userId: string, now = new Date()): Promise<UserRow | undefined> {
  const user = await setUserDisabledAt(tx, userId, now);
  if (user) await deleteUserSessions(tx, userId);
  return user;
}

/** An admin lets a disabled account sign in again (inside the caller's transaction). */
export function enableAccount(tx: Db, userId: string): Promise<UserRow | undefined> {
  return setUserDisabledAt(tx, userId, null);
}
