import { boolean, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { LANGUAGE_CODES } from "#contract/languages.ts";
import { users } from "./users.ts";
import { workspaces } from "./workspaces.ts";

/**
 * A person's calendar settings for a workspace (issue 31): the region whose festivals it shows
 * (by its language; null follows the language the workspace writes in most) and the weekly
 * e-mail digest (opt-in). `lastSentWeek` (the IST Monday of the week last sent) makes the digest
 * go out once a week however often the job runs, and on however many servers.
 */
export const calendarSettings = pgTable(
  "calendar_settings",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    festivalLanguage: text("festival_language", { enum: LANGUAGE_CODES }),
    digest: boolean("digest").notNull().default(false),
    lastSentWeek: text("last_sent_week"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.workspaceId] })],
);
