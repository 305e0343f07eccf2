import type { PostResults } from "#contract/insights.ts";
import type { Post } from "#contract/posts.ts";
import { requireInWorkspace } from "#server/auth/access.ts";
import type { Member } from "#server/auth/workspace.ts";
import type { Db } from "#server/db/client.ts";
import type { Deps } from "#server/deps.ts";
import { badRequest, conflict, notFound } from "#server/errors.ts";
import { enqueueJob } from "#server/jobs/queue.ts";
import { actorOf } from "./post-review.ts";
import { presentPost } from "./posts.presenter.ts";
import {
  claimDuePublish,
  failPublishing,
  findPost,
  findPublishingPost,
  type PeopleChange,
  type PostRow,
  type PublishingPost,
  publishLeaseOf,
  refundPublishAttempt,
  renewPublishLease,
  setPostResults,
  setPublishState,
} from "./posts.queries.ts";
import { postsPageCache } from "./posts-page-cache.ts";

/**
 * Automatic publishing (issue 20), the post's side: its publish state, the claim of due posts
 * and the publishing job's queue entries; the Instagram feature does the calls (decision 655).
 */

/** The job that publishes due auto-publish posts (its handler is the Instagram feature's). */
export const JOB_PUBLISH_DUE = "posts.publish-due";
/**
 * The e-mail telling the creator how an automatic publish ended (its handler is the Instagram
 * feature's): queued in the same transaction that records the outcome, so it goes once per
 * outcome however often a worker retries or crashes (decision 733).
 */
export const JOB_PUBLISH_OUTCOME_MAIL = "posts.publish-outcome-mail";
export type PublishOutcomeMail =
  | { postId: string; outcome: "posted" }
  | { postId: string; outcome: "failed"; code: string; reason: string };
export type { PublishingPost };

/** Queues a run of the publishing job at `at` (one per post and moment, however often asked). */
export async function schedulePublishRun(db: Db, postId: string, at: Date, reason = "due") {
  await enqueueJob(
    db,
    JOB_PUBLISH_DUE,
    { postId },
    { runAt: at, uniqueKey: `publish-due:${postId}:${reason}:${at.toISOString()}`, maxAttempts: 3 },
  );
}

/** A post of the member's workspace, for the Instagram feature (another workspace's is not found). */
export async function getOwnPostRow(deps: Deps, member: Member, id: string): Promise<PostRow> {
  return requireInWorkspace(member, await findPost(deps.database.db, member.workspaceId, id), "Post not found.");
}

/**
 * Turns automatic publishing on or off for a scheduled (or failed) post; the caller has done
 * the pre-flight. On: the publishing job is queued for its time.
 */
export async function setAutoPublish(
  deps: Deps,
  member: Member,
  id: string,
  input: { enabled: boolean; fit: "pad" | "crop" },
): Promise<Post> {
  const current = await getOwnPostRow(deps, member, id);
  if (current.status === "publishing") {
    throw conflict("This post is being published to Instagram right now.", "publishing");
  }
  if (current.status === "posted") {
    throw conflict("This post is already posted. Duplicate it to schedule a new one.", "posted");
  }
  if (input.enabled && current.status !== "scheduled") {
    throw badRequest("Schedule the post first: only a scheduled post can be published automatically.");
  }
  // Whoever turns it on publishes it: an owner or manager (the route's role, decision 761).
  const people: PeopleChange = input.enabled
    ? { set: { publishedBy: actorOf(member, new Date()) } }
    : { remove: ["publishedBy"] };
  const row = await deps.database.db.transaction(async (tx) => {
    const updated = await setPublishState(
      tx,
      id,
      {
        autoPublish: input.enabled,
        publishFit: input.fit,
        publishAttempts: 0,
        publishNextAt: null,
        publishError: null,
        publishErrorCode: null,
      },
      { people },
    );
    if (updated && input.enabled && updated.scheduledAt) await schedulePublishRun(tx, id, updated.scheduledAt);
    return updated;
  });
  postsPageCache(deps.database).forgetGroup(member.workspaceId);
  if (!row) throw notFound("Post not found.");
  return presentPost(row);
}

