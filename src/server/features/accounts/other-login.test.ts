import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { userIdentities, users } from "#server/db/schema/index.ts";
import { type FakeOidcProvider, signInAtProvider, startFakeOidcProvider } from "#test/fakes/oidc-provider.ts";
import { buildUser, cookieHeader, sessionCookieFrom } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";

let provider: FakeOidcProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startFakeOidcProvider("http://localhost:3000/api/login/callback");
  t = await createTestApp({ env: provider.env });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** The whole round trip: /api/login → provider login and consent → /api/login/callback. */
async function otherLogin(login: string, app = t, startUrl = "/api/login") {
  const start = await app.app.inject(startUrl);
  expect(start.statusCode).toBe(303);
  const pending = start.cookies.find((c) => c.name === "other_login");
  expect(pending).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/login" });
  const authorization = new URL(start.headers.location as string);
  expect(authorization.origin).toBe(provider.issuer);
  expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorization.searchParams.get("state")).toBeTruthy();
  expect(authorization.searchParams.get("nonce")).toBeTruthy();

  const back = new URL(await signInAtProvider(authorization.href, login));
  expect(back.pathname).toBe("/api/login/callback");
  return app.app.inject({
    url: `${back.pathname}${back.search}`,
    headers: { cookie: `other_login=${pending?.value}` },
  });
}

it("creates an account for a new verified e-mail and signs it in", async () => {
  provider.accounts.set("sub-new", {
    email: "New.Person@Example.in",
    email_verified: true,
    given_name: "Neha",
    family_name: "Iyer",
  });
  const res = await otherLogin("sub-new");
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe("/");
  const session = sessionCookieFrom(t, res);
  const me = await t.app.inject({ url: "/api/auth/me", headers: { cookie: cookieHeader(t, session ?? "") } });
  expect(me.json()).toMatchObject({
    email: "new.person@example.in",
    firstName: "Neha",
    lastName: "Iyer",
    hasPassword: false,
  });

  // The second time, the linked identity signs in to the same account.
  const again = await otherLogin("sub-new");
  const me2 = await t.app.inject({
    url: "/api/auth/me",
    headers: { cookie: cookieHeader(t, sessionCookieFrom(t, again) ?? "") },
  });
  expect(me2.json().id).toBe(me.json().id);
});

it("comes back to the same-site path given as ?next=, and never to another site", async () => {
  provider.accounts.set("sub-return", { email: "return@example.in", email_verified: true });
  const post = "/?tab=posts&post=0b0e9d2c-3f43-4c1e-9a55-3f3c1b1f4a10";
  const back = await otherLogin("sub-return", t, `/api/login?next=${encodeURIComponent(post)}`);
  expect(back.statusCode).toBe(303);
  expect(back.headers.location).toBe(post);
  expect(sessionCookieFrom(t, back)).toBeTruthy();

  for (const evil of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "/..//evil.example"]) {
    const res = await otherLogin("sub-return", t, `/api/login?next=${encodeURIComponent(evil)}`);
    expect(res.headers.location, evil).toBe("/");
  }
});

it("links to an existing account only when the provider has verified the e-mail", async () => {
  const existing = await buildUser(t);
  provider.accounts.set("sub-unverified", { email: existing.email, email_verified: false });
  const refused = await otherLogin("sub-unverified");
  expect(refused.headers.location).toBe("/login?error=email_not_verified");
  expect(sessionCookieFrom(t, refused)).toBeUndefined();
  expect(
    await t.deps.database.db.select().from(userIdentities).where(eq(userIdentities.userId, existing.id)),
  ).toHaveLength(0);

  provider.accounts.set("sub-verified", { email: existing.email.toUpperCase(), email_verified: true });
  const linked = await otherLogin("sub-verified");
  expect(linked.headers.location).toBe("/");
  const me = await t.app.inject({
    url: "/api/auth/me",
    headers: { cookie: cookieHeader(t, sessionCookieFrom(t, linked) ?? "") },
  });
  expect(me.json()).toMatchObject({ id: existing.id, hasPassword: true });
});

it("refuses an identity without an e-mail, and a deleted account", async () => {
  expect((await otherLogin("sub-no-email")).headers.location).toBe("/login?error=email_not_verified");

  provider.accounts.set("sub-deleted", { email: "gone@example.in", email_verified: true });
  await otherLogin("sub-deleted");
  await t.deps.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.email, "gone@example.in"));
  expect((await otherLogin("sub-deleted")).headers.location).toBe("/login?error=account_deleted");
});

it("refuses a callback whose state does not match this browser's (login CSRF)", async () => {
  provider.accounts.set("sub-victim", { email: "victim@example.in", email_verified: true });
  const start = await t.app.inject("/api/login");
  const back = new URL(await signInAtProvider(start.headers.location as string, "sub-victim"));
  // Another browser's pending login (its own state and verifier) cannot use this code.
  const other = await t.app.inject("/api/login");
  const otherCookie = other.cookies.find((c) => c.name === "other_login")?.value;
  const res = await t.app.inject({
    url: `${back.pathname}${back.search}`,
    headers: { cookie: `other_login=${otherCookie}` },
  });
  expect(res.headers.location).toBe("/login?error=other_login");
  expect(sessionCookieFrom(t, res)).toBeUndefined();
  // And without the cookie at all.
  const bare = await t.app.inject(`${back.pathname}${back.search}`);
  expect(bare.headers.location).toBe("/login?error=other_login");
});

it("is not there when no provider is configured, and the page config says so", async () => {
  const plain = await createTestApp();
  try {
    expect((await plain.app.inject("/api/login")).statusCode).toBe(404);
    expect(plain.deps.config.oidc).toBeUndefined();
  } finally {
    await plain.close();
  }
});
