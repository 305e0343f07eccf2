import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND_EXAMPLES_MAX, type BrandExample, type VoiceStyle } from "#contract/brand.ts";
import type { PostResults } from "#contract/insights.ts";
import { brandTrainingItems, contentItems, posts, voiceStyles } from "#server/db/schema/index.ts";
import { buildUser, injectAs, type UserRow } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { uploadPhoto } from "#test/helpers/library.ts";
import { buildTeam, injectIn } from "#test/helpers/teams.ts";

/**
 * The brand kit belongs to a workspace (issue 29): every member of a team reads and changes the
 * team's examples and voice styles, the team has one default voice style of its own (each
 * member's own workspace keeps theirs), the examples' ceiling counts the workspace's, and
 * nobody outside the team finds them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type As = Awaited<ReturnType<typeof injectIn>>;

const addExample = (as: As, title: string, hashtags = "#chai") =>
  as({ method: "POST", url: "/api/brand-training", payload: { title, content: `${title}: our words`, hashtags } });
const examples = async (as: As) =>
  ((await as({ url: "/api/brand-training" })).json() as BrandExample[]).map((e) => e.title);
const addStyle = (as: As, styleName: string, isDefault = false) =>
  as({
    method: "POST",
    url: "/api/voice-styles",
    payload: { styleName, brandVoice: `The ${styleName} voice: warm and homely.`, isDefault },
  });
const defaults = async (as: As) =>
  ((await as({ url: "/api/voice-styles" })).json() as VoiceStyle[]).filter((s) => s.isDefault).map((s) => s.styleName);

const READING: PostResults = {
  ageBucket: "72h",
  fetchedAt: "2026-11-27T04:30:00.000Z",
  source: "instagram",
  notEnoughViewers: false,
  reach: 9400,
  views: 12000,
  likes: 1180,
  comments: 64,
  saves: 20,
  shares: 3,
  totalInteractions: 1267,
  stopped: null,
};

describe("a team's brand kit", () => {
  let team: string;
  let owner: UserRow;
  let creator: UserRow;
  let asManager: As;
  let asCreator: As;
  let asViewer: As;
  let asCreatorPersonal: As;
  let asOtherTeam: As;
  let asOutsider: As;

  beforeAll(async () => {
    owner = await buildUser(t, { subscriptionStatus: "business" });
    const manager = await buildUser(t, { subscriptionStatus: "pro" });
    creator = await buildUser(t, { subscriptionStatus: "pro" });
    const viewer = await buildUser(t, { subscriptionStatus: "pro" });
    team = await buildTeam(t, owner, [
      { user: manager, role: "manager" },
      { user: creator, role: "creator" },
      { user: viewer, role: "viewer" },
    ]);
    const otherOwner = await buildUser(t, { subscriptionStatus: "business" });
    const otherMember = await buildUser(t, { subscriptionStatus: "pro" });
    const otherTeam = await buildTeam(t, otherOwner, [{ user: otherMember, role: "manager" }]);
    asManager = await injectIn(t, manager, team);
    asCreator = await injectIn(t, creator, team);
    asViewer = await injectIn(t, viewer, team);
    asCreatorPersonal = await injectIn(t, creator, null);
    asOtherTeam = await injectIn(t, otherMember, otherTeam);
    asOutsider = await injectIn(t, await buildUser(t, { subscriptionStatus: "pro" }), null);
  });

  it("has examples every member reads and deletes, apart from each member's own, and hidden from everyone else", async () => {
    const added = await addExample(asCreator, "Team hamper");
    expect(added.statusCode).toBe(201);
    const id = added.json().id as string;
    const [row] = await t.deps.database.db.select().from(brandTrainingItems).where(eq(brandTrainingItems.id, id));
    expect(row).toMatchObject({ workspaceId: team, userId: creator.id });
    expect(await examples(asManager)).toContain("Team hamper");
    expect(await examples(asViewer)).toContain("Team hamper");
    expect((await addExample(asCreatorPersonal, "My own cake")).statusCode).toBe(201);
    expect(await examples(asCreatorPersonal)).toEqual(["My own cake"]);
    expect(await examples(asCreator)).not.toContain("My own cake");

    for (const as of [asOtherTeam, asOutsider, asCreatorPersonal]) {
      expect(await examples(as)).not.toContain("Team hamper");
      const refused = await as({ method: "DELETE", url: `/api/brand-training/${id}` });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.message).toBe("Training data not found.");
    }
    for (const res of [
      await addExample(asViewer, "Viewer's"),
      await asViewer({ method: "DELETE", url: `/api/brand-training/${id}` }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe("role_not_allowed");
    }
    expect(await examples(asCreator)).toContain("Team hamper");
    expect((await asManager({ method: "DELETE", url: `/api/brand-training/${id}` })).statusCode).toBe(204);
    expect(await examples(asCreator)).not.toContain("Team hamper");
  });

  it("has one default voice style of its own, whichever member sets it; a member's own default stays", async () => {
    expect((await addStyle(asCreatorPersonal, "Mine", true)).statusCode).toBe(201);
    const first = await addStyle(asCreator, "Team first", true);
    expect(first.statusCode).toBe(201);
    expect((await addStyle(asManager, "Team second", true)).statusCode).toBe(201);
    expect(await defaults(asCreator)).toEqual(["Team second"]);
    expect(await defaults(asCreatorPersonal)).toEqual(["Mine"]);
    const id = first.json().id as string;
    const [row] = await t.deps.database.db.select().from(voiceStyles).where(eq(voiceStyles.id, id));
    expect(row).toMatchObject({ workspaceId: team, userId: creator.id });

    expect(
      (await asManager({ method: "PATCH", url: `/api/voice-styles/${id}`, payload: { isDefault: true } })).statusCode,
    ).toBe(200);
    expect(await defaults(asViewer)).toEqual(["Team first"]);
    expect(await defaults(asCreatorPersonal)).toEqual(["Mine"]);

    for (const as of [asOtherTeam, asOutsider, asCreatorPersonal]) {
      const patched = await as({ method: "PATCH", url: `/api/voice-styles/${id}`, payload: { styleName: "Taken" } });
      expect(patched.statusCode).toBe(404);
      expect(patched.json().error.message).toBe("Voice style not found.");
      expect((await as({ method: "DELETE", url: `/api/voice-styles/${id}` })).statusCode).toBe(404);
    }
    for (const res of [
      await addStyle(asViewer, "Viewer's"),
      await asViewer({ method: "PATCH", url: `/api/voice-styles/${id}`, payload: { isDefault: false } }),
      await asViewer({ method: "DELETE", url: `/api/voice-styles/${id}` }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe("role_not_allowed");
    }
    expect(await defaults(asManager)).toEqual(["Team first"]);
  });

  it("turns a team's posted post into the team's example once, whichever member taps; nobody outside finds the post", async () => {
    const item = await uploadPhoto(t, await injectAs(t, owner), await buildJpeg({ width: 600, height: 400 }));
    await t.deps.database.db.update(contentItems).set({ workspaceId: team }).where(eq(contentItems.id, item.id));
    const saved = await asCreator({
      method: "POST",
      url: "/api/posts",
      payload: {
        title: "Diwali hamper",
        caption: "Our Diwali hamper is here ✨",
        hashtags: "#diwali",
        contentItemIds: [item.id],
      },
    });
    expect(saved.statusCode).toBe(201);
    const postId = saved.json().id as string;
    await t.deps.database.db
      .update(posts)
      .set({ status: "posted", postedAt: new Date("2026-11-24T04:30:00Z"), results: READING })
      .where(eq(posts.id, postId));
    const tap = (as: As) => as({ method: "POST", url: `/api/brand-training/from-post/${postId}` });

    for (const as of [asOtherTeam, asOutsider, asCreatorPersonal]) expect((await tap(as)).statusCode).toBe(404);
    const first = await tap(asCreator);
    expect(first.statusCode).toBe(201);
    const second = await tap(asManager);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ added: false, example: { id: first.json().example.id } });
    const made = await t.deps.database.db
      .select()
      .from(brandTrainingItems)
      .where(eq(brandTrainingItems.sourcePostId, postId));
    expect(made.map((e) => [e.workspaceId, e.userId])).toEqual([[team, creator.id]]);
    expect((await tap(asViewer)).statusCode).toBe(403);
  });
});

describe("the brand examples' ceiling", () => {
  it("counts the workspace's examples, whoever added them; each member's own workspace apart", async () => {
    const owner = await buildUser(t, { subscriptionStatus: "business" });
    const member = await buildUser(t, { subscriptionStatus: "pro" });
    const team = await buildTeam(t, owner, [{ user: member, role: "creator" }]);
    await t.deps.database.db.insert(brandTrainingItems).values(
      Array.from({ length: BRAND_EXAMPLES_MAX - 1 }, (_, i) => ({
        workspaceId: team,
        userId: owner.id,
        contentType: "example_post" as const,
        title: `Kept ${i}`,
        content: "Our words",
      })),
    );
    expect((await addExample(await injectIn(t, member, team), "The last place")).statusCode).toBe(201);
    const refused = await addExample(await injectIn(t, owner, team), "One too many");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("brand_examples_limit");
    expect((await addExample(await injectIn(t, member, null), "Member's own")).statusCode).toBe(201);
    expect((await addExample(await injectIn(t, owner, null), "Owner's own")).statusCode).toBe(201);
  });
});
