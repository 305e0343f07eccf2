// postgres: the storage quota under concurrent uploads

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VIDEO_FRAMES_MAX } from "#contract/library.ts";
import { PLANS } from "#contract/plans.ts";
import { contentItems } from "#server/db/schema/index.ts";
import { createAppJobRunner } from "#server/jobs/index.ts";
import { buildUser, injectAs, type UserRow } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { onPostgres } from "#test/helpers/db.ts";
import { buildJpeg, buildPngBombHeader } from "#test/helpers/images.ts";
import { uploadVideoWithFrames } from "#test/helpers/library.ts";
import { realPhotos } from "#test/helpers/photos.ts";
import { buildMp4, VIDEO_FIXTURES } from "#test/helpers/videos.ts";
import { unzip } from "#test/helpers/zip.ts";
import { cleanupAbandonedUploads } from "./library.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type As = Awaited<ReturnType<typeof injectAs>>;

const pathOf = (url: string) => {
  const u = new URL(url, "http://localhost");
  return `${u.pathname}${u.search}`;
};

/** The browser's four steps; `body` is what is PUT (defaults to the file itself). */
async function upload(
  as: As,
  file: Buffer,
  options: {
    mimeType?: string;
    name?: string;
    body?: Buffer;
    declaredSize?: number;
    posterDataUrl?: string;
    /** Skip the PUT entirely, as a browser that lost the connection would. */
    skipPut?: boolean;
    /** Runs between the upload-URL answer and the PUT (e.g. to let the link expire). */
    beforePut?: (target: { expiresAt: string; objectPath: string }) => Promise<void>;
  } = {},
  app: TestApp = t,
) {
  const mimeType = options.mimeType ?? "image/jpeg";
  const fileName = options.name ?? "photo.jpg";
  const target = await as({
    method: "POST",
    url: "/api/objects/upload",
    payload: { fileName, fileSize: options.declaredSize ?? file.length, mimeType },
  });
  if (target.statusCode !== 200) throw new Error(`upload URL refused: ${target.statusCode} ${target.body}`);
  const { uploadURL, objectPath, headers } = target.json();
  await options.beforePut?.(target.json());
  const put = options.skipPut
    ? undefined
    : await app.app.inject({ method: "PUT", url: pathOf(uploadURL), headers, payload: options.body ?? file });
  const created = await as({
    method: "POST",
    url: "/api/content",
    payload: {
      fileName,
      originalName: fileName,
      fileType: mimeType.startsWith("video/") ? "video" : "image",
      mimeType,
      fileSize: file.length,
      objectPath,
    },
  });
  const id = created.json().id as string;
  const complete = await as({
    method: "PUT",
    url: `/api/content/${id}/upload-complete`,
    payload: { objectURL: uploadURL, ...(options.posterDataUrl ? { posterDataUrl: options.posterDataUrl } : {}) },
  });
  return { id, put, created, response: complete, objectPath: objectPath as string };
}

async function stats(as: As) {
  return (await as({ method: "GET", url: "/api/storage-stats" })).json();
}

