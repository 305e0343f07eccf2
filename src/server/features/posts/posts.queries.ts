import { and, count, desc, eq, getTableColumns, inArray, isNotNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ContainerState } from "#contract/destinations.ts";
import { sessionsChanged } from "#server/auth/session-cache.ts";
import { type Db, queryRows } from "#server/db/client.ts";
import { preparedQuery } from "#server/db/prepared.ts";
import { contentItems, posts, publications, users, workspaces } from "#server/db/schema/index.ts";
import type { StoredPostPeople } from "#server/db/schema/posts.ts";
import { postsChanged, postsChangedHere, postsChangedReturning } from "./posts-page-cache.ts";

/** A post's publication as read with the post (JSON: times are ISO strings). */
export interface PostPublicationRow {
  destination: (typeof publications.$inferSelect)["destination"];
  state: (typeof publications.$inferSelect)["state"];
  fit: "pad" | "crop";
  shareToFeed: boolean;
  attempts: number;
  nextAt: string | null;
  error: string | null;
  errorCode: string | null;
  remoteId: string | null;
  permalink: string | null;
  publishedAt: string | null;
  updatedAt: string;
  /** The media's processing at the destination (decision 810): since, checks, last answer and when. */
  processingSince: string | null;
  statusChecks: number;
  lastStatus: ContainerState | null;
  lastCheckedAt: string | null;
}

/**
 * A post's publications, one JSON array read with the post in the same statement (selects and
 * the returning lists of writes alike, decision 800). Every write of a publication's presented
 * fields also writes the post, so the post's row version (xmin) changes with them. The post's
 * id is written out in full: in a write's returning list Drizzle leaves columns unqualified, and
 * a bare "id" inside the subquery would be the publication's.
 */
const publicationsOfPost = sql<PostPublicationRow[]>`coalesce((select jsonb_agg(jsonb_build_object(
    'destination', pb.destination, 'state', pb.state, 'fit', pb.options->>'fit',
    'shareToFeed', coalesce((pb.options->>'shareToFeed')::boolean, true), 'attempts', pb.attempts,
    'nextAt', pb.next_at, 'error', pb.error, 'errorCode', pb.error_code, 'remoteId', pb.remote_id,
    'permalink', pb.permalink, 'publishedAt', pb.published_at, 'updatedAt', pb.updated_at,
    'processingSince', pb.processing_since, 'statusChecks', pb.status_checks, 'lastStatus', pb.last_status,
    'lastCheckedAt', pb.last_checked_at) order by pb.destination)
  from publications pb where pb.post_id = "posts"."id"), '[]'::jsonb)`;
/** The columns of a post as every query of it answers them: the table's and its publications. */
const postColumns = { ...getTableColumns(posts), publications: publicationsOfPost };

export type PostRow = typeof posts.$inferSelect & { publications: PostPublicationRow[] };
export type NewPost = typeof posts.$inferInsert;

export async function insertPost(db: Db, values: NewPost): Promise<PostRow> {
  const [row] = await db.insert(posts).values(values).returning(postColumns);
  if (!row) throw new Error("post insert returned nothing");
  await postsChanged(db, row.workspaceId);
  return row;
}

const findPostPrepared = preparedQuery("posts_find", (db, name) =>
  db
    .select(postColumns)
    .from(posts)
    .where(and(eq(posts.id, sql.placeholder("id")), eq(posts.workspaceId, sql.placeholder("workspaceId"))))
    .prepare(name),
);

/** A post of the workspace; undefined for another workspace's post or no such post. */
export async function findPost(db: Db, workspaceId: string, id: string): Promise<PostRow | undefined> {
  const [row] = await findPostPrepared(db, { id, workspaceId });
  return row;
}

