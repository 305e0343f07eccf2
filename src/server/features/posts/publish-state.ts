import type { PostResults } from "#contract/insights.ts";
import type { Destination, Post } from "#contract/posts.ts";
import { requireInWorkspace } from "#server/auth/access.ts";
import type { Member } from "#server/auth/workspace.ts";
import type { Db } from "#server/db/client.ts";
import type { Deps } from "#server/deps.ts";
import { badRequest, conflict, notFound } from "#server/errors.ts";
import { enqueueJob } from "#server/jobs/queue.ts";
import { actorOf } from "./post-review.ts";
import { presentPost } from "./posts.presenter.ts";
import {
  claimDuePublication,
  failPublishing,
  findPost,
  findPublishingPost,
  NO_PROCESSING,
  type PeopleChange,
  type PostRow,
  type PublishingPost,
  publishLeaseOf,
  recordProcessing,
  refundPublishAttempt,
  renewPublishLease,
  setPostResults,
  setPublicationState,
  setPublishState,
  upsertPublicationState,
} from "./posts.queries.ts";
import { postsPageCache } from "./posts-page-cache.ts";

/**
 * Automatic publishing (issue 20), the post's side: its publications (one per destination, each
 * with its own state, decision 800), the claim of due publications and the publishing job's
 * queue entries; the destination's feature does the calls (Instagram's: decision 655).
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
  | { postId: string; destination?: Destination; outcome: "posted" }
  | { postId: string; destination?: Destination; outcome: "failed"; code: string; reason: string };
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
  return requireInWorkspace(member, await findPost(deps.database.db, member.workspaceId, id), {
    key: "errors.posts.notFound",
  });
}

/**
 * Turns automatic publishing to `destination` on or off for a scheduled (or failed) post; the
 * caller has done the pre-flight. On: the publishing job is queued for its time.
 */
export async function setAutoPublish(
  deps: Deps,
  member: Member,
  id: string,
  destination: Destination,
  input: { enabled: boolean; fit: "pad" | "crop"; shareToFeed: boolean; coverOffsetMs?: number | null | undefined },
): Promise<Post> {
  const current = await getOwnPostRow(deps, member, id);
  if (current.status === "publishing") {
    throw conflict({ key: "errors.posts.publishingNow" }, "publishing");
  }
  if (current.status === "posted") {
    throw conflict({ key: "errors.posts.alreadyPosted" }, "posted");
  }
  if (input.enabled && current.status !== "scheduled") {
    throw badRequest({ key: "errors.posts.scheduleFirst" });
  }
  // Whoever turns it on publishes it: an owner or manager (the route's role, decision 761).
  const people: PeopleChange = input.enabled
    ? { set: { publishedBy: actorOf(member, new Date()) } }
    : { remove: ["publishedBy"] };
  const row = await deps.database.db.transaction(async (tx) => {
    // The publication first: the post's write below answers the post with it.
    await upsertPublicationState(tx, current, destination, {
      state: input.enabled ? "scheduled" : "off",
      options: { fit: input.fit, shareToFeed: input.shareToFeed },
      attempts: 0,
      nextAt: null,
      error: null,
      errorCode: null,
      ...NO_PROCESSING,
    });
    const cover = input.coverOffsetMs !== undefined ? { coverOffsetMs: input.coverOffsetMs } : {};
    const updated = await setPublishState(tx, id, cover, { people });
    if (updated && input.enabled && updated.scheduledAt) await schedulePublishRun(tx, id, updated.scheduledAt);
    return updated;
  });
  postsPageCache(deps.database).forgetGroup(member.workspaceId);
  if (!row) throw notFound({ key: "errors.posts.notFound" });
  return presentPost(row);
}

/** Retry after a failure: back to scheduled, due now, with fresh tries. */
export async function retryPublish(deps: Deps, member: Member, id: string, destination: Destination): Promise<Post> {
  const current = await getOwnPostRow(deps, member, id);
  const publication = current.publications.find((p) => p.destination === destination);
  if (current.status !== "failed" || publication?.state !== "failed") {
    throw conflict({ key: "errors.posts.onlyFailedRetry" }, "not_failed");
  }
  const row = await deps.database.db.transaction(async (tx) => {
    await setPublicationState(tx, id, destination, {
      state: "scheduled",
      attempts: 0,
      nextAt: null,
      lockedUntil: null,
      error: null,
      errorCode: null,
      ...NO_PROCESSING,
    });
    const updated = await setPublishState(tx, id, { status: "scheduled" });
    await schedulePublishRun(tx, id, new Date(), `retry-${Date.now()}`);
    return updated;
  });
  postsPageCache(deps.database).forgetGroup(member.workspaceId);
  if (!row) throw notFound({ key: "errors.posts.notFound" });
  return presentPost(row);
}

