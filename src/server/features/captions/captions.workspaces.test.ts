// postgres: two members racing for a team's last generations of the day

import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istDate } from "#contract/plans.ts";
import { contentItems, generations } from "#server/db/schema/index.ts";
import { buildUser, injectAs, type UserRow } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { onPostgres } from "#test/helpers/db.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { uploadPhoto } from "#test/helpers/library.ts";
import { buildTeam, injectIn } from "#test/helpers/teams.ts";

/**
 * Generations belong to a workspace (issue 29): a member writes from the team's photos with the
 * team's brand kit, the plan's quota counts the workspace's generations under its owner's plan
 * (each member's own workspace apart), a rewrite finds only the workspace's generations, and
 * nobody outside the team finds its photos or generations. The offline writer, with the
 * recorded analysis.
 */
let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  photo = await buildJpeg({ width: 800, height: 600 });
});
afterAll(() => t.close());

type As = Awaited<ReturnType<typeof injectIn>>;

/**
 * A ready photo in a workspace's library: uploaded by `user`, then placed in the workspace
 * (how uploads reach a team's library is the library feature's, tested there).
 */
async function photoIn(user: UserRow, workspaceId: string): Promise<string> {
  const item = await uploadPhoto(t, await injectAs(t, user), photo);
  await t.deps.database.db.update(contentItems).set({ workspaceId }).where(eq(contentItems.id, item.id));
  return item.id;
}

const generate = (as: As, itemId: string) =>
  as({ method: "POST", url: "/api/generate-caption", payload: { contentItemIds: [itemId], language: "hindi" } });

/** Generations of today already counted in a workspace, written straight to the database. */
async function usedToday(workspaceId: string, userId: string, n: number) {
  const istDay = istDate(new Date());
  await t.deps.database.db.insert(generations).values(
    Array.from({ length: n }, () => ({
      workspaceId,
      userId,
      status: "succeeded" as const,
      kind: "basic" as const,
      istDay,
      language: "english",
    })),
  );
}

const generationRow = async (id: string) =>
  (await t.deps.database.db.select().from(generations).where(eq(generations.id, id)))[0];

describe("a team's generations", () => {
  let team: string;
  let teamPhoto: string;
  let memberPhoto: string;
  let writer: UserRow;
  let asWriter: As;
  let asColleague: As;
  let asViewer: As;
  let asWriterPersonal: As;
  let asOtherTeam: As;
  let asOutsider: As;

  beforeAll(async () => {
    const owner = await buildUser(t, { subscriptionStatus: "business" });
    writer = await buildUser(t, { subscriptionStatus: "pro" });
    const colleague = await buildUser(t, { subscriptionStatus: "pro" });
    const viewer = await buildUser(t, { subscriptionStatus: "pro" });
    team = await buildTeam(t, owner, [
      { user: writer, role: "creator" },
      { user: colleague, role: "manager" },
      { user: viewer, role: "viewer" },
    ]);
    const otherOwner = await buildUser(t, { subscriptionStatus: "business" });
    const otherMember = await buildUser(t, { subscriptionStatus: "pro" });
    const otherTeam = await buildTeam(t, otherOwner, [{ user: otherMember, role: "creator" }]);
    asWriter = await injectIn(t, writer, team);
    asColleague = await injectIn(t, colleague, team);
    asViewer = await injectIn(t, viewer, team);
    asWriterPersonal = await injectIn(t, writer, null);
    asOtherTeam = await injectIn(t, otherMember, otherTeam);
    asOutsider = await injectIn(t, await buildUser(t, { subscriptionStatus: "pro" }), null);
    teamPhoto = await photoIn(owner, team);
    memberPhoto = await photoIn(writer, writer.id);
  });

  it.skipIf(onPostgres)(
    "are written from the team's photos with the team's brand kit, by the member, for the team",
    async () => {
      const added = await asColleague({
        method: "POST",
        url: "/api/brand-training",
        payload: { title: "Team launch", content: "Our first hamper!", hashtags: "#TeamBakes" },
      });
      expect(added.statusCode).toBe(201);
      const own = await asWriterPersonal({
        method: "POST",
        url: "/api/brand-training",
        payload: { title: "My launch", content: "My first cake!", hashtags: "#MineOnly" },
      });
      expect(own.statusCode).toBe(201);
      const res = await asWriter({
        method: "POST",
        url: "/api/brand-training/compare",
        payload: { contentItemId: teamPhoto, language: "hindi" },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().withBrand.hashtags).toContain("TeamBakes");
      expect(res.json().withBrand.hashtags).not.toContain("MineOnly");
      const made = await t.deps.database.db
        .select()
        .from(generations)
        .where(and(eq(generations.workspaceId, team), eq(generations.userId, writer.id)));
      expect(made.map((g) => g.status)).toEqual(["succeeded"]);

      const generated = await generate(asWriter, teamPhoto);
      expect(generated.statusCode, generated.body).toBe(200);
      expect(await generationRow(generated.json().generationId)).toMatchObject({
        workspaceId: team,
        userId: writer.id,
        status: "succeeded",
      });
    },
  );

  it.skipIf(onPostgres)("can be rewritten by another member, and by nobody outside the team (404)", async () => {
    const generated = await generate(asWriter, teamPhoto);
    expect(generated.statusCode).toBe(200);
    const generationId = generated.json().generationId as string;
    const rewrite = (as: As) =>
      as({ method: "POST", url: "/api/captions/rewrite", payload: { generationId, action: "shorter" } });
    const byColleague = await rewrite(asColleague);
    expect(byColleague.statusCode, byColleague.body).toBe(200);
    expect(await generationRow(byColleague.json().generationId)).toMatchObject({ workspaceId: team, kind: "rewrite" });
    for (const as of [asOtherTeam, asOutsider, asWriterPersonal]) {
      const refused = await rewrite(as);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.message).toBe("The post to rewrite was not found.");
    }
    const byViewer = await rewrite(asViewer);
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json().error.code).toBe("role_not_allowed");
  });

  it("find only the workspace's photos: another team, an outsider and a member's own workspace get 404", async () => {
    for (const as of [asOtherTeam, asOutsider, asWriterPersonal]) {
      expect((await generate(as, teamPhoto)).statusCode).toBe(404);
      expect(
        (await as({ url: `/api/generate-posting-time?contentItemIds=${teamPhoto}&contentField=food` })).statusCode,
      ).toBe(404);
      expect(
        (
          await as({
            method: "POST",
            url: "/api/brand-training/compare",
            payload: { contentItemId: teamPhoto, language: "hindi" },
          })
        ).statusCode,
      ).toBe(404);
    }
    // A member's own photo is not the team's to write from.
    expect((await generate(asWriter, memberPhoto)).statusCode).toBe(404);
    expect((await asViewer({ url: `/api/generate-posting-time?contentItemIds=${teamPhoto}` })).statusCode).toBe(200);
  });

  it("refuse a viewer every generation with 403 role_not_allowed", async () => {
    const asks = [
      await generate(asViewer, teamPhoto),
      await asViewer({
        method: "POST",
        url: "/api/generate-advanced-content",
        payload: { contentItemIds: [teamPhoto], language: "hindi", brandField: "food" },
      }),
      await asViewer({
        method: "POST",
        url: "/api/brand-training/compare",
        payload: { contentItemId: teamPhoto, language: "hindi" },
      }),
      await asViewer({ method: "POST", url: "/api/generate-instagram-preview", payload: { caption: "Chai" } }),
    ];
    for (const res of asks) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe("role_not_allowed");
    }
  });
});

