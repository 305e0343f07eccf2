import { randomUUID } from "node:crypto";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { contentItems } from "../../src/server/db/schema/index.ts";
import type { TestApp } from "./app.ts";

type As = (options: InjectOptions) => Promise<LightMyRequestResponse>;

const pathOf = (url: string) => {
  const u = new URL(url, "http://localhost");
  return `${u.pathname}${u.search}`;
};

/** Uploads a photo through the real four-step flow and returns the ready content item. */
export async function uploadPhoto(
  t: TestApp,
  as: As,
  photo: Buffer,
  name = "photo.jpg",
): Promise<{ id: string } & Record<string, unknown>> {
  const target = (
    await as({
      method: "POST",
      url: "/api/objects/upload",
      payload: { fileName: name, fileSize: photo.length, mimeType: "image/jpeg" },
    })
  ).json();
  await t.app.inject({ method: "PUT", url: pathOf(target.uploadURL), headers: target.headers, payload: photo });
  const created = (
    await as({
      method: "POST",
      url: "/api/content",
      payload: {
        fileName: name,
        originalName: name,
        fileType: "image",
        mimeType: "image/jpeg",
        fileSize: photo.length,
        objectPath: target.objectPath,
      },
    })
  ).json();
  const done = await as({
    method: "PUT",
    url: `/api/content/${created.id}/upload-complete`,
    payload: { objectURL: target.uploadURL },
  });
  if (done.statusCode !== 200) throw new Error(`upload failed: ${done.statusCode} ${done.body}`);
  return done.json();
}

/**
 * A library item inserted straight into the database (status "ready" unless given); with a
 * `body`, that body is also written to storage as the item's original.
 */
export async function buildContentItem(
  t: TestApp,
  userId: string,
  item: { name?: string; mimeType?: string; storedBytes?: number; status?: "ready" | "pending"; body?: Buffer } = {},
): Promise<string> {
  const id = randomUUID();
  const objectKey = `users/${userId}/${id}/original`;
  const mimeType = item.mimeType ?? "image/jpeg";
  const size = item.body?.length ?? item.storedBytes ?? 1000;
  if (item.body) await t.deps.storage.put(objectKey, item.body, mimeType);
  await t.deps.database.db.insert(contentItems).values({
    id,
    userId,
    fileName: item.name ?? "photo.jpg",
    originalName: item.name ?? "photo.jpg",
    fileType: mimeType.startsWith("video/") ? "video" : "image",
    mimeType,
    declaredSize: size,
    storedBytes: size,
    status: item.status ?? "ready",
    objectKey,
    uploadExpiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return id;
}
