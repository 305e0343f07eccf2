import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setActiveWorkspace } from "#server/auth/sessions.queries.ts";
import {
  instagramAccounts,
  instagramInsights,
  instagramSandboxMedia,
  mailOutbox,
  sessions,
} from "#server/db/schema/index.ts";
import { createAppJobRunner } from "#server/jobs/index.ts";
import { freePort } from "#test/e2e/harness.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { connectInstagram, insertJpeg } from "#test/helpers/instagram.ts";
import { buildTeam, injectIn } from "#test/helpers/teams.ts";
import { readPostInsights } from "./insights.ts";
import { engagementRate, refreshInstagramTokens, tokenCipher } from "./instagram.service.ts";
import { runPublishing } from "./publish.ts";

// Issue 29: the Instagram connection belongs to a workspace. A team's account is connected by
// its owner or a manager, seen by every member, used for the team's posts under the owner's
// plan; nobody's personal workspace sees it, and nobody outside the team reaches its posts.

let t: TestApp;

beforeAll(async () => {
  // The sandbox downloads photos from the app's own signed links, so the app listens here.
  const port = await freePort();
  t = await createTestApp({ env: { PUBLIC_URL: `http://127.0.0.1:${port}`, INSTAGRAM_POLL_MS: "50" } });
  await t.app.listen({ port, host: "127.0.0.1" });
});
afterAll(() => t.close());

type Caller = Awaited<ReturnType<typeof injectIn>>;

/**
 * A Business owner's team whose members are all on the free plan, its Instagram (the sandbox)
 * connected by the manager from the team, and someone in another team and an outsider.
 */
async function teamWithInstagram() {
  const owner = await buildUser(t, { subscriptionStatus: "business" });
  const manager = await buildUser(t);
  const creator = await buildUser(t);
  const viewer = await buildUser(t);
  const team = await buildTeam(t, owner, [
    { user: manager, role: "manager" },
    { user: creator, role: "creator" },
    { user: viewer, role: "viewer" },
  ]);
  const otherOwner = await buildUser(t, { subscriptionStatus: "business" });
  const otherManager = await buildUser(t, { subscriptionStatus: "pro" });
  const otherTeam = await buildTeam(t, otherOwner, [{ user: otherManager, role: "manager" }]);
  const inTeam = {
    owner: await injectIn(t, owner, team),
    manager: await injectIn(t, manager, team),
    creator: await injectIn(t, creator, team),
    viewer: await injectIn(t, viewer, team),
  };
  await connectInstagram(inTeam.manager);
  return {
    owner,
    manager,
    viewer,
    team,
    inTeam,
    managerAlone: await injectIn(t, manager, null),
    ownerAlone: await injectIn(t, owner, null),
    otherTeam: await injectIn(t, otherManager, otherTeam),
    outsider: await injectAs(t, await buildUser(t, { subscriptionStatus: "pro" })),
  };
}

const accountOf = async (as: Caller) => (await as({ method: "GET", url: "/api/instagram/account" })).json();
const accountRow = async (workspaceId: string) =>
  (await t.deps.database.db.select().from(instagramAccounts).where(eq(instagramAccounts.workspaceId, workspaceId)))[0];
const mailsTo = (email: string) => t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