describe("the daily generation quota of a team", () => {
  /** A team is writable only under its owner's Business pass (decision 760): 2,000 a day. */
  const TEAM_DAY = 2000;

  it("counts every member's generations in the workspace under its owner's plan, each member's own workspace apart", async () => {
    const owner = await buildUser(t, { subscriptionStatus: "business" });
    // Their own plan allows 5 a day; in the team the owner's Business plan applies.
    const one = await buildUser(t, { subscriptionStatus: "free" });
    const two = await buildUser(t, { subscriptionStatus: "free" });
    const team = await buildTeam(t, owner, [
      { user: one, role: "creator" },
      { user: two, role: "manager" },
    ]);
    const teamPhoto = await photoIn(owner, team);
    await usedToday(team, one.id, TEAM_DAY - 1);
    const last = await generate(await injectIn(t, two, team), teamPhoto);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().remaining).toBe(0);
    for (const as of [await injectIn(t, one, team), await injectIn(t, owner, team)]) {
      const refused = await generate(as, teamPhoto);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        error: { code: "quota_exceeded" },
        limit: TEAM_DAY,
        used: TEAM_DAY,
        upgradeRequired: false,
      });
    }
    // Each member's own workspace: its own count, under its own plan.
    const own = await generate(await injectIn(t, one, null), await photoIn(one, one.id));
    expect(own.statusCode).toBe(200);
    expect(own.json().remaining).toBe(4);
    const ownerOwn = await generate(await injectIn(t, owner, null), await photoIn(owner, owner.id));
    expect(ownerOwn.json().remaining).toBe(TEAM_DAY - 1);
  });

  it("gives the last generations of the day to exactly as many requests as are left, whichever members race", async () => {
    const owner = await buildUser(t, { subscriptionStatus: "business" });
    const one = await buildUser(t, { subscriptionStatus: "free" });
    const two = await buildUser(t, { subscriptionStatus: "free" });
    const team = await buildTeam(t, owner, [
      { user: one, role: "creator" },
      { user: two, role: "creator" },
    ]);
    const teamPhoto = await photoIn(owner, team);
    await usedToday(team, owner.id, TEAM_DAY - 2);
    const asOne = await injectIn(t, one, team);
    const asTwo = await injectIn(t, two, team);
    const racing = await Promise.all([asOne, asTwo, asOne, asTwo].map((as) => generate(as, teamPhoto)));
    expect(racing.map((res) => res.statusCode).sort()).toEqual([200, 200, 429, 429]);
    const [counted] = await t.deps.database.db
      .select({ n: count() })
      .from(generations)
      .where(and(eq(generations.workspaceId, team), inArray(generations.status, ["succeeded", "reserved"])));
    expect(counted?.n).toBe(TEAM_DAY);
  });
});
