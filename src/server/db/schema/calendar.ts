import { pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";
import { workspaces } from "./workspaces.ts";

/**
 * Who asked for the calendar's weekly e-mail digest of a workspace (issue 31, opt-in): what is
 * scheduled in the week ahead and the festivals coming. `lastSentWeek` (the IST Monday of the
 * week last sent) makes the digest go out once a week however often the job runs, and on
 * however many servers.
 */
export const calendarDigests = pgTable(
  "calendar_digests",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    lastSentWeek: text("last_sent_week"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.workspaceId] })],
);
