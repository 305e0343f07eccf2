import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeInstagram, GRAPH_ERRORS, startFakeInstagram } from "#test/fakes/instagram-graph.ts";
import { buildUser } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg, buildPng } from "#test/helpers/images.ts";
import { createGraphInstagram } from "./graph.ts";
import { createSandboxInstagram, issueSandboxCode, sandboxInsightFigures } from "./sandbox.ts";
import { type InstagramApi, InstagramApiError } from "./types.ts";

/** Serves fixed bytes at /<name> (the "public" photo URLs Instagram downloads). */
async function startImageHost(files: Record<string, Buffer>) {
  const server: Server = createServer((request, response) => {
    const body = files[(request.url ?? "").slice(1)];
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "image/jpeg", "content-length": body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function waitFor(api: InstagramApi, token: string, id: string) {
  for (let i = 0; i < 100; i++) {
    const { status, detail } = await api.containerStatus(token, id);
    if (status !== "IN_PROGRESS") return { status, detail };
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  throw new Error("container never finished");
}

const errorOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof InstagramApiError) return error;
    throw error;
  }
  throw new Error("expected an InstagramApiError");
};

let fake: FakeInstagram;
let images: Awaited<ReturnType<typeof startImageHost>>;
let api: InstagramApi;
const redirectUri = "https://app.example.in/api/instagram/callback";

beforeAll(async () => {
  fake = await startFakeInstagram({ processingMs: 20 });
  images = await startImageHost({
    "square.jpg": await buildJpeg({ width: 1080, height: 1080 }),
    "portrait.jpg": await buildJpeg({ width: 1080, height: 1350 }),
    "tall.jpg": await buildJpeg({ width: 720, height: 1280 }),
    "photo.png": await buildPng(1080, 1080),
  });
  const env = fake.env();
  api = createGraphInstagram({
    appId: env.INSTAGRAM_APP_ID ?? "",
    appSecret: env.INSTAGRAM_APP_SECRET ?? "",
    graphUrl: env.INSTAGRAM_GRAPH_URL ?? "",
    oauthUrl: env.INSTAGRAM_OAUTH_URL ?? "",
    authorizeUrl: env.INSTAGRAM_AUTHORIZE_URL ?? "",
  });
});

afterAll(async () => {
  await fake.close();
  await images.close();
});

/** Our user finishing the login (Instagram itself ignores it). */
const forUser = "00000000-0000-4000-8000-000000000001";

async function connect(): Promise<string> {
  const consent = await fetch(api.authorizeUrl({ state: "s-1", redirectUri }), { redirect: "manual" });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get("location") ?? "");
  expect(back.searchParams.get("state")).toBe("s-1");
  const short = await api.exchangeCode({ code: back.searchParams.get("code") ?? "", redirectUri, forUser });
  expect(short.userId).toBe(fake.account.igUserId);
  const long = await api.longLivedToken(short.accessToken);
  expect(long.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 86_400_000);
  return long.accessToken;
}

