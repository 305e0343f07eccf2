// postgres: the breakdown and the admin's totals are computed in SQL (DISTINCT ON, UNION ALL, GROUPING SETS)
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGAGEMENT_RATE_FORMULA, type InsightAgeBucket, type ResultsBreakdown } from "#contract/insights.ts";
import { instagramImportedMedia, instagramInsights, posts, publications } from "#server/db/schema/index.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { bestCaptionsForPrompt } from "./results.ts";

const ADMIN_EMAIL = "results-admin@example.in";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
});
afterAll(() => t.close());
const db = () => t.deps.database.db;

interface Reading {
  bucket: InsightAgeBucket;
  reach: number | null;
  total: number | null;
  notEnoughViewers?: boolean;
  source?: "graph" | "sandbox";
}

/** A published post with its readings, as the publishing and insights jobs leave them. */
async function publishedPost(
  userId: string,
  post: { title: string; caption?: string; language: string; contentField: string | null },
  readings: Reading[],
) {
  const publishedAt = new Date(Date.now() - 30 * DAY);
  const [row] = await db()
    .insert(posts)
    .values({
      userId,
      title: post.title,
      caption: post.caption ?? `${post.title} caption`,
      contentItemIds: [],
      status: "posted",
      postedAt: publishedAt,
      language: post.language,
      contentField: post.contentField as "food" | null,
    })
    .returning({ id: posts.id });
  if (!row) throw new Error("no post");
  const mediaId = `1790${row.id.replaceAll("-", "").slice(0, 12)}`;
  await db()
    .insert(publications)
    .values({
      postId: row.id,
      destination: "instagram",
      state: "published",
      userId,
      accountRef: "17841400000000",
      remoteId: mediaId,
      publishedAt,
      permalink: `https://www.instagram.com/p/${post.title.replace(/\W/g, "")}/`,
    });
  const hours: Record<InsightAgeBucket, number> = {
    "1h": 1,
    "24h": 24,
    "72h": 72,
    "7d": 168,
    "14d": 336,
    "21d": 504,
    "28d": 672,
  };
  for (const reading of readings) {
    await db()
      .insert(instagramInsights)
      .values({
        postId: row.id,
        userId,
        mediaId,
        ageBucket: reading.bucket,
        fetchedAt: new Date(publishedAt.getTime() + hours[reading.bucket] * HOUR),
        source: reading.source ?? "graph",
        notEnoughViewers: reading.notEnoughViewers ?? false,
        reach: reading.reach,
        totalInteractions: reading.total,
        likes: reading.total,
      });
  }
  return row.id;
}

/** A post imported from Instagram with its figures at the import. */
async function importedPost(
  workspaceId: string,
  mediaId: string,
  figures: { reach: number | null; total: number | null; notEnoughViewers?: boolean; postedDaysAgo?: number },
  source: "graph" | "sandbox" = "graph",
) {
  await db()
    .insert(instagramImportedMedia)
    .values({
      workspaceId,
      mediaId,
      igUserId: "17841400000000",
      caption: `Imported ${mediaId}`,
      permalink: `https://www.instagram.com/p/${mediaId}/`,
      postedAt: new Date(Date.now() - (figures.postedDaysAgo ?? 10) * DAY),
      source,
      fetchedAt: new Date(),
      notEnoughViewers: figures.notEnoughViewers ?? false,
      reach: figures.reach,
      totalInteractions: figures.total,
    });
}

/**
 * The formula stated on the dashboard, worked out here from the stored rows on their own: each
 * post's 72-hour reading or else its newest, among readings with a reach above 0 and a total
 * of interactions; each imported post with such figures; the mean of total ÷ reach.
 */
async function expectedRows(workspaceId: string) {
  const readings = await db().select().from(instagramInsights).where(eq(instagramInsights.workspaceId, workspaceId));
  const postRows = await db().select().from(posts).where(eq(posts.workspaceId, workspaceId));
  const rows: {
    key: string;
    rate: number;
    reach: number;
    language: string | null;
    field: string | null;
    source: string;
  }[] = [];
  for (const post of postRows) {
    const usable = readings.filter((r) => r.postId === post.id && (r.reach ?? 0) > 0 && r.totalInteractions !== null);
    const chosen =
      usable.find((r) => r.ageBucket === "72h") ??
      usable.sort((a, b) => b.fetchedAt.getTime() - a.fetchedAt.getTime())[0];
    if (!chosen) continue;
    rows.push({
      key: post.id,
      rate: (chosen.totalInteractions ?? 0) / (chosen.reach ?? 1),
      reach: chosen.reach ?? 0,
      language: post.language,
      field: post.contentField,
      source: chosen.source,
    });
  }
  const imported = await db()
    .select()
    .from(instagramImportedMedia)
    .where(eq(instagramImportedMedia.workspaceId, workspaceId));
  for (const m of imported) {
    if ((m.reach ?? 0) > 0 && m.totalInteractions !== null && !m.notEnoughViewers) {
      rows.push({
        key: m.mediaId,
        rate: m.totalInteractions / (m.reach ?? 1),
        reach: m.reach ?? 0,
        language: null,
        field: null,
        source: m.source,
      });
    }
  }
  return rows;
}
const percent = (rates: number[]) => Math.round((rates.reduce((s, r) => s + r, 0) / rates.length) * 1000) / 10;

