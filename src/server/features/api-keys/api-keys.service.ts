import {
  API_KEYS_MAX,
  API_PLAN,
  type ApiKeyList,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from "#contract/api-keys.ts";
import { listApiKeyRows, newApiKey, presentApiKey, revokeApiKeyRow } from "#server/auth/api-keys.ts";
import type { Member } from "#server/auth/workspace.ts";
import { lockUserForQuota } from "#server/db/locks.ts";
import type { Deps } from "#server/deps.ts";
import { conflict, notFound, paymentRequired } from "#server/errors.ts";
import { getBillingSummary } from "../billing/billing.service.ts";
import {
  countLiveApiKeysOfWorkspace,
  findApiKeyOfWorkspace,
  findApiKeysOfWorkspace,
  insertWorkspaceApiKey,
} from "./api-keys.queries.ts";

export interface KeyOwner {
  id: string;
}

/**
 * Whether a workspace owned by `owner` may use (and create) API keys at `now`: the owner's
 * running Business pass, as billing counts it from the passes themselves (not the plan column
 * the hourly sweep updates), so a key stops the moment the pass ends and works again the moment
 * one is bought. The access guard asks it with the owner of a key's workspace on every request.
 */
export async function hasApiAccess(deps: Deps, owner: KeyOwner, now = new Date()): Promise<boolean> {
  return (await getBillingSummary(deps, owner, now)).plan === API_PLAN;
}

/** The workspace's owner, whose pass decides whether its keys work. */
const ownerOf = (member: Member): KeyOwner => ({ id: member.workspace.ownerId });

/**
 * The account page's list: every key of the active workspace (revoked ones too), whether its
 * keys can be used, and their limits.
 */
export async function listApiKeys(deps: Deps, member: Member): Promise<ApiKeyList> {
  const [rows, canUse] = await Promise.all([
    findApiKeysOfWorkspace(deps.database.db, member.workspaceId),
    hasApiAccess(deps, ownerOf(member)),
  ]);
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
 * Creates a key of the active workspace, made by the member, when the workspace's owner has a
 * running Business pass: at most API_KEYS_MAX live ones per workspace (counted under the
 * owner's row lock, the lock every quota of the workspace takes, so parallel requests of any
 * member cannot pass it). The key itself is in this answer only.
 */
export async function createApiKey(
  deps: Deps,
  member: Member,
  input: { name: string; scopes: CreateApiKeyInput["scopes"] },
): Promise<CreatedApiKey> {
  if (!(await hasApiAccess(deps, ownerOf(member)))) {
    throw paymentRequired({ key: "errors.apiKeys.needBusiness" }, "business_plan_required");
  }
  const { key, row } = await deps.database.db.transaction(async (tx) => {
    await lockUserForQuota(tx, member.workspace.ownerId);
    if ((await countLiveApiKeysOfWorkspace(tx, member.workspaceId)) >= API_KEYS_MAX) {
      throw conflict({ key: "errors.apiKeys.limit", values: { max: API_KEYS_MAX } }, "key_limit");
    }
    const { key, prefix, secretHash } = newApiKey();
    const row = await insertWorkspaceApiKey(tx, {
      workspaceId: member.workspaceId,
      userId: member.id,
      name: input.name,
      scopes: input.scopes,
      prefix,
      secretHash,
    });
    return { key, row };
  });
  return { apiKey: presentApiKey(row), key };
}

/** Revokes one of the workspace's keys at once, whoever made it; another workspace's key is not found. */
export async function revokeApiKey(deps: Deps, member: Member, id: string) {
  if (!(await findApiKeyOfWorkspace(deps.database.db, member.workspaceId, id)))
    throw notFound({ key: "errors.apiKeys.notFound" });
  const row = await revokeApiKeyRow(deps.database.db, id);
  if (!row) throw notFound({ key: "errors.apiKeys.notFound" });
  return presentApiKey(row);
}

/**
 * The keys' part of "Download my data": the keys this person made (in any workspace) — names,
 * first characters, scopes and dates; never a key or its hash.
 */
export async function exportApiKeys(deps: Deps, user: KeyOwner) {
  return (await listApiKeyRows(deps.database.db, user.id)).map(presentApiKey);
}
