import { createHash } from "node:crypto";
import { API_V1_PREFIX, IDEMPOTENCY_KEY_MAX_CHARS, IDEMPOTENCY_TTL_HOURS, type Usage } from "#contract/api-v1.ts";
import type { ContentItem } from "#contract/library.ts";
import type { Member } from "#server/auth/workspace.ts";
import type { ApiKeyRow } from "#server/db/schema/index.ts";
import type { Deps } from "#server/deps.ts";
import { badRequest, conflict, tooManyRequests, unprocessable } from "#server/errors.ts";
import type { RateRule } from "#server/rate-limit.ts";
import { getGenerationUsage } from "../captions/captions.service.ts";
import { getStorageStats } from "../library/library.service.ts";
import { getPostStats } from "../posts/posts.service.ts";
import {
  claimIdempotencyKey,
  deleteExpiredIdempotencyKeys,
  releaseIdempotencyKey,
  storeIdempotentResponse,
} from "./api.queries.ts";

/** JSON with object keys sorted, so the same body hashes the same whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The hash an Idempotency-Key is bound to: method, path and body. */
export const requestHashOf = (method: string, path: string, body: unknown) =>
  createHash("sha256")
    .update(canonicalJson([method, path, body]))
    .digest("hex");

/** A request that holds an Idempotency-Key: store its answer, or give the key back on failure. */
export interface IdempotencyClaim {
  /** The stored answer of the first request with this key and body: answer it again. */
  replay?: { statusCode: number; body: unknown };
  store(statusCode: number, body: unknown): Promise<void>;
  release(): Promise<void>;
}

let claims = 0;

/**
 * Where an Idempotency-Key is kept: per person and workspace, so the same key sent for another
 * workspace runs there rather than replaying this one's answer. A personal workspace's keys are
 * stored as sent (as before teams); a team's under the team's id.
 */
const storedIdempotencyKey = (member: Pick<Member, "id" | "workspaceId">, key: string) =>
  member.workspaceId === member.id ? key : `${member.workspaceId}/${key}`;

/**
 * The Idempotency-Key of a request (decision 602): none → undefined (the request just runs);
 * the first request with a key claims it; a repeat with the same method, path and body gets
 * the first answer back (for IDEMPOTENCY_TTL_HOURS); a repeat while the first still runs is a
 * 409; the key with a different request is a 422. Keys are per person and workspace.
 */
export async function claimIdempotency(
  deps: Deps,
  member: Pick<Member, "id" | "workspaceId">,
  header: string | string[] | undefined,
  request: { method: string; path: string; body: unknown },
): Promise<IdempotencyClaim | undefined> {
  if (header === undefined) return undefined;
  const sent = Array.isArray(header) ? undefined : header.trim();
  if (!sent || sent.length > IDEMPOTENCY_KEY_MAX_CHARS || !/^[\x21-\x7e]+$/.test(sent)) {
    throw badRequest(
      { key: "errors.api.badIdempotencyKey", values: { max: IDEMPOTENCY_KEY_MAX_CHARS } },
      "bad_idempotency_key",
    );
  }
  const key = storedIdempotencyKey(member, sent);
  const db = deps.database.db;
  if (++claims % 200 === 0) await deleteExpiredIdempotencyKeys(db, IDEMPOTENCY_TTL_HOURS);
  const requestHash = requestHashOf(request.method, request.path, request.body);
  const outcome = await claimIdempotencyKey(db, { userId: member.id, key, requestHash }, IDEMPOTENCY_TTL_HOURS);
  const claim: IdempotencyClaim = {
    store: (statusCode, body) => storeIdempotentResponse(db, member.id, key, statusCode, body),
    release: () => releaseIdempotencyKey(db, member.id, key),
  };
  if (outcome.claimed) return claim;
  const { existing } = outcome;
  if (existing.requestHash !== requestHash) {
    throw unprocessable({ key: "errors.api.idempotencyReused" }, "idempotency_key_reused");
  }
  if (existing.statusCode === null) {
    throw conflict({ key: "errors.api.idempotencyRunning" }, "idempotency_in_progress");
  }
  return { ...claim, replay: { statusCode: existing.statusCode, body: existing.response } };
}

/**
 * Slots are counted in the rate-limit store (shared by every server with RATE_LIMIT_STORE=
 * database) over a long window and given back when the generation ends; a slot lost with a
 * crashed server frees itself when its window closes.
 */
const SLOT_WINDOW_MS = 10 * 60 * 1000;
/** What a client refused a slot is told to wait: a generation usually takes a few seconds. */
export const GENERATION_RETRY_SECONDS = 5;

/**
 * Takes one of the key's concurrent generation slots (API_KEY_CONCURRENT_GENERATIONS), or
 * answers 429 with Retry-After. Returns the function that gives the slot back.
 */
export async function takeGenerationSlot(deps: Deps, key: { id: string }): Promise<() => Promise<void>> {
  const rule: RateRule = { limit: deps.config.api.concurrentGenerations, windowMs: SLOT_WINDOW_MS };
  const slotKey = `api-key-generating:${key.id}`;
  const decision = await deps.rateLimiter.hit(slotKey, rule);
  if (!decision.allowed) {
    throw tooManyRequests(
      { key: "errors.api.generationConcurrency", values: { limit: rule.limit } },
      GENERATION_RETRY_SECONDS,
      "generation_concurrency",
    );
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    await deps.rateLimiter.refund(slotKey, rule, decision);
  };
}

/** A library item as the API shows it: its pictures through the API's own image endpoint. */
export function presentApiContentItem(item: ContentItem): ContentItem {
  const toApi = (url: string | null) => url?.replace(/^\/api\/content\//, `${API_V1_PREFIX}/content/`) ?? null;
  return { ...item, previewUrl: toApi(item.previewUrl), thumbnailUrl: toApi(item.thumbnailUrl) };
}

/**
 * GET /api/v1/usage: the key's workspace's figures, each asked of the feature that counts it,
 * under the workspace's plan.
 */
export async function getApiUsage(deps: Deps, member: Member, key: ApiKeyRow, now = new Date()): Promise<Usage> {
  const [generations, posts, storage] = await Promise.all([
    getGenerationUsage(deps, member, now),
    getPostStats(deps, member),
    getStorageStats(deps, member),
  ]);
  return {
    plan: member.subscriptionStatus,
    generations,
    posts: { total: posts.total, scheduled: posts.scheduled },
    storage,
    key: {
      name: key.name,
      prefix: key.prefix,
      scopes: key.scopes,
      requestsPerMinute: deps.config.api.requestsPerMinute,
      concurrentGenerations: deps.config.api.concurrentGenerations,
    },
  };
}