/** A scheduled post of `author` with one ready photo, both moved into `workspaceId`. */
async function workspacePost(as: Caller, author: { id: string }, workspaceId: string, caption: string) {
  const photo = await insertJpeg(t, author.id, 1080, 1080);
  await t.deps.database.db.execute(sql`update content_items set workspace_id = ${workspaceId} where id = ${photo}`);
  const created = await as({
    method: "POST",
    url: "/api/posts",
    payload: {
      title: "टीम की चाय",
      caption,
      hashtags: "#chai",
      contentItemIds: [photo],
      scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id: string = created.json().id;
  // Where the post is saved is the posts feature's; this test is about the workspace it is in.
  await t.deps.database.db.execute(sql`update posts set workspace_id = ${workspaceId} where id = ${id}`);
  return id;
}

const autoPublish = (as: Caller, postId: string, enabled = true) =>
  as({ method: "PUT", url: `/api/instagram/posts/${postId}/auto-publish`, payload: { enabled } });

describe("the Instagram connection of a team", () => {
  it("is the team's: every member sees it, nobody's personal workspace nor another team does", async () => {
    const { manager, team, inTeam, managerAlone, ownerAlone, otherTeam, outsider } = await teamWithInstagram();
    // The manager, free on their own, connected under the owner's Business plan, for the team.
    const row = await accountRow(team);
    expect(row?.userId).toBe(manager.id);
    expect(await accountRow(manager.id)).toBeUndefined();
    expect(tokenCipher(t.deps).decrypt(row?.tokenCiphertext ?? "", team)).toMatch(/^sandbox-long\./);
    expect(() => tokenCipher(t.deps).decrypt(row?.tokenCiphertext ?? "", manager.id)).toThrow();

    for (const as of [inTeam.owner, inTeam.manager, inTeam.creator, inTeam.viewer]) {
      const account = await accountOf(as);
      expect(account).toMatchObject({ planAllows: true, account: { username: row?.username, needsReconnect: false } });
      const picture = await as({ method: "GET", url: account.account.pictureUrl });
      expect([picture.statusCode, picture.headers["content-type"]]).toEqual([200, "image/jpeg"]);
      expect((await as({ method: "GET", url: "/api/instagram/quota" })).json()).toMatchObject({ used: 0, total: 50 });
    }
    for (const as of [managerAlone, ownerAlone, otherTeam, outsider]) {
      expect((await accountOf(as)).account).toBeNull();
      expect((await as({ method: "GET", url: "/api/instagram/account/picture" })).statusCode).toBe(404);
      expect((await as({ method: "GET", url: "/api/instagram/quota" })).statusCode).toBe(404);
    }
    // The manager's own plan still rules their personal workspace.
    expect((await accountOf(managerAlone)).planAllows).toBe(false);
    expect((await managerAlone({ method: "POST", url: "/api/instagram/connect" })).statusCode).toBe(402);

    // Disconnecting from the manager's personal workspace finds nothing; from the team it ends the team's.
    expect((await managerAlone({ method: "DELETE", url: "/api/instagram/account" })).statusCode).toBe(404);
    expect(await accountRow(team)).toBeDefined();
    expect((await inTeam.owner({ method: "DELETE", url: "/api/instagram/account" })).statusCode).toBe(204);
    expect(await accountRow(team)).toBeUndefined();
    expect((await accountOf(inTeam.viewer)).account).toBeNull();
  });

  it("a team's sandbox account is the team's own, whoever of it connects", async () => {
    const { owner, manager, team, inTeam } = await teamWithInstagram();
    const byManager = await accountRow(team);
    // The owner connects again: the same sandbox account (the team's), now connected by the owner.
    await connectInstagram(inTeam.owner);
    const byOwner = await accountRow(team);
    expect(byOwner?.igUserId).toBe(byManager?.igUserId);
    expect(byOwner?.userId).toBe(owner.id);
    // The owner's own workspace gets the owner's own sandbox account, another one.
    await connectInstagram(await injectIn(t, owner, null));
    expect((await accountRow(owner.id))?.igUserId).not.toBe(byManager?.igUserId);
    expect(await accountRow(manager.id)).toBeUndefined();
  });

  it("creators and viewers may not connect, disconnect, publish automatically or retry (403 role_not_allowed)", async () => {
    const { manager, team, inTeam } = await teamWithInstagram();
    const postId = await workspacePost(inTeam.manager, manager, team, "भूमिकाएँ");
    for (const as of [inTeam.creator, inTeam.viewer]) {
      for (const response of [
        await as({ method: "POST", url: "/api/instagram/connect" }),
        await as({ method: "DELETE", url: "/api/instagram/account" }),
        await autoPublish(as, postId),
        await as({ method: "POST", url: `/api/instagram/posts/${postId}/retry` }),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe("role_not_allowed");
      }
    }
    expect((await inTeam.viewer({ method: "POST", url: "/api/instagram/preflight", payload: {} })).statusCode).toBe(
      403,
    );
    expect(await accountRow(team)).toBeDefined();
  });
});

/** Instagram Login started from `as` up to the sandbox's Allow: the callback path, not yet visited. */
async function consent(as: Caller) {
  const started = await as({ method: "POST", url: "/api/instagram/connect" });
  expect(started.statusCode, started.body).toBe(200);
  const url = new URL(started.json().url);
  const page = await as({ method: "GET", url: `${url.pathname}${url.search}` });
  const allow = [...page.body.matchAll(/href="([^"]+)"/g)]
    .map((m) => (m[1] ?? "").replaceAll("&amp;", "&"))
    .find((l) => l.includes("code="));
  const back = new URL(allow ?? "");
  return `${back.pathname}${back.search}`;
}

describe("a login that comes back after the session switched workspace", () => {
  it("connects the workspace it was started in, while the person may still connect it there", async () => {
    const owner = await buildUser(t, { subscriptionStatus: "business" });
    const manager = await buildUser(t);
    const team = await buildTeam(t, owner, [{ user: manager, role: "manager" }]);
    const as = await injectIn(t, manager, team);
    const [session] = await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, manager.id));
    const switchTo = (workspaceId: string | null) =>
      setActiveWorkspace(t.deps.database.db, session?.id ?? "", workspaceId);

    const callback = await consent(as);
    await switchTo(null); // the manager's own workspace, on the free plan
    expect((await as({ method: "GET", url: callback })).headers.location).toBe("/account?instagram=connected");
    expect((await accountRow(team))?.userId).toBe(manager.id);
    expect(await accountRow(manager.id)).toBeUndefined();

    // Started as a manager, back as a creator: not connected.
    await switchTo(team);
    const again = await consent(as);
    await t.deps.database.db.execute(
      sql`update workspace_members set role = 'creator' where workspace_id = ${team} and user_id = ${manager.id}`,
    );
    await switchTo(null);
    expect((await as({ method: "GET", url: again })).headers.location).toBe("/account?instagram=invalid");
  });
});

describe("publishing a team's post", () => {
  it("turns on and publishes with the team's account under the owner's plan; its figures are the team's", async () => {
    const { manager, team, inTeam } = await teamWithInstagram();
    const caption = `टीम पोस्ट ${Date.now()}`;
    const postId = await workspacePost(inTeam.manager, manager, team, caption);
    const on = await autoPublish(inTeam.manager, postId);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().preflight.ok).toBe(true);

    await t.deps.database.db.execute(
      sql`update posts set scheduled_at = now() - interval '1 second' where id = ${postId}`,
    );
    expect(await runPublishing(t.deps)).toBe(1);
    const post = (await inTeam.manager({ method: "GET", url: `/api/posts/${postId}` })).json();
    expect(post.status, post.publishError).toBe("posted");
    const [published] = await t.deps.database.db
      .select()
      .from(instagramSandboxMedia)
      .where(
        sql`${instagramSandboxMedia.caption} like ${`%${caption}%`} and ${instagramSandboxMedia.mediaId} is not null`,
      );
    expect(published?.igUserId).toBe((await accountRow(team))?.igUserId);
    expect((await inTeam.viewer({ method: "GET", url: "/api/instagram/quota" })).json()).toMatchObject({ used: 1 });

    // The e-mail about the post goes to its author.
    await createAppJobRunner(t.deps).runDueJobs({ checkSchedules: false });
    expect((await mailsTo(manager.email)).map((m) => m.kind)).toContain("instagram-published");

    // Its figures are read with the team's account and counted for the team, not the author.
    expect(await readPostInsights(t.deps, { postId, bucket: "1h" })).toBe("stored");
    const [reading] = await t.deps.database.db
      .select()
      .from(instagramInsights)
      .where(eq(instagramInsights.postId, postId));
    expect([reading?.workspaceId, reading?.userId]).toEqual([team, manager.id]);
    expect((await engagementRate(t.deps, team))?.posts).toBe(1);
    expect(await engagementRate(t.deps, manager.id)).toBeNull();
  });

  it("another workspace's post is not found: from the team, from a personal workspace, another team, an outsider", async () => {
    const { owner, manager, team, inTeam, managerAlone, ownerAlone, otherTeam, outsider } = await teamWithInstagram();
    const teamPost = await workspacePost(inTeam.manager, manager, team, "टीम की");
    const personalPost = await workspacePost(managerAlone, manager, manager.id, "अपनी");
    // The manager's own post, asked for from the team: the team's account never publishes it.
    const fromTeam = await autoPublish(inTeam.manager, personalPost);
    expect([fromTeam.statusCode, fromTeam.json().error.message]).toEqual([404, "Post not found."]);
    expect(
      (await inTeam.manager({ method: "POST", url: `/api/instagram/posts/${personalPost}/retry` })).statusCode,
    ).toBe(404);
    // Each with an Instagram account of their own, so only the post can be what is missing.
    for (const as of [ownerAlone, otherTeam, outsider]) {
      await connectInstagram(as);
      for (const id of [teamPost, randomUUID()]) {
        for (const response of [
          await autoPublish(as, id),
          await autoPublish(as, id, false),
          await as({ method: "POST", url: `/api/instagram/posts/${id}/retry` }),
        ]) {
          expect([response.statusCode, response.json().error.message]).toEqual([404, "Post not found."]);
        }
      }
    }
    expect(owner.id).not.toBe(manager.id);
  });

  it("nothing publishes once the owner's Business pass ended, whatever the author's or the owner's other plan", async () => {
    const { owner, manager, team, inTeam } = await teamWithInstagram();
    await t.deps.database.db.execute(sql`update users set subscription_status = 'business' where id = ${manager.id}`);
    const postId = await workspacePost(inTeam.manager, manager, team, `पास ख़त्म ${Date.now()}`);
    expect((await autoPublish(inTeam.manager, postId)).statusCode).toBe(200);
    // Pro would publish a personal workspace's posts; a team's need the owner's Business pass.
    await t.deps.database.db.execute(sql`update users set subscription_status = 'pro' where id = ${owner.id}`);
    await t.deps.database.db.execute(
      sql`update posts set scheduled_at = now() - interval '1 second' where id = ${postId}`,
    );
    await runPublishing(t.deps);
    const post = (await inTeam.manager({ method: "GET", url: `/api/posts/${postId}` })).json();
    expect([post.status, post.publishErrorCode]).toEqual(["failed", "plan"]);
  });
});

describe("keeping a team's login alive", () => {
  it("the daily refresh renews the team's token in the team's row", async () => {
    const { team } = await teamWithInstagram();
    await t.deps.database.db.execute(
      sql`update instagram_accounts set token_expires_at = now() + interval '3 days',
          token_refreshed_at = now() - interval '50 days' where workspace_id = ${team}`,
    );
    await refreshInstagramTokens(t.deps);
    const row = await accountRow(team);
    expect(row?.tokenExpiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    expect(tokenCipher(t.deps).decrypt(row?.tokenCiphertext ?? "", team)).toMatch(/^sandbox-long\./);
  });

  it("a dead login, found by any member, asks whoever connected it to connect again", async () => {
    const { owner, manager, viewer, team, inTeam } = await teamWithInstagram();
    await t.deps.database.db
      .update(instagramAccounts)
      .set({ tokenCiphertext: tokenCipher(t.deps).encrypt("revoked", team) })
      .where(eq(instagramAccounts.workspaceId, team));
    const quota = (await inTeam.viewer({ method: "GET", url: "/api/instagram/quota" })).json();
    expect(quota.problem).toMatch(/^Connect Instagram again/);
    expect((await accountOf(inTeam.owner)).account.needsReconnect).toBe(true);
    expect((await mailsTo(manager.email)).map((m) => m.kind)).toEqual(["instagram-reconnect"]);
    expect(await mailsTo(viewer.email)).toEqual([]);
    expect(await mailsTo(owner.email)).toEqual([]);
  });

  it("when whoever connected it has left the team, the owner is asked instead", async () => {
    const { owner, manager, team, inTeam } = await teamWithInstagram();
    await t.deps.database.db.execute(
      sql`delete from workspace_members where workspace_id = ${team} and user_id = ${manager.id}`,
    );
    await t.deps.database.db
      .update(instagramAccounts)
      .set({ tokenCiphertext: tokenCipher(t.deps).encrypt("revoked", team) })
      .where(eq(instagramAccounts.workspaceId, team));
    expect((await inTeam.viewer({ method: "GET", url: "/api/instagram/quota" })).json().problem).toMatch(/again/);
    expect((await mailsTo(owner.email)).map((m) => m.kind)).toEqual(["instagram-reconnect"]);
    expect(await mailsTo(manager.email)).toEqual([]);
  });
});
