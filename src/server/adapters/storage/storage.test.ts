import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3TestServer, startS3Server } from "#test/fakes/s3.ts";
import { startS3rver } from "#test/fakes/s3rver.ts";
import { createLocalStorage, type SignedUploadParams } from "./local.ts";
import { createS3Storage } from "./s3.ts";

const paramsOf = (url: string): SignedUploadParams => {
  const q = new URL(url, "http://127.0.0.1:3000").searchParams;
  return {
    key: q.get("key") ?? "",
    exp: Number(q.get("exp")),
    size: Number(q.get("size")),
    type: q.get("type") ?? "",
    sig: q.get("sig") ?? "",
  };
};

describe("local storage", () => {
  let dir: string;
  let time = Date.parse("2026-11-22T10:00:00Z");
  const storage = () =>
    createLocalStorage({ dir, publicUrl: "http://localhost:3000", secret: "test-secret", now: () => time });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "ck-objects-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("accepts a signed PUT of the announced size and type, then stats, reads and deletes it", async () => {
    const s = storage();
    const target = await s.createUploadUrl("users/u1/a.jpg", {
      contentType: "image/jpeg",
      size: 5,
      expiresInSeconds: 600,
    });
    // A path on this server: the browser PUTs to whatever address it opened the app at (decision 726).
    expect(target.url).toMatch(/^\/api\/storage\/upload\?/);
    const result = await s.acceptUpload(
      paramsOf(target.url),
      { contentType: "image/jpeg", contentLength: 5 },
      Readable.from([Buffer.from("hello")]),
    );
    expect(result.size).toBe(5);
    expect(await s.stat("users/u1/a.jpg")).toEqual({ size: 5, contentType: "image/jpeg" });
    expect(await text((await s.read("users/u1/a.jpg")) as Readable)).toBe("hello");
    await s.delete(["users/u1/a.jpg", "users/u1/missing.jpg"]);
    expect(await s.stat("users/u1/a.jpg")).toBeUndefined();
    expect(await s.read("users/u1/a.jpg")).toBeUndefined();
  });

  it("refuses a tampered signature, another type, an expired link and a second use", async () => {
    const s = storage();
    const target = await s.createUploadUrl("users/u1/b.jpg", {
      contentType: "image/jpeg",
      size: 3,
      expiresInSeconds: 60,
    });
    const params = paramsOf(target.url);
    const body = () => Readable.from([Buffer.from("abc")]);
    await expect(s.acceptUpload({ ...params, size: 999 }, { contentType: "image/jpeg" }, body())).rejects.toMatchObject(
      { status: 403 },
    );
    await expect(
      s.acceptUpload({ ...params, key: "users/u2/b.jpg" }, { contentType: "image/jpeg" }, body()),
    ).rejects.toMatchObject({ status: 403 });
    await expect(s.acceptUpload(params, { contentType: "image/png" }, body())).rejects.toMatchObject({ status: 415 });
    time += 61_000;
    await expect(s.acceptUpload(params, { contentType: "image/jpeg" }, body())).rejects.toMatchObject({ status: 410 });
    time -= 61_000;
    await s.acceptUpload(params, { contentType: "image/jpeg" }, body());
    await expect(s.acceptUpload(params, { contentType: "image/jpeg" }, body())).rejects.toMatchObject({ status: 409 });
  });

  it("refuses a body larger than announced, by header or while streaming, and leaves nothing behind", async () => {
    const s = storage();
    const target = await s.createUploadUrl("users/u1/c.jpg", {
      contentType: "image/jpeg",
      size: 4,
      expiresInSeconds: 60,
    });
    const params = paramsOf(target.url);
    await expect(
      s.acceptUpload(params, { contentType: "image/jpeg", contentLength: 10 }, Readable.from([Buffer.alloc(10)])),
    ).rejects.toMatchObject({ status: 413 });
    await expect(
      s.acceptUpload(params, { contentType: "image/jpeg" }, Readable.from([Buffer.alloc(3), Buffer.alloc(3)])),
    ).rejects.toMatchObject({ status: 413 });
    expect(await s.stat("users/u1/c.jpg")).toBeUndefined();
    expect((await readdir(path.join(dir, "users", "u1"))).filter((f) => f.startsWith("c.jpg"))).toEqual([]);
  });

  it("refuses a body smaller than announced (an empty one too), by header or at the end, and leaves nothing", async () => {
    const s = storage();
    const target = await s.createUploadUrl("users/u1/d.jpg", {
      contentType: "image/jpeg",
      size: 4,
      expiresInSeconds: 60,
    });
    const params = paramsOf(target.url);
    await expect(
      s.acceptUpload(params, { contentType: "image/jpeg", contentLength: 0 }, Readable.from([])),
    ).rejects.toMatchObject({ status: 400, code: "incomplete_upload" });
    await expect(
      s.acceptUpload(params, { contentType: "image/jpeg" }, Readable.from([Buffer.alloc(3)])),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining("3 of 4 bytes") });
    expect(await s.stat("users/u1/d.jpg")).toBeUndefined();
    expect((await readdir(path.join(dir, "users", "u1"))).filter((f) => f.startsWith("d.jpg"))).toEqual([]);
    // The link is still good for the whole file.
    await s.acceptUpload(params, { contentType: "image/jpeg", contentLength: 4 }, Readable.from([Buffer.alloc(4)]));
    expect(await s.stat("users/u1/d.jpg")).toMatchObject({ size: 4 });
  });

  it("reads one byte range of an object from disk, or says it is outside the object", async () => {
    const s = storage();
    await s.put("users/u1/clip.mp4", Buffer.from("0123456789"), "video/mp4");
    const part = await s.readRange("users/u1/clip.mp4", { start: 2, end: 5 });
    expect(part && "stream" in part && { ...part, stream: await text(part.stream) }).toEqual({
      stream: "2345",
      start: 2,
      end: 5,
      size: 10,
    });
    const last = await s.readRange("users/u1/clip.mp4", { suffix: 3 });
    expect(last && "stream" in last && (await text(last.stream))).toBe("789");
    expect(await s.readRange("users/u1/clip.mp4", { start: 10, end: undefined })).toEqual({
      unsatisfiable: true,
      size: 10,
    });
    expect(await s.readRange("users/u1/none.mp4", { start: 0, end: undefined })).toBeUndefined();
  });

  it("refuses keys that could leave the storage directory", async () => {
    const s = storage();
    for (const key of ["../etc/passwd", "users/../../x", "/abs", "users//x", ""]) {
      await expect(
        s.createUploadUrl(key, { contentType: "image/jpeg", size: 1, expiresInSeconds: 60 }),
      ).rejects.toMatchObject({ status: 400 });
      await expect(s.stat(key)).rejects.toMatchObject({ status: 400 });
    }
  });
});

