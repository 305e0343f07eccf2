// postgres: an approval races an edit of the same post under row locks
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentItems, mailOutbox, posts, teamActivity, workspaceMembers } from "#server/db/schema/index.ts";
import { createAppJobRunner } from "#server/jobs/index.ts";
import { buildUser, injectAs, type UserRow } from "#test/helpers/accounts.ts";
import { buyBusinessPass, injectWithKey } from "#test/helpers/api.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { uploadPhoto } from "#test/helpers/library.ts";
import { buildTeam, injectIn } from "#test/helpers/teams.ts";
import { keepWorkInTeams } from "../teams/teams.service.ts";

/**
 * A team's approvals (issue 29, decision 761): a creator's post goes draft → in review →
 * approved or sent back with a comment → scheduled / published; only an owner or manager
 * approves, schedules or publishes; the post keeps who wrote, edited, approved and published
 * it; review requests and decisions are e-mailed and logged.
 */
let t: TestApp;
type As = Awaited<ReturnType<typeof injectIn>>;
let owner: UserRow;
let manager: UserRow;
let creator: UserRow;
let viewer: UserRow;
let team: string;
let asOwner: As;
let asManager: As;
let asCreator: As;
let asViewer: As;
let asOutsiderTeam: As;
let teamPhoto: string;

const db = () => t.deps.database.db;
const runJobs = () => createAppJobRunner(t.deps).runDueJobs({ checkSchedules: false });
const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
const rowOf = async (id: string) => (await db().select().from(posts).where(eq(posts.id, id)))[0];
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildUser(t, { subscriptionStatus: "business", firstName: "Owen", lastName: "Owner" });
  manager = await buildUser(t, { subscriptionStatus: "free", firstName: "Mina", lastName: "Manager" });
  creator = await buildUser(t, { subscriptionStatus: "free", firstName: "Chitra", lastName: "Creator" });
  viewer = await buildUser(t, { subscriptionStatus: "free", firstName: "Vikram", lastName: "Viewer" });
  await buyBusinessPass(t, owner); // keys and invitations need a running pass, not only the plan's name
  team = await buildTeam(t, owner, [
    { user: manager, role: "manager" },
    { user: creator, role: "creator" },
    { user: viewer, role: "viewer" },
  ]);
  const otherOwner = await buildUser(t, { subscriptionStatus: "business" });
  const otherTeam = await buildTeam(t, otherOwner);
  asOwner = await injectIn(t, owner, team);
  asManager = await injectIn(t, manager, team);
  asCreator = await injectIn(t, creator, team);
  asViewer = await injectIn(t, viewer, team);
  asOutsiderTeam = await injectIn(t, otherOwner, otherTeam);
  const item = await uploadPhoto(t, await injectAs(t, owner), await buildJpeg({ width: 600, height: 400 }));
  await db().update(contentItems).set({ workspaceId: team }).where(eq(contentItems.id, item.id));
  teamPhoto = item.id;
});
afterAll(() => t.close());

