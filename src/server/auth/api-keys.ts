import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { API_KEY_PREFIX, API_KEY_SHOWN_CHARS, type ApiKey, type ApiScope } from "#contract/api-keys.ts";
import type { Db } from "../db/client.ts";
import type { ApiKeyRow } from "../db/schema/index.ts";
import type { UserRow } from "../db/schema/users.ts";
import { unauthorized } from "../errors.ts";
import { findApiKeysOfUser, findKeyWithUser, setApiKeyRevoked, touchApiKey } from "./api-keys.queries.ts";

/**
 * API keys (issue 19, decision 600): `ck_` and 32 random bytes (256 bits, base64url). Only the
 * key's SHA-256 is stored — a slow hash adds nothing for a secret this long — and the account
 * page shows its first characters. The access guard (access.ts) authenticates with it.
 */

/** ck_ + 43 base64url characters. */
const KEY_FORMAT = /^ck_[A-Za-z0-9_-]{43}$/;

export const hashApiKey = (key: string) => createHash("sha256").update(key).digest("hex");

export function newApiKey(): { key: string; prefix: string; secretHash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { key, prefix: key.slice(0, API_KEY_SHOWN_CHARS), secretHash: hashApiKey(key) };
}

/** The fields of a key that leave the server: never the key or its hash. */
export function presentApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The bearer token of the request's Authorization header, if it has one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match?.[1];
}

const keyError = (message: string, code: string) =>
  unauthorized(message, code, { headers: { "www-authenticate": 'Bearer realm="api"' } });

export const API_KEY_REQUIRED =
  "This endpoint needs an API key: send it as `Authorization: Bearer <key>`. A signed-in session is not accepted here.";

/**
 * The live key and its owner for a request's bearer token, or a 401: no key, not a key of
 * ours, or revoked. The stored hash is compared once more in constant time after the lookup.
 */
export async function authenticateApiKey(
  db: Db,
  token: string | undefined,
): Promise<{ key: ApiKeyRow; user: UserRow }> {
  if (!token) throw keyError(API_KEY_REQUIRED, "api_key_required");
  if (!KEY_FORMAT.test(token)) throw keyError("This API key is not valid.", "api_key_invalid");
  const hash = hashApiKey(token);
  const found = await findKeyWithUser(db, hash);
  if (!found || !timingSafeEqual(Buffer.from(found.key.secretHash, "hex"), Buffer.from(hash, "hex"))) {
    throw keyError("This API key is not valid.", "api_key_invalid");
  }
  if (found.key.revokedAt) throw keyError("This API key was revoked.", "api_key_revoked");
  return found;
}

export const keyHasScope = (key: ApiKeyRow, scope: ApiScope) => key.scopes.includes(scope);

export const recordApiKeyUse = (db: Db, id: string) => touchApiKey(db, id);

export const listApiKeyRows = (db: Db, userId: string) => findApiKeysOfUser(db, userId);
export const revokeApiKeyRow = (db: Db, id: string) => setApiKeyRevoked(db, id);