describe.each([
  ["the project's S3 fake", startS3Server],
  ["s3rver", startS3rver],
])("S3 storage against a local S3-compatible server (%s)", (_name, start: () => Promise<S3TestServer>) => {
  let s3: S3TestServer;
  const storage = () =>
    createS3Storage({
      bucket: s3.bucket,
      region: "us-east-1",
      endpoint: s3.endpoint,
      forcePathStyle: true,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    });

  beforeAll(async () => {
    s3 = await start();
  });
  afterAll(() => s3.close());

  it("accepts a presigned PUT of exactly the signed size and type", async () => {
    const s = storage();
    const target = await s.createUploadUrl("users/u1/p.jpg", {
      contentType: "image/jpeg",
      size: 5,
      expiresInSeconds: 600,
    });
    const res = await fetch(target.url, { method: "PUT", headers: target.headers, body: "hello" });
    expect(res.status).toBe(200);
    expect(await s.stat("users/u1/p.jpg")).toMatchObject({ size: 5, contentType: "image/jpeg" });
    expect(await text((await s.read("users/u1/p.jpg")) as Readable)).toBe("hello");
  });

  it("refuses a presigned PUT with another size or type", async () => {
    const s = storage();
    const target = await s.createUploadUrl("users/u1/q.jpg", {
      contentType: "image/jpeg",
      size: 5,
      expiresInSeconds: 600,
    });
    const bigger = await fetch(target.url, { method: "PUT", headers: target.headers, body: "hello world" });
    expect(bigger.status).toBe(403);
    const otherType = await fetch(target.url, {
      method: "PUT",
      headers: { "content-type": "text/html" },
      body: "hello",
    });
    expect(otherType.status).toBe(403);
    expect(await otherType.text()).toContain("SignatureDoesNotMatch");
    expect(await s.stat("users/u1/q.jpg")).toBeUndefined();
  });

  it("refuses a presigned PUT after it expired", async () => {
    const s = storage();
    const target = await s.createUploadUrl("users/u1/r.jpg", {
      contentType: "image/jpeg",
      size: 5,
      expiresInSeconds: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const late = await fetch(target.url, { method: "PUT", headers: target.headers, body: "hello" });
    expect(late.status).toBe(403);
    expect(await late.text()).toContain("Request has expired");
  });

  it("gives a presigned GET link that serves the object to anyone holding it, and nothing else", async () => {
    const s = storage();
    await s.put("instagram/p/a.jpg", Buffer.from("jpeg-bytes"), "image/jpeg");
    const url = await s.createDownloadUrl("instagram/p/a.jpg", { expiresInSeconds: 600 });
    const res = await fetch(url);
    expect([res.status, await res.text()]).toEqual([200, "jpeg-bytes"]);
    const other = await fetch(url.replace("a.jpg", "b.jpg"));
    expect(other.status).toBe(403);
  });

  it("reads one byte range through the store's Range, or says it is outside the object", async () => {
    const s = storage();
    await s.put("users/u1/clip.mp4", Buffer.from("0123456789"), "video/mp4");
    const part = await s.readRange("users/u1/clip.mp4", { start: 2, end: 5 });
    expect(part && "stream" in part && { ...part, stream: await text(part.stream) }).toEqual({
      stream: "2345",
      start: 2,
      end: 5,
      size: 10,
    });
    const open = await s.readRange("users/u1/clip.mp4", { start: 7, end: undefined });
    expect(open && "stream" in open && [open.start, open.end, await text(open.stream)]).toEqual([7, 9, "789"]);
    const last = await s.readRange("users/u1/clip.mp4", { suffix: 3 });
    expect(last && "stream" in last && [last.start, last.end, await text(last.stream)]).toEqual([7, 9, "789"]);
    expect(await s.readRange("users/u1/clip.mp4", { start: 10, end: undefined })).toEqual({
      unsatisfiable: true,
      size: 10,
    });
    expect(await s.readRange("users/u1/none.mp4", { start: 0, end: undefined })).toBeUndefined();
  });

  it("puts, stats and deletes server-made objects", async () => {
    const s = storage();
    await s.put("users/u1/thumb.webp", Buffer.from("webp"), "image/webp");
    expect(await s.stat("users/u1/thumb.webp")).toMatchObject({ size: 4 });
    await s.delete(["users/u1/thumb.webp", "users/u1/never-there"]);
    expect(await s.stat("users/u1/thumb.webp")).toBeUndefined();
  });
});

describe("the project's S3 fake", () => {
  it("refuses unsigned requests, as S3 does for a private bucket (s3rver lets them through)", async () => {
    const s3 = await startS3Server();
    try {
      const put = await fetch(`${s3.endpoint}/${s3.bucket}/users/u1/anon.jpg`, {
        method: "PUT",
        headers: { "content-type": "image/jpeg" },
        body: "hello",
      });
      expect(put.status).toBe(403);
      expect(await put.text()).toContain("<Code>AccessDenied</Code>");
      expect(await s3.keys()).toEqual([]);
    } finally {
      await s3.close();
    }
  });
});
