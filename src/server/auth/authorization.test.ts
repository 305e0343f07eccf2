import { randomUUID } from "node:crypto";
import type { HTTPMethods, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ACCESS_DENIED } from "#contract/admin.ts";
import { type RouteDeclaration, routeKey } from "#contract/route-declaration.ts";
import { routeTable } from "#contract/route-table.ts";
import { roleAtLeast, TEAM_ROLES } from "#contract/workspaces.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { businessUserWithKey, buyBusinessPass } from "#test/helpers/api.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildTeam, injectIn } from "#test/helpers/teams.ts";
import { type DeclaredRoute, declaredRoutes } from "./access.ts";

/**
 * Authorization of every route, generated from the route table (decision 748): each route the
 * app registered is matched to its declaration, and each declaration is called by the callers
 * its access refuses — nobody, a disabled account, a signed-in non-admin, a session where a
 * key is needed, a key without the scope — and by the callers it lets in. A route added
 * tomorrow is covered by its declaration alone; a guard weakened in the registration helper
 * (src/server/route.ts) or in the access hook fails here.
 */

const ADMIN_EMAIL = "authorization-admin@example.in";

type As = (options: InjectOptions) => Promise<LightMyRequestResponse>;

let t: TestApp;
let registered: DeclaredRoute[];
const callers = {} as Record<"anonymous" | "user" | "disabled" | "admin" | "keyOwnerSession", As> & {
  readKey: As;
  fullKey: As;
};

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL, API_KEY_REQUESTS_PER_MINUTE: "10000" } });
  registered = declaredRoutes(t.app);
  callers.anonymous = (options) => t.app.inject(options);
  callers.user = await injectAs(t, await buildUser(t));
  callers.disabled = await injectAs(t, await buildUser(t, { disabledAt: new Date() }));
  callers.admin = await injectAs(t, await buildUser(t, { email: ADMIN_EMAIL }));
  const full = await businessUserWithKey(t);
  callers.fullKey = full.api;
  callers.keyOwnerSession = await injectAs(t, full.user);
  callers.readKey = (await businessUserWithKey(t, ["read"])).api;
});
afterAll(() => t.close());

/** A request for the route: parameters filled with an id that exists nowhere, an empty JSON body. */
function requestFor(route: RouteDeclaration): InjectOptions {
  const url = route.path.replace(/:[A-Za-z]+/g, () => randomUUID()).replace("*", "no-such-file");
  const method = route.method as HTTPMethods;
  return method === "GET" || method === "DELETE" ? { method, url } : { method, url, payload: {} };
}

/** The served declarations with `access` matching, in table order. */
const servedWith = (match: (route: RouteDeclaration) => boolean) =>
  routeTable.filter((route) => match(route) && registered.some((r) => r.declaration === route));

const errorOf = (response: LightMyRequestResponse) => {
  try {
    return response.json<{ error?: { code?: string; message?: string } }>().error;
  } catch {
    return undefined;
  }
};

/** Calls every route with the caller and returns those whose answer `wrong` flags, with the answer. */
async function refusals(routes: RouteDeclaration[], caller: As, wrong: (response: LightMyRequestResponse) => boolean) {
  const failures: string[] = [];
  for (const route of routes) {
    const response = await caller(requestFor(route));
    if (wrong(response)) failures.push(`${routeKey(route)} → ${response.statusCode} ${response.body.slice(0, 120)}`);
  }
  return failures;
}

describe("the route table and the served routes", () => {
  it("every route the app serves was registered from a declaration of the table", () => {
    const undeclared = registered
      .filter((route) => !route.declaration || !routeTable.includes(route.declaration))
      .map((route) => `${route.method} ${route.url}`);
    expect(registered.length).toBeGreaterThan(90);
    expect(undeclared).toEqual([]);
  });

  it("serves each declaration at its method and path, with its access (except those only some configurations serve)", () => {
    const missing = routeTable
      .filter((route) => !route.onlyWhen)
      .filter(
        (route) =>
          !registered.some(
            (r) =>
              r.declaration === route && r.method === route.method && r.url === route.path && r.access === route.access,
          ),
      )
      .map(routeKey);
    expect(missing).toEqual([]);
  });
});

