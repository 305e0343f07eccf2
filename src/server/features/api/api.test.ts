// postgres: idempotency keys and per-key concurrent generations
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessUserWithKey, type KeyInject } from "#test/helpers/api.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildContentItem } from "#test/helpers/library.ts";
import { realPhotos } from "#test/helpers/photos.ts";
import { takeGenerationSlot } from "./api.service.ts";

let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp({ env: { API_KEY_CONCURRENT_GENERATIONS: "1" } });
  photo = (await realPhotos())[0]?.jpeg as Buffer;
});
afterAll(() => t.close());

/** The API's upload: start, PUT to the signed URL (no key), complete. */
async function uploadWithKey(api: KeyInject, bytes: Buffer, name = "dinner.jpg") {
  const started = await api({
    method: "POST",
    url: "/api/v1/content",
    payload: { fileName: name, fileSize: bytes.length, mimeType: "image/jpeg" },
  });
  expect(started.statusCode).toBe(201);
  const { item, upload } = started.json<{
    item: { id: string; status: string };
    upload: { url: string; headers: Record<string, string>; objectPath: string };
  }>();
  expect(item.status).toBe("pending");
  const url = new URL(upload.url);
  const put = await t.app.inject({
    method: "PUT",
    url: `${url.pathname}${url.search}`,
    headers: upload.headers,
    payload: bytes,
  });
  expect(put.statusCode).toBeLessThan(300);
  const done = await api({
    method: "POST",
    url: `/api/v1/content/${item.id}/complete`,
    payload: { objectPath: upload.objectPath },
  });
  expect(done.statusCode, done.body).toBe(200);
  return done.json<{ id: string; status: string; previewUrl: string; thumbnailUrl: string }>();
}

const usedGenerations = async (api: KeyInject) =>
  (await api({ method: "GET", url: "/api/v1/usage" })).json<{ generations: { used: number } }>().generations.used;

describe("/api/v1 over the app's services", () => {
  it("uploads a real photo straight to storage and shows its pictures through the API", async () => {
    const { api } = await businessUserWithKey(t);
    const item = await uploadWithKey(api, photo);
    expect(item.status).toBe("ready");
    expect(item.thumbnailUrl).toBe(`/api/v1/content/${item.id}/image?variant=thumbnail`);
    const thumbnail = await api({ method: "GET", url: item.thumbnailUrl });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers["content-type"]).toBe("image/webp");
    const listed = await api({ method: "GET", url: "/api/v1/content" });
    expect(listed.json<{ items: { id: string }[] }>().items.map((i) => i.id)).toEqual([item.id]);
  });

  it("counts generations against the plan's quota like the app, and reports usage", async () => {
    const { api, created } = await businessUserWithKey(t);
    const item = await uploadWithKey(api, photo);
    const generated = await api({
      method: "POST",
      url: "/api/v1/generate",
      payload: { contentItemIds: [item.id], language: "hindi", contentField: "food" },
    });
    expect(generated.statusCode, generated.body).toBe(200);
    expect(generated.json<{ caption: string }>().caption).toMatch(/[\u0900-\u097F]/);
    const usage = (await api({ method: "GET", url: "/api/v1/usage" })).json();
    expect(usage).toMatchObject({
      plan: "business",
      generations: { used: 1, limit: 2000, window: "day" },
      key: { prefix: created.apiKey.prefix, scopes: ["read", "generate", "write"], concurrentGenerations: 1 },
    });
  });
});

