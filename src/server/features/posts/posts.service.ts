import { formatIstDateTime } from "#contract/dates.ts";
import { normalizeHashtags } from "#contract/hashtags.ts";
import { LOCALE_OF } from "#contract/i18n/languages.ts";
import { formatIstDateTimeIn } from "#contract/local-dates.ts";
import { PLANS } from "#contract/plans.ts";
import {
  type CreatePost,
  type Post,
  type PostStatus,
  type PostsPage,
  REVIEW_STATUSES,
  type ReviewPost,
  SCHEDULE_MAX_DAYS,
  type UpdatePost,
} from "#contract/posts.ts";
import { requireInWorkspace } from "#server/auth/access.ts";
import type { Member } from "#server/auth/workspace.ts";
import { decodeCursor, encodeCursor } from "#server/cursor.ts";
import type { Db } from "#server/db/client.ts";
import { lockUserForQuota } from "#server/db/locks.ts";
import type { Deps } from "#server/deps.ts";
import { type AppError, badRequest, conflict, forbidden, notFound, paymentRequired } from "#server/errors.ts";
import { istMoment, type Message, recipientLanguage } from "#server/i18n.ts";
import { enqueueJob } from "#server/jobs/queue.ts";
import { engagementBasisFor } from "../captions/captions.service.ts";
import { publishesToInstagram, requirePublishingRoom } from "../instagram/instagram.service.ts";
import { recordTeamActivity, teamAudience } from "../teams/teams.service.ts";
import { postFragments } from "./post-fragments.ts";
import {
  actorOf,
  CREATOR_DELETABLE,
  isApprover,
  ONLY_APPROVERS_DELETE,
  ONLY_APPROVERS_PUBLISH,
  reviewRules,
} from "./post-review.ts";
import { reminderMail, reviewNoticeMails } from "./posts.mail.ts";
import { presentPost } from "./posts.presenter.ts";
import {
  claimReminder,
  countPosts,
  deletePost as deletePostRow,
  findAllPosts,
  findPost,
  findPostForReminder,
  findPostsPage,
  findPostsPageVersions,
  findPostsWithVersions,
  findReadyContentIdsInWorkspace,
  insertPost,
  movePost,
  type NewPost,
  type PostRow,
  type PostTextValues,
  postStats,
  releaseReminder,
  restartPublications,
  setSavedPostsCount,
  updatePost as updatePostRow,
  updatePostText,
} from "./posts.queries.ts";
import { type CachedPostsPage, firstPageKey, postsPageCache, postsPageOrigin } from "./posts-page-cache.ts";
import { schedulePublishRun } from "./publish-state.ts";

// Parts of the feature other features use (decision 021: only through this file).
export { presentPost } from "./posts.presenter.ts";
export {
  claimDuePublish,
  deferPublish,
  findPostWithOwner,
  getOwnPostRow,
  JOB_PUBLISH_DUE,
  JOB_PUBLISH_OUTCOME_MAIL,
  markPostPublished,
  markPublishFailed,
  type PublishingPost,
  type PublishOutcomeMail,
  postLeaseUntil,
  recordPostResults,
  recordPublicationProcessing,
  renewPostLease,
  retryPublish,
  schedulePublishRun,
  setAutoPublish,
} from "./publish-state.ts";

export const JOB_POST_REMINDER = "posts.reminder";
/** The e-mails of a team's approvals: a post sent for review, approved, or sent back (decision 761). */
export const JOB_REVIEW_NOTICE = "posts.review-notice";
export type ReviewEvent = "submitted" | "approved" | "changes_requested";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment as Indian creators read it: "1 Dec 2026, 6:30 pm IST" (the one formatter, decision 734). */
export const formatIst = (moment: Date) => formatIstDateTime(moment);

/**
 * The basis of a figure given with a post that no generation of the workspace's gave: it is
 * the caller's own number, and the post says so (decision 207).
 */
export const GIVEN_WITH_POST_BASIS = "Given with the post when it was saved; not estimated by CaptionKaro.";