describe("every route × every kind of caller", () => {
  const user = (route: RouteDeclaration) => route.access === "user";
  const admin = (route: RouteDeclaration) => route.access === "admin";
  const keyed = (route: RouteDeclaration) => typeof route.access === "object";

  it("signed-in and admin routes: nobody → 401 unauthorized", async () => {
    const routes = servedWith((route) => user(route) || admin(route));
    expect(routes.length).toBeGreaterThan(50);
    expect(
      await refusals(routes, callers.anonymous, (r) => r.statusCode !== 401 || errorOf(r)?.code !== "unauthorized"),
    ).toEqual([]);
  });

  it("signed-in and admin routes: a disabled account's session → 401 (decision 570)", async () => {
    const routes = servedWith((route) => user(route) || admin(route));
    expect(
      await refusals(routes, callers.disabled, (r) => r.statusCode !== 401 || errorOf(r)?.code !== "unauthorized"),
    ).toEqual([]);
  });

  it("signed-in routes: a signed-in user gets past the guard", async () => {
    const routes = servedWith(user);
    expect(await refusals(routes, callers.user, (r) => r.statusCode === 401 || r.statusCode >= 500)).toEqual([]);
  });

  it("admin routes: a signed-in non-admin → 403 Access Denied; the admin gets past the guard", async () => {
    const routes = servedWith(admin);
    expect(routes.length).toBeGreaterThan(10);
    expect(
      await refusals(routes, callers.user, (r) => r.statusCode !== 403 || errorOf(r)?.message !== ADMIN_ACCESS_DENIED),
    ).toEqual([]);
    expect(
      await refusals(routes, callers.admin, (r) => r.statusCode === 401 || r.statusCode === 403 || r.statusCode >= 500),
    ).toEqual([]);
  });

  it("key routes: nobody, or a session cookie of the key's owner → 401 api_key_required", async () => {
    const routes = servedWith(keyed);
    expect(routes.length).toBeGreaterThan(15);
    for (const caller of [callers.anonymous, callers.keyOwnerSession]) {
      expect(
        await refusals(routes, caller, (r) => r.statusCode !== 401 || errorOf(r)?.code !== "api_key_required"),
      ).toEqual([]);
    }
  });

  it("key routes: a key without the route's scope → 403 insufficient_scope; a key with it gets past the guard", async () => {
    const routes = servedWith(keyed);
    const needsMore = routes.filter((route) => typeof route.access === "object" && route.access.apiKey !== "read");
    expect(needsMore.length).toBeGreaterThan(5);
    expect(
      await refusals(
        needsMore,
        callers.readKey,
        (r) => r.statusCode !== 403 || errorOf(r)?.code !== "insufficient_scope",
      ),
    ).toEqual([]);
    expect(
      await refusals(routes, callers.fullKey, (r) => [401, 402, 403].includes(r.statusCode) || r.statusCode >= 500),
    ).toEqual([]);
  });

  it("workspace routes: each team role below the declared one → 403 role_not_allowed; at or above it gets past (issue 29)", async () => {
    const routes = servedWith((route) => route.role !== undefined && route.access === "user");
    expect(routes.length).toBeGreaterThan(40);
    const owner = await buildUser(t);
    await buyBusinessPass(t, owner);
    const people = { manager: await buildUser(t), creator: await buildUser(t), viewer: await buildUser(t) };
    const team = await buildTeam(
      t,
      owner,
      (["manager", "creator", "viewer"] as const).map((role) => ({ user: people[role], role })),
    );
    const inTeam = {
      owner: await injectIn(t, owner, team),
      manager: await injectIn(t, people.manager, team),
      creator: await injectIn(t, people.creator, team),
      viewer: await injectIn(t, people.viewer, team),
    };
    for (const role of TEAM_ROLES) {
      const allowed = routes.filter((route) => route.role && roleAtLeast(role, route.role));
      const refused = routes.filter((route) => route.role && !roleAtLeast(role, route.role));
      expect(
        await refusals(refused, inTeam[role], (r) => r.statusCode !== 403 || errorOf(r)?.code !== "role_not_allowed"),
        role,
      ).toEqual([]);
      expect(
        await refusals(
          allowed,
          inTeam[role],
          (r) => r.statusCode === 401 || errorOf(r)?.code === "role_not_allowed" || r.statusCode >= 500,
        ),
        role,
      ).toEqual([]);
    }
  });

  it("public routes: nobody gets past the guard, and a session is never asked for", async () => {
    const routes = servedWith((route) => route.access === "public");
    expect(routes.length).toBeGreaterThan(20);
    expect(
      await refusals(
        routes.filter((route) => routeKey(route) !== "GET /api/logout"),
        callers.anonymous,
        (r) => ["unauthorized", "api_key_required", "forbidden"].includes(errorOf(r)?.code ?? ""),
      ),
    ).toEqual([]);
  });
});