describe("GET /api/dashboard/results: the engagement rate by language and content field, and the top posts", () => {
  it("has no figure at all when no post has results", async () => {
    const as = await injectAs(t, await buildUser(t));
    const empty = (await as({ method: "GET", url: "/api/dashboard/results" })).json() as ResultsBreakdown;
    expect(empty).toMatchObject({
      overall: null,
      byLanguage: [],
      byContentField: [],
      topPosts: [],
      imported: { count: 0, withFigures: 0, lastImportAt: null },
      insightsPermissionMissing: false,
      canImport: false,
    });
    // A post with only "too few viewers" and one with no reach give no figure either.
    const user = await buildUser(t);
    await publishedPost(user.id, { title: "Few", language: "hindi", contentField: "food" }, [
      { bucket: "1h", reach: null, total: null, notEnoughViewers: true },
    ]);
    await publishedPost(user.id, { title: "Zero", language: "hindi", contentField: "food" }, [
      { bucket: "24h", reach: 0, total: 0 },
    ]);
    await importedPost(user.id, "1790000000001", { reach: null, total: null, notEnoughViewers: true });
    const none = (await (await injectAs(t, user))({ method: "GET", url: "/api/dashboard/results" })).json();
    expect(none).toMatchObject({ overall: null, byLanguage: [], topPosts: [], imported: { count: 1, withFigures: 0 } });
  });

  it("equals the stated formula over the stored rows, per group, with each group's count; top 5 by rate", async () => {
    const user = await buildUser(t, { subscriptionStatus: "pro" });
    const as = await injectAs(t, user);
    const p1 = await publishedPost(user.id, { title: "Hindi food 72h", language: "hindi", contentField: "food" }, [
      { bucket: "1h", reach: 100, total: 10 },
      { bucket: "24h", reach: 200, total: 30 },
      { bucket: "72h", reach: 300, total: 60 },
      { bucket: "7d", reach: 400, total: 100 },
    ]);
    await publishedPost(user.id, { title: "Hindi food young", language: "hindi", contentField: "food" }, [
      { bucket: "1h", reach: 100, total: 5 },
      { bucket: "24h", reach: 150, total: 12 },
    ]);
    const p3 = await publishedPost(user.id, { title: "Tamil travel", language: "tamil", contentField: "travel" }, [
      { bucket: "1h", reach: null, total: null, notEnoughViewers: true },
      { bucket: "24h", reach: 500, total: 50 },
    ]);
    // No reach: no figure, so in no group.
    await publishedPost(user.id, { title: "English none", language: "english", contentField: null }, [
      { bucket: "1h", reach: 0, total: 0 },
    ]);
    // The 72-hour reading lacks a total: the newest usable one counts.
    const p5 = await publishedPost(
      user.id,
      { title: "English fashion", language: "english", contentField: "fashion" },
      [
        { bucket: "72h", reach: 900, total: null },
        { bucket: "7d", reach: 1000, total: 150 },
      ],
    );
    const p6 = await publishedPost(user.id, { title: "Tamil food sandbox", language: "tamil", contentField: "food" }, [
      { bucket: "72h", reach: 250, total: 75, source: "sandbox" },
    ]);
    await importedPost(user.id, "1790000000011", { reach: 2000, total: 100 });
    await importedPost(user.id, "1790000000012", { reach: null, total: null, notEnoughViewers: true });
    await importedPost(user.id, "1790000000013", { reach: 400, total: 80 });
    await importedPost(user.id, "1790000000014", { reach: null, total: null });
    // Another workspace's results are not this creator's.
    const other = await buildUser(t);
    await publishedPost(other.id, { title: "Other", language: "hindi", contentField: "food" }, [
      { bucket: "72h", reach: 10, total: 9 },
    ]);
    await importedPost(other.id, "1790000000011", { reach: 10, total: 9 });

    const results = (await as({ method: "GET", url: "/api/dashboard/results" })).json() as ResultsBreakdown;
    const rows = await expectedRows(user.id);
    expect(rows).toHaveLength(7);
    // Worked by hand: (0.2 + 0.08 + 0.1 + 0.15 + 0.3 + 0.05 + 0.2) ÷ 7 = 15.4%.
    expect(results.overall).toEqual({
      percent: 15.4,
      posts: 7,
      sandboxPosts: 1,
      importedPosts: 2,
      formula: ENGAGEMENT_RATE_FORMULA,
    });
    expect(percent(rows.map((r) => r.rate))).toBe(15.4);
    expect(results.formula).toBe(ENGAGEMENT_RATE_FORMULA);
    expect(results.postFormula).toBe("total interactions ÷ reach");

    const groups = (keyOf: (row: (typeof rows)[number]) => string | null) => {
      const by = new Map<string | null, number[]>();
      for (const row of rows) by.set(keyOf(row), [...(by.get(keyOf(row)) ?? []), row.rate]);
      return by;
    };
    const byLanguage = groups((r) => r.language);
    expect(results.byLanguage.map((g) => [g.key, g.posts, g.percent])).toEqual(
      expect.arrayContaining([...byLanguage].map(([key, rates]) => [key, rates.length, percent(rates)])),
    );
    expect(results.byLanguage).toHaveLength(byLanguage.size);
    // The most posts first, then the higher rate; "not recorded" last.
    expect(results.byLanguage).toEqual([
      { key: "tamil", label: "Tamil", percent: 20, posts: 2, sandboxPosts: 1, importedPosts: 0 },
      { key: "hindi", label: "Hindi", percent: 14, posts: 2, sandboxPosts: 0, importedPosts: 0 },
      { key: "english", label: "English", percent: 15, posts: 1, sandboxPosts: 0, importedPosts: 0 },
      {
        key: null,
        label: "Not recorded (posted outside CaptionKaro)",
        percent: 12.5,
        posts: 2,
        sandboxPosts: 0,
        importedPosts: 2,
      },
    ]);
    const byField = groups((r) => r.field);
    expect(results.byContentField.map((g) => [g.key, g.posts, g.percent])).toEqual(
      expect.arrayContaining([...byField].map(([key, rates]) => [key, rates.length, percent(rates)])),
    );
    expect(results.byContentField.map((g) => [g.label, g.posts, g.percent])).toEqual([
      ["Food", 3, 19.3],
      ["Fashion", 1, 15],
      ["Travel", 1, 10],
      ["Not recorded (posted outside CaptionKaro)", 2, 12.5],
    ]);
    // Each group's count adds up to the posts the overall figure covers.
    expect(results.byLanguage.reduce((n, g) => n + g.posts, 0)).toBe(7);
    expect(results.byContentField.reduce((n, g) => n + g.posts, 0)).toBe(7);

    // Top 5 by rate; at the same rate the larger reach first.
    expect(results.topPosts.map((p) => [p.kind, p.id, p.percent])).toEqual([
      ["captionkaro", p6, 30],
      ["imported", "1790000000013", 20],
      ["captionkaro", p1, 20],
      ["captionkaro", p5, 15],
      ["captionkaro", p3, 10],
    ]);
    expect(results.topPosts[0]).toMatchObject({
      title: "Tamil food sandbox",
      language: "tamil",
      contentField: "food",
      reach: 250,
      totalInteractions: 75,
      ageBucket: "72h",
      source: "sandbox",
    });
    expect(results.topPosts[1]).toMatchObject({
      title: null,
      caption: "Imported 1790000000013",
      language: null,
      contentField: null,
      ageBucket: null,
      source: "instagram",
      permalink: "https://www.instagram.com/p/1790000000013/",
    });
    expect(results.topPosts[3]).toMatchObject({ ageBucket: "7d", reach: 1000, totalInteractions: 150 });
    expect(results.imported).toMatchObject({ count: 4, withFigures: 2 });

    // The dashboard's card is the same figure over the same posts.
    const stats = (await as({ method: "GET", url: "/api/dashboard" })).json();
    expect(stats.engagementRate).toEqual(results.overall);
  });

  it("cites the best captions for a model only from Instagram's own figures, once 5 posts have them", async () => {
    const user = await buildUser(t);
    for (const [i, rate] of [0.05, 0.3, 0.1].entries()) {
      await publishedPost(
        user.id,
        { title: `P${i}`, caption: `Caption ${i}`, language: "hindi", contentField: "food" },
        [{ bucket: "72h", reach: 1000, total: rate * 1000 }],
      );
    }
    // Sandbox figures are made up: never the basis of "best".
    await publishedPost(user.id, { title: "S", caption: "Sandbox caption", language: "hindi", contentField: "food" }, [
      { bucket: "72h", reach: 1000, total: 900, source: "sandbox" },
    ]);
    await importedPost(user.id, "1790000000021", { reach: 1000, total: 250 });
    expect(await bestCaptionsForPrompt(t.deps, user.id, 3)).toEqual([]);
    await publishedPost(user.id, { title: "P4", caption: "Caption 4", language: "tamil", contentField: "food" }, [
      { bucket: "24h", reach: 1000, total: 120 },
    ]);
    expect(await bestCaptionsForPrompt(t.deps, user.id, 3)).toEqual([
      { caption: "Caption 1", ratePercent: 30, reach: 1000, language: "hindi", postedOutsideCaptionKaro: false },
      {
        caption: "Imported 1790000000021",
        ratePercent: 25,
        reach: 1000,
        language: null,
        postedOutsideCaptionKaro: true,
      },
      { caption: "Caption 4", ratePercent: 12, reach: 1000, language: "tamil", postedOutsideCaptionKaro: false },
    ]);
  });
});

