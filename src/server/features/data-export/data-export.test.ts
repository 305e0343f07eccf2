import { randomBytes } from "node:crypto";
import { get } from "node:http";
import type { Readable } from "node:stream";
import { buffer as readAll } from "node:stream/consumers";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentItems, posts } from "#server/db/schema/index.ts";
import { startS3Server } from "#test/fakes/s3.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildJpeg } from "#test/helpers/images.ts";
import { buildContentItem, uploadPhoto } from "#test/helpers/library.ts";
import { unzip } from "#test/helpers/zip.ts";
import { refundOrderWithinPolicy } from "../billing/billing.service.ts";

const stored = async (t: TestApp, key: string) => {
  const stream = await t.deps.storage.read(key);
  if (!stream) throw new Error(`nothing stored at ${key}`);
  return readAll(stream);
};

async function download(as: Awaited<ReturnType<typeof injectAs>>) {
  const res = await as({ url: "/api/account/export" });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("application/zip");
  expect(res.headers["content-disposition"]).toMatch(
    /^attachment; filename="captionkaro-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  expect(res.headers["cache-control"]).toBe("no-store");
  // The length is announced before streaming starts, and it is exact.
  expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
  const entries = await unzip(res.rawPayload);
  const json = entries.get("data.json");
  if (!json) throw new Error("no data.json in the archive");
  return { entries, data: JSON.parse(json.toString("utf8")), raw: res.rawPayload };
}

/** Waits up to 2.5 s for `condition` to hold. */
async function until(condition: () => boolean) {
  for (let i = 0; i < 50 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Counts the storage read streams open now and at most at once, until stop(). */
function watchStorageStreams(t: TestApp) {
  const read = t.deps.storage.read.bind(t.deps.storage);
  const counts = {
    open: 0,
    mostOpen: 0,
    stop: () => {
      t.deps.storage.read = read;
    },
  };
  t.deps.storage.read = async (key: string) => {
    const stream = await read(key);
    if (stream) {
      counts.open += 1;
      counts.mostOpen = Math.max(counts.mostOpen, counts.open);
      stream.once("close", () => {
        counts.open -= 1;
      });
    }
    return stream as Readable | undefined;
  };
  return counts;
}

describe("download my data with local storage", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("is a ZIP of data.json and the user's cleaned originals, read one file at a time", async () => {
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    const located = await uploadPhoto(
      t,
      as,
      await buildJpeg({ width: 1200, height: 900, gps: true }),
      "holi/..\\colours.jpeg",
    );
    const second = await uploadPhoto(t, as, await buildJpeg({ width: 640, height: 640 }), "chai.jpg");
    await as({
      method: "POST",
      url: "/api/posts",
      payload: { title: "Holi", caption: "Colours everywhere", contentItemIds: [located.id], language: "hindi" },
    });
    // Someone else's photo never goes into this user's archive.
    const other = await injectAs(t, await buildUser(t));
    const foreign = await uploadPhoto(t, other, await buildJpeg({ width: 300, height: 300 }), "not-mine.jpg");

    // Count storage streams open at the same moment while the archive is written.
    const streams = watchStorageStreams(t);
    let archive: Awaited<ReturnType<typeof download>>;
    try {
      archive = await download(as);
    } finally {
      streams.stop();
    }
    expect(streams.mostOpen).toBe(1);
    // A file stream reports "close" a moment after its last bytes went out.
    await until(() => streams.open === 0);
    expect(streams.open).toBe(0);

    const { entries, data, raw } = archive;
    expect(data.account).toMatchObject({ id: user.id, email: user.email });
    expect(data.posts).toHaveLength(1);
    expect(raw.toString("latin1")).not.toContain("argon2");

    const rows = await t.deps.database.db.select().from(contentItems);
    const rowOf = (id: string) => rows.find((r) => r.id === id);
    const items = data.library as { id: string; archivePath: string | null; originalName: string }[];
    expect(items.map((i) => i.id).sort()).toEqual([located.id, second.id].sort());
    expect(items.find((i) => i.id === located.id)?.archivePath).toBe(`files/${located.id}/holi_.._colours.jpeg`);
    expect(items.find((i) => i.id === second.id)?.archivePath).toBe(`files/${second.id}/chai.jpg`);
    expect([...entries.keys()].sort()).toEqual(["data.json", ...items.map((i) => i.archivePath)].sort());
    expect([...entries.keys()].some((name) => name.includes(foreign.id))).toBe(false);

    for (const item of items) {
      const row = rowOf(item.id);
      const bytes = entries.get(item.archivePath ?? "");
      if (!row || !bytes) throw new Error(`missing ${item.id}`);
      // The original as stored (cleaned), byte for byte — not the preview or thumbnail.
      expect(bytes.equals(await stored(t, row.objectKey))).toBe(true);
      expect(bytes.equals(await stored(t, row.previewKey ?? ""))).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe("jpeg");
      expect(meta.width).toBe(row.width);
      expect(meta.exif).toBeUndefined();
    }
  });

  it("lists a file missing from storage with archivePath null and still gives a valid archive", async () => {
    const user = await buildUser(t);
    const as = await injectAs(t, user);
    const kept = await uploadPhoto(t, as, await buildJpeg({ width: 400, height: 300 }), "kept.jpg");
    const lost = await uploadPhoto(t, as, await buildJpeg({ width: 400, height: 300 }), "lost.jpg");
    const rows = await t.deps.database.db.select().from(contentItems);
    const lostRow = rows.find((r) => r.id === lost.id);
    await t.deps.storage.delete([lostRow?.objectKey ?? ""]);

    const { entries, data } = await download(as);
    const items = data.library as { id: string; archivePath: string | null }[];
    expect(items.find((i) => i.id === lost.id)?.archivePath).toBeNull();
    expect([...entries.keys()].sort()).toEqual(["data.json", `files/${kept.id}/kept.jpg`]);
  });

  it("closes the file being read when the download is cut off", async () => {
    const user = await buildUser(t);
    await buildContentItem(t, user.id, { name: "long.mp4", mimeType: "video/mp4", body: randomBytes(8 * 1024 * 1024) });
    const as = await injectAs(t, user);
    const address = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const streams = watchStorageStreams(t);
    try {
      await new Promise<void>((resolve, reject) => {
        const request = get(`${address}/api/account/export`, { headers: { cookie: as.cookie } }, (res) => {
          expect(res.statusCode).toBe(200);
          res.once("data", () => {
            request.destroy();
            resolve();
          });
        });
        request.on("error", (error) => (request.destroyed ? resolve() : reject(error)));
      });
      await until(() => streams.mostOpen > 0 && streams.open === 0);
      expect(streams.mostOpen).toBe(1);
      expect(streams.open).toBe(0);
    } finally {
      streams.stop();
    }
  });

  it("lists the user's payments and GST invoices (billing's part), and no one else's", async () => {
    const buyer = await buildUser(t);
    const as = await injectAs(t, buyer);
    const created = await as({ method: "POST", url: "/api/phonepe/create-payment", payload: { planType: "pro" } });
    const { transactionId } = created.json<{ transactionId: string }>();
    const paid = await as({
      method: "POST",
      url: `/api/payments/sandbox/${transactionId}/pay`,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" },
      payload: "",
    });
    expect(paid.statusCode).toBe(303);
    const { data } = await download(await injectAs(t, buyer));
    expect(data.billing.payments).toEqual([
      expect.objectContaining({ id: transactionId, product: "Pro plan", amountInr: 499, status: "completed" }),
    ]);
    expect(data.billing.invoices).toHaveLength(1);
    const [invoice] = data.billing.invoices;
    expect(invoice).toMatchObject({ kind: "invoice", number: expect.any(String), totalInr: 499 });
    expect(invoice.taxableInr + invoice.cgstInr + invoice.sgstInr + invoice.igstInr).toBeCloseTo(499, 2);

    // After a refund: the refund with its state, and the credit note.
    await refundOrderWithinPolicy(t.deps, transactionId, { reason: "changed my mind" });
    const refunded = (await download(await injectAs(t, buyer))).data;
    expect(refunded.billing.payments[0]).toMatchObject({
      status: "refunded",
      refunds: [{ id: `${transactionId}R1`, amountInr: 499, state: "completed", reason: "changed my mind" }],
    });
    expect(refunded.billing.invoices.map((i: { kind: string }) => i.kind).sort()).toEqual(["credit_note", "invoice"]);

    const other = await download(await injectAs(t, await buildUser(t)));
    expect(other.data.billing).toEqual({ payments: [], invoices: [] });
  });

  it("is just data.json for a user with no files", async () => {
    const user = await buildUser(t);
    const { entries, data } = await download(await injectAs(t, user));
    expect([...entries.keys()]).toEqual(["data.json"]);
    expect(data.library).toEqual([]);
    expect(data.sessions).toHaveLength(1);
    // No HEAD twin that would read every file for nothing.
    expect((await (await injectAs(t, user))({ method: "HEAD", url: "/api/account/export" })).statusCode).toBe(404);
  });
});

describe("download my data with S3-compatible storage", () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({
      env: {
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: "true",
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it("streams the stored objects through the same storage interface", async () => {
    expect(t.deps.storage.kind).toBe("s3");
    const user = await buildUser(t);
    // A video-sized object and a photo, stored as the upload flow leaves them.
    const files = [
      { name: "reel.mp4", mimeType: "video/mp4", body: randomBytes(3 * 1024 * 1024 + 17) },
      { name: "diwali", mimeType: "image/webp", body: randomBytes(40_000) },
    ];
    const ids: string[] = [];
    for (const file of files) ids.push(await buildContentItem(t, user.id, file));
    await t.deps.database.db.insert(posts).values({
      userId: user.id,
      title: "Reel",
      caption: "",
      contentItemIds: ids,
      language: "english",
    });
    const { entries, data } = await download(await injectAs(t, user));
    expect(entries.get(`files/${ids[0]}/reel.mp4`)?.equals(files[0]?.body ?? Buffer.alloc(0))).toBe(true);
    // A name without an extension gets the stored type's.
    expect(entries.get(`files/${ids[1]}/diwali.webp`)?.equals(files[1]?.body ?? Buffer.alloc(0))).toBe(true);
    expect(data.posts[0]).toMatchObject({ title: "Reel", contentItemIds: ids });
    const gets = s3.requests.filter((r) => r.method === "GET" && r.path.includes(user.id));
    expect(gets).toHaveLength(2);
  });
});
