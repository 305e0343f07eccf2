import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { calendarSettings, posts, users, workspaceMembers, workspaces } from "#server/db/schema/index.ts";

/** When a post goes (or went) out: published, else scheduled (the calendar index's expression). */
const goesOutAt = sql<Date>`coalesce(${posts.postedAt}, ${posts.scheduledAt})`;

const cardColumns = {
  id: posts.id,
  title: posts.title,
  status: posts.status,
  contentItemIds: posts.contentItemIds,
  /** Published automatically to some destination (decision 800). */
  autoPublish: sql<boolean>`exists (select 1 from publications pb where pb.post_id = "posts"."id" and pb.state <> 'off')`,
  language: posts.language,
};

/** The workspace's posts going out in [start, end), by time (posts_workspace_calendar_idx). */
export function findPostsBetween(db: Db, workspaceId: string, start: Date, end: Date) {
  return db
    .select({ ...cardColumns, at: sql<Date>`${goesOutAt}`.mapWith(posts.scheduledAt) })
    .from(posts)
    .where(
      and(
        eq(posts.workspaceId, workspaceId),
        sql`${goesOutAt} is not null`,
        sql`${goesOutAt} >= ${start.toISOString()}::timestamptz`,
        sql`${goesOutAt} < ${end.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(goesOutAt, posts.id);
}

const WITHOUT_TIME = ["draft", "in_review", "changes_requested", "approved"] as const;

/** The workspace's newest posts that have no time yet, and how many there are. */
export async function findUnscheduled(db: Db, workspaceId: string, limit: number) {
  const where = and(
    eq(posts.workspaceId, workspaceId),
    inArray(posts.status, [...WITHOUT_TIME]),
    isNull(posts.scheduledAt),
  );
  const [rows, [total]] = await Promise.all([
    db.select(cardColumns).from(posts).where(where).orderBy(desc(posts.createdAt), desc(posts.id)).limit(limit),
    db.select({ n: count() }).from(posts).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * What the workspace's latest 50 posts are written in most (undefined with none), and the content
 * field they were given most (undefined when none was given).
 */
export async function usualLanguageAndField(
  db: Db,
  workspaceId: string,
): Promise<{ language: string | undefined; field: string | undefined }> {
  const recent = db
    .select({ language: posts.language, field: posts.contentField })
    .from(posts)
    .where(eq(posts.workspaceId, workspaceId))
    .orderBy(desc(posts.createdAt))
    .limit(50)
    .as("recent");
  const [[language], [field]] = await Promise.all([
    db
      .select({ value: recent.language, n: count() })
      .from(recent)
      .groupBy(recent.language)
      .orderBy(desc(count()), recent.language)
      .limit(1),
    db
      .select({ value: recent.field, n: count() })
      .from(recent)
      .where(sql`${recent.field} is not null`)
      .groupBy(recent.field)
      .orderBy(desc(count()), recent.field)
      .limit(1),
  ]);
  return { language: language?.value, field: field?.value ?? undefined };
}

/** When the workspace's posts went (or go) out in [start, end): for its usual posting days. */
export async function findOutTimesBetween(db: Db, workspaceId: string, start: Date, end: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: sql<Date>`${goesOutAt}`.mapWith(posts.scheduledAt) })
    .from(posts)
    .where(
      and(
        eq(posts.workspaceId, workspaceId),
        inArray(posts.status, ["scheduled", "publishing", "posted", "failed"]),
        sql`${goesOutAt} >= ${start.toISOString()}::timestamptz`,
        sql`${goesOutAt} < ${end.toISOString()}::timestamptz`,
      ),
    );
  return rows.map((row) => row.at);
}

/** The user's calendar settings for the workspace (undefined when never set). */
export async function findSettings(db: Db, userId: string, workspaceId: string) {
  const [row] = await db
    .select({ festivalLanguage: calendarSettings.festivalLanguage, digest: calendarSettings.digest })
    .from(calendarSettings)
    .where(and(eq(calendarSettings.userId, userId), eq(calendarSettings.workspaceId, workspaceId)));
  return row;
}

/**
 * Saves the settings given; the digest turned on counts `week` (its IST Monday) as sent, so the
 * first comes the week after.
 */
export async function saveSettings(
  db: Db,
  userId: string,
  workspaceId: string,
  input: { festivalLanguage?: (typeof calendarSettings.$inferInsert)["festivalLanguage"]; digest?: boolean },
  week: string,
) {
  const [row] = await db
    .insert(calendarSettings)
    .values({
      userId,
      workspaceId,
      festivalLanguage: input.festivalLanguage ?? null,
      digest: input.digest ?? false,
      lastSentWeek: week,
    })
    .onConflictDoUpdate({
      target: [calendarSettings.userId, calendarSettings.workspaceId],
      set: {
        ...(input.festivalLanguage !== undefined ? { festivalLanguage: input.festivalLanguage } : {}),
        ...(input.digest !== undefined
          ? {
              digest: input.digest,
              lastSentWeek: sql`case when ${calendarSettings.digest} then ${calendarSettings.lastSentWeek} else ${week} end`,
            }
          : {}),
        updatedAt: sql`now()`,
      },
    })
    .returning({ festivalLanguage: calendarSettings.festivalLanguage, digest: calendarSettings.digest });
  if (!row) throw new Error("calendar settings upsert returned nothing");
  return row;
}

/**
 * Takes the digests not yet sent for the week (`week`, its IST Monday) whose reader is still an
 * active member of the workspace: each is marked sent in the same statement, so one server and
 * one run sends it. A digest whose mail then fails is given back (releaseDigest).
 */
export function claimDueDigests(db: Db, week: string, limit: number) {
  return db
    .update(calendarSettings)
    .set({ lastSentWeek: week })
    .where(
      sql`(${calendarSettings.userId}, ${calendarSettings.workspaceId}) in (
        select d.user_id, d.workspace_id from ${calendarSettings} d
        join ${users} u on u.id = d.user_id and u.disabled_at is null and u.deleted_at is null
        join ${workspaceMembers} m on m.user_id = d.user_id and m.workspace_id = d.workspace_id
        where d.digest and d.last_sent_week is distinct from ${week}
        limit ${limit}
        for update of d skip locked
      )`,
    )
    .returning({ userId: calendarSettings.userId, workspaceId: calendarSettings.workspaceId });
}

/** Gives a claimed digest back for another try (its mail could not be sent). */
export async function releaseDigest(db: Db, userId: string, workspaceId: string, week: string) {
  await db
    .update(calendarSettings)
    .set({ lastSentWeek: null })
    .where(
      and(
        eq(calendarSettings.userId, userId),
        eq(calendarSettings.workspaceId, workspaceId),
        eq(calendarSettings.lastSentWeek, week),
      ),
    );
}

/** The reader and the workspace of a digest: whom to write to and what to call the workspace. */
export async function findDigestReader(db: Db, userId: string, workspaceId: string) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      language: users.interfaceLanguage,
      kind: workspaces.kind,
      name: workspaces.name,
    })
    .from(users)
    .innerJoin(workspaces, eq(workspaces.id, workspaceId))
    .where(eq(users.id, userId));
  return row;
}
