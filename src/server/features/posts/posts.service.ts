import { normalizeHashtags } from "../../../contract/hashtags.ts";
import { PLANS, type PlanId } from "../../../contract/plans.ts";
import {
  type CreatePost,
  type Post,
  type PostStatus,
  type PostsPage,
  SCHEDULE_MAX_DAYS,
  type UpdatePost,
} from "../../../contract/posts.ts";
import { requireOwned } from "../../auth/access.ts";
import { decodeCursor, encodeCursor } from "../../cursor.ts";
import type { Db } from "../../db/client.ts";
import { lockUserForQuota } from "../../db/locks.ts";
import type { Deps } from "../../deps.ts";
import { type AppError, badRequest, notFound, paymentRequired } from "../../errors.ts";
import { enqueueJob } from "../../jobs/queue.ts";
import { reminderMail } from "./posts.mail.ts";
import {
  claimReminder,
  countPosts,
  deletePost as deletePostRow,
  findAllPosts,
  findOwnedReadyContentIds,
  findPost,
  findPostForReminder,
  findPostsPage,
  insertPost,
  type NewPost,
  type PostRow,
  postStats,
  releaseReminder,
  setSavedPostsCount,
  updatePost as updatePostRow,
} from "./posts.queries.ts";

export const JOB_POST_REMINDER = "posts.reminder";

export interface PostsUser {
  id: string;
  subscriptionStatus: PlanId;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const istFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  dateStyle: "medium",
  timeStyle: "short",
});

/** A moment as Indian creators read it: "1 Dec 2026, 6:30 pm IST". */
export const formatIst = (moment: Date) => `${istFormat.format(moment)} IST`;