/** The figure and its basis as a post stores them: the basis of a generation that gave it, else "given with the post". */
async function engagementWithBasis(
  deps: Deps,
  member: Member,
  prediction: number | null,
): Promise<{ engagementPrediction: number | null; engagementBasis: string | null }> {
  if (prediction === null) return { engagementPrediction: null, engagementBasis: null };
  const basis = (await engagementBasisFor(deps, member.workspaceId, prediction)) ?? GIVEN_WITH_POST_BASIS;
  return { engagementPrediction: prediction, engagementBasis: basis };
}

/** The post's set as the spec saves it ("#a #b"), refusing more tags than a post may carry. */
function hashtagString(deps: Deps, input: string | string[]): string {
  const cap = deps.config.brand.postHashtagCap;
  const tags = normalizeHashtags(input, 30);
  if (tags.length > cap) {
    throw badRequest({ key: "errors.posts.tooManyHashtags", values: { cap, count: tags.length } });
  }
  return tags.map((tag) => `#${tag}`).join(" ");
}

/** The photos a post shows must be ready items of the workspace's library. */
async function requireWorkspaceContent(deps: Deps, member: Member, ids: string[]) {
  const found = await findReadyContentIdsInWorkspace(deps.database.db, member.workspaceId, ids);
  if (ids.some((id) => !found.has(id))) {
    throw badRequest({ key: "errors.posts.unknownContent" }, "unknown_content");
  }
}

function saveLimitReached(limit: number, saved: number): AppError {
  return paymentRequired({ key: "errors.posts.saveLimit", values: { saved, limit } }, "save_limit", {
    details: { savedPosts: saved, limit, upgradeRequired: true },
  });
}

/**
 * Where a post ends up after a change: its status and scheduled time, checked against the
 * scheduling rules (a scheduled post has a time, a new time lies ahead, a draft has none).
 */
function nextSchedule(
  current: { status: PostStatus; scheduledAt: Date | null } | undefined,
  input: { status?: PostStatus | undefined; scheduledAt?: Date | null | undefined },
  now: Date,
): { status: PostStatus; scheduledAt: Date | null; remind: boolean } {
  const status: PostStatus = input.status ?? (input.scheduledAt ? "scheduled" : (current?.status ?? "draft"));
  const scheduledAt = input.scheduledAt !== undefined ? input.scheduledAt : (current?.scheduledAt ?? null);
  if (status === "draft") {
    if (input.scheduledAt) throw badRequest({ key: "errors.posts.draftHasNoTime" });
    return { status, scheduledAt: null, remind: false };
  }
  // A post in a team's review keeps no time: it is scheduled once approved (decision 761).
  if ((REVIEW_STATUSES as readonly PostStatus[]).includes(status)) return { status, scheduledAt: null, remind: false };
  if (status === "posted") return { status, scheduledAt, remind: false };
  if (!scheduledAt) throw badRequest({ key: "errors.posts.pickTime" });
  const isNewTime = current?.status !== "scheduled" || current.scheduledAt?.getTime() !== scheduledAt.getTime();
  if (isNewTime && scheduledAt.getTime() <= now.getTime()) {
    throw badRequest({ key: "errors.posts.timePassed", values: { past: istMoment(scheduledAt), now: istMoment(now) } });
  }
  if (scheduledAt.getTime() > now.getTime() + SCHEDULE_MAX_DAYS * DAY_MS) {
    throw badRequest({ key: "errors.posts.tooFarAhead", values: { days: SCHEDULE_MAX_DAYS } });
  }
  return { status, scheduledAt, remind: isNewTime };
}

/** Queues the reminder e-mail for this post and time; one job per post and time, however often it is asked. */
async function scheduleReminder(db: Db, postId: string, scheduledAt: Date) {
  await enqueueJob(
    db,
    JOB_POST_REMINDER,
    { postId, scheduledAt: scheduledAt.toISOString() },
    { runAt: scheduledAt, uniqueKey: `post-reminder:${postId}:${scheduledAt.toISOString()}` },
  );
}

/**
 * Saves a post to the workspace's caption history, written by the member. The workspace plan's
 * history limit counts the workspace's posts and is checked and taken under a lock on the
 * workspace owner's row, so parallel saves cannot pass it; users.free_posts_used follows the
 * number of saved posts of a personal workspace.
 */
