import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3TestServer, s3Env, startS3Server } from "#test/fakes/s3.ts";
import { startS3rver } from "#test/fakes/s3rver.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";

/**
 * The app's own upload flow with the S3 provider configured: the browser's four steps, the
 * PUT sent by a real HTTP client (fetch) to a local S3-compatible server, then the pictures,
 * the original and the delete. Run against the project's fake (test/fakes/s3.ts) and against
 * s3rver, a third-party implementation (decision 251).
 */
describe.each([
  ["the project's S3 fake", startS3Server],
  ["s3rver", startS3rver],
])("upload flow with S3-compatible storage (%s)", (_name, start: () => Promise<S3TestServer>) => {
  let s3: S3TestServer;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await start();
    t = await createTestApp({ env: s3Env(s3) });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  type As = Awaited<ReturnType<typeof injectAs>>;

  /** Steps 1 and 3 around a PUT the test sends itself. */
  async function startUpload(as: As, file: Buffer, name = "photo.jpg", mimeType = "image/jpeg") {
    const target = await as({
      method: "POST",
      url: "/api/objects/upload",
      payload: { fileName: name, fileSize: file.length, mimeType },
    });
    expect(target.statusCode).toBe(200);
    const body = target.json() as {
      uploadURL: string;
      objectPath: string;
      headers: Record<string, string>;
      expiresAt: string;
    };
    const create = () =>
      as({
        method: "POST",
        url: "/api/content",
        payload: {
          fileName: name,
          originalName: name,
          fileType: "image",
          mimeType,
          fileSize: file.length,
          objectPath: body.objectPath,
        },
      });
    const complete = (id: string) =>
      as({ method: "PUT", url: `/api/content/${id}/upload-complete`, payload: { objectURL: body.uploadURL } });
    return { ...body, key: body.objectPath.replace(/^\/objects\//, ""), create, complete };
  }

  const stats = async (as: As) => (await as({ method: "GET", url: "/api/storage-stats" })).json();

  it("uploads straight to the bucket, serves the cleaned photo and its variants, and deletes every object", async () => {
    expect(t.deps.storage.kind).toBe("s3");
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    const photo = await buildJpeg({ width: 1600, height: 1200, gps: true });
    const upload = await startUpload(as, photo, "beach.jpg");

    // A presigned URL on the S3 server whose signature covers the size and the type.
    expect(upload.uploadURL.startsWith(`${s3.endpoint}/${s3.bucket}/users/${user.id}/`)).toBe(true);
    const query = new URL(upload.uploadURL).searchParams;
    expect(query.get("X-Amz-SignedHeaders")?.split(";")).toEqual(
      expect.arrayContaining(["content-length", "content-type", "host"]),
    );
    expect(Number(query.get("X-Amz-Expires"))).toBe(900);
    expect(upload.headers).toEqual({ "content-type": "image/jpeg" });

    const put = await fetch(upload.uploadURL, { method: "PUT", headers: upload.headers, body: photo });
    expect(put.status).toBe(200);
    expect(await s3.keys()).toContain(upload.key);

    const created = await upload.create();
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const done = await upload.complete(id);
    expect(done.statusCode).toBe(200);
    const item = done.json();
    expect(item).toMatchObject({ status: "ready", width: 1600, height: 1200, objectPath: upload.objectPath });

    const prefix = `users/${user.id}/${id}/`;
    expect((await s3.keys()).filter((k) => k.startsWith(prefix))).toEqual(
      [`${prefix}original`, `${prefix}preview.webp`, `${prefix}thumbnail.webp`].sort(),
    );

    const thumbnail = await as({ method: "GET", url: item.thumbnailUrl });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers["content-type"]).toBe("image/webp");
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 320, height: 320 });
    const preview = await as({ method: "GET", url: item.previewUrl });
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ format: "webp", width: 1080 });
    const cached = await as({
      method: "GET",
      url: item.previewUrl,
      headers: { "if-none-match": String(preview.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);

    // The original as stored in the bucket is the cleaned one: no location or device tags.
    const file = await as({ method: "GET", url: upload.objectPath });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/jpeg");
    expect(file.headers["content-disposition"]).toBe("attachment; filename*=UTF-8''beach.jpg");
    expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from("TestPhone"))).toBe(false);
    const original = await as({ method: "GET", url: `/api/content/${id}/image?variant=original` });
    expect(original.rawPayload.equals(file.rawPayload)).toBe(true);

    // Usage is the creator's file as the bucket holds it, no larger than uploaded; the previews
    // are the product's cost (decision 727).
    const stored = file.rawPayload.length;
    expect(stored).toBeLessThanOrEqual(photo.length);
    expect(item.fileSize).toBe(stored);
    expect(await stats(as)).toMatchObject({ storageUsed: stored, fileCount: 1 });

    expect((await as({ method: "DELETE", url: `/api/content/${id}` })).statusCode).toBe(204);
    expect((await s3.keys()).filter((k) => k.startsWith(`users/${user.id}/`))).toEqual([]);
    expect(await stats(as)).toMatchObject({ storageUsed: 0, fileCount: 0 });
    expect((await as({ method: "GET", url: item.thumbnailUrl })).statusCode).toBe(404);
    expect((await as({ method: "GET", url: upload.objectPath })).statusCode).toBe(404);
  });

  it("the bucket refuses a PUT of another size or type than requested; the completion then finds no file", async () => {
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    const photo = await buildJpeg();
    const upload = await startUpload(as, photo);
    const attempts: [string, RequestInit][] = [
      ["larger", { headers: upload.headers, body: Buffer.concat([photo, Buffer.alloc(100)]) }],
      ["smaller", { headers: upload.headers, body: photo.subarray(0, photo.length - 100) }],
      ["empty", { headers: upload.headers, body: Buffer.alloc(0) }],
      ["other type", { headers: { "content-type": "text/html" }, body: photo }],
      ["no type", { headers: {}, body: new Blob([photo]) }],
      [
        "streamed without a length",
        { headers: upload.headers, body: new Blob([photo]).stream(), duplex: "half" } as RequestInit,
      ],
    ];
    for (const [what, init] of attempts) {
      const res = await fetch(upload.uploadURL, { method: "PUT", ...init });
      expect({ what, status: res.status }).toEqual({ what, status: 403 });
      expect(await res.text()).toContain("<Code>SignatureDoesNotMatch</Code>");
    }
    expect((await s3.keys()).filter((k) => k.startsWith(`users/${user.id}/`))).toEqual([]);

    const created = await upload.create();
    const done = await upload.complete(created.json().id);
    expect(done.statusCode).toBe(409);
    expect(done.json().error).toMatchObject({
      code: "upload_missing",
      message: "The file never arrived. Please upload it again.",
    });
    expect(await stats(as)).toMatchObject({ storageUsed: 0, fileCount: 0 });
  });

  it("the bucket refuses a PUT after the upload link expired (UPLOAD_LINK_SECONDS=1); nothing is kept", async () => {
    const short = await createTestApp({ env: { ...s3Env(s3), UPLOAD_LINK_SECONDS: "1" } });
    try {
      const user = await buildUser(short);
      const as = await injectAs(short, user);
      const photo = await buildJpeg();
      const upload = await startUpload(as, photo);
      expect(Number(new URL(upload.uploadURL).searchParams.get("X-Amz-Expires"))).toBe(1);
      // The signature carries whole seconds: wait until a full second past its time.
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const late = await fetch(upload.uploadURL, { method: "PUT", headers: upload.headers, body: photo });
      expect(late.status).toBe(403);
      expect(await late.text()).toContain("Request has expired");
      expect((await s3.keys()).filter((k) => k.startsWith(`users/${user.id}/`))).toEqual([]);
      const done = await upload.complete((await upload.create()).json().id);
      expect(done.statusCode).toBe(409);
      expect(done.json().error.code).toBe("upload_missing");
      expect(await stats(as)).toMatchObject({ storageUsed: 0, fileCount: 0 });
    } finally {
      await short.close();
    }
  });
});