describe("upload flow", () => {
  let user: UserRow;
  let as: As;
  beforeAll(async () => {
    user = await buildUser(t);
    as = await injectAs(t, user);
  });

  it("stores a photo, makes its preview and thumbnail, and counts the stored bytes", async () => {
    const result = await upload(as, await buildJpeg({ width: 2000, height: 1500 }));
    expect(result.response.statusCode).toBe(200);
    const item = result.response.json();
    expect(item).toMatchObject({
      status: "ready",
      fileType: "image",
      mimeType: "image/jpeg",
      width: 2000,
      height: 1500,
    });
    expect(item.previewUrl).toBe(`/api/content/${item.id}/image?variant=preview`);

    const preview = await as({ method: "GET", url: item.previewUrl });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-type"]).toBe("image/webp");
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(1080);
    const again = await as({
      method: "GET",
      url: item.previewUrl,
      headers: { "if-none-match": String(preview.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const thumb = await as({ method: "GET", url: item.thumbnailUrl });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);

    const listed = (await as({ method: "GET", url: "/api/content" })).json();
    expect(listed.map((i: { id: string }) => i.id)).toContain(item.id);
    const s = await stats(as);
    expect(s.storageUsed).toBe(item.fileSize);
    expect(s.fileCount).toBe(1);
    expect(s.storageLimit).toBe(PLANS.free.storageBytes);
  });

  it.skipIf(onPostgres)("serves a photo that carried GPS data without any location or device tag", async () => {
    const input = await buildJpeg({ width: 800, height: 600, gps: true });
    expect(input.includes(Buffer.from("TestPhone"))).toBe(true);
    const { response, objectPath } = await upload(as, input);
    const item = response.json();
    for (const url of [`/api/content/${item.id}/image?variant=original`, objectPath]) {
      const served = await as({ method: "GET", url });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from("GPS"))).toBe(false);
      expect(served.rawPayload.includes(Buffer.from("TestPhone"))).toBe(false);
    }
  });

  it.skipIf(onPostgres)(
    "keeps a phone photo with EXIF location as its own pixels without the location, charging at most its size",
    async () => {
      const owner = await buildUser(t);
      const asOwner = await injectAs(t, owner);
      const [dinner] = await realPhotos();
      // A phone's photo: quality 80 and EXIF with the device and where it was taken (Mumbai).
      const input = await sharp(dinner?.jpeg)
        .withExif({
          IFD0: { Make: "TestPhone", Model: "Camera 12" },
          IFD3: {
            GPSLatitudeRef: "N",
            GPSLatitude: "19/1 4/1 0/1",
            GPSLongitudeRef: "E",
            GPSLongitude: "72/1 52/1 0/1",
          },
        })
        .jpeg({ quality: 80 })
        .toBuffer();
      expect((await sharp(input).metadata()).exif?.includes(Buffer.from("TestPhone"))).toBe(true);

      const { response, objectPath } = await upload(asOwner, input);
      expect(response.statusCode).toBe(200);
      const item = response.json();
      const stored = (await asOwner({ method: "GET", url: objectPath })).rawPayload;
      // Stored without location or device …
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
      expect(stored.includes(Buffer.from("GPS"))).toBe(false);
      expect(stored.includes(Buffer.from("TestPhone"))).toBe(false);
      // … losslessly: the same pixels, not a re-encode, and no larger than the upload.
      expect((await sharp(stored).raw().toBuffer()).equals(await sharp(input).raw().toBuffer())).toBe(true);
      expect(stored.length).toBeLessThanOrEqual(input.length);
      // The quota counts the creator's file only (not the previews): ≤ what was uploaded.
      expect(item.fileSize).toBe(stored.length);
      const used = (await stats(asOwner)).storageUsed;
      expect(used).toBe(stored.length);
      expect(used).toBeLessThanOrEqual(input.length);
    },
  );

  it.skipIf(onPostgres)(
    "stores a photo that must be turned upright no larger than it came, and charges that",
    async () => {
      const owner = await buildUser(t);
      const asOwner = await injectAs(t, owner);
      const [dinner] = await realPhotos();
      const input = await sharp(dinner?.jpeg)
        .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "19/1 4/1 0/1" } })
        .withMetadata({ orientation: 6 })
        .jpeg({ quality: 80 })
        .toBuffer();
      const before = await sharp(input).metadata();
      const { response, objectPath } = await upload(asOwner, input);
      const item = response.json();
      const stored = (await asOwner({ method: "GET", url: objectPath })).rawPayload;
      const after = await sharp(stored).metadata();
      expect([after.width, after.height, after.orientation]).toEqual([before.height, before.width, undefined]);
      expect([item.width, item.height]).toEqual([before.height, before.width]);
      expect(stored.includes(Buffer.from("GPS"))).toBe(false);
      expect(stored.length).toBeLessThanOrEqual(input.length);
      expect((await stats(asOwner)).storageUsed).toBe(stored.length);
    },
  );

  it.skipIf(onPostgres)(
    "accepts a short video, reads its duration from the file and keeps the browser's poster frame",
    async () => {
      const poster = await buildJpeg({ width: 640, height: 360 });
      const result = await upload(as, buildMp4({ seconds: 12, mdatBytes: 200_000 }), {
        mimeType: "video/mp4",
        name: "reel.mp4",
        posterDataUrl: `data:image/jpeg;base64,${poster.toString("base64")}`,
      });
      expect(result.response.statusCode).toBe(200);
      expect(result.response.json()).toMatchObject({ status: "ready", fileType: "video", durationSeconds: 12 });
      const thumb = await as({ method: "GET", url: result.response.json().thumbnailUrl });
      expect(thumb.statusCode).toBe(200);
      // A container with no real track: accepted for captions, but it cannot go out as a Reel.
      expect(result.response.json().reel).toMatchObject({ publishable: false, problems: [{ code: "unreadable" }] });
    },
  );

  it.skipIf(onPostgres)(
    "checks a real video for Reels, says why not on the item, keeps its frames and deletes them with it",
    async () => {
      const frame = await buildJpeg({ width: 180, height: 320 });
      const done = await uploadVideoWithFrames(t, as, await readFile(path.join(VIDEO_FIXTURES, "vp9.webm")), {
        name: "clip.webm",
        poster: frame,
        frames: [
          { at: 3.9, jpeg: frame },
          { at: 0, jpeg: frame },
        ],
      });
      expect(done.statusCode, done.body).toBe(200);
      const reel = done.json().reel;
      expect(reel).toMatchObject({
        publishable: false,
        facts: { container: "webm", videoCodec: "vp9", audioCodec: "opus", frameRate: 30, width: 180, height: 320 },
      });
      expect(reel.problems.map((p: { code: string }) => p.code)).toEqual(["container", "video_codec", "audio_codec"]);
      expect(reel.problems[0].message).toBe(
        "It is a WebM file; Instagram takes Reels as MP4 or MOV. Export it as MP4.",
      );
      // The library list answers the same verdict; a photo has none.
      const photo = await upload(as, await buildJpeg());
      const listed = (await as({ method: "GET", url: "/api/content" })).json() as { id: string; reel: unknown }[];
      expect(listed.find((i) => i.id === done.itemId)?.reel).toEqual(reel);
      expect(listed.find((i) => i.id === photo.id)?.reel).toBeNull();
      // The frames are kept in clip order, as previews, until the item is deleted.
      const [row] = await t.deps.database.db.select().from(contentItems).where(eq(contentItems.id, done.itemId));
      const frameKeys = [0, 1].map((i) => `users/${user.id}/${done.itemId}/frame-${i}.webp`);
      expect((row?.analysis as { video?: { frames: unknown[] } } | undefined)?.video?.frames).toEqual([
        { at: 0, key: frameKeys[0] },
        { at: 3.9, key: frameKeys[1] },
      ]);
      for (const key of frameKeys) expect(await t.deps.storage.stat(key)).toMatchObject({ contentType: "image/webp" });
      expect((await as({ method: "DELETE", url: `/api/content/${done.itemId}` })).statusCode).toBe(204);
      for (const key of frameKeys) expect(await t.deps.storage.stat(key)).toBeUndefined();
    },
  );

  it.skipIf(onPostgres)("refuses more frames than the analysis budget, and a frame that is not a picture", async () => {
    const video = await readFile(path.join(VIDEO_FIXTURES, "short-2s.mp4"));
    const frame = await buildJpeg({ width: 180, height: 320 });
    const many = await uploadVideoWithFrames(t, as, video, {
      name: "many.mp4",
      frames: Array.from({ length: VIDEO_FRAMES_MAX + 1 }, (_, i) => ({ at: i / 4, jpeg: frame })),
    });
    expect(many.statusCode, many.body).toBe(400);
    expect(many.body).toContain(`At most ${VIDEO_FRAMES_MAX} frames`);
    const garbage = await uploadVideoWithFrames(t, as, video, {
      name: "garbage.mp4",
      frames: [{ at: 0, jpeg: Buffer.from("not a picture at all, just words") }],
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error.message).toBe("The video frame must be a picture.");
  });

  it("renames an item and sets its alt text", async () => {
    const { id } = (await upload(as, await buildJpeg())) as { id: string };
    const res = await as({
      method: "PATCH",
      url: `/api/content/${id}`,
      payload: { originalName: "Diwali thali.jpg", altText: "A thali with sweets" },
    });
    expect(res.json()).toMatchObject({ originalName: "Diwali thali.jpg", altText: "A thali with sweets" });
    expect((await as({ method: "PATCH", url: `/api/content/${id}`, payload: {} })).statusCode).toBe(400);
  });

  it("deleting frees the quota and removes every stored file", async () => {
    const before = (await stats(as)).storageUsed;
    const { id, response } = (await upload(as, await buildJpeg())) as {
      id: string;
      response: { json(): { fileSize: number; previewUrl: string } };
    };
    expect((await stats(as)).storageUsed).toBe(before + response.json().fileSize);
    expect((await as({ method: "DELETE", url: `/api/content/${id}` })).statusCode).toBe(204);
    expect((await stats(as)).storageUsed).toBe(before);
    const row = await t.deps.database.db.select().from(contentItems).where(eq(contentItems.id, id));
    expect(row).toEqual([]);
    expect(await t.deps.storage.stat(`users/${user.id}/${id}/original`)).toBeUndefined();
    expect(await t.deps.storage.stat(`users/${user.id}/${id}/preview.webp`)).toBeUndefined();
  });

  it.skipIf(onPostgres)("analysis in the background marks a photo AI Ready with what it found", async () => {
    const { id } = (await upload(as, await buildJpeg())) as { id: string };
    const runner = createAppJobRunner(t.deps);
    await runner.runDueJobs({ checkSchedules: false });
    const item = (await as({ method: "GET", url: "/api/content" })).json().find((i: { id: string }) => i.id === id);
    expect(item.analyzed).toBe(true);
    const [row] = await t.deps.database.db.select().from(contentItems).where(eq(contentItems.id, id));
    expect(row?.analysis).toMatchObject({ orientation: "landscape", peopleCount: 0 });
  });
});