export async function createPost(deps: Deps, member: Member, input: CreatePost, now = new Date()): Promise<Post> {
  const hashtags = hashtagString(deps, input.hashtags);
  const schedule = nextSchedule(undefined, input, now);
  if (schedule.status !== "draft" && !isApprover(member)) throw forbidden(ONLY_APPROVERS_PUBLISH, "role_not_allowed");
  await requireWorkspaceContent(deps, member, input.contentItemIds);
  const actor = actorOf(member, now);
  const engagement = await engagementWithBasis(deps, member, input.engagementPrediction ?? null);
  const row = await insertWithinHistoryLimit(
    deps,
    member,
    {
      workspaceId: member.workspaceId,
      userId: member.id,
      title: input.title,
      caption: input.caption,
      detailedDescription: input.detailedDescription,
      hashtags,
      altText: input.altText,
      contentItemIds: input.contentItemIds,
      status: schedule.status,
      scheduledAt: schedule.scheduledAt,
      ...engagement,
      language: input.language,
      // Saving it scheduled or posted is an approver's own approval (decision 761).
      people: {
        writtenBy: actor,
        ...(schedule.status !== "draft" ? { approvedBy: { ...actor, comment: null } } : {}),
        ...(schedule.status === "posted" ? { publishedBy: actor } : {}),
      },
      contentField: input.contentField ?? null,
    },
    async (tx, inserted) => {
      if (schedule.remind && schedule.scheduledAt) await scheduleReminder(tx, inserted.id, schedule.scheduledAt);
    },
  );
  return presentPost(row);
}

/**
 * Inserts a post of the member's workspace under the workspace's quota lock (its owner's row:
 * every limit of one plan is counted one at a time, decision 022), refusing it past the
 * workspace plan's history limit.
 */
async function insertWithinHistoryLimit(
  deps: Deps,
  member: Member,
  values: NewPost & { workspaceId: string },
  after?: (tx: Db, inserted: PostRow) => Promise<void>,
): Promise<PostRow> {
  const limit = PLANS[member.subscriptionStatus].savedPosts;
  const row = await deps.database.db.transaction(async (tx) => {
    await lockUserForQuota(tx, member.workspace.ownerId);
    const saved = await countPosts(tx, member.workspaceId);
    if (limit !== null && saved >= limit) throw saveLimitReached(limit, saved);
    const inserted = await insertPost(tx, values);
    await savedPostsCounted(tx, member, saved + 1);
    await after?.(tx, inserted);
    return inserted;
  });
  committedPostsChange(deps, member.workspaceId);
  return row;
}

/**
 * users.free_posts_used is the account's own figure (GET /api/auth/me): only a personal
 * workspace's count is written there; a team's posts are counted from its rows.
 */
async function savedPostsCounted(tx: Db, member: Member, saved: number) {
  if (member.workspace.kind === "personal") await setSavedPostsCount(tx, member.workspaceId, saved);
}

/**
 * `listPosts` as the JSON bytes the route sends. The first page (no cursor) comes from the
 * posts page cache, one per workspace for all its members, while no post of the workspace
 * changed (decision 014); later pages are read.
 */
export async function listPostsJson(
  deps: Deps,
  member: Member,
  query: { limit: number; cursor?: string | undefined },
): Promise<Buffer> {
  if (query.cursor) return (await pageJson(deps, member, query.limit, decodeCursor(query.cursor))).body;
  const cache = postsPageCache(deps.database);
  const key = firstPageKey(member.workspaceId, query.limit);
  const cached = cache.get(key);
  if (cached) return cached.body;
  const started = cache.begin();
  const page = await pageJson(deps, member, query.limit);
  cache.set(key, { workspaceId: member.workspaceId, ...page }, started);
  return page.body;
}

/**
 * One page of `listPosts` as JSON bytes, built from each post's rendered JSON (post-fragments.ts):
 * the page's ids and row versions are read, and only posts written since they were last
 * rendered are read in full. The same bytes as `JSON.stringify(await listPosts(…))`.
 */
