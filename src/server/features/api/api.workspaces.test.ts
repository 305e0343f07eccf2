import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from "#contract/api-v1.ts";
import type { TeamRole } from "#contract/workspaces.ts";
import { buildUser } from "#test/helpers/accounts.ts";
import { buyBusinessPass, injectWithKey, type KeyInject } from "#test/helpers/api.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildContentItem } from "#test/helpers/library.ts";
import { buildTeam, injectIn } from "#test/helpers/teams.ts";

// Issue 29: a key acts in the workspace it was made in, with its maker's role there now, under
// the workspace owner's Business pass; what it remembers for a retry is kept per workspace.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorOf = (response: { json: () => unknown }) => (response.json() as { error: { code: string } }).error.code;

/** A key made on the account page by `user` in `workspaceId` (null: their personal workspace). */
async function keyIn(user: { id: string }, workspaceId: string | null): Promise<KeyInject> {
  const as = await injectIn(t, user, workspaceId);
  const created = await as({
    method: "POST",
    url: "/api/api-keys",
    payload: { name: "Key", scopes: ["read", "generate", "write"] },
  });
  expect(created.statusCode, created.body).toBe(201);
  return injectWithKey(t, created.json<{ key: string }>().key);
}

/** A ready photo of `user` in `workspaceId`. */
async function photoIn(user: { id: string }, workspaceId: string) {
  const id = await buildContentItem(t, user.id);
  await t.deps.database.db.execute(sql`update content_items set workspace_id = ${workspaceId} where id = ${id}`);
  return id;
}

/** A Business owner's team with a manager (no pass of their own) holding a key made in the team. */
async function teamWithKey() {
  const owner = await buildUser(t);
  await buyBusinessPass(t, owner);
  const manager = await buildUser(t);
  const team = await buildTeam(t, owner, [{ user: manager, role: "manager" }]);
  return { owner, manager, team, api: await keyIn(manager, team) };
}

const setRole = (workspaceId: string, userId: string, role: TeamRole) =>
  t.deps.database.db.execute(
    sql`update workspace_members set role = ${role} where workspace_id = ${workspaceId} and user_id = ${userId}`,
  );

describe("/api/v1 with a team's key", () => {
  it("acts under the team owner's Business pass, whatever the maker's own plan", async () => {
    const { api } = await teamWithKey();
    const usage = await api({ method: "GET", url: "/api/v1/usage" });
    expect(usage.statusCode, usage.body).toBe(200);
    expect(usage.json()).toMatchObject({ plan: "business", key: { scopes: ["read", "generate", "write"] } });
  });

  it("keeps an Idempotency-Key per workspace: the same key sent for another workspace runs there", async () => {
    const { manager, team, api: teamApi } = await teamWithKey();
    await buyBusinessPass(t, manager);
    const ownApi = await keyIn(manager, null);
    const save = (api: KeyInject, itemId: string) =>
      api({
        method: "POST",
        url: "/api/v1/posts",
        headers: { [IDEMPOTENCY_HEADER]: "daily-post-1" },
        payload: { title: "Chai", contentItemIds: [itemId] },
      });
    const own = await save(ownApi, await photoIn(manager, manager.id));
    expect(own.statusCode, own.body).toBe(201);
    const teamPhoto = await photoIn(manager, team);
    const inTeam = await save(teamApi, teamPhoto);
    expect(inTeam.statusCode, inTeam.body).toBe(201);
    expect(inTeam.headers[IDEMPOTENT_REPLAY_HEADER]).toBeUndefined();
    expect(inTeam.json().id).not.toBe(own.json().id);
    // Within the team the key still holds: a retry gets the team's answer back.
    const retried = await save(teamApi, teamPhoto);
    expect([retried.statusCode, retried.headers[IDEMPOTENT_REPLAY_HEADER]]).toEqual([201, "true"]);
    expect(retried.json().id).toBe(inTeam.json().id);
  });

  it("follows its maker's role now: a viewer's key reads but may not write; a removed maker's key stops", async () => {
    const { manager, team, api } = await teamWithKey();
    const photo = await photoIn(manager, team);
    await setRole(team, manager.id, "viewer");
    const write = await api({
      method: "POST",
      url: "/api/v1/posts",
      payload: { title: "Chai", contentItemIds: [photo] },
    });
    expect([write.statusCode, errorOf(write)]).toEqual([403, "role_not_allowed"]);
    const generate = await api({ method: "POST", url: "/api/v1/generate", payload: { contentItemIds: [photo] } });
    expect([generate.statusCode, errorOf(generate)]).toEqual([403, "role_not_allowed"]);
    expect((await api({ method: "GET", url: "/api/v1/posts" })).statusCode).toBe(200);

    await t.deps.database.db.execute(
      sql`delete from workspace_members where workspace_id = ${team} and user_id = ${manager.id}`,
    );
    const gone = await api({ method: "GET", url: "/api/v1/usage" });
    expect([gone.statusCode, errorOf(gone)]).toEqual([403, "workspace_access_ended"]);
  });

  it("another team's key and an outsider's answer 404 on the team's posts, as on ids that do not exist", async () => {
    const { manager, team, api } = await teamWithKey();
    const saved = await api({
      method: "POST",
      url: "/api/v1/posts",
      payload: { title: "Team post", contentItemIds: [await photoIn(manager, team)] },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const postId: string = saved.json().id;

    const otherOwner = await buildUser(t);
    await buyBusinessPass(t, otherOwner);
    const otherManager = await buildUser(t);
    const otherTeam = await buildTeam(t, otherOwner, [{ user: otherManager, role: "manager" }]);
    const outsider = await buildUser(t);
    await buyBusinessPass(t, outsider);
    for (const stranger of [await keyIn(otherManager, otherTeam), await keyIn(outsider, null)]) {
      for (const id of [postId, randomUUID()]) {
        expect((await stranger({ method: "GET", url: `/api/v1/posts/${id}` })).statusCode).toBe(404);
        expect((await stranger({ method: "DELETE", url: `/api/v1/posts/${id}` })).statusCode).toBe(404);
      }
    }
    expect((await api({ method: "GET", url: `/api/v1/posts/${postId}` })).statusCode).toBe(200);
  });
});
