import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instagramAccounts, mailOutbox } from "#server/db/schema/index.ts";
import { type FakeInstagram, startFakeInstagram } from "#test/fakes/instagram-graph.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { refreshInstagramTokens, tokenCipher } from "./instagram.service.ts";

type Caller = Awaited<ReturnType<typeof injectAs>>;

let fake: FakeInstagram;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeInstagram({ processingMs: 10 });
  t = await createTestApp({ env: fake.env() });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** Starts Instagram Login, lets the fake's consent page answer, and returns Instagram's redirect back. */
async function consent(as: Caller) {
  const started = await as({ method: "POST", url: "/api/instagram/connect" });
  expect(started.statusCode).toBe(200);
  const url = new URL(started.json().url);
  expect(url.origin).toBe(fake.url);
  expect(url.searchParams.get("redirect_uri")).toBe(`${t.deps.config.publicUrl}/api/instagram/callback`);
  const answer = await fetch(url, { redirect: "manual" });
  const back = new URL(answer.headers.get("location") ?? "");
  return `${back.pathname}${back.search}`;
}

async function connectedPro() {
  const user = await buildUser(t, { subscriptionStatus: "pro" });
  const as = await injectAs(t, user);
  const callback = await as({ method: "GET", url: await consent(as) });
  expect([callback.statusCode, callback.headers.location]).toEqual([303, "/account?instagram=connected"]);
  return { user, as };
}

