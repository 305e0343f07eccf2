import type { PostActor, PostStatus, UpdatePost } from "#contract/posts.ts";
import { roleAtLeast } from "#contract/workspaces.ts";
import type { Member } from "#server/auth/workspace.ts";
import { forbidden } from "#server/errors.ts";
import type { Message } from "#server/i18n.ts";
import { memberName } from "../teams/teams.service.ts";
import type { PeopleChange, PostRow } from "./posts.queries.ts";

/**
 * A team's approvals (issue 29, decision 761): who may move a post where. An owner or manager
 * (an approver) may do everything; a creator writes, edits and sends for review, and nothing
 * they do can publish a post or leave an approval standing over text nobody approved. In a
 * personal workspace the account is its owner, so these rules never refuse it anything.
 */

/** Owners and managers approve, schedule and publish. */
export const isApprover = (member: Member) => roleAtLeast(member.role, "manager");

/** Who did it and when, as the post keeps it. */
export const actorOf = (member: Member, at: Date): PostActor => ({
  id: member.id,
  name: memberName(member),
  at: at.toISOString(),
});

export const ONLY_APPROVERS_PUBLISH: Message = { key: "errors.posts.onlyApproversPublish" };
export const APPROVED_POST_IS_THEIRS: Message = { key: "errors.posts.approvedIsTheirs" };
export const ONLY_APPROVERS_DELETE: Message = { key: "errors.posts.onlyApproversDelete" };

/** States a creator may leave a post in and edit it in. */
const CREATOR_STATES: readonly PostStatus[] = ["draft", "in_review", "changes_requested", "approved"];
/** States a creator may delete a post in: nothing approved or gone out. */
export const CREATOR_DELETABLE: readonly PostStatus[] = ["draft", "in_review", "changes_requested"];

/** Whether an edit changes what the post says or shows (not only its state). */
const changesContent = (input: UpdatePost) =>
  [
    input.title,
    input.caption,
    input.detailedDescription,
    input.hashtags,
    input.altText,
    input.contentItemIds,
    input.language,
    input.engagementPrediction,
  ].some((value) => value !== undefined);

/**
 * What an edit does beyond its fields, given who makes it: the status it leaves the post in
 * and the change of the post's record; refuses what the member's role may not do.
 * `next` is where the scheduling rules alone would put the post.
 */
export function reviewRules(
  member: Member,
  current: PostRow,
  input: UpdatePost,
  next: PostStatus,
  now: Date,
): { status: PostStatus; people: PeopleChange; resubmitted: boolean } {
  const actor = actorOf(member, now);
  const edited = changesContent(input);
  const set: PeopleChange["set"] = edited ? { editedBy: actor } : {};
  if (!isApprover(member)) {
    if (next === "scheduled" || next === "posted") throw forbidden(ONLY_APPROVERS_PUBLISH, "role_not_allowed");
    if (!CREATOR_STATES.includes(current.status)) throw forbidden(APPROVED_POST_IS_THEIRS, "role_not_allowed");
    // A creator's change of an approved post needs a new look: it goes back to review.
    if (edited && next === "approved") {
      return {
        status: "in_review",
        people: { set: { ...set, submittedBy: actor }, remove: ["approvedBy"] },
        resubmitted: true,
      };
    }
    return { status: next, people: { set, remove: next === "draft" ? ["approvedBy"] : [] }, resubmitted: false };
  }
  const publishing = (next === "scheduled" || next === "posted") && next !== current.status;
  const alreadyApproved = ["approved", "scheduled", "publishing", "failed", "posted"].includes(current.status);
  if (publishing && !alreadyApproved) set.approvedBy = { ...actor, comment: null }; // scheduling it approves it
  if (next === "posted" && current.status !== "posted") set.publishedBy = actor;
  const remove: PeopleChange["remove"] = next === "draft" && current.status !== "draft" ? ["approvedBy"] : [];
  return { status: next, people: { set, remove }, resubmitted: false };
}
