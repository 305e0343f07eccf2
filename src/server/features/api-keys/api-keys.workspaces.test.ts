import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEYS_MAX } from "#contract/api-keys.ts";
import { apiKeys } from "#server/db/schema/index.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { buyBusinessPass, injectWithKey } from "#test/helpers/api.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildTeam, injectIn } from "#test/helpers/teams.ts";

// Issue 29: API keys belong to the workspace they were made in. A team's managers and owner
// list, make and revoke the team's keys; the owner's Business pass decides whether they work
// and may be made; the key limit counts per workspace.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = Awaited<ReturnType<typeof injectIn>>;
const errorOf = (response: { json: () => unknown }) => (response.json() as { error: { code: string } }).error.code;

/** A team of an owner with a running Business pass; its manager, creator and viewer have none of their own. */
async function businessTeam() {
  const owner = await buildUser(t);
  await buyBusinessPass(t, owner);
  const manager = await buildUser(t);
  const creator = await buildUser(t);
  const viewer = await buildUser(t);
  const team = await buildTeam(t, owner, [
    { user: manager, role: "manager" },
    { user: creator, role: "creator" },
    { user: viewer, role: "viewer" },
  ]);
  const otherOwner = await buildUser(t);
  await buyBusinessPass(t, otherOwner);
  const otherManager = await buildUser(t);
  const otherTeam = await buildTeam(t, otherOwner, [{ user: otherManager, role: "manager" }]);
  return {
    owner,
    manager,
    team,
    inTeam: {
      owner: await injectIn(t, owner, team),
      manager: await injectIn(t, manager, team),
      creator: await injectIn(t, creator, team),
      viewer: await injectIn(t, viewer, team),
    },
    ownerAlone: await injectIn(t, owner, null),
    managerAlone: await injectIn(t, manager, null),
    otherTeam: await injectIn(t, otherManager, otherTeam),
    outsider: await injectAs(t, await buildUser(t)),
  };
}

const createKey = (as: Caller, name = "CMS") =>
  as({ method: "POST", url: "/api/api-keys", payload: { name, scopes: ["read"] } });
const listKeys = async (as: Caller) =>
  (await as({ method: "GET", url: "/api/api-keys" })).json<{ keys: { id: string; name: string }[]; canUse: boolean }>();

describe("a team's API keys", () => {
  it("are made by a manager for the team, seen and revoked by the team, and nowhere else", async () => {
    const { owner, manager, team, inTeam, ownerAlone, managerAlone, otherTeam, outsider } = await businessTeam();
    // The manager has no pass of their own: the owner's Business pass lets the team have keys.
    const created = await createKey(inTeam.manager, "Team CMS");
    expect(created.statusCode, created.body).toBe(201);
    const { key, apiKey } = created.json<{ key: string; apiKey: { id: string } }>();
    const [row] = await t.deps.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect([row?.workspaceId, row?.userId]).toEqual([team, manager.id]);
    // It acts in the team.
    expect((await injectWithKey(t, key)({ method: "GET", url: "/api/v1/usage" })).statusCode).toBe(200);

    for (const as of [inTeam.owner, inTeam.manager]) {
      expect(await listKeys(as)).toMatchObject({ canUse: true, keys: [{ id: apiKey.id, name: "Team CMS" }] });
    }
    // Personal workspaces (the owner's has the pass, the manager's has none) and other people see none of it.
    expect(await listKeys(ownerAlone)).toMatchObject({ canUse: true, keys: [] });
    expect(await listKeys(managerAlone)).toMatchObject({ canUse: false, keys: [] });
    expect((await listKeys(otherTeam)).keys).toEqual([]);
    expect((await listKeys(outsider)).keys).toEqual([]);
    expect(errorOf(await createKey(managerAlone))).toBe("business_plan_required");

    // Another workspace's key id answers like one that does not exist, and the key keeps working.
    for (const as of [ownerAlone, managerAlone, otherTeam, outsider]) {
      for (const id of [apiKey.id, randomUUID()]) {
        const refused = await as({ method: "DELETE", url: `/api/api-keys/${id}` });
        expect([refused.statusCode, refused.json().error.message]).toEqual([404, "API key not found."]);
      }
    }
    expect((await injectWithKey(t, key)({ method: "GET", url: "/api/v1/usage" })).statusCode).toBe(200);

    // The owner revokes the manager's key: it is the team's.
    const revoked = await inTeam.owner({ method: "DELETE", url: `/api/api-keys/${apiKey.id}` });
    expect(revoked.statusCode).toBe(200);
    expect(errorOf(await injectWithKey(t, key)({ method: "GET", url: "/api/v1/usage" }))).toBe("api_key_revoked");
    expect(owner.id).not.toBe(manager.id);
  });

  it("creators and viewers may not list, make or revoke keys (403 role_not_allowed)", async () => {
    const { inTeam } = await businessTeam();
    const { apiKey } = (await createKey(inTeam.owner)).json<{ apiKey: { id: string } }>();
    for (const as of [inTeam.creator, inTeam.viewer]) {
      for (const response of [
        await as({ method: "GET", url: "/api/api-keys" }),
        await createKey(as),
        await as({ method: "DELETE", url: `/api/api-keys/${apiKey.id}` }),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(errorOf(response)).toBe("role_not_allowed");
      }
    }
    expect((await listKeys(inTeam.owner)).keys).toHaveLength(1);
  });

  it("follow the owner's pass, not the maker's: a manager with their own pass makes none for a team without one", async () => {
    // The owner's plan column still says Business (the hourly sweep has not run), but no pass is
    // running: keys go by the passes themselves, the owner's.
    const owner = await buildUser(t, { subscriptionStatus: "business" });
    const manager = await buildUser(t);
    await buyBusinessPass(t, manager);
    const team = await buildTeam(t, owner, [{ user: manager, role: "manager" }]);
    const inTeam = await injectIn(t, manager, team);
    const refused = await createKey(inTeam);
    expect([refused.statusCode, errorOf(refused)]).toEqual([402, "business_plan_required"]);
    expect((await listKeys(inTeam)).canUse).toBe(false);
    // In their own workspace, their own pass counts.
    expect((await createKey(await injectIn(t, manager, null))).statusCode).toBe(201);
  });

  it(`count at most ${API_KEYS_MAX} live keys per workspace, whoever made them`, async () => {
    const { inTeam, ownerAlone } = await businessTeam();
    for (let i = 0; i < API_KEYS_MAX; i++) {
      expect((await createKey(ownerAlone, `Own ${i}`)).statusCode).toBe(201);
    }
    // The owner's own keys do not count in the team; the team's makers share its limit.
    for (let i = 0; i < API_KEYS_MAX; i++) {
      expect((await createKey(i % 2 ? inTeam.owner : inTeam.manager, `Team ${i}`)).statusCode).toBe(201);
    }
    const over = await createKey(inTeam.manager, "One more");
    expect([over.statusCode, errorOf(over)]).toEqual([409, "key_limit"]);
    expect(errorOf(await createKey(ownerAlone, "One more"))).toBe("key_limit");
    // Revoking one of the team's makes room in the team only.
    const teamKey = (await listKeys(inTeam.owner)).keys[0];
    expect((await inTeam.owner({ method: "DELETE", url: `/api/api-keys/${teamKey?.id}` })).statusCode).toBe(200);
    expect((await createKey(inTeam.manager, "Room again")).statusCode).toBe(201);
    expect(errorOf(await createKey(ownerAlone, "Still full"))).toBe("key_limit");
  });
});
