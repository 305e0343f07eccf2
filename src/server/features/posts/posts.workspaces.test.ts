// postgres: a member's change to the team's posts seen on another server
import { and, count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { buildApp } from "#server/app.ts";
import { openPostgres } from "#server/db/client.ts";
import { contentItems, mailOutbox, posts, users } from "#server/db/schema/index.ts";
import { type Deps, depsFor } from "#server/deps.ts";
import { buildUser, injectAs, type UserRow } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { uploadPhoto } from "#test/helpers/library.ts";
import { buildTeam, injectIn } from "#test/helpers/teams.ts";
import { sendPostReminder } from "./posts.service.ts";
import { createPostsPageCache, firstPageKey, postsPageCache } from "./posts-page-cache.ts";

/**
 * Posts belong to a workspace (issue 29): every member of a team sees and changes the team's
 * posts, nobody else finds them, the plan's saved-post limit counts the workspace's posts under
 * its owner's plan, and the cached first page is one per workspace, dropped or patched for all
 * its members at once.
 */
let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  photo = await buildJpeg({ width: 600, height: 400 });
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

const body = (itemId: string, title: string) => ({
  title,
  caption: `${title}: adrak wali chai`,
  hashtags: ["chai"],
  contentItemIds: [itemId],
});

async function save(as: As, itemId: string, title: string): Promise<string> {
  const res = await as({ method: "POST", url: "/api/posts", payload: body(itemId, title) });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

const titles = async (as: As) => {
  const res = await as({ url: "/api/posts" });
  expect(res.statusCode).toBe(200);
  return (res.json() as { posts: { title: string }[] }).posts.map((p) => p.title);
};

const rowOf = async (id: string) => (await t.deps.database.db.select().from(posts).where(eq(posts.id, id)))[0];

describe("a team's posts", () => {
  let team: string;
  let teamPhoto: string;
  let creator: UserRow;
  let owner: UserRow;
  let manager: UserRow;
  let asOwner: As;
  let asManager: As;
  let asCreator: As;
  let asViewer: As;
  let asCreatorPersonal: As;
  let asOtherTeam: As;
  let asOutsider: As;
  let creatorPhoto: string;

  beforeAll(async () => {
    owner = await buildUser(t, { subscriptionStatus: "business" });
    manager = await buildUser(t, { subscriptionStatus: "pro" });
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
    const outsider = await buildUser(t, { subscriptionStatus: "pro" });
    asOwner = await injectIn(t, owner, team);
    asManager = await injectIn(t, manager, team);
    asCreator = await injectIn(t, creator, team);
    asViewer = await injectIn(t, viewer, team);
    asCreatorPersonal = await injectIn(t, creator, null);
    asOtherTeam = await injectIn(t, otherMember, otherTeam);
    asOutsider = await injectIn(t, outsider, null);
    teamPhoto = await photoIn(owner, team);
    creatorPhoto = await photoIn(creator, creator.id);
  });

  it("are every member's: saved by one with its author, listed and opened by the others, not in a member's own workspace", async () => {
    const id = await save(asCreator, teamPhoto, "Team chai");
    expect(await rowOf(id)).toMatchObject({ workspaceId: team, userId: creator.id });
    expect(await titles(asManager)).toContain("Team chai");
    expect(await titles(asViewer)).toContain("Team chai");
    expect((await asOwner({ url: `/api/posts/${id}` })).statusCode).toBe(200);

    expect(await titles(asCreatorPersonal)).not.toContain("Team chai");
    expect((await asCreatorPersonal({ url: `/api/posts/${id}` })).statusCode).toBe(404);

    // The member's own post stays in their own workspace: the team does not find it.
    const own = await save(asCreatorPersonal, creatorPhoto, "My own chai");
    expect(await rowOf(own)).toMatchObject({ workspaceId: creator.id, userId: creator.id });
    expect(await titles(asCreator)).not.toContain("My own chai");
    expect(await titles(asOwner)).not.toContain("My own chai");
    for (const as of [asCreator, asOwner]) expect((await as({ url: `/api/posts/${own}` })).statusCode).toBe(404);
    expect((await asOwner({ method: "PATCH", url: `/api/posts/${own}`, payload: { title: "Taken" } })).statusCode).toBe(
      404,
    );
    expect((await rowOf(own))?.title).toBe("My own chai");

    // A photo of the member's own library is not the team's to post.
    const mixed = await asCreator({ method: "POST", url: "/api/posts", payload: body(creatorPhoto, "Mixed") });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.code).toBe("unknown_content");
  });

  it("show one member's change to the others at once: the cached first page is the workspace's", async () => {
    const a = await save(asCreator, teamPhoto, "Alpha");
    await save(asCreator, teamPhoto, "Beta");
    const cache = postsPageCache(t.deps.database);
    const key = firstPageKey(team, 50);
    await vi.waitFor(
      async () => {
        expect((await titles(asManager)).slice(0, 2)).toEqual(["Beta", "Alpha"]);
        expect(cache.get(key)).toBeDefined();
      },
      { timeout: 15_000, interval: 50 },
    );
    // A text edit (patched in place) by the creator; the manager and the viewer see it.
    const edit = await asCreator({ method: "PATCH", url: `/api/posts/${a}`, payload: { title: "Alpha, edited" } });
    expect(edit.statusCode).toBe(200);
    expect((await titles(asManager)).slice(0, 2)).toEqual(["Beta", "Alpha, edited"]);
    expect((await titles(asViewer)).slice(0, 2)).toEqual(["Beta", "Alpha, edited"]);
    // A change of state by the manager (the page goes); the creator sees it.
    const posted = await asManager({ method: "PATCH", url: `/api/posts/${a}`, payload: { status: "posted" } });
    expect(posted.statusCode).toBe(200);
    const creatorView = (await asCreator({ url: "/api/posts" })).json() as { posts: { id: string; status: string }[] };
    expect(creatorView.posts.find((p) => p.id === a)?.status).toBe("posted");
    // A copy by the manager is the manager's draft in the team.
    const copy = await asManager({ method: "POST", url: `/api/posts/${a}/duplicate` });
    expect(copy.statusCode).toBe(201);
    expect(await rowOf(copy.json().id)).toMatchObject({ workspaceId: team, userId: manager.id, status: "draft" });
    expect((await titles(asCreator))[0]).toBe("Alpha, edited");
    // A delete by the owner.
    expect((await asOwner({ method: "DELETE", url: `/api/posts/${copy.json().id}` })).statusCode).toBe(204);
    expect((await titles(asViewer)).slice(0, 2)).toEqual(["Beta", "Alpha, edited"]);
  });

  it("answer 404 to a member of another team and to an outsider, as an id that does not exist", async () => {
    const id = await save(asCreator, teamPhoto, "Not yours");
    for (const as of [asOtherTeam, asOutsider]) {
      expect((await as({ url: `/api/posts/${id}` })).statusCode).toBe(404);
      expect((await as({ method: "PATCH", url: `/api/posts/${id}`, payload: { title: "Mine now" } })).statusCode).toBe(
        404,
      );
      expect(
        (await as({ method: "PATCH", url: `/api/posts/${id}`, payload: { status: "posted" } })).json().error.message,
      ).toBe("Post not found.");
      expect((await as({ method: "POST", url: `/api/posts/${id}/duplicate` })).statusCode).toBe(404);
      expect((await as({ method: "DELETE", url: `/api/posts/${id}` })).statusCode).toBe(404);
      expect(await titles(as)).not.toContain("Not yours");
    }
    expect(await rowOf(id)).toMatchObject({ title: "Not yours", status: "draft" });
  });

  it("let a viewer read, and refuse every write with 403 role_not_allowed", async () => {
    const id = await save(asCreator, teamPhoto, "Look only");
    expect((await asViewer({ url: `/api/posts/${id}` })).statusCode).toBe(200);
    const writes = [
      await asViewer({ method: "POST", url: "/api/posts", payload: body(teamPhoto, "Viewer's") }),
      await asViewer({ method: "PATCH", url: `/api/posts/${id}`, payload: { title: "Viewer's edit" } }),
      await asViewer({ method: "POST", url: `/api/posts/${id}/duplicate` }),
      await asViewer({ method: "DELETE", url: `/api/posts/${id}` }),
    ];
    for (const res of writes) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe("role_not_allowed");
    }
    expect((await rowOf(id))?.title).toBe("Look only");
  });

  it("remind the post's author at its time, not the team's owner", async () => {
    const id = await save(asCreator, teamPhoto, "Remind the author");
    const when = new Date(Date.now() - 1000);
    await t.deps.database.db.update(posts).set({ status: "scheduled", scheduledAt: when }).where(eq(posts.id, id));
    expect(await sendPostReminder(t.deps, id, when)).toBe(true);
    const mailsTo = (email: string) =>
      t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect((await mailsTo(creator.email)).length).toBe(1);
    expect(await mailsTo(owner.email)).toEqual([]);
  });
});

