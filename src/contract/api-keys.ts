import { z } from "zod";
import { API_KEY_NAME_MAX_CHARS, API_SCOPES } from "./api-values.ts";
import { line } from "./text.ts";

/**
 * API keys of the Business plan (issue 19). Scopes: `read` lists and reads (content, posts,
 * voice styles, usage); `generate` writes posts with the AI (counts against the plan's
 * quota); `write` uploads, saves, edits and deletes.
 */
export * from "./api-values.ts";

/** Every key starts with this, so a leaked one is easy to recognise (and to search for in code). */
export const API_KEY_PREFIX = "ck_";
/** How much of a key the account page shows after creation: the prefix and the first 8 characters. */
export const API_KEY_SHOWN_CHARS = API_KEY_PREFIX.length + 8;

/** The plan whose pass gives API access. */
export const API_PLAN = "business" as const;

/** POST /api/api-keys: a named key with at least one scope. */
export const createApiKeySchema = z.object({
  name: line({ error: "Give the key a name" })
    .trim()
    .min(1, "Give the key a name")
    .max(API_KEY_NAME_MAX_CHARS, `A key's name can be at most ${API_KEY_NAME_MAX_CHARS} characters`),
  scopes: z
    .array(z.enum(API_SCOPES, { error: "Scopes are read, generate and write" }), {
      error: "Choose what the key may do",
    })
    .min(1, "Choose at least one scope")
    .max(API_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, "Each scope can be chosen once"),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

/** A key as the account page lists it: never the key itself, only its first characters. */
export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters (e.g. "ck_AbC12xYz"), to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  createdAt: z.string(),
  /** When the key was last used (to the minute), or null when never. */
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer of POST /api/api-keys: the key itself, shown this once and never stored. */
export const createdApiKeySchema = z.object({
  apiKey: apiKeySchema,
  key: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = z.object({
  keys: z.array(apiKeySchema),
  /** True while the user's Business pass runs: only then can keys be created and used. */
  canUse: z.boolean(),
  limits: z.object({ requestsPerMinute: z.number().int(), concurrentGenerations: z.number().int() }),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;
