import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declareRoute, type RouteAccess } from "#contract/route-declaration.ts";
import { serveRoute } from "#server/route.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import type { Deps } from "../deps.ts";
import { registerAccessGuard, requireOwned } from "./access.ts";

const ADMIN_EMAIL = "guard-admin@example.in";

const testRoute = (path: string, access: RouteAccess) =>
  declareRoute({ method: "GET", path, access, response: { kind: "json" } });

describe("declared route access", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { ADMIN_EMAILS: ADMIN_EMAIL },
      extraRoutes(app) {
        serveRoute(app, testRoute("/api/test/open", "public"), async () => ({ open: true }));
        serveRoute(app, testRoute("/api/test/mine", "user"), async (_input, request) => ({
          email: request.user.email,
        }));
        serveRoute(app, testRoute("/api/test/admin", "admin"), async (_input, request) => ({
          email: request.user.email,
        }));
        // A handler reading the user on a route that did not declare a signed-in caller.
        serveRoute(app, testRoute("/api/test/misread", "public"), async (_input, request) => ({
          email: request.user.email,
        }));
      },
    });
  });
  afterAll(() => t.close());

  it("lets anyone call a public route", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/test/open" });
    expect(response.statusCode).toBe(200);
  });

  it("answers 401 on a user route when signed out, and gives the handler the user when signed in", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/test/mine" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe("unauthorized");
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    const signedIn = await as({ method: "GET", url: "/api/test/mine" });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ email: user.email });
  });

  it("answers 401 signed out and 403 for a non-admin on an admin route, and lets the admin in", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/test/admin" })).statusCode).toBe(401);
    const user = await buildUser(t);
    const denied = await (await injectAs(t, user))({ method: "GET", url: "/api/test/admin" });
    expect(denied.statusCode).toBe(403);
    const admin = await buildUser(t, { email: ADMIN_EMAIL });
    const allowed = await (await injectAs(t, admin))({ method: "GET", url: "/api/test/admin" });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ email: ADMIN_EMAIL });
  });

  it("never hands a user to a route that did not declare one, even with a session cookie", async () => {
    const user = await buildUser(t);
    const response = await (await injectAs(t, user))({ method: "GET", url: "/api/test/misread" });
    expect(response.statusCode).toBe(500);
    expect(JSON.stringify(t.logs)).toContain("request.user read on a route not declared");
  });
});

describe("a route registered without its declaration", () => {
  it("stops the app at start-up, naming the route, also one that sets a bare config.access", async () => {
    const app = Fastify();
    registerAccessGuard(app, {} as Deps);
    serveRoute(app, testRoute("/api/test/declared", "user"), async () => ({}));
    app.get("/api/test/undeclared", async () => ({}));
    app.get("/api/test/bare", { config: { access: "user" } as never }, async () => ({}));
    await expect(app.ready()).rejects.toThrow(
      /registered from its declaration.*missing on: GET \/api\/test\/undeclared, HEAD \/api\/test\/undeclared, GET \/api\/test\/bare/,
    );
    await app.close();
  });
});

describe("requireOwned", () => {
  const actor = { id: "a" };
  it("returns the actor's own row", () => {
    const row = { id: "r", userId: "a" };
    expect(requireOwned(actor, row)).toBe(row);
  });
  it("answers 404 alike for a missing row and another user's row", () => {
    expect(() => requireOwned(actor, undefined, "Post not found.")).toThrow("Post not found.");
    expect(() => requireOwned(actor, { id: "r", userId: "b" }, "Post not found.")).toThrow("Post not found.");
  });
});
