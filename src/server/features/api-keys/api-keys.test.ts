import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declaredRoutes, isApiKeyAccess } from "#server/auth/access.ts";
import { apiKeys } from "#server/db/schema/index.ts";
import { disableAccount, enableAccount } from "#server/features/accounts/accounts.service.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { businessUserWithKey, buyBusinessPass, createApiKey, injectWithKey } from "#test/helpers/api.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { buildContentItem, uploadPhoto } from "#test/helpers/library.ts";
import { unzip } from "#test/helpers/zip.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorOf = (response: { json: () => unknown }) => (response.json() as { error: { code: string } }).error.code;

describe("API keys on the account page", () => {
  it("are created only with a running Business pass, shown once, listed by prefix and last use, and revoked", async () => {
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    const refused = await as({ method: "POST", url: "/api/api-keys", payload: { name: "CMS", scopes: ["read"] } });
    expect(refused.statusCode).toBe(402);
    expect(errorOf(refused)).toBe("business_plan_required");

    await buyBusinessPass(t, user);
    const created = await as({ method: "POST", url: "/api/api-keys", payload: { name: "CMS", scopes: ["read"] } });
    expect(created.statusCode).toBe(201);
    const { key, apiKey } = created.json<{ key: string; apiKey: { id: string; prefix: string } }>();
    expect(key).toMatch(/^ck_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(apiKey.prefix)).toBe(true);

    // Stored hashed: neither the key nor any long part of it is in the row.
    const [row] = await t.deps.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(JSON.stringify(row)).not.toContain(key.slice(apiKey.prefix.length));

    const listed = await as({ method: "GET", url: "/api/api-keys" });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(key);
    const list = listed.json<{ keys: { id: string; lastUsedAt: string | null }[]; canUse: boolean }>();
    expect(list.canUse).toBe(true);
    expect(list.keys).toEqual([
      expect.objectContaining({
        id: apiKey.id,
        name: "CMS",
        prefix: apiKey.prefix,
        scopes: ["read"],
        lastUsedAt: null,
      }),
    ]);

    expect((await injectWithKey(t, key)({ method: "GET", url: "/api/v1/usage" })).statusCode).toBe(200);
    const used = (await as({ method: "GET", url: "/api/api-keys" })).json<{ keys: { lastUsedAt: string | null }[] }>();
    expect(used.keys[0]?.lastUsedAt).not.toBeNull();

    const revoked = await as({ method: "DELETE", url: `/api/api-keys/${apiKey.id}` });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<{ revokedAt: string | null }>().revokedAt).not.toBeNull();
    const after = await injectWithKey(t, key)({ method: "GET", url: "/api/v1/usage" });
    expect(after.statusCode).toBe(401);
    expect(errorOf(after)).toBe("api_key_revoked");
  });

  it("another user's key cannot be revoked (404, like a missing one)", async () => {
    const { created } = await businessUserWithKey(t, ["read"]);
    const stranger = await injectAs(t, await buildUser(t));
    const response = await stranger({ method: "DELETE", url: `/api/api-keys/${created.apiKey.id}` });
    expect(response.statusCode).toBe(404);
    expect((await injectWithKey(t, created.key)({ method: "GET", url: "/api/v1/usage" })).statusCode).toBe(200);
  });

  it("refuses a key without a name or scope, and an unknown scope", async () => {
    const user = await buildUser(t);
    await buyBusinessPass(t, user);
    const as = await injectAs(t, user);
    for (const payload of [
      { name: "", scopes: ["read"] },
      { name: "CMS", scopes: [] },
      { name: "CMS", scopes: ["admin"] },
      { name: "CMS", scopes: ["read", "read"] },
    ]) {
      const response = await as({ method: "POST", url: "/api/api-keys", payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe("who may call /api/v1", () => {
  it("no key, a malformed or unknown key, and a cookie without a key are refused with 401", async () => {
    const { user } = await businessUserWithKey(t, ["read"]);
    const cookieOnly = await injectAs(t, user);
    const cases = [
      await t.app.inject({ method: "GET", url: "/api/v1/usage" }),
      await cookieOnly({ method: "GET", url: "/api/v1/usage" }),
      await cookieOnly({ method: "GET", url: "/api/v1/posts" }),
      await injectWithKey(t, "not-a-key")({ method: "GET", url: "/api/v1/usage" }),
      await injectWithKey(t, `ck_${"A".repeat(43)}`)({ method: "GET", url: "/api/v1/usage" }),
      await t.app.inject({ method: "GET", url: "/api/v1/usage", headers: { authorization: "Basic dXNlcjpwYXNz" } }),
    ];
    expect(cases.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(cases.map(errorOf)).toEqual([
      "api_key_required",
      "api_key_required",
      "api_key_required",
      "api_key_invalid",
      "api_key_invalid",
      "api_key_required",
    ]);
    expect(cases[0]?.headers["www-authenticate"]).toMatch(/^Bearer/);
  });

  it("a key with the wrong scope gets 403 and changes nothing", async () => {
    const { user, api } = await businessUserWithKey(t, ["read"]);
    const itemId = await buildContentItem(t, user.id);
    const response = await api({
      method: "POST",
      url: "/api/v1/posts",
      payload: { title: "Chai", contentItemIds: [itemId] },
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toBe("insufficient_scope");
    const generate = await api({ method: "POST", url: "/api/v1/generate", payload: { contentItemIds: [itemId] } });
    expect(generate.statusCode).toBe(403);
    const posts = await api({ method: "GET", url: "/api/v1/posts" });
    expect(posts.json<{ posts: unknown[] }>().posts).toEqual([]);
  });

  it("another user's key on this user's ids answers 404, as for ids that do not exist", async () => {
    const owner = await businessUserWithKey(t);
    const itemId = await buildContentItem(t, owner.user.id);
    const saved = await owner.api({
      method: "POST",
      url: "/api/v1/posts",
      payload: { title: "Chai", contentItemIds: [itemId] },
    });
    expect(saved.statusCode).toBe(201);
    const postId = saved.json<{ id: string }>().id;
    const style = await owner.api({
      method: "POST",
      url: "/api/v1/voice-styles",
      payload: { styleName: "Warm", brandVoice: "Friendly" },
    });
    const styleId = style.json<{ id: string }>().id;

    const other = await businessUserWithKey(t);
    const attempts = [
      { method: "GET", url: `/api/v1/posts/${postId}` },
      { method: "PATCH", url: `/api/v1/posts/${postId}`, payload: { title: "Mine now" } },
      { method: "DELETE", url: `/api/v1/posts/${postId}` },
      { method: "GET", url: `/api/v1/content/${itemId}/image?variant=thumbnail` },
      { method: "DELETE", url: `/api/v1/content/${itemId}` },
      { method: "POST", url: `/api/v1/content/${itemId}/complete`, payload: { objectPath: "/objects/x" } },
      { method: "PATCH", url: `/api/v1/voice-styles/${styleId}`, payload: { isDefault: true } },
      { method: "DELETE", url: `/api/v1/voice-styles/${styleId}` },
      { method: "POST", url: "/api/v1/generate", payload: { contentItemIds: [itemId] } },
      { method: "POST", url: "/api/v1/posts", payload: { title: "Mine", contentItemIds: [itemId] } },
    ] as const;
    for (const attempt of attempts) {
      const response = await other.api(attempt);
      // Saving a post with another account's photo is refused as for a photo that is gone.
      const expected = attempt.url === "/api/v1/posts" ? 400 : 404;
      expect(response.statusCode, `${attempt.method} ${attempt.url} ${response.body}`).toBe(expected);
      const fresh = randomUUID();
      const missing = await other.api({
        ...attempt,
        url: attempt.url.replaceAll(postId, fresh).replaceAll(itemId, fresh).replaceAll(styleId, fresh),
        ...("payload" in attempt && "contentItemIds" in attempt.payload
          ? { payload: { ...attempt.payload, contentItemIds: [fresh] } }
          : {}),
      });
      expect(missing.statusCode).toBe(expected);
      expect(errorOf(missing)).toBe(errorOf(response));
    }
    const still = await owner.api({ method: "GET", url: `/api/v1/posts/${postId}` });
    expect(still.json<{ title: string }>().title).toBe("Chai");
    expect((await other.api({ method: "GET", url: "/api/v1/content" })).json()).toEqual({ items: [] });
  });

  it("a key of a user whose Business pass ended answers 402, and works again on renewal", async () => {
    const user = await buildUser(t);
    await buyBusinessPass(t, user, 31);
    // The pass ended yesterday; the hourly sweep has not run yet, so the plan column still says business.
    const as = await injectAs(t, user);
    expect((await as({ method: "GET", url: "/api/api-keys" })).json<{ canUse: boolean }>().canUse).toBe(false);
    const created = await as({ method: "POST", url: "/api/api-keys", payload: { name: "Old", scopes: ["read"] } });
    expect(created.statusCode).toBe(402);

    const renewed = await buildUser(t);
    await buyBusinessPass(t, renewed);
    const key = await createApiKey(t, renewed, ["read"]);
    // End the pass: move it into the past, as time would.
    const { planGrants } = await import("#server/db/schema/index.ts");
    const past = Date.now() - 1000;
    await t.deps.database.db
      .update(planGrants)
      .set({ startsAt: new Date(past - 30 * 24 * 60 * 60 * 1000), endsAt: new Date(past) })
      .where(eq(planGrants.userId, renewed.id));
    const ended = await injectWithKey(t, key.key)({ method: "GET", url: "/api/v1/usage" });
    expect(ended.statusCode).toBe(402);
    expect(errorOf(ended)).toBe("business_plan_required");

    await buyBusinessPass(t, renewed);
    const again = await injectWithKey(t, key.key)({ method: "GET", url: "/api/v1/usage" });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ plan: string }>().plan).toBe("business");
  });

  it("a disabled account's key is refused on every /api/v1 route (reads, writes, generate), and works again once enabled", async () => {
    const { api, user } = await businessUserWithKey(t);
    const { id: itemId } = await uploadPhoto(t, await injectAs(t, user), await buildJpeg({ width: 640, height: 480 }));
    const generate = { method: "POST", url: "/api/v1/generate", payload: { contentItemIds: [itemId] } } as const;
    const styles = {
      method: "POST",
      url: "/api/v1/voice-styles",
      payload: { styleName: "Warm", brandVoice: "Kind" },
    } as const;
    expect((await api({ method: "GET", url: "/api/v1/usage" })).statusCode).toBe(200);
    expect((await api(styles)).statusCode).toBe(201);
    const generated = await api(generate);
    expect(generated.statusCode, generated.body).toBe(200);
    const used = (await api({ method: "GET", url: "/api/v1/usage" })).json<{ generations: { used: number } }>();

    await t.deps.database.db.transaction((tx) => disableAccount(tx, user.id));
    for (const attempt of [{ method: "GET", url: "/api/v1/usage" } as const, styles, generate]) {
      const refused = await api(attempt);
      expect(refused.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(errorOf(refused)).toBe("account_disabled");
    }
    // Every route a key may call, taken from the routes the app registered (not a hand list).
    const keyRoutes = declaredRoutes(t.app).filter((route) => isApiKeyAccess(route.access));
    expect(keyRoutes.length).toBeGreaterThan(10);
    for (const route of keyRoutes) {
      const url = route.url.replace(/:[A-Za-z]+/g, randomUUID());
      const refused = await api({
        method: route.method as "GET",
        url,
        ...(route.method === "GET" ? {} : { payload: {} }),
      });
      expect(refused.statusCode, `${route.method} ${route.url} ${refused.body}`).toBe(403);
      expect(errorOf(refused)).toBe("account_disabled");
    }
    await t.deps.database.db.transaction((tx) => enableAccount(tx, user.id));
    const again = await api({ method: "GET", url: "/api/v1/usage" });
    expect(again.statusCode).toBe(200);
    // Nothing the disabled account asked for was counted.
    expect(again.json<{ generations: { used: number } }>().generations.used).toBe(used.generations.used);
  });

  it("answers 429 with Retry-After past the key's requests per minute, per key", async () => {
    const s = await createTestApp({ env: { API_KEY_REQUESTS_PER_MINUTE: "3" } });
    try {
      const { api, user } = await businessUserWithKey(s, ["read"]);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await api({ method: "GET", url: "/api/v1/posts" })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await api({ method: "GET", url: "/api/v1/posts" });
      expect(errorOf(refused)).toBe("rate_limited");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
      // Another key of the same user has its own budget.
      const second = await createApiKey(s, user, ["read"]);
      expect((await injectWithKey(s, second.key)({ method: "GET", url: "/api/v1/posts" })).statusCode).toBe(200);
    } finally {
      await s.close();
    }
  });

  it("a cross-site request with a key is not refused by the same-origin check (it carries no cookie)", async () => {
    const { api } = await businessUserWithKey(t, ["write"]);
    const response = await api({
      method: "POST",
      url: "/api/v1/voice-styles",
      headers: { "sec-fetch-site": "cross-site", origin: "https://tools.example" },
      payload: { styleName: "From my CMS", brandVoice: "Short" },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe("keys stay secret", () => {
  it("are neither in the logs nor in the data export", async () => {
    const { user, created, api } = await businessUserWithKey(t);
    await api({ method: "GET", url: "/api/v1/usage" });
    await api({ method: "GET", url: "/api/v1/posts?limit=nonsense" });
    await api({ method: "POST", url: "/api/v1/posts", payload: { title: "" } });
    const secret = created.key.slice(created.apiKey.prefix.length);
    expect(JSON.stringify(t.logs)).not.toContain(secret);

    const as = await injectAs(t, user);
    const exported = await as({ method: "GET", url: "/api/account/export" });
    expect(exported.statusCode).toBe(200);
    const files = await unzip(exported.rawPayload);
    const data = files.get("data.json")?.toString("utf8") ?? "";
    expect(data).toContain(created.apiKey.prefix);
    expect(data).not.toContain(secret);
    const [row] = await t.deps.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.apiKey.id));
    expect(data).not.toContain(row?.secretHash);
  });
});
