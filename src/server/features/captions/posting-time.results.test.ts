import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PostingTimeResponse } from "#contract/captions.ts";
import type { InsightAgeBucket } from "#contract/insights.ts";
import { instagramImportedMedia, instagramInsights, posts, publications } from "#server/db/schema/index.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { uploadPhoto } from "#test/helpers/library.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A moment given as Indian wall-clock time. */
const ist = (local: string) => new Date(`${local}:00+05:30`);

interface Reading {
  publishedAt: string;
  rate?: number;
  ageBucket?: InsightAgeBucket;
  notEnoughViewers?: boolean;
}

/** A published post with one reading, as the publishing and insights jobs leave them. */
async function publishedWithReading(userId: string, reading: Reading) {
  const db = t.deps.database.db;
  const publishedAt = ist(reading.publishedAt);
  const [post] = await db
    .insert(posts)
    .values({
      userId,
      title: `Post of ${reading.publishedAt}`,
      contentItemIds: [],
      status: "posted",
      postedAt: publishedAt,
    })
    .returning({ id: posts.id });
  if (!post) throw new Error("no post");
  const mediaId = `1790${post.id.replaceAll("-", "").slice(0, 12)}`;
  await db.insert(publications).values({
    postId: post.id,
    destination: "instagram",
    state: "published",
    userId,
    accountRef: "17841400000000",
    remoteId: mediaId,
    publishedAt,
  });
  const reach = 1000;
  await db.insert(instagramInsights).values({
    postId: post.id,
    userId,
    mediaId,
    ageBucket: reading.ageBucket ?? "72h",
    fetchedAt: new Date(publishedAt.getTime() + 72 * 3_600_000),
    source: "graph",
    notEnoughViewers: reading.notEnoughViewers ?? false,
    reach: reading.notEnoughViewers ? null : reach,
    totalInteractions: reading.notEnoughViewers ? null : Math.round((reading.rate ?? 0) * reach),
  });
}

describe("GET /api/generate-posting-time from the creator's own results", () => {
  it("is the general rule, labelled, until the 10th post with a 72-hour reading; then the creator's best hour, with its basis", async () => {
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    const photo = (await uploadPhoto(t, as, await buildJpeg())).id;
    const ask = async () =>
      (
        await as({ method: "GET", url: `/api/generate-posting-time?contentItemIds=${photo}&contentField=food` })
      ).json() as PostingTimeResponse;

    // Nine usable 72-hour readings: 6 PM IST (4 posts, 8.5%), 9 AM (3, 4%), 9 PM (2, 6%).
    for (const [publishedAt, rate] of [
      ["2026-11-02T18:10", 0.09],
      ["2026-11-06T18:40", 0.08],
      ["2026-11-13T18:05", 0.1],
      ["2026-11-03T18:20", 0.07],
      ["2026-11-04T09:15", 0.03],
      ["2026-11-05T09:30", 0.04],
      ["2026-11-07T09:00", 0.05],
      ["2026-11-08T21:00", 0.06],
      ["2026-11-09T21:30", 0.06],
    ] as const) {
      await publishedWithReading(user.id, { publishedAt, rate });
    }
    // Readings that do not count: too few viewers at 72 hours, and a post with only its 24-hour reading.
    await publishedWithReading(user.id, { publishedAt: "2026-11-14T18:00", notEnoughViewers: true });
    await publishedWithReading(user.id, { publishedAt: "2026-11-24T18:00", rate: 0.5, ageBucket: "24h" });
    // Another creator's readings are not this creator's audience.
    const other = await buildUser(t);
    await publishedWithReading(other.id, { publishedAt: "2026-11-10T13:00", rate: 0.2 });

    const before = await ask();
    expect(before).toMatchObject({
      source: "general-rule",
      reasoning: expect.stringMatching(/food posts/),
      basis:
        "A general guide to when Indian Instagram audiences are active, not a measurement of your followers. Your own best times appear once 10 of your posts have results from Instagram at 72 hours (9 so far).",
    });

    // The 10th: a lone 1 PM post at 20% is counted in the average but not ranked on its own.
    await publishedWithReading(user.id, { publishedAt: "2026-11-10T13:00", rate: 0.2 });
    const after = await ask();
    expect(after).toMatchObject({
      source: "your-results",
      recommendedTime: expect.stringMatching(/^(Today|Tomorrow), 6:00 PM IST$/),
      reasoning:
        "Your posts published from 6 PM to 7 PM IST did best: 8.5% average engagement over 4 posts, against 7.8% over all 10. By day, your posts on Tuesdays did best: 13.5% over 2 posts.",
      basis:
        "From your 10 posts' results on Instagram: total interactions ÷ reach at 72 hours, by the hour (IST) each was published.",
      contentField: "food",
    });
    const at = new Date(after.at);
    expect(new Date(at.getTime() + 5.5 * 3_600_000).getUTCHours()).toBe(18);
    expect(at.getTime() - Date.now()).toBeGreaterThan(15 * 60_000);
    expect(at.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000 + 15 * 60_000);
  });

  it("counts posts imported from Instagram whose figures were read when they were at least 72 hours old, and says so", async () => {
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    const photo = (await uploadPhoto(t, as, await buildJpeg())).id;
    const ask = async () =>
      (
        await as({ method: "GET", url: `/api/generate-posting-time?contentItemIds=${photo}&contentField=food` })
      ).json() as PostingTimeResponse;
    for (const [publishedAt, rate] of [
      ["2026-11-02T18:10", 0.09],
      ["2026-11-06T18:40", 0.08],
      ["2026-11-04T09:15", 0.03],
      ["2026-11-05T09:30", 0.04],
    ] as const) {
      await publishedWithReading(user.id, { publishedAt, rate });
    }
    const imported = async (postedAt: string, rate: number, readAfterHours: number, n: number) => {
      const posted = ist(postedAt);
      await t.deps.database.db.insert(instagramImportedMedia).values({
        workspaceId: user.id,
        mediaId: `17900000000${n}`,
        igUserId: "17841400000000",
        caption: `Imported ${n}`,
        source: "graph",
        postedAt: posted,
        fetchedAt: new Date(posted.getTime() + readAfterHours * 3_600_000),
        reach: 1000,
        totalInteractions: Math.round(rate * 1000),
      });
    };
    // Six imported posts read at 3 days or more; one read at 2 days does not count.
    await imported("2026-10-20T18:00", 0.12, 200, 1);
    await imported("2026-10-21T18:30", 0.1, 72, 2);
    await imported("2026-10-22T09:00", 0.05, 400, 3);
    await imported("2026-10-23T21:00", 0.06, 500, 4);
    await imported("2026-10-24T21:10", 0.07, 600, 5);
    await imported("2026-10-25T13:00", 0.02, 700, 6);
    await imported("2026-11-20T18:00", 0.9, 48, 7);
    const answer = await ask();
    expect(answer).toMatchObject({
      source: "your-results",
      recommendedTime: expect.stringMatching(/6:00 PM IST$/),
      basis:
        "From your 10 posts' results on Instagram (6 of them posted outside CaptionKaro and imported, as read at the import, each at least 72 hours old): total interactions ÷ reach at 72 hours, by the hour (IST) each was published.",
    });
  });
});