async function pageJson(
  deps: Deps,
  member: Member,
  limit: number,
  after?: { createdAt: Date; id: string },
): Promise<Omit<CachedPostsPage, "workspaceId">> {
  const db = deps.database.db;
  const fragments = postFragments(deps.database);
  const heads = await findPostsPageVersions(db, member.workspaceId, limit, after);
  const page = heads.slice(0, limit);
  const json = new Map<string, Buffer>();
  const stale: string[] = [];
  for (const head of page) {
    const kept = fragments.get(head.id, head.version);
    if (kept === undefined) stale.push(head.id);
    else json.set(head.id, kept);
  }
  if (stale.length > 0) {
    for (const { post, version } of await findPostsWithVersions(db, member.workspaceId, stale)) {
      const rendered = Buffer.from(JSON.stringify(presentPost(post)));
      fragments.set(post.id, version, rendered);
      json.set(post.id, rendered);
    }
  }
  // A post deleted between the two reads is left out, as a read a moment later would.
  const listed = page.filter((head) => json.has(head.id));
  const last = page.at(-1);
  const nextCursor = heads.length > limit && last ? encodeCursor(last) : null;
  return {
    body: pageBody(
      listed.map((head) => json.get(head.id) as Buffer),
      nextCursor,
    ),
    heads: listed.map(({ id, version }) => ({ id, version })),
    nextCursor,
  };
}

/**
 * After a transaction that changed the workspace's posts has committed: this process's cached
 * pages of it go again, so a read that ran between the change and the commit is not kept
 * (other servers hear the commit's NOTIFY).
 */
function committedPostsChange(deps: Deps, workspaceId: string) {
  postsPageCache(deps.database).forgetGroup(workspaceId);
}

/** One page of the workspace's posts, newest first, with the cursor of the next page (null at the end). */
export async function listPosts(
  deps: Deps,
  member: Member,
  query: { limit: number; cursor?: string | undefined },
): Promise<PostsPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await findPostsPage(deps.database.db, member.workspaceId, query.limit, after);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    posts: page.map(presentPost),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

/**
 * The workspace's post count, scheduled count, and the average of the engagement figures that
 * have a basis, with how many it covers and how many older figures without one it leaves out.
 */
export function getPostStats(deps: Deps, member: Member) {
  return postStats(deps.database.db, member.workspaceId);
}

/** A post of the member's workspace; another workspace's post is not found. */
export async function getPost(deps: Deps, member: Member, id: string): Promise<Post> {
  return presentPost(await getWorkspacePostRow(deps, member, id));
}

/** A post row of the member's workspace, else 404 (an id of another workspace answers like no id). */
async function getWorkspacePostRow(deps: Deps, member: Member, id: string): Promise<PostRow> {
  return requireInWorkspace(member, await findPost(deps.database.db, member.workspaceId, id), {
    key: "errors.posts.notFound",
  });
}

/** What a posted post may still do is only this: a post marked posted by hand may go back to draft. */
const isUndoOfMarkPosted = (current: PostRow, input: UpdatePost) =>
  current.postedAt === null &&
  input.status === "draft" &&
  Object.entries(input).every(([key, value]) => key === "status" || value === undefined);

/**
 * A posted post is finished (decision 734): it is viewed and duplicated, not edited or
 * scheduled. One published by automatic publishing (it has `postedAt`) is on Instagram and
 * stays posted; one the creator marked posted by hand may be moved back to draft (an undo).
 */
function requireChangeablePost(current: PostRow, input: UpdatePost) {
  if (current.status !== "posted" || isUndoOfMarkPosted(current, input)) return;
  if (current.postedAt !== null) {
    throw conflict({ key: "errors.posts.onInstagram" }, "posted");
  }
  throw conflict({ key: "errors.posts.markedPosted" }, "posted");
}

/**
 * A new draft with a post's heading, caption, hashtags, alt text, photos and language (the
 * way to post something like a posted post again). Counts against the free plan's history
 * like any save; photos deleted from the library since are left out.
 */
