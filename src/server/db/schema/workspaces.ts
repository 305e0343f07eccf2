import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { TEAM_ROLES } from "#contract/workspaces.ts";
import { users } from "./users.ts";

/**
 * Where a creator's work lives (issue 29, decision 760): every account has a personal
 * workspace, made by a trigger on users (migration 0025) with the account's own id, and a
 * Business owner may create team workspaces. Library items, posts, generations, brand
 * training, voice styles, API keys and the Instagram connection carry a `workspace_id`.
 */
export const workspaces = pgTable(
  "workspaces",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["personal", "team"] }).notNull(),
    /** A team's name; null for a personal workspace (shown as the owner's name). */
    name: text("name"),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("workspaces_owner_idx").on(t.ownerId),
    // A personal workspace is its owner's: the same id, and one per account.
    check("workspaces_personal_is_owner", sql`${t.kind} <> 'personal' OR ${t.id} = ${t.ownerId}`),
  ],
);

/** Who belongs to a workspace and in what role; the owner of a personal workspace is its only member. */
export const workspaceMembers = pgTable(
  "workspace_members",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: TEAM_ROLES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] }), index("workspace_members_user_idx").on(t.userId)],
);

/**
 * An invitation to a team by e-mail: the link's token is shown once and only its SHA-256 is
 * stored; single use (`acceptedAt`), expiring, withdrawn by deleting the row.
 */
export const teamInvitations = pgTable(
  "team_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: TEAM_ROLES }).notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("team_invitations_token_idx").on(t.tokenHash),
    index("team_invitations_workspace_idx").on(t.workspaceId, t.createdAt),
  ],
);

/** A team's activity log: who did what, newest first. */
export const teamActivity = pgTable(
  "team_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    /** What it was done to, in words for the log ("asha@example.in as creator", a post's title). */
    subject: text("subject").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("team_activity_workspace_idx").on(t.workspaceId, t.createdAt.desc())],
);

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type WorkspaceMemberRow = typeof workspaceMembers.$inferSelect;
export type TeamInvitationRow = typeof teamInvitations.$inferSelect;

/**
 * The workspace a row belongs to. Where an insert leaves it out, a trigger (migration 0025)
 * puts the row in its author's personal workspace, which has the author's id (`user_id`).
 */
export const workspaceColumn = () =>
  uuid("workspace_id")
    .notNull()
    .default(sql`null`)
    .references(() => workspaces.id, { onDelete: "cascade" });