describe("connecting Instagram (Instagram Login)", () => {
  it("connects a Pro account: state checked, long-lived token stored encrypted, account with picture shown", async () => {
    const { user, as } = await connectedPro();
    const account = (await as({ method: "GET", url: "/api/instagram/account" })).json();
    expect(account).toMatchObject({
      available: true,
      provider: "graph",
      planAllows: true,
      account: { username: "priya.creates", name: "Priya Nair", needsReconnect: false },
    });
    const [row] = await t.deps.database.db
      .select()
      .from(instagramAccounts)
      .where(eq(instagramAccounts.userId, user.id));
    expect(row?.igUserId).toBe(fake.account.igUserId);
    expect(row?.tokenCiphertext).toMatch(/^v1\./);
    expect(row?.tokenCiphertext).not.toContain("IGAA");
    const token = tokenCipher(t.deps).decrypt(row?.tokenCiphertext ?? "", user.id);
    expect(token).toMatch(/^IGAAL/); // the long-lived one
    // The ciphertext is bound to its user: copied onto another account it does not decrypt.
    expect(() => tokenCipher(t.deps).decrypt(row?.tokenCiphertext ?? "", "someone-else")).toThrow();
    expect(row?.tokenExpiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    const picture = await as({ method: "GET", url: account.account.pictureUrl });
    expect([picture.statusCode, picture.headers["content-type"]]).toEqual([200, "image/jpeg"]);
  });

  it("refuses a state that is replayed, tampered, from another session or expired", async () => {
    const user = await buildUser(t, { subscriptionStatus: "business" });
    const as = await injectAs(t, user);
    const callback = await consent(as);
    expect((await as({ method: "GET", url: callback })).headers.location).toBe("/account?instagram=connected");
    // Used once: the same redirect again is refused.
    expect((await as({ method: "GET", url: callback })).headers.location).toBe("/account?instagram=invalid");

    const other = await injectAs(t, user); // same user, another session
    const stolen = await consent(as);
    expect((await other({ method: "GET", url: stolen })).headers.location).toBe("/account?instagram=invalid");

    const tampered = (await consent(as)).replace(/state=([^&.]+)\.[^&]+/, "state=$1.AAAA");
    expect((await as({ method: "GET", url: tampered })).headers.location).toBe("/account?instagram=invalid");

    const late = await consent(as);
    await t.deps.database.db.execute(sql`update instagram_oauth_states set expires_at = now() - interval '1 minute'`);
    expect((await as({ method: "GET", url: late })).headers.location).toBe("/account?instagram=expired");

    const noState = await as({ method: "GET", url: "/api/instagram/callback?code=abc" });
    expect(noState.headers.location).toBe("/account?instagram=invalid");
  });

  it("a creator who cancels on Instagram comes back with nothing connected", async () => {
    const user = await buildUser(t, { subscriptionStatus: "pro" });
    const as = await injectAs(t, user);
    const callback = new URL(await consent(as), "http://x");
    const state = callback.searchParams.get("state") ?? "";
    const denied = await as({
      method: "GET",
      url: `/api/instagram/callback?error=access_denied&error_reason=user_denied&state=${encodeURIComponent(state)}`,
    });
    expect(denied.headers.location).toBe("/account?instagram=denied");
    expect((await as({ method: "GET", url: "/api/instagram/account" })).json().account).toBeNull();
  });

  it("free and Starter users see what it needs instead of connecting", async () => {
    for (const plan of ["free", "starter"] as const) {
      const as = await injectAs(t, await buildUser(t, { subscriptionStatus: plan }));
      const started = await as({ method: "POST", url: "/api/instagram/connect" });
      expect(started.statusCode).toBe(402);
      expect(started.json().error.message).toMatch(/Pro and Business/);
      expect((await as({ method: "GET", url: "/api/instagram/account" })).json().planAllows).toBe(false);
    }
  });

  it("disconnect deletes the account and its token", async () => {
    const { user, as } = await connectedPro();
    expect((await as({ method: "DELETE", url: "/api/instagram/account" })).statusCode).toBe(204);
    const rows = await t.deps.database.db.select().from(instagramAccounts).where(eq(instagramAccounts.userId, user.id));
    expect(rows).toEqual([]);
    expect((await as({ method: "GET", url: "/api/instagram/account" })).json().account).toBeNull();
    expect((await as({ method: "GET", url: "/api/instagram/account/picture" })).statusCode).toBe(404);
    expect((await as({ method: "DELETE", url: "/api/instagram/account" })).statusCode).toBe(404);
  });

  it("refreshes tokens before the 60 days run out; a revoked one asks to reconnect, with one e-mail", async () => {
    const { user, as } = await connectedPro();
    const db = t.deps.database.db;
    const before = (await db.select().from(instagramAccounts).where(eq(instagramAccounts.userId, user.id)))[0];
    // Not due yet: 60 days left.
    await refreshInstagramTokens(t.deps);
    const untouched = (await db.select().from(instagramAccounts).where(eq(instagramAccounts.userId, user.id)))[0];
    expect(untouched?.tokenCiphertext).toBe(before?.tokenCiphertext);

    await db
      .update(instagramAccounts)
      .set({
        tokenExpiresAt: new Date(Date.now() + 10 * 86_400_000),
        tokenRefreshedAt: new Date(Date.now() - 50 * 86_400_000),
      })
      .where(eq(instagramAccounts.userId, user.id));
    fake.allowEarlyRefresh = true;
    await refreshInstagramTokens(t.deps);
    const refreshed = (await db.select().from(instagramAccounts).where(eq(instagramAccounts.userId, user.id)))[0];
    expect(refreshed?.tokenCiphertext).not.toBe(before?.tokenCiphertext);
    expect(refreshed?.tokenExpiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);

    await db
      .update(instagramAccounts)
      .set({
        tokenExpiresAt: new Date(Date.now() + 10 * 86_400_000),
        tokenRefreshedAt: new Date(Date.now() - 50 * 86_400_000),
      })
      .where(eq(instagramAccounts.userId, user.id));
    fake.revokeTokens();
    await refreshInstagramTokens(t.deps);
    await refreshInstagramTokens(t.deps);
    fake.allowEarlyRefresh = false;
    const account = (await as({ method: "GET", url: "/api/instagram/account" })).json().account;
    expect(account).toMatchObject({
      needsReconnect: true,
      reconnectReason: expect.stringMatching(/expired or was removed/),
    });
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(mails.map((m) => m.kind)).toEqual(["instagram-reconnect"]);
    expect(mails[0]?.textBody).toContain(`${t.deps.config.publicUrl}/account`);

    // Connecting again clears the prompt.
    await as({ method: "GET", url: await consent(as) });
    expect((await as({ method: "GET", url: "/api/instagram/account" })).json().account.needsReconnect).toBe(false);
  });
});

describe("the publishing quota", () => {
  it("is read from Instagram for the connected account; an expired login asks to reconnect instead", async () => {
    const { as } = await connectedPro();
    fake.useQuota(7, 50);
    expect((await as({ method: "GET", url: "/api/instagram/quota" })).json()).toEqual({
      used: 7,
      total: 50,
      left: 43,
      problem: null,
    });
    fake.useQuota(0, 50);
    fake.expireTokens();
    const expired = await as({ method: "GET", url: "/api/instagram/quota" });
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toMatchObject({ left: null, problem: expect.stringMatching(/Connect Instagram again/) });
    expect((await as({ method: "GET", url: "/api/instagram/account" })).json().account.needsReconnect).toBe(true);
  });
});

describe("the sandbox's own consent page", () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp();
  });
  afterAll(() => s.close());

  it("connects the in-app sandbox account through Allow, and Cancel connects nothing", async () => {
    const as = await injectAs(s, await buildUser(s, { subscriptionStatus: "pro" }));
    const started = (await as({ method: "POST", url: "/api/instagram/connect" })).json();
    const consentUrl = new URL(started.url);
    expect(consentUrl.pathname).toBe("/instagram-sandbox/authorize");
    const page = await as({ method: "GET", url: `${consentUrl.pathname}${consentUrl.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Nothing is posted to the real Instagram");
    const links = [...page.body.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? "").replaceAll("&amp;", "&"));
    const allow = new URL(links.find((l) => l.includes("code=")) ?? "");
    const back = await as({ method: "GET", url: `${allow.pathname}${allow.search}` });
    expect(back.headers.location).toBe("/account?instagram=connected");
    const account = (await as({ method: "GET", url: "/api/instagram/account" })).json();
    expect(account).toMatchObject({
      provider: "sandbox",
      account: { username: expect.stringMatching(/^sandbox_creator_\d{4}$/) },
    });
    expect((await as({ method: "GET", url: account.account.pictureUrl })).statusCode).toBe(200);

    const elsewhere = `/instagram-sandbox/authorize?state=x.y&redirect_uri=${encodeURIComponent("https://evil.example/cb")}`;
    expect((await as({ method: "GET", url: elsewhere })).statusCode).toBe(400);
  });

  /** The Allow link of the sandbox's consent page for a fresh connect of this caller. */
  async function allowLink(as: Caller) {
    const started = (await as({ method: "POST", url: "/api/instagram/connect" })).json();
    const consentUrl = new URL(started.url);
    const page = await as({ method: "GET", url: `${consentUrl.pathname}${consentUrl.search}` });
    const links = [...page.body.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? "").replaceAll("&amp;", "&"));
    return new URL(links.find((l) => l.includes("code=")) ?? "");
  }
  const igUserIdOf = async (userId: string) =>
    (await s.deps.database.db.select().from(instagramAccounts).where(eq(instagramAccounts.userId, userId)))[0]
      ?.igUserId;

  it("takes a code only from the user who consented: another account's id in the code, or another user's code, connects nothing", async () => {
    const victim = await buildUser(s, { subscriptionStatus: "pro" });
    const victimAs = await injectAs(s, victim);
    const victimAllow = await allowLink(victimAs);
    const victimCode = victimAllow.searchParams.get("code") ?? "";

    const attacker = await buildUser(s, { subscriptionStatus: "pro" });
    const as = await injectAs(s, attacker);
    // 1. The attacker's own code with the victim's sandbox account id written into it.
    const victimIg = /^sandbox-code\.(\d+)\./.exec(victimCode)?.[1] ?? "";
    expect(victimIg).not.toBe("");
    const own = await allowLink(as);
    const ownCode = own.searchParams.get("code") ?? "";
    const ownIg = /^sandbox-code\.(\d+)\./.exec(ownCode)?.[1] ?? "";
    expect(ownIg).not.toBe(victimIg);
    own.searchParams.set("code", ownCode.replace(ownIg, victimIg));
    const edited = await as({ method: "GET", url: `${own.pathname}${own.search}` });
    expect(edited.headers.location).not.toBe("/account?instagram=connected");
    expect(await igUserIdOf(attacker.id)).toBeUndefined();
    // 2. The victim's real code, with the attacker's own valid state.
    const next = await allowLink(as);
    next.searchParams.set("code", victimCode);
    const stolen = await as({ method: "GET", url: `${next.pathname}${next.search}` });
    expect(stolen.headers.location).not.toBe("/account?instagram=connected");
    expect(await igUserIdOf(attacker.id)).toBeUndefined();

    // The victim's code still works for the victim, once; the attacker's own code works for the attacker.
    const back = await victimAs({ method: "GET", url: `${victimAllow.pathname}${victimAllow.search}` });
    expect(back.headers.location).toBe("/account?instagram=connected");
    expect(await igUserIdOf(victim.id)).toBe(victimIg);
    const again = await allowLink(victimAs);
    again.searchParams.set("code", victimCode);
    expect((await victimAs({ method: "GET", url: `${again.pathname}${again.search}` })).headers.location).not.toBe(
      "/account?instagram=connected",
    );
    const mine = await allowLink(as);
    expect((await as({ method: "GET", url: `${mine.pathname}${mine.search}` })).headers.location).toBe(
      "/account?instagram=connected",
    );
    expect(await igUserIdOf(attacker.id)).toBe(ownIg);
  });
});