describe("the saved-post limit", () => {
  /**
   * A team is writable only under its owner's Business pass (decision 760: otherwise it is
   * read-only), whose history has no limit; the free plan's limit binds a personal workspace,
   * and counts that workspace's posts only.
   */
  it("counts each workspace's posts: a member at their own limit still saves in the team, and team posts take none of their places", async () => {
    const owner = await buildUser(t, { subscriptionStatus: "business" });
    const member = await buildUser(t, { subscriptionStatus: "free" });
    const team = await buildTeam(t, owner, [{ user: member, role: "creator" }]);
    const asOwn = await injectIn(t, member, null);
    const ownPhoto = await photoIn(member, member.id);
    for (let i = 1; i <= 5; i++) await save(asOwn, ownPhoto, `Own post ${i}`);
    const refused = await asOwn({ method: "POST", url: "/api/posts", payload: body(ownPhoto, "One too many") });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ error: { code: "save_limit" }, savedPosts: 5, limit: 5 });

    const asMember = await injectIn(t, member, team);
    const teamPhoto = await photoIn(owner, team);
    const teamPosts: string[] = [];
    for (let i = 1; i <= 6; i++) teamPosts.push(await save(asMember, teamPhoto, `Team post ${i}`));
    // The account's own figure (GET /api/auth/me) is its own workspace's count.
    const freePostsUsed = async (id: string) =>
      (await t.deps.database.db.select().from(users).where(eq(users.id, id)))[0]?.freePostsUsed;
    expect(await freePostsUsed(member.id)).toBe(5);
    expect(await freePostsUsed(owner.id)).toBe(0);
    // Deleting a team post frees no place in the member's own workspace.
    expect((await asMember({ method: "DELETE", url: `/api/posts/${teamPosts[0]}` })).statusCode).toBe(204);
    expect(
      (await asOwn({ method: "POST", url: "/api/posts", payload: body(ownPhoto, "Still too many") })).statusCode,
    ).toBe(402);
    expect(await freePostsUsed(member.id)).toBe(5);
  });
});

