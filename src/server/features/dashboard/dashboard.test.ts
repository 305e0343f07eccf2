import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, injectAs, type UserRow } from "../../../../test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/helpers/app.ts";
import { buildJpeg } from "../../../../test/helpers/images.ts";
import { uploadPhoto } from "../../../../test/helpers/library.ts";
import { PLANS } from "../../../contract/plans.ts";
import { users } from "../../db/schema/index.ts";

let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  photo = await buildJpeg({ width: 600, height: 400 });
});
afterAll(() => t.close());

type As = Awaited<ReturnType<typeof injectAs>>;

interface Creator {
  user: UserRow;
  as: As;
  contentId: string;
}

/** A signed-in user with one uploaded photo. */
async function buildCreator(plan: UserRow["subscriptionStatus"] = "free"): Promise<Creator> {
  const user = await buildUser(t, { subscriptionStatus: plan });
  const as = await injectAs(t, user);
  const item = await uploadPhoto(t, as, photo);
  return { user, as, contentId: item.id };
}

const save = (c: Creator, overrides: Record<string, unknown> = {}) =>
  c.as({
    method: "POST",
    url: "/api/posts",
    payload: { title: "Chai at sunset", caption: "Chai.", contentItemIds: [c.contentId], ...overrides },
  });

describe("dashboard", () => {
  it("answers 401 when signed out", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/dashboard" })).statusCode).toBe(401);
  });

  it("counts a new account's figures honestly: zeros and no average", async () => {
    const c = await buildCreator("free");
    const res = await c.as({ method: "GET", url: "/api/dashboard" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      plan: "free",
      totalPosts: 0,
      scheduledPosts: 0,
      averageEngagement: null,
      postsWithEngagement: 0,
      freeSavesUsed: 0,
      freeSavesLimit: 5,
      generationsToday: 0,
      generationsLimit: 5,
      generationsWindow: "day",
    });
    expect(res.json().storage).toMatchObject({ fileCount: 1, storageLimit: PLANS.free.storageBytes });
  });

  it("averages the real estimates, counts scheduled posts and today's generations", async () => {
    const c = await buildCreator("free");
    await save(c, { engagementPrediction: 80 });
    await save(c, { engagementPrediction: "91" });
    await save(c, { engagementPrediction: "" });
    const when = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    await save(c, { status: "scheduled", scheduledAt: when, engagementPrediction: 70 });
    await c.as({
      method: "POST",
      url: "/api/generate-caption",
      payload: { contentItemIds: [c.contentId], language: "hindi" },
    });
    const stats = (await c.as({ method: "GET", url: "/api/dashboard" })).json();
    expect(stats).toMatchObject({
      totalPosts: 4,
      scheduledPosts: 1,
      averageEngagement: 80.3,
      postsWithEngagement: 3,
      freeSavesUsed: 4,
      generationsToday: 1,
    });
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.id, c.user.id));
    expect(user?.freePostsUsed).toBe(4);
  });

  it("shows no save limit for a paid plan, and only the user's own figures", async () => {
    const c = await buildCreator("pro");
    const other = await buildCreator("free");
    await save(other, { engagementPrediction: 10 });
    const stats = (await c.as({ method: "GET", url: "/api/dashboard" })).json();
    expect(stats).toMatchObject({
      plan: "pro",
      totalPosts: 0,
      averageEngagement: null,
      freeSavesLimit: null,
      generationsLimit: 500,
    });
  });

  it("counts a per-pass plan's generations over the pass", async () => {
    const c = await buildCreator("starter");
    const stats = (await c.as({ method: "GET", url: "/api/dashboard" })).json();
    expect(stats).toMatchObject({ generationsLimit: 50, generationsWindow: "pass", generationsToday: 0 });
  });
});