describe("the admin's results across users", () => {
  it("totals every workspace's results per source, honest about what each figure covers", async () => {
    const admin = await injectAs(t, await buildUser(t, { email: ADMIN_EMAIL }));
    const a = await buildUser(t);
    const b = await buildUser(t);
    await publishedPost(a.id, { title: "A1", language: "hindi", contentField: "food" }, [
      { bucket: "72h", reach: 1000, total: 100 },
    ]);
    await publishedPost(a.id, { title: "A2", language: "hindi", contentField: "food" }, [
      { bucket: "1h", reach: null, total: null, notEnoughViewers: true },
    ]);
    await publishedPost(b.id, { title: "B1", language: "tamil", contentField: null }, [
      { bucket: "24h", reach: 3000, total: 600 },
    ]);
    await importedPost(b.id, "1790000000031", { reach: 1000, total: 50 });
    await importedPost(b.id, "1790000000032", { reach: null, total: null });
    await importedPost(b.id, "1790000000033", { reach: 500, total: 50 }, "sandbox");

    const content = (await admin({ method: "GET", url: "/api/admin/content?range=7d" })).json();
    const results = content.results;
    expect(results.formula).toBe(ENGAGEMENT_RATE_FORMULA);
    // Worked out from every stored row of this file's database, by source.
    const everyone = new Set([
      ...(await db().select().from(posts)).map((p) => p.workspaceId),
      ...(await db().select().from(instagramImportedMedia)).map((m) => m.workspaceId),
    ]);
    const withSource = (
      await Promise.all([...everyone].map(async (w) => ({ w, rows: await expectedRows(w) })))
    ).flatMap(({ w, rows }) => rows.map((row) => ({ ...row, w })));
    for (const [source, label] of [
      ["graph", "instagram"],
      ["sandbox", "sandbox"],
    ] as const) {
      const rows = withSource.filter((row) => row.source === source);
      const line = results.bySource.find((row: { source: string }) => row.source === label);
      expect(line.posts).toBe(rows.length);
      expect(line.workspaces).toBe(new Set(rows.map((row) => row.w)).size);
      expect(line.meanRatePercent).toBe(rows.length ? percent(rows.map((row) => row.rate)) : null);
      expect(line.reach).toBe(rows.reduce((n, row) => n + row.reach, 0));
      expect(line.publishedPosts + line.importedPosts).toBe(rows.length);
    }
    const instagram = results.bySource.find((row: { source: string }) => row.source === "instagram");
    // At least this file's own: A1, B1 and one imported with figures; A2 read without a usable figure.
    expect(instagram.publishedPostsRead - instagram.publishedPosts).toBeGreaterThanOrEqual(1);
    expect(instagram.importedWithoutFigures).toBeGreaterThanOrEqual(1);
    expect(instagram.pooledRatePercent).toBe(Math.round((instagram.interactions / instagram.reach) * 1000) / 10);
    expect(results.accounts).toEqual({ connected: 0, insightsPermissionMissing: 0 });
    // A creator gets no admin figures.
    expect((await (await injectAs(t, a))({ method: "GET", url: "/api/admin/content?range=7d" })).statusCode).toBe(403);
  });
});
