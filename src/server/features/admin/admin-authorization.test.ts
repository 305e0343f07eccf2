import { randomUUID } from "node:crypto";
import type { HTTPMethods, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ACCESS_DENIED } from "#contract/admin.ts";
import { type DeclaredRoute, declaredRoutes } from "#server/auth/access.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";

/**
 * Authorization of the admin area, generated from the route table (decision 550): every route
 * the app registered under /api/admin (read from the access guard's own list, so a route
 * added tomorrow is covered without anyone adding a case) × {anonymous, normal user, disabled
 * admin, admin}: only an enabled admin gets past the guard.
 */

const ADMIN_EMAIL = "root@example.in";
const DISABLED_ADMIN_EMAIL = "former-root@example.in";

let t: TestApp;
let adminRoutes: DeclaredRoute[];
type As = (options: InjectOptions) => Promise<LightMyRequestResponse>;
const callers: Record<"anonymous" | "user" | "disabledAdmin" | "admin", As> = {} as never;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: `${ADMIN_EMAIL},${DISABLED_ADMIN_EMAIL}` } });
  adminRoutes = declaredRoutes(t.app).filter(
    (route) => route.url === "/api/admin" || route.url.startsWith("/api/admin/"),
  );
  callers.anonymous = (options) => t.app.inject(options);
  callers.user = await injectAs(t, await buildUser(t));
  callers.disabledAdmin = await injectAs(
    t,
    await buildUser(t, { email: DISABLED_ADMIN_EMAIL, disabledAt: new Date() }),
  );
  callers.admin = await injectAs(t, await buildUser(t, { email: ADMIN_EMAIL }));
});
afterAll(() => t.close());

/** A request for the route: path parameters filled with an id that exists nowhere, an empty JSON body. */
function requestFor(route: DeclaredRoute) {
  const url = route.url.replace(/:[A-Za-z]+/g, randomUUID());
  const method = route.method as HTTPMethods;
  return method === "GET" || method === "DELETE" ? { method, url } : { method, url, payload: {} };
}

describe("the admin route table", () => {
  it("is read from the app: every route under /api/admin, each declared admin", () => {
    const listed = adminRoutes.map((route) => `${route.method} ${route.url}`);
    // The dashboard's own endpoints are among them (a sanity check that the list is real).
    for (const known of [
      "GET /api/admin/users",
      "GET /api/admin/stats",
      "GET /api/admin/content",
      "GET /api/admin/subscriptions",
      "GET /api/admin/traffic",
      "GET /api/admin/mail",
    ]) {
      expect(listed).toContain(known);
    }
    expect(adminRoutes.filter((route) => route.access !== "admin")).toEqual([]);
    // And nothing outside /api/admin is declared admin without being listed here.
    const elsewhere = declaredRoutes(t.app)
      .filter((route) => route.access === "admin")
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !listed.includes(route));
    expect(elsewhere).toEqual([]);
  });
});

describe("every admin endpoint × every kind of caller", () => {
  it("anonymous → 401", async () => {
    for (const route of adminRoutes) {
      const res = await callers.anonymous(requestFor(route));
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it("a normal user → 403 with the Access Denied text, and nothing of the answer", async () => {
    for (const route of adminRoutes) {
      const res = await callers.user(requestFor(route));
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().error).toEqual({ code: "forbidden", message: ADMIN_ACCESS_DENIED });
    }
  });

  it("an admin whose account is disabled → 401: a disabled account's sessions no longer count (decision 570)", async () => {
    for (const route of adminRoutes) {
      const res = await callers.disabledAdmin(requestFor(route));
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().error.code).toBe("unauthorized");
    }
  });

  it("an enabled admin gets past the guard (a GET without parameters answers 200)", async () => {
    for (const route of adminRoutes) {
      const res = await callers.admin(requestFor(route));
      const name = `${route.method} ${route.url}`;
      expect([401, 403], name).not.toContain(res.statusCode);
      expect(res.statusCode, name).toBeLessThan(500);
      if (route.method === "GET" && !route.url.includes(":")) expect(res.statusCode, name).toBe(200);
    }
  });
});

describe("a disabled account elsewhere", () => {
  it("is refused on signed-in routes too, with the same answer", async () => {
    const disabled = await injectAs(t, await buildUser(t, { disabledAt: new Date() }));
    const res = await disabled({ method: "GET", url: "/api/dashboard" });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("unauthorized");
  });
});
