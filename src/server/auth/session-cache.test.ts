// postgres: session changes are announced with NOTIFY to every server
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildUser, DEFAULT_PASSWORD, injectAs, type UserRow } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { startSecondServer } from "#test/helpers/second-server.ts";
import { sessions } from "../db/schema/index.ts";
import type { Deps } from "../deps.ts";
import { SESSION_CACHE_TTL_MS, SessionCache } from "./session-cache.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (as: Awaited<ReturnType<typeof injectAs>>) => as({ url: "/api/auth/me" });

/** A signed-in user whose session the app has just looked up (so it is in the cache). */
async function signedIn(user?: UserRow) {
  const as = await injectAs(t, user ?? (await buildUser(t)));
  expect((await me(as)).statusCode).toBe(200);
  return as;
}

describe("the session cache in one server", () => {
  it("answers a repeated signed-in read without the database: a row deleted behind the app's back still counts until the entry is 5 s old", async () => {
    const user = await buildUser(t);
    const as = await signedIn(user);
    await t.deps.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await me(as)).statusCode).toBe(200);
    expect(SESSION_CACHE_TTL_MS).toBeLessThanOrEqual(5_000);
  });

  it("signs out at once: the replayed cookie is refused by the next request", async () => {
    const as = await signedIn();
    expect((await as({ url: "/api/logout" })).statusCode).toBe(303);
    expect((await me(as)).statusCode).toBe(401);
  });

  it("ends other devices' sessions at once after a password change", async () => {
    const user = await buildUser(t);
    const here = await signedIn(user);
    const elsewhere = await signedIn(user);
    const changed = await here({
      method: "POST",
      url: "/api/account/password",
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: "next-password-1" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(here)).json()).toMatchObject({ id: user.id, hasPassword: true });
  });

  it("shows a changed name at once, and refuses a deleted account's cookie at once", async () => {
    const as = await signedIn();
    await as({ method: "PATCH", url: "/api/account", payload: { firstName: "Meera", lastName: "" } });
    expect((await me(as)).json()).toMatchObject({ firstName: "Meera" });
    const deleted = await as({
      method: "POST",
      url: "/api/account/delete",
      payload: { confirm: "DELETE", password: DEFAULT_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await me(as)).statusCode).toBe(401);
  });
});

describe("SessionCache", () => {
  const entry = (userId: string, expiresAt = new Date(Date.now() + 60_000)) =>
    ({ user: { id: userId }, session: { id: "s", userId, expiresAt } }) as never;

  it("keeps an entry for at most its time to live, and never past the session's expiry", () => {
    let now = 1_000_000;
    const cache = new SessionCache(true, () => now);
    cache.set("a", entry("u1", new Date(now + 60_000)), cache.begin());
    cache.set("b", entry("u2", new Date(now + 1_000)), cache.begin());
    now += 1_000;
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("b")).toBeUndefined();
    now += SESSION_CACHE_TTL_MS;
    expect(cache.get("a")).toBeUndefined();
  });

  it("does not store a lookup that started before a change of that user or session", () => {
    const cache = new SessionCache(true);
    const started = cache.begin();
    cache.forgetUser("u1");
    cache.set("a", entry("u1"), started);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", entry("u1"), cache.begin());
    expect(cache.get("a")).toBeDefined();
    cache.forgetUser("u1");
    expect(cache.get("a")).toBeUndefined();
  });

  it("caches nothing while changes from other servers could be missed", () => {
    const cache = new SessionCache(false);
    cache.set("a", entry("u1"), cache.begin());
    expect(cache.get("a")).toBeUndefined();
    cache.setLive(true);
    cache.set("a", entry("u1"), cache.begin());
    expect(cache.size).toBe(1);
    cache.setLive(false);
    expect(cache.size).toBe(0);
  });
});

/**
 * Several servers on one PostgreSQL database: a second app with its own connection pool and
 * its own cache stands for a second server. Its cache is wired as createSessionCache wires
 * one but left out of this process's list of caches, so only the database's NOTIFY can reach
 * it, as with a server in another process.
 */
describe.runIf(inject("dbKind") === "postgres")("the session cache with two servers on one database", () => {
  let second: Deps;
  let secondApp: FastifyInstance;
  let server: Awaited<ReturnType<typeof startSecondServer>> | undefined;
  beforeAll(async () => {
    server = await startSecondServer(t, 5);
    second = server.deps;
    secondApp = server.app;
  });
  afterAll(() => server?.close());

  /** Within 2 s, the second server answers the cookie with this status. */
  async function secondAnswers(cookie: string, status: number) {
    const deadline = Date.now() + 2_000;
    for (;;) {
      const res = await secondApp.inject({ url: "/api/auth/me", headers: { cookie } });
      if (res.statusCode === status || Date.now() > deadline) return { status: res.statusCode, at: Date.now() };
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  it("drops a session ended on the other server, long before the 5 s an entry may live", async () => {
    const user = await buildUser(t);
    const as = await signedIn(user);
    // The second server caches the session once it listens for changes.
    const deadline = Date.now() + 5_000;
    while (second.sessionCache.size === 0 && Date.now() < deadline) {
      expect((await secondApp.inject({ url: "/api/auth/me", headers: { cookie: as.cookie } })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(second.sessionCache.size).toBeGreaterThan(0);

    const signedOutAt = Date.now();
    expect((await as({ url: "/api/logout" })).statusCode).toBe(303);
    const answer = await secondAnswers(as.cookie, 401);
    expect(answer.status).toBe(401);
    expect(answer.at - signedOutAt).toBeLessThan(1_000);
  });

  it("drops a user's sessions after a password change on the other server", async () => {
    const user = await buildUser(t);
    const here = await signedIn(user);
    const elsewhere = await injectAs(t, user);
    expect((await secondAnswers(elsewhere.cookie, 200)).status).toBe(200);
    const changed = await here({
      method: "POST",
      url: "/api/account/password",
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: "next-password-2" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await secondAnswers(elsewhere.cookie, 401)).status).toBe(401);
  });
});