export async function duplicatePost(deps: Deps, member: Member, id: string): Promise<Post> {
  const source = await getWorkspacePostRow(deps, member, id);
  const ready = await findReadyContentIdsInWorkspace(deps.database.db, member.workspaceId, source.contentItemIds);
  const contentItemIds = source.contentItemIds.filter((itemId) => ready.has(itemId));
  if (contentItemIds.length === 0) {
    throw badRequest({ key: "errors.posts.photosDeleted" });
  }
  // The copy is the member's: they wrote this draft, whoever wrote the post it comes from.
  const row = await insertWithinHistoryLimit(deps, member, {
    workspaceId: member.workspaceId,
    userId: member.id,
    title: source.title,
    caption: source.caption,
    detailedDescription: source.detailedDescription,
    hashtags: source.hashtags,
    altText: source.altText,
    contentItemIds,
    status: "draft",
    engagementPrediction: source.engagementPrediction,
    engagementBasis: source.engagementBasis,
    language: source.language,
    people: { writtenBy: actorOf(member, new Date()) },
    contentField: source.contentField,
  });
  return presentPost(row);
}

/**
 * Edits a post and moves it between draft, scheduled and posted. A new scheduled time queues
 * its reminder; unscheduling needs no clean-up, because the reminder checks the post first.
 */
export async function updatePost(
  deps: Deps,
  member: Member,
  id: string,
  input: UpdatePost,
  now = new Date(),
): Promise<Post> {
  // The edit creators make most, the text of a draft or scheduled post, is one statement: in
  // those states the text is the whole change. Otherwise (or not the workspace's post) the post
  // is read and the rules of its state apply, below.
  const text = textOnlyEdit(deps, input);
  if (text) {
    const row = await editText(deps, member, id, text, now);
    if (row) return renderedPost(deps, row);
  }
  const current = await getWorkspacePostRow(deps, member, id);
  if (current.status === "publishing") {
    throw conflict({ key: "errors.posts.publishingEdit" }, "publishing");
  }
  requireChangeablePost(current, input);
  const schedule = nextSchedule(current, input, now);
  // Who may move it where in a team, and what the post's record says of it (decision 761).
  const review = reviewRules(member, current, input, schedule.status, now);
  const status = review.status;
  const hashtags = input.hashtags !== undefined ? hashtagString(deps, input.hashtags) : undefined;
  if (input.contentItemIds) await requireWorkspaceContent(deps, member, input.contentItemIds);
  const engagement =
    input.engagementPrediction !== undefined
      ? await engagementWithBasis(deps, member, input.engagementPrediction)
      : undefined;
  const scheduleChanged =
    status !== current.status || (schedule.scheduledAt?.getTime() ?? null) !== (current.scheduledAt?.getTime() ?? null);
  // A post publishing automatically at a new time must fit the account's 24-hour limit there.
  if (schedule.remind && status === "scheduled" && schedule.scheduledAt && publishesToInstagram(current)) {
    await requirePublishingRoom(deps, member.workspaceId, id, schedule.scheduledAt);
  }
  // Only a new status or engagement figure changes the dashboard's counts of the workspace's posts.
  const countsUnchanged = status === current.status && engagement === undefined;
  const write = async (tx: Db) => {
    // A new time starts automatic publishing afresh (a failed post scheduled again); written
    // before the post so the post's answer carries it.
    if (schedule.remind) await restartPublications(tx, id);
    const updated = await updatePostRow(
      tx,
      id,
      {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.caption !== undefined ? { caption: input.caption } : {}),
        ...(input.detailedDescription !== undefined ? { detailedDescription: input.detailedDescription } : {}),
        ...(hashtags !== undefined ? { hashtags } : {}),
        ...(input.altText !== undefined ? { altText: input.altText } : {}),
        ...(input.contentItemIds !== undefined ? { contentItemIds: input.contentItemIds } : {}),
        ...(engagement ?? {}),
        ...(input.language !== undefined ? { language: input.language } : {}),
        ...(input.contentField !== undefined ? { contentField: input.contentField } : {}),
        // Status and time are written only when they change: an edit of the text leaves a status
        // another request set meanwhile (the publisher's, say) as it is.
        ...(scheduleChanged ? { status, scheduledAt: schedule.scheduledAt } : {}),
      },
      { countsUnchanged, people: review.people },
    );
    if (updated && schedule.remind && schedule.scheduledAt) {
      await scheduleReminder(tx, id, schedule.scheduledAt);
      if (updated.publications.some((p) => p.state === "scheduled")) {
        await schedulePublishRun(tx, id, schedule.scheduledAt);
      }
    }
    if (updated && review.resubmitted) await reviewHappened(tx, member, updated, "submitted", now);
    return updated;
  };
  // One statement needs no transaction of its own; a new time or a notice is written with it.
  const row =
    schedule.remind || review.resubmitted ? await deps.database.db.transaction(write) : await write(deps.database.db);
  if (!row) {
    committedPostsChange(deps, member.workspaceId);
    throw notFound({ key: "errors.posts.notFound" });
  }
  return editedPost(deps, member, row);
}