async function draft(as: As, title = "Diwali sale") {
  const res = await as({
    method: "POST",
    url: "/api/posts",
    payload: { title, caption: "दीये जलाओ", hashtags: "#diwali", contentItemIds: [teamPhoto] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; updatedAt: string; status: string; people: Record<string, unknown> };
}

const submit = (as: As, id: string) => as({ method: "POST", url: `/api/posts/${id}/submit` });
const review = (as: As, id: string, payload: Record<string, unknown>) =>
  as({ method: "POST", url: `/api/posts/${id}/review`, payload });
const patch = (as: As, id: string, payload: Record<string, unknown>) =>
  as({ method: "PATCH", url: `/api/posts/${id}`, payload });

describe("a team's approvals", () => {
  it("take a creator's post from draft through review, changes and approval to scheduled, with who did each", async () => {
    const post = await draft(asCreator);
    expect(post.status).toBe("draft");
    expect(post.people.writtenBy).toMatchObject({ id: creator.id, name: "Chitra Creator" });

    const submitted = await submit(asCreator, post.id);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({
      status: "in_review",
      people: { submittedBy: { id: creator.id } },
    });

    // The owner and the manager hear of it; the creator who sent it does not.
    await runJobs();
    for (const person of [owner, manager]) {
      const mails = await mailsTo(person.email);
      expect(mails.map((m) => m.subject)).toContain("Review requested: Diwali sale");
      expect(mails.find((m) => m.subject === "Review requested: Diwali sale")?.textBody).toContain(`post=${post.id}`);
    }
    expect((await mailsTo(creator.email)).filter((m) => m.subject.startsWith("Review requested"))).toEqual([]);

    // The manager sends it back with a comment: the creator reads it, in the post and by e-mail.
    const seen = submitted.json().updatedAt as string;
    const sentBack = await review(asManager, post.id, {
      decision: "request_changes",
      comment: "Add the sale dates, please.",
      updatedAt: seen,
    });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    expect(sentBack.json()).toMatchObject({
      status: "changes_requested",
      people: { changesRequestedBy: { id: manager.id, name: "Mina Manager", comment: "Add the sale dates, please." } },
    });
    await runJobs();
    const toCreator = await mailsTo(creator.email);
    expect(toCreator.map((m) => m.subject)).toContain("Changes requested: Diwali sale");
    expect(toCreator.find((m) => m.subject.startsWith("Changes requested"))?.textBody).toContain(
      "Add the sale dates, please.",
    );

    // The creator edits and sends it again; the manager approves what they saw.
    const edited = await patch(asCreator, post.id, { caption: "दीये जलाओ — 1 से 5 नवंबर तक सेल" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: "changes_requested", people: { editedBy: { id: creator.id } } });
    const again = await submit(asCreator, post.id);
    expect(again.statusCode).toBe(200);
    const approved = await review(asManager, post.id, { decision: "approve", updatedAt: again.json().updatedAt });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: "approved",
      people: { approvedBy: { id: manager.id, name: "Mina Manager", comment: null }, changesRequestedBy: null },
    });
    await runJobs();
    expect((await mailsTo(creator.email)).map((m) => m.subject)).toContain("Approved: Diwali sale");

    // The creator cannot schedule it; the owner can, and the approval stays the manager's.
    const creatorSchedules = await patch(asCreator, post.id, { status: "scheduled", scheduledAt: inAnHour() });
    expect(creatorSchedules.statusCode).toBe(403);
    expect(creatorSchedules.json().error.code).toBe("role_not_allowed");
    const scheduled = await patch(asOwner, post.id, { status: "scheduled", scheduledAt: inAnHour() });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({ status: "scheduled", people: { approvedBy: { id: manager.id } } });

    // Every step is in the team's activity log.
    const log = await db().select().from(teamActivity).where(eq(teamActivity.workspaceId, team));
    const actions = log.map((row) => `${row.action}: ${row.subject}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        "sent for review: Diwali sale",
        "asked for changes to: Diwali sale",
        "approved: Diwali sale",
      ]),
    );
  });

  it("never let a creator publish: no scheduling, marking posted, auto-publishing or approving, and no changing an approved schedule", async () => {
    const post = await draft(asCreator, "Holi");
    for (const payload of [
      { status: "scheduled", scheduledAt: inAnHour() },
      { scheduledAt: inAnHour() },
      { status: "posted" },
    ]) {
      const res = await patch(asCreator, post.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
      expect(res.json().error.code).toBe("role_not_allowed");
    }
    const createdScheduled = await asCreator({
      method: "POST",
      url: "/api/posts",
      payload: { title: "Sneaky", contentItemIds: [teamPhoto], status: "scheduled", scheduledAt: inAnHour() },
    });
    expect(createdScheduled.statusCode).toBe(403);
    expect(createdScheduled.json().error.code).toBe("role_not_allowed");

    await submit(asCreator, post.id);
    const selfApproval = await review(asCreator, post.id, { decision: "approve" });
    expect(selfApproval.statusCode).toBe(403);
    expect(selfApproval.json().error.code).toBe("role_not_allowed");
    const autoPublish = await asCreator({
      method: "PUT",
      url: `/api/instagram/posts/${post.id}/auto-publish`,
      payload: { enabled: true, fit: "pad" },
    });
    expect(autoPublish.statusCode).toBe(403);

    // Once the manager has scheduled it, the creator can neither change it nor take it back.
    await review(asManager, post.id, { decision: "approve" });
    await patch(asManager, post.id, { status: "scheduled", scheduledAt: inAnHour() });
    for (const payload of [{ caption: "changed after approval" }, { status: "draft" }]) {
      const res = await patch(asCreator, post.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
    }
    const deleted = await asCreator({ method: "DELETE", url: `/api/posts/${post.id}` });
    expect(deleted.statusCode).toBe(403);
    expect((await rowOf(post.id))?.status).toBe("scheduled");
    expect((await rowOf(post.id))?.caption).toBe("दीये जलाओ");
  });

  it("send an approved post back to review when its creator changes it, and keep an approver's edit approved", async () => {
    const post = await draft(asCreator, "Pongal");
    await submit(asCreator, post.id);
    await review(asOwner, post.id, { decision: "approve" });

    const managerEdit = await patch(asManager, post.id, { caption: "பொங்கல் வாழ்த்துகள்" });
    expect(managerEdit.json()).toMatchObject({
      status: "approved",
      people: { editedBy: { id: manager.id }, approvedBy: { id: owner.id } },
    });

    const creatorEdit = await patch(asCreator, post.id, { caption: "பொங்கல் வாழ்த்துகள்!" });
    expect(creatorEdit.statusCode, creatorEdit.body).toBe(200);
    expect(creatorEdit.json()).toMatchObject({
      status: "in_review",
      people: { approvedBy: null, editedBy: { id: creator.id }, submittedBy: { id: creator.id } },
    });
    await runJobs();
    expect(
      (await mailsTo(manager.email)).filter((m) => m.subject === "Review requested: Pongal").length,
    ).toBeGreaterThanOrEqual(2);
  });

  it("refuse to approve a version the reviewer did not see, and a decision on a post not in review", async () => {
    const post = await draft(asCreator, "Onam");
    const submitted = (await submit(asCreator, post.id)).json();
    await patch(asCreator, post.id, { caption: "edited while the manager looked" });
    const stale = await review(asManager, post.id, { decision: "approve", updatedAt: submitted.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe("changed");
    expect((await rowOf(post.id))?.status).toBe("in_review");

    const other = await draft(asCreator, "Lohri");
    const notInReview = await review(asManager, other.id, { decision: "approve" });
    expect(notInReview.statusCode).toBe(409);
    expect(notInReview.json().error).toMatchObject({ code: "wrong_status" });
    expect(notInReview.json().error.message).toContain("not in review");
    const twice = await submit(asCreator, post.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toContain("already in review");
  });

  it("check who asks: a viewer, another team and bad input are refused without a change", async () => {
    const post = await draft(asCreator, "Eid");
    expect((await submit(asViewer, post.id)).statusCode).toBe(403);
    expect((await submit(asOutsiderTeam, post.id)).statusCode).toBe(404);
    await submit(asCreator, post.id);
    expect((await review(asOutsiderTeam, post.id, { decision: "approve" })).statusCode).toBe(404);
    for (const payload of [
      {},
      { decision: "maybe" },
      { decision: "request_changes" },
      { decision: "request_changes", comment: "   " },
      { decision: "request_changes", comment: "x".repeat(1001) },
      { decision: "approve", updatedAt: "yesterday" },
    ]) {
      const res = await review(asManager, post.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await rowOf(post.id))?.status).toBe("in_review");
  });

  it("are for teams: in a personal workspace its owner schedules directly and nothing asks for review", async () => {
    const solo = await buildUser(t, { subscriptionStatus: "pro" });
    const asSolo = await injectAs(t, solo);
    const photo = await uploadPhoto(t, asSolo, await buildJpeg({ width: 500, height: 500 }));
    const created = await asSolo({
      method: "POST",
      url: "/api/posts",
      payload: { title: "Mine", contentItemIds: [photo.id], status: "scheduled", scheduledAt: inAnHour() },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().people.writtenBy.id).toBe(solo.id);
    const draftPost = await asSolo({
      method: "POST",
      url: "/api/posts",
      payload: { title: "Draft", contentItemIds: [photo.id] },
    });
    const res = await asSolo({ method: "POST", url: `/api/posts/${draftPost.json().id}/submit` });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("not_in_a_team");
  });

  it("keep the record of a member whose account is deleted as a former member", async () => {
    const leaver = await buildUser(t, { firstName: "Lata", lastName: "Leaver" });
    await db().insert(workspaceMembers).values({ workspaceId: team, userId: leaver.id, role: "creator" });
    const asLeaver = await injectIn(t, leaver, team);
    const post = await draft(asLeaver, "Farewell");
    await keepWorkInTeams(t.deps, leaver.id);
    const row = await rowOf(post.id);
    expect(row?.userId).toBe(owner.id);
    expect(row?.people.writtenBy).toMatchObject({ id: null, name: "A former member" });
  });
});

describe("a team's approvals through the Business API", () => {
  it("a creator's key sends for review and cannot approve; a manager's key approves", async () => {
    const keyOf = async (as: As) => {
      const res = await as({ method: "POST", url: "/api/api-keys", payload: { name: "k", scopes: ["read", "write"] } });
      expect(res.statusCode, res.body).toBe(201);
      return injectWithKey(t, res.json().key);
    };
    const creatorKey = await keyOf(await injectIn(t, creator, team)).catch(() => undefined);
    const managerKey = await keyOf(asManager);
    const post = await draft(asCreator, "From the API");
    // Keys are made by managers and owners (a creator may not make one); a manager's key acts with their role.
    expect(creatorKey).toBeUndefined();
    expect((await asCreator({ method: "POST", url: `/api/posts/${post.id}/submit` })).statusCode).toBe(200);
    const approved = await managerKey({
      method: "POST",
      url: `/api/v1/posts/${post.id}/review`,
      payload: { decision: "approve" },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", people: { approvedBy: { id: manager.id } } });
    const again = await managerKey({ method: "POST", url: `/api/v1/posts/${post.id}/submit` });
    expect(again.statusCode).toBe(409);
  });
});

describe("a team's approvals racing", () => {
  it("never approve an edit made at the same moment: the edited post always waits for a new look", async () => {
    for (let round = 0; round < 6; round++) {
      const post = await draft(asCreator, `Race ${round}`);
      const seen = (await submit(asCreator, post.id)).json().updatedAt as string;
      const [approval, edit] = await Promise.all([
        review(asManager, post.id, { decision: "approve", updatedAt: seen }),
        patch(asCreator, post.id, { caption: `edit ${round}` }),
      ]);
      expect(edit.statusCode, edit.body).toBe(200);
      expect([200, 409]).toContain(approval.statusCode);
      // Approved first, the creator's edit sends it back to review; edited first, the approval
      // of the version seen is refused. Either way the new text waits for a new look.
      const row = await rowOf(post.id);
      expect(row?.status).toBe("in_review");
      expect(row?.caption).toBe(`edit ${round}`);
    }
  });
});
