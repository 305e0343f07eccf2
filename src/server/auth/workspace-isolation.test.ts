import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RouteDeclaration, routeKey } from "#contract/route-declaration.ts";
import { routeTable } from "#contract/route-table.ts";
import { buildUser, type UserRow } from "#test/helpers/accounts.ts";
import { buyBusinessPass, injectWithKey } from "#test/helpers/api.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { uploadPhoto } from "#test/helpers/library.ts";
import { buildTeam, injectIn } from "#test/helpers/teams.ts";
import { type DeclaredRoute, declaredRoutes } from "./access.ts";

/**
 * Workspace isolation of every route, generated from the route table (issue 29, decision 760):
 * a team's things — a photo, a post, a voice style, a brand example, an API key, an invitation,
 * a member — are asked for by every route that names one, by each caller from outside the
 * team: a member of another team, a member who was removed, an outsider, another team's API
 * key and the removed member's own key. Each must answer 403 or 404, and nothing of the team
 * may change; every list route, asked by the same callers, must show none of it. A route added
 * tomorrow that names a thing fails here until it is given the thing it names.
 */

type As = (options: InjectOptions) => Promise<LightMyRequestResponse>;

let t: TestApp;
let registered: DeclaredRoute[];
const ids = {} as Record<"item" | "post" | "style" | "brand" | "key" | "invitation" | "member", string>;
const MARK = "Isolation marker 7f3c";
let asOwner: As;
let teamKey: As;
const outside = {} as Record<"otherTeamMember" | "removedMember" | "outsider", As>;
const outsideKeys = {} as Record<"otherTeamKey" | "removedMembersKey", As>;

/** The thing of the team a route's path parameter names, by the route's path. */
const THING_OF: [RegExp, keyof typeof ids][] = [
  [/^\/api\/(v1\/)?posts\/:id/, "post"],
  [/^\/api\/instagram\/posts\/:id/, "post"],
  [/^\/api\/brand-training\/from-post\/:id/, "post"],
  [/^\/api\/(v1\/)?content\/:id/, "item"],
  [/^\/api\/(v1\/)?voice-styles\/:id/, "style"],
  [/^\/api\/brand-training\/:id/, "brand"],
  [/^\/api\/api-keys\/:id/, "key"],
  [/^\/api\/team\/invitations\/:id/, "invitation"],
  [/^\/api\/team\/members\/:userId/, "member"],
];

/** A valid body (and query) for each such route, so the answer is about whose thing it is, not the input. */
const VALID: Record<string, { payload?: Record<string, unknown>; query?: Record<string, string> }> = {
  "PATCH /api/posts/:id": { payload: { title: "Taken" } },
  "POST /api/posts/:id/review": { payload: { decision: "approve" } },
  "PUT /api/instagram/posts/:id/auto-publish": { payload: { enabled: false, fit: "pad" } },
  "PATCH /api/content/:id": { payload: { altText: "Taken" } },
  "PUT /api/content/:id/upload-complete": { payload: { objectURL: "/objects/uploads/taken" } },
  "PATCH /api/voice-styles/:id": { payload: { isDefault: true } },
  "PATCH /api/team/members/:userId": { payload: { role: "viewer" } },
  "PATCH /api/v1/posts/:id": { payload: { title: "Taken" } },
  "POST /api/v1/posts/:id/review": { payload: { decision: "approve" } },
  "PATCH /api/v1/voice-styles/:id": { payload: { isDefault: true } },
  "POST /api/v1/content/:id/complete": { payload: { objectPath: "/objects/uploads/taken" } },
};

const thingOf = (route: RouteDeclaration) => THING_OF.find(([pattern]) => pattern.test(route.path))?.[1];
const workspaceRoute = (route: RouteDeclaration) =>
  route.role !== undefined && registered.some((r) => r.declaration === route);
const keyRoute = (route: RouteDeclaration) => typeof route.access === "object";

