import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";
import { workspaceColumn } from "./workspaces.ts";

/**
 * API keys of the Business plan (issue 19). The key itself is shown once and never stored:
 * only its SHA-256 (`secretHash`, looked up on every request) and its first characters
 * (`prefix`, shown on the account page). A revoked key keeps its row so the account page can
 * say when it was revoked.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workspaceId: workspaceColumn(),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    secretHash: text("secret_hash").notNull(),
    scopes: text("scopes", { enum: ["read", "generate", "write"] })
      .array()
      .notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("api_keys_secret_hash_idx").on(t.secretHash),
    index("api_keys_user_idx").on(t.userId),
    index("api_keys_workspace_idx").on(t.workspaceId),
  ],
);

/**
 * Idempotency-Key records of /api/v1 (generate and save): the first request with a key claims
 * it (`statusCode` null while it runs), and its answer is stored for replay. `requestHash`
 * is the SHA-256 of the method, path and body, so the same key with another request is refused.
 */
export const apiIdempotencyKeys = pgTable(
  "api_idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code"),
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("api_idempotency_keys_created_idx").on(t.createdAt)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type ApiIdempotencyRow = typeof apiIdempotencyKeys.$inferSelect;
