import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pathOf = (url: string) => {
  const u = new URL(url, "http://127.0.0.1");
  return `${u.pathname}${u.search}`;
};

it("accepts a PUT to a signed URL, streaming it to storage", async () => {
  const target = await t.deps.storage.createUploadUrl("users/u1/one.jpg", {
    contentType: "image/jpeg",
    size: 4,
    expiresInSeconds: 60,
  });
  const res = await t.app.inject({
    method: "PUT",
    url: pathOf(target.url),
    headers: target.headers,
    payload: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ size: 4 });
  expect(await t.deps.storage.stat("users/u1/one.jpg")).toEqual({ size: 4, contentType: "image/jpeg" });
});

it("answers a PUT larger than announced with 413 and stores nothing", async () => {
  const target = await t.deps.storage.createUploadUrl("users/u1/two.jpg", {
    contentType: "image/jpeg",
    size: 4,
    expiresInSeconds: 60,
  });
  const res = await t.app.inject({
    method: "PUT",
    url: pathOf(target.url),
    headers: target.headers,
    payload: Buffer.alloc(1000),
  });
  expect(res.statusCode).toBe(413);
  expect(res.json().error.code).toBe("too_large");
  expect(await t.deps.storage.stat("users/u1/two.jpg")).toBeUndefined();
});

it("refuses malformed or forged upload URLs with clear errors", async () => {
  const missing = await t.app.inject({ method: "PUT", url: "/api/storage/upload?key=x", payload: "a" });
  expect(missing.statusCode).toBe(400);
  expect(missing.json().error.code).toBe("validation_failed");
  const forged = await t.app.inject({
    method: "PUT",
    url: `/api/storage/upload?key=users/u1/x.jpg&exp=9999999999&size=1&type=image/jpeg&sig=${"a".repeat(64)}`,
    headers: { "content-type": "image/jpeg" },
    payload: "a",
  });
  expect(forged.statusCode).toBe(403);
});

it("serves an object through a signed, expiring download link only", async () => {
  const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x01, 0x02, 0xff, 0xd9]);
  await t.deps.storage.put("instagram/p1/a.jpg", bytes, "image/jpeg");
  const url = await t.deps.storage.createDownloadUrl("instagram/p1/a.jpg", { expiresInSeconds: 60 });
  expect(url.startsWith(`${t.deps.config.publicUrl}/api/storage/object?`)).toBe(true);
  const ok = await t.app.inject({ method: "GET", url: pathOf(url) });
  expect([ok.statusCode, ok.headers["content-type"], ok.rawPayload.equals(bytes)]).toEqual([200, "image/jpeg", true]);
  const other = pathOf(url).replace("a.jpg", "b.jpg");
  expect((await t.app.inject({ method: "GET", url: other })).statusCode).toBe(403);
  const link = new URL(url);
  link.searchParams.set("exp", String(Number(link.searchParams.get("exp")) + 1));
  expect((await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` })).statusCode).toBe(403);
  const expired = await t.deps.storage.createDownloadUrl("instagram/p1/a.jpg", { expiresInSeconds: -5 });
  expect((await t.app.inject({ method: "GET", url: pathOf(expired) })).statusCode).toBe(410);
  expect((await t.app.inject({ method: "GET", url: "/api/storage/object?key=x&exp=1&sig=zz" })).statusCode).toBe(400);
});