/**
 * POST /api/posts/{id}/submit: a draft (or one sent back) goes to the team's owner and managers
 * for review, who hear of it (decision 761). Only in a team: a personal workspace has no one
 * else to approve.
 */
export async function submitForReview(deps: Deps, member: Member, id: string, now = new Date()): Promise<Post> {
  if (member.workspace.kind !== "team") {
    await getWorkspacePostRow(deps, member, id); // another workspace's post is not found, as everywhere
    throw conflict({ key: "errors.posts.reviewsForTeams" }, "not_in_a_team");
  }
  const actor = actorOf(member, now);
  const row = await deps.database.db.transaction(async (tx) => {
    const moved = await movePost(tx, member.workspaceId, id, {
      from: ["draft", "changes_requested"],
      to: "in_review",
      people: { set: { submittedBy: actor }, remove: ["approvedBy"] },
    });
    if (moved) await reviewHappened(tx, member, moved, "submitted", now);
    return moved;
  });
  if (!row) {
    const current = await getWorkspacePostRow(deps, member, id);
    throw conflict(notMovableMessage(current.status, "submit"), "wrong_status");
  }
  return editedPost(deps, member, row);
}

/**
 * POST /api/posts/{id}/review: an owner or manager approves a post in review, or sends it back
 * with a comment; its author hears of it. With `updatedAt`, only the version the reviewer saw:
 * an edit made meanwhile is not approved unseen.
 */
export async function reviewPost(
  deps: Deps,
  member: Member,
  id: string,
  input: ReviewPost,
  now = new Date(),
): Promise<Post> {
  const actor = actorOf(member, now);
  const approve = input.decision === "approve";
  const row = await deps.database.db.transaction(async (tx) => {
    const moved = await movePost(tx, member.workspaceId, id, {
      from: ["in_review"],
      to: approve ? "approved" : "changes_requested",
      people: approve
        ? { set: { approvedBy: { ...actor, comment: input.comment || null } }, remove: ["changesRequestedBy"] }
        : { set: { changesRequestedBy: { ...actor, comment: input.comment ?? "" } }, remove: ["approvedBy"] },
      ...(input.updatedAt ? { seenUpdatedAt: input.updatedAt } : {}),
    });
    if (moved) await reviewHappened(tx, member, moved, approve ? "approved" : "changes_requested", now);
    return moved;
  });
  if (!row) {
    const current = await getWorkspacePostRow(deps, member, id);
    if (current.status === "in_review") {
      throw conflict({ key: "errors.posts.changedMeanwhile" }, "changed");
    }
    throw conflict(notMovableMessage(current.status, "review"), "wrong_status");
  }
  return editedPost(deps, member, row);
}

const notMovableMessage = (status: PostStatus, step: "submit" | "review"): Message => ({
  key: step === "submit" ? "errors.posts.cannotSubmit" : "errors.posts.notInReview",
  values: { status },
});

/** A step of a team's approvals, in its transaction: the team's activity log and the notice e-mails' job. */
async function reviewHappened(tx: Db, member: Member, post: PostRow, event: ReviewEvent, at: Date) {
  const action = { submitted: "sent for review", approved: "approved", changes_requested: "asked for changes to" }[
    event
  ];
  await recordTeamActivity(tx, { workspaceId: member.workspaceId, actorId: member.id, action, subject: post.title });
  await enqueueJob(
    tx,
    JOB_REVIEW_NOTICE,
    { postId: post.id, event, actorId: member.id },
    { uniqueKey: `${JOB_REVIEW_NOTICE}:${post.id}:${event}:${at.toISOString()}` },
  );
}