describe("bad input: a clear error, nothing stored or counted", () => {
  let as: As;
  let userId: string;
  beforeAll(async () => {
    const user = await buildUser(t);
    userId = user.id;
    as = await injectAs(t, user);
  });

  /** Every file the local provider holds for a user (objects, .meta and unfinished .part files). */
  const filesOnDisk = async (app: TestApp, ownerId: string) => {
    const storage = app.deps.config.storage;
    if (storage.kind !== "local") throw new Error("these tests look at the local provider's directory");
    const dir = path.join(storage.dir, "users", ownerId);
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  };

  /**
   * Nothing stored or counted: storage figures at zero, no file on disk, the row either gone
   * or marked failed with no bytes, and no item in the library (decision 726: no dead
   * "Upload Issue" item).
   */
  const expectNothingKept = async (id?: string, app: TestApp = t, asUser: As = as, ownerId = userId) => {
    const s = (await asUser({ method: "GET", url: "/api/storage-stats" })).json();
    expect(s.storageUsed).toBe(0);
    expect(s.fileCount).toBe(0);
    expect(await filesOnDisk(app, ownerId)).toEqual([]);
    if (!id) return;
    const rows = await app.deps.database.db.select().from(contentItems).where(eq(contentItems.id, id));
    for (const row of rows) expect(row).toMatchObject({ status: "failed", storedBytes: 0 });
    const listed = (await asUser({ method: "GET", url: "/api/content" }))
      .json()
      .find((i: { id: string }) => i.id === id);
    expect(listed).toBeUndefined();
  };

  it("an upload whose file never reached the server is no item of the library, before or after it is named", async () => {
    const target = await as({
      method: "POST",
      url: "/api/objects/upload",
      payload: { fileName: "lost.jpg", fileSize: 1234, mimeType: "image/jpeg" },
    });
    expect(target.statusCode).toBe(200);
    // The browser's PUT failed (network, CSP): it stops here, as upload.ts does.
    expect((await as({ method: "GET", url: "/api/content" })).json()).toEqual([]);
    await expectNothingKept();
  });

  it.each([
    ["an SVG", { fileName: "logo.svg", fileSize: 100, mimeType: "image/svg+xml" }, /Only JPG, PNG and WebP/],
    ["a zero-byte file", { fileName: "empty.jpg", fileSize: 0, mimeType: "image/jpeg" }, /The file is empty/],
    ["a 6 MB photo", { fileName: "big.jpg", fileSize: 6 * 1024 * 1024, mimeType: "image/jpeg" }, /at most 5 MB/],
    ["a 200 MB video", { fileName: "long.mp4", fileSize: 200 * 1024 * 1024, mimeType: "video/mp4" }, /at most 100 MB/],
  ])("refuses to start uploading %s", async (_name, payload, message) => {
    const res = await as({ method: "POST", url: "/api/objects/upload", payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(message);
    await expectNothingKept();
  });

  it.each([
    [
      "an executable renamed to x.jpg and announced as image/jpeg",
      () => Buffer.concat([Buffer.from("MZ"), Buffer.alloc(4000, 0x90)]),
      { name: "x.jpg", mimeType: "image/jpeg" },
      415,
      /not a supported photo/,
    ],
    [
      "an SVG renamed to x.png and announced as image/png",
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      { name: "x.png", mimeType: "image/png" },
      415,
      /not a supported photo/,
    ],
    [
      "a truncated JPEG",
      async () => (await buildJpeg({ width: 1200, height: 900 })).subarray(0, 4000),
      { name: "x.jpg", mimeType: "image/jpeg" },
      422,
      /could not be read/,
    ],
    [
      "a 20000 × 20000 PNG",
      async () => buildPngBombHeader(20000, 20000),
      { name: "x.png", mimeType: "image/png" },
      422,
      /^This photo is larger than 50 megapixels: it is 20000 × 20000 pixels/,
    ],
  ])("refuses %s after upload, deleting it", async (_name, make, options, status, message) => {
    const file = await make();
    const result = await upload(as, file, options);
    expect(result.put?.statusCode).toBe(200);
    expect(result.response.statusCode).toBe(status);
    expect(result.response.json().error.message).toMatch(message);
    await expectNothingKept(result.id);
  });

  it.skipIf(onPostgres)("refuses a PUT larger than announced, and the completion then finds no file", async () => {
    const file = await buildJpeg();
    const result = await upload(as, file, { body: Buffer.concat([file, Buffer.alloc(5000)]) });
    expect(result.put?.statusCode).toBe(413);
    expect(result.response.statusCode).toBe(409);
    expect(result.response.json().error.code).toBe("upload_missing");
    await expectNothingKept(result.id);
  });

  it.skipIf(onPostgres)(
    "refuses a zero-byte PUT of a file announced with a size, and the completion then finds no file",
    async () => {
      const file = await buildJpeg();
      const result = await upload(as, file, { body: Buffer.alloc(0) });
      expect(result.put?.statusCode).toBe(400);
      expect(result.put?.json().error).toMatchObject({
        code: "incomplete_upload",
        message: `The file is smaller than announced (0 of ${file.length} bytes arrived). Please upload it again.`,
      });
      expect(result.response.statusCode).toBe(409);
      expect(result.response.json().error.message).toBe("The file never arrived. Please upload it again.");
      await expectNothingKept(result.id);
    },
  );

  it("answers a completion whose file was never PUT with a clear error and marks it failed", async () => {
    const result = await upload(as, await buildJpeg(), { skipPut: true });
    expect(result.put).toBeUndefined();
    expect(result.created.statusCode).toBe(201);
    expect(result.response.statusCode).toBe(409);
    expect(result.response.json().error).toMatchObject({
      code: "upload_missing",
      message: "The file never arrived. Please upload it again.",
    });
    await expectNothingKept(result.id);
    // Completing again does not resurrect it.
    const again = await as({
      method: "PUT",
      url: `/api/content/${result.id}/upload-complete`,
      payload: { objectURL: result.objectPath },
    });
    expect(again.statusCode).toBe(409);
  });

  it("answers a completion whose stored file is shorter than announced as incomplete, and keeps nothing", async () => {
    // Neither provider stores a short PUT; this is the completion's own check of the real size.
    const file = await buildJpeg();
    const result = await upload(as, file, {
      skipPut: true,
      beforePut: async ({ objectPath }) =>
        t.deps.storage.put(objectPath.replace("/objects/", ""), file.subarray(0, 1000), "image/jpeg"),
    });
    expect(result.response.statusCode).toBe(400);
    expect(result.response.json().error).toMatchObject({
      code: "incomplete_upload",
      message: "Only part of the file arrived. Please upload it again.",
    });
    await expectNothingKept(result.id);
  });

  it.skipIf(onPostgres)(
    "refuses a PUT after the upload link expired (UPLOAD_LINK_SECONDS=1), and nothing is kept",
    async () => {
      const short = await createTestApp({ env: { UPLOAD_LINK_SECONDS: "1" } });
      try {
        const user = await buildUser(short);
        const asUser = await injectAs(short, user);
        const file = await buildJpeg();
        const result = await upload(
          asUser,
          file,
          {
            beforePut: async ({ expiresAt }) => {
              const wait = Date.parse(expiresAt) - Date.now();
              expect(wait).toBeLessThanOrEqual(1000);
              await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait) + 50));
            },
          },
          short,
        );
        expect(result.put?.statusCode).toBe(410);
        expect(result.put?.json().error).toMatchObject({
          code: "upload_expired",
          message: "This upload link has expired. Please start the upload again.",
        });
        expect(result.response.statusCode).toBe(409);
        expect(result.response.json().error.code).toBe("upload_missing");
        await expectNothingKept(result.id, short, asUser, user.id);
      } finally {
        await short.close();
      }
    },
  );

  it.skipIf(onPostgres)("refuses a video longer than 60 seconds", async () => {
    const result = await upload(as, buildMp4({ seconds: 120 }), { mimeType: "video/mp4", name: "long.mp4" });
    expect(result.response.statusCode).toBe(422);
    expect(result.response.json().error.message).toBe(
      "This video is 120 seconds long. Videos can be at most 60 seconds.",
    );
    await expectNothingKept();
  });

  it("answers 413 with the storage figures when a file would not fit", async () => {
    const full = await buildUser(t);
    const asFull = await injectAs(t, full);
    await t.deps.database.db.insert(contentItems).values({
      userId: full.id,
      fileName: "x",
      originalName: "x",
      fileType: "image",
      mimeType: "image/jpeg",
      declaredSize: 1,
      storedBytes: PLANS.free.storageBytes - 100,
      status: "ready",
      objectKey: `users/${full.id}/x/original`,
      uploadExpiresAt: new Date(),
    });
    const res = await asFull({
      method: "POST",
      url: "/api/objects/upload",
      payload: { fileName: "a.jpg", fileSize: 1000, mimeType: "image/jpeg" },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      error: { code: "storage_exceeded" },
      storageExceeded: true,
      currentUsage: PLANS.free.storageBytes - 100,
      limit: PLANS.free.storageBytes,
      upgradeRequired: true,
      message: "Storage limit exceeded! Used: 100 MB / 100 MB. Please upgrade your plan.",
    });
    const s = (await asFull({ method: "GET", url: "/api/storage-stats" })).json();
    expect(s).toMatchObject({ nearLimit: true, upgradeRequired: false, usagePercent: 100 });
  });
});