/** The fields of a post that leave the server. */
export function presentPost(row: PostRow): Post {
  return {
    id: row.id,
    title: row.title,
    caption: row.caption,
    detailedDescription: row.detailedDescription,
    hashtags: row.hashtags,
    altText: row.altText,
    contentItemIds: row.contentItemIds,
    status: row.status,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    engagementPrediction: row.engagementPrediction,
    language: row.language as Post["language"],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The post's set as the spec saves it ("#a #b"), refusing more tags than a post may carry. */
function hashtagString(deps: Deps, input: string | string[]): string {
  const cap = deps.config.brand.postHashtagCap;
  const tags = normalizeHashtags(input, 30);
  if (tags.length > cap) {
    throw badRequest(
      `A post can carry at most ${cap} hashtags (Instagram's limit); this one has ${tags.length}. Keep the ${cap} that fit best.`,
    );
  }
  return tags.map((tag) => `#${tag}`).join(" ");
}

async function requireOwnContent(deps: Deps, user: PostsUser, ids: string[]) {
  const owned = await findOwnedReadyContentIds(deps.database.db, user.id, ids);
  if (ids.some((id) => !owned.has(id))) {
    throw badRequest(
      "Some selected photos are no longer in your library. Please select them again.",
      "unknown_content",
    );
  }
}

function saveLimitReached(limit: number, saved: number): AppError {
  return paymentRequired(
    `You've saved ${saved} of ${limit} posts on the free plan. Upgrade to save more, or delete a post.`,
    "save_limit",
    { details: { savedPosts: saved, limit, upgradeRequired: true } },
  );
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
    if (input.scheduledAt) throw badRequest("A draft has no scheduled time. Set status to scheduled to schedule it.");
    return { status, scheduledAt: null, remind: false };
  }
  if (status === "posted") return { status, scheduledAt, remind: false };
  if (!scheduledAt) throw badRequest("Pick a date and time to schedule this post.");
  const isNewTime = current?.status !== "scheduled" || current.scheduledAt?.getTime() !== scheduledAt.getTime();
  if (isNewTime && scheduledAt.getTime() <= now.getTime()) {
    throw badRequest(
      `The scheduled time must be in the future: ${formatIst(scheduledAt)} has passed (it is now ${formatIst(now)}).`,
    );
  }
  if (scheduledAt.getTime() > now.getTime() + SCHEDULE_MAX_DAYS * DAY_MS) {
    throw badRequest(`A post can be scheduled at most ${SCHEDULE_MAX_DAYS} days ahead.`);
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
 * Saves a post to caption history. The free plan's history limit is checked and taken under
 * a lock on the user's row, so parallel saves cannot pass it; users.free_posts_used follows
 * the number of saved posts.
 */
export async function createPost(deps: Deps, user: PostsUser, input: CreatePost, now = new Date()): Promise<Post> {
  const hashtags = hashtagString(deps, input.hashtags);
  const schedule = nextSchedule(undefined, input, now);
  await requireOwnContent(deps, user, input.contentItemIds);
  const limit = PLANS[user.subscriptionStatus].savedPosts;
  const row = await deps.database.db.transaction(async (tx) => {
    await lockUserForQuota(tx, user.id);
    const saved = await countPosts(tx, user.id);
    if (limit !== null && saved >= limit) throw saveLimitReached(limit, saved);
    const values: NewPost = {
      userId: user.id,
      title: input.title,
      caption: input.caption,
      detailedDescription: input.detailedDescription,
      hashtags,
      altText: input.altText,
      contentItemIds: input.contentItemIds,
      status: schedule.status,
      scheduledAt: schedule.scheduledAt,
      engagementPrediction: input.engagementPrediction ?? null,
      language: input.language,
    };
    const inserted = await insertPost(tx, values);
    await setSavedPostsCount(tx, user.id, saved + 1);
    if (schedule.remind && schedule.scheduledAt) await scheduleReminder(tx, inserted.id, schedule.scheduledAt);
    return inserted;
  });
  return presentPost(row);
}

/** One page of the user's posts, newest first, with the cursor of the next page (null at the end). */
export async function listPosts(
  deps: Deps,
  user: PostsUser,
  query: { limit: number; cursor?: string | undefined },
): Promise<PostsPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await findPostsPage(deps.database.db, user.id, query.limit, after);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    posts: page.map(presentPost),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

/** The user's post count, scheduled count and the average of the posts' engagement estimates. */
export function getPostStats(deps: Deps, user: PostsUser) {
  return postStats(deps.database.db, user.id);
}

/** One of the user's posts; another user's post is not found. */
export async function getPost(deps: Deps, user: PostsUser, id: string): Promise<Post> {
  return presentPost(requireOwned(user, await findPost(deps.database.db, user.id, id), "Post not found."));
}

/**
 * Edits a post and moves it between draft, scheduled and posted. A new scheduled time queues
 * its reminder; unscheduling needs no clean-up, because the reminder checks the post first.
 */
export async function updatePost(
  deps: Deps,
  user: PostsUser,
  id: string,
  input: UpdatePost,
  now = new Date(),
): Promise<Post> {
  const current = requireOwned(user, await findPost(deps.database.db, user.id, id), "Post not found.");
  const schedule = nextSchedule(current, input, now);
  const hashtags = input.hashtags !== undefined ? hashtagString(deps, input.hashtags) : undefined;
  if (input.contentItemIds) await requireOwnContent(deps, user, input.contentItemIds);
  const row = await deps.database.db.transaction(async (tx) => {
    const updated = await updatePostRow(tx, id, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.caption !== undefined ? { caption: input.caption } : {}),
      ...(input.detailedDescription !== undefined ? { detailedDescription: input.detailedDescription } : {}),
      ...(hashtags !== undefined ? { hashtags } : {}),
      ...(input.altText !== undefined ? { altText: input.altText } : {}),
      ...(input.contentItemIds !== undefined ? { contentItemIds: input.contentItemIds } : {}),
      ...(input.engagementPrediction !== undefined ? { engagementPrediction: input.engagementPrediction } : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
      status: schedule.status,
      scheduledAt: schedule.scheduledAt,
    });
    if (updated && schedule.remind && schedule.scheduledAt) await scheduleReminder(tx, id, schedule.scheduledAt);
    return updated;
  });
  if (!row) throw notFound("Post not found.");
  return presentPost(row);
}

/** Deletes a post (its reminder then finds nothing to send) and frees a place in the history. */
export async function deletePost(deps: Deps, user: PostsUser, id: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    await lockUserForQuota(tx, user.id);
    requireOwned(user, await deletePostRow(tx, user.id, id), "Post not found.");
    await setSavedPostsCount(tx, user.id, await countPosts(tx, user.id));
  });
}

/**
 * Background: the reminder e-mail for a post at its scheduled time, with the caption and
 * hashtags ready to copy. Sent once: only for a post still scheduled at exactly that time,
 * and only by the worker that claims it.
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
        when: formatIst(scheduledAt),
      }),
    );
  } catch (error) {
    await releaseReminder(db, postId, scheduledAt);
    throw error;
  }
  return true;
}

/** The posts' part of "download my data": every post, as the posts API presents it. */
export async function exportPosts(deps: Deps, user: PostsUser): Promise<Post[]> {
  return (await findAllPosts(deps.database.db, user.id)).map(presentPost);
}