beforeAll(async () => {
  t = await createTestApp({ env: { API_KEY_REQUESTS_PER_MINUTE: "10000" } });
  registered = declaredRoutes(t.app);
  const owner = await buildUser(t);
  await buyBusinessPass(t, owner);
  const creator = await buildUser(t);
  const leaver = await buildUser(t);
  const team = await buildTeam(t, owner, [
    { user: creator, role: "creator" },
    { user: leaver, role: "manager" },
  ]);
  asOwner = await injectIn(t, owner, team);
  const created = async (as: As, url: string, payload: Record<string, unknown>) => {
    const res = await as({ method: "POST", url, payload });
    expect(res.statusCode, `${url} ${res.body}`).toBe(201);
    return res.json() as { id: string; key?: string; apiKey?: { id: string } };
  };
  ids.item = (await uploadPhoto(t, asOwner, await buildJpeg({ width: 600, height: 600 }))).id;
  ids.post = (await created(asOwner, "/api/posts", { title: MARK, contentItemIds: [ids.item] })).id;
  ids.style = (await created(asOwner, "/api/voice-styles", { styleName: MARK, brandVoice: "Warm" })).id;
  ids.brand = (await created(asOwner, "/api/brand-training", { title: MARK, content: "Lights and sweets" })).id;
  const key = await created(asOwner, "/api/api-keys", { name: MARK, scopes: ["read", "generate", "write"] });
  ids.key = key.apiKey?.id as string;
  teamKey = injectWithKey(t, key.key as string);
  ids.invitation = (
    await created(asOwner, "/api/team/invitations", { email: "invited@example.in", role: "viewer" })
  ).id;
  ids.member = creator.id;

  // A manager makes a key in the team, then is removed: neither their session nor their key reaches it.
  const asLeaver = await injectIn(t, leaver, team);
  const leaverKey = await created(asLeaver, "/api/api-keys", { name: "Leaver", scopes: ["read", "generate", "write"] });
  expect((await asOwner({ method: "DELETE", url: `/api/team/members/${leaver.id}` })).statusCode).toBe(204);
  outside.removedMember = asLeaver;
  outsideKeys.removedMembersKey = injectWithKey(t, leaverKey.key as string);

  const otherOwner: UserRow = await buildUser(t);
  await buyBusinessPass(t, otherOwner);
  const otherManager = await buildUser(t);
  const otherTeam = await buildTeam(t, otherOwner, [{ user: otherManager, role: "manager" }]);
  outside.otherTeamMember = await injectIn(t, otherManager, otherTeam);
  const otherKey = await created(await injectIn(t, otherOwner, otherTeam), "/api/api-keys", {
    name: "Other",
    scopes: ["read", "generate", "write"],
  });
  outsideKeys.otherTeamKey = injectWithKey(t, otherKey.key as string);
  const outsider = await buildUser(t);
  await buyBusinessPass(t, outsider);
  outside.outsider = await injectIn(t, outsider, null);
});
afterAll(() => t.close());

function requestFor(route: RouteDeclaration, thing: string): InjectOptions {
  const url = route.path.replace(/:[A-Za-z]+/, thing);
  const valid = VALID[routeKey(route)] ?? {};
  const method = route.method as InjectOptions["method"];
  return {
    method,
    url,
    ...(valid.query ? { query: valid.query } : {}),
    ...(valid.payload ? { payload: valid.payload } : {}),
  };
}

describe("a team's things, from outside the team", () => {
  it("every route that names a thing is given one", () => {
    const unnamed = routeTable.filter((r) => workspaceRoute(r) && r.path.includes("/:") && !thingOf(r));
    expect(unnamed.map(routeKey)).toEqual([]);
  });

  it("the team itself reaches each thing (the ids are real)", async () => {
    for (const [url, as] of [
      [`/api/posts/${ids.post}`, asOwner],
      [`/api/content/${ids.item}/image`, asOwner],
      [`/api/v1/posts/${ids.post}`, teamKey],
      [`/api/v1/content/${ids.item}/image`, teamKey],
    ] as const) {
      expect((await as({ url })).statusCode, url).toBe(200);
    }
  });

  it("every route naming a thing → 403 or 404 for another team, a removed member, an outsider and foreign keys", async () => {
    const routes = routeTable.filter((r) => workspaceRoute(r) && thingOf(r));
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of routes) {
      const thing = ids[thingOf(route) as keyof typeof ids];
      const callers = keyRoute(route) ? outsideKeys : outside;
      for (const [who, as] of Object.entries(callers)) {
        const res = await as(requestFor(route, thing));
        if (res.statusCode !== 403 && res.statusCode !== 404) {
          failures.push(`${routeKey(route)} as ${who} → ${res.statusCode} ${res.body.slice(0, 100)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("no list shows any of them, and nothing of the team changed", async () => {
    const lists = routeTable.filter((r) => workspaceRoute(r) && r.method === "GET" && !r.path.includes(":"));
    expect(lists.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of lists) {
      const callers = keyRoute(route) ? outsideKeys : outside;
      for (const [who, as] of Object.entries(callers)) {
        const res = await as({ method: "GET", url: route.path });
        if (res.statusCode >= 500) failures.push(`${routeKey(route)} as ${who} → ${res.statusCode}`);
        const body = res.body;
        for (const [name, id] of Object.entries(ids)) {
          if (body.includes(id)) failures.push(`${routeKey(route)} as ${who} shows the team's ${name}`);
        }
        if (body.includes(MARK)) failures.push(`${routeKey(route)} as ${who} shows the team's marker`);
      }
    }
    expect(failures).toEqual([]);

    const post = (await asOwner({ url: `/api/posts/${ids.post}` })).json();
    expect(post).toMatchObject({ title: MARK, status: "draft" });
    expect((await asOwner({ url: `/api/content/${ids.item}` })).json().altText ?? "").not.toBe("Taken");
    const styles = (await asOwner({ url: "/api/voice-styles" })).body;
    expect(styles).toContain(ids.style);
    expect((await asOwner({ url: "/api/brand-training" })).body).toContain(ids.brand);
    const team = (await asOwner({ url: "/api/team" })).json();
    expect(team.members.map((m: { userId: string; role: string }) => `${m.userId}:${m.role}`)).toContain(
      `${ids.member}:creator`,
    );
    expect(team.invitations.map((i: { id: string }) => i.id)).toContain(ids.invitation);
    expect((await teamKey({ url: "/api/v1/usage" })).statusCode).toBe(200);
  });
});