describe("isolation: another user's items answer 404", () => {
  it("for listing, images, files, edits, completion and deletion", async () => {
    const owner = await buildUser(t);
    const other = await buildUser(t);
    const asOwner = await injectAs(t, owner);
    const asOther = await injectAs(t, other);
    const { id, objectPath } = (await upload(asOwner, await buildJpeg())) as { id: string; objectPath: string };
    expect((await asOther({ method: "GET", url: "/api/content" })).json()).toEqual([]);
    for (const variant of ["thumbnail", "preview", "original"]) {
      expect((await asOther({ method: "GET", url: `/api/content/${id}/image?variant=${variant}` })).statusCode).toBe(
        404,
      );
    }
    expect((await asOther({ method: "GET", url: objectPath })).statusCode).toBe(404);
    expect(
      (await asOther({ method: "PATCH", url: `/api/content/${id}`, payload: { altText: "mine" } })).statusCode,
    ).toBe(404);
    expect(
      (await asOther({ method: "PUT", url: `/api/content/${id}/upload-complete`, payload: { objectURL: "x" } }))
        .statusCode,
    ).toBe(404);
    expect((await asOther({ method: "DELETE", url: `/api/content/${id}` })).statusCode).toBe(404);
    expect((await asOwner({ method: "GET", url: `/api/content/${id}/image?variant=thumbnail` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/content" })).statusCode).toBe(401);
  });
});

describe("quota under concurrency", () => {
  it("10 simultaneous completions with room for 5: exactly 5 succeed and usage is the sum of stored sizes", async () => {
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    const photo = await buildJpeg({ width: 640, height: 480 });
    // Measure what one such photo stores, then leave room for exactly five.
    const probe = (await upload(as, photo)).response.json();
    await as({ method: "DELETE", url: `/api/content/${probe.id}` });
    const size = probe.fileSize as number;
    const filler = PLANS.free.storageBytes - 5 * size - 1;
    await t.deps.database.db.insert(contentItems).values({
      userId: user.id,
      fileName: "filler",
      originalName: "filler",
      fileType: "image",
      mimeType: "image/jpeg",
      declaredSize: 1,
      storedBytes: filler,
      status: "ready",
      objectKey: `users/${user.id}/filler/original`,
      uploadExpiresAt: new Date(),
    });

    // Start ten uploads, then complete them all at once.
    const started = [];
    for (let i = 0; i < 10; i++) {
      const target = (
        await as({
          method: "POST",
          url: "/api/objects/upload",
          payload: { fileName: `p${i}.jpg`, fileSize: photo.length, mimeType: "image/jpeg" },
        })
      ).json();
      await t.app.inject({ method: "PUT", url: pathOf(target.uploadURL), headers: target.headers, payload: photo });
      const created = await as({
        method: "POST",
        url: "/api/content",
        payload: {
          fileName: `p${i}.jpg`,
          originalName: `p${i}.jpg`,
          fileType: "image",
          mimeType: "image/jpeg",
          fileSize: photo.length,
          objectPath: target.objectPath,
        },
      });
      started.push({ id: created.json().id as string, url: target.uploadURL as string });
    }
    // Hold every completion just before its quota transaction until all ten are there, so
    // the ten transactions start together rather than spread out by image processing.
    // PGlite runs one transaction at a time, so only on PostgreSQL (CI sets TEST_DATABASE_URL)
    // can this test catch a missing row lock (without lockUserForQuota, 6 to 9 of them succeeded).
    const storage = t.deps.storage;
    let waiting = 0;
    let release = () => {};
    const together = new Promise<void>((resolve) => {
      release = resolve;
      setTimeout(resolve, 10_000);
    });
    t.deps.storage = {
      ...storage,
      kind: storage.kind,
      async put(key, body, contentType) {
        await storage.put(key, body, contentType);
        if (!key.endsWith("/thumbnail.webp")) return;
        if (++waiting === started.length) release();
        await together;
      },
    };
    const results = await Promise.all(
      started.map((s) =>
        as({ method: "PUT", url: `/api/content/${s.id}/upload-complete`, payload: { objectURL: s.url } }),
      ),
    ).finally(() => {
      t.deps.storage = storage;
    });
    expect(waiting).toBe(10);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 413)).toHaveLength(5);
    const [sum] = await t.deps.database.db
      .select({ bytes: sql<string>`sum(stored_bytes)` })
      .from(contentItems)
      .where(sql`user_id = ${user.id} and status = 'ready'`);
    expect(Number(sum?.bytes)).toBe(filler + 5 * size);
    expect((await stats(as)).storageUsed).toBe(filler + 5 * size);
  });
});

describe("abandoned uploads", () => {
  it("are removed with their files once the link has long expired", async () => {
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    const photo = await buildJpeg();
    const target = (
      await as({
        method: "POST",
        url: "/api/objects/upload",
        payload: { fileName: "a.jpg", fileSize: photo.length, mimeType: "image/jpeg" },
      })
    ).json();
    await t.app.inject({ method: "PUT", url: pathOf(target.uploadURL), headers: target.headers, payload: photo });
    const key = target.objectPath.replace("/objects/", "");
    expect(await t.deps.storage.stat(key)).toBeDefined();
    await t.deps.database.db
      .update(contentItems)
      .set({ uploadExpiresAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(contentItems.objectKey, key));
    expect(await cleanupAbandonedUploads(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await t.deps.storage.stat(key)).toBeUndefined();
    expect(await t.deps.database.db.select().from(contentItems).where(eq(contentItems.objectKey, key))).toEqual([]);
  });
});

describe("the account's data rights (DPDP)", () => {
  it("the export lists the library, and the purge of a deleted account removes its files", async () => {
    const { purgeAccount } = await import("../accounts/accounts.service.ts");
    const { users } = await import("#server/db/schema/index.ts");
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    const { id } = (await upload(as, await buildJpeg())) as { id: string };
    const archive = await unzip((await as({ method: "GET", url: "/api/account/export" })).rawPayload);
    const exported = JSON.parse(archive.get("data.json")?.toString("utf8") ?? "{}");
    expect(exported.library.map((i: { id: string }) => i.id)).toEqual([id]);
    expect(archive.has(`files/${id}/photo.jpg`)).toBe(true);
    expect(exported.posts).toEqual([]);
    expect(await t.deps.storage.stat(`users/${user.id}/${id}/original`)).toBeDefined();

    await t.deps.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    await purgeAccount(t.deps, user.id);
    for (const part of ["original", "preview.webp", "thumbnail.webp"]) {
      expect(await t.deps.storage.stat(`users/${user.id}/${id}/${part}`)).toBeUndefined();
    }
    expect(await t.deps.database.db.select().from(contentItems).where(eq(contentItems.userId, user.id))).toEqual([]);
  });
});

describe("profile picture from the library", () => {
  it("uses one of the user's own photos, refuses someone else's, and clears when the photo is deleted", async () => {
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    const other = await injectAs(t, await buildUser(t));
    const { id } = (await upload(as, await buildJpeg())) as { id: string };
    const set = await as({ method: "PUT", url: "/api/account/profile-picture", payload: { contentItemId: id } });
    expect(set.statusCode).toBe(200);
    expect(set.json().profileImageUrl).toBe(`/api/content/${id}/image?variant=thumbnail`);
    expect(
      (await other({ method: "PUT", url: "/api/account/profile-picture", payload: { contentItemId: id } })).statusCode,
    ).toBe(404);
    expect(
      (await as({ method: "PUT", url: "/api/account/profile-picture", payload: { contentItemId: "nope" } })).statusCode,
    ).toBe(400);
    await as({ method: "DELETE", url: `/api/content/${id}` });
    expect((await as({ method: "GET", url: "/api/auth/me" })).json().profileImageUrl).toBeNull();
  });
});