/** Claims one due publication for `leaseMs` (row lock, skip locked), with its post, author and its workspace's plan. */
export async function claimDuePublish(
  deps: Deps,
  leaseMs: number,
): Promise<(PublishingPost & { destination: Destination }) | undefined> {
  const claimed = await claimDuePublication(deps.database.db, leaseMs);
  if (!claimed) return undefined;
  const found = await findPublishingPost(deps.database.db, claimed.postId, claimed.destination);
  return found && { ...found, destination: claimed.destination };
}

/** Keeps the claim while a step takes time; false when the post was taken away (unscheduled, deleted). */
export function renewPostLease(deps: Deps, id: string, destination: Destination, leaseMs: number): Promise<boolean> {
  return renewPublishLease(deps.database.db, id, destination, leaseMs);
}

export function postLeaseUntil(deps: Deps, id: string, destination: Destination): Promise<Date | null> {
  return publishLeaseOf(deps.database.db, id, destination);
}

/** The post is published there; the "your post went out" e-mail is queued with it, once per post and destination. */
export async function markPostPublished(
  deps: Deps,
  id: string,
  destination: Destination,
  permalink: string | null,
  postedAt: Date,
) {
  await deps.database.db.transaction(async (tx) => {
    await setPublicationState(tx, id, destination, {
      state: "published",
      permalink,
      publishedAt: postedAt,
      lockedUntil: null,
      nextAt: null,
      error: null,
      errorCode: null,
    });
    await setPublishState(tx, id, { status: "posted", postedAt });
    const mail: PublishOutcomeMail = { postId: id, destination, outcome: "posted" };
    const key = destination === "instagram" ? `${id}:posted` : `${id}:${destination}:posted`;
    await enqueueJob(tx, JOB_PUBLISH_OUTCOME_MAIL, mail, { uniqueKey: `${JOB_PUBLISH_OUTCOME_MAIL}:${key}` });
  });
}

/** Not now: tried again at `nextAt` (the reason shows while it waits). */
export async function deferPublish(
  deps: Deps,
  id: string,
  destination: Destination,
  nextAt: Date,
  reason: { code: string; message: string },
  options: { refundAttempt?: boolean } = {},
) {
  await deps.database.db.transaction(async (tx) => {
    await setPublicationState(tx, id, destination, {
      state: "publishing",
      nextAt,
      lockedUntil: null,
      error: reason.message,
      errorCode: reason.code,
    });
    if (options.refundAttempt) await refundPublishAttempt(tx, id, destination);
    // The post is written with it, so its row version (and every cached copy) changes.
    await setPublishState(tx, id, { status: "publishing" });
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
  destination: Destination,
  reason: { code: string; message: string },
  options: { mail?: boolean } = {},
) {
  await deps.database.db.transaction(async (tx) => {
    const failed = await failPublishing(tx, id, destination, { error: reason.message, errorCode: reason.code });
    if (!failed || !options.mail) return;
    const mail: PublishOutcomeMail = {
      postId: id,
      destination,
      outcome: "failed",
      code: reason.code,
      reason: reason.message,
    };
    // One failure, one e-mail: the key names this failure (the post's change time), not the post.
    await enqueueJob(tx, JOB_PUBLISH_OUTCOME_MAIL, mail, {
      uniqueKey: `${JOB_PUBLISH_OUTCOME_MAIL}:${id}:failed:${failed.updatedAt.toISOString()}`,
    });
  });
}

/** The post, its publication there and its author, for the outcome e-mail (undefined when the post was deleted). */
export function findPostWithOwner(
  deps: Deps,
  id: string,
  destination: Destination,
): Promise<PublishingPost | undefined> {
  return findPublishingPost(deps.database.db, id, destination);
}

/**
 * The latest results from Instagram, shown with the post (issue 32); written by the insights
 * job in the transaction that stores the reading. False when the post is gone.
 */
export function recordPostResults(db: Db, postId: string, results: PostResults): Promise<boolean> {
  return setPostResults(db, postId, results);
}

/**
 * Records where the destination's processing of the media is (decision 810): a new container
 * (`started`) or one more status answer (`checked`), shown on the post while it publishes. False
 * when the publication is no longer being published (taken away meanwhile).
 */
export function recordPublicationProcessing(
  deps: Deps,
  postId: string,
  destination: Destination,
  step: Parameters<typeof recordProcessing>[3],
): Promise<boolean> {
  return recordProcessing(deps.database.db, postId, destination, step);
}
