// postgres: two taps of "Use as example" at once add one example
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrandExample, ExampleFromPost } from "#contract/brand.ts";
import type { PostResults } from "#contract/insights.ts";
import { posts } from "#server/db/schema/index.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { uploadPhoto } from "#test/helpers/library.ts";

let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  photo = await buildJpeg({ width: 600, height: 400 });
});
afterAll(() => t.close());

type As = Awaited<ReturnType<typeof injectAs>>;

async function buildCreator(): Promise<{ id: string; as: As; contentId: string }> {
  const user = await buildUser(t, { subscriptionStatus: "pro" });
  const as = await injectAs(t, user);
  return { id: user.id, as, contentId: (await uploadPhoto(t, as, photo)).id };
}

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

/** A saved post, then marked published with a reading, as the publishing and insights jobs leave it. */
async function postedPost(
  c: { as: As; contentId: string },
  results: PostResults | null = READING,
  status: "posted" | "draft" = "posted",
): Promise<string> {
  const saved = await c.as({
    method: "POST",
    url: "/api/posts",
    payload: {
      title: "Diwali hamper",
      caption: "Our Diwali hamper is here ✨ Order by Friday.",
      hashtags: "#PriyaBakes #diwali",
      contentItemIds: [c.contentId],
    },
  });
  expect(saved.statusCode).toBe(201);
  const id = saved.json().id as string;
  await t.deps.database.db
    .update(posts)
    .set({ status, postedAt: status === "posted" ? new Date("2026-11-24T04:30:00Z") : null, results })
    .where(eq(posts.id, id));
  return id;
}

const tapUseAsExample = (as: As, postId: string) =>
  as({ method: "POST", url: `/api/brand-training/from-post/${postId}` });

describe("Use as example", () => {
  it("adds a posted post to AI Training with its real figures and their basis, once", async () => {
    const c = await buildCreator();
    const postId = await postedPost(c);

    const first = await tapUseAsExample(c.as, postId);
    expect(first.statusCode).toBe(201);
    const answer = first.json() as ExampleFromPost;
    expect(answer).toMatchObject({ added: true, message: "Added to AI Training with its results." });
    expect(answer.example).toMatchObject({
      contentType: "example_post",
      title: "Diwali hamper",
      content: "Our Diwali hamper is here ✨ Order by Friday.",
      hashtags: ["PriyaBakes", "diwali"],
      engagement: 1267,
      engagementBasis:
        "Instagram: 1,180 likes, 64 comments, 20 saves, 3 shares (1,267 interactions), reach 9,400, as of 27 Nov",
      sourcePostId: postId,
    });

    // A second tap adds nothing and says so.
    const second = await tapUseAsExample(c.as, postId);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      example: answer.example,
      added: false,
      message: "This post is already in AI Training; it was not added again.",
    });
    const list = (await c.as({ method: "GET", url: "/api/brand-training" })).json() as BrandExample[];
    expect(list).toEqual([answer.example]);
  });

  it("two taps at once add one example", async () => {
    const c = await buildCreator();
    const postId = await postedPost(c);
    const answers = await Promise.all([tapUseAsExample(c.as, postId), tapUseAsExample(c.as, postId)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect((await c.as({ method: "GET", url: "/api/brand-training" })).json()).toHaveLength(1);
  });

  it("sums the figures Instagram gave when it gave no total, and marks sandbox figures", async () => {
    const c = await buildCreator();
    const postId = await postedPost(c, {
      ...READING,
      source: "sandbox",
      totalInteractions: null,
      shares: null,
      reach: null,
    });
    const answer = (await tapUseAsExample(c.as, postId)).json() as ExampleFromPost;
    expect(answer.example.engagement).toBe(1180 + 64 + 20);
    expect(answer.example.engagementBasis).toBe(
      "Sandbox (made-up figures, not Instagram's): 1,180 likes, 64 comments, 20 saves, as of 27 Nov",
    );
  });

  it("another user's post is not found, and nothing is added", async () => {
    const owner = await buildCreator();
    const postId = await postedPost(owner);
    const other = await buildCreator();
    const response = await tapUseAsExample(other.as, postId);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: "not_found", message: "Post not found." });
    expect((await other.as({ method: "GET", url: "/api/brand-training" })).json()).toEqual([]);
    expect((await owner.as({ method: "GET", url: "/api/brand-training" })).json()).toEqual([]);
  });

  it("refuses a post without results, with too few viewers, or not posted; signed out is 401", async () => {
    const c = await buildCreator();
    const cases = [
      await postedPost(c, null),
      await postedPost(c, {
        ...READING,
        notEnoughViewers: true,
        likes: null,
        comments: null,
        saves: null,
        shares: null,
        totalInteractions: null,
        reach: null,
      }),
      await postedPost(c, READING, "draft"),
    ];
    for (const id of cases) {
      const response = await tapUseAsExample(c.as, id);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe("no_results");
    }
    expect((await c.as({ method: "GET", url: "/api/brand-training" })).json()).toEqual([]);
    const postId = cases[0] as string;
    expect((await t.app.inject({ method: "POST", url: `/api/brand-training/from-post/${postId}` })).statusCode).toBe(
      401,
    );
  });
});