/**
 * Background: the e-mails of one approvals step. Sent for review: to the team's owner and
 * managers; a decision: to whoever sent it for review (else its author). Never to the person
 * who did it, never about a post that has since been deleted or left the team's review.
 */
export async function sendReviewNotice(deps: Deps, payload: { postId: string; event: ReviewEvent; actorId: string }) {
  const found = await findPostForReminder(deps.database.db, payload.postId);
  if (!found) return;
  if (payload.event === "submitted" && found.post.status !== "in_review") return; // decided already
  const audience = await teamAudience(deps, found.post.workspaceId);
  if (!audience) return;
  const actor = audience.members.find((m) => m.userId === payload.actorId);
  const recipients =
    payload.event === "submitted"
      ? audience.members.filter((m) => (m.role === "owner" || m.role === "manager") && m.userId !== payload.actorId)
      : audience.members.filter(
          (m) => m.userId === (found.post.people.submittedBy?.id ?? found.post.userId) && m.userId !== payload.actorId,
        );
  const mails = reviewNoticeMails(deps.config, {
    event: payload.event,
    teamName: audience.name,
    actorName: actor ? [actor.firstName, actor.lastName].filter(Boolean).join(" ") || actor.email : null,
    post: found.post,
    recipients: recipients.map((m) => ({ ...m, language: recipientLanguage(m.language) })),
  });
  for (const mail of mails) await deps.mailer.send(mail);
}

/**
 * The text edits of each post in this process, one after another: PostgreSQL's row lock makes
 * two edits of one post wait for each other anyway, and in this order each reaches the page
 * cache in the order it committed, so every edit patches the pages in place (decision 814). The
 * tail of each post's queue; a post with nothing queued has no entry.
 */
const textEditQueues = new Map<string, Promise<unknown>>();

async function oneTextEditAtATime<T>(id: string, edit: () => Promise<T>): Promise<T> {
  const before = textEditQueues.get(id);
  const mine = before ? before.then(edit, edit) : edit();
  const tail = mine.catch(() => undefined);
  textEditQueues.set(id, tail);
  try {
    return await mine;
  } finally {
    if (textEditQueues.get(id) === tail) textEditQueues.delete(id);
  }
}

/**
 * A text edit (posts.queries.ts updatePostText), taken in place by this process's cached pages:
 * the post's place in them is unchanged, so only its version and JSON change (decision 747).
 * Other servers drop their pages on the statement's NOTIFY.
 */
function editText(deps: Deps, member: Member, id: string, text: PostTextValues, now: Date) {
  return oneTextEditAtATime(id, async () => {
    const cache = postsPageCache(deps.database);
    const patch = cache.beginPatch(member.workspaceId);
    let row: Awaited<ReturnType<typeof updatePostText>>;
    try {
      row = await updatePostText(
        deps.database.db,
        member.workspaceId,
        id,
        text,
        { approver: isApprover(member), editedBy: actorOf(member, now) },
        postsPageOrigin(deps.database),
      );
    } catch (error) {
      cache.abandonPatch(patch);
      throw error;
    }
    if (!row) {
      cache.abandonPatch(patch);
      return undefined;
    }
    const written = row;
    renderedPost(deps, written);
    cache.patchGroup(patch, (page) => withPostVersion(deps, page, written.id, written.version));
    return written;
  });
}

/** An edit's text fields when it changes nothing else (its state, time, photos or figure). */
function textOnlyEdit(deps: Deps, input: UpdatePost): PostTextValues | undefined {
  const { title, caption, detailedDescription, hashtags, altText, language, ...rest } = input;
  if (Object.values(rest).some((value) => value !== undefined)) return undefined;
  return {
    ...(title !== undefined ? { title } : {}),
    ...(caption !== undefined ? { caption } : {}),
    ...(detailedDescription !== undefined ? { detailedDescription } : {}),
    ...(hashtags !== undefined ? { hashtags: hashtagString(deps, hashtags) } : {}),
    ...(altText !== undefined ? { altText } : {}),
    ...(language !== undefined ? { language } : {}),
  };
}