/**
 * Two servers on one PostgreSQL database: the second has its own posts page cache, left out of
 * this process's announcements, so only the database's NOTIFY (now naming the workspace)
 * reaches it.
 */
describe.runIf(inject("dbKind") === "postgres")("a team's first page with two servers on one database", () => {
  let second: Deps;
  let secondApp: FastifyInstance;
  let secondCache: ReturnType<typeof createPostsPageCache>;
  beforeAll(async () => {
    const database = await openPostgres(t.databaseUrl as string, { max: 5 });
    secondCache = createPostsPageCache(database, { inProcess: false });
    second = depsFor(t.deps.config, database, "test-app-secret-0123456789abcdef0123456789");
    secondApp = await buildApp(second);
    await secondApp.ready();
  });
  afterAll(async () => {
    await secondApp?.close();
    await second?.detector.close();
    await second?.database.close();
  });

  it("drops the page a member reads on the other server when another member saves or edits, well within a second", async () => {
    const owner = await buildUser(t, { subscriptionStatus: "business" });
    const reader = await buildUser(t, { subscriptionStatus: "pro" });
    const writer = await buildUser(t, { subscriptionStatus: "pro" });
    const team = await buildTeam(t, owner, [
      { user: reader, role: "viewer" },
      { user: writer, role: "creator" },
    ]);
    const teamPhoto = await photoIn(owner, team);
    const asWriter = await injectIn(t, writer, team);
    const before = await save(asWriter, teamPhoto, "Before");
    const { cookie } = await injectIn(t, reader, team);
    const secondTitles = async () =>
      (
        (await secondApp.inject({ url: "/api/posts", headers: { cookie } })).json() as { posts: { title: string }[] }
      ).posts.map((p) => p.title);
    const deadline = Date.now() + 5_000;
    while (!secondCache.get(firstPageKey(team, 50)) && Date.now() < deadline) {
      expect(await secondTitles()).toEqual(["Before"]);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(secondCache.get(firstPageKey(team, 50))).toBeDefined();

    const until = async (done: (seen: string[]) => boolean, startedAt: number) => {
      let seen: string[] = [];
      while (Date.now() - startedAt < 2_000) {
        seen = await secondTitles();
        if (done(seen)) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return seen;
    };
    const savedAt = Date.now();
    await save(asWriter, teamPhoto, "After");
    expect(await until((seen) => seen.length === 2, savedAt)).toEqual(["After", "Before"]);
    expect(Date.now() - savedAt).toBeLessThan(1_000);

    // A text edit is one statement with its own NOTIFY, "<workspace> <origin>".
    const editedAt = Date.now();
    const edit = await asWriter({ method: "PATCH", url: `/api/posts/${before}`, payload: { title: "Before, edited" } });
    expect(edit.statusCode).toBe(200);
    expect(await until((seen) => seen[1] === "Before, edited", editedAt)).toEqual(["After", "Before, edited"]);
    expect(Date.now() - editedAt).toBeLessThan(1_000);
    expect(
      await t.deps.database.db
        .select({ n: count() })
        .from(posts)
        .where(and(eq(posts.workspaceId, team), eq(posts.userId, writer.id))),
    ).toEqual([{ n: 2 }]);
  });
});
