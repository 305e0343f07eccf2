/**
 * Constants of the Business plan's API without zod, for browser chunks that must stay small
 * (the reference page at /docs/api, the account page's keys). Schemas: api-keys.ts, api-v1.ts.
 */

/** What a key may do (issue 19). */
export const API_SCOPES = ["read", "generate", "write"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  read: "Read: list and read content, posts, voice styles and usage",
  generate: "Generate: write posts with the AI (counts against your plan's captions)",
  write: "Write: upload content, save, edit and delete posts and voice styles",
};

export const API_V1_PREFIX = "/api/v1";
/** How long a stored answer is replayed for a repeated Idempotency-Key. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** Keys a user may hold at once (revoked ones do not count). */
export const API_KEYS_MAX = 10;
export const API_KEY_NAME_MAX_CHARS = 60;
