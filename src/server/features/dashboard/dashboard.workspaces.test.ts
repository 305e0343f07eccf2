import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS } from "#contract/plans.ts";
import type { DashboardStats } from "#contract/posts.ts";
import { contentItems } from "#server/db/schema/index.ts";
import { insertGrant } from "#server/features/billing/billing.queries.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildTeam, injectIn } from "#test/helpers/teams.ts";

/*
 * The dashboard shows the active workspace (issue 29): its plan (its owner's), the limits of
 * that plan and the workspace's storage. The posts, captions and engagement figures come from
 * the features that count them, each converted on its own.
 */

type As = (options: InjectOptions) => Promise<LightMyRequestResponse>;

const GB = 1024 ** 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dashboard = async (as: As) => {
  const res = await as({ method: "GET", url: "/api/dashboard" });
  expect(res.statusCode).toBe(200);
  return res.json() as DashboardStats;
};

/** A ready item of `bytes` counted bytes written straight to the workspace. */
async function fill(workspaceId: string, author: { id: string }, bytes: number) {
  await t.deps.database.db.insert(contentItems).values({
    userId: author.id,
    workspaceId,
    fileName: "filler",
    originalName: "filler",
    fileType: "image",
    mimeType: "image/jpeg",
    declaredSize: 1,
    storedBytes: bytes,
    status: "ready",
    objectKey: `users/${author.id}/${crypto.randomUUID()}/original`,
    uploadExpiresAt: new Date(),
  });
}

const addStorage = (userId: string, bytes: number) => {
  const now = Date.now();
  return insertGrant(t.deps.database.db, {
    userId,
    source: "complimentary",
    productId: "storage-5gb",
    productKind: "addon",
    storageBytes: bytes,
    startsAt: new Date(now - 1000),
    endsAt: new Date(now + 30 * 86_400_000),
  });
};

describe("the dashboard of a team", () => {
  it("shows every member, a viewer too, the team's plan, limits and storage, and each personal one its own", async () => {
    const owner = await buildUser(t, { subscriptionStatus: "pro" });
    const creator = await buildUser(t, { subscriptionStatus: "free" });
    const viewer = await buildUser(t, { subscriptionStatus: "starter" });
    const team = await buildTeam(t, owner, [
      { user: creator, role: "creator" },
      { user: viewer, role: "viewer" },
    ]);
    await fill(team, creator, 3000);
    await fill(creator.id, creator, 700);

    for (const as of [await injectIn(t, creator, team), await injectIn(t, viewer, team)]) {
      const stats = await dashboard(as);
      expect(stats).toMatchObject({
        plan: "pro",
        freeSavesLimit: PLANS.pro.savedPosts,
        storage: { storageUsed: 3000, fileCount: 1, storageLimit: PLANS.pro.storageBytes, plan: "pro" },
      });
    }
    expect(await dashboard(await injectIn(t, creator, null))).toMatchObject({
      plan: "free",
      freeSavesLimit: PLANS.free.savedPosts,
      storage: { storageUsed: 700, fileCount: 1, storageLimit: PLANS.free.storageBytes, plan: "free" },
    });
    expect(await dashboard(await injectAs(t, owner))).toMatchObject({
      plan: "pro",
      storage: { storageUsed: 0, fileCount: 0 },
    });
  });

  it("shows an outsider, and a member of another team, nothing of the team", async () => {
    const owner = await buildUser(t, { subscriptionStatus: "business" });
    const team = await buildTeam(t, owner);
    await fill(team, owner, 5000);
    const outsider = await buildUser(t);
    const stranger = await buildUser(t);
    const otherTeam = await buildTeam(t, await buildUser(t), [{ user: stranger, role: "manager" }]);
    for (const as of [await injectIn(t, outsider, team), await injectIn(t, stranger, otherTeam)]) {
      expect(await dashboard(as)).toMatchObject({ plan: "free", storage: { storageUsed: 0, fileCount: 0 } });
    }
  });

  it("follows a storage add-on the owner buys at once, on the team's dashboard and storage figures", async () => {
    const owner = await buildUser(t, { subscriptionStatus: "starter" });
    const member = await buildUser(t);
    const team = await buildTeam(t, owner, [{ user: member, role: "viewer" }]);
    const asMember = await injectIn(t, member, team);
    expect((await dashboard(asMember)).storage.storageLimit).toBe(PLANS.starter.storageBytes);
    await addStorage(owner.id, 5 * GB);
    expect((await dashboard(asMember)).storage.storageLimit).toBe(PLANS.starter.storageBytes + 5 * GB);
    expect((await asMember({ method: "GET", url: "/api/storage-stats" })).json().storageLimit).toBe(
      PLANS.starter.storageBytes + 5 * GB,
    );
  });
});