describe("Idempotency-Key", () => {
  it("the same generate sent twice counts one generation and answers the same result", async () => {
    const { api } = await businessUserWithKey(t);
    const item = await uploadWithKey(api, photo);
    const request = {
      method: "POST" as const,
      url: "/api/v1/generate",
      headers: { "idempotency-key": "gen-retry-1" },
      payload: { contentItemIds: [item.id], language: "tamil", variations: 2 },
    };
    const first = await api(request);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const second = await api(request);
    expect(second.statusCode).toBe(200);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(second.json()).toEqual(first.json());
    expect(await usedGenerations(api)).toBe(1);

    // Streamed, the repeat answers the stored result as its one event.
    const streamed = await api({ ...request, headers: { ...request.headers, accept: "text/event-stream" } });
    expect(streamed.headers["content-type"]).toContain("text/event-stream");
    const result = /event: result\ndata: (.*)\n/.exec(streamed.body)?.[1];
    expect(JSON.parse(result ?? "null")).toEqual(first.json());
    expect(await usedGenerations(api)).toBe(1);

    // Without the header, a repeat is a new generation.
    const { headers: _none, ...plain } = request;
    expect((await api(plain)).statusCode).toBe(200);
    expect(await usedGenerations(api)).toBe(2);
  });

  it("the same key with another body is refused with 422; keys are per user", async () => {
    const { api } = await businessUserWithKey(t);
    const item = await uploadWithKey(api, photo);
    const headers = { "idempotency-key": "shared-key" };
    const first = await api({
      method: "POST",
      url: "/api/v1/generate",
      headers,
      payload: { contentItemIds: [item.id] },
    });
    expect(first.statusCode).toBe(200);
    const other = await api({
      method: "POST",
      url: "/api/v1/generate",
      headers,
      payload: { contentItemIds: [item.id], language: "bengali" },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      error: { code: "idempotency_key_reused", message: expect.stringContaining("different request") },
    });
    const onSave = await api({
      method: "POST",
      url: "/api/v1/posts",
      headers,
      payload: { title: "Chai", contentItemIds: [item.id] },
    });
    expect(onSave.statusCode).toBe(422);
    expect(await usedGenerations(api)).toBe(1);

    // Another account may use the same key string for its own request.
    const stranger = await businessUserWithKey(t);
    const theirs = await uploadWithKey(stranger.api, photo);
    const own = await stranger.api({
      method: "POST",
      url: "/api/v1/generate",
      headers,
      payload: { contentItemIds: [theirs.id] },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("a save sent twice saves once", async () => {
    const { api, user } = await businessUserWithKey(t);
    const itemId = await buildContentItem(t, user.id);
    const request = {
      method: "POST" as const,
      url: "/api/v1/posts",
      headers: { "idempotency-key": "save-1" },
      payload: { title: "Chai time", caption: "Adrak wali", contentItemIds: [itemId], language: "hindi" },
    };
    const [first, second] = [await api(request), await api(request)];
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    const page = (await api({ method: "GET", url: "/api/v1/posts" })).json<{ posts: unknown[] }>();
    expect(page.posts).toHaveLength(1);
  });

  it("five identical saves at once with one key save once; the others wait (409) or replay", async () => {
    const { api, user } = await businessUserWithKey(t);
    const itemId = await buildContentItem(t, user.id);
    const request = {
      method: "POST" as const,
      url: "/api/v1/posts",
      headers: { "idempotency-key": "burst" },
      payload: { title: "Diwali sale", contentItemIds: [itemId] },
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => api(request)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 201 && !a.headers["idempotent-replayed"])).toHaveLength(1);
    const page = (await api({ method: "GET", url: "/api/v1/posts" })).json<{ posts: unknown[] }>();
    expect(page.posts).toHaveLength(1);
  });

  it("a failed request gives its key back, so the retry runs again", async () => {
    const { api, user } = await businessUserWithKey(t);
    const pending = await buildContentItem(t, user.id, { status: "pending" });
    const request = {
      method: "POST" as const,
      url: "/api/v1/generate",
      headers: { "idempotency-key": "fails-first" },
      payload: { contentItemIds: [pending] },
    };
    const first = await api(request);
    expect(first.statusCode).toBe(400);
    const retry = await api(request);
    expect(retry.statusCode).toBe(400);
    expect(retry.json<{ error: { code: string } }>().error.code).toBe("no_images");
    expect(await usedGenerations(api)).toBe(0);
  });

  it("refuses an empty or overlong key", async () => {
    const { api, user } = await businessUserWithKey(t);
    const itemId = await buildContentItem(t, user.id);
    for (const key of [" ", "x".repeat(256)]) {
      const response = await api({
        method: "POST",
        url: "/api/v1/posts",
        headers: { "idempotency-key": key },
        payload: { title: "Chai", contentItemIds: [itemId] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code).toBe("bad_idempotency_key");
    }
  });
});

describe("/api/v1 errors in the caller's language", () => {
  it("answers a validation error in Hindi for Accept-Language: hi-IN, in English without it", async () => {
    const { api } = await businessUserWithKey(t);
    const bad = { fileName: "", fileSize: 10, mimeType: "image/jpeg" };
    const english = await api({ method: "POST", url: "/api/v1/content", payload: bad });
    const hindi = await api({
      method: "POST",
      url: "/api/v1/content",
      headers: { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" },
      payload: bad,
    });
    expect(english.statusCode).toBe(400);
    expect(hindi.statusCode).toBe(400);
    const messageOf = (response: typeof english) => response.json<{ error: { message: string } }>().error.message;
    expect(messageOf(english)).toMatch(/^[\x20-\x7e]+$/);
    expect(messageOf(hindi)).toMatch(/[\u0900-\u097f]/);
    // The same error, only its words differ.
    expect(hindi.json<{ error: { code: string } }>().error.code).toBe(
      english.json<{ error: { code: string } }>().error.code,
    );
  });
});

describe("concurrent generations per key", () => {
  it("past the key's limit, a generation answers 429 with Retry-After and counts nothing", async () => {
    const { api, created } = await businessUserWithKey(t);
    const item = await uploadWithKey(api, photo);
    // One generation of this key is running (API_KEY_CONCURRENT_GENERATIONS=1 here).
    const running = await takeGenerationSlot(t.deps, created.apiKey);
    const refused = await api({
      method: "POST",
      url: "/api/v1/generate",
      headers: { "idempotency-key": "while-busy" },
      payload: { contentItemIds: [item.id] },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe("generation_concurrency");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    await running();
    // The refused request held no slot and no idempotency key: the retry runs.
    const retry = await api({
      method: "POST",
      url: "/api/v1/generate",
      headers: { "idempotency-key": "while-busy" },
      payload: { contentItemIds: [item.id] },
    });
    expect(retry.statusCode).toBe(200);
    // Its slot was given back when it finished: the next one runs too.
    const next = await api({ method: "POST", url: "/api/v1/generate", payload: { contentItemIds: [item.id] } });
    expect(next.statusCode).toBe(200);
    expect(await usedGenerations(api)).toBe(2);
  });
});