/** The post behind a reminder, whichever workspace it is in, with its author's e-mail (the reminder is theirs). */
export async function findPostForReminder(db: Db, id: string) {
  const [row] = await db
    .select({
      post: posts,
      email: users.email,
      firstName: users.firstName,
      language: users.interfaceLanguage,
      deletedAt: users.deletedAt,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(eq(posts.id, id));
  return row;
}

/** The workspace's posts after `after` (the last row of the previous page) in page order; all of them without it. */
const pageOf = (workspaceId: string, after?: { createdAt: Date; id: string }) =>
  and(
    eq(posts.workspaceId, workspaceId),
    after
      ? sql`(${posts.createdAt}, ${posts.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
      : undefined,
  );
const pageOrder = [desc(posts.createdAt), desc(posts.id)];
/** A row's version: PostgreSQL's `xmin`, which every write of the row changes. */
const rowVersion = sql<string>`${posts}.xmin::text`;

/**
 * One page of the workspace's posts, newest first; `after` is the last row of the previous
 * page. Reads one row more than asked to tell whether another page follows.
 */
export function findPostsPage(
  db: Db,
  workspaceId: string,
  limit: number,
  after?: { createdAt: Date; id: string },
): Promise<PostRow[]> {
  return db
    .select(postColumns)
    .from(posts)
    .where(pageOf(workspaceId, after))
    .orderBy(...pageOrder)
    .limit(limit + 1);
}

/**
 * findPostsPage without the posts' text: each row's id, creation time and version, for a page
 * built from already rendered posts. The first page's query is prepared.
 */
const firstPageVersions = preparedQuery("posts_first_page_versions", (db, name) =>
  db
    .select({ id: posts.id, createdAt: posts.createdAt, version: rowVersion })
    .from(posts)
    .where(eq(posts.workspaceId, sql.placeholder("workspaceId")))
    .orderBy(...pageOrder)
    .limit(sql.placeholder("limit"))
    .prepare(name),
);

export function findPostsPageVersions(
  db: Db,
  workspaceId: string,
  limit: number,
  after?: { createdAt: Date; id: string },
): Promise<{ id: string; createdAt: Date; version: string }[]> {
  if (!after) return firstPageVersions(db, { workspaceId, limit: limit + 1 });
  return db
    .select({ id: posts.id, createdAt: posts.createdAt, version: rowVersion })
    .from(posts)
    .where(pageOf(workspaceId, after))
    .orderBy(...pageOrder)
    .limit(limit + 1);
}

/** The workspace's posts of these ids, each with its version (see findPostsPageVersions). */
const postsWithVersions = preparedQuery("posts_with_versions", (db, name) =>
  db
    .select({ post: postColumns, version: rowVersion })
    .from(posts)
    .where(
      and(
        eq(posts.workspaceId, sql.placeholder("workspaceId")),
        sql`${posts.id} = any(${sql.placeholder("ids")}::uuid[])`,
      ),
    )
    .prepare(name),
);

export function findPostsWithVersions(
  db: Db,
  workspaceId: string,
  ids: string[],
): Promise<{ post: PostRow; version: string }[]> {
  return postsWithVersions(db, { workspaceId, ids });
}

/**
 * Writes a post and answers it with its new row version (see findPostsPageVersions). `countsUnchanged`: the caller knows the write leaves the post's status and
 * engagement figure as they were, so the dashboard's counts of the user's posts stand.
 */
export async function updatePost(
  db: Db,
  id: string,
  values: Partial<NewPost>,
  options: { countsUnchanged?: boolean; people?: PeopleChange } = {},
): Promise<(PostRow & { version: string }) | undefined> {
  const announce = { countsChanged: !options.countsUnchanged };
  const [row] = await db
    .update(posts)
    .set({ ...values, ...(options.people ? { people: peopleSql(options.people) } : {}), updatedAt: sql`now()` })
    .where(eq(posts.id, id))
    .returning(returningAnnounced(announce));
  return row && announcedHere(row, announce);
}

/** A change of `posts.people` (decision 761): keys set to who did it, keys removed (an approval that no longer holds). */
export interface PeopleChange {
  set?: StoredPostPeople;
  remove?: (keyof StoredPostPeople)[];
}

/** The new `people` as one expression of the row's own, so concurrent changes of other keys are kept. */
function peopleSql(change: PeopleChange) {
  const removed = (change.remove ?? []).reduce((value, key) => sql`(${value} - ${key}::text)`, sql`${posts.people}`);
  return sql`${removed} || ${JSON.stringify(change.set ?? {})}::jsonb`;
}

/**
 * Moves a post of the workspace from one of `from` to `to` with its people change (approvals,
 * decision 761), only while it is in one of those states and, with `seenUpdatedAt`, unchanged
 * since the caller saw it; undefined otherwise (the caller reads the post to say why).
 */
export async function movePost(
  db: Db,
  workspaceId: string,
  id: string,
  move: { from: readonly PostRow["status"][]; to: PostRow["status"]; people: PeopleChange; seenUpdatedAt?: Date },
): Promise<(PostRow & { version: string }) | undefined> {
  const announce = { countsChanged: true };
  const [row] = await db
    .update(posts)
    .set({ status: move.to, people: peopleSql(move.people), updatedAt: sql`now()` })
    .where(
      and(
        eq(posts.id, id),
        eq(posts.workspaceId, workspaceId),
        inArray(posts.status, [...move.from]),
        move.seenUpdatedAt ? eq(posts.updatedAt, move.seenUpdatedAt) : undefined,
      ),
    )
    .returning(returningAnnounced(announce));
  return row && announcedHere(row, announce);
}

/** The columns of a written post, its new version, and the NOTIFYs of postsChanged (posts-page-cache.ts). */
const returningAnnounced = (announce: { countsChanged: boolean }) => ({
  ...postColumns,
  version: rowVersion,
  announced: postsChangedReturning(sql`${posts.workspaceId}`, announce),
});

function announcedHere<R extends PostRow & { version: string; announced: unknown }>(
  { announced: _, ...row }: R,
  announce: { countsChanged: boolean },
): PostRow & { version: string } {
  postsChangedHere(row.workspaceId, announce);
  return row;
}

/**
 * Writes the latest results from Instagram onto the post (not a change by its owner, so
 * `updated_at` stays), with the NOTIFYs of postsChanged: the post's cached JSON and the
 * dashboard's figures go. Answers whether the post still exists.
 */
export async function setPostResults(db: Db, id: string, results: PostRow["results"]): Promise<boolean> {
  const announce = { countsChanged: true };
  const [row] = await db.update(posts).set({ results }).where(eq(posts.id, id)).returning(returningAnnounced(announce));
  if (row) announcedHere(row, announce);
  return row !== undefined;
}

/** The fields of a post's text: what updatePostText writes. */
export type PostTextValues = Partial<
  Pick<NewPost, "title" | "caption" | "detailedDescription" | "hashtags" | "altText" | "language">
>;
const TEXT_FIELDS = ["title", "caption", "detailedDescription", "hashtags", "altText", "language"] as const;

/**
 * updatePostText's statement, prepared: a field left out is given as null and keeps its value.
 * Anyone who may edit edits a post not yet approved, which stays where it is (one in review
 * stays in review); only an approver's edit leaves an approved or scheduled post so
 * (decision 761) — a creator's edit of one is the service's longer path, back to review.
 */
const updatePostTextPrepared = preparedQuery("posts_update_text", (db, name) =>
  db
    .update(posts)
    .set({
      ...Object.fromEntries(
        TEXT_FIELDS.map((field) => [field, sql`coalesce(${sql.placeholder(field)}, ${posts[field]})`]),
      ),
      people: sql`${posts.people} || jsonb_build_object('editedBy', ${sql.placeholder("editedBy")}::jsonb)`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(posts.id, sql.placeholder("id")),
        eq(posts.workspaceId, sql.placeholder("workspaceId")),
        or(
          inArray(posts.status, ["draft", "in_review", "changes_requested"]),
          and(
            sql`${sql.placeholder("approver")}::boolean`,
            or(eq(posts.status, "approved"), and(eq(posts.status, "scheduled"), isNotNull(posts.scheduledAt))),
          ),
        ),
      ),
    )
    .returning({
      ...postColumns,
      version: rowVersion,
      announced: postsChangedReturning(sql`${posts.workspaceId}`, {
        countsChanged: false,
        origin: sql`${sql.placeholder("origin")}`,
      }),
    })
    .prepare(name),
);

/**
 * Writes the text of the workspace's post, and who edited it, if it is in a state in which an
 * edit of the text is the whole change for this editor (posts.service.ts updatePost; an
 * `approver` is an owner or manager) — in one prepared statement with its NOTIFY, sent as from
 * `origin` (posts-page-cache.ts postsPageOrigin): the caller applies the change to this
 * process's cached pages itself. Answers nothing when the post is not the workspace's or is in
 * another state; the caller then reads the post and applies the rules for that state.
 */
export async function updatePostText(
  db: Db,
  workspaceId: string,
  id: string,
  values: PostTextValues,
  editor: { approver: boolean; editedBy: NonNullable<StoredPostPeople["editedBy"]> },
  origin: string,
): Promise<(PostRow & { version: string }) | undefined> {
  const [row] = await updatePostTextPrepared(db, {
    id,
    workspaceId,
    origin,
    approver: editor.approver,
    editedBy: JSON.stringify(editor.editedBy),
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field] ?? null])),
  });
  if (!row) return undefined;
  const { announced: _, ...written } = row;
  return written;
}

/** Deletes a post of the workspace (with `onlyIn`, only in those states); undefined for another workspace's post, no such post, or another state. */
export async function deletePost(
  db: Db,
  workspaceId: string,
  id: string,
  onlyIn?: readonly PostRow["status"][],
): Promise<{ id: string; workspaceId: string } | undefined> {
  const rows = await db
    .delete(posts)
    .where(
      and(
        eq(posts.id, id),
        eq(posts.workspaceId, workspaceId),
        onlyIn ? inArray(posts.status, [...onlyIn]) : undefined,
      ),
    )
    .returning({ id: posts.id, workspaceId: posts.workspaceId });
  if (rows[0]) await postsChanged(db, workspaceId);
  return rows[0];
}

/** The workspace's saved posts (the plan's history limit counts them, whoever wrote them). */
export async function countPosts(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(posts).where(eq(posts.workspaceId, workspaceId));
  return Number(row?.n ?? 0);
}

/**
 * Keeps users.free_posts_used (read by GET /api/auth/me) equal to the saved posts of the
 * account's personal workspace (the service calls it only for a personal workspace).
 */
export async function setSavedPostsCount(db: Db, userId: string, saved: number) {
  await db.update(users).set({ freePostsUsed: saved }).where(eq(users.id, userId));
  await sessionsChanged(db, userId); // GET /api/auth/me shows the count
}

/** Which of these ids are ready content items of the workspace's library. */
export async function findReadyContentIdsInWorkspace(db: Db, workspaceId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(
      and(eq(contentItems.workspaceId, workspaceId), inArray(contentItems.id, ids), eq(contentItems.status, "ready")),
    );
  return new Set(rows.map((r) => r.id));
}

/** The dashboard's post figures in one pass over the workspace's posts. */
const postStatsPrepared = preparedQuery("posts_stats", (db, name) =>
  db
    .select({
      total: count(),
      scheduled: sql<string>`count(*) filter (where ${posts.status} = 'scheduled')`,
      inReview: sql<string>`count(*) filter (where ${posts.status} = 'in_review')`,
      averageEngagement: sql<
        string | null
      >`avg(${posts.engagementPrediction}) filter (where ${posts.engagementBasis} is not null)`,
      withEngagement: sql<string>`count(${posts.engagementPrediction}) filter (where ${posts.engagementBasis} is not null)`,
      withoutBasis: sql<string>`count(${posts.engagementPrediction}) filter (where ${posts.engagementBasis} is null)`,
    })
    .from(posts)
    .where(eq(posts.workspaceId, sql.placeholder("workspaceId")))
    .prepare(name),
);

export async function postStats(db: Db, workspaceId: string) {
  const [row] = await postStatsPrepared(db, { workspaceId });
  return statsOf(row);
}

function statsOf(
  row:
    | {
        total: number;
        scheduled: string;
        inReview: string;
        averageEngagement: string | null;
        withEngagement: string;
        withoutBasis: string;
      }
    | undefined,
) {
  return {
    total: Number(row?.total ?? 0),
    scheduled: Number(row?.scheduled ?? 0),
    inReview: Number(row?.inReview ?? 0),
    withEngagement: Number(row?.withEngagement ?? 0),
    withoutBasis: Number(row?.withoutBasis ?? 0),
    averageEngagement:
      row?.averageEngagement === null || row?.averageEngagement === undefined ? null : Number(row.averageEngagement),
  };
}

/**
 * Claims the reminder for a post still scheduled at exactly `scheduledAt`: true for the one
 * caller that set `reminded_for`, false when the post moved, was unscheduled, deleted,
 * already reminded, or its time has not come.
 */
export async function claimReminder(db: Db, postId: string, scheduledAt: Date): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({ remindedFor: scheduledAt })
    .where(
      and(
        eq(posts.id, postId),
        eq(posts.status, "scheduled"),
        // A post that publishes itself sends no reminder (a failure sends its own e-mail).
        sql`not exists (select 1 from publications pb where pb.post_id = "posts"."id" and pb.state <> 'off')`,
        eq(posts.scheduledAt, scheduledAt),
        // Never early, whatever moved the job: the reminder is for the moment itself.
        sql`${posts.scheduledAt} <= now()`,
        sql`${posts.remindedFor} is distinct from ${posts.scheduledAt}`,
      ),
    )
    .returning({ id: posts.id });
  return rows.length > 0;
}

/** Gives a claim back when the e-mail could not be handed over, so the job's retry can send it. */
export async function releaseReminder(db: Db, postId: string, scheduledAt: Date) {
  await db
    .update(posts)
    .set({ remindedFor: null })
    .where(and(eq(posts.id, postId), eq(posts.remindedFor, scheduledAt), isNotNull(posts.remindedFor)));
}

/** Every post of the workspace (the data export). */
export function findAllPosts(db: Db, workspaceId: string): Promise<PostRow[]> {
  return db.select(postColumns).from(posts).where(eq(posts.workspaceId, workspaceId));
}

/**
 * What the publishing job needs with a post: its author (who gets the e-mails about it, and
 * whose account being disabled or deleted stops it) and its workspace's plan (its owner's,
 * free once the owner can no longer act, as for a member's session: auth/workspace.ts).
 */
export interface PublishingPost {
  post: PostRow;
  /** The post's publication to the destination asked for (its tries, fit, link); null when it has none. */
  publication: typeof publications.$inferSelect | null;
  /** The author's address and name. */
  email: string;
  firstName: string | null;
  /** The author's saved interface language, for the e-mails (decision 807). */
  language: string | null;
  /** The plan of the post's workspace (its owner's). */
  plan: (typeof users.$inferSelect)["subscriptionStatus"];
  /** The author's account state. */
  deletedAt: Date | null;
  disabledAt: Date | null;
}

const workspaceOwners = alias(users, "workspace_owners");

/**
 * Claims one due publication for `leaseMs`: scheduled (or publishing, after a try whose lease
 * ran out), its post scheduled (or publishing) and its time come, not waiting for a retry. The
 * row lock (FOR UPDATE SKIP LOCKED) makes servers racing for the same publication skip it; the
 * lease keeps it theirs until renewed. The post shows as publishing, written in the same statement.
 */
export async function claimDuePublication(
  db: Db,
  leaseMs: number,
): Promise<{ postId: string; destination: PostPublicationRow["destination"] } | undefined> {
  const rows = await queryRows<{
    post_id: string;
    destination: PostPublicationRow["destination"];
    workspace_id: string;
  }>(
    db,
    sql`with claimed as (
          update publications set state = 'publishing',
            locked_until = now() + make_interval(secs => ${leaseMs / 1000}),
            attempts = attempts + 1
          where id = (
            select pb.id from publications pb join posts p on p.id = pb.post_id
            where pb.state in ('scheduled', 'publishing') and p.status in ('scheduled', 'publishing')
              and p.scheduled_at <= now()
              and (pb.next_at is null or pb.next_at <= now())
              and (pb.locked_until is null or pb.locked_until < now())
            order by p.scheduled_at
            limit 1
            for update of pb skip locked
          )
          returning post_id, destination
        ), shown as (
          update posts set status = 'publishing', updated_at = now()
          from claimed where posts.id = claimed.post_id
          returning posts.workspace_id
        )
        select claimed.post_id, claimed.destination, (select workspace_id from shown limit 1) as workspace_id from claimed`,
  );
  const row = rows[0];
  if (!row) return undefined;
  await postsChanged(db, String(row.workspace_id)); // its status shows as publishing
  return { postId: String(row.post_id), destination: row.destination };
}

/** The post with its author and its workspace's plan, whichever workspace it is in (the publishing job). */
export async function findPublishingPost(
  db: Db,
  id: string,
  destination: PostPublicationRow["destination"],
): Promise<PublishingPost | undefined> {
  const [row] = await db
    .select({
      post: postColumns,
      publication: publications,
      email: users.email,
      firstName: users.firstName,
      language: users.interfaceLanguage,
      plan: sql<
        PublishingPost["plan"]
      >`case when ${workspaceOwners.disabledAt} is null and ${workspaceOwners.deletedAt} is null then ${workspaceOwners.subscriptionStatus} else 'free' end`,
      deletedAt: users.deletedAt,
      disabledAt: users.disabledAt,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .innerJoin(workspaces, eq(workspaces.id, posts.workspaceId))
    .innerJoin(workspaceOwners, eq(workspaceOwners.id, workspaces.ownerId))
    .leftJoin(publications, and(eq(publications.postId, posts.id), eq(publications.destination, destination)))
    .where(eq(posts.id, id));
  return row;
}

const ofPost = (postId: string, destination: PostPublicationRow["destination"]) =>
  and(eq(publications.postId, postId), eq(publications.destination, destination));

/** Extends the holder's lease; false when the publication is no longer being published by anyone holding it. */
export async function renewPublishLease(
  db: Db,
  postId: string,
  destination: PostPublicationRow["destination"],
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(publications)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(
      and(
        ofPost(postId, destination),
        eq(publications.state, "publishing"),
        sql`exists (select 1 from posts p where p.id = "publications"."post_id" and p.status = 'publishing')`,
      ),
    )
    .returning({ id: publications.id });
  return rows.length > 0;
}

/** The earliest moment a held publication's lease runs out (when another worker may take it over). */
export async function publishLeaseOf(
  db: Db,
  postId: string,
  destination: PostPublicationRow["destination"],
): Promise<Date | null> {
  const [row] = await db
    .select({ until: publications.lockedUntil })
    .from(publications)
    .where(ofPost(postId, destination));
  return row?.until ?? null;
}

/** What the publishing side writes of a publication's state. */
export type PublicationStateChange = Partial<
  Pick<
    typeof publications.$inferInsert,
    | "state"
    | "options"
    | "attempts"
    | "nextAt"
    | "lockedUntil"
    | "error"
    | "errorCode"
    | "permalink"
    | "publishedAt"
    | "processingSince"
    | "statusChecks"
    | "lastStatus"
    | "lastCheckedAt"
  >
>;

/** A publication's processing forgotten: a new try starts with no container (decision 810). */
export const NO_PROCESSING = { processingSince: null, statusChecks: 0, lastStatus: null, lastCheckedAt: null } as const;

/** Writes a publication's state, creating it (for the post's author) when the post has none for the destination. */
export async function upsertPublicationState(
  db: Db,
  post: { id: string; userId: string },
  destination: PostPublicationRow["destination"],
  change: PublicationStateChange,
) {
  await db
    .insert(publications)
    .values({ postId: post.id, userId: post.userId, destination, ...change })
    .onConflictDoUpdate({
      target: [publications.postId, publications.destination],
      set: { ...change, updatedAt: sql`now()` },
    });
}

/** Writes the state of a publication that exists; false when there is none. */
export async function setPublicationState(
  db: Db,
  postId: string,
  destination: PostPublicationRow["destination"],
  change: PublicationStateChange,
): Promise<boolean> {
  const rows = await db
    .update(publications)
    .set({ ...change, updatedAt: sql`now()` })
    .where(ofPost(postId, destination))
    .returning({ id: publications.id });
  return rows.length > 0;
}

/**
 * A post's publications start afresh at its new time: a failed one is scheduled again, and tries,
 * next try and reasons are cleared.
 */
export async function restartPublications(db: Db, postId: string) {
  await db
    .update(publications)
    .set({
      state: "scheduled",
      attempts: 0,
      nextAt: null,
      error: null,
      errorCode: null,
      ...NO_PROCESSING,
      updatedAt: sql`now()`,
    })
    .where(and(eq(publications.postId, postId), sql`${publications.state} in ('scheduled', 'failed')`));
}

/** The publishing side's writes of a post (status, posted time): the same write as an edit. */
export const setPublishState = updatePost;

/**
 * A publication being published becomes failed (lease and next try cleared), and its post with
 * it; undefined when it was not being published (already failed, or changed by its owner meanwhile).
 */
export async function failPublishing(
  db: Db,
  postId: string,
  destination: PostPublicationRow["destination"],
  reason: { error: string; errorCode: string },
): Promise<PostRow | undefined> {
  const failed = await db
    .update(publications)
    .set({ ...reason, state: "failed", lockedUntil: null, nextAt: null, updatedAt: sql`now()` })
    .where(and(ofPost(postId, destination), eq(publications.state, "publishing")))
    .returning({ id: publications.id });
  if (!failed[0]) return undefined;
  const [row] = await db
    .update(posts)
    .set({ status: "failed", updatedAt: sql`now()` })
    .where(and(eq(posts.id, postId), eq(posts.status, "publishing")))
    .returning(postColumns);
  if (row) await postsChanged(db, row.workspaceId);
  return row;
}

/** A try that only waited (a rate limit) does not count against the publication's tries. */
export async function refundPublishAttempt(db: Db, postId: string, destination: PostPublicationRow["destination"]) {
  await db
    .update(publications)
    .set({ attempts: sql`greatest(${publications.attempts} - 1, 0)` })
    .where(ofPost(postId, destination));
}

/**
 * Writes a step of the media's processing on a publication being published (decision 810) —
 * `started`: a new container, since now, no checks yet; `checked`: one more status answer —
 * and, in the same statement, the post (not its `updated_at`: nothing of the creator's changed)
 * so its row version changes with what it presents, with the NOTIFYs of postsChanged. False
 * when the publication is no longer being published.
 */
export async function recordProcessing(
  db: Db,
  postId: string,
  destination: PostPublicationRow["destination"],
  step: { started: true } | { checked: ContainerState },
): Promise<boolean> {
  const change =
    "started" in step
      ? sql`processing_since = now(), status_checks = 0, last_status = null, last_checked_at = null`
      : sql`status_checks = status_checks + 1, last_status = ${step.checked}, last_checked_at = now()`;
  const rows = await queryRows<{ workspace_id: string }>(
    db,
    sql`with noted as (
          update publications set ${change}
          where post_id = ${postId} and destination = ${destination} and state = 'publishing'
          returning post_id
        )
        update posts set status = posts.status from noted where posts.id = noted.post_id
        returning posts.workspace_id`,
  );
  const row = rows[0];
  if (!row) return false;
  await postsChanged(db, String(row.workspace_id), { countsChanged: false });
  return true;
}