/** After an edit has committed: cached pages go, and the post is kept rendered at its new version. */
function editedPost(deps: Deps, member: Member, row: PostRow & { version: string }): Post {
  committedPostsChange(deps, member.workspaceId);
  return renderedPost(deps, row);
}

/** A written post, kept rendered at its new version for the pages that list it (post-fragments.ts). */
function renderedPost(deps: Deps, row: PostRow & { version: string }): Post {
  const post = presentPost(row);
  postFragments(deps.database).set(row.id, row.version, Buffer.from(JSON.stringify(post)));
  return post;
}

/**
 * A cached page with one of its posts at a new version, built from the kept renderings; a page
 * without the post is unchanged, and one whose renderings are not all kept is dropped.
 */
function withPostVersion(deps: Deps, page: CachedPostsPage, id: string, version: string): CachedPostsPage | undefined {
  if (!page.heads.some((head) => head.id === id)) return page;
  const heads = page.heads.map((head) => (head.id === id ? { id, version } : head));
  const fragments = postFragments(deps.database);
  const json: Buffer[] = [];
  for (const head of heads) {
    const kept = fragments.get(head.id, head.version);
    if (kept === undefined) return undefined;
    json.push(kept);
  }
  return { ...page, heads, body: pageBody(json, page.nextCursor) };
}

/** The bytes of a page of posts from each post's JSON, as `JSON.stringify` writes a PostsPage. */
function pageBody(posts: readonly Buffer[], nextCursor: string | null): Buffer {
  const parts: Buffer[] = [PAGE_OPEN];
  posts.forEach((post, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(post);
  });
  parts.push(Buffer.from(`],"nextCursor":${JSON.stringify(nextCursor)}}`));
  return Buffer.concat(parts);
}
const PAGE_OPEN = Buffer.from('{"posts":[');
const COMMA = Buffer.from(",");

/**
 * Deletes a post of the workspace (its reminder then finds nothing to send) and frees a place
 * in the workspace's history.
 */
export async function deletePost(deps: Deps, member: Member, id: string): Promise<void> {
  // A creator deletes only what nobody approved yet (decision 761).
  const statuses = isApprover(member) ? undefined : CREATOR_DELETABLE;
  await deps.database.db.transaction(async (tx) => {
    await lockUserForQuota(tx, member.workspace.ownerId);
    const deleted = await deletePostRow(tx, member.workspaceId, id, statuses);
    if (!deleted && statuses && (await findPost(tx, member.workspaceId, id))) {
      throw forbidden(ONLY_APPROVERS_DELETE, "role_not_allowed");
    }
    requireInWorkspace(member, deleted, { key: "errors.posts.notFound" });
    await savedPostsCounted(tx, member, await countPosts(tx, member.workspaceId));
  });
  committedPostsChange(deps, member.workspaceId);
}

/**
 * Background: the reminder e-mail for a post at its scheduled time, with the caption and
 * hashtags ready to copy, to the post's author (not every member of its workspace). Sent once:
 * only for a post still scheduled at exactly that time, and only by the worker that claims it.
 */
export async function sendPostReminder(deps: Deps, postId: string, scheduledAt: Date): Promise<boolean> {
  const db = deps.database.db;
  if (!(await claimReminder(db, postId, scheduledAt))) return false;
  const found = await findPostForReminder(db, postId);
  if (!found || found.deletedAt) return false;
  try {
    await deps.mailer.send(
      reminderMail(deps.config, {
        to: found.email,
        firstName: found.firstName,
        post: found.post,
        when: formatIstDateTimeIn(LOCALE_OF[recipientLanguage(found.language)], scheduledAt),
        language: recipientLanguage(found.language),
      }),
    );
  } catch (error) {
    await releaseReminder(db, postId, scheduledAt);
    throw error;
  }
  return true;
}

/**
 * The posts' part of "download my data": every post of a workspace, as the posts API presents
 * it (a person's own data is their personal workspace's, whose id is theirs; a team's posts
 * belong to the team, whoever wrote them).
 */
export async function exportPosts(deps: Deps, workspace: { id: string }): Promise<Post[]> {
  return (await findAllPosts(deps.database.db, workspace.id)).map(presentPost);
}
