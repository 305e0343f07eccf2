import {
  API_KEYS_MAX,
  API_PLAN,
  type ApiKeyList,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from "#contract/api-keys.ts";
import { requireOwned } from "#server/auth/access.ts";
import {
  countLiveApiKeys,
  findApiKeyRow,
  listApiKeyRows,
  presentApiKey,
  revokeApiKeyRow,
  storeApiKey,
} from "#server/auth/api-keys.ts";
import { lockUserForQuota } from "#server/db/locks.ts";
import type { Deps } from "#server/deps.ts";
import { conflict, notFound, paymentRequired } from "#server/errors.ts";
import { getBillingSummary } from "../billing/billing.service.ts";

export interface KeyOwner {
  id: string;
}

/**
 * Whether the user may use (and create) API keys at `now`: a running Business pass, as billing
 * counts it from the passes themselves (not the plan column the hourly sweep updates), so a
 * key stops the moment its owner's pass ends and works again the moment one is bought.
 */
export async function hasApiAccess(deps: Deps, user: KeyOwner, now = new Date()): Promise<boolean> {
  return (await getBillingSummary(deps, user, now)).plan === API_PLAN;
}

/** The account page's list: every key (revoked ones too), whether keys can be used, and their limits. */
export async function listApiKeys(deps: Deps, user: KeyOwner): Promise<ApiKeyList> {
  const [rows, canUse] = await Promise.all([listApiKeyRows(deps.database.db, user.id), hasApiAccess(deps, user)]);
  return {
    keys: rows.map(presentApiKey),
    canUse,
    limits: {
      requestsPerMinute: deps.config.api.requestsPerMinute,
      concurrentGenerations: deps.config.api.concurrentGenerations,
    },
  };
}

/**
 * Creates a key for a user with a running Business pass, at most API_KEYS_MAX live ones
 * (counted under the user's row lock, so parallel requests cannot pass it). The key itself is
 * in this answer only.
 */
export async function createApiKey(
  deps: Deps,
  user: KeyOwner,
  input: { name: string; scopes: CreateApiKeyInput["scopes"] },
): Promise<CreatedApiKey> {
  if (!(await hasApiAccess(deps, user))) {
    throw paymentRequired(
      "API keys come with the Business plan. Buy a Business pass to create one.",
      "business_plan_required",
    );
  }
  const { key, row } = await deps.database.db.transaction(async (tx) => {
    await lockUserForQuota(tx, user.id);
    if ((await countLiveApiKeys(tx, user.id)) >= API_KEYS_MAX) {
      throw conflict(`You can have at most ${API_KEYS_MAX} API keys. Revoke one you no longer use first.`, "key_limit");
    }
    return storeApiKey(tx, user.id, input);
  });
  return { apiKey: presentApiKey(row), key };
}

/** Revokes one of the user's keys at once; another user's key is not found. */
export async function revokeApiKey(deps: Deps, user: KeyOwner, id: string) {
  requireOwned(user, await findApiKeyRow(deps.database.db, user.id, id), "API key not found.");
  const row = await revokeApiKeyRow(deps.database.db, id);
  if (!row) throw notFound("API key not found.");
  return presentApiKey(row);
}

/** The keys' part of "Download my data": names, first characters, scopes and dates; never a key or its hash. */
export async function exportApiKeys(deps: Deps, user: KeyOwner) {
  return (await listApiKeyRows(deps.database.db, user.id)).map(presentApiKey);
}