describe("Graph API adapter against the fake Instagram", () => {
  it("connects: consent with scopes and state, code → short token (both answer shapes) → long-lived, profile", async () => {
    const url = new URL(api.authorizeUrl({ state: "abc", redirectUri }));
    expect(url.searchParams.get("scope")).toBe(
      "instagram_business_basic,instagram_business_content_publish,instagram_business_manage_insights",
    );
    expect(url.searchParams.get("client_id")).toBe(fake.appId);
    fake.setShortTokenShape("flat");
    const flat = await api.exchangeCode({ code: fake.grantCode(redirectUri), redirectUri, forUser });
    expect(flat.userId).toBe(fake.account.igUserId);
    fake.setShortTokenShape("data");
    const token = await connect();
    const profile = await api.profile(token);
    expect(profile).toMatchObject({ id: fake.account.igUserId, username: "priya.creates" });
    expect(profile.profilePictureUrl).toContain(fake.url);
    // A code works once.
    const code = fake.grantCode(redirectUri);
    await api.exchangeCode({ code, redirectUri, forUser });
    expect((await errorOf(api.exchangeCode({ code, redirectUri, forUser }))).kind).not.toBe("transient");
  });

  it("refreshes a long-lived token (Instagram refuses tokens under a day old)", async () => {
    const token = await connect();
    expect((await errorOf(api.refreshToken(token))).message).toMatch(/24 hours/);
    fake.allowEarlyRefresh = true;
    const refreshed = await api.refreshToken(token);
    fake.allowEarlyRefresh = false;
    expect(refreshed.accessToken).not.toBe(token);
    expect((await api.profile(refreshed.accessToken)).id).toBe(fake.account.igUserId);
  });

  it("publishes a single photo and a carousel, with caption, alt text and the publishing limit", async () => {
    const token = await connect();
    const ig = fake.account.igUserId;
    const before = await api.publishingLimit(token, ig);
    expect(before.total).toBe(50);
    const single = await api.createImageContainer(token, ig, {
      imageUrl: `${images.url}/square.jpg`,
      caption: "सुबह की चाय #chai",
      altText: "A cup of tea",
    });
    expect((await waitFor(api, token, single)).status).toBe("FINISHED");
    const mediaId = await api.publish(token, ig, single);
    const media = await api.media(token, mediaId);
    expect(media.permalink).toMatch(new RegExp(`^${fake.url}/p/`));
    expect((await api.containerStatus(token, single)).status).toBe("PUBLISHED");

    const children = [];
    for (const name of ["square.jpg", "portrait.jpg"]) {
      const id = await api.createImageContainer(token, ig, {
        imageUrl: `${images.url}/${name}`,
        isCarouselItem: true,
        altText: `alt ${name}`,
      });
      expect((await waitFor(api, token, id)).status).toBe("FINISHED");
      children.push(id);
    }
    const parent = await api.createCarouselContainer(token, ig, { children, caption: "Carousel" });
    expect((await waitFor(api, token, parent)).status).toBe("FINISHED");
    const carouselId = await api.publish(token, ig, parent);
    const post = fake.posts.find((p) => p.id === carouselId);
    expect(post?.altTexts).toEqual(["alt square.jpg", "alt portrait.jpg"]);
    expect(post?.caption).toBe("Carousel");
    expect((await api.publishingLimit(token, ig)).used).toBe(before.used + 2);
    const recent = await api.recentMedia(token, ig, 5);
    expect(recent[0]?.id).toBe(carouselId);
  });

  it("lists the account's media page by page: Graph's fields, cursors and times, newest first", async () => {
    const token = await connect();
    const ig = fake.account.igUserId;
    const mine = fake.posts.filter((p) => p.igUserId === ig).length;
    const added = [0, 1, 2, 3, 4].map((i) =>
      fake.addOutsidePost({
        caption: `Made in the app ${i}`,
        timestamp: new Date(Date.UTC(2020, 0, 10 - i, 8, 30, 15)),
        mediaType: i === 1 ? "VIDEO" : "IMAGE",
      }),
    );
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await api.mediaPage(token, ig, { limit: 2, after });
      pages++;
      expect(page.media.length).toBeLessThanOrEqual(2);
      seen.push(...page.media.map((m) => m.id));
      after = page.after ?? undefined;
    } while (after);
    expect(pages).toBe(Math.ceil((mine + 5) / 2));
    // The app's own posts are newer; the five made in 2020 come last, newest first.
    expect(seen.slice(-5)).toEqual(added);
    expect(new Set(seen).size).toBe(seen.length);
    const first = await api.mediaPage(token, ig, { limit: 100 });
    expect(first.after).toBeNull();
    expect(first.media.find((m) => m.id === added[1])).toEqual({
      id: added[1],
      caption: "Made in the app 1",
      mediaType: "VIDEO",
      productType: "REELS",
      permalink: fake.posts.find((p) => p.id === added[1])?.permalink,
      // Graph writes "2020-01-09T08:30:15+0000"; the adapter keeps ISO.
      timestamp: "2020-01-09T08:30:15.000Z",
    });
    const asked = fake.calls("GET", /^\/\d+\/media$/).at(-2);
    expect(asked?.params).toMatchObject({ fields: "id,caption,media_type,media_product_type,permalink,timestamp" });
    // A cursor Graph does not know is refused like Graph does, not read as the first page.
    expect((await errorOf(api.mediaPage(token, ig, { limit: 2, after: "bm90LWEtY3Vyc29y" }))).code).toBe(100);
    for (const id of added) fake.deletePost(id);
  });

  it("turns Graph API errors into the kinds the job acts on", async () => {
    const token = await connect();
    const ig = fake.account.igUserId;
    fake.inject("GET", /content_publishing_limit/, GRAPH_ERRORS.rateLimit);
    expect((await errorOf(api.publishingLimit(token, ig))).kind).toBe("rate_limit");
    fake.inject("POST", /\/media_publish$/, GRAPH_ERRORS.publishingLimit);
    expect((await errorOf(api.publish(token, ig, "1"))).kind).toBe("rate_limit");
    fake.inject("POST", /\/media$/, GRAPH_ERRORS.mediaRefused);
    expect((await errorOf(api.createImageContainer(token, ig, { imageUrl: `${images.url}/tall.jpg` }))).kind).toBe(
      "media",
    );
    fake.inject("GET", /content_publishing_limit/, GRAPH_ERRORS.serverError);
    expect((await errorOf(api.publishingLimit(token, ig))).kind).toBe("transient");
    fake.inject("GET", /content_publishing_limit/, { status: 429, body: {}, headers: { "retry-after": "7" } });
    const limited = await errorOf(api.publishingLimit(token, ig));
    expect([limited.kind, limited.retryAfterSeconds]).toEqual(["rate_limit", 7]);

    // A container whose photo Instagram cannot take ends in ERROR with the reason.
    const tall = await api.createImageContainer(token, ig, { imageUrl: `${images.url}/tall.jpg` });
    expect(await waitFor(api, token, tall)).toMatchObject({
      status: "ERROR",
      detail: expect.stringMatching(/aspect ratio/),
    });
    const png = await api.createImageContainer(token, ig, { imageUrl: `${images.url}/photo.png` });
    expect(await waitFor(api, token, png)).toMatchObject({ status: "ERROR", detail: expect.stringMatching(/JPEG/) });
    const late = await api.createImageContainer(token, ig, { imageUrl: `${images.url}/square.jpg` });
    await waitFor(api, token, late);
    fake.expireContainer(late);
    expect((await api.containerStatus(token, late)).status).toBe("EXPIRED");

    fake.revokePublishPermission();
    expect((await errorOf(api.createImageContainer(token, ig, { imageUrl: `${images.url}/square.jpg` }))).kind).toBe(
      "permission",
    );
    fake.revokePublishPermission(false);
    fake.expireTokens();
    const expired = await errorOf(api.profile(token));
    expect([expired.kind, expired.code]).toEqual(["auth", 190]);
  });

  it("reads a post's insights: figures, missing and unsupported metrics, and the four refusals", async () => {
    const token = await connect();
    const ig = fake.account.igUserId;
    const container = await api.createImageContainer(token, ig, { imageUrl: `${images.url}/square.jpg`, caption: "x" });
    await waitFor(api, token, container);
    const mediaId = await api.publish(token, ig, container);
    const all = { reach: 900, views: 1400, likes: 80, comments: 9, saved: 12, shares: 4, total_interactions: 105 };
    fake.setInsights(mediaId, { figures: all });
    expect(await api.mediaInsights(token, mediaId)).toEqual({ kind: "figures", figures: all });
    const [asked] = fake.calls("GET", new RegExp(`^/${mediaId}/insights$`));
    expect(asked?.params.metric).toBe("reach,views,likes,comments,saved,shares,total_interactions");

    // No data for a metric is null, not 0; a metric the media type refuses is asked again without it.
    fake.setInsights(mediaId, { figures: { reach: 50, likes: 3 }, unsupported: ["shares"] });
    const partial = await api.mediaInsights(token, mediaId);
    expect(partial).toEqual({
      kind: "figures",
      figures: {
        reach: 50,
        views: null,
        likes: 3,
        comments: null,
        saved: null,
        shares: null,
        total_interactions: null,
      },
    });
    expect(fake.calls("GET", new RegExp(`^/${mediaId}/insights$`)).at(-1)?.params.metric).not.toContain("shares");

    fake.setInsights(mediaId, { notEnoughViewers: true });
    expect(await api.mediaInsights(token, mediaId)).toMatchObject({ kind: "not_enough_viewers" });
    fake.inject("GET", /\/insights$/, GRAPH_ERRORS.rateLimit);
    expect((await errorOf(api.mediaInsights(token, mediaId))).kind).toBe("rate_limit");
    fake.revokeInsightsPermission();
    expect((await errorOf(api.mediaInsights(token, mediaId))).kind).toBe("permission");
    fake.revokeInsightsPermission(false);
    fake.deletePost(mediaId);
    expect(await api.mediaInsights(token, mediaId)).toMatchObject({ kind: "deleted" });
    fake.expireTokens();
    expect((await errorOf(api.mediaInsights(token, mediaId))).kind).toBe("auth");
  });
});

