import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";
import { workspaceColumn } from "./workspaces.ts";

/**
 * A user's brand voice styles. At most one per user is the default (a partial unique index,
 * so no sequence of requests can leave two); the default one is given to the caption model.
 */
export const voiceStyles = pgTable(
  "voice_styles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workspaceId: workspaceColumn(),
    styleName: text("style_name").notNull(),
    description: text("description"),
    brandVoice: text("brand_voice").notNull(),
    toneKeywords: text("tone_keywords").array().notNull().default(sql`'{}'::text[]`),
    sampleCaptions: text("sample_captions").array().notNull().default(sql`'{}'::text[]`),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index("voice_styles_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("voice_styles_workspace_created_idx").on(t.workspaceId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex("voice_styles_one_default_per_workspace").on(t.workspaceId).where(sql`${t.isDefault}`),
  ],
);