/** Retry after a failure: back to scheduled, due now, with fresh tries. */
export async function retryPublish(deps: Deps, member: Member, id: string): Promise<Post> {
  const current = await getOwnPostRow(deps, member, id);
  if (current.status !== "failed" || !current.autoPublish) {
    throw conflict("Only a post that failed to publish can be retried.", "not_failed");
  }
  const row = await deps.database.db.transaction(async (tx) => {
    const updated = await setPublishState(tx, id, {
      status: "scheduled",
      publishAttempts: 0,
      publishNextAt: null,
      publishLockedUntil: null,
      publishError: null,
      publishErrorCode: null,
    });
    await schedulePublishRun(tx, id, new Date(), `retry-${Date.now()}`);
    return updated;
  });
  postsPageCache(deps.database).forgetGroup(member.workspaceId);
  if (!row) throw notFound("Post not found.");
  return presentPost(row);
}

/** Claims one due auto-publish post for `leaseMs` (row lock, skip locked), with its author and its workspace's plan. */
export async function claimDuePost(deps: Deps, leaseMs: number): Promise<PublishingPost | undefined> {
  const claimed = await claimDuePublish(deps.database.db, leaseMs);
  return claimed ? findPublishingPost(deps.database.db, claimed.id) : undefined;
}

/** Keeps the claim while a step takes time; false when the post was taken away (unscheduled, deleted). */
export function renewPostLease(deps: Deps, id: string, leaseMs: number): Promise<boolean> {
  return renewPublishLease(deps.database.db, id, leaseMs);
}

export function postLeaseUntil(deps: Deps, id: string): Promise<Date | null> {
  return publishLeaseOf(deps.database.db, id);
}

/** The post is on Instagram; the "your post went out" e-mail is queued with it, once per post. */
export async function markPostPublished(deps: Deps, id: string, permalink: string | null, postedAt: Date) {
  await deps.database.db.transaction(async (tx) => {
    await setPublishState(tx, id, {
      status: "posted",
      permalink,
      postedAt,
      publishLockedUntil: null,
      publishNextAt: null,
      publishError: null,
      publishErrorCode: null,
    });
    const mail: PublishOutcomeMail = { postId: id, outcome: "posted" };
    await enqueueJob(tx, JOB_PUBLISH_OUTCOME_MAIL, mail, { uniqueKey: `${JOB_PUBLISH_OUTCOME_MAIL}:${id}:posted` });
  });
}

/** Not now: tried again at `nextAt` (the reason shows while it waits). */
export async function deferPublish(
  deps: Deps,
  id: string,
  nextAt: Date,
  reason: { code: string; message: string },
  options: { refundAttempt?: boolean } = {},
) {
  await deps.database.db.transaction(async (tx) => {
    await setPublishState(tx, id, {
      status: "publishing",
      publishNextAt: nextAt,
      publishLockedUntil: null,
      publishError: reason.message,
      publishErrorCode: reason.code,
    });
    if (options.refundAttempt) await refundPublishAttempt(tx, id);
    await schedulePublishRun(tx, id, nextAt, "retry");
  });
}

/**
 * Gives the post up: failed, with the reason the creator reads and a retry button. With
 * `mail`, the "not published" e-mail is queued in the same transaction, only when this call
 * is the one that turned the post from publishing to failed (a second call sends nothing).
 */
export async function markPublishFailed(
  deps: Deps,
  id: string,
  reason: { code: string; message: string },
  options: { mail?: boolean } = {},
) {
  await deps.database.db.transaction(async (tx) => {
    const failed = await failPublishing(tx, id, { publishError: reason.message, publishErrorCode: reason.code });
    if (!failed || !options.mail) return;
    const mail: PublishOutcomeMail = { postId: id, outcome: "failed", code: reason.code, reason: reason.message };
    // One failure, one e-mail: the key names this failure (the post's change time), not the post.
    await enqueueJob(tx, JOB_PUBLISH_OUTCOME_MAIL, mail, {
      uniqueKey: `${JOB_PUBLISH_OUTCOME_MAIL}:${id}:failed:${failed.updatedAt.toISOString()}`,
    });
  });
}

/** The post and its author, for the outcome e-mail (undefined when the post was deleted). */
export function findPostWithOwner(deps: Deps, id: string): Promise<PublishingPost | undefined> {
  return findPublishingPost(deps.database.db, id);
}

/**
 * The latest results from Instagram, shown with the post (issue 32); written by the insights
 * job in the transaction that stores the reading. False when the post is gone.
 */
export function recordPostResults(db: Db, postId: string, results: PostResults): Promise<boolean> {
  return setPostResults(db, postId, results);
}