describe("the embedded sandbox Instagram", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("connects, checks photos like Instagram, publishes once into its table with a permalink", async () => {
    const sandbox = createSandboxInstagram({
      db: t.deps.database.db,
      storage: t.deps.storage,
      publicUrl: "http://127.0.0.1:9",
    });
    const authorize = new URL(sandbox.authorizeUrl({ state: "st", redirectUri }));
    expect(authorize.pathname).toBe("/instagram-sandbox/authorize");
    const user = await buildUser(t);
    const code = await issueSandboxCode(t.deps.database.db, { userId: user.id, igUserId: "1784100000123" });
    expect((await errorOf(sandbox.exchangeCode({ code, redirectUri, forUser }))).kind).toBe("auth");
    const short = await sandbox.exchangeCode({ code, redirectUri, forUser: user.id });
    expect((await errorOf(sandbox.exchangeCode({ code, redirectUri, forUser: user.id }))).kind).toBe("auth");
    const { accessToken } = await sandbox.longLivedToken(short.accessToken);
    const ig = short.userId;
    expect((await sandbox.profile(accessToken)).username).toBe("sandbox_creator_0123");
    expect((await errorOf(sandbox.profile("stolen"))).kind).toBe("auth");

    const refused = await sandbox.createImageContainer(accessToken, ig, { imageUrl: `${images.url}/photo.png` });
    expect((await sandbox.containerStatus(accessToken, refused)).status).toBe("ERROR");
    const a = await sandbox.createImageContainer(accessToken, ig, {
      imageUrl: `${images.url}/square.jpg`,
      isCarouselItem: true,
      altText: "first",
    });
    const b = await sandbox.createImageContainer(accessToken, ig, {
      imageUrl: `${images.url}/portrait.jpg`,
      isCarouselItem: true,
    });
    const parent = await sandbox.createCarouselContainer(accessToken, ig, { children: [a, b], caption: "हैलो" });
    expect((await sandbox.containerStatus(accessToken, parent)).status).toBe("FINISHED");
    const mediaId = await sandbox.publish(accessToken, ig, parent);
    expect((await errorOf(sandbox.publish(accessToken, ig, parent))).kind).toBe("media");
    const media = await sandbox.media(accessToken, mediaId);
    expect(media.permalink).toBe(`http://127.0.0.1:9/instagram-sandbox/p/${mediaId}`);
    expect((await sandbox.recentMedia(accessToken, ig, 5)).map((m) => m.id)).toEqual([mediaId]);
    expect(await sandbox.publishingLimit(accessToken, ig)).toEqual({ used: 1, total: 50 });
    expect(await t.deps.storage.stat(`instagram-sandbox/${a}.jpg`)).toMatchObject({ contentType: "image/jpeg" });

    // Insights: the sandbox's own figures for this post, and nothing for a post it does not have.
    const answer = await sandbox.mediaInsights(accessToken, mediaId);
    if (answer.kind !== "figures") throw new Error(`expected figures, got ${answer.kind}`);
    expect(answer.figures.reach).toBeGreaterThan(0);
    expect(await sandbox.mediaInsights(accessToken, "179000")).toMatchObject({ kind: "deleted" });
  });

  it("a login that did not allow insights is refused them like Instagram does, through refreshes too", async () => {
    const sandbox = createSandboxInstagram({
      db: t.deps.database.db,
      storage: t.deps.storage,
      publicUrl: "http://127.0.0.1:9",
    });
    const user = await buildUser(t);
    const code = await issueSandboxCode(t.deps.database.db, {
      userId: user.id,
      igUserId: "1784100000456",
      insights: false,
    });
    const short = await sandbox.exchangeCode({ code, redirectUri, forUser: user.id });
    const { accessToken } = await sandbox.longLivedToken(short.accessToken);
    const refreshed = (await sandbox.refreshToken(accessToken)).accessToken;
    const page = await sandbox.mediaPage(refreshed, short.userId, { limit: 25 });
    expect(page.media).toHaveLength(14);
    for (const token of [accessToken, refreshed]) {
      const refused = await errorOf(sandbox.mediaInsights(token, page.media[0]?.id ?? ""));
      expect([refused.kind, refused.code]).toEqual(["permission", 10]);
    }
    // The same account's full login reads them.
    const full = await issueSandboxCode(t.deps.database.db, { userId: user.id, igUserId: "1784100000456" });
    const token = (
      await sandbox.longLivedToken(
        (
          await sandbox.exchangeCode({ code: full, redirectUri, forUser: user.id })
        ).accessToken,
      )
    ).accessToken;
    expect((await sandbox.mediaInsights(token, page.media[0]?.id ?? "")).kind).toBe("figures");
  });

  it("makes insight figures that are the same for a post and age and never fall as it ages", () => {
    const hour = 3_600_000;
    const ages = [hour, 24 * hour, 72 * hour, 168 * hour, 336 * hour, 720 * hour];
    const series = ages.map((age) => sandboxInsightFigures("17900000000001", age));
    expect(sandboxInsightFigures("17900000000001", 24 * hour)).toEqual(series[1]);
    expect(sandboxInsightFigures("17900000000002", 24 * hour)).not.toEqual(series[1]);
    for (const [i, figures] of series.entries()) {
      const { likes, comments, saved, shares } = figures;
      expect(figures.total_interactions).toBe((likes ?? 0) + (comments ?? 0) + (saved ?? 0) + (shares ?? 0));
      const before = series[i - 1];
      if (!before) continue;
      for (const metric of Object.keys(figures) as (keyof typeof figures)[]) {
        expect(figures[metric] ?? 0).toBeGreaterThanOrEqual(before[metric] ?? 0);
      }
    }
    expect(series[5]?.reach ?? 0).toBeGreaterThan(series[0]?.reach ?? 0);
  });
});
