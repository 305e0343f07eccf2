import { randomBytes, randomUUID } from "node:crypto";
import sharp from "sharp";
import { contentItems } from "#server/db/schema/index.ts";
import type { injectAs } from "./accounts.ts";
import type { TestApp } from "./app.ts";
import { buildJpeg } from "./images.ts";

/**
 * A ready photo in the user's library with exactly these bytes (stored as the original), as an
 * upload would leave it; lets a test hold photos the upload page would have resized first.
 */
export async function insertPhoto(t: TestApp, userId: string, bytes: Buffer, name = "photo.jpg") {
  const meta = await sharp(bytes).metadata();
  const id = randomUUID();
  const mime = `image/${meta.format === "jpeg" ? "jpeg" : meta.format}`;
  const objectKey = `users/${userId}/${id}/original`;
  const thumbnailKey = `users/${userId}/${id}/thumbnail.webp`;
  await t.deps.storage.put(objectKey, bytes, mime);
  await t.deps.storage.put(thumbnailKey, await sharp(bytes).resize(64, 64).webp().toBuffer(), "image/webp");
  await t.deps.database.db.insert(contentItems).values({
    id,
    userId,
    fileName: name,
    originalName: name,
    fileType: "image",
    mimeType: mime,
    declaredSize: bytes.length,
    storedBytes: bytes.length,
    status: "ready",
    objectKey,
    thumbnailKey,
    previewKey: thumbnailKey,
    width: meta.width ?? null,
    height: meta.height ?? null,
    uploadExpiresAt: new Date(),
  });
  return id;
}

/** A JPEG photo of this size in the user's library. */
export async function insertJpeg(t: TestApp, userId: string, width: number, height: number, name?: string) {
  return insertPhoto(t, userId, await buildJpeg({ width, height }), name ?? `photo-${width}x${height}.jpg`);
}

/** A PNG of random pixels: it does not compress, so its size is about width × height × 3 bytes. */
export async function noisePng(width: number, height: number): Promise<Buffer> {
  const raw = randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Connects the user's Instagram through the API and the fake's consent page (or the sandbox's Allow). */
export async function connectInstagram(as: Awaited<ReturnType<typeof injectAs>>): Promise<void> {
  const started = await as({ method: "POST", url: "/api/instagram/connect" });
  if (started.statusCode !== 200) throw new Error(`connect: ${started.statusCode} ${started.body}`);
  const url = new URL(started.json().url);
  let back: URL;
  if (url.pathname === "/instagram-sandbox/authorize") {
    const page = await as({ method: "GET", url: `${url.pathname}${url.search}` });
    const allow = [...page.body.matchAll(/href="([^"]+)"/g)]
      .map((m) => (m[1] ?? "").replaceAll("&amp;", "&"))
      .find((l) => l.includes("code="));
    back = new URL(allow ?? "");
  } else {
    const answer = await fetch(url, { redirect: "manual" });
    back = new URL(answer.headers.get("location") ?? "");
  }
  const done = await as({ method: "GET", url: `${back.pathname}${back.search}` });
  if (done.headers.location !== "/account?instagram=connected") throw new Error(`callback: ${done.headers.location}`);
}
