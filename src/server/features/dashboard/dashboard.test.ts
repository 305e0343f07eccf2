import { readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGAGEMENT_RATE_FORMULA } from "#contract/insights.ts";
import { PLANS } from "#contract/plans.ts";
import { generations, instagramInsights, posts, users } from "#server/db/schema/index.ts";
import { buildUser, injectAs, type UserRow } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { uploadPhoto } from "#test/helpers/library.ts";
import { GIVEN_WITH_POST_BASIS } from "../posts/posts.service.ts";

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
      engagementRate: null,
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
      postsWithoutBasis: 0,
      freeSavesUsed: 4,
      generationsToday: 1,
    });
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.id, c.user.id));
    expect(user?.freePostsUsed).toBe(4);
  });

  it("leaves out a figure saved before estimates carried a basis, says how many, and does not show it", async () => {
    const c = await buildCreator("pro");
    await save(c, { engagementPrediction: 60 });
    // A post saved before decision 207: the offline writer's old "90", with no basis recorded.
    const [old] = await t.deps.database.db
      .insert(posts)
      .values({
        userId: c.user.id,
        title: "Old",
        caption: "Old.",
        contentItemIds: [c.contentId],
        engagementPrediction: 90,
      })
      .returning();
    const stats = (await c.as({ method: "GET", url: "/api/dashboard" })).json();
    expect(stats).toMatchObject({ totalPosts: 2, averageEngagement: 60, postsWithEngagement: 1, postsWithoutBasis: 1 });
    const listed = (await c.as({ method: "GET", url: "/api/posts" })).json().posts as Record<string, unknown>[];
    expect(listed.find((p) => p.id === old?.id)).toMatchObject({ engagementPrediction: null, engagementBasis: null });
    expect(listed.find((p) => p.id !== old?.id)).toMatchObject({
      engagementPrediction: 60,
      engagementBasis: GIVEN_WITH_POST_BASIS,
    });
  });

  it("migration 0016 gives older figures a basis only where a model wrote the same caption", async () => {
    const c = await buildCreator("pro");
    const db = t.deps.database.db;
    const generation = {
      userId: c.user.id,
      status: "succeeded" as const,
      kind: "basic" as const,
      istDay: "2026-11-20",
    };
    await db.insert(generations).values([
      { ...generation, language: "hindi", engine: "gemini", caption: "Written by the model." },
      { ...generation, language: "hindi", engine: "offline", caption: "Written offline." },
    ]);
    const older = (caption: string) => ({
      userId: c.user.id,
      title: caption,
      caption,
      contentItemIds: [c.contentId],
      engagementPrediction: 90,
    });
    await db
      .insert(posts)
      .values([older("Written by the model."), older("Written offline."), older("Edited after generating.")]);
    // The migration's backfill, run again over these rows (the table had none when it ran).
    const migration = await readFile(new URL("../../db/migrations/0016_engagement_basis.sql", import.meta.url), "utf8");
    await db.execute(sql.raw(migration.split("--> statement-breakpoint").at(-1) ?? ""));
    const rows = await db
      .select({ caption: posts.caption, basis: posts.engagementBasis })
      .from(posts)
      .where(eq(posts.userId, c.user.id));
    expect(Object.fromEntries(rows.map((r) => [r.caption, r.basis]))).toEqual({
      "Written by the model.":
        "The AI model's own guess (gemini) from the photos and the caption; not a measurement of your audience.",
      "Written offline.": null,
      "Edited after generating.": null,
    });
    expect((await c.as({ method: "GET", url: "/api/dashboard" })).json()).toMatchObject({
      averageEngagement: 90,
      postsWithEngagement: 1,
      postsWithoutBasis: 2,
    });
  });

  it("keeps the basis of the generation that gave the figure", async () => {
    const c = await buildCreator("pro");
    const basis =
      "The AI model's own guess (gemini-test) from the photos and the caption; not a measurement of your audience.";
    await t.deps.database.db.insert(generations).values({
      userId: c.user.id,
      status: "succeeded",
      kind: "basic",
      istDay: "2026-11-24",
      language: "english",
      engine: "gemini",
      engagementEstimates: [
        { prediction: 73, basis },
        { prediction: 64, basis },
      ],
    });
    const saved = (await save(c, { engagementPrediction: "64" })).json();
    expect(saved).toMatchObject({ engagementPrediction: 64, engagementBasis: basis });
    // Changing the figure to one no generation gave: it is the user's own number now.
    const edited = (
      await c.as({ method: "PATCH", url: `/api/posts/${saved.id}`, payload: { engagementPrediction: 12 } })
    ).json();
    expect(edited).toMatchObject({ engagementPrediction: 12, engagementBasis: GIVEN_WITH_POST_BASIS });
    const cleared = (
      await c.as({ method: "PATCH", url: `/api/posts/${saved.id}`, payload: { engagementPrediction: "" } })
    ).json();
    expect(cleared).toMatchObject({ engagementPrediction: null, engagementBasis: null });
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

  it("the engagement rate is the stated formula over the stored results from Instagram, with the count", async () => {
    const c = await buildCreator("pro");
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await save(c, { title: `Post ${i}` })).json().id);
    const [a, b, low, zero, partial] = ids as [string, string, string, string, string];
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
    const reading = (
      postId: string,
      ageBucket: (typeof instagramInsights.$inferInsert)["ageBucket"],
      hoursAgo: number,
      figures: { reach?: number | null; totalInteractions?: number | null; notEnoughViewers?: boolean },
      source: "graph" | "sandbox" = "graph",
    ) => ({
      postId,
      userId: c.user.id,
      mediaId: `1790000${postId.slice(0, 4)}`,
      ageBucket,
      fetchedAt: at(hoursAgo),
      source,
      notEnoughViewers: figures.notEnoughViewers ?? false,
      reach: figures.reach ?? null,
      totalInteractions: figures.totalInteractions ?? null,
    });
    await t.deps.database.db.insert(instagramInsights).values([
      // Post a: its 72-hour reading counts, not the newer 7-day one.
      reading(a, "24h", 200, { reach: 400, totalInteractions: 20 }),
      reading(a, "72h", 150, { reach: 1000, totalInteractions: 80 }),
      reading(a, "7d", 10, { reach: 1500, totalInteractions: 150 }),
      // Post b is younger than 72 hours: its newest reading counts.
      reading(b, "1h", 23, { reach: 100, totalInteractions: 3 }),
      reading(b, "24h", 0, { reach: 300, totalInteractions: 15 }, "sandbox"),
      // Not enough viewers, a reach of 0 and a missing total: no rate, left out.
      reading(low, "1h", 5, { notEnoughViewers: true }),
      reading(zero, "24h", 5, { reach: 0, totalInteractions: 0 }),
      reading(partial, "24h", 5, { reach: 500, totalInteractions: null }),
    ]);
    const stats = (await c.as({ method: "GET", url: "/api/dashboard" })).json();
    const expected = (80 / 1000 + 15 / 300) / 2; // 6.5%
    expect(stats.engagementRate).toEqual({
      percent: Math.round(expected * 1000) / 10,
      posts: 2,
      sandboxPosts: 1,
      importedPosts: 0,
      formula: ENGAGEMENT_RATE_FORMULA,
    });
    expect(stats.engagementRate.percent).toBe(6.5);
    // Another creator's results are not counted, and one without any has no figure.
    const other = await buildCreator("pro");
    expect((await other.as({ method: "GET", url: "/api/dashboard" })).json().engagementRate).toBeNull();
  });
});
